/**
 * Pages of the live browser tests: a viewer's or the overlay's page with the stream's
 * pictures served from the outside https site they come from, and every console error,
 * uncaught error and failed request collected so the run can fail on them.
 */
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { seedSession, signedIn } from './browser'
import type { Login } from './people'
import { screenshot } from './screenshots'

/** Where live thumbnails and alert images live (allowed by the CSP's img-src). */
export const CDN = 'https://cdn.example.com'
const picture = readFileSync(
  resolve(import.meta.dirname, '../../../fixtures/cards/default_FluxTheCat.png'),
)

/**
 * Collects what went wrong in `page`. A refusal the test makes on purpose answers `allowed`
 * (e.g. 403), which the browser logs as a console error too.
 */
export function watchProblems(page: Page, problems: string[], allowed: number) {
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() !== 'error' || message.text().includes(`status of ${allowed}`)) return
    // These streamers have no open channel: the creator bar's lookup answers 404 and the
    // bar shows their name alone (player/channel/ChannelBar.tsx).
    const noChannel =
      message.text().includes('status of 404') &&
      message.location().url.includes('/api/content/channel')
    if (!noChannel) problems.push(`console: ${message.text()}`)
  })
  page.on('requestfailed', (request) =>
    problems.push(`request failed: ${request.url()} ${request.failure()?.errorText}`),
  )
}

/** A page of the player as `who` (null: signed out), the CDN's pictures answered locally. */
export async function openLivePage(
  browser: Browser,
  options: {
    viewport: { width: number; height: number }
    language: 'en' | 'ko'
    who: Login | null
    problems: string[]
    /** The status refused on purpose (logged by the browser, not a problem). */
    allowed: number
  },
): Promise<{ context: BrowserContext; page: Page }> {
  const { viewport, language, who } = options
  const context = await browser.newContext({
    locale: language === 'ko' ? 'ko-KR' : 'en-US',
    viewport,
  })
  await seedSession(context, { language, ...(who ? signedIn(who) : {}) })
  await context.addInitScript(() =>
    localStorage.setItem('taleloom.checkin.later', new Date().toISOString().slice(0, 10)),
  )
  await context.route(`${CDN}/**`, (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: picture }),
  )
  const page = await context.newPage()
  page.setDefaultTimeout(30_000)
  watchProblems(page, options.problems, options.allowed)
  return { context, page }
}

/**
 * The overlay as OBS shows it: over a picture of the stream (the page itself stays
 * see-through), once the alert's entrance has played.
 */
export async function overlayScreenshot(page: Page, name: string) {
  await page.addStyleTag({
    content:
      'html.overlay-transparent { min-height: 100%; background: linear-gradient(135deg, #1d2b3a, #4a6076) }',
  })
  await page
    .locator('.overlay-alert')
    .evaluate((alert) => Promise.all(alert.getAnimations().map((animation) => animation.finished)))
  await screenshot(page, name)
}
