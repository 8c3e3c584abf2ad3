/**
 * The channel's Live Donation tab through the screens in Chromium: a streamer's channel shows
 * it (a creator who does not stream has none); a fan donates from it while the streamer is off
 * air, charged once, and appears in the top donors. English and Korean, 1280×800 and 390×844.
 */
import type { Browser, Request } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { channelsKo } from '../../web/i18n/resources/player/channels/ko'
import { productApi } from './support/api'
import { closeContexts, workerBrowser } from './support/browser'
import {
  buyCoins,
  type Login,
  noOverflow,
  registerAccount,
  resizeTo,
  VIEWPORTS,
} from './support/people'
import { openPlayerPage } from './support/player-pages'
import { sharedProduct } from './support/products'
import { screenshot } from './support/screenshots'
import type { RunningProduct } from './support/server'

const stamp = Date.now().toString(36).slice(-5)
const STREAM_URL = `tidepainter${stamp}`
const QUIET_URL = `quietwriter${stamp}`

let product: RunningProduct
let browser: Browser
let fan: Login

beforeAll(async () => {
  product = sharedProduct()
  browser = await workerBrowser()
  for (const [name, roles, customUrl] of [
    [`tidepainter${stamp}`, ['creator', 'livestreamer'], STREAM_URL],
    [`quietwriter${stamp}`, ['creator'], QUIET_URL],
  ] as const) {
    const owner = await registerAccount(product, name, [...roles])
    await productApi(product.url, 'POST', '/account/creator/register', {
      token: owner.token,
      body: { agreeTerms: true, agreeFeeTerms: true, customUrl },
    })
  }
  fan = await registerAccount(product, `shellcollector${stamp}`)
  await buyCoins(product, fan, 100)
}, 120_000)

afterAll(async () => {
  await closeContexts(browser)
})

const open = (path: string, language: 'en' | 'ko' = 'en') =>
  openPlayerPage(browser, product.url, path, { login: fan, language })

const tabs = (page: Awaited<ReturnType<typeof open>>) =>
  page.getByRole('navigation', { name: 'Channel sections' }).getByRole('link')

describe("a streamer's Live Donation tab", () => {
  it('takes a donation off air, charged once, and ranks the donor', async () => {
    const quiet = await open(`/c/${QUIET_URL}`)
    await quiet.getByTestId('channel-tab-home').waitFor()
    await expect.poll(() => tabs(quiet).allTextContents()).toEqual(['Home'])
    await quiet.context().close()

    const page = await open(`/c/${STREAM_URL}`)
    await expect.poll(() => tabs(page).allTextContents()).toContain('Live Donation')
    await tabs(page).filter({ hasText: 'Live Donation' }).click()
    await page.getByText('No donations yet. Be the first.').waitFor()
    const donations: Request[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/live/donation'))
        donations.push(request)
    })
    await page.locator('.donate-open').click()
    const dialog = page.getByRole('dialog')
    await dialog.locator('textarea').fill('For the next sea painting!')
    await dialog.getByLabel('Coins').fill('40')
    await dialog.locator('button[type="submit"]').click()
    await dialog.getByText('Thank you! Your donation was sent.').waitFor()
    expect(donations).toHaveLength(1)
    await page.keyboard.press('Escape')
    await page.reload()
    const donors = page.getByTestId('live-donation-donors').locator('li')
    await expect
      .poll(() => donors.allInnerTexts())
      .toEqual([expect.stringContaining(`shellcollector${stamp}`)])
    expect(await donors.first().textContent()).toContain('40 coins')
    const balances = await productApi<{ balances: { coins: number } }>(
      product.url,
      'GET',
      '/story-chat/convert/credit',
      { token: fan.token },
    )
    expect(balances.balances.coins).toBe(60)
    await screenshot(page, 'channel-live-donation-desktop-en')
    await resizeTo(page, VIEWPORTS[1])
    await noOverflow(page, 'Live Donation tab, phone')
    await screenshot(page, 'channel-live-donation-phone-en')
    await page.context().close()
  })

  it('reads in Korean on both sizes', async () => {
    const page = await open(`/c/${STREAM_URL}?tab=liveDonation`, 'ko')
    await page.getByText(channelsKo.channel.topDonors).waitFor()
    await page.getByTestId('live-donation-donors').locator('li').first().waitFor()
    await screenshot(page, 'channel-live-donation-desktop-ko')
    await resizeTo(page, VIEWPORTS[1])
    await noOverflow(page, 'Live Donation tab, phone, Korean')
    await screenshot(page, 'channel-live-donation-phone-ko')
    await page.context().close()
  })
})
