/**
 * Gift-card points through the screens in Chromium: a visitor opens the popup from the footer
 * and is asked to log in; a reader chooses 3,000 points on the charge page, pays on the sandbox
 * checkout, and lands on the result page with the card's code, bought once. English and
 * Korean, 1280×800 and 390×844.
 */
import type { Browser, Request } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { paymentsKo } from '../../web/i18n/resources/player/payments/ko'
import { productApi } from './support/api'
import { closeContexts, workerBrowser } from './support/browser'
import { type Login, noOverflow, registerAccount, resizeTo, VIEWPORTS } from './support/people'
import { openPlayerPage } from './support/player-pages'
import { sharedProduct } from './support/products'
import { screenshot } from './support/screenshots'
import type { RunningProduct } from './support/server'

const stamp = Date.now().toString(36).slice(-5)

let product: RunningProduct
let browser: Browser

beforeAll(async () => {
  product = sharedProduct()
  browser = await workerBrowser()
}, 120_000)

afterAll(async () => {
  await closeContexts(browser)
})

const open = (login: Login | null, path: string, language: 'en' | 'ko' = 'en') =>
  openPlayerPage(browser, product.url, path, { login, language })

describe('gift-card points', () => {
  it('asks a visitor to log in, in Korean on a phone', async () => {
    const page = await open(null, '/', 'ko')
    await resizeTo(page, VIEWPORTS[1])
    const texts = paymentsKo.giftCards
    await page.locator('.app-footer').getByRole('button', { name: texts.open }).click()
    const dialog = page.getByTestId('gift-card-dialog')
    await dialog.getByRole('button', { name: texts.logInToBuy }).waitFor()
    await expect.poll(() => dialog.locator('.gift-card-item').count()).toBe(5)
    await noOverflow(page, 'gift-card popup, phone, Korean')
    await screenshot(page, 'gift-cards-popup-phone-ko')
    await resizeTo(page, VIEWPORTS[0])
    await screenshot(page, 'gift-cards-popup-desktop-ko')
    await dialog.getByRole('button', { name: texts.logInToBuy }).click()
    await page.getByRole('dialog', { name: /로그인/ }).waitFor()
    await page.context().close()
  })

  it('sells a reader 3,000 points once and shows the code', async () => {
    const reader = await registerAccount(product, `cardbuyer${stamp}`)
    const page = await open(reader, '/charge')
    const starts: Request[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/content/dl-giftcard'))
        starts.push(request)
    })
    await page.getByRole('button', { name: 'Gift-card points' }).click()
    const dialog = page.getByTestId('gift-card-dialog')
    const buy = dialog.getByRole('button', { name: 'Buy', exact: true })
    expect(await buy.isDisabled()).toBe(true)
    await dialog.getByRole('button', { name: /3,000 points/ }).click()
    await screenshot(page, 'gift-cards-popup-desktop-en')
    await buy.dblclick()
    await page.waitForURL(/\/api\/payment\/sandbox\/checkout\//)
    await page.getByRole('button', { name: 'Approve payment' }).click()
    await page.waitForURL(/\/charge\/success\?paymentOid=[0-9a-f]{24}$/)
    await page.getByText('Your gift-card code is below.').waitFor()
    const cards = page.getByTestId('my-gift-cards').locator('li')
    await expect.poll(() => cards.count()).toBe(1)
    expect(await cards.first().textContent()).toContain('3,000 points')
    await resizeTo(page, VIEWPORTS[1])
    await noOverflow(page, 'gift card result, phone')
    await screenshot(page, 'gift-cards-result-phone-en')
    expect(starts).toHaveLength(1)
    const mine = await productApi<{ giftCards: { code: string }[] }>(
      product.url,
      'GET',
      '/content/dl-giftcard/mine',
      { token: reader.token },
    )
    expect(mine.giftCards).toHaveLength(1)
    expect(await cards.first().locator('.gift-card-code').textContent()).toBe(
      mine.giftCards[0]?.code,
    )
    await page.context().close()
  })
})
