/**
 * The admins' live tools in the studio, in real Chromium against `npm start`: an admin makes
 * a user a livestreamer, starts their stream for an outside encoder and stops it; writes an
 * ad, syncs it to viewers and reads its counters; adds TTS voices from the engine's list, orders,
 * switches off and deletes them as viewers' voices follow; a user who is not an admin meets not-found.
 * Screens in English and Korean, 1280×800 and 390×844.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { productApi } from './support/api'
import { closeContexts, seedSession, signedIn, workerBrowser } from './support/browser'
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
    // A product of its own: the lists of livestreamers, ads and voices are the site's.
    product = await startProduct()
    browser = await workerBrowser()
    admin = await api<Login>('POST', '/account/login', {
      body: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    })
    caster = await member('hallrelay')
  }, 300_000)
  afterAll(async () => {
    await closeContexts(browser)
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

  it('adds TTS voices from the engine, orders, switches off and deletes them', async () => {
    const offered = async () =>
      (await api<{ voices: { voiceId: string }[] }>('GET', '/live/tts/voices')).voices.map(
        (voice) => voice.voiceId,
      )
    const { context, page } = await adminPage(VIEWPORTS[0], 'en')
    await page.goto(`${product.url}/studio2/admin/live/voices`)
    await page.getByRole('heading', { name: 'TTS voices' }).waitFor()
    await page.getByText('No voices yet.').waitFor()
    const engine = page.getByLabel('Engine voice')
    await engine.locator('option[value="ko"]').waitFor({ state: 'attached' })

    await engine.selectOption('en-us')
    await page.getByLabel('Name shown to viewers').fill('Harbour Sam')
    await page.getByLabel('Price (coins)').fill('20')
    await page.getByRole('button', { name: 'Save voice' }).click()
    await page.getByText('Voice saved.').waitFor()

    await engine.selectOption('ko')
    await page.getByLabel('Name shown to viewers').fill('Minji')
    await page.getByLabel('Price (coins)').fill('30')
    await page.getByLabel('Korean').check()
    await page.getByLabel('English').uncheck()
    await page.getByLabel('Sample address (optional)').fill('/samples/minji.mp3')
    await page.getByRole('button', { name: 'Save voice' }).click()
    await page.getByText('Voice saved.').waitFor()
    const voices = page.locator('.admin-voice')
    await expect
      .poll(() => voices.locator('strong').allTextContents())
      .toEqual(['Harbour Sam', 'Minji'])
    const minji = voices.filter({ hasText: 'Minji' })
    await minji.getByText('30 coins · Korean').waitFor()
    expect(await minji.locator('audio').getAttribute('src')).toBe('/samples/minji.mp3')
    expect(await offered()).toEqual(['en-us', 'ko'])

    await page.getByRole('button', { name: 'Move Minji up' }).click()
    await page.getByText('Order saved.').waitFor()
    await expect
      .poll(() => voices.locator('strong').allTextContents())
      .toEqual(['Minji', 'Harbour Sam'])
    expect(await offered()).toEqual(['ko', 'en-us'])

    const sam = voices.filter({ hasText: 'Harbour Sam' })
    await sam.getByRole('button', { name: 'Turn off' }).click()
    await page.getByText('Viewers no longer get this voice.').waitFor()
    await sam.getByText('Off', { exact: true }).waitFor()
    expect(await offered()).toEqual(['ko'])

    // Editing keeps the voice id and its place.
    await minji.getByRole('button', { name: 'Edit' }).click()
    await page.getByRole('heading', { name: 'Edit voice' }).waitFor()
    expect(await engine.isDisabled()).toBe(true)
    await page.getByLabel('Price (coins)').fill('35')
    await page.getByRole('button', { name: 'Save voice' }).click()
    await minji.getByText('35 coins · Korean').waitFor()

    await minji.getByRole('button', { name: 'Delete' }).click()
    await page.getByText('Voice deleted.').waitFor()
    await expect.poll(() => voices.locator('strong').allTextContents()).toEqual(['Harbour Sam'])
    expect(await offered()).toEqual([])
    const all = await api<{ voices: { voiceId: string; use: boolean }[] }>(
      'GET',
      '/live/admin/tts/voices',
      { token: admin.token },
    )
    expect(all.voices).toMatchObject([{ voiceId: 'en-us', use: false }])

    // Back on, with a sample, for the screenshots.
    await sam.getByRole('button', { name: 'Turn on' }).click()
    await sam.getByText('Offered', { exact: true }).waitFor()
    expect(await offered()).toEqual(['en-us'])
    await context.close()
  }, 120_000)

  /** What each section shows after the steps above: one livestreamer, one ad, one voice. */
  const SECTION_SHOWS = {
    streams: async (page: Page) => {
      // The one livestreamer, and the one stream they had (ended).
      const livestreamer = page.getByRole('row', { name: new RegExp(caster.user.oid) })
      await livestreamer.waitFor()
      expect(await livestreamer.count()).toBe(1)
      expect(await page.getByRole('row', { name: /Concert hall relay/ }).count()).toBe(1)
    },
    ads: async (page: Page) => {
      await page.locator('.admin-ad').first().waitFor()
      expect(await page.locator('.admin-ad strong').allTextContents()).toEqual([
        'Winter festival, last week',
      ])
    },
    voices: async (page: Page) => {
      await page.locator('.admin-voice').first().waitFor()
      expect(await page.locator('.admin-voice strong').allTextContents()).toEqual(['Harbour Sam'])
    },
  }

  it('looks right in English and Korean on a desktop and a phone', async () => {
    for (const language of ['en', 'ko'] as const) {
      for (const viewport of VIEWPORTS) {
        const { context, page } = await adminPage(viewport, language)
        const prefix = language === 'ko' ? '/ko' : ''
        for (const section of ['streams', 'ads', 'voices'] as const) {
          await page.goto(`${product.url}${prefix}/studio2/admin/live/${section}`)
          await page.locator('.creator-card').first().waitFor()
          await page.waitForLoadState('networkidle')
          await SECTION_SHOWS[section](page)
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
