import { describe, expect, it } from 'vitest'
import { addAttachments, attachmentKey } from './attachments'
import { newMessageOid } from './media-api'

const file = (name: string, size = 10) => ({ name, size }) as File
let next = 0
const id = () => `a${++next}`

describe('addAttachments', () => {
  it('adds photos up to 20, or one video', () => {
    const photos = addAttachments([], [file('a.JPG'), file('b.png')], id)
    expect(photos.ok && photos.attachments.map((a) => [a.type, a.kind])).toEqual([
      ['jpg', 'image'],
      ['png', 'image'],
    ])
    const twenty = addAttachments(
      [],
      Array.from({ length: 20 }, (_, i) => file(`${i}.jpeg`)),
      id,
    )
    expect(twenty.ok).toBe(true)
    if (!twenty.ok) return
    expect(addAttachments(twenty.attachments, [file('21.png')], id)).toEqual({
      ok: false,
      reason: 'tooManyImages',
    })
    expect(addAttachments([], [file('clip.mov')], id).ok).toBe(true)
  })

  it('refuses a video beside photos, a second video, other types and large files', () => {
    const photo = addAttachments([], [file('a.png')], id)
    if (!photo.ok) throw new Error('photo refused')
    expect(addAttachments(photo.attachments, [file('b.mp4')], id)).toEqual({
      ok: false,
      reason: 'mixed',
    })
    expect(addAttachments([], [file('a.mp4'), file('b.mp4')], id)).toMatchObject({
      reason: 'tooManyVideos',
    })
    expect(addAttachments([], [file('a.gif')], id)).toMatchObject({ reason: 'type' })
    expect(addAttachments([], [file('a.png', 60 * 1024 * 1024)], id)).toMatchObject({
      reason: 'tooLarge',
    })
  })
})

describe('keys and ids', () => {
  it('puts each file under the message id, which has the server’s shape', () => {
    const oid = newMessageOid(Date.UTC(2026, 10, 30))
    expect(oid).toMatch(/^[0-9a-f]{24}$/)
    expect(attachmentKey(oid, 2, 'png')).toBe(`dm/${oid}/2.png`)
  })
})
