import { describe, expect, it } from 'vitest'
import { sizeLimit } from './errors'
import { imageRefusal, isVideoHeader } from './join-checks'

const png = (width: number, height: number) =>
  ({ ok: true, type: 'image/png', width, height }) as const

describe('imageRefusal', () => {
  const rule = { maxWidth: 2000, maxHeight: 2000 }
  it('refuses bytes that are no picture', () => {
    expect(imageRefusal({ ok: false }, rule)?.code).toBe('IMAGE_TYPE_INVALID')
  })
  it('passes a picture within the limits, and refuses one too wide or too tall', () => {
    expect(imageRefusal(png(2000, 2000), rule)).toBeNull()
    const wide = imageRefusal(png(2001, 10), rule)
    expect(wide?.code).toBe('IMAGE_SIZE_LIMIT')
    expect(wide?.details).toEqual({ width: 2001, height: 10, maxWidth: 2000, maxHeight: 2000 })
    expect(imageRefusal(png(10, 2001), rule)?.code).toBe('IMAGE_SIZE_LIMIT')
  })
  it('has no height limit when the rule sets none', () => {
    expect(imageRefusal(png(100, 90_000), { maxWidth: 2000, maxHeight: null })).toBeNull()
  })
})

describe('sizeLimit', () => {
  it("answers 413 in each context's words", () => {
    expect(sizeLimit('profile').message).toBe('A profile image must be under 300 KB.')
    expect(sizeLimit('thumbnail').code).toBe('IMAGE_SIZE_LIMIT')
    expect(sizeLimit('subtitle').code).toBe('SUBTITLE_TOO_LARGE')
    expect(sizeLimit('content').code).toBe('UPLOAD_TOO_LARGE')
    expect(sizeLimit('content').status).toBe(413)
  })
})

describe('isVideoHeader', () => {
  const box = (type: string) => new Uint8Array([0, 0, 0, 0x18, ...Buffer.from(type, 'ascii'), 0, 0])
  it('takes an mp4 by its ftyp box and a mov by a QuickTime atom', () => {
    expect(isVideoHeader(box('ftyp'), 'mp4')).toBe(true)
    expect(isVideoHeader(box('moov'), 'mp4')).toBe(false)
    expect(isVideoHeader(box('moov'), 'mov')).toBe(true)
    expect(isVideoHeader(box('ftyp'), 'mov')).toBe(true)
  })
  it('refuses a picture or text renamed as a video', () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])
    expect(isVideoHeader(png, 'mp4')).toBe(false)
    expect(isVideoHeader(new TextEncoder().encode('hello world'), 'mov')).toBe(false)
    expect(isVideoHeader(new Uint8Array(4), 'mp4')).toBe(false)
  })
})
