import { mkdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { Page } from 'playwright-core'

export const SCREENSHOT_DIR = resolve(
  import.meta.dirname,
  '..',
  '..',
  '..',
  'test-results',
  'screenshots',
)

/** Saves a full-page screenshot as `<dir>/<name>.png` and returns its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true })
  const path = join(SCREENSHOT_DIR, `${name}.png`)
  await page.screenshot({ path, fullPage: true })
  return path
}
