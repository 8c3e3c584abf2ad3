/**
 * A group chat in Chromium against the shared product (offline model): a player starts a
 * group of the demo story's three characters from the chat's Group tab and switches the
 * strategy in the members panel — list, natural (one muted), manual (speak next), pooled —
 * each answering in the order its rule implies, each reply under its character's name and
 * charged once; My chats marks the room as a group. A SillyTavern character card added from
 * its PNG in the members panel answers a message naming it, one reply charged once.
 * Screenshots of the group room, of My chats and of the members panel with a card member at
 * 1280×800 and 390×844, in English and Korean.
 */
import { fileURLToPath } from 'node:url'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { productApi } from './support/api'
import { closeContexts, seedSession, signedIn, workerBrowser } from './support/browser'
import { buyCoins, type Login, noOverflow, registerAccount, VIEWPORTS } from './support/people'
import { sharedProduct } from './support/products'
import { screenshot } from './support/screenshots'
import type { RunningProduct } from './support/server'

const KEEPER = 'The Keeper of Gull Rock'
const ELIAS = 'Elias Brand'
const WREN = 'Wren Calloway'
const TOBIAS = 'Tobias Hale'
const FLUX = 'Flux the Cat'
/** A SillyTavern character card with its artwork (fixtures/cards/README.md). */
const CARD_PNG = fileURLToPath(
  new URL('../../fixtures/cards/default_FluxTheCat.png', import.meta.url),
)
const HINT_MANUAL = 'No one answers on their own: choose who speaks next.'
const HINT_POOLED = 'One character answers at a time; everyone speaks once before anyone repeats.'
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
  // Today's check-in (its nudge would cover the phone's tabs).
  await productApi(product.url, 'POST', '/account/attendance', { token: login.token, body: {} })
  // Nine replies at 10 credits: coins bought at the sandbox checkout, converted to 1,000 credits.
  await buyCoins(product, login, 100)
  await productApi(product.url, 'POST', '/story-chat/convert/credit', {
    token: login.token,
    body: { amount: 100 },
  })
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
  it('three characters answer by each strategy in turn, each reply charged once; My chats marks the group', async () => {
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
    for (const name of [ELIAS, WREN, TOBIAS]) await start.getByLabel(name).check()
    await start.getByLabel('Who answers').selectOption('list')
    await start.getByRole('button', { name: 'Start group chat' }).click()
    await expect.poll(() => roomOf(page)).not.toBe(plainRoom)
    await chatReady(page)
    const groupRoom = roomOf(page) ?? ''
    await page.getByRole('tab', { name: 'Group' }).click()
    const panel = page.getByTestId('group-panel')
    await panel.getByText(TOBIAS).waitFor()
    /** Switches the strategy in the members panel and waits for the group to answer with it. */
    const strategy = async (value: string, hint: string) => {
      await panel.getByLabel('Who answers').selectOption(value)
      await panel.getByText(hint).waitFor()
    }
    const composer = page.getByRole('textbox', { name: 'Your message' })
    /** Waits for the room to hold `total` messages, all settled; the names of the last `replies`. */
    const answered = async (total: number, replies: number) => {
      await expect
        .poll(() => count(page), { timeout: 30_000 })
        .toBe(total)
        .catch(async (error: unknown) => {
          await screenshot(page, `group-chat-failed-at-${total}`)
          throw error
        })
      await settled(page)
      return (await speakers(page)).slice(-replies)
    }

    const before = await credits()
    // List: every member answers, in the list's order (the others queued, on their own).
    await composer.fill('Good evening, all three of you.')
    await composer.press('Enter')
    expect(await answered(5, 3)).toEqual([ELIAS, WREN, TOBIAS])

    // Natural, Elias muted: the members named answer, in the order they are named; the
    // muted one never, and the talkative draw adds no one who has not answered already.
    await strategy('natural', 'Characters you name answer first')
    await panel.getByRole('button', { name: `Mute ${ELIAS}` }).click()
    await panel.getByText('Muted', { exact: true }).waitFor()
    await composer.fill('Tobias, and you too Wren: what did the lamp show?')
    await composer.press('Enter')
    expect(await answered(8, 2)).toEqual([TOBIAS, WREN])

    // Manual: no one answers unasked; Elias, unmuted and asked to speak next, answers the draft.
    await strategy('manual', HINT_MANUAL)
    await panel.getByRole('button', { name: `Unmute ${ELIAS}` }).click()
    await panel.getByRole('button', { name: `Mute ${ELIAS}` }).waitFor()
    await composer.fill('Elias, the log book.')
    await panel.getByRole('button', { name: `${ELIAS} speaks next` }).click()
    expect(await answered(10, 1)).toEqual([ELIAS])

    // Pooled: one member answers the message, and each "continue" a member who has not
    // spoken since it, so three replies are the three members.
    await strategy('pooled', HINT_POOLED)
    await composer.fill('Go on, anyone.')
    await composer.press('Enter')
    await answered(12, 1)
    for (const total of [13, 14]) {
      await page.getByRole('button', { name: 'Continue the story' }).click()
      await answered(total, 1)
    }
    expect(new Set((await speakers(page)).slice(-3))).toEqual(new Set([ELIAS, WREN, TOBIAS]))

    // Nine replies, each charged once: the wallet moved by exactly what they were charged.
    const page1 = await productApi<{
      messages: { role: string; creditsCharged: number; status: string }[]
    }>(product.url, 'GET', `/story-chat/chat-room/${groupRoom}/prev-messages?count=50`, {
      token: login.token,
    })
    const replies = page1.messages.filter((m) => m.role === 'assistant').slice(1)
    expect(replies).toHaveLength(9)
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
        // My chats: the group room marked with its members' portraits and a "Group" label.
        await shot.goto(`${product.url}${prefix}/story/chats`)
        const row = shot.locator(`[data-testid=my-chat-room][data-room="${groupRoom}"]`)
        await row.getByTestId('my-chat-group').waitFor()
        expect(await row.locator('.group-badge-face').count()).toBe(3)
        await noOverflow(shot, `my chats, ${viewport.name}, ${language}`)
        await screenshot(shot, `group-my-chats-${viewport.name}-${language}`)
      }
    }
  })

  it('a character card added from a PNG file answers when named, one reply charged once', async () => {
    const created = await productApi<{ room: { roomOid: string } }>(
      product.url,
      'POST',
      '/story-chat/group-room',
      {
        token: login.token,
        body: { contentOid: keeperOid, memberIds: ['char-elias', 'char-wren'] },
      },
    )
    const groupRoom = created.room.roomOid
    const page = await newPage()
    await page.goto(`${product.url}/story/${keeperOid}/c/${groupRoom}`)
    await chatReady(page)
    await page.getByRole('tab', { name: 'Group' }).click()
    const panel = page.getByTestId('group-panel')
    await panel.getByText(WREN).waitFor()
    // A SillyTavern card with its artwork, through the members panel's "Add a character card".
    const chooser = page.waitForEvent('filechooser')
    await panel.getByText('Add a character card', { exact: true }).click()
    await (await chooser).setFiles(CARD_PNG)
    const member = panel.locator('.group-member', { hasText: FLUX })
    await member.getByText('Card', { exact: true }).waitFor()
    const portrait = await member.locator('img').getAttribute('src')
    expect(portrait).toMatch(/^\/api\/story-chat\/group-card-portrait\/[0-9a-f]{32}$/)
    // The story's characters speak up only when named, so the card member alone answers.
    const group = await productApi<{ group: { members: { id: string }[] } }>(
      product.url,
      'GET',
      `/story-chat/chat-room/${groupRoom}/group`,
      { token: login.token },
    )
    await productApi(product.url, 'POST', `/story-chat/chat-room/${groupRoom}/group`, {
      token: login.token,
      body: {
        members: group.group.members.map((entry) => ({
          id: entry.id,
          talkativeness: entry.id.startsWith('card-') ? 0.5 : 0,
        })),
      },
    })
    const before = await credits()
    const composer = page.getByRole('textbox', { name: 'Your message' })
    await composer.fill('Flux, what do you see tonight?')
    await composer.press('Enter')
    await expect.poll(() => count(page), { timeout: 30_000 }).toBe(3)
    await settled(page)
    expect((await speakers(page)).slice(-1)).toEqual([FLUX])
    const reply = messages(page).last()
    expect(await reply.locator('img.chat-avatar').getAttribute('src')).toBe(portrait)
    const history = await productApi<{
      messages: { role: string; creditsCharged: number }[]
    }>(product.url, 'GET', `/story-chat/chat-room/${groupRoom}/prev-messages?count=50`, {
      token: login.token,
    })
    const replies = history.messages.filter((m) => m.role === 'assistant').slice(1)
    expect(replies).toHaveLength(1)
    expect(replies[0]!.creditsCharged).toBeGreaterThan(0)
    await expect.poll(() => credits()).toBe(before - replies[0]!.creditsCharged)

    for (const viewport of VIEWPORTS) {
      for (const language of ['en', 'ko'] as const) {
        const shot = await newPage({ viewport, language })
        const prefix = language === 'ko' ? '/ko' : ''
        await shot.goto(`${product.url}${prefix}/story/${keeperOid}/c/${groupRoom}`)
        await chatReady(shot)
        if (viewport.name === 'phone') await shot.locator('.chat-panel-toggle').click()
        await shot.getByRole('tab', { name: language === 'ko' ? '그룹' : 'Group' }).click()
        const shown = shot.getByTestId('group-panel')
        await shown.locator('.group-card-badge').waitFor()
        await shown.locator('.group-add-card').scrollIntoViewIfNeeded()
        await noOverflow(shot, `group card member, ${viewport.name}, ${language}`)
        await screenshot(shot, `group-card-member-${viewport.name}-${language}`)
      }
    }
  })
})
