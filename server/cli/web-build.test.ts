import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { ensureWebBuild } from './web-build'

const root = resolve(import.meta.dirname, '..', '..')

/**
 * The front ends are built by Vite in a child process (so the bundler's memory does not
 * stay in the server): the bundle lands where TALELOOM_WEB_DIR says, is React's production
 * build even though the tests run with NODE_ENV=test, and is not rebuilt when nothing changed.
 */
describe('front-end build', () => {
  const outDir = mkdtempSync(join(tmpdir(), 'taleloom-web-'))
  afterAll(() => rmSync(outDir, { recursive: true, force: true }))

  it('builds both front ends once, in production mode', async () => {
    expect(process.env.NODE_ENV).toBe('test')
    const lines: string[] = []
    expect(await ensureWebBuild(root, (line) => lines.push(line), outDir)).toBe(outDir)
    expect(lines[0]).toBe('Building the front ends (first run)…')
    expect(lines[1]).toMatch(/^Front ends built in \d+\.\d s$/)
    expect(existsSync(join(outDir, 'player', 'index.html'))).toBe(true)
    expect(existsSync(join(outDir, 'studio', 'index.html'))).toBe(true)
    const scripts = readdirSync(join(outDir, 'assets')).filter((name) => name.endsWith('.js'))
    const bundle = scripts.map((name) => readFileSync(join(outDir, 'assets', name), 'utf8'))
    // React's production build reports errors by code; its development build does not.
    expect(bundle.some((text) => text.includes('Minified React error'))).toBe(true)
    expect(bundle.some((text) => text.includes('react-stack-bottom-frame'))).toBe(false)
    // The server's own NODE_ENV is left as it was.
    expect(process.env.NODE_ENV).toBe('test')

    const again: string[] = []
    await ensureWebBuild(root, (line) => again.push(line), outDir)
    expect(again).toEqual([])
  }, 120_000)
})
