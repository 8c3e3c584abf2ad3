import { describe, expect, it } from 'vitest'
import { qualityOptions } from './quality'

describe('quality options', () => {
  it('lists each height once, highest first, by its best bitrate', () => {
    const levels = [
      { height: 480, bitrate: 900_000 },
      { height: 1080, bitrate: 4_500_000 },
      { height: 720, bitrate: 2_000_000 },
      { height: 720, bitrate: 2_800_000 },
    ]
    expect(qualityOptions(levels)).toEqual([
      { level: 1, height: 1080 },
      { level: 3, height: 720 },
      { level: 0, height: 480 },
    ])
  })

  it('leaves levels of unknown height to the automatic choice', () => {
    expect(qualityOptions([{ height: 0, bitrate: 64_000 }])).toEqual([])
  })
})
