/**
 * The creator studio in real Chromium against `npm start`: a new account registers as a
 * creator (both terms required), sets its channel (custom URL and social link rules), adds
 * two tiers, uploads an emoticon on /emoticon/upload/{oid} and puts it in a tier's group; a
 * viewer subscribes to the higher tier on the channel, through the sandbox checkout; the creator sees the
 * income in the analytics and revenue charts, adds a payout account on /payouts/{oid}/edit
 * and requests a settlement. Another account gets the not-found page on the creator's
 * payouts. Screens in English, Korean, Japanese and Spanish at 1280×800 and 390×844, in `test-results/
 * screenshots/` when screenshots are wanted (`npm run screenshots`).
 *
 * The server and the browser run on `CALENDAR_START` (the 26th, midday in Korea): inside the
 * settlement window, which opens on the 25th (UTC), and outside the analytics' peak hours
 * (10 PM to 2 AM, Korea time), whatever day the suite runs.
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { creatorEn } from '../../web/i18n/resources/creator/en'
import { creatorEs } from '../../web/i18n/resources/creator/es'
import { creatorJp } from '../../web/i18n/resources/creator/jp'
import { creatorKo } from '../../web/i18n/resources/creator/ko'
import { productApi } from './support/api'
import { closeContexts, seedSession, signedIn, workerBrowser } from './support/browser'
import { resizeTo } from './support/people'
import { keyedProduct } from './support/products'
import { screenshot } from './support/screenshots'
import { CALENDAR_START, type RunningProduct, waitForMail } from './support/server'

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const
const PASSWORD = 'Tale1oom-pass'

type Login = { token: string; user: { oid: string; roles?: string[] } }

let product: RunningProduct
let browser: Browser
let creator: Login
let viewer: Login
let emoticonPng = ''
let context: BrowserContext
let page: Page
const pageErrors: string[] = []

const api = <Result>(
  method: 'GET' | 'POST',
  path: string,
  options?: { token?: string; body?: Record<string, unknown> },
) => productApi<Result>(product.url, method, path, options)

/** A new account through the mailed code, logged in: what the sign-up dialog does. */
async function newAccount(name: string): Promise<Login> {
  const email = `${name}@example.com`
  await api('POST', '/account/register', {
    body: {
      email,
      password: PASSWORD,
      passwordRepeat: PASSWORD,
      nickname: name,
      birthDate: '1990-05-01',
      agreePersonalData: true,
    },
  })
  const mail = await waitForMail(product.dataDir, email)
  const code = mail.text.match(/\b(\d{6})\b/)?.[1]
  await api('POST', '/account/register/confirm', { body: { email, code } })
  return api<Login>('POST', '/account/login', { body: { email, password: PASSWORD } })
}

async function newPage(
  viewport: { width: number; height: number },
  language: keyof typeof LOCALES,
  login: Login,
): Promise<{ context: BrowserContext; page: Page }> {
  const made = await browser.newContext({ locale: LOCALES[language], viewport })
  await made.clock.setFixedTime(CALENDAR_START)
  await seedSession(made, { language, ...signedIn(login) })
  const opened = await made.newPage()
  opened.setDefaultTimeout(20_000)
  return { context: made, page: opened }
}

const LOCALES = { en: 'en-US', ko: 'ko-KR', jp: 'ja-JP', es: 'es-ES' } as const

async function shot(target: Page, name: string) {
  await screenshot(target, `creator-${name}`)
}

async function noOverflow(target: Page, label: string) {
  const overflow = await target.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow, label).toBeLessThanOrEqual(0)
}

/** Logs in again so the token carries the creator role the registration gave. */
async function relogin(name: string): Promise<Login> {
  return api<Login>('POST', '/account/login', {
    body: { email: `${name}@example.com`, password: PASSWORD },
  })
}

beforeAll(async () => {
  product = await keyedProduct('calendar')
  browser = await workerBrowser()
  creator = await newAccount('lanternmaker')
  viewer = await newAccount('starreader')
  const folder = mkdtempSync(join(tmpdir(), 'taleloom-creator-e2e-'))
  emoticonPng = join(folder, 'wave.png')
  execFileSync('ffmpeg', [
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    'color=c=0xf0b429:s=56x56',
    '-frames:v',
    '1',
    emoticonPng,
  ])
  const opened = await newPage(VIEWPORTS[0], 'en', creator)
  context = opened.context
  page = opened.page
  page.on('pageerror', (error) => pageErrors.push(error.message))
})

afterAll(async () => {
  await context?.close()
  await closeContexts(browser)
})

describe('a creator sets up a channel and is paid', () => {
  it('registers as a creator only with both terms agreed', async () => {
    await page.goto(`${product.url}/studio2`)
    await page.getByText('The studio is for creators.', { exact: false }).waitFor()
    await page.getByRole('link', { name: 'Register as a creator' }).click()
    await page.getByRole('heading', { level: 1, name: 'Register as a creator' }).waitFor()
    await page.getByLabel('I agree to the terms of usage.').check()
    await page.getByRole('button', { name: 'Register' }).click()
    await page
      .getByRole('alert')
      .getByText('you must agree to our terms in order to register as a creator')
      .waitFor()
    await shot(page, 'register-refused-en-desktop')
    await page.getByLabel('I agree to the fee terms.').check()
    await page.getByRole('button', { name: 'Register' }).click()
    await page.getByRole('heading', { level: 1, name: 'Channel settings' }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/studio2/creator/channel')
    creator = await relogin('lanternmaker')
    expect(creator.user.roles).toContain('creator')
  })

  it('sets the custom URL and links with their rules', async () => {
    const url = page.getByLabel('Custom URL')
    // The reason shows under the field: too short, or a character that is not allowed.
    await url.fill('la')
    await page.getByText('Too short: a custom URL has at least 3 characters.').waitFor()
    await url.fill('lantern tales!')
    await page.getByText('Use only letters, numbers, hyphens (-) and underscores (_).').waitFor()
    await url.fill('lantern-tales')
    const youtube = page.getByLabel('YouTube')
    await youtube.fill('http://www.youtube.com/@lantern')
    await page.getByText('Enter a valid URL starting with https://www.youtube.com/').waitFor()
    await youtube.fill('https://www.youtube.com/@lantern')
    await page.getByLabel('Hide coin amounts').check()
    // Videos one place down: Chat comes second.
    await page.getByRole('button', { name: 'Move Videos down' }).click()
    await page.getByRole('button', { name: 'Save settings' }).click()
    await page.getByText('Your channel settings are saved.').waitFor()
    const saved = await api<{
      customUrl: string
      tabs: { tab: string }[]
      hideCoinAmounts: boolean
    }>('GET', '/account/channel/settings', { token: creator.token })
    expect(saved.customUrl).toBe('lantern-tales')
    expect(saved.tabs.slice(0, 3).map((entry) => entry.tab)).toEqual(['home', 'chat', 'videos'])
    expect(saved.hideCoinAmounts).toBe(true)
  })

  it('adds two tiers', async () => {
    await page
      .getByRole('navigation', { name: 'Creator studio' })
      .getByRole('link', { name: 'Tiers' })
      .click()
    await page.getByRole('heading', { level: 1, name: 'Tier management' }).waitFor()
    for (const tier of [
      {
        name: 'Lamplighter',
        details: 'Bonus episodes every week.',
        coins: '50',
        korean: { name: '등불지기', details: '매주 보너스 에피소드.' },
      },
      {
        name: 'Keeper of the Light',
        details: 'Everything, and your name in the credits.',
        // On the 26th a subscription pays 5 of 30 days: 1,500 coins, above the settlement minimum.
        coins: '9000',
      },
    ]) {
      await page.getByRole('button', { name: 'Add a tier' }).click()
      await page.getByRole('button', { name: 'Add a tier' }).last().click()
      await page.getByText('Enter a name for the tier.').waitFor()
      await page.getByLabel('Name', { exact: true }).fill(tier.name)
      await page.getByLabel('Details', { exact: true }).fill(tier.details)
      if (tier.korean) {
        // The tier's Korean name and details, for Korean readers.
        await page.getByText('Name and details in other languages').click()
        await page.getByLabel('Name (Korean)').fill(tier.korean.name)
        await page.getByLabel('Details (Korean)').fill(tier.korean.details)
        await shot(page, 'tier-translations-en-desktop')
      }
      await page.getByLabel('Monthly fee (coins)').fill(tier.coins)
      expect(await page.getByLabel('Price in USD').inputValue()).toBe(
        (Number(tier.coins) / 10).toFixed(2),
      )
      await page.getByRole('button', { name: 'Add a tier' }).last().click()
      await page.getByTestId('tier-row').getByText(tier.name).waitFor()
    }
    await expect.poll(() => page.getByTestId('tier-row').count()).toBe(2)
    await page.getByText('9000 coins a month', { exact: false }).waitFor()
    // A Korean reader of the channel reads the Korean name and details; the untranslated
    // tier keeps the creator's own.
    const korean = await newPage(VIEWPORTS[1], 'ko', creator)
    await korean.page.goto(`${product.url}/ko/creatorhome/${creator.user.oid}`)
    await korean.page.locator('.channel-tier').first().waitFor()
    expect(await korean.page.locator('.channel-tier h3').allTextContents()).toEqual([
      '등불지기',
      'Keeper of the Light',
    ])
    await korean.page.getByText('매주 보너스 에피소드.').waitFor()
    await noOverflow(korean.page, 'channel tiers ko phone')
    await shot(korean.page, 'tier-translations-ko-phone')
    await korean.context.close()
  })

  it('uploads an emoticon and gives the higher tier a group with it', async () => {
    await page.goto(`${product.url}/emoticon/upload/${creator.user.oid}`)
    await page.getByRole('heading', { level: 1, name: 'Upload emoticons' }).waitFor()
    await page.getByLabel('Image').setInputFiles(emoticonPng)
    await page.locator('.creator-emoticon-preview img').first().waitFor()
    await page.getByLabel('Name', { exact: true }).fill(':wave:')
    await page.getByRole('button', { name: 'Upload', exact: true }).click()
    await page.getByText('Emoticon “wave” uploaded.').waitFor()
    await shot(page, 'emoticon-upload-en-desktop')

    await page.getByRole('link', { name: 'Back to the groups' }).click()
    await page.getByRole('heading', { level: 1, name: 'Emoticon management' }).waitFor()
    await page.getByRole('button', { name: 'Add a group' }).click()
    const group = page.getByTestId('emoticon-group')
    await group.getByLabel('Group name').fill('Lighthouse waves')
    await group
      .getByLabel('Who can use it')
      .selectOption({ label: 'Keeper of the Light and higher tiers' })
    await group.getByText('wave', { exact: true }).click()
    await page.getByRole('button', { name: 'Save the groups' }).click()
    await page.getByText('Your emoticon groups are saved.').waitFor()
    const saved = await api<{
      emoticonGroups: { name: string; type: string; emoticons: unknown[] }[]
    }>('GET', `/emoticon/group/creator?creatorOid=${creator.user.oid}`, { token: creator.token })
    expect(saved.emoticonGroups).toHaveLength(1)
    expect(saved.emoticonGroups[0]).toMatchObject({ name: 'Lighthouse waves', type: 'tier' })
    expect(saved.emoticonGroups[0]?.emoticons).toHaveLength(1)
  })

  it('links a Discord server with a role for a tier', async () => {
    await page.goto(`${product.url}/studio2/creator/discord`)
    await page.getByRole('heading', { level: 1, name: 'Discord linking' }).waitFor()
    const server = page.getByLabel('Server ID')
    await server.fill('my-server')
    await page.getByText('Invalid Discord ID').waitFor()
    await server.fill('123456789012345678')
    await page.getByLabel('Role for Keeper of the Light').fill('876543210987654321')
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await page.getByText('Your Discord settings are saved.').waitFor()
    await page.getByText('Linked to the server 123456789012345678.').waitFor()
    // Opened again, the form holds what was saved.
    await page.reload()
    await page.getByText('Linked to the server 123456789012345678.').waitFor()
    expect(await page.getByLabel('Server ID').inputValue()).toBe('123456789012345678')
    expect(await page.getByLabel('Role for Keeper of the Light').inputValue()).toBe(
      '876543210987654321',
    )
  })

  it('a viewer subscribes to the higher tier through the sandbox', async () => {
    const { context: fan, page: reader } = await newPage(VIEWPORTS[0], 'en', viewer)
    await reader.goto(`${product.url}/c/lantern-tales`)
    await reader
      .locator('.channel-tier')
      .filter({ hasText: 'Keeper of the Light' })
      .getByRole('button', { name: 'Subscribe' })
      .click()
    const dialog = reader.getByTestId('subscribe-dialog')
    await expect
      .poll(() => dialog.getByRole('radio', { name: /Keeper of the Light/ }).isChecked())
      .toBe(true)
    await dialog.getByLabel('I agree to the terms of payment and the monthly renewal.').check()
    await dialog.getByRole('button', { name: 'Subscribe and pay $165.00' }).click()
    await reader.waitForURL(/\/api\/payment\/sandbox\/checkout\//)
    await reader.getByText('165.00 USD').waitFor()
    await reader.getByRole('button', { name: 'Approve payment' }).click()
    await reader.waitForURL(/\/subscribe\/success\?paymentOid=[0-9a-f]{24}/)
    await reader.getByRole('heading', { name: 'Subscription complete' }).waitFor()
    await reader
      .getByText('You are now subscribed to Keeper of the Light of lanternmaker.')
      .waitFor()
    const { subscriptions } = await api<{
      subscriptions: { tierName: string; state: string }[]
    }>('GET', '/account/subscriptions', { token: viewer.token })
    expect(subscriptions).toEqual([
      expect.objectContaining({ tierName: 'Keeper of the Light', state: 'subscribed' }),
    ])
    await fan.close()
  })

  it('sees the subscriber, and the income in the analytics chart', async () => {
    await page.goto(`${product.url}/studio2/creator/fans`)
    await page.getByRole('heading', { level: 2, name: 'Subscribers (1)' }).waitFor()
    await page.getByRole('cell', { name: 'starreader' }).waitFor()

    await page.goto(`${product.url}/studio2/creator/analytics`)
    await page.getByRole('heading', { level: 1, name: 'Analytics' }).waitFor()
    const totals = page.getByTestId('analytics-totals')
    await expect
      .poll(async () =>
        Number((await totals.locator('dd').nth(3).textContent())?.replace(/\D/g, '')),
      )
      .toBeGreaterThanOrEqual(1000)
    expect(await page.getByText('unavailable 10:00 PM to 2:00 AM', { exact: false }).count()).toBe(
      0,
    )
    // uPlot draws into a canvas once its lazy chunk has loaded.
    await expect
      .poll(() => page.locator('.creator-chart .uplot canvas').count())
      .toBeGreaterThanOrEqual(2)
    await shot(page, 'analytics-en-desktop')
  })

  it('adds a payout account, sees the revenue chart and requests a settlement', async () => {
    await page.goto(`${product.url}/payouts/${creator.user.oid}/edit`)
    await page.getByRole('heading', { level: 1, name: 'Payouts' }).waitFor()
    await page.getByLabel('Account holder').fill('Lantern Maker')
    await page.getByLabel('Bank').fill('Harbour Bank')
    await page.getByLabel('Account number').fill('1234567890')
    // The change is confirmed with the creator's own password (step-up).
    await page.getByLabel('Current password').fill(PASSWORD)
    await page.getByRole('button', { name: 'Save the account' }).click()
    await expect
      .poll(() => page.locator('.alert').first().textContent())
      .toBe('Your payout account is saved.')

    await page.goto(`${product.url}/studio2/creator/revenue`)
    await page.getByRole('heading', { level: 1, name: 'Revenue management' }).waitFor()
    const card = page.getByTestId('settlement-card')
    await card.getByText(/^[\d,]+ coins$/).waitFor()
    await expect
      .poll(() => page.locator('.creator-chart .uplot canvas').count())
      .toBeGreaterThanOrEqual(1)
    await page.getByRole('cell', { name: 'Subscriptions' }).waitFor()
    const request = card.getByRole('button', { name: 'Request settlement' })
    await request.click()
    await card.getByText(/^Settlement requested\. It will be paid on /).waitFor()
    const row = page.getByTestId('settlement-row')
    await row.getByText('Processing').waitFor()
    await row.getByRole('button', { name: 'Details' }).click()
    await page
      .getByTestId('settlement-detail')
      .getByRole('cell', { name: 'Subscriptions' })
      .waitFor()
    expect(await card.getByRole('button', { name: 'Request settlement' }).isDisabled()).toBe(true)
    await shot(page, 'revenue-after-request-en-desktop')
  })

  it('answers not-found on another creator’s payouts and on a wrong payouts type', async () => {
    const { context: other, page: stranger } = await newPage(VIEWPORTS[0], 'en', viewer)
    for (const path of [
      `/payouts/${creator.user.oid}/show`,
      `/payouts/${viewer.user.oid}/delete`,
    ]) {
      await stranger.goto(`${product.url}${path}`)
      const notFound = stranger.getByTestId('not-found')
      await notFound.waitFor()
      expect(await notFound.getByRole('heading', { level: 1 }).textContent()).toBe('Page not found')
      // Nothing of the creator's payouts shows.
      expect(await stranger.getByTestId('payout-account').count()).toBe(0)
      expect(await stranger.getByText('Lantern Maker').count()).toBe(0)
    }
    await other.close()
  })

  type Language = keyof typeof LOCALES
  const CREATOR_TEXTS = { en: creatorEn, ko: creatorKo, jp: creatorJp, es: creatorEs }
  /** Each page: its path, what it waits for, and what it must show (in the page's language). */
  const PAGES: [
    string,
    () => string,
    (target: Page) => Promise<void>,
    (target: Page, language: Language) => Promise<void>,
  ][] = [
    [
      'register',
      () => '/studio2/creator/register',
      (target) => target.locator('.creator-terms').first().waitFor(),
      async (target) => expect(await target.locator('.creator-terms').count()).toBe(2),
    ],
    [
      'channel',
      () => '/studio2/creator/channel',
      (target) => target.locator('.creator-tabs-editor').waitFor(),
      async (target, language) =>
        expect(
          await target
            .getByLabel(CREATOR_TEXTS[language].creatorChannel.customUrl, { exact: true })
            .inputValue(),
        ).toBe('lantern-tales'),
    ],
    [
      'tiers',
      () => '/studio2/creator/tiers',
      (target) => target.getByTestId('tier-row').nth(1).waitFor(),
      async (target) => {
        expect(await target.getByTestId('tier-row').count()).toBe(2)
        await target.getByTestId('tier-row').getByText('Lamplighter').waitFor()
        await target.getByTestId('tier-row').getByText('Keeper of the Light').waitFor()
      },
    ],
    [
      'fans',
      () => '/studio2/creator/fans',
      (target) => target.locator('.creator-table').waitFor(),
      async (target) => {
        await target.getByRole('cell', { name: 'starreader' }).waitFor()
        expect(await target.locator('.creator-table tbody tr').count()).toBe(1)
      },
    ],
    [
      'emoticons',
      () => '/studio2/creator/emoticons',
      (target) => target.getByTestId('emoticon-group').waitFor(),
      async (target) => expect(await target.getByTestId('emoticon-group').count()).toBe(1),
    ],
    [
      'emoticon-upload',
      () => `/emoticon/upload/${creator.user.oid}`,
      (target) => target.locator('.creator-emoticon-grid img').first().waitFor(),
      async (target) => expect(await target.locator('.creator-emoticon-grid img').count()).toBe(1),
    ],
    [
      'comments',
      () => '/studio2/creator/comments',
      (target) => target.locator('.creator-main p').nth(1).waitFor(),
      async (target, language) => {
        // The creator has published nothing: nothing to pick, no comment listed.
        await target.getByText(CREATOR_TEXTS[language].creatorComments.noContents).waitFor()
        expect(await target.locator('.creator-comment-text').count()).toBe(0)
      },
    ],
    [
      'discord',
      () => '/studio2/creator/discord',
      (target) => target.locator('form.stack').waitFor(),
      async (target, language) =>
        expect(
          await target
            .getByLabel(CREATOR_TEXTS[language].creatorDiscord.serverId, { exact: true })
            .inputValue(),
        ).toBe('123456789012345678'),
    ],
    [
      'revenue',
      () => '/studio2/creator/revenue',
      (target) => target.getByTestId('settlement-card').waitFor(),
      async (target) => {
        await target.getByTestId('settlement-row').first().waitFor()
        expect(await target.getByTestId('settlement-row').count()).toBe(1)
      },
    ],
    [
      'payouts',
      () => `/payouts/${creator.user.oid}/show`,
      (target) => target.getByTestId('payout-account').waitFor(),
      async (target) => {
        const facts = target.getByTestId('payout-account').locator('dd')
        await facts.first().waitFor()
        expect((await facts.allTextContents()).slice(0, 2)).toEqual([
          'Lantern Maker',
          'Harbour Bank',
        ])
      },
    ],
    [
      'analytics',
      () => '/studio2/creator/analytics',
      (target) => target.locator('.creator-chart .uplot canvas, .alert').first().waitFor(),
      async (target) =>
        expect(await target.locator('.creator-chart .uplot canvas').count()).toBeGreaterThanOrEqual(
          2,
        ),
    ],
  ]
  for (const [name, path, ready, check] of PAGES) {
    it(`shows the ${name} page in English, Korean, Japanese and Spanish on a desktop and a phone`, async () => {
      for (const language of ['en', 'ko', 'jp', 'es'] as const) {
        // One load per language, narrowed to a phone after the desktop's checks.
        const opened = await newPage(VIEWPORTS[0], language, creator)
        await opened.page.goto(`${product.url}${language === 'en' ? '' : `/${language}`}${path()}`)
        for (const viewport of VIEWPORTS) {
          await resizeTo(opened.page, viewport)
          await ready(opened.page)
          await check(opened.page, language)
          await noOverflow(opened.page, `${name} ${language} ${viewport.name}`)
          await shot(opened.page, `${name}-${language}-${viewport.name}`)
        }
        await opened.context.close()
      }
    })
  }

  it('met no script error on the way', () => {
    expect(pageErrors).toEqual([])
  })
})
