/**
 * Auto-play and honest prices in the player, in Chromium against the shared product (offline
 * model): a paying player sets long replies, sees the long price on Send and Continue, turns
 * auto-play on through its confirmation (price per turn, five turns, the total), watches
 * exactly five turns play and be charged, pauses a second run after its turn, reloads and
 * sees nothing running and nothing charged. The composer counts near its limit and keeps an
 * over-long paste whole. Screenshots of the confirmation, the running indicator and the
 * counter at 1280×800 and 390×844, in English and Korean, go to `.tmp/screens/`.
 */
import { join, resolve } from 'node:path'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AUTOPLAY_GAP_MS } from '../../player/chat/room/autoplay'
import { productApi } from './support/api'
import { closeContexts, seedSession, signedIn, workerBrowser } from './support/browser'
import { buyCoins, type Login, noOverflow, registerAccount } from './support/people'
import { sharedProduct } from './support/products'
import { capture } from './support/screenshots'
import type { RunningProduct } from './support/server'

const SCREENS = resolve(import.meta.dirname, '..', '..', '.tmp', 'screens')
const KEEPER = 'The Keeper of Gull Rock'
const DESKTOP = { width: 1280, height: 800 }
const PHONE = { width: 390, height: 844 }
const stamp = Date.now().toString(36).slice(-6)

let product: RunningProduct
let browser: Browser
let keeperOid = ''
let player: Login
const contexts: BrowserContext[] = []

async function shot(page: Page, name: string) {
  await capture(page, join(SCREENS, `${name}.png`))
}

async function newPage(
  options: { viewport?: { width: number; height: number }; locale?: string } = {},
): Promise<Page> {
  const context = await browser.newContext({
    viewport: options.viewport ?? DESKTOP,
    locale: options.locale ?? 'en-US',
  })
  contexts.push(context)
  await seedSession(context, signedIn(player))
  // The check-in offer answered "Later" today, as its button does: it would cover the composer.
  await context.addInitScript(() =>
    localStorage.setItem('taleloom.checkin.later', new Date().toISOString().slice(0, 10)),
  )
  const page = await context.newPage()
  page.setDefaultTimeout(20_000)
  return page
}

/** Opens a new room of the story and waits until it is ready. */
async function openChat(page: Page, prefix = '') {
  await page.goto(`${product.url}${prefix}/story/${keeperOid}/c`)
  await page.waitForURL(/\/c\/[0-9a-f]{24}$/)
  await ready(page)
}

async function ready(page: Page) {
  await page.getByTestId('chat-message').first().waitFor()
  await expect.poll(() => page.locator('.chat-page').getAttribute('data-phase')).toBe('ready')
}

/** How many messages the conversation has, rendered or not. */
const total = async (page: Page) =>
  Number(await page.getByTestId('chat-messages').getAttribute('data-count'))

/** The spendable credits in the header. */
const credits = async (page: Page) =>
  Number(((await page.getByTestId('chat-credits').textContent()) ?? '').replace(/\D/g, ''))

/** Counts the turns the page starts with "Continue the story" (auto-play's turns among them). */
function countAutoChats(page: Page) {
  const seen = { count: 0 }
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/chat-room\/[0-9a-f]{24}\/auto-chat$/.test(request.url()))
      seen.count += 1
  })
  return seen
}

/** Long enough for a run that would go on by itself to start a turn: a gap and a turn. */
const fullCycle = (page: Page) => page.waitForTimeout(AUTOPLAY_GAP_MS + 2000)

beforeAll(async () => {
  product = sharedProduct()
  browser = await workerBrowser()
  const home = await browser.newContext()
  contexts.push(home)
  const page = await home.newPage()
  await page.goto(product.url)
  const href = await page.locator('.story-grid a', { hasText: KEEPER }).first().getAttribute('href')
  keeperOid = href?.match(/[0-9a-f]{24}/)?.[0] ?? ''
  expect(keeperOid).toMatch(/^[0-9a-f]{24}$/)
  // A paying player: coins bought at the sandbox checkout, converted to 1,000 credits.
  player = await registerAccount(product, `autoplay${stamp}`)
  await buyCoins(product, player, 100)
  await productApi(product.url, 'POST', '/story-chat/convert/credit', {
    token: player.token,
    body: { amount: 100 },
  })
}, 120_000)

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined)
  await closeContexts(browser)
  console.log(`Screenshots: ${SCREENS}`)
})

describe('auto-play and prices in the player', () => {
  it('asks once with the long price, plays exactly five turns, pauses, and never resumes after a reload', async () => {
    const page = await newPage()
    const autoChats = countAutoChats(page)
    await openChat(page)
    const continueButton = page.getByTestId('chat-continue')
    await continueButton.getByText('10 credits').waitFor()

    // Long replies cost twice the fee: every price on the page says so before a click.
    await page.getByRole('tab', { name: 'Settings' }).click()
    const saved = page.waitForResponse((r) => r.url().endsWith('/user-settings') && r.ok())
    await page.getByLabel('Long (×2 credits)').check()
    await saved
    await continueButton.getByText('20 credits').waitFor()
    await page.getByRole('button', { name: /^Send/ }).getByText('20 credits').waitFor()

    await expect.poll(() => credits(page)).toBe(1000)
    const messagesBefore = await total(page)

    await page.getByRole('button', { name: 'Auto-play' }).click()
    const dialog = page.getByRole('dialog', { name: 'Let the story play by itself?' })
    expect(await dialog.getByLabel('5 turns').isChecked()).toBe(true)
    await dialog.getByTestId('chat-autoplay-each').getByText('20 credits').waitFor()
    await dialog.getByText('At most, for 5 turns').waitFor()
    await dialog.getByTestId('chat-autoplay-total').getByText('100 credits').waitFor()
    await dialog.getByLabel('3 turns').check()
    await dialog.getByTestId('chat-autoplay-total').getByText('60 credits').waitFor()
    await dialog.getByLabel('5 turns').check()
    await dialog.getByTestId('chat-autoplay-total').getByText('100 credits').waitFor()
    // Asking spent nothing.
    expect(autoChats.count).toBe(0)
    await shot(page, 'autoplay-confirm-desktop-en')

    await dialog.getByRole('button', { name: 'Start auto-play' }).click()
    const run = page.getByTestId('chat-autoplay-run')
    await run.getByText('Auto-play 2 of 5').waitFor()
    await run.getByRole('button', { name: 'Pause' }).waitFor()
    await shot(page, 'autoplay-running-desktop-en')
    await page
      .getByTestId('chat-autoplay-ended')
      .getByText('Auto-play finished: 5 of 5 turns played.')
      .waitFor({ timeout: 60_000 })
    // Five turns, five charges of the price shown: not six.
    expect(autoChats.count).toBe(5)
    await expect.poll(() => total(page)).toBe(messagesBefore + 5)
    await expect.poll(() => credits(page)).toBe(1000 - 5 * 20)
    await fullCycle(page)
    expect(autoChats.count).toBe(5)
    expect(await total(page)).toBe(messagesBefore + 5)
    expect(await credits(page)).toBe(900)

    // A second run, paused during its first turn: that turn ends, no other starts.
    await page.getByRole('button', { name: 'Auto-play' }).click()
    await dialog.getByRole('button', { name: 'Start auto-play' }).click()
    await run.getByRole('button', { name: 'Pause' }).click()
    await run.getByText('Auto-play paused · 1 of 5').waitFor()
    await run.getByRole('button', { name: 'Resume' }).waitFor()
    await shot(page, 'autoplay-paused-desktop-en')
    await fullCycle(page)
    expect(autoChats.count).toBe(6)
    await expect.poll(() => credits(page)).toBe(880)

    // Reopened: nothing runs, nothing is charged, auto-play is offered again.
    await page.reload()
    await ready(page)
    await page.getByRole('button', { name: 'Auto-play' }).waitFor()
    expect(await run.count()).toBe(0)
    await fullCycle(page)
    expect(autoChats.count).toBe(6)
    expect(await total(page)).toBe(messagesBefore + 6)
    expect(await run.count()).toBe(0)
    await expect.poll(() => credits(page)).toBe(880)
  })

  it('counts near the limit and keeps an over-long paste whole, saying by how much it is over', async () => {
    const page = await newPage()
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
    await openChat(page)
    const box = page.getByLabel('Your message')
    await box.fill('a'.repeat(3500))
    expect(await page.getByTestId('chat-counter').count()).toBe(0)
    await box.fill('a'.repeat(3990))
    await page.getByTestId('chat-counter').getByText('3,990 / 4,000 characters').waitFor()

    await page.evaluate(() => navigator.clipboard.writeText('b'.repeat(30)))
    await box.press('End')
    await box.press('Control+V')
    // Nothing was cut: the whole paste is in the box, and the page says how far over it is.
    await expect.poll(async () => (await box.inputValue()).length).toBe(4020)
    expect((await box.inputValue()).endsWith('b'.repeat(30))).toBe(true)
    await page.getByTestId('chat-counter').getByText('4,020 / 4,000 characters').waitFor()
    await page
      .getByTestId('chat-length-note')
      .getByText(
        'Your paste was kept whole, but the message is now 20 characters over the limit of 4,000. Shorten it to send it.',
      )
      .waitFor()
    const send = page.getByRole('button', { name: /^Send/ })
    expect(await send.isDisabled()).toBe(true)
    await box.press('Enter')
    expect(await total(page)).toBe(1)
    await shot(page, 'composer-over-desktop-en')

    await box.fill('b'.repeat(3995))
    expect(await send.isDisabled()).toBe(false)
    expect(await page.getByTestId('chat-length-note').textContent()).toBe('')
  })

  it('looks right in Korean and on a phone: the confirmation, the running indicator, the counter', async () => {
    for (const [language, prefix, locale] of [
      ['en', '', 'en-US'],
      ['ko', '/ko', 'ko-KR'],
    ] as const) {
      for (const [size, viewport] of [
        ['desktop', DESKTOP],
        ['phone', PHONE],
      ] as const) {
        if (language === 'en' && size === 'desktop') continue
        const page = await newPage({ viewport, locale })
        await openChat(page, prefix)
        const ko = language === 'ko'
        await page.getByRole('button', { name: ko ? '자동 진행' : 'Auto-play' }).click()
        const dialog = page.getByRole('dialog')
        await dialog
          .getByTestId('chat-autoplay-total')
          .getByText(ko ? '50 크레딧' : '50 credits')
          .waitFor()
        await noOverflow(page, `${language} ${size} confirm`)
        await shot(page, `autoplay-confirm-${size}-${language}`)
        await dialog.getByLabel(ko ? '3턴' : '3 turns').check()
        await dialog
          .getByRole('button', { name: ko ? '자동 진행 시작' : 'Start auto-play' })
          .click()
        const run = page.getByTestId('chat-autoplay-run')
        await run.getByText(ko ? '자동 진행 2/3' : 'Auto-play 2 of 3').waitFor()
        await noOverflow(page, `${language} ${size} running`)
        await shot(page, `autoplay-running-${size}-${language}`)
        await run.getByRole('button', { name: ko ? '일시정지' : 'Pause' }).click()
        await run.getByRole('button', { name: ko ? '중지' : 'Stop' }).click()
        await page.getByRole('button', { name: ko ? '자동 진행' : 'Auto-play' }).waitFor()

        const box = page.locator('#chat-input')
        await box.fill('가'.repeat(4010))
        await page.getByTestId('chat-counter').waitFor()
        await page
          .getByTestId('chat-length-note')
          .getByText(ko ? '10자 깁니다' : '10 characters over', { exact: false })
          .waitFor()
        await noOverflow(page, `${language} ${size} counter`)
        await shot(page, `composer-over-${size}-${language}`)
      }
    }
  })
})
