import { mkdirSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import type { Locator, Page } from 'playwright-core'

export const SCREENSHOT_DIR = resolve(
  import.meta.dirname,
  '..',
  '..',
  '..',
  'test-results',
  'screenshots',
)

/**
 * Screenshots are for people to look at: `npm run screenshots` takes them
 * (TALELOOM_SCREENSHOTS=1). A plain test run skips the capture, which cost the browser
 * stage more than a minute (docs/PERFORMANCE.md); every step and check still runs.
 */
export const SCREENSHOTS_WANTED = process.env.TALELOOM_SCREENSHOTS === '1'

/** Saves a screenshot of a page or an element at `path` when screenshots are wanted. */
export async function capture(
  target: Page | Locator,
  path: string,
  options: { fullPage?: boolean } = {},
): Promise<void> {
  if (!SCREENSHOTS_WANTED) return
  mkdirSync(dirname(path), { recursive: true })
  await target.screenshot({ path, ...options })
}

/** Saves a full-page screenshot as `<dir>/<name>.png` (when wanted) and returns its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  const path = join(SCREENSHOT_DIR, `${name}.png`)
  await capture(page, path, { fullPage: true })
  return path
}
