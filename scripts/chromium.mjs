/**
 * Finds Debian's Chromium for the browser tests, installing it with apt when we are
 * root and it is missing (Playwright cannot download its own browser here). Debian's
 * headless shell comes first: the same Blink without the browser's own UI, at a fraction of
 * the CPU (docs/PERFORMANCE.md), as Playwright's own headless runs use it.
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const CANDIDATES = [
  '/usr/bin/chromium-headless-shell',
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
]

export function findChromium() {
  if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH))
    return process.env.CHROMIUM_PATH
  return CANDIDATES.find((path) => existsSync(path)) ?? null
}

export function ensureChromium() {
  const found = findChromium()
  if (found) return { path: found }
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  const hasApt = existsSync('/usr/bin/apt-get')
  if (!hasApt) {
    return {
      path: null,
      reason:
        'Chromium is missing and apt-get is not available: install Chromium and set CHROMIUM_PATH',
    }
  }
  if (!isRoot) {
    return {
      path: null,
      reason: 'Chromium is missing: run `sudo apt-get install chromium` (or set CHROMIUM_PATH)',
    }
  }
  console.log('\n=== installing Debian chromium for the browser tests (apt-get)')
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env })
  const install = spawnSync('apt-get', ['install', '-y', '-qq', 'chromium-headless-shell'], {
    stdio: 'inherit',
    env,
  })
  const installed = findChromium()
  if (installed) return { path: installed }
  return {
    path: null,
    reason: `apt-get install chromium-headless-shell failed (exit ${install.status})`,
  }
}
