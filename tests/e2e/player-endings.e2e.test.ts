/**
 * A story that ends, in Chromium against `npm start` with the offline model: a reader opens
 * "Last Light at the Ferry" (a fixture story whose "End the story" trigger fires at the end
 * of the second turn) from its page, plays to the end and sees the ending card once, with
 * the closing text as story text, in place of the composer; a reload still shows it; "Rate
 * this story" opens the story page's reviews, where one review is written; "Start again"
 * opens a fresh room. The wallet is charged exactly the two turns played. A second tab that
 * missed the ending keeps the message it typed. Screenshots of the card (and the reviews)
 * at 1280×800 and 390×844, in English and Korean: test-results/screenshots/ending-*.png.
 */
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ENDING_AFTER_TURNS, endingCanvas, endingMetadata } from '../../fixtures/ending-story'
import { productApi } from './support/api'
import { closeContexts, seedSession, signedIn, workerBrowser } from './support/browser'
import {
  adminLogin,
  buyCoins,
  type Login,
  noOverflow,
  registerAccount,
  VIEWPORTS,
} from './support/people'
import { sharedProduct } from './support/products'
import { capture, SCREENSHOT_DIR } from './support/screenshots'
import type { RunningProduct } from './support/server'

const stamp = Date.now().toString(36)
const TITLE = `Last Light at the Ferry ${stamp}`
const COINS = 100

let product: RunningProduct
let browser: Browser
let contentOid = ''
let reader: Login

const api = <Result>(
  method: 'GET' | 'POST',
  path: string,
  options?: { token?: string; body?: Record<string, unknown> },
) => productApi<Result>(product.url, method, path, options)

/**
 * What the reader sees, as `<name>.png`: the window, not the whole page (a full-page capture
 * of a scrolled page draws the sticky header in the middle of it).
 */
async function screenshot(page: Page, name: string) {
  await capture(page, join(SCREENSHOT_DIR, `${name}.png`))
}

/** The reader's spendable and held credits, as the wallet has them. */
async function credits(who: Login) {
  const { balances } = await api<{
    balances: { credits: number; bonusCredits: number; heldCredits: number }
  }>('GET', '/story-chat/convert/credit', { token: who.token })
  return { spendable: balances.credits + balances.bonusCredits, held: balances.heldCredits }
}

/** What the room's replies were charged, as the server stored them. */
async function charges(who: Login, roomOid: string): Promise<number[]> {
  const { messages } = await api<{
    messages: { role: string; parentId: string | null; creditsCharged: number | null }[]
  }>('GET', `/story-chat/chat-room/${roomOid}/prev-messages?count=50`, { token: who.token })
  // Every reply but the greeting (which has no parent and costs nothing).
  return messages
    .filter((message) => message.role === 'assistant' && message.parentId !== null)
    .map((message) => message.creditsCharged ?? 0)
}

async function newPage(
  viewport: { width: number; height: number },
  locale: string,
  login: Login,
): Promise<Page> {
  const context = await browser.newContext({ viewport, locale })
  await seedSession(context, { ...signedIn(login), language: locale.slice(0, 2) })
  // The reader said "Later" to today's check-in offer: its toast stays off the screens.
  await context.addInitScript(() =>
    localStorage.setItem('taleloom.checkin.later', new Date().toISOString().slice(0, 10)),
  )
  const page = await context.newPage()
  page.setDefaultTimeout(30_000)
  return page
}

const roomOf = (page: Page) => /\/c\/([0-9a-f]{24})$/.exec(new URL(page.url()).pathname)?.[1] ?? ''
const ready = (page: Page) =>
  expect.poll(() => page.locator('.chat-page').getAttribute('data-phase')).toBe('ready')

/** Opens the story's page and plays it through its Play link. */
async function play(page: Page, prefix = '') {
  await page.goto(`${product.url}${prefix}/story/${contentOid}`)
  await page.locator('.story-play').click()
  await page.waitForURL(/\/c\/[0-9a-f]{24}$/)
  await page.getByTestId('chat-message').first().waitFor()
  await ready(page)
}

/** Sends a message from the composer and waits for its complete reply. */
async function say(page: Page, text: string) {
  const total = () => page.getByTestId('chat-messages').getAttribute('data-count').then(Number)
  const before = await total()
  await page.locator('#chat-input').fill(text)
  await page.locator('#chat-input').press('Enter')
  await expect.poll(total).toBe(before + 2)
  await expect
    .poll(() => page.getByTestId('chat-message').last().getAttribute('data-status'))
    .toBe('complete')
}

/** Plays every turn the story has, through the composer. */
async function playToTheEnd(page: Page) {
  for (let turn = 1; turn <= ENDING_AFTER_TURNS; turn++) {
    expect(await page.getByTestId('chat-ending').count(), `no ending before turn ${turn}`).toBe(0)
    await say(page, turn === 1 ? 'I hand Ada my ticket.' : 'I step aboard the ferry.')
  }
  await page.getByTestId('chat-ending').waitFor()
}

beforeAll(async () => {
  product = sharedProduct()
  browser = await workerBrowser()
  // The creator's side, as the studio's Publish does it.
  const admin = await adminLogin(product)
  ;({ contentOid } = await api<{ contentOid: string }>('POST', '/story-chat/chat-content', {
    token: admin.token,
    body: { requestType: 'create', metadata: endingMetadata(TITLE) },
  }))
  await api('POST', '/story-chat/chat-canvas', {
    token: admin.token,
    body: { contentOid, canvas: endingCanvas(), version: 0 },
  })
  await api('POST', '/story-chat/chat-content', {
    token: admin.token,
    body: { requestType: 'upload', contentOid },
  })
  // A reader with credits: coins bought at the checkout, converted as the wallet dialog does.
  reader = await registerAccount(product, `Ferryman${stamp.slice(-6)}`)
  await buyCoins(product, reader, COINS)
  await api('POST', '/story-chat/convert/credit', {
    token: reader.token,
    body: { amount: COINS, type: 'coin' },
  })
})

afterAll(async () => {
  await closeContexts(browser)
  console.log(`Screenshots: ${SCREENSHOT_DIR}`)
})

describe('a story that ends', () => {
  it('shows the ending once, keeps it after a reload, rates the story and starts again', async () => {
    const page = await newPage(VIEWPORTS[0], 'en-US', reader)
    const turnCalls: string[] = []
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname
      if (request.method() === 'POST' && /\/(message|reroll|auto-chat|send)$/.test(path))
        turnCalls.push(path)
    })
    const before = await credits(reader)
    await play(page)
    const roomOid = roomOf(page)
    await playToTheEnd(page)

    const card = page.getByTestId('chat-ending')
    await card.getByRole('heading', { name: 'The end' }).waitFor()
    const closing = card.getByTestId('chat-ending-text')
    // The closing text reads as story text: the action in italics, the speech styled, the name filled in.
    await closing.getByText(`Safe crossing, ${reader.user.nickname},`).waitFor()
    expect(await closing.locator('em.story-action').count()).toBe(1)
    expect(await closing.locator('q.story-speech').count()).toBe(1)
    expect(await closing.textContent()).not.toMatch(/\*|\{\{user\}\}/)
    // The composer and every way to a further turn are gone; the card's actions stand in.
    expect(await page.locator('#chat-input').count()).toBe(0)
    expect(await page.getByTestId('chat-continue').count()).toBe(0)
    expect(await page.getByTestId('chat-reroll').count()).toBe(0)
    await card.getByRole('link', { name: 'Start again' }).waitFor()
    await card.getByRole('link', { name: 'Rate this story' }).waitFor()
    await screenshot(page, 'ending-card-desktop-en')

    // Charged exactly the turns played: two turn calls, two charges, the wallet down by them.
    await expect.poll(async () => (await credits(reader)).held).toBe(0)
    const charged = await charges(reader, roomOid)
    expect(charged).toHaveLength(ENDING_AFTER_TURNS)
    expect(charged.every((amount) => amount > 0)).toBe(true)
    const sum = charged.reduce((total, amount) => total + amount, 0)
    expect((await credits(reader)).spendable).toBe(before.spendable - sum)
    expect(turnCalls).toHaveLength(ENDING_AFTER_TURNS)
    expect(await card.count()).toBe(1)

    // A reload shows the same ending, once, and still no composer.
    const closingText = await closing.textContent()
    await page.reload()
    await ready(page)
    await card.waitFor()
    expect(await card.count()).toBe(1)
    expect(await closing.textContent()).toBe(closingText)
    expect(await page.locator('#chat-input').count()).toBe(0)
    expect(turnCalls).toHaveLength(ENDING_AFTER_TURNS)

    // "Rate this story": the story page opens at its reviews, the box ready for the review.
    await card.getByRole('link', { name: 'Rate this story' }).click()
    await page.waitForURL(
      (url) => url.pathname === `/story/${contentOid}` && url.hash === '#reviews',
    )
    const reviews = page.getByTestId('story-reviews')
    await reviews.getByText('No reviews yet.', { exact: false }).waitFor()
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.id))
      .toBe('story-review-input')
    await page.keyboard.type('A quiet, lovely ending. The lamps going out got me.')
    await reviews.getByRole('button', { name: 'Post review' }).dblclick()
    await reviews.getByText('Thank you! Your review is posted.').waitFor()
    await expect.poll(() => reviews.getByTestId('story-review').count()).toBe(1)
    await reviews.getByText(reader.user.nickname ?? '').waitFor()
    const { comments } = await api<{ comments: unknown[] }>(
      'GET',
      `/content/comment?contentOid=${contentOid}`,
    )
    expect(comments).toHaveLength(1)
    await screenshot(page, 'ending-reviews-desktop-en')

    // "Start again": a fresh room of the same story, at its greeting, with the composer back.
    await page.goBack()
    await ready(page)
    await card.getByRole('link', { name: 'Start again' }).click()
    await page.waitForURL((url) => {
      const fresh = /\/c\/([0-9a-f]{24})$/.exec(url.pathname)?.[1]
      return fresh !== undefined && fresh !== roomOid
    })
    await ready(page)
    expect(await page.getByTestId('chat-message').count()).toBe(1)
    await page.locator('#chat-input').waitFor()
    expect(await card.count()).toBe(0)
    const { rooms } = await api<{ rooms: { roomOid: string; contentOid: string }[] }>(
      'GET',
      '/story-chat/chat-rooms',
      { token: reader.token },
    )
    expect(rooms.filter((room) => room.contentOid === contentOid)).toHaveLength(2)
    expect(turnCalls).toHaveLength(ENDING_AFTER_TURNS)
    expect((await credits(reader)).spendable).toBe(before.spendable - sum)
  })

  it('keeps the message a tab that missed the ending typed, and charges nothing for it', async () => {
    const player = await newPage(VIEWPORTS[0], 'en-US', reader)
    await play(player)
    const address = player.url()
    const other = await newPage(VIEWPORTS[0], 'en-US', reader)
    await other.goto(address)
    await ready(other)
    await playToTheEnd(player)
    await expect.poll(async () => (await credits(reader)).held).toBe(0)
    const before = await credits(reader)

    // The other tab still shows the composer; what it sends is refused and kept.
    const typed = 'Wait, is there another ferry tonight?'
    await other.locator('#chat-input').fill(typed)
    await other.locator('#chat-input').press('Enter')
    const card = other.getByTestId('chat-ending')
    await card.waitFor()
    await card.getByTestId('chat-ending-unsent').getByText(typed).waitFor()
    expect(await other.locator('#chat-input').count()).toBe(0)
    expect(await card.count()).toBe(1)
    expect(await credits(reader)).toEqual(before)
    await screenshot(other, 'ending-card-unsent-desktop-en')
  })

  it('looks right on a phone and in Korean', async () => {
    for (const [language, locale, prefix] of [
      ['en', 'en-US', ''],
      ['ko', 'ko-KR', '/ko'],
    ] as const) {
      for (const viewport of VIEWPORTS) {
        if (language === 'en' && viewport.name === 'desktop') continue
        const page = await newPage(viewport, locale, reader)
        await play(page, prefix)
        await playToTheEnd(page)
        const card = page.getByTestId('chat-ending')
        if (language === 'ko') {
          await card.getByRole('heading', { name: '이야기의 끝' }).waitFor()
          await card.getByRole('link', { name: '처음부터 다시 하기' }).waitFor()
          await card.getByRole('link', { name: '이 이야기 평가하기' }).waitFor()
        }
        expect(await card.count()).toBe(1)
        // The whole card is in view at the bottom of the conversation.
        const box = await card.boundingBox()
        expect(box && box.y >= 0 && box.y + box.height <= viewport.height).toBe(true)
        await noOverflow(page, `ending ${language} ${viewport.name}`)
        await screenshot(page, `ending-card-${viewport.name}-${language}`)
        await card.getByRole('link').nth(1).click()
        await page.locator('#story-review-input').waitFor()
        // Loaded: the reviews (the first test writes one) or the line saying there are none.
        await expect
          .poll(() =>
            page.locator('.story-review-list[aria-busy="false"], .story-reviews p.muted').count(),
          )
          .toBe(1)
        await noOverflow(page, `reviews ${language} ${viewport.name}`)
        await screenshot(page, `ending-reviews-${viewport.name}-${language}`)
        await page.context().close()
      }
    }
  })
})
