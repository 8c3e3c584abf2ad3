/**
 * A player page in a fresh context: the reader signed in (or a visitor), the language's locale
 * and prefix, 1280×800 unless told, the daily check-in nudge put off for today so it covers
 * nothing.
 */
import type { Browser, Page } from 'playwright-core'
import { seedSession, signedIn } from './browser'
import { type Login, VIEWPORTS } from './people'

export interface PlayerPageOptions {
  login?: Login | null
  language?: 'en' | 'ko'
  viewport?: { width: number; height: number }
  timeout?: number
}

export async function openPlayerPage(
  browser: Browser,
  baseUrl: string,
  path: string,
  options: PlayerPageOptions = {},
): Promise<Page> {
  const language = options.language ?? 'en'
  const context = await browser.newContext({
    locale: language === 'ko' ? 'ko-KR' : 'en-US',
    viewport: options.viewport ?? VIEWPORTS[0],
  })
  await seedSession(context, { language, ...(options.login ? signedIn(options.login) : {}) })
  await context.addInitScript(() =>
    localStorage.setItem('taleloom.checkin.later', new Date().toISOString().slice(0, 10)),
  )
  const page = await context.newPage()
  page.setDefaultTimeout(options.timeout ?? 20_000)
  await page.goto(`${baseUrl}${language === 'ko' ? '/ko' : ''}${path}`)
  return page
}
