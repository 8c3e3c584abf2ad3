/**
 * Buying coins in a real browser through the sandbox checkout: log in, open /charge,
 * buy a package, approve on the sandbox page, land on /charge/success and see the new
 * balance and the purchase in the history; a declined checkout lands on /charge/fail; the
 * wallet explains each of its four balances in a line.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { closeContexts, workerBrowser } from './support/browser'
import { sharedProduct } from './support/products'
import { SCREENSHOT_DIR, screenshot } from './support/screenshots'
import { ADMIN_EMAIL, ADMIN_PASSWORD, type RunningProduct } from './support/server'

let product: RunningProduct
let browser: Browser
let context: BrowserContext
let page: Page

beforeAll(async () => {
  product = sharedProduct()
  browser = await workerBrowser()
  context = await browser.newContext({ locale: 'en-US', viewport: { width: 1200, height: 860 } })
  page = await context.newPage()
  page.setDefaultTimeout(20_000)
})

afterAll(async () => {
  await closeContexts(browser)
  console.log(`Screenshots: ${SCREENSHOT_DIR}`)
})

const heading = () => page.getByRole('heading', { level: 1 })

describe('charging coins in the browser', () => {
  it('asks a signed-out visitor to log in, then shows the packages', async () => {
    await page.goto(`${product.url}/charge`)
    await page.getByText('Log in to charge coins.').waitFor()
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click()
    const form = page.getByRole('dialog')
    await form.getByLabel('E-mail').fill(ADMIN_EMAIL)
    await form.getByLabel('Password').fill(ADMIN_PASSWORD)
    await form.getByRole('button', { name: 'Log in' }).click()
    await form.waitFor({ state: 'detached' })
    await expect.poll(() => heading().textContent()).toBe('Charge coins')
    await page.getByTestId('coin-balance').getByText('Your coins: 0').waitFor()
    // US visitor: dollars, with the +10% buyer price next to the shown (net) price.
    await page.getByText('$30.00 + VAT and fees').waitFor()
    await page.getByText('You pay $33.00').waitFor()
    expect(await page.title()).toBe('Charge coins · Taleloom')
    await screenshot(page, 'payments-01-charge')
  })

  it('buys 300 coins through the sandbox checkout and sees balance and history', async () => {
    await page.getByRole('button', { name: 'Buy 300 coins for $33.00' }).click()
    await page.waitForURL(/\/api\/payment\/sandbox\/checkout\//)
    await expect.poll(() => heading().textContent()).toBe('Sandbox checkout')
    await page.getByText('33.00 USD').waitFor()
    await screenshot(page, 'payments-02-sandbox-checkout')
    await page.getByRole('button', { name: 'Approve payment' }).click()

    await page.waitForURL(/\/charge\/success\?paymentOid=[0-9a-f]{24}$/)
    await expect.poll(() => heading().textContent()).toBe('Payment complete')
    await page.getByText('300 coins were added to your wallet.').waitFor()
    await page.getByTestId('coin-balance').getByText('Coin balance: 300').waitFor()
    const rows = page.getByTestId('payment-history').locator('tbody tr')
    await expect.poll(() => rows.count()).toBe(1)
    expect(await rows.first().textContent()).toContain('$33.00')
    expect(await rows.first().locator('td').nth(1).textContent()).toBe('300')
    await screenshot(page, 'payments-03-success')
  })

  it('a declined checkout lands on /charge/fail and credits nothing', async () => {
    await page.getByRole('link', { name: 'Charge more coins' }).click()
    await expect.poll(() => heading().textContent()).toBe('Charge coins')
    await page.getByRole('button', { name: 'Buy 100 coins for $11.00' }).click()
    await page.waitForURL(/\/api\/payment\/sandbox\/checkout\//)
    await page.getByRole('button', { name: 'Decline' }).click()
    await page.waitForURL(/\/charge\/fail\?paymentOid=/)
    await expect.poll(() => heading().textContent()).toBe('Payment failed')
    await page.getByText('The payment was not completed. Nothing was charged.').waitFor()
    await page.getByTestId('coin-balance').getByText('Coin balance: 300').waitFor()
    await expect.poll(() => page.getByTestId('payment-history').locator('tbody tr').count()).toBe(1)
    await screenshot(page, 'payments-04-fail')
  })

  it('the wallet shows the coins bought and says in one line what each balance is for', async () => {
    await page.goto(`${product.url}/myinfo?tab=wallet`)
    await page.getByTestId('wallet-coins').getByText('300').waitFor()
    const hints = {
      coins: 'Bought with money; pay for contents, tips, tickets and chat credits.',
      bonusCoins: 'Gifts from promotions; pay for contents and tickets that accept them.',
      credits: 'Made from coins; pay for story chat replies.',
      bonusCredits: 'From the daily check-in; spent first in story chat, within a daily limit.',
    }
    for (const [key, hint] of Object.entries(hints)) {
      const line = page.getByTestId(`wallet-${key}`).locator('.wallet-stat-hint')
      expect(await line.textContent()).toBe(hint)
    }
    await screenshot(page, 'payments-05-wallet')
  })
})
