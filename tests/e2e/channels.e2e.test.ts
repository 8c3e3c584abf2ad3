/**
 * Creators' channels in real Chromium against `npm start`: a creator (given the role by the
 * admin) registers with a custom URL, sets two tiers and publishes a free and a tier-only
 * content; a viewer opens the channel, meets the subscribe-to-view gate, subscribes to the
 * paid tier through the sandbox checkout, lands on /subscribe/success and sees the tier-only
 * content play; My Info lists the subscription (cancel, then keep it) and the notification
 * settings; the creator's menu has My Channel. A tier-only content made with the studio's
 * upload form is edited, managed in the studio's list (unpublish, delete after a
 * confirmation) and met by a viewer as a lock naming its tier. Screens in English and Korean, 1280×800 and
 * 390×844, each checked for what it shows.
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { channelsEn } from '../../web/i18n/resources/player/channels/en'
import { channelsEs } from '../../web/i18n/resources/player/channels/es'
import { channelsJp } from '../../web/i18n/resources/player/channels/jp'
import { channelsKo } from '../../web/i18n/resources/player/channels/ko'
import { productApi } from './support/api'
import { closeContexts, seedSession, signedIn, workerBrowser } from './support/browser'
import { resizeTo } from './support/people'
import { keyedProduct } from './support/products'
import { screenshot } from './support/screenshots'
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  CALENDAR_START,
  type RunningProduct,
  waitForMail,
} from './support/server'

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const
const CUSTOM_URL = 'moonlit-tales'
const FREE_TITLE = 'Rain at the Harbour'
const TIER_TITLE = 'The Lighthouse Keeper, Part 2'
/** Also copied next to the other helpers' captures, for review. */

type Login = { token: string; user: { oid: string } }

let product: RunningProduct
let browser: Browser
let admin: Login
let creator: Login
let viewer: Login
let supporterHash: string
let tierContentOid: string
let freeContentOid: string

const api = <Result>(
  method: 'GET' | 'POST',
  path: string,
  options?: { token?: string; body?: Record<string, unknown> },
) => productApi<Result>(product.url, method, path, options)

/** A new account through the mailed code, logged in: what the sign-up dialog does. */
async function newAccount(name: string): Promise<Login> {
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
  const mail = await waitForMail(product.dataDir, email)
  const code = mail.text.match(/\b(\d{6})\b/)?.[1]
  await api('POST', '/account/register/confirm', { body: { email, code } })
  return api<Login>('POST', '/account/login', { body: { email, password } })
}

/** One file through the asset service in one part. */
async function upload(
  owner: Login,
  contentOid: string,
  name: string,
  context: 'thumbnail' | 'content',
  bytes: Buffer,
): Promise<string> {
  const key = `${context}/${contentOid}/${name}`
  const query = new URLSearchParams({
    key,
    filetype: name.split('.').pop() as string,
    numParts: '1',
    access: context === 'thumbnail' ? 'public' : 'private',
    context,
    contentOid,
  })
  const { uploadUrls } = await api<{ uploadUrls: string[] }>('GET', `/upload/url?${query}`, {
    token: owner.token,
  })
  const url = uploadUrls[0] as string
  const put = await fetch(new URL(url, product.url), { method: 'PUT', body: new Uint8Array(bytes) })
  expect(put.ok).toBe(true)
  await api('POST', '/upload/multipart/url/done', {
    token: owner.token,
    body: { key, url, ETag: put.headers.get('etag') ?? '' },
  })
  const done = await api<{ url: string | null }>('POST', '/upload/multipart/done', {
    token: owner.token,
    body: { key },
  })
  // No /upload/uploaddone: the file is not handed to the encoder, so the content stays
  // published and plays its original (encoding is the content test's subject).
  return done.url ?? `/api/upload/store/private/${owner.user.oid}/${key}`
}

/** A published audio content of the creator; `tiers` makes it tier-only. */
async function publish(title: string, files: { png: Buffer; mp3: Buffer }, tiers: string[]) {
  const { contentOid } = await api<{ contentOid: string }>('POST', '/content/save', {
    token: creator.token,
    body: { metaData: { title } },
  })
  const thumbnail = await upload(creator, contentOid, 'cover.png', 'thumbnail', files.png)
  const source = await upload(creator, contentOid, 'episode.mp3', 'content', files.mp3)
  await api('POST', '/content', {
    token: creator.token,
    body: {
      contentOid,
      metaData: {
        title,
        description: 'An episode for sleepy nights.',
        category: 'audio-drama',
        media: 'audio',
        contentType: 'story',
        thumbnail,
        price: 0,
        mediaAssets: { sources: [source] },
        ...(tiers.length > 0 ? { viewableTiers: tiers, viewableWithoutSub: false } : {}),
      },
    },
  })
  return contentOid
}

const LOCALES = { en: 'en-US', ko: 'ko-KR', jp: 'ja-JP', es: 'es-ES' } as const

async function newPage(
  viewport: { width: number; height: number },
  language: keyof typeof LOCALES,
  login: Login | null,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    locale: LOCALES[language],
    viewport,
  })
  // The browser's calendar is the server's: the dialog closes subscriptions on a month's last day.
  await context.clock.setFixedTime(CALENDAR_START)
  await seedSession(context, { language, ...(login ? signedIn(login) : {}) })
  // The daily check-in offer would cover the screens under test.
  await context.addInitScript(() =>
    localStorage.setItem('taleloom.checkin.later', new Date().toISOString().slice(0, 10)),
  )
  const page = await context.newPage()
  page.setDefaultTimeout(20_000)
  return { context, page }
}

async function noOverflow(page: Page, label: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow, label).toBeLessThanOrEqual(0)
}

async function shot(page: Page, name: string) {
  const path = await screenshot(page, `channels-${name}`)
  return path
}

/** Every viewport in both languages: opens the path, waits for it, checks and captures it. */
async function capture(
  name: string,
  path: string,
  login: Login | null,
  ready: (page: Page, language: 'en' | 'ko') => Promise<void>,
) {
  for (const language of ['en', 'ko'] as const) {
    // One load per language, narrowed to a phone after the desktop's checks.
    const { context, page } = await newPage(VIEWPORTS[0], language, login)
    await page.goto(`${product.url}${language === 'ko' ? '/ko' : ''}${path}`)
    for (const viewport of VIEWPORTS) {
      await resizeTo(page, viewport)
      await ready(page, language)
      await noOverflow(page, `${name} ${language} ${viewport.name}`)
      await shot(page, `${name}-${language}-${viewport.name}`)
    }
    await context.close()
  }
}

beforeAll(async () => {
  product = await keyedProduct('calendar')
  browser = await workerBrowser()
  admin = await api('POST', '/account/login', {
    body: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
  })
  const made = await newAccount('moonwriter')
  await api('POST', '/account/admin/roles', {
    token: admin.token,
    body: { userOid: made.user.oid, roles: ['creator'] },
  })
  creator = await api('POST', '/account/login', {
    body: { email: 'moonwriter@example.com', password: 'Tale1oom-pass' },
  })
  await api('POST', '/account/creator/register', {
    token: creator.token,
    body: { agreeTerms: true, agreeFeeTerms: true, customUrl: CUSTOM_URL },
  })
  await api('POST', '/account/channel/settings', {
    token: creator.token,
    body: {
      intro: 'Audio dramas and ASMR for sleepy nights. A new episode every Friday.',
      socialLinks: { x: 'https://x.com/moonlit' },
    },
  })
  for (const tier of [
    { name: 'Supporter', details: 'Every bonus episode.', price: 50 },
    { name: 'Patron', details: 'Everything, and your name in the credits.', price: 150 },
  ]) {
    await api('POST', '/account/modify/subscription_tiers', {
      token: creator.token,
      body: {
        mode: 'push',
        tier: {
          ...tier,
          price_usd: tier.price / 10,
          price_jpy: tier.price * 10,
          price_krw: tier.price * 100,
        },
      },
    })
  }
  // The remembered user is the one a creator has after registering (with the channel's address),
  // as the app's own refresh would make it.
  const { user: registered } = await api<{ user: Login['user'] }>('GET', '/account/getuser', {
    token: creator.token,
  })
  creator = { ...creator, user: { ...creator.user, ...registered } }
  const { tiers } = await api<{ tiers: { tierHash: string; name: string }[] }>(
    'GET',
    `/account/subscription_tiers?creatorOid=${creator.user.oid}`,
  )
  supporterHash = tiers.find((tier) => tier.name === 'Supporter')?.tierHash as string
  expect(supporterHash).toBeTruthy()

  const folder = mkdtempSync(join(tmpdir(), 'taleloom-channels-e2e-'))
  const png = join(folder, 'cover.png')
  const mp3 = join(folder, 'episode.mp3')
  const ffmpeg = (...args: string[]) => execFileSync('ffmpeg', ['-loglevel', 'error', ...args])
  ffmpeg('-f', 'lavfi', '-i', 'color=c=0x2f4a80:s=640x360', '-frames:v', '1', png)
  ffmpeg('-f', 'lavfi', '-i', 'sine=frequency=330:duration=4', '-q:a', '9', mp3)
  const files = { png: readFileSync(png), mp3: readFileSync(mp3) }
  freeContentOid = await publish(FREE_TITLE, files, [])
  tierContentOid = await publish(TIER_TITLE, files, [supporterHash])
  viewer = await newAccount('nightreader')
  // Listed once published (expect.poll works only inside tests).
  for (let attempt = 0; attempt < 480; attempt++) {
    const { contentOids } = await api<{ contentOids: string[] }>(
      'GET',
      `/content/creator/all-content-oids?creatorOid=${creator.user.oid}`,
      { token: viewer.token },
    )
    if (contentOids.length === 2) break
    if (attempt === 479) throw new Error(`contents not listed: ${contentOids.join(', ')}`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
})

afterAll(async () => {
  await closeContexts(browser)
})

describe('creator channel', () => {
  it('shows the channel with its tabs, tiers, contents and the tier-only gate', async () => {
    await capture('page', `/c/${CUSTOM_URL}`, viewer, async (page, language) => {
      await page.getByRole('heading', { level: 1, name: 'moonwriter' }).waitFor()
      await page.getByRole('heading', { name: FREE_TITLE }).waitFor()
      await page.getByRole('heading', { name: TIER_TITLE }).waitFor()
      await page
        .getByRole('button', { name: language === 'ko' ? '구독하고 보기' : 'Subscribe to view' })
        .waitFor()
      await page
        .getByTestId('ranking-fan')
        .or(page.getByText(/No one is here yet|아직/))
        .first()
        .waitFor()
    })
    const { context, page } = await newPage(VIEWPORTS[0], 'en', viewer)
    await page.goto(`${product.url}/c/${CUSTOM_URL}`)
    const tabs = page.getByRole('navigation', { name: 'Channel sections' }).getByRole('link')
    // Only tabs with something in them: the two audio contents are Videos; no chats,
    // replays or clips yet, and the areas still to come are not shown empty.
    await expect.poll(() => tabs.allTextContents()).toEqual(['Home', 'Videos'])
    await page.getByText('Subscribers: 0').waitFor()
    await page.getByRole('link', { name: 'X' }).waitFor()
    // An address naming a tab that is not shown opens Home.
    await page.goto(`${product.url}/c/${CUSTOM_URL}?tab=gacha`)
    await page.getByTestId('channel-tab-home').waitFor()
    expect(await page.getByTestId('channel-later').count()).toBe(0)
    // The same channel by the creator's id.
    await page.goto(`${product.url}/creatorhome/${creator.user.oid}`)
    await page.getByRole('heading', { level: 1, name: 'moonwriter' }).waitFor()
    await context.close()
  })

  it('a channel that is not public says so', async () => {
    const { context, page } = await newPage(VIEWPORTS[0], 'en', viewer)
    await page.goto(`${product.url}/c/no-such-channel`)
    const hidden = page.getByTestId('channel-hidden')
    await hidden.getByText('This channel is hidden or not public yet.').waitFor()
    expect(await hidden.getByRole('heading', { level: 1 }).textContent()).toBe(
      'Channel not available',
    )
    // Nothing of a channel shows: no sections, no tiers, no way to subscribe.
    expect(await page.getByRole('navigation', { name: 'Channel sections' }).count()).toBe(0)
    expect(await page.locator('.channel-tier').count()).toBe(0)
    await context.close()
  })

  it('a viewer subscribes to the paid tier through the sandbox and sees the tier-only content', async () => {
    const { context, page } = await newPage(VIEWPORTS[0], 'en', viewer)
    await page.goto(`${product.url}/play/${tierContentOid}`)
    const gate = page.getByTestId('subscribe-gate')
    await gate.waitFor()
    expect(await page.locator('audio').count()).toBe(0)
    await gate.getByRole('button', { name: 'Subscribe to view' }).click()
    const dialog = page.getByRole('dialog', { name: 'Subscribe to moonwriter' })
    await dialog.waitFor()
    // US viewer: dollars, the 10% VAT and fees apart; Supporter is preselected.
    await dialog.getByText('$5.00 / month').waitFor()
    await dialog.getByText('+ $0.50 VAT and fees').waitFor()
    await expect.poll(() => dialog.getByRole('radio', { name: /Supporter/ }).isChecked()).toBe(true)
    // 26 June: today pays 5 of June's 30 days ($0.83 + $0.08), the 1st the full month.
    const charges = dialog.getByTestId('subscribe-charges')
    await charges.getByText('$0.91').waitFor()
    await charges.getByText('for 5 of 30 days of this month').waitFor()
    await charges.getByText('$5.50').waitFor()
    await charges.getByText('on July 1, 2026, then on the 1st of each month').waitFor()
    const pay = dialog.getByRole('button', { name: 'Subscribe and pay $0.91' })
    expect(await pay.isDisabled()).toBe(true)
    await dialog.getByLabel('I agree to the terms of payment and the monthly renewal.').check()
    await shot(page, 'dialog-charges-en-desktop')
    await pay.click()

    await page.waitForURL(/\/api\/payment\/sandbox\/checkout\//)
    await page.getByText('0.91 USD').waitFor()
    // The sandbox page names what is bought in words.
    await page.getByText('Channel subscription, June 2026').waitFor()
    await page.getByRole('button', { name: 'Approve payment' }).click()
    await page.waitForURL(/\/subscribe\/success\?paymentOid=[0-9a-f]{24}/)
    await page.getByRole('heading', { name: 'Subscription complete' }).waitFor()
    await page.getByText('You are now subscribed to Supporter of moonwriter.').waitFor()
    await shot(page, 'success-en-desktop')

    await page.getByRole('link', { name: 'Continue where you left off' }).click()
    await page.waitForURL(new RegExp(`/play/${tierContentOid}$`))
    await page.locator('audio').waitFor({ state: 'attached' })
    expect(await page.getByTestId('subscribe-gate').count()).toBe(0)
    await shot(page, 'content-unlocked-en-desktop')

    await page.goto(`${product.url}/c/${CUSTOM_URL}`)
    await page.getByText('Subscribed: Supporter').waitFor()
    await page.getByText('Subscribers: 1').waitFor()
    expect(await page.getByRole('button', { name: 'Subscribe to view' }).count()).toBe(0)
    // Its card still says it is for subscribers, to a subscriber too: never "Free".
    const card = page.locator('.content-card', { hasText: TIER_TITLE }).first()
    await card.getByText('Subscribers', { exact: true }).waitFor()
    expect(await card.getByText('Free', { exact: true }).count()).toBe(0)
    await context.close()
  })

  it('a declined checkout lands on /subscribe/fail and subscribes nobody', async () => {
    const other = await newAccount('dawnreader')
    const { context, page } = await newPage(VIEWPORTS[0], 'en', other)
    await page.goto(`${product.url}/c/${CUSTOM_URL}`)
    await page.locator('.channel-tier').filter({ hasText: 'Patron' }).getByRole('button').click()
    const dialog = page.getByTestId('subscribe-dialog')
    await expect.poll(() => dialog.getByRole('radio', { name: /Patron/ }).isChecked()).toBe(true)
    await dialog.getByLabel('I agree to the terms of payment and the monthly renewal.').check()
    // A coupon the creator never made is refused before any checkout.
    await dialog.getByLabel('Coupon code (optional)').fill('NO-SUCH-CODE')
    await dialog.getByRole('button', { name: 'Subscribe and pay $2.75' }).click()
    await dialog.getByText(/There are no matching coupon codes/).waitFor()
    await dialog.getByLabel('Coupon code (optional)').fill('')
    await dialog.getByRole('button', { name: 'Subscribe and pay $2.75' }).click()
    await page.waitForURL(/\/api\/payment\/sandbox\/checkout\//)
    await page.getByRole('button', { name: 'Decline' }).click()
    await page.waitForURL(/\/subscribe\/fail\?paymentOid=/)
    await page.getByRole('heading', { name: 'Subscription not completed' }).waitFor()
    await page.getByText('Subscription payment error').waitFor()
    await shot(page, 'declined-en-desktop')
    const mine = await api<{ subscriptions: unknown[] }>('GET', '/account/subscriptions', {
      token: other.token,
    })
    expect(mine.subscriptions).toEqual([])
    await page.getByRole('link', { name: 'Try again' }).click()
    await page.waitForURL(new RegExp(`/c/${CUSTOM_URL}$`))
    await context.close()
  })

  it('My Info lists the subscription: cancel, then keep it; notification settings', async () => {
    await capture('myinfo', '/myinfo?tab=subscriptions', viewer, async (page, language) => {
      await page.getByTestId('my-subscriptions').getByText('Supporter').waitFor()
      await page.getByText(language === 'ko' ? '구독 중' : 'Subscribed', { exact: true }).waitFor()
    })
    const { context, page } = await newPage(VIEWPORTS[0], 'en', viewer)
    await page.goto(`${product.url}/myinfo?tab=subscriptions`)
    const list = page.getByTestId('my-subscriptions')
    await list.getByRole('button', { name: 'Cancel subscription' }).click()
    await list.getByText('Cancellation requested').waitFor()
    await list.getByText(/Access until/).waitFor()
    // While cancelling, the subscribe dialog offers no tier change, and says how to get one.
    await page.goto(`${product.url}/c/${CUSTOM_URL}`)
    await page.locator('.channel-tier').filter({ hasText: 'Patron' }).getByRole('button').click()
    const dialog = page.getByTestId('subscribe-dialog')
    await dialog
      .getByText('To change tiers, keep your subscription first', { exact: false })
      .waitFor()
    expect(await dialog.getByTestId('tier-change').count()).toBe(0)
    await page.keyboard.press('Escape')
    await page.goto(`${product.url}/myinfo?tab=subscriptions`)
    await list.getByRole('button', { name: 'Keep my subscription' }).click()
    await list.getByText('Subscribed', { exact: true }).waitFor()

    await page.getByRole('tab', { name: 'Notifications' }).click()
    const likes = page
      .getByTestId('notification-settings')
      .getByRole('checkbox', { name: /^Show: Likes on my contents/ })
    await likes.waitFor()
    await expect.poll(() => likes.isChecked()).toBe(true)
    await likes.uncheck()
    await expect
      .poll(async () => {
        const { settings } = await api<{ settings: Record<string, boolean> }>(
          'GET',
          '/account/notification/setting',
          { token: viewer.token },
        )
        return settings.like
      })
      .toBe(false)
    await context.close()
  })

  it('home shows the subscriber the channel’s newest, its shelf, and suggests only other channels', async () => {
    const titles = (section: Locator) => section.locator('.story-card-title').allTextContents()
    await capture('home-feed', '/', viewer, async (page, language) => {
      const feed = page.getByTestId('home-feed')
      // Both episodes, once each (their order is the publishing instants', equal on this clock).
      await expect
        .poll(async () => (await titles(feed)).sort())
        .toEqual([FREE_TITLE, TIER_TITLE].sort())
      await feed
        .getByRole('heading', {
          level: 2,
          name: language === 'ko' ? '구독 중인 채널의 새 콘텐츠' : 'From your subscriptions',
        })
        .waitFor()
      // Scrolled down, the audio dramas shelf has the free episode and leads to the whole shelf.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
      const shelf = page.locator('[data-shelf=audio-drama]')
      await expect.poll(() => titles(shelf)).toContain(FREE_TITLE)
      // Suggested channels never include one the viewer subscribes to, nor their own.
      await page.waitForLoadState('networkidle')
      const channels = page.getByTestId('home-channels')
      const suggested = await channels.getByRole('link').allTextContents()
      expect(suggested).not.toContain('moonwriter')
      expect(suggested).not.toContain('nightreader')
    })
    const { context, page } = await newPage(VIEWPORTS[0], 'en', viewer)
    await page.goto(product.url)
    await page.getByTestId('home-feed').waitFor()
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    const shelf = page.locator('[data-shelf=audio-drama]')
    await shelf.getByRole('link', { name: /^See all/ }).click()
    await page.waitForURL(/\/p\/audio-drama$/)
    await page.getByRole('heading', { level: 1, name: 'Audio dramas' }).waitFor()
    await page.getByRole('heading', { name: FREE_TITLE }).waitFor()
    await page.goBack()
    await page.getByTestId('home-feed').getByRole('link', { name: FREE_TITLE }).click()
    await page.waitForURL(new RegExp(`/play/${freeContentOid}$`))
    await page.getByRole('heading', { name: FREE_TITLE }).waitFor()
    await context.close()
  })

  it('the creator’s menu leads to My Channel', async () => {
    // The server knows the creator as the channel's owner; the screen must say the same.
    const mine = await api<{ isMine: boolean }>('GET', `/content/channel?customUrl=${CUSTOM_URL}`, {
      token: creator.token,
    })
    expect(mine.isMine).toBe(true)
    const { context, page } = await newPage(VIEWPORTS[0], 'en', creator)
    await page.goto(`${product.url}/`)
    await page.getByRole('button', { name: /Account menu for moonwriter/ }).click()
    await page.getByRole('link', { name: 'My Channel' }).click()
    await page.waitForURL(new RegExp(`/c/${CUSTOM_URL}$`))
    await page.getByRole('heading', { level: 1, name: 'moonwriter' }).waitFor()
    // The creator's own channel: a way to manage it, none to subscribe to it.
    const manage = page.getByRole('link', { name: 'Manage channel' })
    await manage.waitFor()
    expect(await manage.getAttribute('href')).toMatch(/^\/studio2\/creator/)
    await page.locator('.channel-tier').first().waitFor()
    expect(await page.locator('.channel-tier').getByRole('button').count()).toBe(0)
    await context.close()
  })

  it('the subscribe dialog and the fail page in English and Korean, desktop and phone', async () => {
    for (const language of ['en', 'ko'] as const) {
      for (const viewport of VIEWPORTS) {
        const { context, page } = await newPage(viewport, language, viewer)
        const prefix = language === 'ko' ? '/ko' : ''
        await page.goto(`${product.url}${prefix}/c/${CUSTOM_URL}`)
        await page.locator('.channel-tier button').first().click()
        const dialog = page.getByTestId('subscribe-dialog')
        await dialog.getByRole('radio').first().waitFor()
        // Both paid tiers, the viewer's own chosen; another may be chosen to change tier.
        await expect.poll(() => dialog.getByRole('radio').count()).toBe(2)
        await expect
          .poll(() => dialog.getByRole('radio', { name: /Supporter/ }).isChecked())
          .toBe(true)
        expect(await dialog.getByRole('radio', { name: /Patron/ }).isDisabled()).toBe(false)
        expect(await dialog.getByTestId('subscribe-current').textContent()).toContain('Supporter')
        await shot(page, `dialog-${language}-${viewport.name}`)
        await page.goto(`${product.url}${prefix}/subscribe/fail?paymentOid=${'0'.repeat(24)}`)
        const result = page.getByTestId('subscribe-result')
        await result.getByRole('alert').waitFor()
        const texts = language === 'ko' ? channelsKo : channelsEn
        expect(await result.getByRole('heading', { level: 1 }).textContent()).toBe(
          texts.subscribeResult.failTitle,
        )
        expect(await result.getByRole('alert').textContent()).toContain(
          texts.subscribe.paymentError,
        )
        await noOverflow(page, `fail ${language} ${viewport.name}`)
        await shot(page, `fail-${language}-${viewport.name}`)
        await context.close()
      }
    }
  })

  it('the channel page and My Info read in Japanese and Spanish, desktop and phone', async () => {
    const texts = { jp: channelsJp, es: channelsEs }
    for (const language of ['jp', 'es'] as const) {
      for (const viewport of VIEWPORTS) {
        const { context, page } = await newPage(viewport, language, viewer)
        await page.goto(`${product.url}/${language}/c/${CUSTOM_URL}`)
        await page.getByRole('navigation', { name: texts[language].channel.tabsLabel }).waitFor()
        await page.locator('.channel-tier').first().waitFor()
        // The channel's two paid tiers, and the viewer's own marked as theirs.
        expect(await page.locator('.channel-tier h3').allTextContents()).toEqual([
          'Supporter',
          'Patron',
        ])
        expect(
          await page
            .locator('.channel-tier', { hasText: 'Supporter' })
            .getByText(texts[language].subscribe.yourTier)
            .count(),
        ).toBe(1)
        await noOverflow(page, `channel ${language} ${viewport.name}`)
        await shot(page, `page-${language}-${viewport.name}`)
        await page.goto(`${product.url}/${language}/myinfo?tab=subscriptions`)
        const mine = page.getByTestId('my-subscriptions')
        await mine.getByText('Supporter').waitFor()
        expect(await mine.locator('.my-subscription').count()).toBe(1)
        expect(await mine.locator('.my-subscription .badge').textContent()).toBe(
          texts[language].mySubscriptions.state_subscribed,
        )
        await noOverflow(page, `myinfo ${language} ${viewport.name}`)
        await shot(page, `myinfo-${language}-${viewport.name}`)
        await context.close()
      }
    }
  })

  it('a free tier subscribes at once, without a checkout', async () => {
    await api('POST', '/account/modify/subscription_tiers', {
      token: creator.token,
      body: { mode: 'push', tier: { name: 'Follower', details: 'News first.', isFree: true } },
    })
    const reader = await newAccount('duskreader')
    const { context, page } = await newPage(VIEWPORTS[0], 'en', reader)
    await page.goto(`${product.url}/c/${CUSTOM_URL}`)
    const follower = page.locator('.channel-tier').filter({ hasText: 'Follower' })
    await follower.getByText('Free').waitFor()
    await follower.getByRole('button', { name: 'Subscribe' }).click()
    const dialog = page.getByTestId('subscribe-dialog')
    await expect.poll(() => dialog.getByRole('radio', { name: /Follower/ }).isChecked()).toBe(true)
    await dialog.getByRole('button', { name: 'Subscribe for free' }).click()
    await dialog.getByText('You are now subscribed to Follower.').waitFor()
    await dialog.getByRole('button', { name: 'Continue' }).click()
    await page.getByText('Subscribed: Follower').waitFor()
    // A free subscriber may change tiers: the dialog marks the current one.
    await page.getByRole('button', { name: 'Change tier' }).click()
    await dialog.getByText('You are subscribed to Follower.').waitFor()
    expect(await dialog.getByRole('radio', { name: /Follower/ }).isDisabled()).toBe(true)
    await context.close()
  })

  it('a viewer follows and comments from a content page; the creator replies and pins; the viewer likes the reply', async () => {
    const listener = await newAccount('harbourlistener')
    const text = 'The foghorn at 2:10 gave me chills.'
    const replyText = 'Recorded on the north pier, just for you.'
    const fan = await newPage(VIEWPORTS[0], 'en', listener)
    await fan.page.goto(`${product.url}/play/${freeContentOid}`)
    await fan.page.getByRole('heading', { name: FREE_TITLE }).waitFor()

    // The creator's name leads to the channel; Follow and Subscribe sit beside it.
    const bar = fan.page.getByTestId('channel-bar')
    expect(await bar.getByRole('link', { name: /moonwriter/ }).getAttribute('href')).toBe(
      `/c/${CUSTOM_URL}`,
    )
    await bar.getByRole('button', { name: 'Subscribe' }).waitFor()
    await bar.getByRole('button', { name: 'Follow' }).click()
    await bar.getByRole('button', { name: 'Following' }).waitFor()
    await bar.getByText('Followers: 1').waitFor()

    // The comment: posted once, the box emptied.
    const box = fan.page.getByRole('textbox', { name: 'Write a comment' })
    await box.fill(text)
    await fan.page.getByRole('button', { name: 'Post comment' }).click()
    await fan.page.getByRole('heading', { name: 'Comments (1)' }).waitFor()
    expect(await fan.page.getByTestId('comment').filter({ hasText: text }).count()).toBe(1)
    expect(await box.inputValue()).toBe('')

    // The creator, on the same page, answers and pins it.
    const owner = await newPage(VIEWPORTS[0], 'en', creator)
    await owner.page.goto(`${product.url}/play/${freeContentOid}`)
    const theirs = owner.page.getByTestId('comment').filter({ hasText: text })
    await theirs.getByText('harbourlistener').waitFor()
    await theirs.getByRole('button', { name: 'Reply' }).click()
    await theirs.getByRole('textbox', { name: 'Your reply' }).fill(replyText)
    await theirs.getByRole('button', { name: 'Post reply' }).click()
    const reply = owner.page.locator('.comment-reply').filter({ hasText: replyText })
    await reply.getByText('Creator', { exact: true }).waitFor()
    await theirs.getByRole('button', { name: 'Pin', exact: true }).click()
    await theirs.getByText('Pinned', { exact: true }).waitFor()
    await owner.context.close()

    // The viewer sees the pinned thread with the creator's reply, once, and likes the reply.
    await fan.page.reload()
    const thread = fan.page.getByTestId('comment').filter({ hasText: text }).first()
    await thread.getByText('Pinned', { exact: true }).waitFor()
    const replyItem = fan.page.locator('.comment-reply').filter({ hasText: replyText })
    expect(await replyItem.count()).toBe(1)
    const like = replyItem.getByRole('button', { name: /Like this comment/ })
    await like.click()
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true')
    await expect.poll(() => like.textContent()).toContain('1')
    await fan.page.reload()
    await replyItem.getByRole('button', { name: 'Like this comment (1 likes)' }).waitFor()
    expect(await fan.page.getByRole('heading', { name: 'Comments (1)' }).count()).toBe(1)
    await shot(fan.page, 'content-comments-en-desktop')
    await fan.context.close()

    // What the server keeps: one thread, one reply, pinned; one like; one follower.
    const threads = await api<{
      comments: { commentContent: string; pinned: boolean; replies: { commentOid: string }[] }[]
      total: number
    }>('GET', `/content/comment/thread?contentOid=${freeContentOid}`)
    expect(threads.total).toBe(1)
    expect(threads.comments).toEqual([
      expect.objectContaining({ commentContent: text, pinned: true }),
    ])
    expect(threads.comments[0]?.replies).toHaveLength(1)
    const likes = await api<{ likes: Record<string, number> }>(
      'GET',
      `/content/comment/like?contentOid=${freeContentOid}`,
    )
    expect(Object.values(likes.likes)).toEqual([1])
    const channel = await api<{ followerCount: number }>(
      'GET',
      `/content/channel?customUrl=${CUSTOM_URL}`,
    )
    expect(channel.followerCount).toBe(1)

    // The studio's comment page lists it with the writer's name and the reply.
    await capture('studio-comments', '/studio2/creator/comments', creator, async (page) => {
      const row = page.getByTestId('studio-comment').filter({ hasText: text })
      await row.getByText('harbourlistener').waitFor()
      await row.getByText(replyText).waitFor()
    })
    // A visitor on a phone: the comments read, a login offer instead of the box, and the
    // header's Log in (its dialog offers signing up).
    const visitor = await newPage(VIEWPORTS[1], 'en', null)
    await visitor.page.goto(`${product.url}/play/${freeContentOid}`)
    await visitor.page.getByTestId('comment').filter({ hasText: text }).first().waitFor()
    await visitor.page.getByText('Log in to comment.').waitFor()
    expect(await visitor.page.getByRole('textbox', { name: 'Write a comment' }).count()).toBe(0)
    const header = visitor.page.getByRole('banner')
    expect(await header.getByRole('button', { name: 'Log in' }).isVisible()).toBe(true)
    await noOverflow(visitor.page, 'content page, visitor, phone')
    await shot(visitor.page, 'content-comments-visitor-en-phone')
    await visitor.context.close()

    // The content page with its comments, in Korean and on a phone.
    await capture('content-comments', `/play/${freeContentOid}`, listener, async (page) => {
      await page.getByTestId('comment').filter({ hasText: text }).first().waitFor()
      await page.locator('.comment-reply').filter({ hasText: replyText }).waitFor()
      await page.getByTestId('channel-bar').waitFor()
    })
  }, 240_000)

  it('the creator makes a tier-only content with the upload form, edits it, manages it in the list; a viewer meets the tier’s lock', async () => {
    const title = 'Harbour Bells, for Supporters'
    const edited = 'Harbour Bells, for Supporters only'
    const folder = mkdtempSync(join(tmpdir(), 'taleloom-channels-tier-'))
    const png = join(folder, 'bells.png')
    const mp3 = join(folder, 'bells.mp3')
    const fake = join(folder, 'notes.mp3')
    const ffmpeg = (...args: string[]) => execFileSync('ffmpeg', ['-loglevel', 'error', ...args])
    ffmpeg('-f', 'lavfi', '-i', 'color=c=0x80602f:s=640x360', '-frames:v', '1', png)
    ffmpeg('-f', 'lavfi', '-i', 'sine=frequency=392:duration=4', '-q:a', '9', mp3)
    writeFileSync(fake, 'Shopping list: bread, milk, rope for the bell.')
    // An ID3 header passes the browser's look at the first bytes; nothing after it is sound.
    const cracked = join(folder, 'cracked.mp3')
    writeFileSync(
      cracked,
      Buffer.concat([
        Buffer.from('ID3\u0004\u0000\u0000\u0000\u0000\u0000\u0000'),
        Buffer.alloc(8192, 7),
      ]),
    )

    const studio = await newPage(VIEWPORTS[0], 'en', creator)
    const uploads: string[] = []
    studio.page.on('request', (request) => {
      if (request.url().includes('/api/upload/url')) uploads.push(request.url())
    })
    await studio.page.goto(`${product.url}/studio2/contents`)
    await studio.page.getByRole('link', { name: 'Upload content' }).click()
    const form = studio.page.locator('.upload-form')
    await form.waitFor()
    await form.getByLabel('Title', { exact: true }).fill(title)
    await form.getByLabel('Thumbnail').setInputFiles(png)
    // A text file named .mp3 is refused before anything goes up.
    await form.getByLabel('Media files').setInputFiles(fake)
    await form.getByRole('checkbox', { name: 'Supporter' }).check()
    expect(
      await form.getByRole('radio', { name: 'Subscribers of the tiers I choose' }).isChecked(),
    ).toBe(true)
    await form.getByRole('button', { name: 'Publish' }).click()
    await form
      .getByText(
        'notes.mp3 is not the kind of file its name says: choose an audio, video or picture file.',
      )
      .waitFor()
    expect(uploads).toEqual([])
    await form.getByLabel('Media files').setInputFiles(mp3)
    await form.getByRole('button', { name: 'Publish' }).click()
    await studio.page.getByText('Published. It appears once encoding has finished.').waitFor()
    // Where it is and how its encoding goes, until it plays.
    await form.getByRole('link', { name: 'Open the content page' }).waitFor()
    await form.getByText('Encoding finished: it plays now.').waitFor({ timeout: 120_000 })

    // The list opens on its published contents; the row says who may see it, with its numbers.
    await studio.page.goto(`${product.url}/studio2/contents`)
    const row = studio.page.getByRole('tabpanel').locator('.studio-content-row', { hasText: title })
    await row.waitFor()
    await expect
      .poll(() => studio.page.getByRole('tab', { selected: true }).textContent())
      .toMatch(/^Published \(\d+\)$/)
    await row.getByText('Subscribers of Supporter').waitFor()
    expect(await row.locator('.studio-content-stats dt').allTextContents()).toEqual([
      'Views',
      'Likes',
      'Purchases',
      'Revenue',
    ])
    expect(await row.locator('.studio-content-stats dd').last().textContent()).toBe('0 coins')
    const contentOid = new URL(
      (await row.getByRole('link', { name: 'View' }).getAttribute('href')) as string,
      product.url,
    ).pathname.split('/')[2] as string

    // Edit: the form holds its fields and tier; the new title is saved, the tier kept.
    await row.getByRole('link', { name: 'Edit' }).click()
    const titleField = studio.page.getByLabel('Title', { exact: true })
    await expect.poll(() => titleField.inputValue()).toBe(title)
    expect(await studio.page.getByRole('checkbox', { name: 'Supporter' }).isChecked()).toBe(true)
    await titleField.fill(edited)
    await studio.page.getByRole('button', { name: 'Save changes' }).click()
    await studio.page.getByText('Changes saved.').waitFor()
    await studio.context.close()

    // A signed-in viewer without the tier: the lock names it, nothing plays, nothing says Free.
    const passer = await newAccount('harbourpasser')
    const { context, page } = await newPage(VIEWPORTS[0], 'en', passer)
    await page.goto(`${product.url}/play/${contentOid}`)
    await page.getByRole('heading', { name: edited }).waitFor()
    await page.getByText('Join Supporter to unlock').waitFor()
    expect(await page.locator('.content-price').textContent()).toBe('For Supporter subscribers')
    await page.getByTestId('subscribe-gate').waitFor()
    expect(await page.locator('audio').count()).toBe(0)
    expect(await page.getByText('Buy this content to play it.').count()).toBe(0)
    // The three screens in English and Korean, desktop and phone.
    await capture('studio-contents', '/studio2/contents', creator, async (shown) => {
      await shown.locator('.studio-content-row').first().waitFor()
    })
    await capture(
      'content-edit',
      `/studio2/simpleuploader/published/edit?contentOid=${contentOid}`,
      creator,
      async (shown) => {
        await shown.locator('.upload-current-thumb').waitFor()
        await shown.locator('.upload-tiers input:checked').waitFor()
      },
    )
    await capture('tier-lock', `/play/${contentOid}`, passer, async (shown) => {
      await shown
        .locator('.content-locked')
        .getByText(/Supporter/)
        .waitFor()
    })

    // A file that looks like sound but is not: its encoding fails with a reason in words.
    const manage = await newPage(VIEWPORTS[0], 'en', creator)
    await manage.page.goto(`${product.url}/studio2/simpleuploader/audio`)
    const again = manage.page.locator('.upload-form')
    await again.getByLabel('Title', { exact: true }).fill('Cracked Bell')
    await again.getByLabel('Thumbnail').setInputFiles(png)
    await again.getByLabel('Media files').setInputFiles(cracked)
    await again.getByRole('button', { name: 'Publish' }).click()
    await again.getByText('Encoding failed.').waitFor({ timeout: 120_000 })
    await again.getByRole('link', { name: 'Go to My contents' }).click()
    await manage.page.getByRole('tab', { name: /^In progress \(\d+\)$/ }).click()
    const failed = manage.page.locator('.studio-content-row', { hasText: 'Cracked Bell' })
    const reason =
      (await failed.locator('.studio-content-failure .field-error').textContent()) ?? ''
    expect(reason).toMatch(/^Encoding failed\. The file (could not be read|has no sound track)/)
    expect(reason).not.toMatch(/ffprobe|ffmpeg|\/tmp|\/var|\.json/)
    await failed.getByRole('link', { name: 'Replace the file' }).waitFor()
    await shot(manage.page, 'studio-failed-en-desktop')
    const phone = await newPage(VIEWPORTS[1], 'ko', creator)
    await phone.page.goto(`${product.url}/ko/studio2/contents`)
    await phone.page.getByRole('tab').nth(1).click()
    await phone.page.locator('.studio-content-failure').waitFor()
    await noOverflow(phone.page, 'failed ko phone')
    await shot(phone.page, 'studio-failed-ko-phone')
    await phone.context.close()
    await failed.getByRole('button', { name: 'Retry encoding' }).click()
    await manage.page.getByText('Encoding again.').waitFor()
    await manage.page.getByRole('tab', { name: /^Published \(\d+\)$/ }).click()

    // Unpublished, the viewer no longer finds it; deleted after a confirmation, it is gone.
    const listed = manage.page
      .getByRole('tabpanel')
      .locator('.studio-content-row', { hasText: edited })
    await listed.getByRole('button', { name: 'Unpublish' }).click()
    await manage.page.getByText(`“${edited}” is no longer published.`).waitFor()
    await manage.page.getByRole('tab', { name: /^Unpublished \(\d+\)$/ }).click()
    const down = manage.page
      .getByRole('tabpanel')
      .locator('.studio-content-row', { hasText: edited })
    await down.getByRole('button', { name: 'Delete' }).click()
    const confirm = manage.page.getByRole('dialog', { name: `Delete “${edited}”?` })
    await confirm.getByRole('button', { name: 'Cancel' }).click()
    await confirm.waitFor({ state: 'detached' })
    expect(await down.count()).toBe(1)
    await down.getByRole('button', { name: 'Delete' }).click()
    await confirm.getByRole('button', { name: 'Delete for good' }).click()
    await manage.page.getByText(`“${edited}” was deleted.`).waitFor()
    // The lists are read again: the row is gone from them.
    await expect
      .poll(() => manage.page.locator('.studio-content-row', { hasText: edited }).count())
      .toBe(0)
    await manage.context.close()
    await page.reload()
    await page.getByText('This content does not exist or is no longer available.').waitFor()
    await context.close()
  }, 240_000)

  it('a subscriber upgrades to Patron paying the difference once, then plans a downgrade for the renewal', async () => {
    const { context, page } = await newPage(VIEWPORTS[0], 'en', viewer)
    const changes: number[] = []
    page.on('response', (response) => {
      const url = new URL(response.url())
      if (
        url.pathname === '/api/payment/subscription/change' &&
        response.request().method() === 'POST'
      )
        changes.push(response.status())
    })
    await page.goto(`${product.url}/c/${CUSTOM_URL}`)
    await page.locator('.channel-tier').filter({ hasText: 'Patron' }).getByRole('button').click()
    const dialog = page.getByTestId('subscribe-dialog')
    await dialog.getByRole('radio', { name: /Patron/ }).check()
    // 26 June, 5 of 30 days: $16.49 − $5.49 a month on the card, 5/30 of it is $1.83.
    const summary = dialog.getByTestId('tier-change-summary')
    await summary
      .getByText('Today $1.83: the difference to Patron for 5 of 30 days of this month.')
      .waitFor()
    await summary.getByText('From Jul 1, 2026: $16.49 / month.').waitFor()
    await noOverflow(page, 'upgrade en desktop')
    await shot(page, 'tier-upgrade-en-desktop')
    const upgrade = dialog.getByRole('button', { name: 'Upgrade and pay $1.83' })
    // A double click pays once.
    await upgrade.dblclick()
    await dialog.getByText('You are now on Patron.').waitFor()
    await dialog.getByRole('button', { name: 'Continue' }).click()
    await page.getByText('Subscribed: Patron').waitFor()

    // Back to Supporter: nothing today, Patron until the renewal.
    await page.locator('.channel-tier').filter({ hasText: 'Supporter' }).getByRole('button').click()
    await dialog.getByRole('radio', { name: /Supporter/ }).check()
    await dialog
      .getByText(
        'You keep Patron until Jul 1, 2026. Then Supporter at $5.49 / month. Nothing is charged today.',
      )
      .waitFor()
    await dialog.getByRole('button', { name: 'Change on Jul 1, 2026' }).click()
    await dialog.getByText('You move to Supporter on Jul 1, 2026.').waitFor()
    await dialog.getByRole('button', { name: 'Continue' }).click()
    await page.getByText('Subscribed: Patron').waitFor()
    // Patron is the viewer's tier now: Supporter's card still opens the dialog.
    await page.locator('.channel-tier').filter({ hasText: 'Supporter' }).getByRole('button').click()
    await dialog
      .getByTestId('tier-change-pending')
      .getByText('Changes to Supporter on Jul 1, 2026.')
      .waitFor()
    await shot(page, 'tier-pending-en-desktop')

    // One upgrade booked for the creator: 5/30 of 100 coins is 16, 13 after the 20% fee.
    const { events } = await api<{
      events: { coins: number; metadata: Record<string, unknown> }[]
    }>('GET', `/coinevent/creator?creatorOid=${creator.user.oid}&count=100`, {
      token: creator.token,
    })
    const upgrades = events.filter((event) => event.metadata.fromTierHash === supporterHash)
    expect(upgrades.map((event) => event.coins)).toEqual([13])
    expect(changes.filter((status) => status === 200)).toHaveLength(2)
    await context.close()

    // Korean, desktop and phone: the pending change and the way back.
    for (const viewport of VIEWPORTS) {
      const korean = await newPage(viewport, 'ko', viewer)
      await korean.page.goto(`${product.url}/ko/c/${CUSTOM_URL}`)
      await korean.page.locator('.channel-tier button').first().click()
      const panel = korean.page.getByTestId('tier-change')
      await panel.getByTestId('tier-change-pending').waitFor()
      await panel.getByRole('radio', { name: /Patron/ }).check()
      await panel.getByTestId('tier-change-summary').waitFor()
      await panel.getByRole('button', { name: 'Patron 유지' }).waitFor()
      await noOverflow(korean.page, `tier change ko ${viewport.name}`)
      await shot(korean.page, `tier-keep-ko-${viewport.name}`)
      await korean.context.close()
    }
  }, 240_000)
})
