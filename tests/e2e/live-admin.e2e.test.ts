/**
 * The admins' live tools in the studio, in real Chromium against `npm start`: an admin makes
 * a user a livestreamer, starts their stream for an outside encoder and stops it; writes an
 * ad, syncs it to viewers and reads its counters; a user who is not an admin meets not-found.
 * Screens in English and Korean, 1280×800 and 390×844.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { productApi } from './support/api'
import { launchBrowser, seedSession, signedIn } from './support/browser'
import { screenshot } from './support/screenshots'
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  type RunningProduct,
  startProduct,
  waitForMail,
} from './support/server'

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const

type Login = { token: string; user: { oid: string; roles?: string[] } }

let product: RunningProduct
let browser: Browser
let admin: Login
let caster: Login

const api = <Result>(
  method: 'GET' | 'POST',
  path: string,
  options?: { token?: string; body?: Record<string, unknown> },
) => productApi<Result>(product.url, method, path, options)

async function member(name: string): Promise<Login> {
  const email = `${name}@example.com`
  const password = 'Tale1oom-pass'
  await api('POST', '/account/register', {
    body: {
      ...{ email, password, passwordRepeat: password, nickname: name },
      ...{ birthDate: '1990-05-01', agreePersonalData: true },
    },
  })
  const code = (await waitForMail(product.dataDir, email)).text.match(/\b(\d{6})\b/)?.[1]
  await api('POST', '/account/register/confirm', { body: { email, code } })
  return api<Login>('POST', '/account/login', { body: { email, password } })
}

async function adminPage(
  viewport: { width: number; height: number },
  language: 'en' | 'ko',
  who: Login = admin,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    locale: language === 'ko' ? 'ko-KR' : 'en-US',
    viewport,
  })
  await seedSession(context, { language, ...signedIn(who) })
  const page = await context.newPage()
  page.setDefaultTimeout(30_000)
  page.on('dialog', (dialog) => void dialog.accept())
  return { context, page }
}

async function noOverflow(page: Page, label: string) {
  const { overflow, widest } = await page.evaluate(() => {
    const width = document.documentElement.clientWidth
    // The outermost element reaching past the page's right edge names the culprit.
    const clipped = (element: HTMLElement) => {
      for (let up = element.parentElement; up; up = up.parentElement) {
        if (getComputedStyle(up).overflowX !== 'visible') return true
      }
      return false
    }
    const past = [...document.querySelectorAll<HTMLElement>('body *')].find(
      (element) => element.getBoundingClientRect().right > width + 1 && !clipped(element),
    )
    return {
      overflow: document.documentElement.scrollWidth - width,
      widest: past ? `${past.tagName.toLowerCase()}.${past.className}` : '',
    }
  })
  expect(overflow, `${label} ${widest}`).toBeLessThanOrEqual(0)
}

describe('admin live tools', () => {
  beforeAll(async () => {
    product = await startProduct()
    browser = await launchBrowser()
    admin = await api<Login>('POST', '/account/login', {
      body: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    })
    caster = await member('hallrelay')
  }, 300_000)
  afterAll(async () => {
    await browser?.close()
    await product?.stop()
  })

  it('makes a livestreamer, starts their stream and stops it', async () => {
    const { context, page } = await adminPage(VIEWPORTS[0], 'en')
    await page.goto(`${product.url}/studio2/admin/live/streams`)
    await page.getByRole('heading', { name: 'Streams and livestreamers' }).waitFor()
    await page.getByText('No livestreamers yet.').waitFor()
    await page.getByLabel('User ID').fill('not-an-id')
    await page.getByRole('button', { name: 'Make livestreamer' }).click()
    await page.getByText('A user ID is 24 characters of 0–9 and a–f.').waitFor()
    await page.getByLabel('User ID').fill(caster.user.oid)
    await page.getByRole('button', { name: 'Make livestreamer' }).click()
    await page.getByText('The user is a livestreamer now.').waitFor()
    const row = page.getByRole('row', { name: /hallrelay/ })
    await row.waitFor()

    // Without studio settings the start is refused with the server's text.
    await row.getByRole('button', { name: 'Start' }).click()
    await page.getByText("The creator's live studio has no settings yet.").waitFor()
    await api('POST', '/live/studio', {
      token: caster.token,
      body: {
        creatorOid: caster.user.oid,
        info: {
          title: 'Concert hall relay',
          thumbnail: 'https://cdn.example.com/t.png',
          date: new Date().toISOString(),
        },
      },
    })
    await row.getByRole('button', { name: 'Start' }).click()
    await page.getByText('The stream is on air.').waitFor()
    const play = await api<{ state: string }>('GET', `/live/play?creatorOid=${caster.user.oid}`)
    expect(play.state).toBe('liveOn')
    const stream = page.getByRole('row', { name: /Concert hall relay/ })
    await stream.getByRole('button', { name: 'Stop' }).click()
    await page.getByText('The stream has ended.').waitFor()
    const after = await api<{ state: string }>('GET', `/live/play?creatorOid=${caster.user.oid}`)
    expect(after.state).toBe('liveOff')
    await context.close()
  }, 120_000)

  it('writes an ad, syncs it to viewers and shows its counters', async () => {
    const { context, page } = await adminPage(VIEWPORTS[0], 'en')
    await page.goto(`${product.url}/studio2/admin/live/ads`)
    await page.getByText('No ads yet.').waitFor()
    await page.getByLabel('Title').fill('Winter festival')
    await page.getByLabel('Video address').fill('https://elsewhere.example.org/ad.webm')
    await page.getByRole('button', { name: 'Save ad' }).click()
    await page.getByText("The ad video's host is not one of this site's ad servers.").waitFor()
    await page.getByLabel('Video address').fill('/media/winter-festival.webm')
    await page.getByLabel('Click address (optional)').fill('https://festival.example.com')
    await page.getByRole('button', { name: 'Save ad' }).click()
    await page.getByText('Ad saved. Sync it to show viewers.').waitFor()
    const ad = page.locator('.admin-ad', { hasText: 'Winter festival' })
    await ad.getByText('Not shown').waitFor()
    await ad.getByRole('button', { name: 'Sync to viewers' }).click()
    await ad.getByText('Shown to viewers').waitFor()
    const served = await api<{ ads: { oid: string; title: string }[] }>('GET', '/live/ads')
    const oid = served.ads.find((entry) => entry.title === 'Winter festival')?.oid as string
    for (const event of ['show', 'show', 'click']) {
      await api('POST', `/live/ad/count/${event}`, { body: { oid } })
    }
    await ad.getByRole('button', { name: 'Edit' }).click()
    await page.getByLabel('Title').fill('Winter festival, last week')
    await page.getByRole('button', { name: 'Save ad' }).click()
    const edited = page.locator('.admin-ad', { hasText: 'Winter festival, last week' })
    await edited.getByText('Changed since last sync').waitFor()
    await expect(edited.locator('.admin-counts dd').first().textContent()).resolves.toBe('2')
    await context.close()
  }, 120_000)

  it('looks right in English and Korean on a desktop and a phone', async () => {
    for (const language of ['en', 'ko'] as const) {
      for (const viewport of VIEWPORTS) {
        const { context, page } = await adminPage(viewport, language)
        const prefix = language === 'ko' ? '/ko' : ''
        for (const section of ['streams', 'ads'] as const) {
          await page.goto(`${product.url}${prefix}/studio2/admin/live/${section}`)
          await page.locator('.creator-card').first().waitFor()
          await page.waitForLoadState('networkidle')
          await noOverflow(page, `${section} ${language} ${viewport.name}`)
          await screenshot(page, `admin-live-${section}-${language}-${viewport.name}`)
        }
        await context.close()
      }
    }
  }, 180_000)

  it('shows not-found to a user who is not an admin', async () => {
    const { context, page } = await adminPage(VIEWPORTS[0], 'en', caster)
    await page.goto(`${product.url}/studio2/admin/live/ads`)
    await page.getByRole('heading', { name: 'Page not found' }).waitFor()
    expect(await page.locator('.admin-ad').count()).toBe(0)
    await context.close()
  }, 60_000)
})
