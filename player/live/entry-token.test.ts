import { describe, expect, it } from 'vitest'
import { carryEntryToken } from './entry-token'

describe('carryEntryToken', () => {
  const playlist = 'http://cdn.example.com/hls/abc.m3u8?t=tok%2Fen.sig'

  it('adds the playlist token to a segment address without one', () => {
    expect(carryEntryToken('http://cdn.example.com/hls/abc-3.ts', playlist)).toBe(
      'http://cdn.example.com/hls/abc-3.ts?t=tok%2Fen.sig',
    )
    expect(carryEntryToken('http://cdn.example.com/hls/abc-3.ts?v=1', playlist)).toBe(
      'http://cdn.example.com/hls/abc-3.ts?v=1&t=tok%2Fen.sig',
    )
  })

  it('leaves an address that has a token, and every address of an ungated stream', () => {
    const signed = '/api/live/hls/abc/index4.ts?t=other'
    expect(carryEntryToken(signed, playlist)).toBe(signed)
    expect(carryEntryToken('/hls/abc-3.ts', '/hls/abc.m3u8')).toBe('/hls/abc-3.ts')
  })
})
