import { describe, expect, it } from 'vitest'
import {
  aboveDiscouraged,
  GUEST_FOLDER,
  guestArgs,
  needsGuestRendition,
  sourceArgs,
  sourceVideoOf,
} from './renditions'

describe('renditions', () => {
  it('reads the publisher metadata only when both sides are whole positive numbers', () => {
    expect(sourceVideoOf({ videoWidth: 1920, videoHeight: 1080 })).toEqual({
      width: 1920,
      height: 1080,
    })
    for (const bad of [
      {},
      { videoWidth: 1920 },
      { videoWidth: '1920', videoHeight: 1080 },
      { videoWidth: 0, videoHeight: 1080 },
      { videoWidth: 1920.5, videoHeight: 1080 },
      { videoWidth: 1920, videoHeight: 99_999 },
      { videoWidth: Number.NaN, videoHeight: 720 },
    ]) {
      expect(sourceVideoOf(bad), JSON.stringify(bad)).toBeNull()
    }
  })

  it('encodes the guest rendition only above 720 lines, and warns only above 1080', () => {
    const at = (height: number) => ({ width: Math.round((height * 16) / 9), height })
    expect(needsGuestRendition(null)).toBe(false)
    expect(needsGuestRendition(at(720))).toBe(false)
    expect(needsGuestRendition(at(721))).toBe(true)
    expect(aboveDiscouraged(at(1080))).toBe(false)
    expect(aboveDiscouraged(at(1081))).toBe(true)
    expect(aboveDiscouraged(null)).toBe(false)
  })

  it('copies the source and scales the guest rendition into its own folder', () => {
    const source = sourceArgs('rtmp://in', '/hls/a')
    expect(source).toContain('copy')
    expect(source.at(-1)).toBe('/hls/a/index.m3u8')
    const guest = guestArgs('rtmp://in', 'rtmp://out/guest/a')
    expect(guest[guest.indexOf('-vf') + 1]).toBe('scale=-2:720')
    expect(guest.slice(-3)).toEqual(['-f', 'flv', 'rtmp://out/guest/a'])
    // Its HLS is packaged from the published rendition into its own folder.
    expect(sourceArgs('rtmp://out/guest/a', `/hls/a/${GUEST_FOLDER}`).at(-1)).toBe(
      `/hls/a/${GUEST_FOLDER}/index.m3u8`,
    )
  })
})
