/** The headers every answer carries, and the web app's Content-Security-Policy. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../server/app'
import { startTestServer, type TestServer } from '../support/test-server'

let server: TestServer
let webRoot: string

beforeAll(async () => {
  server = await startTestServer()
  webRoot = mkdtempSync(join(tmpdir(), 'taleloom-web-'))
  for (const area of ['player', 'studio']) {
    mkdirSync(join(webRoot, area))
    writeFileSync(join(webRoot, area, 'index.html'), `<!doctype html><title>${area}</title>`)
  }
}, 60_000)

afterAll(async () => {
  await server?.close()
  rmSync(webRoot, { recursive: true, force: true })
})

describe('security headers', () => {
  it('lets live ads play from the ad servers an operator lists, and nothing else', async () => {
    const config = { ...server.context.config, adMediaOrigins: ['https://ads.example.com'] }
    const app = createApp({ ...server.context, config, webRoot })
    const policy = (await app.request('/')).headers.get('content-security-policy') ?? ''
    const media = policy.split(';').find((part) => part.trim().startsWith('media-src'))
    expect(media?.trim().split(/\s+/)).toEqual([
      'media-src',
      "'self'",
      'blob:',
      'data:',
      'https://ads.example.com',
    ])
  })

  it('sends nosniff and a referrer policy on every API answer, errors included', async () => {
    for (const answer of [
      await server.api('/health'),
      await server.api('/no-such-route'),
      await server.api('/account/getuser'),
      await server.api('/account/guest', { body: {} }),
    ]) {
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff')
      expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    }
  })

  it('serves the web app with a CSP that allows scripts from our origin only', async () => {
    const app = createApp({ ...server.context, webRoot })
    for (const path of ['/', '/studio2', '/story/0123456789abcdef01234567']) {
      const page = await app.request(path)
      expect(page.status).toBe(200)
      const policy = page.headers.get('content-security-policy') ?? ''
      const directives = Object.fromEntries(
        policy.split(';').map((part) => {
          const [name, ...values] = part.trim().split(/\s+/)
          return [name, values]
        }),
      )
      expect(directives['script-src']).toEqual(["'self'"])
      expect(directives['default-src']).toEqual(["'self'"])
      expect(directives['object-src']).toEqual(["'none'"])
      expect(directives['worker-src']).toEqual(["'self'", 'blob:'])
      expect(directives['media-src']).toEqual(["'self'", 'blob:', 'data:'])
      expect(directives['img-src']).toContain('data:')
      expect(page.headers.get('x-content-type-options')).toBe('nosniff')
      expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    }
  })
})
