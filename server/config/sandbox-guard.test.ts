import { describe, expect, it } from 'vitest'
import { sandboxExposure } from './sandbox-guard'

describe('where the sandbox checkout would be exposed', () => {
  const local = { host: '127.0.0.1', trustProxy: false, publicUrl: undefined }

  it('is not exposed on loopback without a proxy in front', () => {
    expect(sandboxExposure(local)).toBeNull()
    // A public URL alone (mailed links on a tunnel, say) does not say a proxy forwards the world.
    expect(sandboxExposure({ ...local, publicUrl: 'https://taleloom.example' })).toBeNull()
    // A trusted proxy that serves a loopback address is still this machine only.
    for (const publicUrl of [
      undefined,
      'http://127.0.0.1:8787',
      'http://localhost:3000',
      'http://[::1]:8787',
    ])
      expect(sandboxExposure({ ...local, trustProxy: true, publicUrl })).toBeNull()
  })

  it('is exposed on a listen address other machines reach', () => {
    for (const host of ['0.0.0.0', '192.168.1.20', '::', 'example.com'])
      expect(sandboxExposure({ ...local, host })).toBe(
        `HOST=${host} is reachable from other machines`,
      )
  })

  it('is exposed behind a trusted proxy that serves a public address', () => {
    for (const publicUrl of ['https://taleloom.example', 'http://203.0.113.7:8080'])
      expect(sandboxExposure({ ...local, trustProxy: true, publicUrl })).toBe(
        `TALELOOM_TRUST_PROXY=1 with TALELOOM_PUBLIC_URL=${publicUrl} puts it behind a proxy other machines reach`,
      )
  })
})
