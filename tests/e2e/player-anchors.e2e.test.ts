/**
 * The chat room's anchors, in Chromium against the shared product (offline model): a paying
 * player edits their last message and presses "Save & regenerate" (one reroll, one charge,
 * the same number of messages), switches between the two replies with "‹ 1/2 ›" and sees
 * the text change, rolls back, reloads, still sees Undo and undoes; rates a reply 👎 with a
 * reason and changes it to 👍 with another. The story's creator opens Analytics and sees the
 * 👍 in "Reply ratings by scene". Screenshots of the editor, the switcher, the Undo, the
 * rating popover and the creator's table at 1280×800 and 390×844, in English and Korean:
 * test-results/screenshots/anchors-*.png.
 */
import { join } from 'node:path'
import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { canvasOf, connect, pictureDataUrl } from '../../platform/stories/demo-stories/build'
import { productApi } from './support/api'
import { closeContexts, seedSession, signedIn, workerBrowser } from './support/browser'
import { buyCoins, type Login, noOverflow, registerAccount, VIEWPORTS } from './support/people'
import { sharedProduct } from './support/products'
import { capture, SCREENSHOT_DIR } from './support/screenshots'
import type { RunningProduct } from './support/server'

const stamp = Date.now().toString(36)
const TITLE = `The Lighthouse Ledger ${stamp}`
const SCENE = 'The lamp room'
const COINS = 100

let product: RunningProduct
let browser: Browser
let contentOid = ''
let roomAddress = ''
let creator: Login
let player: Login

const api = <Result>(
  method: 'GET' | 'POST',
  path: string,
  options?: { token?: string; body?: Record<string, unknown> },
) => productApi<Result>(product.url, method, path, options)

/** A story with one scene and no ending: every anchor stays offered. */
function anchorsCanvas() {
  return canvasOf(
    [
      {
        id: 'start',
        type: 'start',
        position: { x: 0, y: 0 },
        data: {
          title: 'The ledger',
          greeting: '*Mara opens the keeper’s ledger.* "Every ship that passed is written here."',
        },
      },
      {
        id: 'scene-lamp',
        type: 'story',
        position: { x: 300, y: 0 },
        data: {
          title: SCENE,
          situation: 'The top of a lighthouse at dusk, the great lamp turning.',
          goals: 'Find the ship missing from the ledger.',
        },
      },
      {
        id: 'mara',
        type: 'character',
        position: { x: 300, y: 300 },
        data: { name: 'Mara', description: 'The keeper, dry and exact.' },
      },
    ],
    [
      connect('start', 'scene', 'scene-lamp', 'enter'),
      connect('mara', 'cast', 'scene-lamp', 'cast'),
    ],
  )
}

/** What the reader sees, as `<name>.png`: the window, so the sticky header stays on top. */
async function screenshot(page: Page, name: string) {
  await capture(page, join(SCREENSHOT_DIR, `${name}.png`))
}

/** The player's spendable and held credits, as the wallet has them. */
async function credits() {
  const { balances } = await api<{
    balances: { credits: number; bonusCredits: number; heldCredits: number }
  }>('GET', '/story-chat/convert/credit', { token: player.token })
  return { spendable: balances.credits + balances.bonusCredits, held: balances.heldCredits }
}

/** The player's wallet history: each transaction's signed change of their credits. */
async function creditEvents() {
  const { events } = await api<{
    events: { oid: string; changes: { credits: number; bonusCredits: number } }[]
  }>('GET', '/coinevent', { token: player.token })
  return events.map((event) => ({
    oid: event.oid,
    credits: event.changes.credits + event.changes.bonusCredits,
  }))
}

/** What the replies on the room's path were charged, as the server stored them (greeting left out). */
async function charges(roomOid: string): Promise<number[]> {
  const { messages } = await api<{
    messages: {
      role: string
      parentId: string | null
      creditsCharged: number | null
    }[]
  }>('GET', `/story-chat/chat-room/${roomOid}/prev-messages?count=50`, { token: player.token })
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
  // "Later" on today's check-in offer, as its button does: its toast stays off the screens.
  await context.addInitScript(() =>
    localStorage.setItem('taleloom.checkin.later', new Date().toISOString().slice(0, 10)),
  )
  const page = await context.newPage()
  page.setDefaultTimeout(30_000)
  return page
}

const roomOf = (page: Page) => /\/c\/([0-9a-f]{24})$/.exec(new URL(page.url()).pathname)?.[1] ?? ''
const count = (page: Page) =>
  page.getByTestId('chat-messages').getAttribute('data-count').then(Number)
const ready = (page: Page) =>
  expect.poll(() => page.locator('.chat-page').getAttribute('data-phase')).toBe('ready')
const messages = (page: Page) => page.getByTestId('chat-message')
const lastReply = (page: Page) => page.locator('.chat-message-assistant').last()
const textOf = async (message: Locator) =>
  (await message.getByTestId('chat-text').textContent())?.trim() ?? ''

/** Waits until the last message is a finished reply. */
const replied = (page: Page) =>
  expect.poll(() => messages(page).last().getAttribute('data-status')).toBe('complete')

/** Sends a message from the composer and waits for its complete reply. */
async function say(page: Page, text: string) {
  const before = await count(page)
  await page.locator('#chat-input').fill(text)
  await page.locator('#chat-input').press('Enter')
  await expect.poll(() => count(page)).toBe(before + 2)
  await replied(page)
}

/** Records the page's paid turn calls (send, reroll, auto-play) by path. */
function turnCalls(page: Page) {
  const calls: string[] = []
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname
    if (request.method() === 'POST' && /\/(message|reroll|auto-chat|send)$/.test(path))
      calls.push(path.split('/').at(-1) ?? '')
  })
  return calls
}

beforeAll(async () => {
  product = sharedProduct()
  browser = await workerBrowser()
  // The creator's side, as the studio's Publish does it.
  creator = await registerAccount(product, `ledger${stamp.slice(-6)}`, ['creator'])
  ;({ contentOid } = await api<{ contentOid: string }>('POST', '/story-chat/chat-content', {
    token: creator.token,
    body: {
      requestType: 'create',
      metadata: {
        title: TITLE,
        thumbnail: pictureDataUrl(TITLE, '#3a3f6b'),
        briefIntro: 'Every ship that passed is written here.',
        hashtags: ['mystery'],
        visibility: 'public',
      },
    },
  }))
  await api('POST', '/story-chat/chat-canvas', {
    token: creator.token,
    body: { contentOid, canvas: anchorsCanvas(), version: 0 },
  })
  await api('POST', '/story-chat/chat-content', {
    token: creator.token,
    body: { requestType: 'upload', contentOid },
  })
  // A paying player: coins bought at the checkout, converted as the wallet dialog does.
  player = await registerAccount(product, `keeper${stamp.slice(-6)}`)
  await buyCoins(product, player, COINS)
  await api('POST', '/story-chat/convert/credit', {
    token: player.token,
    body: { amount: COINS, type: 'coin' },
  })
}, 120_000)

afterAll(async () => {
  await closeContexts(browser)
  console.log(`Screenshots: ${SCREENSHOT_DIR}`)
})

describe("the chat room's anchors", () => {
  it('edits and regenerates for one charge, switches replies, and undoes a rollback after a reload', async () => {
    const page = await newPage(VIEWPORTS[0], 'en-US', player)
    const calls = turnCalls(page)
    await page.goto(`${product.url}/story/${contentOid}`)
    await page.locator('.story-play').click()
    await page.waitForURL(/\/c\/[0-9a-f]{24}$/)
    await ready(page)
    roomAddress = new URL(page.url()).pathname
    const roomOid = roomOf(page)
    await say(page, 'Whose ship is missing?')
    await say(page, 'I read the last page aloud.')
    expect(calls).toEqual(['message', 'message'])
    await expect.poll(async () => (await credits()).held).toBe(0)
    const before = await credits()
    const chargedBefore = await charges(roomOid)
    const total = await count(page)
    const eventsBefore = new Set((await creditEvents()).map((event) => event.oid))
    const firstReply = await textOf(lastReply(page))

    // The player's last message, edited in place; the price of the regenerate is on the button.
    const mine = page.locator('.chat-message-user').last()
    await mine.getByRole('button', { name: 'Edit' }).click()
    const editor = mine.getByTestId('chat-editor')
    const box = editor.getByRole('textbox', { name: 'Edit message' })
    expect(await box.inputValue()).toBe('I read the last page aloud.')
    await box.fill('I hold the page to the lamp and read the faded name.')
    const regenerate = editor.getByTestId('chat-save-regenerate')
    await regenerate.getByText('10 credits').waitFor()
    await screenshot(page, 'anchors-editor-desktop-en')
    await regenerate.click()
    await expect.poll(() => editor.count()).toBe(0)
    await replied(page)
    await lastReply(page).getByTestId('chat-alternative-count').getByText('2/2').waitFor()

    // One reroll, one charge: the wallet down by the new reply's price, nothing held.
    await mine.getByText('I hold the page to the lamp and read the faded name.').waitFor()
    expect(calls).toEqual(['message', 'message', 'reroll'])
    expect(await count(page)).toBe(total)
    await expect.poll(async () => (await credits()).held).toBe(0)
    const chargedAfter = await charges(roomOid)
    const newCharge = chargedAfter.at(-1) ?? 0
    expect(newCharge).toBe(10)
    expect(chargedAfter.slice(0, -1)).toEqual(chargedBefore.slice(0, -1))
    expect((await credits()).spendable).toBe(before.spendable - newCharge)
    // The wallet's history: one new transaction that took credits, and nothing else moved.
    const newEvents = (await creditEvents()).filter((event) => !eventsBefore.has(event.oid))
    expect(newEvents.filter((event) => event.credits < 0)).toHaveLength(1)
    expect(newEvents.reduce((sum, event) => sum + event.credits, 0)).toBe(-newCharge)
    await expect
      .poll(async () =>
        Number(((await page.getByTestId('chat-credits').textContent()) ?? '').replace(/\D/g, '')),
      )
      .toBe(before.spendable - newCharge)
    const secondReply = await textOf(lastReply(page))
    expect(secondReply).not.toBe(firstReply)

    // ‹ shows the first reply, › the regenerated one.
    const switcher = lastReply(page).getByTestId('chat-branch-switch')
    await switcher.getByRole('button', { name: 'Previous reply' }).click()
    await switcher.getByTestId('chat-alternative-count').getByText('1/2').waitFor()
    await expect.poll(() => textOf(lastReply(page))).toBe(firstReply)
    await screenshot(page, 'anchors-switch-desktop-en')
    await switcher.getByRole('button', { name: 'Next reply' }).click()
    await switcher.getByTestId('chat-alternative-count').getByText('2/2').waitFor()
    await expect.poll(() => textOf(lastReply(page))).toBe(secondReply)
    expect(calls).toHaveLength(3)

    // Roll back to the first reply: the later turn leaves the screen, Undo is offered.
    const firstTurnReply = page.locator('.chat-message-assistant').nth(1)
    await firstTurnReply.getByRole('button', { name: 'Roll back to here' }).click()
    await page
      .getByRole('dialog', { name: 'Roll back the story?' })
      .getByRole('button', { name: 'Roll back to here' })
      .click()
    await expect.poll(() => count(page)).toBe(total - 2)
    const undo = page.locator('.chat-rollback-undo')
    await undo.getByText('Rolled back to an earlier reply.').waitFor()

    // A reload still offers it; Undo brings the later turn back as it was.
    await page.reload()
    await ready(page)
    await undo.getByRole('button', { name: 'Undo' }).waitFor()
    expect(await count(page)).toBe(total - 2)
    await screenshot(page, 'anchors-undo-desktop-en')
    await undo.getByRole('button', { name: 'Undo' }).click()
    await expect.poll(() => count(page)).toBe(total)
    await expect.poll(() => undo.count()).toBe(0)
    await expect.poll(() => textOf(lastReply(page))).toBe(secondReply)
    await page.reload()
    await ready(page)
    expect(await undo.count()).toBe(0)
    expect(calls).toHaveLength(3)
    expect((await credits()).spendable).toBe(before.spendable - newCharge)
  })

  it('rates a reply 👎 with a reason, then changes it to 👍', async () => {
    const page = await newPage(VIEWPORTS[0], 'en-US', player)
    await page.goto(`${product.url}${roomAddress}`)
    await ready(page)
    const reply = lastReply(page)
    const up = reply.getByRole('button', { name: 'Good reply' })
    const down = reply.getByRole('button', { name: 'Bad reply' })

    await down.click()
    const popover = reply.getByRole('dialog', { name: 'Why this rating?' })
    await popover.getByText('What went wrong? (optional)').waitFor()
    await popover.getByLabel('Repetitive').check()
    await popover.getByLabel('Anything else? (optional)').fill('It said the same line twice.')
    await popover.getByText('28/200').waitFor()
    await screenshot(page, 'anchors-rating-desktop-en')
    const savedDown = page.waitForResponse((r) => r.url().endsWith('/rating') && r.ok())
    await popover.getByRole('button', { name: 'Save rating' }).click()
    await savedDown
    await expect.poll(() => popover.count()).toBe(0)
    expect(await down.getAttribute('aria-pressed')).toBe('true')

    await up.click()
    await popover.getByText('What did you like? (optional)').waitFor()
    await popover.getByLabel('Creative').check()
    const savedUp = page.waitForResponse((r) => r.url().endsWith('/rating') && r.ok())
    await popover.getByRole('button', { name: 'Save rating' }).click()
    await savedUp
    await expect.poll(() => popover.count()).toBe(0)

    // Kept: after a reload the 👍 is pressed and the 👎 is not.
    await page.reload()
    await ready(page)
    expect(await up.getAttribute('aria-pressed')).toBe('true')
    expect(await down.getAttribute('aria-pressed')).toBe('false')
  })

  it("shows the creator the rating in Analytics' table by scene", async () => {
    const page = await newPage(VIEWPORTS[0], 'en-US', creator)
    await page.goto(`${product.url}/studio2/creator/analytics`)
    const section = page.getByTestId('reply-ratings')
    await section.getByRole('heading', { name: 'Reply ratings by scene' }).waitFor()
    const row = section.getByTestId('reply-ratings-row')
    await row.first().waitFor()
    expect(await row.count()).toBe(1)
    await row.getByRole('rowheader', { name: SCENE }).waitFor()
    expect(await row.getByTestId('reply-ratings-up').textContent()).toBe('1')
    expect(await row.getByTestId('reply-ratings-down').textContent()).toBe('0')
    await row.getByText('Creative (1)').waitFor()
    await section.scrollIntoViewIfNeeded()
    await screenshot(page, 'anchors-ratings-table-desktop-en')
  })

  it('looks right on a phone and in Korean', async () => {
    for (const [language, locale, prefix] of [
      ['en', 'en-US', ''],
      ['ko', 'ko-KR', '/ko'],
    ] as const) {
      const ko = language === 'ko'
      for (const viewport of VIEWPORTS) {
        if (!ko && viewport.name === 'desktop') continue
        const suffix = `${viewport.name}-${language}`
        const page = await newPage(viewport, locale, player)
        await page.goto(`${product.url}${prefix}${roomAddress}`)
        await ready(page)

        const mine = page.locator('.chat-message-user').last()
        await mine.getByRole('button', { name: ko ? '수정' : 'Edit' }).click()
        await mine.getByTestId('chat-save-regenerate').waitFor()
        await mine.getByTestId('chat-save-regenerate').scrollIntoViewIfNeeded()
        await noOverflow(page, `editor ${suffix}`)
        await screenshot(page, `anchors-editor-${suffix}`)
        await mine.getByRole('button', { name: ko ? '취소' : 'Cancel' }).click()

        const reply = lastReply(page)
        await reply.getByTestId('chat-branch-switch').scrollIntoViewIfNeeded()
        await noOverflow(page, `switch ${suffix}`)
        await screenshot(page, `anchors-switch-${suffix}`)

        // The thumb not pressed: a new rating opens the popover (the pressed one would clear it).
        const thumb = reply.locator('.chat-rating-thumb[aria-pressed="false"]').first()
        await thumb.click()
        const popover = reply.getByTestId('chat-rating-popover')
        await popover.getByTestId('chat-rating-save').scrollIntoViewIfNeeded()
        await noOverflow(page, `rating ${suffix}`)
        await screenshot(page, `anchors-rating-${suffix}`)
        await popover.getByRole('button', { name: ko ? '취소' : 'Cancel' }).click()
        await page.context().close()

        const studio = await newPage(viewport, locale, creator)
        await studio.goto(`${product.url}${prefix}/studio2/creator/analytics`)
        const table = studio.getByTestId('reply-ratings-table')
        await table.waitFor()
        await table.scrollIntoViewIfNeeded()
        await noOverflow(studio, `table ${suffix}`)
        await screenshot(studio, `anchors-ratings-table-${suffix}`)
        await studio.context().close()
      }
    }
  })
})
