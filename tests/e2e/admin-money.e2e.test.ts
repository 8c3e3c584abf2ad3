/**
 * The admin's Money pages in real Chromium against `npm start`: the revenue totals by week
 * for a chosen window (chart and table), a grant found in a user's ledger and refunded once
 * after a reason and a confirmation (shown refunded, logged once, found again by its id),
 * story chat's credit reports, a gift card's sale stopped and resumed, the same pages in
 * Korean, a creator who meets not-found, and a requested settlement marked as paid once
 * after confirming. Screens in English and Korean,
 * 1280×800 and 390×844.
 */
import { randomUUID } from 'node:crypto'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminEn } from '../../web/i18n/resources/studio/admin/en'
import { adminKo } from '../../web/i18n/resources/studio/admin/ko'
import { productApi } from './support/api'
import { closeContexts, seedSession, signedIn, workerBrowser } from './support/browser'
import {
  adminLogin,
  buyCoins,
  type Login,
  noOverflow,
  registerAccount,
  resizeTo,
  VIEWPORTS,
} from './support/people'
import { keyedProduct, sharedProduct } from './support/products'
import { screenshot } from './support/screenshots'
import type { RunningProduct } from './support/server'

let product: RunningProduct
let browser: Browser
let admin: Login
let creator: Login
let member: Login
const REASON = 'Granted twice by mistake'

async function open(path: string, language: 'en' | 'ko', who: Login, on = product) {
  const context = await browser.newContext({
    locale: language === 'ko' ? 'ko-KR' : 'en-US',
    viewport: VIEWPORTS[0],
  })
  await seedSession(context, { language, ...signedIn(who) })
  const page = await context.newPage()
  page.setDefaultTimeout(30_000)
  page.on('pageerror', (error) => console.log('PAGEERROR', error.message))
  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void (dialog.type() === 'prompt' ? dialog.accept(REASON) : dialog.accept())
  })
  await page.goto(`${on.url}${language === 'ko' ? '/ko' : ''}${path}`)
  return { page, dialogs }
}

/** The page checked and captured at 1280×800, then at 390×844, then back. */
async function bothSizes(page: Page, name: string, label: string) {
  await noOverflow(page, label)
  await screenshot(page, `${name}-desktop`)
  await resizeTo(page, VIEWPORTS[1])
  await noOverflow(page, `${label} on a phone`)
  await screenshot(page, `${name}-phone`)
  await resizeTo(page, VIEWPORTS[0])
}

async function chooseAccount(page: Page, texts: typeof adminEn.admin, who: Login, search: string) {
  await page.getByRole('searchbox', { name: texts.userSearch }).fill(who.user.nickname ?? '')
  await page.getByRole('button', { name: search }).nth(1).click()
  await page
    .getByRole('list', { name: texts.usersFound })
    .getByRole('button', { name: texts.choose })
    .first()
    .click()
}

describe('admin money pages', () => {
  beforeAll(async () => {
    product = sharedProduct()
    browser = await workerBrowser()
    admin = await adminLogin(product)
    creator = await registerAccount(product, `moneycreator${Date.now() % 100_000}`, ['creator'])
    member = await registerAccount(product, `moneymember${Date.now() % 100_000}`)
  }, 120_000)
  afterAll(async () => {
    await closeContexts(browser)
  })

  it('shows the revenue of a chosen window by week, as bars and a table', async () => {
    const texts = adminEn.admin
    const { page } = await open('/studio2/admin/check-settlement', 'en', admin)
    await page
      .getByRole('navigation', { name: texts.menu })
      .getByRole('link', { name: texts.page_revenue, exact: true })
      .click()
    await page.getByRole('heading', { level: 1, name: texts.title_revenue }).waitFor()
    const to = new Date().toISOString().slice(0, 10)
    const from = new Date(Date.now() - 60 * 86_400_000).toISOString().slice(0, 10)
    await page.getByLabel(texts.revFrom, { exact: true }).fill(from)
    await page.getByLabel(texts.revTo, { exact: true }).fill(to)
    await page.getByLabel(texts.revPeriod).selectOption('week')
    await page.getByRole('button', { name: texts.revShow }).click()
    await page.getByRole('heading', { name: `From ${from} to ${to}` }).waitFor()
    const bars = page.getByRole('img', { name: 'Coins by period and category' })
    await expect.poll(() => bars.locator('.money-chart-bar').count()).toBeGreaterThanOrEqual(9)
    await page.getByRole('rowheader', { name: texts.revCat_donations }).waitFor()
    await page.getByRole('rowheader', { name: texts.revCat_chat }).waitFor()
    await page.getByLabel(texts.revMeasure).selectOption('credits')
    await page.getByRole('img', { name: 'Credits by period and category' }).waitFor()
    await bothSizes(page, 'admin-revenue-en', 'revenue')
  })

  it('refunds a grant found in the user’s ledger once, after a reason and a confirmation', async () => {
    const texts = adminEn.admin
    const grant = await productApi<{ transactionId: string }>(
      product.url,
      'POST',
      '/admin/bonuscoins',
      {
        token: admin.token,
        body: { userOid: member.user.oid, coins: 25, reason: 'Welcome', requestId: randomUUID() },
      },
    )
    const bonus = async () =>
      (
        await productApi<{ balances: { bonusCoins: number } }>(
          product.url,
          'GET',
          '/story-chat/convert/credit',
          { token: member.token },
        )
      ).balances.bonusCoins
    expect(await bonus()).toBe(25)
    const { page, dialogs } = await open('/studio2/admin/refund', 'en', admin)
    await page.getByRole('heading', { level: 1, name: texts.title_refund }).waitFor()
    await chooseAccount(page, texts, member, 'Search')
    const ledger = page.getByRole('list', {
      name: `Transactions of ${member.user.nickname}`,
    })
    const item = ledger.getByRole('listitem').filter({ hasText: grant.transactionId })
    await item.getByRole('button', { name: texts.refRefund }).click()
    await page.getByText('The bonus transaction was refunded.').waitFor()
    expect(dialogs).toEqual([
      'Why is this bonus transaction refunded? (3 to 200 characters)',
      `Refund the bonus transaction ${grant.transactionId}? Every entry is reversed once.`,
    ])
    await item.getByText(/^Refunded by /).waitFor()
    expect(await item.getByRole('button', { name: texts.refRefund }).count()).toBe(0)
    expect(await bonus()).toBe(0)
    const log = await productApi<{ entries: { action: string; reason: string | null }[] }>(
      product.url,
      'GET',
      `/admin/audit-log?target=${member.user.oid}`,
      { token: admin.token },
    )
    expect(log.entries.filter((entry) => entry.action === 'wallet.refund')).toEqual([
      expect.objectContaining({ reason: REASON }),
    ])
    await bothSizes(page, 'admin-refund-en', 'refunds')

    await page.getByRole('searchbox', { name: texts.refById }).fill(grant.transactionId)
    await page.getByRole('button', { name: 'Search' }).first().click()
    const byId = page.getByRole('list', { name: texts.refById })
    await byId.getByText(/^Refunded by /).waitFor()
    expect(dialogs).toHaveLength(2)
  })

  it('shows story chat’s credits: what paid for chats, by creator, and the costliest rooms', async () => {
    const texts = adminEn.admin
    const { page } = await open('/studio2/admin/revenue', 'en', admin)
    await page
      .getByRole('navigation', { name: texts.menu })
      .getByRole('link', { name: texts.page_credit, exact: true })
      .click()
    await page.getByRole('heading', { level: 1, name: texts.title_credit }).waitFor()
    await page.getByRole('heading', { name: texts.crEvents }).waitFor()
    await page.getByText(texts.crField_couponChats, { exact: true }).waitFor()
    await page.getByRole('img', { name: texts.crChart }).waitFor()
    await page.getByRole('heading', { name: texts.crCreators }).waitFor()
    await page.getByLabel(texts.crLimit).selectOption('20')
    await page.getByRole('heading', { name: texts.crTop }).waitFor()
    await bothSizes(page, 'admin-credit-en', 'credits')
  })

  it('stops and resumes a gift card’s sale, each after confirming, logged once each', async () => {
    const texts = adminEn.admin
    const { page, dialogs } = await open('/studio2/admin/credit', 'en', admin)
    await page
      .getByRole('navigation', { name: texts.menu })
      .getByRole('link', { name: texts.page_dlsite, exact: true })
      .click()
    await page.getByRole('heading', { level: 1, name: texts.title_dlsite }).waitFor()
    const item = page
      .getByRole('list', { name: texts.gcItems })
      .getByRole('listitem')
      .filter({ hasText: 'dlsite-10000' })
    await item.getByRole('button', { name: texts.gcStop }).click()
    await page.getByText('dlsite-10000 is no longer on sale.').waitFor()
    await item.getByText(texts.gcOffSale).waitFor()
    await bothSizes(page, 'admin-gift-cards-en', 'gift cards')
    await item.getByRole('button', { name: texts.gcResume }).click()
    await page.getByText('dlsite-10000 is on sale again.').waitFor()
    await item.getByText(texts.gcOnSale).waitFor()
    expect(dialogs).toEqual([
      'Stop selling dlsite-10000? Players can no longer buy it.',
      'Sell dlsite-10000 again?',
    ])
    const log = await productApi<{ entries: { action: string; after: { available: boolean } }[] }>(
      product.url,
      'GET',
      '/admin/audit-log?target=dlsite-10000',
      { token: admin.token },
    )
    const changes = log.entries.filter(
      (entry) => entry.action === 'payments.gift-card-availability',
    )
    expect(changes.slice(0, 2).map((entry) => entry.after.available)).toEqual([true, false])
  })

  it('shows the same pages in Korean', async () => {
    const texts = adminKo.admin
    const { page } = await open('/studio2/admin/revenue', 'ko', admin)
    await page.getByRole('heading', { level: 1, name: texts.title_revenue }).waitFor()
    await page.getByRole('rowheader', { name: texts.revCat_subscriptions }).waitFor()
    await bothSizes(page, 'admin-revenue-ko', 'revenue in Korean')
    await page
      .getByRole('navigation', { name: texts.menu })
      .getByRole('link', { name: texts.page_refund, exact: true })
      .click()
    await page.getByRole('heading', { level: 1, name: texts.title_refund }).waitFor()
    await chooseAccount(page, texts, member, '검색')
    await page
      .getByRole('list', { name: `${member.user.nickname}님의 거래` })
      .getByText(/환불됨/)
      .waitFor()
    await bothSizes(page, 'admin-refund-ko', 'refunds in Korean')
    await page
      .getByRole('navigation', { name: texts.menu })
      .getByRole('link', { name: texts.page_credit, exact: true })
      .click()
    await page.getByRole('heading', { level: 1, name: texts.title_credit }).waitFor()
    await page.getByRole('heading', { name: texts.crTop }).waitFor()
    await bothSizes(page, 'admin-credit-ko', 'credits in Korean')
    await page
      .getByRole('navigation', { name: texts.menu })
      .getByRole('link', { name: texts.page_dlsite, exact: true })
      .click()
    await page.getByRole('heading', { level: 1, name: texts.title_dlsite }).waitFor()
    await page.getByRole('list', { name: texts.gcItems }).getByRole('listitem').nth(4).waitFor()
    await bothSizes(page, 'admin-gift-cards-ko', 'gift cards in Korean')
  })

  it('is not found for a creator, and the calls refuse them', async () => {
    const { page } = await open('/studio2/admin/revenue', 'en', creator)
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor()
    expect(await page.getByRole('navigation', { name: adminEn.admin.menu }).count()).toBe(0)
    await expect(
      productApi(
        product.url,
        'GET',
        '/revenue/admin/totals?startDate=2026-11-01&endDate=2026-11-30',
        { token: creator.token },
      ),
    ).rejects.toThrow(/403/)
    await expect(
      productApi(product.url, 'GET', `/admin/ledger?userOid=${member.user.oid}`, {
        token: creator.token,
      }),
    ).rejects.toThrow(/403/)
  })
})

// The settlement window opens on the 25th: the calendar product's clock starts on the 26th.
describe('admin settlements', () => {
  let calendar: RunningProduct
  let calendarAdmin: Login
  let maker: Login

  beforeAll(async () => {
    calendar = await keyedProduct('calendar')
    browser = await workerBrowser()
    calendarAdmin = await adminLogin(calendar)
    const suffix = Date.now() % 100_000
    maker = await registerAccount(calendar, `settlemaker${suffix}`, ['creator', 'livestreamer'])
    const fan = await registerAccount(calendar, `settlefan${suffix}`)
    await buyCoins(calendar, fan, 5000)
    await productApi(calendar.url, 'POST', '/live/donation', {
      token: fan.token,
      body: {
        creatorOid: maker.user.oid,
        donationData: { coin: 3000, content: 'For the next story' },
        key: `settle-${suffix}`,
      },
    })
    await productApi(calendar.url, 'POST', `/payouts/${maker.user.oid}/edit`, {
      token: maker.token,
      body: {
        currency: 'KRW',
        country: 'KR',
        holderName: 'Settle Maker',
        bankName: 'Harbour Bank',
        accountNumber: '1234567890',
        currentPassword: 'Tale1oom-pass',
      },
    })
    await productApi(calendar.url, 'POST', '/revenue/settlement', { token: maker.token, body: {} })
  }, 180_000)

  it('marks a requested settlement as paid once, after confirming', async () => {
    const texts = adminEn.admin
    const { page, dialogs } = await open(
      '/studio2/admin/check-settlement',
      'en',
      calendarAdmin,
      calendar,
    )
    await page.getByRole('heading', { level: 1, name: texts['title_check-settlement'] }).waitFor()
    const list = page.getByRole('list', { name: texts.settleList })
    const item = list.getByRole('listitem').filter({ hasText: maker.user.oid })
    await item.getByRole('button', { name: texts.settleComplete }).click()
    await page.getByText(/^The \d{4}-\d{2} settlement of .+ is paid\.$/).waitFor()
    expect(dialogs).toHaveLength(1)
    await expect.poll(() => item.count()).toBe(0)
    await page.getByLabel(texts.settleStatus).selectOption('complete')
    const paid = list.getByRole('listitem').filter({ hasText: maker.user.oid })
    await paid.getByText(/^paid /).waitFor()
    expect(await paid.getByRole('button', { name: texts.settleComplete }).count()).toBe(0)
    await bothSizes(page, 'admin-settlement-paid-en', 'settlements paid')
    const settlements = await productApi<{
      settlements: { oid: string; creatorOid: string; status: string }[]
    }>(calendar.url, 'GET', '/revenue/admin/settlements?status=complete', {
      token: calendarAdmin.token,
    })
    const mine = settlements.settlements.filter((entry) => entry.creatorOid === maker.user.oid)
    expect(mine).toHaveLength(1)
    const log = await productApi<{ entries: { path: string; method: string }[] }>(
      calendar.url,
      'GET',
      `/admin/audit-log?q=${mine[0]?.oid}`,
      { token: calendarAdmin.token },
    )
    expect(log.entries.map((entry) => `${entry.method} ${entry.path}`)).toEqual([
      `POST /api/revenue/admin/settlements/${mine[0]?.oid}/complete`,
    ])
  })
})
