import { describe, expect, it } from 'vitest'
import { planHls } from './hls-source'
import { chooseSubtitle } from './subtitles'

describe('planHls', () => {
  it('plays files directly, playlists through hls.js where MSE exists, natively on Safari', () => {
    const both = { mediaSource: true, nativeHls: true }
    expect(planHls('/pics/a.mp4', both)).toBe('direct')
    expect(planHls('/media/x/master.m3u8?t=1', both)).toBe('hls.js')
    expect(planHls('/media/x/master.m3u8', { mediaSource: false, nativeHls: true })).toBe('native')
    expect(planHls('/media/x/master.m3u8', { mediaSource: false, nativeHls: false })).toBe(
      'unsupported',
    )
  })
})

describe('chooseSubtitle', () => {
  const tracks = [
    { language: 'en', url: '/s/en.vtt' },
    { language: 'ko', url: '/s/ko.vtt' },
  ]
  it('shows the kept language when the item has it, none otherwise', () => {
    expect(chooseSubtitle(tracks, 'ko')).toBe('ko')
    expect(chooseSubtitle(tracks, 'jp')).toBeNull()
    expect(chooseSubtitle(tracks, null)).toBeNull()
  })
})
