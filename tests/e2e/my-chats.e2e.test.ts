/**
 * My chats in Chromium against the shared product (offline model): a player plays two
 * rooms of a story and opens a third without writing, finds them in My chats from the
 * account menu, renames one, pins it and sees the order change, continues from the story
 * page (the room written in last, not the empty new one), exports a chat as SillyTavern
 * JSONL and imports it into a new room (charged nothing), is told why a broken file is
 * refused, and deletes a chat after confirming. Screenshots of My chats at 1280×800 and
 * 390×844, in English and Korean.
 */
import { readFileSync } from 'node:fs'
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
const browserDialogs: string[] = []

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
  page.on('dialog', (dialog) => {
    browserDialogs.push(dialog.message())
    void dialog.dismiss()
  })
  return page
}

/** The player's credits, as the wallet reads them. */
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

async function chatReady(page: Page) {
  await page.waitForURL(/\/c\/[0-9a-f]{24}$/)
  await messages(page).first().waitFor()
  await expect.poll(() => page.locator('.chat-page').getAttribute('data-phase')).toBe('ready')
}

async function say(page: Page, text: string) {
  const before = Number(await page.getByTestId('chat-messages').getAttribute('data-count'))
  await page.getByLabel('Your message').fill(text)
  await page.getByLabel('Your message').press('Enter')
  await expect
    .poll(async () => Number(await page.getByTestId('chat-messages').getAttribute('data-count')))
    .toBe(before + 2)
  await expect
    .poll(() => page.locator('[data-testid=chat-message][data-status=streaming]').count())
    .toBe(0)
}

const rows = (page: Page) => page.getByTestId('my-chat-room')
const rowOf = (page: Page, roomOid: string) => page.locator(`[data-room="${roomOid}"]`)
const order = (page: Page) =>
  rows(page).evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-room')))

beforeAll(async () => {
  product = sharedProduct()
  browser = await workerBrowser()
  login = await registerAccount(product, `mychats${stamp}`)
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

describe('My chats', () => {
  let older = ''
  let newer = ''
  let empty = ''

  it('plays two rooms, opens a third, and continues from the story page in the last one written', async () => {
    const page = await newPage()
    await page.goto(`${product.url}/story/${keeperOid}`)
    await page.getByTestId('story-new-chat').getByText('Play').click()
    await chatReady(page)
    older = roomOf(page) ?? ''
    await say(page, 'I climb the stairs to the lamp room.')
    await say(page, 'I read the last page of the logbook.')

    await page.goto(`${product.url}/story/${keeperOid}`)
    // The story page now offers Continue (the room written in) beside New chat.
    await page.getByTestId('story-continue').waitFor()
    await page.getByTestId('story-new-chat').getByText('New chat').click()
    await chatReady(page)
    newer = roomOf(page) ?? ''
    await say(page, 'I knock on the keeper’s door.')

    await page.goto(`${product.url}/story/${keeperOid}`)
    await page.getByTestId('story-new-chat').click()
    await chatReady(page)
    empty = roomOf(page) ?? ''
    expect(new Set([older, newer, empty]).size).toBe(3)

    // Continue opens the room written in last, not the new room with its greeting alone.
    await page.goto(`${product.url}/story/${keeperOid}`)
    await page.getByRole('link', { name: 'My chats with this story' }).waitFor()
    await screenshot(page, 'my-chats-story-page-desktop-en')
    await page.getByTestId('story-continue').click()
    await chatReady(page)
    expect(roomOf(page)).toBe(newer)
    await expect
      .poll(async () => Number(await page.getByTestId('chat-messages').getAttribute('data-count')))
      .toBe(3)
  })

  it('lists the chats from the account menu, renames one, pins it first, and continues it', async () => {
    const page = await newPage()
    await page.goto(product.url)
    await page.getByRole('button', { name: `Account menu for mychats${stamp}` }).click()
    await page.getByRole('link', { name: 'My chats' }).click()
    await page.waitForURL(/\/story\/chats$/)
    await page.getByRole('heading', { level: 1, name: 'My chats' }).waitFor()
    await expect.poll(() => order(page)).toEqual([empty, newer, older])
    await rowOf(page, older).getByText('5 messages').waitFor()
    await rowOf(page, newer).getByText('3 messages').waitFor()
    await rowOf(page, empty).getByText('1 message').waitFor()
    await rowOf(page, older).getByText('just now').waitFor()

    await rowOf(page, older).getByTestId('my-chat-rename').click()
    const field = rowOf(page, older).getByTestId('my-chat-rename-input')
    await field.fill('The lighthouse log')
    await field.press('Enter')
    await rowOf(page, older).getByTestId('my-chat-title').getByText('The lighthouse log').waitFor()
    await page.getByRole('status').getByText('Renamed.').waitFor()
    // Focus goes back to Rename, so the keyboard stays where it was.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')))
      .toBe('my-chat-rename')

    await rowOf(page, older).getByRole('button', { name: 'Pin “The lighthouse log”' }).click()
    await expect.poll(() => order(page)).toEqual([older, empty, newer])
    await rowOf(page, older).getByText('Pinned', { exact: true }).waitFor()
    expect(await rowOf(page, older).getAttribute('data-pinned')).toBe('true')

    // A reload keeps the name, the pin and the order: they are the server's.
    await page.reload()
    await expect.poll(() => order(page)).toEqual([older, empty, newer])
    await noOverflow(page, 'My chats, desktop')
    await screenshot(page, 'my-chats-desktop-en')

    await rowOf(page, older).getByRole('link', { name: 'Continue “The lighthouse log”' }).click()
    await chatReady(page)
    expect(roomOf(page)).toBe(older)
    await expect
      .poll(async () => Number(await page.getByTestId('chat-messages').getAttribute('data-count')))
      .toBe(5)
  })

  it('exports a chat as SillyTavern JSONL and imports it into a new room, charging nothing', async () => {
    const page = await newPage()
    await page.goto(`${product.url}/story/chats`)
    await rowOf(page, older).waitFor()
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      rowOf(page, older).getByTestId('my-chat-export').click(),
    ])
    expect(download.suggestedFilename()).toBe('The lighthouse log.jsonl')
    const jsonl = readFileSync((await download.path()) ?? '', 'utf8')
    const lines = jsonl
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line))
    expect(lines[0]).toMatchObject({
      user_name: `mychats${stamp}`,
      chat_metadata: { taleloom: { contentOid: keeperOid, title: 'The lighthouse log' } },
    })
    expect(lines).toHaveLength(6)
    expect(lines.slice(1).map((line) => line.is_user)).toEqual([false, true, false, true, false])
    expect(lines[2].mes).toBe('I climb the stairs to the lamp room.')
    await page.getByRole('status').getByText('Saved “The lighthouse log.jsonl”.').waitFor()

    const before = await credits()
    await page.getByTestId('my-chat-import-file').setInputFiles({
      name: 'The lighthouse log.jsonl',
      mimeType: 'application/x-ndjson',
      buffer: Buffer.from(jsonl),
    })
    const imported = page.getByRole('status').filter({ hasText: 'Imported 5 messages' })
    await imported.waitFor()
    await expect.poll(() => rows(page).count()).toBe(4)
    // An import runs no turn: exactly what the wallet held before.
    expect(await credits()).toBe(before)
    await screenshot(page, 'my-chats-imported-desktop-en')

    await imported.getByRole('link', { name: 'Open it' }).click()
    await chatReady(page)
    expect([older, newer, empty]).not.toContain(roomOf(page))
    await expect
      .poll(async () => Number(await page.getByTestId('chat-messages').getAttribute('data-count')))
      .toBe(5)
    const texts = await page.getByTestId('chat-text').allTextContents()
    expect(texts.join('\n')).toContain('I read the last page of the logbook.')
    expect(await credits()).toBe(before)
  })

  it('says why a broken file is refused, and adds no chat', async () => {
    const page = await newPage()
    await page.goto(`${product.url}/story/chats`)
    await expect.poll(() => rows(page).count()).toBe(4)
    const broken = [
      JSON.stringify({ user_name: 'Mira', character_name: 'Wren' }),
      JSON.stringify({ name: 'Wren', is_user: false, mes: 'The lamp is lit.' }),
      '{"name": "Mira", "is_user": true, "mes": ',
    ].join('\n')
    await page.getByTestId('my-chat-import-file').setInputFiles({
      name: 'broken.jsonl',
      mimeType: 'application/x-ndjson',
      buffer: Buffer.from(broken),
    })
    await page
      .getByRole('alert')
      .getByText('This file was not imported: Line 3 is not valid JSON.')
      .waitFor()
    expect(await rows(page).count()).toBe(4)
  })

  it('deletes a chat after asking, and the list keeps the rest', async () => {
    const page = await newPage()
    await page.goto(`${product.url}/story/chats`)
    await rowOf(page, empty).getByTestId('my-chat-delete').click()
    const dialog = page.getByRole('dialog', { name: 'Delete this chat?' })
    await dialog.waitFor()
    // Cancel first: nothing goes.
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    expect(await rows(page).count()).toBe(4)
    await rowOf(page, empty).getByTestId('my-chat-delete').click()
    await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click()
    await expect.poll(() => rows(page).count()).toBe(3)
    expect(await rowOf(page, empty).count()).toBe(0)
    // The reader goes on from the page's heading, not from a button that is gone.
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1')
    expect(browserDialogs).toEqual([])
  })

  it('reads in Korean and fits a phone', async () => {
    for (const viewport of VIEWPORTS) {
      for (const language of ['en', 'ko'] as const) {
        if (viewport.name === 'desktop' && language === 'en') continue
        const page = await newPage({ viewport, language })
        await page.goto(`${product.url}${language === 'ko' ? '/ko' : ''}/story/chats`)
        await expect.poll(() => rows(page).count()).toBe(3)
        if (language === 'ko') {
          await page.getByRole('heading', { level: 1, name: '내 채팅' }).waitFor()
          await rowOf(page, older).getByText('고정됨', { exact: true }).waitFor()
          await rowOf(page, older).getByText('메시지 5개').waitFor()
          await rowOf(page, older)
            .getByRole('link', { name: '“The lighthouse log” 이어하기' })
            .waitFor()
        }
        await noOverflow(page, `My chats, ${viewport.name}, ${language}`)
        // Every action of a row stays inside the window on a phone.
        const overflowing = await rows(page).evaluateAll((nodes) =>
          nodes.flatMap((node) =>
            [...node.querySelectorAll('button, a')]
              .map((control) => control.getBoundingClientRect())
              .filter((box) => box.right > window.innerWidth + 0.5 || box.left < -0.5),
          ),
        )
        expect(overflowing).toEqual([])
        await screenshot(page, `my-chats-${viewport.name}-${language}`)
        if (viewport.name === 'phone' && language === 'ko') {
          await page.goto(`${product.url}/ko/story/${keeperOid}`)
          await page.getByTestId('story-continue').getByText('이어하기').waitFor()
          await noOverflow(page, 'the story page, phone, ko')
          await screenshot(page, 'my-chats-story-page-phone-ko')
        }
      }
    }
  })
})
