import { existsSync } from 'node:fs'
import { type Browser, type BrowserContext, chromium } from 'playwright-core'

/** Debian's headless shell first (scripts/chromium.mjs says why), then a whole Chromium. */
const CANDIDATES = [
  '/usr/bin/chromium-headless-shell',
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
]

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

let running: Promise<Browser> | null = null

/**
 * This worker's Chromium, launched by its first file. The browser test files of a worker
 * share its modules (`isolate: false`), so they share one browser; each file works in
 * contexts of its own and closes them in `afterAll` (`closeContexts`).
 */
export function workerBrowser(): Promise<Browser> {
  if (!running) {
    const launched = launchBrowser()
    running = launched
    launched.then(
      (browser) =>
        browser.on('disconnected', () => {
          if (running === launched) running = null
        }),
      () => {
        if (running === launched) running = null
      },
    )
  }
  return running
}

/** Closes every context of the worker's browser: the file that opened them is done. */
export async function closeContexts(browser: Browser | undefined) {
  await Promise.all((browser?.contexts() ?? []).map((context) => context.close()))
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
      // As OBS's browser source does: the overlay speaks without anyone clicking it.
      '--autoplay-policy=no-user-gesture-required',
    ],
  })
}

/** The persisted shape of the front ends' session store (`web/session/session-store.ts`). */
export interface StoredSession {
  token: string | null
  user: unknown
  loginType: string | null
  loginTime: string | null
  language: string
  adultOn: boolean
  guestDeviceId: string | null
}

/** Starts every page of `context` with the given session in local storage, as after a login or a guest visit. */
export function seedSession(context: BrowserContext, session: Partial<StoredSession>) {
  const state: StoredSession = {
    token: null,
    user: null,
    loginType: null,
    loginTime: null,
    language: 'en',
    adultOn: false,
    guestDeviceId: null,
    ...session,
  }
  return context.addInitScript(
    (value) => localStorage.setItem('taleloom.session', value),
    JSON.stringify({ state, version: 1 }),
  )
}

/** The session fields of a signed-in email account, from a login answer. */
export function signedIn(login: { token: string; user: unknown }): Partial<StoredSession> {
  return {
    token: login.token,
    user: login.user,
    loginType: 'email',
    loginTime: new Date().toISOString(),
  }
}
