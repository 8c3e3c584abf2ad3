import { describe, expect, it } from 'vitest'
import { mayRead, needsEntitlement, nextCursor, type PostRow, pageOrder, viewPost } from './rules'

const post = (overrides: Partial<PostRow> = {}): PostRow => ({
  oid: 'p'.repeat(24),
  creator_oid: 'c'.repeat(24),
  text: 'Hello',
  images: ['k1'],
  visibility: 'tiers',
  tier_hashes: ['gold'],
  pinned_at: null,
  created_at: new Date('2026-01-01T00:00:00Z'),
  edited_at: null,
  ...overrides,
})
const creator = { oid: 'c'.repeat(24), admin: false }
const fan = { oid: 'f'.repeat(24), admin: false }
const guest = { oid: null, admin: false }

describe('community post rules', () => {
  it('opens a tier post to its creator, admins and entitled readers only', () => {
    expect(mayRead(post(), creator, false)).toBe(true)
    expect(mayRead(post(), { oid: 'a'.repeat(24), admin: true }, false)).toBe(true)
    expect(mayRead(post(), fan, true)).toBe(true)
    expect(mayRead(post(), fan, false)).toBe(false)
    expect(mayRead(post(), guest, true)).toBe(false)
    expect(mayRead(post({ visibility: 'everyone' }), guest, false)).toBe(true)
  })

  it('asks about entitlements only for signed-in readers of others’ tier posts', () => {
    expect(needsEntitlement(post(), fan)).toBe(true)
    expect(needsEntitlement(post(), creator)).toBe(false)
    expect(needsEntitlement(post(), guest)).toBe(false)
    expect(needsEntitlement(post({ visibility: 'everyone' }), fan)).toBe(false)
  })

  it('shows a locked card without text, images or poll', () => {
    const view = viewPost(post(), fan, {
      readable: false,
      poll: null,
      images: [{ key: 'k1', url: 'https://x/pics/1' }],
    })
    expect(view).toMatchObject({ locked: true, text: null, images: [], poll: null, isMine: false })
    expect(view.tierHashes).toEqual(['gold'])
  })

  it('puts the latest pin first, then the unpinned page; a full page has a cursor', () => {
    const early = post({ oid: '1'.repeat(24), pinned_at: new Date('2026-01-01T00:00:00Z') })
    const late = post({ oid: '2'.repeat(24), pinned_at: new Date('2026-02-01T00:00:00Z') })
    const rest = [post({ oid: '9'.repeat(24) }), post({ oid: '8'.repeat(24) })]
    expect(pageOrder([early, late], rest).map((row) => row.oid[0])).toEqual(['2', '1', '9', '8'])
    expect(nextCursor(rest, 2)).toBe('8'.repeat(24))
    expect(nextCursor(rest, 3)).toBeNull()
  })
})
