/**
 * Donations and alerts in real Chromium against `npm start`. A viewer without coins opens the
 * donation dialog on the live page (English and Korean, desktop and phone) and is offered
 * charging; a viewer who bought coins through the sandbox checkout sends a message and spins
 * the streamer's roulette while the overlay page, opened from its signed address, shows both
 * alerts; the studio's test-alert button reaches the overlay in Korean. Every alert the overlay
 * puts on screen is recorded until the studio's test alert, sent after the donations, has played:
 * one alert per donation, one spoken message (an expected failure while the overlay plays every
 * alert twice). Console errors, page errors and failed requests fail the run. Screens saved.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { productApi } from './support/api'
import { closeContexts, workerBrowser } from './support/browser'
import { CDN, openLivePage, overlayScreenshot } from './support/live-pages'
import { adminLogin, buyCoins, type Login, registerAccount, VIEWPORTS } from './support/people'
import { sharedProduct } from './support/products'
import { screenshot } from './support/screenshots'
import type { RunningProduct } from './support/server'

let product: RunningProduct
let browser: Browser
let streamer: Login
let viewer: Login
let poor: Login
let voiceAdded = false
/** What went wrong in any page: console errors, uncaught errors, failed requests. */
const problems: string[] = []

const api = <Result>(
  method: 'GET' | 'POST',
  path: string,
  options?: { token?: string; body?: Record<string, unknown> },
) => productApi<Result>(product.url, method, path, options)

/** A page of the player; the refused donation's 403 is on purpose. */
const newPage = (
  viewport: { width: number; height: number },
  language: 'en' | 'ko',
  who: Login | null,
) => openLivePage(browser, { viewport, language, who, problems, allowed: 403 })

const ROULETTE = ['Paint a lighthouse', 'A sea shanty', 'Name the next boat']

/** The streamer's live studio on its Donations tab, and the tab's alert-overlay section. */
async function openStudioDonations() {
  const { context, page } = await newPage(VIEWPORTS[0], 'en', streamer)
  await page.goto(`${product.url}/studio2/creator/live`)
  await page.getByRole('tab', { name: 'Donations' }).click()
  const overlay = page.getByRole('region', { name: 'Alert overlay' })
  await overlay.getByRole('textbox', { name: 'Overlay address' }).waitFor()
  return { context, page, overlay }
}

/**
 * Records in the overlay page every alert that comes on screen (each `.overlay-alert` the
 * page inserts, with its text) and every sound it starts playing, from the first paint on.
 */
async function recordAlerts(context: BrowserContext) {
  await context.addInitScript(() => {
    const alerts: string[] = []
    const played: string[] = []
    Object.assign(window, { alerts, played })
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes) {
          if (!(node instanceof Element)) continue
          for (const alert of [node, ...node.querySelectorAll('.overlay-alert')])
            if (alert.matches('.overlay-alert')) alerts.push(alert.textContent ?? '')
        }
    }).observe(document, { childList: true, subtree: true })
    const play = HTMLMediaElement.prototype.play
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      return play.call(this).then(() => {
        played.push(this.currentSrc || this.src)
      })
    }
  })
}

const recorded = (page: Page) =>
  page.evaluate(() => {
    const { alerts, played } = window as unknown as { alerts: string[]; played: string[] }
    return { alerts: [...alerts], played: [...played] }
  })

describe('live donations and the alert overlay', () => {
  beforeAll(async () => {
    product = sharedProduct()
    browser = await workerBrowser()
    streamer = await registerAccount(product, 'harbourpainter', ['creator', 'livestreamer'])
    viewer = await registerAccount(product, 'seabird')
    poor = await registerAccount(product, 'driftwood')
    await api('POST', '/live/studio', {
      token: streamer.token,
      body: {
        creatorOid: streamer.user.oid,
        info: {
          title: 'Painting a harbour at night, live',
          thumbnail: `${CDN}/live-thumb.png`,
          date: new Date().toISOString(),
          info: 'Watercolours and questions from chat.',
          tags: ['art'],
        },
      },
    })
    await api('POST', '/live/admin/tts/voice', {
      token: (await adminLogin(product)).token,
      body: { voiceId: 'en-us', name: 'Sam', price: 20 },
    })
    voiceAdded = true
    await api('POST', '/live/donation/options', {
      token: streamer.token,
      body: {
        creatorOid: streamer.user.oid,
        donationOptions: {
          useRouletteDonation: true,
          roulette: {
            entryFee: 30,
            items: ROULETTE.map((name, index) => ({ name, probability: index + 1 })),
          },
        },
      },
    })
    // The custom alert from 100 coins: the message shows it, the 30-coin spin the gift icon.
    await api('POST', '/live/overlay/settings', {
      token: streamer.token,
      body: { creatorOid: streamer.user.oid, alertImage: `${CDN}/alert.png`, alertMinCoin: 100 },
    })
    await buyCoins(product, viewer, 300)
  }, 300_000)
  afterAll(async () => {
    await closeContexts(browser)
    // The voice is the site's: the product's next files find the voices as they were.
    if (voiceAdded)
      await productApi(product.url, 'DELETE', '/live/admin/tts/voice', {
        token: (await adminLogin(product)).token,
        body: { voiceId: 'en-us' },
      })
  })

  it('the donation dialog offers charging when coins are short, in English and Korean', async () => {
    for (const language of ['en', 'ko'] as const) {
      for (const viewport of VIEWPORTS) {
        const { context, page } = await newPage(viewport, language, poor)
        await page.goto(`${product.url}${language === 'ko' ? '/ko' : ''}/live/${streamer.user.oid}`)
        await page.locator('.donate-open').click()
        const dialog = page.getByRole('dialog')
        await dialog
          .locator('textarea')
          .fill(language === 'ko' ? '오늘 그림 정말 멋져요!' : 'Lovely colours tonight!')
        await screenshot(page, `live-donation-dialog-${language}-${viewport.name}`)
        await dialog.locator('.donation-kind').nth(1).click()
        await dialog.locator('.donation-items li').nth(2).waitFor()
        await screenshot(page, `live-donation-roulette-${language}-${viewport.name}`)
        await dialog.locator('button[type="submit"]').click()
        await dialog.locator('a[href$="/charge"]').waitFor()
        await screenshot(page, `live-donation-short-${language}-${viewport.name}`)
        await context.close()
      }
    }
    expect(problems).toEqual([])
  }, 240_000)

  it('a viewer with coins sends a message and spins the roulette; the overlay shows both', async () => {
    const { url } = await api<{ url: string }>('POST', '/live/overlay/url', {
      token: streamer.token,
      body: { creatorOid: streamer.user.oid },
    })
    const overlay = await newPage({ width: 1280, height: 800 }, 'en', null)
    // Each sound the overlay starts playing, once the browser has begun playing it.
    await overlay.context.addInitScript(() => {
      const played: string[] = []
      Object.assign(window, { played })
      const play = HTMLMediaElement.prototype.play
      HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
        return play.call(this).then(() => {
          played.push(this.currentSrc || this.src)
        })
      }
    })
    await overlay.page.goto(`${product.url}${url}`)
    await overlay.page.getByTestId('alert-overlay').waitFor({ state: 'attached' })
    const background = await overlay.page.evaluate(
      () => getComputedStyle(document.body).backgroundColor,
    )
    expect(background).toMatch(/rgba\(0, 0, 0, 0\)|transparent/)
    // Alerts reach the overlay once live chat has welcomed its socket.
    await overlay.page.locator('[data-testid="alert-overlay"][data-connected="true"]').waitFor({
      state: 'attached',
    })

    const fan = await newPage({ width: 1280, height: 800 }, 'en', viewer)
    await fan.page.goto(`${product.url}/live/${streamer.user.oid}`)
    await fan.page.locator('.donate-open').click()
    const dialog = fan.page.getByRole('dialog')
    await dialog.locator('textarea').fill('Lovely colours tonight!')
    await dialog.getByLabel('Coins').fill('100')
    await dialog.getByLabel('Read it aloud').selectOption({ label: 'Sam (+20 coins)' })
    await dialog.locator('button[type="submit"]').click()
    await dialog.getByText('Thank you! Your donation was sent.').waitFor()

    const alert = overlay.page.locator('.overlay-alert')
    await alert.getByText('seabird sent 100 coins').waitFor()
    await alert.getByText('Lovely colours tonight!').waitFor()
    await expect
      .poll(() =>
        alert
          .locator('img.overlay-image')
          .evaluate((image: HTMLImageElement) => image.naturalWidth),
      )
      .toBeGreaterThan(0)
    await overlayScreenshot(overlay.page, 'live-overlay-alert-en-desktop')
    // The overlay speaks it: espeak-ng's rendering of the message, played by the page.
    await expect
      .poll(() => overlay.page.evaluate(() => (window as unknown as { played: string[] }).played), {
        timeout: 60_000,
      })
      .toEqual([expect.stringContaining('/api/live/tts/audio/')])

    await dialog.locator('.donation-kind').nth(1).click()
    await dialog.locator('button[type="submit"]').click()
    const result = dialog.locator('.donation-items li.is-won')
    await result.waitFor()
    const won = (await result.locator('span').first().textContent()) ?? ''
    expect(ROULETTE).toContain(won)
    await screenshot(fan.page, 'live-donation-spun-en-desktop')

    // Alerts play one at a time: the roulette's follows the message's.
    await alert.getByText(`Roulette: ${won}`).waitFor()
    await alert.getByText('seabird sent 30 coins').waitFor()
    // The message typed before switching to the roulette is not sent with the spin.
    expect(await alert.locator('.overlay-message').count()).toBe(0)
    await overlayScreenshot(overlay.page, 'live-overlay-roulette-en-desktop')
    await fan.context.close()
    await overlay.context.close()

    // The same overlay in Korean, with the test alert the studio's button sends.
    const korean = await newPage({ width: 1280, height: 800 }, 'ko', null)
    await korean.page.goto(`${product.url}${url}`)
    await korean.page.getByTestId('alert-overlay').waitFor({ state: 'attached' })
    await korean.page.locator('[data-testid="alert-overlay"][data-connected="true"]').waitFor({
      state: 'attached',
    })
    const studio = await openStudioDonations()
    await studio.overlay.getByRole('button', { name: 'Send a test alert' }).click()
    await studio.overlay.getByText('A test alert was sent to your overlay.').waitFor()
    const test = korean.page.locator('.overlay-alert')
    await test.getByText('harbourpainter님이 1000코인을 후원했어요').waitFor()
    expect(await test.locator('.overlay-test').textContent()).toBe('테스트')
    await overlayScreenshot(korean.page, 'live-overlay-alert-ko-desktop')
    await studio.context.close()
    await korean.context.close()
    expect(problems).toEqual([])
  }, 240_000)

  it('the overlay plays each donation’s alert once, over a full cycle', async () => {
    const studio = await openStudioDonations()
    const address = await studio.overlay
      .getByRole('textbox', { name: 'Overlay address' })
      .inputValue()
    const overlay = await newPage({ width: 1280, height: 800 }, 'en', null)
    await recordAlerts(overlay.context)
    // The overlay counts a view when a donation's alert comes on: the server's side of each.
    const views: number[] = []
    overlay.page.on('response', (response) => {
      if (response.url().includes('/api/live/overlay/views')) views.push(response.status())
    })
    await overlay.page.goto(address)
    await overlay.page.locator('[data-testid="alert-overlay"][data-connected="true"]').waitFor({
      state: 'attached',
    })

    const fan = await newPage({ width: 1280, height: 800 }, 'en', viewer)
    await fan.page.goto(`${product.url}/live/${streamer.user.oid}`)
    // The chat's highlighted lines of the earlier test's donations: this test's come after.
    await fan.page.locator('.livechat[data-status="open"]').waitFor()
    const lines = fan.page.locator('.livechat-notice.is-highlighted')
    const earlier = await lines.count()
    await fan.page.locator('.donate-open').click()
    const dialog = fan.page.getByRole('dialog')
    await dialog.locator('textarea').fill('Once more, with the lighthouse!')
    await dialog.getByLabel('Coins').fill('100')
    await dialog.getByLabel('Read it aloud').selectOption({ label: 'Sam (+20 coins)' })
    await dialog.locator('button[type="submit"]').click()
    await dialog.getByText('Thank you! Your donation was sent.').waitFor()
    await dialog.locator('.donation-kind').nth(1).click()
    await dialog.locator('button[type="submit"]').click()
    const won = (await dialog.locator('.donation-items li.is-won span').first().textContent()) ?? ''
    expect(ROULETTE).toContain(won)
    // The studio's test alert goes out after both donations on the same live chat, so once it
    // has played and the overlay is empty, everything the two donations caused has played too.
    await studio.overlay.getByRole('button', { name: 'Send a test alert' }).click()
    await studio.overlay.getByText('A test alert was sent to your overlay.').waitFor()
    await expect
      .poll(
        async () => ({
          views: views.length,
          testShown: (await recorded(overlay.page)).alerts.some((text) =>
            text.includes('harbourpainter sent 1000 coins'),
          ),
          onScreen: await overlay.page.locator('.overlay-alert').count(),
        }),
        { timeout: 120_000, interval: 200 },
      )
      .toEqual({ views: 2, testShown: true, onScreen: 0 })

    const { alerts, played } = await recorded(overlay.page)
    expect(alerts).toEqual([
      expect.stringContaining('seabird sent 100 coins'),
      expect.stringContaining(`Roulette: ${won}`),
      expect.stringContaining('harbourpainter sent 1000 coins'),
    ])
    expect(alerts[0]).toContain('Once more, with the lighthouse!')
    expect(views).toEqual([200, 200])
    // One spoken message, spoken once.
    expect(played).toEqual([expect.stringContaining('/api/live/tts/audio/')])
    // The chat keeps both as highlighted lines, once each; the studio's test alert is not one.
    expect((await lines.locator('.livechat-notice-text').allTextContents()).slice(earlier)).toEqual(
      ['seabird donated 100 coins', `seabird spun the roulette for 30 coins: ${won}`],
    )
    expect(await lines.nth(earlier).locator('.livechat-notice-detail').textContent()).toBe(
      'Once more, with the lighthouse!',
    )
    await dialog.getByRole('button', { name: 'Close' }).click()
    await lines.last().scrollIntoViewIfNeeded()
    await screenshot(fan.page, 'live-chat-donation-lines-en-desktop')
    await fan.context.close()
    await overlay.context.close()
    await studio.context.close()
    expect(problems).toEqual([])
  }, 240_000)
})
