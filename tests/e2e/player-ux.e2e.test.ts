/**
 * The player as a newcomer meets it, in Chromium against `npm start` with the offline model:
 * replies read as a story with names and portraits, the demo model is labelled, turns say
 * what they cost, a new account claims its check-in and chats the same minute, the wallet in
 * My Info, the conversion and charge pages, a paid story's confirmation, picture texts,
 * generated covers, the side panel and the phone header, and the dark theme. Screenshots at
 * 1280×800 and 390×844, English and Korean, go to `.tmp/screens/`.
 */
import { join, resolve } from 'node:path'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { COIN_PACKAGES } from '../../platform/payments/prices'
import { minimalCanvas } from '../../platform/stories/demo-stories'
import { productApi } from './support/api'
import { closeContexts, seedSession, signedIn, workerBrowser } from './support/browser'
import { sharedProduct } from './support/products'
import { capture } from './support/screenshots'
import { ADMIN_EMAIL, ADMIN_PASSWORD, type RunningProduct, waitForMail } from './support/server'

const SCREENS = resolve(import.meta.dirname, '..', '..', '.tmp', 'screens')
const KEEPER = 'The Keeper of Gull Rock'
const DERELICT = 'Derelict: Lantern-7'
const DESKTOP = { width: 1280, height: 800 }
const PHONE = { width: 390, height: 844 }

let product: RunningProduct
let browser: Browser
const contexts: BrowserContext[] = []

async function shot(page: Page, name: string) {
  await capture(page, join(SCREENS, `${name}.png`))
}

const api = <Result>(
  method: 'GET' | 'POST',
  path: string,
  options?: { token?: string; body?: Record<string, unknown> },
) => productApi<Result>(product.url, method, path, options)

/** A new account through the mailed code, logged in: what the sign-up dialog does. */
async function newAccount(name: string) {
  const email = `${name}@example.com`
  const password = 'Tale1oom-pass'
  await api('POST', '/account/register', {
    body: {
      email,
      password,
      passwordRepeat: password,
      nickname: name,
      birthDate: '1990-05-01',
      agreePersonalData: true,
    },
  })
  const mail = await waitForMail(product.dataDir, email)
  const code = mail.text.match(/\b(\d{6})\b/)?.[1]
  await api('POST', '/account/register/confirm', { body: { email, code } })
  return api<{ token: string; user: unknown }>('POST', '/account/login', {
    body: { email, password },
  })
}

async function newPage(
  options: {
    viewport?: { width: number; height: number }
    locale?: string
    session?: Parameters<typeof seedSession>[1]
    dark?: boolean
  } = {},
): Promise<Page> {
  const context = await browser.newContext({
    viewport: options.viewport ?? DESKTOP,
    locale: options.locale ?? 'en-US',
    colorScheme: options.dark ? 'dark' : 'light',
  })
  contexts.push(context)
  if (options.session) await seedSession(context, options.session)
  const page = await context.newPage()
  page.setDefaultTimeout(20_000)
  return page
}

/** A seeded story's id, read from its card in the catalogue. */
async function storyOid(title: string): Promise<string> {
  const page = await newPage()
  await page.goto(product.url)
  const card = page.locator('.story-grid a', { hasText: title }).first()
  const href = (await card.getAttribute('href')) ?? ''
  return href.match(/[0-9a-f]{24}/)?.[0] ?? ''
}

/** Opens a new room of the story and waits for the greeting. */
async function openChat(page: Page, contentOid: string, prefix = '') {
  await page.goto(`${product.url}${prefix}/story/${contentOid}/c`)
  await page.waitForURL(/\/c\/[0-9a-f]{24}$/)
  await page.getByTestId('chat-message').first().waitFor()
  await expect.poll(() => page.locator('.chat-page').getAttribute('data-phase')).toBe('ready')
}

async function send(page: Page, text: string) {
  const before = await page.getByTestId('chat-message').count()
  await page.locator('#chat-input').fill(text)
  await page.locator('#chat-input').press('Enter')
  await expect.poll(() => page.getByTestId('chat-message').count()).toBe(before + 2)
  await expect
    .poll(() => page.getByTestId('chat-message').last().getAttribute('data-status'))
    .toBe('complete')
}

const lastText = (page: Page) => page.getByTestId('chat-text').last().textContent()
const sentences = (text: string) =>
  text
    .split(/(?<=[.!?"])\s+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean)

let keeperOid = ''
let derelictOid = ''

beforeAll(async () => {
  product = sharedProduct()
  browser = await workerBrowser()
  keeperOid = await storyOid(KEEPER)
  derelictOid = await storyOid(DERELICT)
})

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined)
  await closeContexts(browser)
  console.log(`Screenshots: ${SCREENS}`)
})

describe('a newcomer in the player', () => {
  it('reads replies as a story: italic actions, styled speech, names and portraits (item 4)', async () => {
    const page = await newPage()
    await openChat(page, keeperOid)
    // The greeting's *actions* lose their asterisks and become italics.
    const greeting = page.getByTestId('chat-message').first()
    expect(await greeting.getByTestId('chat-text').textContent()).not.toContain('*')
    expect(await greeting.locator('em.story-action').count()).toBeGreaterThan(0)
    expect(await greeting.locator('q.story-speech').count()).toBeGreaterThan(0)
    // The demo model is labelled before the first reply; connecting a real one is for admins.
    const note = page.getByTestId('chat-offline-note')
    await note.getByText('Demo model').waitFor()
    expect(await note.getByText('OPENAI_API_KEY').count()).toBe(0)

    const said = '"Hello there," I say. *I shake the rain from my coat.*'
    await send(page, said)
    const reply = page.getByTestId('chat-message').last()
    const speaker = await reply.getByTestId('chat-speaker').textContent()
    expect(speaker).not.toBe('Narrator')
    expect(await reply.locator('.chat-avatar').count()).toBe(1)
    expect(
      await page.getByTestId('chat-message').nth(1).getByTestId('chat-speaker').textContent(),
    ).toBe('You')
    const text = (await lastText(page)) ?? ''
    // No image tags, no echo of the player's words, no raw markup.
    expect(text).not.toMatch(/\([a-z]+, [a-z]+/)
    expect(text).not.toContain('shake the rain')
    expect(text).not.toContain('*')
    await note.getByText('Demo model').waitFor()
    await shot(page, 'chat-story-desktop-en')

    // A reroll is another reply throughout, not a new first sentence.
    await page.getByTestId('chat-reroll').click()
    await page.getByTestId('chat-alternative-count').getByText('2/2').waitFor()
    await expect
      .poll(() => page.getByTestId('chat-message').last().getAttribute('data-status'))
      .toBe('complete')
    const rerolled = (await lastText(page)) ?? ''
    const shared = sentences(rerolled).filter((sentence) => sentences(text).includes(sentence))
    expect(shared.length).toBeLessThanOrEqual(1)
  })

  it('says what Reroll and Continue cost before the click (item 12)', async () => {
    const page = await newPage()
    await openChat(page, keeperOid)
    await page.getByTestId('chat-continue').getByText('1 free chat').waitFor()
    // Said before the click: nothing was spent by showing it.
    await page.getByTestId('chat-free-chats').getByText('Free chats: 5/5').waitFor()
    expect(await page.getByTestId('chat-reroll').count()).toBe(0)
    await send(page, 'I look at the logbook.')
    await page.getByTestId('chat-reroll').getByText('1 free chat').waitFor()
    await page.getByTestId('chat-free-chats').getByText('Free chats: 4/5').waitFor()
    expect(await page.getByTestId('chat-continue').textContent()).toContain('1 free chat')
  })

  it('keeps the side tabs on one line at 1280 px and the phone header compact (item 10)', async () => {
    const page = await newPage()
    await openChat(page, keeperOid)
    const triggers = page.locator('.chat-side .tabs-trigger')
    const boxes = await triggers.evaluateAll((nodes) =>
      nodes.map((node) => node.getBoundingClientRect().toJSON() as DOMRect),
    )
    const list = await page.locator('.chat-side .tabs-list').evaluate((node) => ({
      right: node.getBoundingClientRect().right,
      overflow: node.scrollWidth - node.clientWidth,
    }))
    expect(new Set(boxes.map((box) => Math.round(box.top))).size).toBe(1)
    expect(list.overflow).toBeLessThanOrEqual(0)
    expect(Math.max(...boxes.map((box) => box.right))).toBeLessThanOrEqual(list.right + 0.5)

    const phone = await newPage({ viewport: PHONE })
    await openChat(phone, keeperOid)
    const header = await phone.locator('.chat-header').boundingBox()
    expect(header?.height ?? 999).toBeLessThanOrEqual(56)
    await send(phone, 'I wave at Wren.')
    await shot(phone, 'chat-story-phone-en')
  })

  it('names pictures plainly, with plural forms, and offers "unlock all" only where there are pictures (item 5)', async () => {
    const login = await newAccount('picturefan')
    const page = await newPage({ session: signedIn(login) })
    await openChat(page, keeperOid)
    // The demo story has pictures: all of them can be unlocked at once.
    const unlockAll = page.getByRole('button', { name: 'Unlock all pictures' })
    await unlockAll.click()
    const dialog = page.getByRole('dialog')
    await dialog.getByTestId('chat-unlock-quote').waitFor()
    const names = await dialog.locator('.chat-unlock-list li span:first-child').allTextContents()
    expect(names.length).toBeGreaterThan(0)
    expect(names.every((name) => /^Picture \d+$/.test(name))).toBe(true)
    const label = await dialog.getByRole('button', { name: /^Unlock \d+ picture/ }).textContent()
    expect(label).toMatch(
      names.length === 1
        ? /^Unlock 1 picture for/
        : new RegExp(`^Unlock ${names.length} pictures for`),
    )
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    // A story without pictures: no bulk unlock.
    const { token } = await api<{ token: string }>('POST', '/account/login', {
      body: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    })
    const { contentOid } = await api<{ contentOid: string }>('POST', '/story-chat/chat-content', {
      token,
      body: {
        requestType: 'create',
        metadata: {
          title: 'Lanterns over the Quiet Harbour',
          thumbnail:
            'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
          briefIntro: 'A night on the water.',
          hashtags: ['calm'],
          visibility: 'public',
        },
      },
    })
    await api('POST', '/story-chat/chat-canvas', {
      token,
      body: { contentOid, canvas: minimalCanvas(), version: 0 },
    })
    await api('POST', '/story-chat/chat-content', {
      token,
      body: { requestType: 'upload', contentOid },
    })
    await openChat(page, contentOid)
    expect(await page.getByRole('button', { name: 'Unlock all pictures' }).count()).toBe(0)
  })

  it('lets a new account claim the check-in and chat the same minute (item 3)', async () => {
    const login = await newAccount('newcomer')
    const page = await newPage({ session: signedIn(login) })
    await openChat(page, keeperOid)
    const weekend = [0, 6].includes(new Date().getUTCDay())
    const credits = weekend ? 100 : 50
    const nudge = page.getByTestId('checkin-nudge')
    await nudge.getByText('Claim today’s check-in').waitFor()
    await shot(page, 'checkin-nudge-desktop-en')
    await nudge.getByRole('button', { name: `Claim ${credits} bonus credits` }).click()
    await page.getByTestId('checkin-nudge-done').waitFor()
    await page.getByTestId('chat-credits').getByText(`${credits} credits`).waitFor()
    await send(page, 'I sit by the fire and listen.')
    expect(await page.getByTestId('chat-message').last().getAttribute('data-status')).toBe(
      'complete',
    )

    await page.goto(`${product.url}/myinfo?tab=wallet`)
    const card = page.getByTestId('checkin-card')
    await card.getByText(`Checked in today: +${credits} bonus credits`).waitFor()
    expect(await card.locator('.checkin-day[data-done="true"]').count()).toBe(1)
    expect(await card.locator('.checkin-day').count()).toBe(7)
    await page.getByTestId('wallet-coins').getByText('0').waitFor()
    await page.getByTestId('wallet-history').waitFor()
    await page.getByText('No saved card yet.', { exact: false }).waitFor()
    await shot(page, 'myinfo-wallet-desktop-en')
    await page.getByRole('tab', { name: 'Inventory' }).click()
    await page.getByTestId('inventory').waitFor()
  })

  it('offers conversion only for coins the player has, and the charge pages lead back (items 7, 8, 11)', async () => {
    const login = await newAccount('shortofcoins')
    const page = await newPage({ session: signedIn(login) })
    await openChat(page, keeperOid)
    const chatPath = new URL(page.url()).pathname
    await page.getByTestId('chat-credits').click()
    const dialog = page.getByRole('dialog', { name: 'Convert coins to credits' })
    await dialog.getByTestId('convert-no-coins').waitFor()
    expect(await dialog.textContent()).not.toContain('at most 1000')
    await dialog.getByRole('link', { name: 'Buy coins' }).click()
    await page.waitForURL(/\/charge$/)
    await page.getByRole('link', { name: /Back to the chat/ }).waitFor()

    // Packages fill whole rows and their Buy buttons line up, once every package is drawn.
    await expect.poll(() => page.locator('.charge-package').count()).toBe(COIN_PACKAGES.length)
    const cards = await page
      .locator('.charge-package')
      .evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().top))
    const rows = new Map<number, number>()
    for (const top of cards) rows.set(Math.round(top), (rows.get(Math.round(top)) ?? 0) + 1)
    const perRow = [...rows.values()]
    expect(new Set(perRow).size).toBe(1)
    const buttons = await page
      .locator('.charge-package-buy')
      .evaluateAll((nodes) => nodes.map((node) => Math.round(node.getBoundingClientRect().bottom)))
    const firstRow = buttons.slice(0, perRow[0])
    expect(new Set(firstRow).size).toBe(1)
    await shot(page, 'charge-desktop-en')

    await page.goto(`${product.url}/charge/success?paymentOid=${'0'.repeat(24)}`)
    const back = page.getByTestId('charge-back-to-chat')
    expect(await back.getAttribute('href')).toBe(chatPath)
    await back.click()
    await page.waitForURL((url) => url.pathname === chatPath)
  })

  it('shows a paid story price once and asks before buying (item 6)', async () => {
    const login = await newAccount('careful')
    const page = await newPage({ session: signedIn(login) })
    await page.goto(`${product.url}/story/${derelictOid}`)
    await page.getByRole('heading', { name: DERELICT, level: 1 }).waitFor()
    const access = (await page.locator('.story-access').textContent()) ?? ''
    expect(access.match(/30 coins/g)?.length).toBe(1)
    await page.getByRole('button', { name: 'Buy for 30 coins' }).click()
    const dialog = page.getByRole('dialog', { name: 'Buy this story?' })
    await dialog.getByText('costs 30 coins', { exact: false }).waitFor()
    await shot(page, 'story-buy-confirm-desktop-en')
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await dialog.waitFor({ state: 'detached' })
    expect(await page.getByRole('link', { name: /^Play/ }).count()).toBe(0)
  })

  it('looks designed in Korean, on a phone and in the dark', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const size = viewport === DESKTOP ? 'desktop' : 'phone'
      const page = await newPage({ viewport, locale: 'ko-KR' })
      await page.goto(`${product.url}/ko/`)
      await page.locator('.story-grid').first().waitFor()
      await shot(page, `home-${size}-ko`)
      await openChat(page, keeperOid, '/ko')
      await page.getByTestId('chat-offline-note').getByText('데모 모델').waitFor()
      await send(page, '"안녕하세요," 내가 말한다.')
      await shot(page, `chat-story-${size}-ko`)
      const english = await newPage({ viewport })
      await english.goto(product.url)
      await english.locator('.story-grid').first().waitFor()
      await shot(english, `home-${size}-en`)
    }
    const dark = await newPage({ dark: true })
    await openChat(dark, keeperOid)
    const background = await dark.evaluate(() => getComputedStyle(document.body).backgroundColor)
    const [red = 255, green = 255, blue = 255] = (background.match(/\d+/g) ?? []).map(Number)
    expect((red + green + blue) / 3).toBeLessThan(60)
    await shot(dark, 'chat-story-desktop-en-dark')
  })
})
