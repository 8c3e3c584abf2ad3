import { existsSync } from 'node:fs'
import { type Browser, chromium } from 'playwright-core'

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome']

/** `CHROMIUM_PATH` if set, else the first system Chromium found. */
export function findChromium(): string {
  const configured = process.env.CHROMIUM_PATH
  if (configured) {
    if (existsSync(configured)) return configured
    throw new Error(`findChromium: CHROMIUM_PATH=${configured} does not exist.`)
  }
  const found = CANDIDATES.find((path) => existsSync(path))
  if (found) return found
  throw new Error(
    `findChromium: no Chromium found (looked at ${CANDIDATES.join(', ')}). ` +
      'Install it (Debian: apt-get install chromium) or set CHROMIUM_PATH to its executable.',
  )
}

/** Headless Chromium with everything that phones home switched off. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: findChromium(),
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  })
}
