/**
 * A creator hears of subscribers, through the screens in Chromium: two readers subscribe to
 * a free tier from the channel page; the creator's header bell shows one unread
 * notification that gathers both, the page reads it once and the badge clears; the mail
 * goes out once (the gathered second subscriber sends none). Then My Info → Notifications
 * turns e-mail on for comments. English and Korean, 1280×800 and 390×844.
 */
import type { Browser, BrowserContext, Page, Request } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { commonKo } from '../../web/i18n/resources/common/ko'
import { productApi } from './support/api'
import { closeContexts, seedSession, signedIn, workerBrowser } from './support/browser'
import { type Login, noOverflow, registerAccount, resizeTo, VIEWPORTS } from './support/people'
import { keyedProduct } from './support/products'
import { screenshot } from './support/screenshots'
import { CALENDAR_START, mailsTo, type RunningProduct } from './support/server'

const stamp = Date.now().toString(36).slice(-5)
const CUSTOM_URL = `bellkeeper${stamp}`
const TIER = 'Harbour club'

let product: RunningProduct
let browser: Browser
let creator: Login

async function newPage(
  login: Login,
  language: 'en' | 'ko' = 'en',
  viewport: { width: number; height: number } = VIEWPORTS[0],
) {
  const context: BrowserContext = await browser.newContext({
    locale: language === 'ko' ? 'ko-KR' : 'en-US',
    viewport,
  })
  // The server's calendar: subscriptions close on a month's last day.
  await context.clock.setFixedTime(CALENDAR_START)
  await seedSession(context, { language, ...signedIn(login) })
  await context.addInitScript(() =>
    localStorage.setItem('taleloom.checkin.later', new Date().toISOString().slice(0, 10)),
  )
  const page = await context.newPage()
  page.setDefaultTimeout(20_000)
  return page
}

/** A reader subscribes to the free tier from the channel page, as channels.e2e does. */
async function subscribeThroughChannel(reader: Login) {
  const page = await newPage(reader)
  await page.goto(`${product.url}/c/${CUSTOM_URL}`)
  const tier = page.locator('.channel-tier').filter({ hasText: TIER })
  await tier.getByRole('button', { name: 'Subscribe' }).click()
  const dialog = page.getByTestId('subscribe-dialog')
  await dialog.getByRole('button', { name: 'Subscribe for free' }).click()
  await dialog.getByText(`You are now subscribed to ${TIER}.`).waitFor()
  await page.context().close()
}

const bell = (page: Page) => page.getByTestId('notification-bell')

beforeAll(async () => {
  product = await keyedProduct('calendar')
  browser = await workerBrowser()
  creator = await registerAccount(product, `bellkeeper${stamp}`, ['creator'])
  const api = <Result>(path: string, body: Record<string, unknown>) =>
    productApi<Result>(product.url, 'POST', path, { token: creator.token, body })
  await api('/account/creator/register', {
    agreeTerms: true,
    agreeFeeTerms: true,
    customUrl: CUSTOM_URL,
  })
  await api('/account/modify/subscription_tiers', {
    mode: 'push',
    tier: { name: TIER, details: 'News from the lighthouse first.', isFree: true },
  })
}, 120_000)

afterAll(async () => {
  await closeContexts(browser)
})

describe('a creator hears of subscribers', () => {
  it('gathers two subscribers in one notification, read once from the bell, mailed once', async () => {
    const first = await registerAccount(product, `deckhand${stamp}`)
    const second = await registerAccount(product, `lamplighter${stamp}`)
    await subscribeThroughChannel(first)
    await subscribeThroughChannel(second)

    const page = await newPage(creator)
    const reads: Request[] = []
    page.on('request', (request) => {
      if (request.url().endsWith('/api/account/notifications/read')) reads.push(request)
    })
    await page.goto(product.url)
    await expect.poll(() => bell(page).getAttribute('data-unread')).toBe('1')
    expect(await bell(page).getAttribute('aria-label')).toBe('Notifications, 1 unread')
    await page.locator('.story-grid').first().waitFor()
    await screenshot(page, 'notifications-bell-desktop-en')

    await bell(page).click()
    await page.waitForURL(/\/mypage\/notifications$/)
    const items = page.getByTestId('notification-list').locator('li')
    await items.first().waitFor()
    expect(await items.allTextContents()).toEqual([
      expect.stringMatching(/^New2 new subscribers\./),
    ])
    // Read on arrival: the badge clears, the mark stays for this visit.
    await expect.poll(() => bell(page).getAttribute('data-unread')).toBe('0')
    expect(await bell(page).getAttribute('aria-label')).toBe('Notifications')
    await screenshot(page, 'notifications-page-desktop-en')
    await page.reload()
    await items.first().waitFor()
    expect(await page.locator('.notification-new').count()).toBe(0)
    expect(reads).toHaveLength(1)

    // The first subscriber opened the notification and was mailed; the second joined it.
    const mails = mailsTo(product.dataDir, `bellkeeper${stamp}@example.com`).filter((mail) =>
      mail.subject.startsWith('Taleloom: '),
    )
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Taleloom: deckhand${stamp} subscribed to ${TIER}.`,
    ])
    expect(mails[0]?.text).toContain('/studio2/creator/fans')
  })

  it('shows a new one in Korean on a phone and on a desktop', async () => {
    const third = await registerAccount(product, `netmender${stamp}`)
    await subscribeThroughChannel(third)
    const page = await newPage(creator, 'ko', VIEWPORTS[1])
    await page.goto(`${product.url}/ko`)
    await expect.poll(() => bell(page).getAttribute('data-unread')).toBe('1')
    expect(await bell(page).getAttribute('aria-label')).toBe(
      commonKo.header.notificationsUnread_other.replace('{{count}}', '1'),
    )
    await noOverflow(page, 'header with the bell, phone, Korean')
    await screenshot(page, 'notifications-bell-phone-ko')
    await bell(page).click()
    const newest = page.getByTestId('notification-list').locator('li').first()
    await newest.getByText(`netmender${stamp}님이 ${TIER}을(를) 구독했어요.`).waitFor()
    await noOverflow(page, 'notifications page, phone, Korean')
    await screenshot(page, 'notifications-page-phone-ko')
    await resizeTo(page, VIEWPORTS[0])
    await noOverflow(page, 'notifications page, desktop, Korean')
    await screenshot(page, 'notifications-page-desktop-ko')
  })

  it('turns e-mail on for comments in My Info, and it stays on', async () => {
    const page = await newPage(creator)
    await page.goto(`${product.url}/myinfo?tab=notifications`)
    const settings = page.getByTestId('notification-settings')
    const mailComments = settings.getByRole('checkbox', { name: 'E-mail: Comments on my contents' })
    await mailComments.waitFor()
    // Until the creator chooses, only purchases and subscribers are mailed.
    expect(await mailComments.isChecked()).toBe(false)
    expect(
      await settings
        .getByRole('checkbox', { name: 'E-mail: New subscribers to my tiers' })
        .isChecked(),
    ).toBe(true)
    const saves: string[] = []
    page.on('request', (request) => {
      if (request.url().endsWith('/notification/setting/modify'))
        saves.push(request.postData() ?? '')
    })
    await mailComments.check()
    await expect.poll(() => saves.length).toBe(1)
    expect(JSON.parse(saves[0] ?? '{}')).toMatchObject({ email: { comment: true } })
    await screenshot(page, 'notifications-settings-desktop-en')
    await page.reload()
    await expect.poll(() => mailComments.isChecked()).toBe(true)
    await resizeTo(page, VIEWPORTS[1])
    await noOverflow(page, 'notification settings, phone')
    await screenshot(page, 'notifications-settings-phone-en')
  })
})
