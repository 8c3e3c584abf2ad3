/**
 * A group chat in Chromium against the shared product (offline model): a player starts a
 * group of two characters of the demo story from the chat's Group tab, writes once and both
 * answer in turn (list order), each reply under its character's name; mutes one and asks the
 * other to speak next; every reply is charged once. Screenshots of the group room with its
 * members panel at 1280×800 and 390×844, in English and Korean.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { productApi } from './support/api'
import { closeContexts, seedSession, signedIn, workerBrowser } from './support/browser'
import { type Login, noOverflow, registerAccount, VIEWPORTS } from './support/people'
import { sharedProduct } from './support/products'
import { screenshot } from './support/screenshots'
import type { RunningProduct } from './support/server'

const KEEPER = 'The Keeper of Gull Rock'
const stamp = Date.now().toString(36).slice(-6)

let product: RunningProduct
let browser: Browser
let login: Login
let keeperOid = ''
const contexts: BrowserContext[] = []

async function newPage(
  options: { viewport?: { width: number; height: number }; language?: 'en' | 'ko' } = {},
): Promise<Page> {
  const language = options.language ?? 'en'
  const context = await browser.newContext({
    viewport: options.viewport ?? { width: 1280, height: 800 },
    locale: language === 'ko' ? 'ko-KR' : 'en-US',
  })
  contexts.push(context)
  await seedSession(context, { ...signedIn(login), language })
  const page = await context.newPage()
  page.setDefaultTimeout(20_000)
  return page
}

async function credits(): Promise<number> {
  const answer = await productApi<{ balances: { credits: number; bonusCredits: number } }>(
    product.url,
    'GET',
    '/story-chat/convert/credit',
    { token: login.token },
  )
  return answer.balances.credits + answer.balances.bonusCredits
}

const messages = (page: Page) => page.getByTestId('chat-message')
const roomOf = (page: Page) => new URL(page.url()).pathname.match(/\/c\/([0-9a-f]{24})$/)?.[1]
const count = async (page: Page) =>
  Number(await page.getByTestId('chat-messages').getAttribute('data-count'))
const settled = (page: Page) =>
  expect
    .poll(() => page.locator('[data-testid=chat-message][data-status=streaming]').count())
    .toBe(0)

async function chatReady(page: Page) {
  await page.waitForURL(/\/c\/[0-9a-f]{24}$/)
  await messages(page).first().waitFor()
  await expect.poll(() => page.locator('.chat-page').getAttribute('data-phase')).toBe('ready')
}

/** The names under the replies, oldest first (the greeting's included). */
const speakers = (page: Page) => page.getByTestId('chat-speaker').allInnerTexts()

beforeAll(async () => {
  product = sharedProduct()
  browser = await workerBrowser()
  login = await registerAccount(product, `group${stamp}`)
  // Today's check-in: the bonus credits that pay for the turns.
  await productApi(product.url, 'POST', '/account/attendance', { token: login.token, body: {} })
  const stories = await productApi<{ stories?: { contentOid: string; title: string }[] }>(
    product.url,
    'GET',
    '/story-chat/stories?ranking=new&keyword=Keeper',
  ).catch(() => ({ stories: [] }))
  keeperOid = stories.stories?.find((story) => story.title === KEEPER)?.contentOid ?? ''
  if (!keeperOid) {
    const page = await newPage()
    await page.goto(product.url)
    const href = await page
      .locator('.story-grid a', { hasText: KEEPER })
      .first()
      .getAttribute('href')
    keeperOid = href?.match(/[0-9a-f]{24}/)?.[0] ?? ''
  }
  expect(keeperOid).toMatch(/^[0-9a-f]{24}$/)
})

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined)
  await closeContexts(browser)
})

describe('group chat', () => {
  it('two characters answer in turn, one muted, the other asked to speak next, each reply charged once', async () => {
    const page = await newPage()
    // A one-character room of the story, where the Group tab offers to start a group.
    const opened = await productApi<{ room: { roomOid: string } }>(
      product.url,
      'POST',
      '/story-chat/chat-room',
      { token: login.token, body: { contentOid: keeperOid } },
    )
    const plainRoom = opened.room.roomOid
    await page.goto(`${product.url}/story/${keeperOid}/c/${plainRoom}`)
    await chatReady(page)
    await page.getByRole('tab', { name: 'Group' }).click()
    const start = page.getByTestId('group-start')
    await start.getByLabel('Elias Brand').check()
    await start.getByLabel('Wren Calloway').check()
    await start.getByLabel('Who answers').selectOption('list')
    await start.getByRole('button', { name: 'Start group chat' }).click()
    await expect.poll(() => roomOf(page)).not.toBe(plainRoom)
    await chatReady(page)
    const groupRoom = roomOf(page) ?? ''
    await page.getByRole('tab', { name: 'Group' }).click()
    const panel = page.getByTestId('group-panel')
    await panel.getByText('Wren Calloway').waitFor()

    const before = await credits()
    // List order: Elias answers the message, then Wren, queued, on her own.
    await page.getByRole('textbox', { name: 'Your message' }).fill('Good evening, both of you.')
    await page.getByRole('textbox', { name: 'Your message' }).press('Enter')
    await expect.poll(() => count(page), { timeout: 30_000 }).toBe(4)
    await settled(page)
    expect((await speakers(page)).slice(-2)).toEqual(['Elias Brand', 'Wren Calloway'])

    // Elias muted; Wren asked to speak next answers the draft.
    await panel.getByRole('button', { name: 'Mute Elias Brand' }).click()
    await panel.getByText('Muted', { exact: true }).waitFor()
    await page.getByRole('textbox', { name: 'Your message' }).fill('Wren, what did your uncle say?')
    await panel.getByRole('button', { name: 'Wren Calloway speaks next' }).click()
    await expect.poll(() => count(page), { timeout: 30_000 }).toBe(6)
    await settled(page)
    expect((await speakers(page)).at(-1)).toBe('Wren Calloway')
    // Continue the story: the list has only Wren left to speak.
    await page.getByRole('button', { name: 'Continue the story' }).click()
    await expect.poll(() => count(page), { timeout: 30_000 }).toBe(7)
    await settled(page)
    expect((await speakers(page)).at(-1)).toBe('Wren Calloway')

    // Four replies, each charged once: the wallet moved by exactly what they were charged.
    const page1 = await productApi<{
      messages: { role: string; creditsCharged: number; status: string }[]
    }>(product.url, 'GET', `/story-chat/chat-room/${groupRoom}/prev-messages?count=50`, {
      token: login.token,
    })
    const replies = page1.messages.filter((m) => m.role === 'assistant').slice(1)
    expect(replies).toHaveLength(4)
    expect(replies.every((reply) => reply.creditsCharged > 0)).toBe(true)
    const charged = replies.reduce((sum, reply) => sum + reply.creditsCharged, 0)
    await expect.poll(() => credits()).toBe(before - charged)

    for (const viewport of VIEWPORTS) {
      for (const language of ['en', 'ko'] as const) {
        const shot = await newPage({ viewport, language })
        const prefix = language === 'ko' ? '/ko' : ''
        await shot.goto(`${product.url}${prefix}/story/${keeperOid}/c/${groupRoom}`)
        await chatReady(shot)
        if (viewport.name === 'phone') await shot.locator('.chat-panel-toggle').click()
        await shot.getByRole('tab', { name: language === 'ko' ? '그룹' : 'Group' }).click()
        await shot.getByTestId('group-panel').waitFor()
        await noOverflow(shot, `group chat, ${viewport.name}, ${language}`)
        await screenshot(shot, `group-chat-${viewport.name}-${language}`)
      }
    }
  })
})
