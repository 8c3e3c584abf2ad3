import { describe, expect, it } from 'vitest'
import { readLiveSettings } from './settings'

describe('readLiveSettings: where the embedded RTMP ingest listens', () => {
  it('binds to the server’s HOST, loopback by default, unless TALELOOM_RTMP_HOST says otherwise', () => {
    expect(readLiveSettings({}).rtmp).toMatchObject({ host: '127.0.0.1', port: 1935 })
    expect(readLiveSettings({ HOST: '127.0.0.1' }).rtmp?.host).toBe('127.0.0.1')
    expect(readLiveSettings({ HOST: '10.0.0.5' }).rtmp?.host).toBe('10.0.0.5')
    expect(readLiveSettings({ HOST: '127.0.0.1', TALELOOM_RTMP_HOST: '0.0.0.0' }).rtmp?.host).toBe(
      '0.0.0.0',
    )
  })

  it('drops a connection that has not published within the deadline, and caps connections per address', () => {
    expect(readLiveSettings({}).rtmp).toMatchObject({
      publishDeadlineMs: 10_000,
      maxConnectionsPerAddress: 10,
    })
    expect(
      readLiveSettings({
        TALELOOM_RTMP_PUBLISH_DEADLINE_SECONDS: '4',
        TALELOOM_RTMP_MAX_CONNECTIONS_PER_IP: '3',
      }).rtmp,
    ).toMatchObject({ publishDeadlineMs: 4_000, maxConnectionsPerAddress: 3 })
    for (const env of [
      { TALELOOM_RTMP_PUBLISH_DEADLINE_SECONDS: '0' },
      { TALELOOM_RTMP_PUBLISH_DEADLINE_SECONDS: 'soon' },
      { TALELOOM_RTMP_MAX_CONNECTIONS_PER_IP: '-1' },
      { TALELOOM_RTMP_MAX_CONNECTIONS_PER_IP: '2.5' },
    ])
      expect(() => readLiveSettings(env), JSON.stringify(env)).toThrow(/TALELOOM_RTMP_/)
  })

  it('keeps a configured public RTMP address, else derives it from where the ingest listens', () => {
    expect(readLiveSettings({}).playback.rtmpUrlConfigured).toBe(false)
    const configured = readLiveSettings({
      TALELOOM_RTMP_PUBLIC_URL: 'rtmp://live.example.com/live',
    })
    expect(configured.playback).toMatchObject({
      rtmpUrl: 'rtmp://live.example.com/live',
      rtmpUrlConfigured: true,
    })
  })
})
