import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { nginxRtmpConfig, PRODUCTION_NGINX_RTMP } from './nginx-config'

describe('nginx-rtmp config', () => {
  it('docs/nginx-rtmp.conf is the generated production config (the one CI runs, with its paths)', () => {
    const documented = readFileSync(
      new URL('../../../docs/nginx-rtmp.conf', import.meta.url),
      'utf8',
    )
    expect(documented).toBe(nginxRtmpConfig(PRODUCTION_NGINX_RTMP))
  })

  it('sends every publish and its end to key verification and refuses RTMP play', () => {
    const config = nginxRtmpConfig(PRODUCTION_NGINX_RTMP)
    expect(config).toContain('on_publish http://127.0.0.1:8787/api/live/keyverification;')
    expect(config).toContain('on_publish_done http://127.0.0.1:8787/api/live/keyverification;')
    expect(config).toContain('deny play all;')
  })
})
