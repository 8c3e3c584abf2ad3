import { describe, expect, it } from 'vitest'
import { ingestListenOf, rtmpUrlOf } from './stream-keys'

const playback = { rtmpUrl: 'rtmp://live.example.com/live', hlsBaseUrl: null }

describe('rtmpUrlOf', () => {
  it('shows the configured address as it is', () => {
    const configured = { ...playback, rtmpUrlConfigured: true }
    expect(rtmpUrlOf(configured, { host: '10.0.0.1', port: 1935 })).toBe(playback.rtmpUrl)
  })
  it('keeps the default without an ingest listening here', () => {
    expect(rtmpUrlOf(playback, undefined)).toBe(playback.rtmpUrl)
  })
  it('points at where the ingest listens, a wildcard bind as localhost', () => {
    expect(rtmpUrlOf(playback, { host: '0.0.0.0', port: 1936 })).toBe('rtmp://localhost:1936/live')
    expect(rtmpUrlOf(playback, { host: '::', port: 1936 })).toBe('rtmp://localhost:1936/live')
    expect(rtmpUrlOf(playback, { host: '10.0.0.1', port: 1935 })).toBe('rtmp://10.0.0.1:1935/live')
    expect(rtmpUrlOf(playback, { host: '::1', port: 1935 })).toBe('rtmp://[::1]:1935/live')
  })
})

describe('ingestListenOf', () => {
  it('answers host:port, an IPv6 host in brackets, null without an ingest', () => {
    expect(ingestListenOf({ host: '127.0.0.1', port: 1935 })).toBe('127.0.0.1:1935')
    expect(ingestListenOf({ host: '::', port: 1935 })).toBe('[::]:1935')
    expect(ingestListenOf(undefined)).toBeNull()
  })
})
