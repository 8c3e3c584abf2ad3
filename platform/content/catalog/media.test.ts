import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { ContentRow } from './access'
import { createMediaSigner, mayPlay, playbackAddresses } from './media'

const CONTENT = 'a'.repeat(24)
const CREATOR = 'b'.repeat(24)
const OTHER = 'c'.repeat(24)
const BASE = '/api/upload/store/'
const port = {
  secret: 'test-secret',
  keyOf: (address: string) => (address.startsWith(BASE) ? address.slice(BASE.length) : null),
  read: async () => null,
}
const row = (media_assets: ContentRow['media_assets']) =>
  ({ oid: CONTENT, creator_oid: CREATOR, media_assets }) as ContentRow

describe('playback signatures', () => {
  it('verifies what it signed until the expiry, and nothing else', () => {
    const signer = createMediaSigner('secret')
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2 ** 40 }),
        fc.integer({ min: 0, max: 2 ** 40 }),
        (expires, now) => {
          const signature = signer.address(CONTENT, 'k', expires).split('/')[6] as string
          expect(signer.verify(CONTENT, expires, signature, now)).toBe(expires >= now)
          expect(signer.verify(OTHER, expires, signature, 0)).toBe(false)
          expect(signer.verify(CONTENT, expires + 1, signature, 0)).toBe(false)
          expect(createMediaSigner('other').verify(CONTENT, expires, signature, 0)).toBe(false)
        },
      ),
    )
  })

  it('signs store addresses under the content and passes other addresses through', () => {
    const clock = { now: () => new Date(Date.UTC(2026, 0, 1, 10, 0, 30)) }
    const play = playbackAddresses(port, clock)(CONTENT)
    const expires = Date.UTC(2026, 0, 1, 10, 0, 0) / 1000 + 4 * 3600
    expect(play(`${BASE}encoded/${CONTENT}/t/master.m3u8`)).toMatch(
      new RegExp(
        `^/api/content/media/${CONTENT}/${expires}/[\\w-]{43}/encoded/${CONTENT}/t/master\\.m3u8$`,
      ),
    )
    expect(play('/api/upload/pics/xyz')).toBe('/api/upload/pics/xyz')
  })
})

describe('which keys a content may play', () => {
  it("plays the encoder's output for it and the creator's own recorded files only", () => {
    const content = row({
      sources: [`${BASE}private/${CREATOR}/ep.mp3`, `${BASE}private/${OTHER}/theirs.mp3`],
      poster: `${BASE}public/${CREATOR}/poster.jpg`,
    })
    expect(mayPlay(port, content, `encoded/${CONTENT}/task/360p_0000.ts`)).toBe(true)
    expect(mayPlay(port, content, `encoded/${OTHER}/task/360p_0000.ts`)).toBe(false)
    expect(mayPlay(port, content, `private/${CREATOR}/ep.mp3`)).toBe(true)
    expect(mayPlay(port, content, `public/${CREATOR}/poster.jpg`)).toBe(true)
    // Recorded, but another user's file: a creator cannot publish someone else's upload.
    expect(mayPlay(port, content, `private/${OTHER}/theirs.mp3`)).toBe(false)
    expect(mayPlay(port, content, `private/${CREATOR}/unrecorded.mp3`)).toBe(false)
  })
})
