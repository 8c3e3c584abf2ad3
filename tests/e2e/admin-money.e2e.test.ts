/**
 * The admin's Money pages in real Chromium against `npm start`: the revenue totals by week
 * for a chosen window (chart and table), a grant found in a user's ledger and refunded once
 * after a reason and a confirmation (shown refunded, logged once, found again by its id),
 * story chat's credit reports, a gift card's sale stopped and resumed, the same pages in
 * Korean, a creator who meets not-found, a requested settlement marked as paid once
 * after confirming, and on a product of its own paying through the fake Stripe: a declined
 * renewal retried once (the card charged once more), the reconciliation of the days and an
 * external donation booked once. Screens in English and Korean, 1280×800 and 390×844.
 */
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type FakeStripe, startFakeStripe } from '../../platform/payments/testing'
import { adminEn } from '../../web/i18n/resources/studio/admin/en'
import { adminKo } from '../../web/i18n/resources/studio/admin/ko'
import { auditEntries, bothSizes, openAdminPage } from './support/admin-pages'
import { productApi } from './support/api'
import { closeContexts, workerBrowser } from './support/browser'
import { adminLogin, buyCoins, type Login, registerAccount } from './support/people'
import { keyedProduct, sharedProduct } from './support/products'
import { type RunningProduct, startProduct } from './support/server'

let product: RunningProduct
let browser: Browser
let admin: Login
let creator: Login
let member: Login
const REASON = 'Granted twice by mistake'

const open = (path: string, language: 'en' | 'ko', who: Login, on = product) =>
  openAdminPage(browser, on.url, path, language, who, { promptAnswer: REASON })

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
    const entries = await auditEntries(product.url, admin, { target: member.user.oid })
    expect(entries.filter((entry) => entry.action === 'wallet.refund')).toEqual([
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

/**
 * Failed renewals, reconciliation and external donations on a product of this file's own,
 * paying through the local fake Stripe (the official client speaks its wire format): a fan
 * subscribes on 28 November; the product starts again on 1 December, its renewal run is
 * declined, and the admin retries it once from the page — the card charged once more.
 */
describe('admin money operations', () => {
  const suffix = Date.now() % 100_000
  let stripe: FakeStripe
  let dataDir = ''
  let shop: RunningProduct
  let shopAdmin: Login
  let streamer: Login
  let fan: Login
  const env = (clock: string, stripeUrl: string) => ({
    TALELOOM_CLOCK_START: clock,
    TALELOOM_PAYMENT_SANDBOX: '0',
    STRIPE_SECRET_KEY: 'sk_test_fake',
    STRIPE_WEBHOOK_SECRET: 'whsec_test_secret',
    STRIPE_API_BASE: stripeUrl,
  })
  const offSessionCharges = () =>
    stripe.requests.filter(
      (request) =>
        request.method === 'POST' &&
        request.path === '/v1/payment_intents' &&
        request.body.off_session === 'true',
    )

  beforeAll(async () => {
    browser = await workerBrowser()
    stripe = await startFakeStripe()
    dataDir = mkdtempSync(join(tmpdir(), 'taleloom-e2e-money-'))
    // Not a month's last day: subscriptions are closed then.
    const first = await startProduct({ dataDir, env: env('2026-11-28T12:00:00Z', stripe.url) })
    streamer = await registerAccount(first, `opsstreamer${suffix}`, ['creator', 'livestreamer'])
    fan = await registerAccount(first, `opsfan${suffix}`)
    await productApi(first.url, 'POST', '/account/creator/register', {
      token: streamer.token,
      body: { agreeTerms: true, agreeFeeTerms: true },
    })
    const tiers = await productApi<{ tiers: { tierHash: string }[] }>(
      first.url,
      'POST',
      '/account/modify/subscription_tiers',
      {
        token: streamer.token,
        body: { mode: 'push', tier: { name: 'Gold', price: 50, price_usd: 4.99 } },
      },
    )
    const ready = await productApi<{ paymentOid: string; redirectUrl: string }>(
      first.url,
      'POST',
      '/payment/subscription/ready',
      {
        token: fan.token,
        body: {
          creatorOid: streamer.user.oid,
          tierHash: tiers.tiers.at(-1)?.tierHash,
          currency: 'USD',
          agreeTerms: true,
        },
      },
    )
    stripe.paySession(ready.redirectUrl.split('/pay/')[1] ?? '')
    await productApi(first.url, 'POST', '/payment/subscription/confirm', {
      token: fan.token,
      body: { paymentOid: ready.paymentOid },
    })
    await first.stop()
    // The 1st: the renewal run at start is declined; the grace would try again on the 3rd.
    stripe.declineNext('card_declined')
    shop = await startProduct({ dataDir, env: env('2026-12-01T00:05:00Z', stripe.url) })
    shopAdmin = await adminLogin(shop)
    // The renewal run at start: wait until its declined attempt is recorded.
    for (let tries = 0; tries < 120; tries++) {
      const listed = await productApi<{ renewals: { failedAttempts: number }[] }>(
        shop.url,
        'GET',
        `/payment/admin/renewals?q=${fan.user.oid}`,
        { token: shopAdmin.token },
      )
      if (listed.renewals[0]?.failedAttempts === 1) break
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
  }, 600_000)
  afterAll(async () => {
    await shop?.stop()
    await stripe?.close()
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  })

  it('retries a declined renewal once from the page: one more charge, logged once', async () => {
    const texts = adminEn.admin
    expect(offSessionCharges()).toHaveLength(1)
    const { page, dialogs } = await open('/studio2/admin/revenue', 'en', shopAdmin, shop)
    await page
      .getByRole('navigation', { name: texts.menu })
      .getByRole('link', { name: texts.page_resub, exact: true })
      .click()
    await page.getByRole('heading', { level: 1, name: texts.title_resub }).waitFor()
    await page.getByRole('searchbox', { name: texts.resubSearch }).fill(fan.user.oid)
    await page.getByRole('button', { name: 'Search' }).click()
    const item = page
      .getByRole('list', { name: texts.resubList })
      .getByRole('listitem')
      .filter({ hasText: fan.user.oid })
    await item.getByText(texts.resubStatus_due).waitFor()
    await item.getByText('Attempt 1: refused', { exact: false }).waitFor()
    await bothSizes(page, 'admin-resub-en', 'failed renewals')
    await item.getByRole('button', { name: texts.resubRetry }).click()
    await page.getByText('The 2026-12 renewal is paid.').waitFor()
    expect(dialogs).toEqual([
      'Charge the card for 2026-12 now? It counts as one of the grace’s attempts.',
    ])
    await item.getByText(texts.resubStatus_paid).waitFor()
    await item.getByText('Attempt 2: paid', { exact: false }).waitFor()
    expect(await item.getByRole('button', { name: texts.resubRetry }).count()).toBe(0)
    // The declined attempt and the retry: the card was asked twice, paid once.
    expect(offSessionCharges()).toHaveLength(2)
    const renewals = await productApi<{
      renewals: { subscriptionOid: string; attempts: { status: string }[] }[]
    }>(shop.url, 'GET', `/payment/admin/renewals?q=${fan.user.oid}`, {
      token: shopAdmin.token,
    })
    const renewal = renewals.renewals[0]
    expect(renewal?.attempts.map((attempt) => attempt.status)).toEqual(['failed', 'paid'])
    const entries = await auditEntries(shop.url, shopAdmin, {
      target: renewal?.subscriptionOid ?? '',
    })
    expect(entries.filter((entry) => entry.action === 'billing.renewal-retry')).toHaveLength(1)
    await bothSizes(page, 'admin-resub-paid-en', 'failed renewals after the retry')
  })

  it('shows the reconciliation of the days with Stripe’s charges', async () => {
    const texts = adminEn.admin
    const { page } = await open('/studio2/admin/calc-charge', 'en', shopAdmin, shop)
    await page.getByRole('heading', { level: 1, name: texts['title_calc-charge'] }).waitFor()
    await page.getByLabel(texts.revFrom, { exact: true }).fill('2026-11-28')
    await page.getByLabel(texts.revTo, { exact: true }).fill('2026-12-01')
    await page.getByLabel(texts.calcFilter).selectOption('all')
    await page.getByRole('button', { name: texts.revShow }).click()
    await page.getByRole('heading', { name: 'Totals from 2026-11-28 to 2026-12-01' }).waitFor()
    await page
      .getByRole('rowheader', { name: /stripe/ })
      .first()
      .waitFor()
    await bothSizes(page, 'admin-calc-charge-en', 'reconciliation')
  })

  it('books an external donation once after confirming, and lists it', async () => {
    const texts = adminEn.admin
    const { page, dialogs } = await open('/studio2/admin/external-donation', 'en', shopAdmin, shop)
    await page.getByRole('heading', { level: 1, name: texts['title_external-donation'] }).waitFor()
    await page.getByLabel(texts.extCreator).first().fill(streamer.user.oid)
    await page.getByLabel(texts.extCoin).fill('500')
    await page.getByLabel(texts.extSource, { exact: true }).fill('Bank transfer')
    await page.getByLabel(texts.extContent).fill('For the December stream')
    await page.getByRole('button', { name: texts.extRecord }).click()
    await page.getByText('500 coins booked; 400 reach the streamer.').waitFor()
    expect(dialogs).toHaveLength(1)
    const list = page.getByRole('list', { name: texts.extList })
    await list.getByRole('listitem').filter({ hasText: 'For the December stream' }).waitFor()
    const entries = await auditEntries(shop.url, shopAdmin, { target: streamer.user.oid })
    expect(entries.filter((entry) => entry.action === 'live.external-donation')).toHaveLength(1)
    await bothSizes(page, 'admin-external-donation-en', 'external donations')
  })

  it('shows the three pages in Korean', async () => {
    const texts = adminKo.admin
    const { page } = await open('/studio2/admin/resub', 'ko', shopAdmin, shop)
    await page.getByRole('heading', { level: 1, name: texts.title_resub }).waitFor()
    await page.getByRole('list', { name: texts.resubList }).getByRole('listitem').first().waitFor()
    await bothSizes(page, 'admin-resub-ko', 'failed renewals in Korean')
    await page
      .getByRole('navigation', { name: texts.menu })
      .getByRole('link', { name: texts['page_calc-charge'], exact: true })
      .click()
    await page.getByRole('heading', { level: 1, name: texts['title_calc-charge'] }).waitFor()
    await bothSizes(page, 'admin-calc-charge-ko', 'reconciliation in Korean')
    await page
      .getByRole('navigation', { name: texts.menu })
      .getByRole('link', { name: texts['page_external-donation'], exact: true })
      .click()
    await page.getByRole('heading', { level: 1, name: texts['title_external-donation'] }).waitFor()
    await page.getByRole('list', { name: texts.extList }).getByRole('listitem').first().waitFor()
    await bothSizes(page, 'admin-external-donation-ko', 'external donations in Korean')
  })

  it('is not found for a creator, and the calls refuse them', async () => {
    const { page } = await open('/studio2/admin/resub', 'en', streamer, shop)
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor()
    await expect(
      productApi(shop.url, 'GET', '/payment/admin/renewals', { token: streamer.token }),
    ).rejects.toThrow(/403/)
  })
})
