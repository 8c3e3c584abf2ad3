import { describe, expect, it } from 'vitest'
import { DM_MEDIA_LIMITS, dmMediaTypeOfName, judgeDmMedia } from './media-rules'

const many = (type: string, n: number) => Array.from({ length: n }, () => type)

describe('judgeDmMedia', () => {
  it('takes up to 20 images of the allowed types, or one video', () => {
    expect(judgeDmMedia(['jpg', 'jpeg', 'png'])).toEqual({ ok: true, kind: 'image', count: 3 })
    expect(judgeDmMedia(many('png', DM_MEDIA_LIMITS.imagesMax))).toEqual({
      ok: true,
      kind: 'image',
      count: 20,
    })
    expect(judgeDmMedia(['mov'])).toEqual({ ok: true, kind: 'video', count: 1 })
    expect(judgeDmMedia(['mp4'])).toEqual({ ok: true, kind: 'video', count: 1 })
  })

  it('refuses a 21st image, a second video, and images with a video', () => {
    expect(judgeDmMedia(many('jpg', 21))).toEqual({ ok: false, reason: 'tooManyImages' })
    expect(judgeDmMedia(['mp4', 'mov'])).toEqual({ ok: false, reason: 'tooManyVideos' })
    expect(judgeDmMedia(['png', 'mp4'])).toEqual({ ok: false, reason: 'mixed' })
    expect(judgeDmMedia([...many('png', 25), 'mp4'])).toEqual({ ok: false, reason: 'mixed' })
  })

  it('refuses other types and an empty message', () => {
    for (const type of ['gif', 'webp', 'mp3', 'PNG', 'exe', ''])
      expect(judgeDmMedia([type])).toEqual({ ok: false, reason: 'type' })
    expect(judgeDmMedia([])).toEqual({ ok: false, reason: 'empty' })
  })
})

describe('dmMediaTypeOfName', () => {
  it('reads the type from the extension, in any case', () => {
    expect(dmMediaTypeOfName('Beach.JPG')).toBe('jpg')
    expect(dmMediaTypeOfName('clip.final.mov')).toBe('mov')
    expect(dmMediaTypeOfName('notes.txt')).toBeNull()
    expect(dmMediaTypeOfName('png')).toBe('png')
    expect(dmMediaTypeOfName('noextension')).toBeNull()
  })
})
