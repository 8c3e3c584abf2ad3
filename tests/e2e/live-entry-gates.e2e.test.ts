/**
 * The live viewer page's entry gates in real Chromium against `npm start`: the locked stage
 * ('The page is locked') with a password form (a wrong password says so, the right one opens
 * the stage), sign-in for signed-in-only lives (its button opens the login box), the tier gate
 * with its way to the channel's tiers, and the ticket gate with its price, where a viewer
 * without coins is told 'Not enough coins' and offered charging, and a viewer with coins buys
 * the ticket on the gate after confirming its price: charged once (wallet and coin history exact), the stage
 * stays open after a reload. The tier, the tier entry and the ticket are set on the studio's
 * screens; each gate is checked for its title and for hiding the picture. While live, an open page hears entry changes
 * through its chat: a scheduled change shows the time it applies, and once it applies the
 * page meets the gate without being reloaded. The server runs on real time, so the scheduled
 * change uses the smallest delay the API takes above zero (1 minute, whole minutes only) and
 * is then replaced by one with no delay, which applies and is announced at once (waiting for
 * the sweep would add a minute or more). Screens in English and Korean, 1280×800 and 390×844.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { liveEn } from '../../web/i18n/resources/live/en'
import { liveKo } from '../../web/i18n/resources/live/ko'
import { productApi } from './support/api'
import { closeContexts, seedSession, signedIn, workerBrowser } from './support/browser'
import { buyCoins, resizeTo } from './support/people'
import { sharedProduct } from './support/products'
import { screenshot } from './support/screenshots'
import { ADMIN_EMAIL, ADMIN_PASSWORD, type RunningProduct, waitForMail } from './support/server'

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const

type Login = { token: string; user: { oid: string } }

let product: RunningProduct
let browser: Browser
let admin: Login
let streamer: Login
let viewer: Login

const api = <Result>(
  method: 'GET' | 'POST',
  path: string,
  options?: { token?: string; body?: Record<string, unknown> },
) => productApi<Result>(product.url, method, path, options)

async function account(name: string, roles: string[]): Promise<Login> {
  const email = `${name}@example.com`
  const password = 'Tale1oom-pass'
  await api('POST', '/account/register', {
    body: {
      email,
      password,
      passwordRepeat: password,
      nickname: name,
      birthDate: '1990-05-01',
      agreePersonalData: true,
    },
  })
  const code = (await waitForMail(product.dataDir, email)).text.match(/\b(\d{6})\b/)?.[1]
  const made = await api<Login & { oid: string }>('POST', '/account/register/confirm', {
    body: { email, code },
  })
  if (roles.length > 0) {
    await api('POST', '/account/admin/roles', {
      token: admin.token,
      body: { userOid: made.oid, roles },
    })
  }
  return api('POST', '/account/login', { body: { email, password } })
}

async function newPage(
  viewport: { width: number; height: number },
  language: 'en' | 'ko',
  who: Login | null,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    locale: language === 'ko' ? 'ko-KR' : 'en-US',
    viewport,
  })
  await seedSession(context, who ? { language, ...signedIn(who) } : { language })
  await context.addInitScript(() =>
    localStorage.setItem('taleloom.checkin.later', new Date().toISOString().slice(0, 10)),
  )
  const page = await context.newPage()
  page.setDefaultTimeout(30_000)
  return { context, page }
}

async function shot(page: Page, name: string) {
  await screenshot(page, `live-gate-${name}`)
}

async function noOverflow(page: Page, label: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow, label).toBeLessThanOrEqual(0)
}

const setEntry = (entry: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  api<{ pending: { appliesAt: string } | null }>('POST', '/live/entry', {
    token: streamer.token,
    body: { creatorOid: streamer.user.oid, entry, ...extra },
  })

/** The stream key is shown once (later reads give its hint only), so it is kept. */
let streamKey: string | null = null

/** Starts or ends the stream as nginx-rtmp's on_publish / on_publish_done do. */
async function publish(call: 'publish' | 'publish_done') {
  streamKey ??= (await api<{ key: string }>('GET', '/live/key2', { token: streamer.token })).key
  const key = streamKey
  await api('POST', '/live/keyverification', {
    body: { creatorOid: streamer.user.oid, key, call },
  })
}

/** The title each gate reads (web/i18n live resources), by the server's refusal. */
const GATE_TITLES = {
  LIVE_PASSWORD_REQUIRED: 'passwordTitle',
  LIVE_LOGIN_REQUIRED: 'loginTitle',
  LIVE_TIER_REQUIRED: 'tierTitle',
  LIVE_TICKET_REQUIRED: 'ticketTitle',
} as const

type Balances = Record<string, number> & { coins: number }

/** The viewer's wallet as the server keeps it (what the charge page and dialogs show). */
const wallet = async (who: Login) =>
  (
    await api<{ balances: Balances }>('GET', '/story-chat/convert/credit', {
      token: who.token,
    })
  ).balances

/**
 * The streamer's live studio on its settings tab: `change` sets fields as the streamer does,
 * then the settings are saved and the studio says so.
 */
async function saveStudioSettings(change: (page: Page) => Promise<void>) {
  const { context, page } = await newPage(VIEWPORTS[0], 'en', streamer)
  await page.goto(`${product.url}/studio2/creator/live`)
  await page.getByRole('tab', { name: 'Stream settings' }).click()
  await page.getByLabel('Title', { exact: true }).waitFor()
  await change(page)
  await page.getByRole('button', { name: 'Save settings' }).click()
  await page.getByText('Live settings saved.').waitFor()
  await context.close()
}

/** Every language and size: opens the page as `who`, waits for the gate, checks and shoots. */
async function eachScreen(
  who: Login | null,
  gate: keyof typeof GATE_TITLES,
  name: string,
  check?: (page: Page, language: 'en' | 'ko') => Promise<void>,
) {
  for (const language of ['en', 'ko'] as const) {
    // One load per language, narrowed to a phone after the desktop's checks.
    const { context, page } = await newPage(VIEWPORTS[0], language, who)
    await page.goto(`${product.url}${language === 'ko' ? '/ko' : ''}/live/${streamer.user.oid}`)
    for (const viewport of VIEWPORTS) {
      await resizeTo(page, viewport)
      const shown = page.locator(`.live-gate[data-gate="${gate}"]`)
      await shown.waitFor()
      await page
        .getByText(language === 'ko' ? '페이지가 잠겨 있습니다' : 'The page is locked')
        .waitFor()
      // One gate, titled for its way in; no picture behind it.
      expect(await shown.getByRole('heading', { level: 2 }).textContent()).toBe(
        (language === 'ko' ? liveKo : liveEn).liveGate[GATE_TITLES[gate]],
      )
      expect(await page.locator('.live-gate').count()).toBe(1)
      expect(await page.locator('video').count()).toBe(0)
      await check?.(page, language)
      await noOverflow(page, `${name} ${language} ${viewport.name}`)
      await shot(page, `${name}-${language}-${viewport.name}`)
    }
    await context.close()
  }
}

describe('live entry gates', () => {
  beforeAll(async () => {
    product = sharedProduct()
    browser = await workerBrowser()
    admin = await api<Login>('POST', '/account/login', {
      body: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    })
    streamer = await account('gatekeeper', ['creator', 'livestreamer'])
    viewer = await account('latecomer', [])
    await api('POST', '/account/creator/register', {
      token: streamer.token,
      body: { agreeTerms: true, agreeFeeTerms: true, customUrl: 'gatekeeper' },
    })
    await api('POST', '/live/studio', {
      token: streamer.token,
      body: {
        creatorOid: streamer.user.oid,
        info: {
          title: 'Members-only studio session',
          thumbnail: 'https://cdn.example.com/live-thumb.png',
          date: new Date().toISOString(),
        },
      },
    })
  }, 300_000)
  afterAll(async () => {
    await closeContexts(browser)
  })

  it('asks for the password: a wrong one is refused, the right one opens the stage', async () => {
    await setEntry({ mode: 'everyone', password: 'harbour', passwordRepeat: 'harbour' })
    await eachScreen(null, 'LIVE_PASSWORD_REQUIRED', 'password')
    const { context, page } = await newPage(VIEWPORTS[0], 'en', null)
    await page.goto(`${product.url}/live/${streamer.user.oid}`)
    await page.getByRole('textbox', { name: 'Password' }).fill('lighthouse')
    await page.getByRole('button', { name: 'Enter' }).click()
    await page.getByText('The password is not correct.').waitFor()
    await shot(page, 'password-wrong-en-desktop')
    await page.getByRole('textbox', { name: 'Password' }).fill('harbour')
    await page.getByRole('button', { name: 'Enter' }).click()
    await page.locator('.live-offline').waitFor()
    await page.getByRole('heading', { name: 'Members-only studio session' }).waitFor()
    expect(await page.locator('.live-gate').count()).toBe(0)
    expect(await page.getByText('The password is not correct.').count()).toBe(0)
    await context.close()
  }, 240_000)

  it('asks a guest to sign in when the live is for signed-in viewers', async () => {
    await setEntry({ mode: 'signedIn', password: null })
    await eachScreen(null, 'LIVE_LOGIN_REQUIRED', 'login', async (page, language) => {
      await page
        .locator('.live-gate')
        .getByRole('button', { name: language === 'ko' ? '로그인' : 'Sign in' })
        .waitFor()
    })
    // Its button opens the login box, which comes back to this live.
    const { context, page } = await newPage(VIEWPORTS[0], 'en', null)
    await page.goto(`${product.url}/live/${streamer.user.oid}`)
    await page.locator('.live-gate').getByRole('button', { name: 'Sign in' }).click()
    const login = page.getByRole('dialog')
    await login.getByRole('heading', { name: 'Log in to Taleloom' }).waitFor()
    expect(await login.count()).toBe(1)
    expect(new URL(page.url()).pathname).toBe(`/live/${streamer.user.oid}`)
    await context.close()
  }, 240_000)

  it('sends a viewer without an allowed tier to the channel tiers', async () => {
    // The streamer adds a tier in the creator studio, then lets only its subscribers in.
    const studio = await newPage(VIEWPORTS[0], 'en', streamer)
    await studio.page.goto(`${product.url}/studio2/creator`)
    await studio.page
      .getByRole('navigation', { name: 'Creator studio' })
      .getByRole('link', { name: 'Tiers' })
      .click()
    await studio.page.getByRole('button', { name: 'Add a tier' }).click()
    await studio.page.getByLabel('Name', { exact: true }).fill('Supporter')
    await studio.page.getByLabel('Monthly fee (coins)').fill('50')
    await studio.page.getByRole('button', { name: 'Add a tier' }).last().click()
    await studio.page.getByTestId('tier-row').getByText('Supporter').waitFor()
    await studio.context.close()
    await saveStudioSettings(async (page) => {
      await page.getByRole('radio', { name: /Subscribers of tiers/ }).check()
      await page.getByRole('checkbox', { name: 'Supporter' }).check()
    })
    const { tiers } = await api<{ tiers: Array<{ tierHash: string; name: string }> }>(
      'GET',
      `/account/subscription_tiers?creatorOid=${streamer.user.oid}`,
    )
    expect(tiers.map((tier) => tier.name)).toEqual(['Supporter'])
    const entry = await api<{ entry: { mode: string; tierHashes: string[] } }>(
      'GET',
      `/live/entry?creatorOid=${streamer.user.oid}`,
      { token: streamer.token },
    )
    expect(entry.entry).toMatchObject({ mode: 'tiers', tierHashes: [tiers[0]?.tierHash] })

    await eachScreen(viewer, 'LIVE_TIER_REQUIRED', 'tier', async (page) => {
      expect(await page.locator('.live-gate a').getAttribute('href')).toMatch(/\/c\/gatekeeper$/)
    })
  }, 240_000)

  it('tells an open page of a scheduled entry change, then shows the gate without a reload', async () => {
    await setEntry({ mode: 'everyone' })
    await publish('publish')
    try {
      const pages: Array<{
        context: BrowserContext
        page: Page
        language: 'en' | 'ko'
        name: string
      }> = []
      for (const language of ['en', 'ko'] as const) {
        for (const viewport of VIEWPORTS) {
          const { context, page } = await newPage(viewport, language, null)
          await page.goto(
            `${product.url}${language === 'ko' ? '/ko' : ''}/live/${streamer.user.oid}`,
          )
          await page.locator('.live-badge').waitFor()
          // The chat connection carries the events: it must be open before the change.
          await page.locator('.livechat[data-status="open"]').waitFor()
          // Survives only while the document is the same one (no navigation, no reload).
          await page.evaluate(() => Reflect.set(window, 'taleloomSamePage', true))
          pages.push({ context, page, language, name: `${language}-${viewport.name}` })
        }
      }

      const scheduled = await setEntry({ mode: 'signedIn' }, { delayMinutes: 1 })
      expect(scheduled.pending?.appliesAt).toBeTruthy()
      for (const { page, language, name } of pages) {
        await page
          .getByText(
            language === 'ko'
              ? /이 라이브의 입장 조건이 .*\d.*에 바뀝니다\./
              : /Who may enter this live changes at .*\d/,
          )
          .waitFor()
        // Announced, not yet applied: the picture stays.
        expect(await page.locator('.live-gate').count()).toBe(0)
        await noOverflow(page, `change notice ${name}`)
        await shot(page, `change-notice-${name}`)
      }

      // No delay: applies now and is announced as streamPermissionChanged.
      const now = await setEntry({ mode: 'signedIn' }, { delayMinutes: 0 })
      expect(now.pending).toBeNull()
      for (const { context, page, name } of pages) {
        await page.locator('.live-gate[data-gate="LIVE_LOGIN_REQUIRED"]').waitFor()
        expect(await page.evaluate(() => Reflect.get(window, 'taleloomSamePage'))).toBe(true)
        await noOverflow(page, `changed ${name}`)
        await shot(page, `changed-${name}`)
        await context.close()
      }
    } finally {
      await publish('publish_done')
    }
  }, 240_000)

  it('sells the ticket; without coins it says Not enough coins and offers charging', async () => {
    await saveStudioSettings(async (page) => {
      await page.getByRole('radio', { name: /Everyone/ }).check()
      await page.getByLabel('Sell a ticket').check()
      await page.getByLabel('Ticket price (coins)').fill('30')
    })
    const sold = await api<{ isValid: boolean; ticket: { price: number; allowBonus: boolean } }>(
      'POST',
      '/live/ticketverification',
      { token: viewer.token, body: { creatorOid: streamer.user.oid } },
    )
    expect(sold).toMatchObject({ isValid: true, ticket: { price: 30, allowBonus: false } })
    const before = await wallet(viewer)
    // A guest learns what the live is and what its ticket costs, beside the sign-in.
    await eachScreen(null, 'LIVE_LOGIN_REQUIRED', 'ticket-guest', async (page, language) => {
      const gate = page.locator('.live-gate')
      await gate.getByText('Members-only studio session').waitFor()
      await gate
        .getByText(language === 'ko' ? 'gatekeeper님의 라이브' : 'Live by gatekeeper')
        .waitFor()
      expect(await gate.getByTestId('live-gate-guest-price').textContent()).toBe(
        language === 'ko'
          ? '이 라이브의 티켓은 30코인입니다. 로그인하고 티켓을 구매해 시청하세요.'
          : 'A ticket to this live costs 30 coins. Sign in to buy it and watch.',
      )
      await gate.getByRole('button', { name: language === 'ko' ? '로그인' : 'Sign in' }).waitFor()
    })
    await eachScreen(viewer, 'LIVE_TICKET_REQUIRED', 'ticket', async (page, language) => {
      const gate = page.locator('.live-gate')
      await gate.getByText('Members-only studio session').waitFor()
      await gate
        .getByText(language === 'ko' ? 'gatekeeper님의 라이브' : 'Live by gatekeeper')
        .waitFor()
      await gate.getByText(language === 'ko' ? '30코인' : '30 coins').waitFor()
      expect(await gate.getByTestId('live-gate-balance').textContent()).toBe(
        language === 'ko' ? '0코인' : '0 coins',
      )
    })
    for (const language of ['en', 'ko'] as const) {
      for (const viewport of VIEWPORTS) {
        const { context, page } = await newPage(viewport, language, viewer)
        await page.goto(`${product.url}${language === 'ko' ? '/ko' : ''}/live/${streamer.user.oid}`)
        await page
          .getByRole('button', { name: language === 'ko' ? '티켓 구매' : 'Buy the ticket' })
          .click()
        await page.getByText(language === 'ko' ? '코인이 부족합니다' : 'Not enough coins').waitFor()
        await page
          .getByRole('link', { name: language === 'ko' ? '코인 충전' : 'Charge coins' })
          .waitFor()
        await noOverflow(page, `ticket short ${language} ${viewport.name}`)
        await shot(page, `ticket-short-${language}-${viewport.name}`)
        await context.close()
      }
    }
    // Four refusals took nothing.
    expect(await wallet(viewer)).toEqual(before)
  }, 240_000)

  it('a viewer with coins buys the ticket on the gate: charged once, the stage opens and stays open', async () => {
    const buyer = await account('ticketholder', [])
    await buyCoins(product, buyer, 100)
    const before = await wallet(buyer)
    expect(before.coins).toBe(100)
    const { context, page } = await newPage(VIEWPORTS[0], 'en', buyer)
    await page.goto(`${product.url}/live/${streamer.user.oid}`)
    const gate = page.locator('.live-gate[data-gate="LIVE_TICKET_REQUIRED"]')
    await gate.getByText('30 coins').waitFor()
    expect(await gate.getByTestId('live-gate-balance').textContent()).toBe('100 coins')
    // Buying asks first, naming the price; cancelling spends nothing.
    await gate.getByRole('button', { name: 'Buy the ticket' }).click()
    const confirm = gate.getByTestId('live-gate-confirm')
    await confirm
      .getByText('Pay 30 coins for a ticket to this live? You will have 70 coins left.')
      .waitFor()
    await shot(page, 'ticket-confirm-en-desktop')
    await confirm.getByRole('button', { name: 'Cancel' }).click()
    expect(await gate.getByTestId('live-gate-confirm').count()).toBe(0)
    expect(await wallet(buyer)).toEqual(before)
    // An impatient double click on the confirmation buys one ticket.
    await gate.getByRole('button', { name: 'Buy the ticket' }).click()
    await confirm.getByRole('button', { name: 'Pay 30 coins' }).dblclick()
    await page.locator('.live-offline').waitFor()
    await page.getByRole('heading', { name: 'Members-only studio session' }).waitFor()
    expect(await page.locator('.live-gate').count()).toBe(0)
    expect(await wallet(buyer)).toEqual({ ...before, coins: before.coins - 30 })

    // The ticket is kept: opened again, the stage shows at once and nothing more is taken.
    await page.reload()
    await page.locator('.live-offline').waitFor()
    expect(await page.locator('.live-gate').count()).toBe(0)
    expect(await wallet(buyer)).toEqual({ ...before, coins: before.coins - 30 })
    const held = await api<{ isValid: boolean; isPurchasedBefore: boolean }>(
      'POST',
      '/live/ticketverification',
      { token: buyer.token, body: { creatorOid: streamer.user.oid } },
    )
    expect(held).toMatchObject({ isValid: true, isPurchasedBefore: true })
    // The buyer's coin history, newest first: the coins bought, then one ticket for its price.
    const { events } = await api<{ events: { type: string; changes: { coins: number } }[] }>(
      'GET',
      '/coinevent',
      { token: buyer.token },
    )
    expect(events.map((event) => [event.type, event.changes.coins])).toEqual([
      ['live_ticketing', -30],
      ['purchase', 100],
    ])
    await shot(page, 'ticket-bought-en-desktop')
    await context.close()
  }, 240_000)
})
