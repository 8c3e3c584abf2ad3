/**
 * Mission donations in real Chromium against `npm start`. A viewer without coins fills the
 * mission form (English and Korean, desktop and phone) and is offered charging; a viewer who
 * bought coins stakes a mission the overlay shows, adds coins to it, and after the streamer
 * accepts and marks it a success through the API the coins have moved as the settlement rules
 * say; a second mission cancelled before acceptance gives back all but the penalty.
 * Console errors, page errors and failed requests fail the run. Screens saved for review.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { productApi } from './support/api'
import { closeContexts, workerBrowser } from './support/browser'
import { CDN, openLivePage, overlayScreenshot } from './support/live-pages'
import { buyCoins, type Login, registerAccount, VIEWPORTS } from './support/people'
import { sharedProduct } from './support/products'
import { screenshot } from './support/screenshots'
import type { RunningProduct } from './support/server'

let product: RunningProduct
let browser: Browser
let streamer: Login
let viewer: Login
let poor: Login
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

type Balances = { balances: { coins: number; earnings: number } }
type Mission = { oid: string; status: string; coin: number; creatorCoin: number | null }

const balances = async (who: Login) =>
  (await api<Balances>('GET', '/story-chat/convert/credit', { token: who.token })).balances

/** The streamer's settings: a 50-coin minimum and a 20% cancellation penalty. */
const TERMS = { minimumEntryFee: 50, cancellationPenaltyPercent: 20, failureRewardPercent: 10 }

async function openMissionForm(page: Page, language: 'en' | 'ko') {
  await page.goto(`${product.url}${language === 'ko' ? '/ko' : ''}/live/${streamer.user.oid}`)
  await page.locator('.donate-open').click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: language === 'ko' ? '미션' : 'Mission' }).click()
  await dialog.locator('.mission-mine').waitFor()
  return dialog
}

describe('mission donations', () => {
  beforeAll(async () => {
    product = sharedProduct()
    browser = await workerBrowser()
    streamer = await registerAccount(product, 'lanternkeeper', ['creator', 'livestreamer'])
    viewer = await registerAccount(product, 'tidewatcher')
    poor = await registerAccount(product, 'saltmarsh')
    await api('POST', '/live/studio', {
      token: streamer.token,
      body: {
        creatorOid: streamer.user.oid,
        info: {
          title: 'Lighthouse sketches, live',
          thumbnail: `${CDN}/live-thumb.png`,
          date: new Date().toISOString(),
          info: 'Ink and missions from chat.',
          tags: ['art'],
        },
      },
    })
    await api('POST', '/live/donation/options', {
      token: streamer.token,
      body: {
        creatorOid: streamer.user.oid,
        donationOptions: { useMissionDonation: true, mission: TERMS },
      },
    })
    await buyCoins(product, viewer, 300)
  }, 300_000)
  afterAll(async () => {
    await closeContexts(browser)
  })

  it('the mission form, and charging when coins are short, in English and Korean', async () => {
    for (const language of ['en', 'ko'] as const) {
      for (const viewport of VIEWPORTS) {
        const { context, page } = await newPage(viewport, language, poor)
        const dialog = await openMissionForm(page, language)
        // Sent without a task: the form says what it needs, in the page's language, before any call.
        await dialog.locator('button[type="submit"]').click()
        await dialog.locator('.field-error:visible').waitFor()
        expect(await dialog.locator('.field-error:visible').count()).toBe(1)
        await dialog
          .locator('textarea')
          .fill(language === 'ko' ? '등대를 보라색으로 칠해 주세요' : 'Paint the lighthouse purple')
        await dialog.locator('input[type="number"]').first().fill('900')
        await dialog.locator('input[type="number"]').nth(1).fill('100')
        await screenshot(page, `live-mission-form-${language}-${viewport.name}`)
        await dialog.locator('button[type="submit"]').click()
        await dialog.locator('a[href$="/charge"]').waitFor()
        await screenshot(page, `live-mission-short-${language}-${viewport.name}`)
        await context.close()
      }
    }
    expect(problems).toEqual([])
  }, 240_000)

  it('a viewer stakes a mission the overlay shows; success and a cancellation settle the coins', async () => {
    const { url } = await api<{ url: string }>('POST', '/live/overlay/url', {
      token: streamer.token,
      body: { creatorOid: streamer.user.oid },
    })
    const overlay = await newPage({ width: 1280, height: 800 }, 'en', null)
    await overlay.page.goto(`${product.url}${url}`)
    await overlay.page.getByTestId('alert-overlay').waitFor({ state: 'attached' })
    // Alerts reach the overlay once live chat has welcomed its socket.
    await overlay.page.locator('[data-testid="alert-overlay"][data-connected="true"]').waitFor({
      state: 'attached',
    })
    const before = { viewer: await balances(viewer), streamer: await balances(streamer) }
    expect(before.viewer.coins).toBe(300)

    const fan = await newPage({ width: 1280, height: 800 }, 'en', viewer)
    const dialog = await openMissionForm(fan.page, 'en')
    await dialog.getByText('You have no pending or accepted missions here.').waitFor()
    await dialog.getByLabel('Task').fill('Paint the lighthouse purple')
    await dialog.getByLabel('Time limit (seconds)').fill('600')
    await dialog.getByText('0 h 10 min 0 s').waitFor()
    // Below the streamer's minimum entry fee: refused in the form.
    await dialog.getByLabel('Reward (coins)').fill('40')
    await dialog.getByRole('button', { name: 'Send mission' }).click()
    await dialog.locator('.field-error', { hasText: 'At least 50 coins.' }).waitFor()
    await dialog.getByLabel('Reward (coins)').fill('100')
    await dialog.getByRole('button', { name: 'Send mission' }).click()
    await dialog.getByText('Mission sent. The streamer can accept or refuse it.').waitFor()

    const alert = overlay.page.locator('.overlay-alert')
    // The mission carries the nickname the viewer staked with.
    await alert.getByText('tidewatcher set a mission for 100 coins').waitFor()
    await alert.getByText('Paint the lighthouse purple').waitFor()
    await overlayScreenshot(overlay.page, 'live-overlay-mission-en-desktop')

    const item = dialog.locator('.mission-item', { hasText: 'Paint the lighthouse purple' })
    await item.getByText('Waiting for the streamer').waitFor()
    await item.getByText('100 coins held · 600 s to complete').waitFor()
    // A 20% penalty of 100 coins: 80 would come back.
    await item.getByText('Cancel now and 80 coins come back; the streamer keeps 20.').waitFor()
    await item.getByLabel('Coins to add').fill('20')
    await item.getByRole('button', { name: 'Add coins' }).click()
    await dialog.getByText('20 coins added to the mission.').waitFor()
    await item.getByText('120 coins held · 600 s to complete').waitFor()
    await item.scrollIntoViewIfNeeded()
    await screenshot(fan.page, 'live-mission-mine-en-desktop')
    expect((await balances(viewer)).coins).toBe(180)

    const { missions } = await api<{ missions: Mission[] }>(
      'GET',
      `/live/donation/missions/active?creatorOid=${streamer.user.oid}`,
    )
    expect(missions).toHaveLength(1)
    const missionOid = missions[0]?.oid as string
    // The streamer accepts it on the studio's Donations tab.
    const studio = await newPage({ width: 1280, height: 800 }, 'en', streamer)
    await studio.page.goto(`${product.url}/studio2/creator/live`)
    await studio.page.getByRole('tab', { name: 'Donations' }).click()
    const active = studio.page.getByRole('region', { name: 'Active missions' })
    const row = active.getByTestId('mission-row').filter({ hasText: 'Paint the lighthouse purple' })
    await row.getByText('120 coins').waitFor()
    await row
      .getByRole('button', { name: 'Accept the mission “Paint the lighthouse purple”' })
      .click()
    await active.getByText('Mission accepted. The timer has started.').waitFor()
    expect(
      (await api<Mission>('GET', `/live/donation/mission?missionOid=${missionOid}`)).status,
    ).toBe('accepted')
    // The viewer's panel follows the mission's events: no Refresh needed.
    await item.getByText('Accepted', { exact: true }).waitFor()
    await alert.getByText('Mission accepted: 120 coins').waitFor()
    // Once accepted the viewer can no longer cancel.
    expect(await item.getByRole('button', { name: 'Cancel mission' }).count()).toBe(0)

    await row
      .getByRole('button', { name: 'Mark the mission “Paint the lighthouse purple” successful' })
      .click()
    const confirm = studio.page.getByRole('dialog', { name: 'Mark this mission successful?' })
    await confirm.getByText(/120 coins become your earnings/).waitFor()
    await confirm.getByRole('button', { name: 'Mark successful' }).click()
    await active
      .getByText('Mission successful: 120 coins are yours before the platform fee.')
      .waitFor()
    await active.getByText('No missions are waiting.').waitFor()
    await studio.context.close()
    const succeeded = await api<Mission>('GET', `/live/donation/mission?missionOid=${missionOid}`)
    expect(succeeded).toMatchObject({ status: 'success', coin: 120, creatorCoin: 120 })
    // Success: the streamer keeps all 120 held coins, less the platform's 20% fee (24).
    const afterSuccess = { viewer: await balances(viewer), streamer: await balances(streamer) }
    expect(afterSuccess.viewer.coins).toBe(180)
    expect(afterSuccess.streamer.earnings - before.streamer.earnings).toBe(96)
    await dialog.getByText('You have no pending or accepted missions here.').waitFor()
    await alert.getByText('Mission succeeded: 120 coins').waitFor()
    await overlayScreenshot(overlay.page, 'live-overlay-mission-success-en-desktop')

    // A second mission, cancelled before the streamer accepts: 20% of 50 is kept.
    await dialog.getByLabel('Task').fill('Wave at the camera')
    await dialog.getByLabel('Reward (coins)').fill('50')
    await dialog.getByRole('button', { name: 'Send mission' }).click()
    const second = dialog.locator('.mission-item', { hasText: 'Wave at the camera' })
    await second.getByText('Cancel now and 40 coins come back; the streamer keeps 10.').waitFor()
    expect((await balances(viewer)).coins).toBe(130)
    await second.getByRole('button', { name: 'Cancel mission' }).click()
    await dialog.getByText('Mission cancelled. 40 coins came back.').waitFor()
    await dialog.getByText('You have no pending or accepted missions here.').waitFor()
    const afterCancel = { viewer: await balances(viewer), streamer: await balances(streamer) }
    expect(afterCancel.viewer.coins).toBe(170)
    // The 10-coin penalty less its 20% fee (2).
    expect(afterCancel.streamer.earnings - afterSuccess.streamer.earnings).toBe(8)

    // The chat keeps each announced status once, highlighted: proposed (the top-up adds no
    // line), accepted, succeeded; the cancelled one shows only as proposed.
    const lines = fan.page.locator('.livechat-notice[data-notice="mission"]')
    await expect
      .poll(() => lines.locator('.livechat-notice-text').allTextContents())
      .toEqual([
        'tidewatcher proposed a mission for 100 coins',
        'Mission accepted (120 coins)',
        'Mission succeeded (120 coins)',
        'tidewatcher proposed a mission for 50 coins',
      ])
    expect(await lines.first().locator('.livechat-notice-detail').textContent()).toBe(
      'Paint the lighthouse purple',
    )
    await fan.context.close()
    await overlay.context.close()
    expect(problems).toEqual([])
  }, 240_000)
})
