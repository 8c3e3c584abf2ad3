/**
 * One-touch cards in My Info, in Chromium: a reader registers the sandbox card (landing on
 * /charge/registrationok and back), buys 300 coins with one touch (one confirm request, one
 * payment, 300 coins), and deletes the card; then the seven /charge/* pages each answer
 * with a way back to where the buyer came from. English and Korean, 1280×800 and 390×844.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { productApi } from './support/api'
import { closeContexts, workerBrowser } from './support/browser'
import { type Login, noOverflow, registerAccount, resizeTo, VIEWPORTS } from './support/people'
import { openPlayerPage } from './support/player-pages'
import { sharedProduct } from './support/products'
import { screenshot } from './support/screenshots'
import type { RunningProduct } from './support/server'

const stamp = Date.now().toString(36).slice(-5)
const RETURN_KEY = 'taleloom.charge.returnTo'

let product: RunningProduct
let browser: Browser

beforeAll(async () => {
  product = sharedProduct()
  browser = await workerBrowser()
}, 120_000)

afterAll(async () => {
  await closeContexts(browser)
})

const heading = (page: Page) => page.getByRole('heading', { level: 1 })
const api = <Result>(login: Login, method: 'GET' | 'POST', path: string, body?: object) =>
  productApi<Result>(product.url, method, path, {
    token: login.token,
    ...(body ? { body: body as Record<string, unknown> } : {}),
  })

/** Both sizes of the page as it is now, each checked for sideways scrolling. */
async function shoot(page: Page, name: string) {
  for (const viewport of VIEWPORTS) {
    await resizeTo(page, viewport)
    await noOverflow(page, `${name} at ${viewport.name}`)
    await screenshot(page, `one-touch-${name}-${viewport.name}`)
  }
  await resizeTo(page, VIEWPORTS[0])
}

describe('one-touch cards in My Info', () => {
  it('registers a card, pays once with it, and deletes it', async () => {
    const reader = await registerAccount(product, `touchreader${stamp}`)
    const page = await openPlayerPage(browser, product.url, '/myinfo?tab=wallet', {
      login: reader,
    })
    const section = page.locator('section.one-touch')
    await section.getByText('No saved card yet.', { exact: false }).waitFor()
    await shoot(page, 'wallet-empty-en')

    await section.getByRole('button', { name: 'Register a card' }).click()
    await page.waitForURL(/\/charge\/registrationok\?cardOid=[0-9a-f]{24}$/)
    await expect.poll(() => heading(page).textContent()).toBe('Card registered')
    await page.getByText('Sandbox card •••• 4242 is registered.', { exact: false }).waitFor()
    await shoot(page, 'registration-ok-en')
    await page.getByTestId('charge-way-back').click()
    await page.waitForURL(/\/myinfo\?tab=wallet$/)

    const confirms: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/api/payment/one-touch/confirm')) confirms.push(request.url())
    })
    await section.getByTestId('one-touch-cards').getByText('Sandbox card •••• 4242').waitFor()
    await section.getByLabel('Coins').selectOption('300')
    await section.getByLabel('Currency').selectOption('USD')
    await section.getByText('You pay $32.99').waitFor()
    await section.getByTestId('one-touch-pay').click()
    await section
      .getByTestId('one-touch-result')
      .getByText('300 coins were added to your wallet ($32.99 charged).')
      .waitFor()
    await page.getByTestId('wallet-coins').getByText('300').waitFor()
    expect(confirms).toHaveLength(1)
    const balances = await api<{ balances: { coins: number } }>(
      reader,
      'GET',
      '/story-chat/convert/credit',
    )
    expect(balances.balances.coins).toBe(300)
    const history = await api<{ items: unknown[] }>(reader, 'GET', '/live/paymenthistory')
    expect(history.items).toHaveLength(1)
    await shoot(page, 'wallet-paid-en')

    await section.getByRole('button', { name: 'Delete' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByText('cancelled from next month', { exact: false }).waitFor()
    await shoot(page, 'delete-dialog-en')
    await dialog.getByRole('button', { name: 'Delete card' }).click()
    await section.getByText('The card was deleted.').waitFor()
    await section.getByText('No saved card yet.', { exact: false }).waitFor()
    const cards = await api<{ cards: unknown[] }>(reader, 'GET', '/payment/one-touch')
    expect(cards.cards).toEqual([])
    await page.context().close()

    // The same screen in Korean: a Korean visitor pays in KRW, which one-touch refuses.
    await api(reader, 'POST', '/payment/registercard', {})
    const ko = await openPlayerPage(browser, product.url, '/myinfo?tab=wallet', {
      login: reader,
      language: 'ko',
    })
    await ko.locator('section.one-touch').getByText('원화(KRW)', { exact: false }).waitFor()
    await ko.getByTestId('one-touch-cards').waitFor()
    await shoot(ko, 'wallet-ko')
    await ko.context().close()
  })

  it('the seven payment pages each lead back to where the buyer came from', async () => {
    const buyer = await registerAccount(product, `touchbuyer${stamp}`)
    const card = await api<{ cardOid: string }>(buyer, 'POST', '/payment/registercard', {})
    const paid = await api<{ paymentOid: string }>(buyer, 'POST', '/payment/one-touch/confirm', {
      cardOid: card.cardOid,
      coins: 100,
      currency: 'USD',
      idempotencyKey: `pages-${stamp}`,
    })
    const declined = await api<{ paymentOid: string; redirectUrl: string }>(
      buyer,
      'POST',
      '/payment/charge',
      { coins: 100 },
    )
    const decline = new URL(declined.redirectUrl, product.url)
    decline.pathname += '/decline'
    expect((await fetch(decline, { method: 'POST', redirect: 'manual' })).status).toBe(303)

    const from = '/myinfo?tab=wallet'
    const pages: [string, string, string | null][] = [
      ['/charge/dummy', 'Opening the payment page…', 'dummy'],
      [`/charge/success?paymentOid=${paid.paymentOid}`, 'Payment complete', null],
      [`/charge/success2?paymentOid=${paid.paymentOid}`, 'Payment complete', null],
      [`/charge/success/new?paymentOid=${paid.paymentOid}`, 'Payment complete', null],
      [`/charge/fail?paymentOid=${declined.paymentOid}&reason=declined`, 'Payment failed', null],
      [`/charge/registrationok?cardOid=${card.cardOid}`, 'Card registered', 'registration-ok'],
      [
        '/charge/registrationfail?reason=PROVIDER_ERROR',
        'Card not registered',
        'registration-fail',
      ],
    ]
    for (const language of ['en', 'ko'] as const) {
      for (const [path, title, shot] of pages) {
        if (language === 'ko' && !shot) continue
        const page = await openPlayerPage(browser, product.url, path, {
          login: buyer,
          language,
        })
        // Where the buyer came from, as the wallet and the chat remember it before leaving.
        await page.evaluate(
          ([key, value]) => sessionStorage.setItem(key as string, value as string),
          [RETURN_KEY, from],
        )
        await page.reload()
        if (language === 'en') await expect.poll(() => heading(page).textContent()).toBe(title)
        else await heading(page).waitFor()
        const link = page.getByRole('link', {
          name: language === 'en' ? 'Back to where you were' : '이전 페이지로 돌아가기',
        })
        expect(await link.getAttribute('href')).toBe(from)
        if (shot) await shoot(page, `${shot}-${language}`)
        if (path.startsWith('/charge/registrationfail') && language === 'en') {
          await link.click()
          await page.waitForURL(/\/myinfo\?tab=wallet$/)
          await page.locator('section.one-touch').waitFor()
        }
        await page.context().close()
      }
    }
  })
})
