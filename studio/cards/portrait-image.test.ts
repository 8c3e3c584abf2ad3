import { describe, expect, it } from 'vitest'
import { ASSET_LIMITS } from '../../platform/assets'
import {
  hasTransparency,
  PORTRAIT_MAX_EDGE,
  portraitEncoding,
  portraitSize,
} from './portrait-image'

describe('portraitSize', () => {
  it('brings the long edge down to the portrait size, keeping the aspect', () => {
    expect(portraitSize(832, 1248)).toEqual({ width: 512, height: 768 })
    expect(portraitSize(2000, 1000)).toEqual({ width: 768, height: 384 })
    expect(portraitSize(1000, 1000)).toEqual({ width: 768, height: 768 })
  })

  it('never enlarges a small picture', () => {
    expect(portraitSize(400, 600)).toEqual({ width: 400, height: 600 })
    expect(portraitSize(768, 100)).toEqual({ width: 768, height: 100 })
  })

  it('keeps a very narrow picture at least one pixel wide', () => {
    expect(portraitSize(16, 10_000)).toEqual({ width: 1, height: 768 })
  })

  it('calls a placeholder (our exports’ 1×1 image) no artwork', () => {
    expect(portraitSize(1, 1)).toBeNull()
    expect(portraitSize(15, 400)).toBeNull()
    expect(portraitSize(Number.NaN, 400)).toBeNull()
  })

  it('fits the thumbnail limits, so the portrait can be offered as the story thumbnail', () => {
    expect(PORTRAIT_MAX_EDGE).toBeLessThanOrEqual(ASSET_LIMITS.thumbnail.maxWidth)
    expect(PORTRAIT_MAX_EDGE).toBeLessThanOrEqual(ASSET_LIMITS.thumbnail.maxHeight ?? Infinity)
    // Four bytes a pixel uncompressed is the worst a PNG gets, still under the byte ceiling.
    expect(PORTRAIT_MAX_EDGE ** 2 * 4).toBeLessThan(ASSET_LIMITS.thumbnail.maxBytes)
  })
})

describe('portraitEncoding', () => {
  it('is JPEG for opaque pixels and PNG when any pixel is see-through', () => {
    const opaque = [10, 20, 30, 255, 40, 50, 60, 255]
    const clear = [10, 20, 30, 255, 40, 50, 60, 254]
    expect(hasTransparency(opaque)).toBe(false)
    expect(hasTransparency(clear)).toBe(true)
    expect(portraitEncoding(hasTransparency(opaque))).toEqual({
      type: 'image/jpeg',
      quality: 0.9,
    })
    expect(portraitEncoding(hasTransparency(clear))).toEqual({ type: 'image/png' })
  })
})
