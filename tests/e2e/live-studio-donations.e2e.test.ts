/**
 * The live studio's Donations tab in real Chromium against `npm start`. A livestreamer turns
 * roulette and mission donations on, builds a roulette (a duplicate name is refused with the
 * server's text), saves mission settings and finds everything kept after a reload; copies the
 * signed overlay address (which opens the overlay's session), sends a test alert and uploads
 * the custom alert (bytes that are no image refused with the server's text). A viewer's
 * donation made through the API shows in the history and the ranking; a mission the viewer
 * staked through the API is accepted, then marked successful after a confirmation, and the
 * coins move (balances read through the API). Screens of the tab in English and Korean at
 * 1280×800 and 390×844. Console errors, page errors and failed requests fail the run.
 */
import { resolve } from 'node:path'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { productApi } from './support/api'
import { closeContexts, seedSession, signedIn, workerBrowser } from './support/browser'
import { watchProblems } from './support/live-pages'
import { buyCoins, type Login, noOverflow, registerAccount, VIEWPORTS } from './support/people'
import { sharedProduct } from './support/products'
import { screenshot } from './support/screenshots'
import type { RunningProduct } from './support/server'

type Options = {
  useRouletteDonation: boolean
  useMissionDonation: boolean
  roulette: { entryFee: number; items: { name: string; probability: number }[] } | null
  mission: {
    minimumEntryFee: number
    cancellationPenaltyPercent: number
    failureRewardPercent: number
    missionLimit: number
  }
}
type Mission = { oid: string; status: string; coin: number; creatorCoin: number | null }
type CoinEvent = {
  type: string
  changes: { coins: number; earnings: number }
  metadata: Record<string, unknown>
}

const picture = resolve(import.meta.dirname, '../../fixtures/cards/default_FluxTheCat.png')

let product: RunningProduct
let browser: Browser
let streamer: Login
let viewer: Login
/** What went wrong in any page: console errors, uncaught errors, failed requests. */
const problems: string[] = []

const api = <Result>(
  method: 'GET' | 'POST',
  path: string,
  options?: { token?: string; body?: Record<string, unknown> },
) => productApi<Result>(product.url, method, path, options)

const viewerCoins = async () =>
  (
    await api<{ balances: { coins: number } }>('GET', '/story-chat/convert/credit', {
      token: viewer.token,
    })
  ).balances.coins
const streamerEvents = async () =>
  (await api<{ events: CoinEvent[] }>('GET', '/coinevent', { token: streamer.token })).events
const options = () => api<Options>('GET', `/live/donation/options?creatorOid=${streamer.user.oid}`)

async function newPage(
  viewport: { width: number; height: number },
  language: 'en' | 'ko',
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    locale: language === 'ko' ? 'ko-KR' : 'en-US',
    viewport,
  })
  await seedSession(context, { language, ...signedIn(streamer) })
  await context.addInitScript(() =>
    localStorage.setItem('taleloom.checkin.later', new Date().toISOString().slice(0, 10)),
  )
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: product.url })
  const page = await context.newPage()
  page.setDefaultTimeout(30_000)
  // The duplicate roulette and the false image are refused with a 400 on purpose.
  watchProblems(page, problems, 400)
  return { context, page }
}

async function openDonations(page: Page, language: 'en' | 'ko') {
  await page.goto(`${product.url}${language === 'ko' ? '/ko' : ''}/studio2/creator/live`)
  await page.getByRole('tab', { name: language === 'ko' ? '후원' : 'Donations' }).click()
  await page.getByTestId('donations-panel').waitFor()
}

describe('live studio donations', () => {
  beforeAll(async () => {
    product = sharedProduct()
    browser = await workerBrowser()
    streamer = await registerAccount(product, 'lampwright', ['creator', 'livestreamer'])
    viewer = await registerAccount(product, 'shorewalker')
    await buyCoins(product, viewer, 300)
  }, 300_000)
  afterAll(async () => {
    await closeContexts(browser)
  })

  it('turns roulette and missions on, builds a roulette and keeps the settings', async () => {
    const { context, page } = await openPage()
    const types = page.getByRole('region', { name: 'Donation types' })
    await types.getByLabel('Roulette donations').check()
    await types.getByLabel('Mission donations').check()

    const roulette = page.getByRole('region', { name: 'Roulette' })
    await roulette.getByLabel('Entry fee (coins)').fill('30')
    await roulette.getByLabel('Item 1', { exact: true }).fill('Sing a sea shanty')
    await roulette.getByLabel('Weight 1', { exact: true }).fill('1')
    await roulette.getByRole('button', { name: 'Add an item' }).click()
    await roulette.getByLabel('Item 2', { exact: true }).fill('Sing a sea shanty')
    await roulette.getByLabel('Weight 2', { exact: true }).fill('3')
    // The form points at the duplicate; the save still asks the server, whose text is shown.
    const refused = page.waitForResponse(
      (response) =>
        response.url().includes('/api/live/donation/options') &&
        response.request().method() === 'POST',
    )
    await page.getByRole('button', { name: 'Save donation settings' }).click()
    expect((await refused).status()).toBe(400)
    await page
      .getByRole('alert')
      .filter({ hasText: 'Roulette item names must be unique.' })
      .waitFor()
    expect((await options()).useRouletteDonation).toBe(false)

    await roulette.getByLabel('Item 2', { exact: true }).fill('Paint the harbour')
    await expect
      .poll(() => roulette.locator('.donations-share').allTextContents())
      .toEqual(['25%', '75%'])
    await page.getByRole('button', { name: 'Save donation settings' }).click()
    await page.getByText('Your donation settings were saved.').waitFor()
    const saved = await options()
    expect(saved).toMatchObject({
      useRouletteDonation: true,
      useMissionDonation: true,
      roulette: {
        entryFee: 30,
        items: [
          { name: 'Sing a sea shanty', probability: 1 },
          { name: 'Paint the harbour', probability: 3 },
        ],
      },
    })

    const mission = page.getByRole('form', { name: 'Mission settings' })
    await mission.getByLabel('Minimum entry fee (coins)').fill('20')
    await mission.getByLabel('Cancellation penalty (%)').fill('15')
    await mission.getByLabel('Failure reward (%)').fill('40')
    await mission.getByLabel('Mission limit').fill('3')
    await mission.getByRole('button', { name: 'Save mission settings' }).click()
    await page.getByText('Your mission settings were saved.').waitFor()
    expect((await options()).mission).toMatchObject({
      minimumEntryFee: 20,
      cancellationPenaltyPercent: 15,
      failureRewardPercent: 40,
      missionLimit: 3,
    })

    await page.reload()
    await page.getByRole('tab', { name: 'Donations' }).click()
    await page.getByTestId('donations-panel').waitFor()
    expect(await types.getByLabel('Roulette donations').isChecked()).toBe(true)
    expect(await types.getByLabel('Mission donations').isChecked()).toBe(true)
    expect(await roulette.getByLabel('Entry fee (coins)').inputValue()).toBe('30')
    expect(await roulette.getByLabel('Item 2', { exact: true }).inputValue()).toBe(
      'Paint the harbour',
    )
    expect(await mission.getByLabel('Minimum entry fee (coins)').inputValue()).toBe('20')
    expect(await mission.getByLabel('Failure reward (%)').inputValue()).toBe('40')
    expect(await mission.getByLabel('Mission limit').inputValue()).toBe('3')
    await context.close()
    expect(problems).toEqual([])
  }, 240_000)

  it('copies the overlay address, which opens the overlay, sends a test alert, sets the alert', async () => {
    const { context, page } = await openPage()
    const overlay = page.getByRole('region', { name: 'Alert overlay' })
    await overlay.getByRole('button', { name: 'Copy: Overlay address' }).click()
    await overlay
      .getByRole('button', { name: 'Copy: Overlay address' })
      .getByText('Copied')
      .waitFor()
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    const address = new URL(copied)
    expect(address.origin).toBe(new URL(product.url).origin)
    expect(address.pathname).toBe(`/overlay/${streamer.user.oid}`)
    // The overlay page reads the creator from its path and proves itself with the query.
    const session = await api<{ creatorOid: string }>(
      'GET',
      `/live/overlay/session${address.search}&creatorOid=${streamer.user.oid}`,
    )
    expect(session.creatorOid).toBe(streamer.user.oid)
    await overlay.getByRole('button', { name: 'Send a test alert' }).click()
    await overlay.getByText('A test alert was sent to your overlay.').waitFor()

    // The custom alert: bytes that are no image are refused by the server, whose text shows;
    // a real picture becomes the alert and its preview.
    const alert = page.getByRole('form', { name: 'Custom alert' })
    const file = alert.getByTestId('alert-image-file')
    await file.setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('no') })
    await alert.getByRole('alert').getByText('image type invalid').waitFor()
    await file.setInputFiles(picture)
    await alert.getByText('The image was uploaded and is now your alert.').waitFor()
    await expect
      .poll(() =>
        alert
          .getByRole('img', { name: 'The custom alert image' })
          .evaluate((image: HTMLImageElement) => image.naturalWidth),
      )
      .toBeGreaterThan(0)
    await alert.getByLabel('Show it from (coins)').fill('100')
    await alert.getByRole('button', { name: 'Save alert' }).click()
    await alert.getByText('Your alert settings were saved.').waitFor()
    const settings = await api<{ alertImage: string; alertMinCoin: number }>(
      'GET',
      `/live/overlay/settings?creatorOid=${streamer.user.oid}`,
      { token: streamer.token },
    )
    expect(settings.alertMinCoin).toBe(100)
    expect(settings.alertImage).toMatch(
      new RegExp(`^/api/live/overlay/alert-image/${streamer.user.oid}/[0-9a-f]{32}\\.png$`),
    )
    await context.close()
    expect(problems).toEqual([])
  }, 120_000)

  it('shows a viewer’s donation in the history and ranking, and settles a mission', async () => {
    await api('POST', '/live/donation', {
      token: viewer.token,
      body: {
        creatorOid: streamer.user.oid,
        donationData: { coin: 50, content: 'For the lighthouse!' },
        key: 'studio-donation-1',
      },
    })
    const before = await viewerCoins()
    const staked = await api<Mission>('POST', '/live/donation/mission', {
      token: viewer.token,
      body: {
        creatorOid: streamer.user.oid,
        missionData: { task: 'Paint a lighthouse in ten minutes', timeLimit: 600, coin: 40 },
        key: 'studio-mission-1',
      },
    })
    expect(staked.status).toBe('pending')
    expect(await viewerCoins()).toBe(before - 40)

    const { context, page } = await openPage()
    const history = page.getByRole('region', { name: 'Donation history' })
    const row = history.getByTestId('donation-row').filter({ hasText: 'For the lighthouse!' })
    await row.getByText('shorewalker').waitFor()
    await row.getByText('50 coins').waitFor()
    const ranking = page.getByRole('region', { name: 'Top donors (last 30 days)' })
    await ranking
      .getByRole('listitem')
      .filter({ hasText: 'shorewalker' })
      .getByText('50 coins')
      .waitFor()

    const missions = page.getByRole('region', { name: 'Active missions' })
    const mission = missions.getByTestId('mission-row')
    await mission.getByText('Paint a lighthouse in ten minutes').waitFor()
    await mission.getByText('40 coins').waitFor()
    await mission
      .getByRole('button', { name: 'Accept the mission “Paint a lighthouse in ten minutes”' })
      .click()
    await missions.getByText('Mission accepted. The timer has started.').waitFor()
    const earned = (await streamerEvents()).reduce((sum, event) => sum + event.changes.earnings, 0)

    await mission
      .getByRole('button', {
        name: 'Mark the mission “Paint a lighthouse in ten minutes” successful',
      })
      .click()
    const dialog = page.getByRole('dialog', { name: 'Mark this mission successful?' })
    await dialog.getByText(/40 coins become your earnings/).waitFor()
    await dialog.getByRole('button', { name: 'Mark successful' }).click()
    await missions
      .getByText('Mission successful: 40 coins are yours before the platform fee.')
      .waitFor()
    await missions.getByText('No missions are waiting.').waitFor()

    const settled = await api<Mission>('GET', `/live/donation/mission?missionOid=${staked.oid}`)
    expect(settled).toMatchObject({ status: 'success', coin: 40, creatorCoin: 40 })
    // The viewer's stake stays paid; the streamer's earnings grew by it, less the platform fee.
    expect(await viewerCoins()).toBe(before - 40)
    const events = await streamerEvents()
    const payout = events.find((event) => event.metadata.missionOid === staked.oid)
    expect(payout?.changes.earnings).toBeGreaterThan(0)
    expect(payout?.changes.earnings).toBeLessThanOrEqual(40)
    // 40 coins less the platform's 20 %.
    expect(payout?.changes.earnings).toBe(32)
    const total = events.reduce((sum, event) => sum + event.changes.earnings, 0)
    expect(total - earned).toBe(payout?.changes.earnings)
    await context.close()
    expect(problems).toEqual([])
  }, 240_000)

  it('lays the tab out in English and Korean on a desktop and a phone', async () => {
    // A pending mission, so the screens show the streamer's choices.
    await api('POST', '/live/donation/mission', {
      token: viewer.token,
      body: {
        creatorOid: streamer.user.oid,
        missionData: { task: 'Draw the chat’s favourite boat', timeLimit: 300, coin: 25 },
        key: 'studio-mission-2',
      },
    })
    for (const language of ['en', 'ko'] as const) {
      for (const viewport of VIEWPORTS) {
        const { context, page } = await newPage(viewport, language)
        await openDonations(page, language)
        // The one pending mission with its task and stake; the one donation in the history.
        const mission = page.getByTestId('mission-row')
        await mission.waitFor()
        expect(await mission.count()).toBe(1)
        await mission.getByText('Draw the chat’s favourite boat').waitFor()
        await mission.getByText(language === 'ko' ? '25코인' : '25 coins').waitFor()
        await page.getByTestId('donation-row').first().waitFor()
        expect(await page.getByTestId('donation-row').count()).toBe(1)
        await page.getByTestId('donation-row').getByText('For the lighthouse!').waitFor()
        await noOverflow(page, `${language} ${viewport.name}`)
        await screenshot(page, `live-studio-donations-${language}-${viewport.name}`)
        await context.close()
      }
    }
    expect(problems).toEqual([])
  }, 240_000)
})

async function openPage() {
  const opened = await newPage(VIEWPORTS[0], 'en')
  await openDonations(opened.page, 'en')
  return opened
}
