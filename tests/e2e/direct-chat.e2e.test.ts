/**
 * Direct chat in Chromium against the shared product: a creator makes messages paid on the
 * settings screen (and is told a subscriber-only chat needs a tier); a fan opens a 1:1 room
 * with the creator, reads the auto message and the price, sends a paid message whose first
 * answer is lost and retries it (the ledger books one charge), and donates once (shown in the
 * thread once); a second fan sees the group's unread badge, then a message and typing arrive
 * live on the other page; both meet in a global room; the creator blocks the fan, whose next
 * message is refused ('Unable to Chat') and charged nothing. Screenshots in English and
 * Korean at 1280×800 and 390×844.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dmKo } from '../../web/i18n/resources/dm/ko'
import { productApi } from './support/api'
import { closeContexts, seedSession, signedIn, workerBrowser } from './support/browser'
import {
  adminLogin,
  buyCoins,
  type Login,
  noOverflow,
  registerAccount,
  resizeTo,
  VIEWPORTS,
} from './support/people'
import { sharedProduct } from './support/products'
import { screenshot } from './support/screenshots'
import type { RunningProduct } from './support/server'

const stamp = Date.now().toString(36).slice(-5)
const CREATOR = `dmkeeper${stamp}`
const FAN = `dmdeckhand${stamp}`
const FRIEND = `dmnetter${stamp}`
const GROUP = `Gull Rock crew ${stamp}`
const LOBBY = `Harbour lobby ${stamp}`

let product: RunningProduct
let browser: Browser
let creator: Login
let fan: Login
let friend: Login
let admin: Login
let directRoom = ''

async function newPage(
  login: Login,
  language: 'en' | 'ko' = 'en',
  viewport: { width: number; height: number } = VIEWPORTS[0],
): Promise<Page> {
  const context = await browser.newContext({
    locale: language === 'ko' ? 'ko-KR' : 'en-US',
    viewport,
  })
  await seedSession(context, { language, ...signedIn(login) })
  await context.addInitScript(() =>
    localStorage.setItem('taleloom.checkin.later', new Date().toISOString().slice(0, 10)),
  )
  const page = await context.newPage()
  page.setDefaultTimeout(20_000)
  return page
}

/** The fan's ledger transactions of one type, read back as an admin. */
async function ledgerCount(who: Login, type: string): Promise<number> {
  const page = await productApi<{ transactions: { type: string }[] }>(
    product.url,
    'GET',
    `/admin/ledger?userOid=${who.user.oid}`,
    { token: admin.token },
  )
  return page.transactions.filter((transaction) => transaction.type === type).length
}

/** The Start a conversation panel (the header has a search button of its own). */
const newChat = (page: Page) => page.getByRole('region', { name: 'Start a conversation' })
const composer = (page: Page) => page.getByLabel('Your message')
const thread = (page: Page) => page.getByTestId('dm-thread')

async function send(page: Page, text: string, button = 'Send') {
  await composer(page).fill(text)
  await page.getByRole('button', { name: button, exact: true }).click()
}

beforeAll(async () => {
  product = sharedProduct()
  browser = await workerBrowser()
  creator = await registerAccount(product, CREATOR, ['creator'])
  fan = await registerAccount(product, FAN)
  friend = await registerAccount(product, FRIEND)
  admin = await adminLogin(product)
  await buyCoins(product, fan, 100)
  for (const [language, title] of [
    ['en', LOBBY],
    ['ko', `항구 로비 ${stamp}`],
  ])
    await productApi(product.url, 'POST', '/chat/admin/global-chat-room', {
      token: admin.token,
      body: { language, title, notice: 'Be kind to the gulls.' },
    })
}, 120_000)

afterAll(async () => {
  await closeContexts(browser)
})

describe('direct chat', () => {
  it('a creator makes messages paid on the settings screen', async () => {
    const page = await newPage(creator)
    await page.goto(`${product.url}/chat`)
    await page.getByRole('link', { name: 'Message settings', exact: true }).click()
    await page.waitForURL(/\/chat\/settings$/)
    const form = page.getByTestId('dm-settings-form')
    await form.getByLabel('Who may message you').selectOption({
      label: 'Subscribers of chosen tiers only',
    })
    await form.getByRole('button', { name: 'Save' }).click()
    await form
      .getByText('At least one tier must be selected for subscriber-only chat.', { exact: true })
      .waitFor()
    await form.getByLabel('Who may message you').selectOption({
      label: 'Anyone who pays coins per message',
    })
    await form.getByLabel('Coins per message').fill('5')
    await form.getByLabel('Automatic message').fill('Welcome aboard, {nickname}!')
    await form.getByRole('button', { name: 'Save' }).click()
    await form.getByText('Your message settings were saved.').waitFor()
    await noOverflow(page, 'settings, desktop')
    await screenshot(page, 'direct-chat-settings-desktop-en')
    const saved = await productApi<{ whoMayMessage: string; coinsPerMessage: number }>(
      product.url,
      'GET',
      `/chat/chat-settings?userOid=${creator.user.oid}`,
      { token: fan.token },
    )
    expect(saved).toMatchObject({ whoMayMessage: 'coinPayers', coinsPerMessage: 5 })

    // Anyone but a creator finds no settings page.
    const plain = await newPage(fan)
    await plain.goto(`${product.url}/chat/settings`)
    await plain.getByRole('heading', { name: 'Page not found' }).waitFor()
  })

  it('a fan opens a 1:1 room, pays once for a message sent twice, and donates once', async () => {
    const page = await newPage(fan)
    // This page's socket delivers nothing: the send's answer is the only ack it gets.
    await page.routeWebSocket(/\/api\/chat\/socket/, () => undefined)
    await page.goto(product.url)
    await page.getByRole('button', { name: `Account menu for ${FAN}` }).click()
    await page.getByRole('link', { name: 'Messages', exact: true }).click()
    await page.waitForURL(/\/chat$/)
    await newChat(page).getByLabel('Nickname').fill(CREATOR)
    await newChat(page).getByRole('button', { name: 'Search', exact: true }).click()
    await page.getByRole('button', { name: `Message ${CREATOR}` }).click()
    await page.waitForURL(/\/chat\/[0-9a-f]{24}$/)
    directRoom = page.url().split('/').pop() as string
    await thread(page).getByText(`Welcome aboard, ${FAN}!`).waitFor()
    expect(await page.getByTestId('dm-price').textContent()).toBe(
      `Each message to ${CREATOR} costs 5 coins.`,
    )

    // The first answer is lost on the way back: the line fails, the retry is answered from
    // the stored message with the same client id, and the ledger holds one charge.
    let lost = false
    await page.route('**/api/chat/rooms/*/messages', async (route) => {
      if (route.request().method() !== 'POST' || lost) return route.continue()
      lost = true
      await route.fetch()
      await route.abort('connectionreset')
    })
    await send(page, 'Is the lamp lit tonight?', 'Send for 5 coins')
    const line = thread(page).getByTestId('dm-message').filter({ hasText: 'Is the lamp lit' })
    await line.getByText('Not sent').waitFor()
    expect(await ledgerCount(fan, 'chat')).toBe(1)
    await line.getByRole('button', { name: 'Retry' }).click()
    await line.getByText('5 coins').waitFor()
    expect(await line.getAttribute('data-status')).toBe('sent')
    expect(await ledgerCount(fan, 'chat')).toBe(1)

    // A page with its socket: the donation's answer and its live copy show as one line.
    const live = await newPage(fan)
    await live.goto(`${product.url}/chat/${directRoom}`)
    await expect.poll(() => thread(live).getByText('Is the lamp lit tonight?').count()).toBe(1)
    await live.getByRole('button', { name: 'Room actions' }).click()
    await live.getByRole('button', { name: 'Donate' }).click()
    const dialog = live.getByTestId('dm-donation-dialog')
    await dialog.getByLabel('Coins').fill('10')
    await dialog.getByLabel('Message (optional)').fill('For the lamp oil')
    await dialog.getByRole('button', { name: 'Donate 10 coins' }).click()
    const donations = thread(live).getByTestId('dm-donation')
    await donations.getByText(`You donated 10 coins to ${CREATOR}`).waitFor()
    await donations.getByText('For the lamp oil').waitFor()
    await live.waitForTimeout(500)
    expect(await donations.count()).toBe(1)
    expect(await ledgerCount(fan, 'chat_donation')).toBe(1)
    await live.reload()
    await donations.first().waitFor()
    expect(await donations.count()).toBe(1)
    await noOverflow(live, 'room, desktop')
    await screenshot(live, 'direct-chat-room-desktop-en')
    await resizeTo(live, VIEWPORTS[1])
    await noOverflow(live, 'room, phone')
    await screenshot(live, 'direct-chat-room-phone-en')
  })

  it('a group shows its unread badge, then a message and typing arrive live', async () => {
    const page = await newPage(fan)
    await page.goto(`${product.url}/chat`)
    for (const name of [FRIEND, CREATOR]) {
      await newChat(page).getByLabel('Nickname').fill(name)
      await newChat(page).getByRole('button', { name: 'Search', exact: true }).click()
      await page.getByRole('button', { name: `Add ${name} to the group` }).click()
    }
    await page.getByLabel('Group name (optional)').fill(GROUP)
    await page.getByRole('button', { name: 'Create the group' }).click()
    await page.waitForURL(/\/chat\/[0-9a-f]{24}$/)
    await page.getByRole('heading', { name: GROUP }).waitFor()
    expect(await page.getByTestId('dm-price').count()).toBe(0)
    await send(page, 'First light over the rock')
    await thread(page).getByText('First light over the rock').waitFor()

    const other = await newPage(friend)
    await other.goto(`${product.url}/chat`)
    const row = other.getByTestId('dm-room-list').locator('li').filter({ hasText: GROUP })
    await expect.poll(() => row.getAttribute('data-unread')).toBe('1')
    await noOverflow(other, 'room list, desktop')
    await screenshot(other, 'direct-chat-home-desktop-en')
    await resizeTo(other, VIEWPORTS[1])
    await noOverflow(other, 'room list, phone')
    await screenshot(other, 'direct-chat-home-phone-en')
    await resizeTo(other, VIEWPORTS[0])
    await row.getByRole('link').click()
    await thread(other).getByText('First light over the rock').waitFor()
    await other.getByText('Reconnecting…').waitFor({ state: 'hidden' })

    // Typing is told at most every 3 s, and only once the other socket listens: keep typing.
    const typing = other.getByText(`${FAN} is typing…`)
    await expect
      .poll(
        async () => {
          await composer(page).press('A')
          return typing.isVisible()
        },
        { timeout: 20_000, interval: 1_000 },
      )
      .toBe(true)
    await composer(page).fill('Ahoy')
    await page.getByRole('button', { name: 'Send', exact: true }).click()
    await thread(other).getByText('Ahoy', { exact: true }).waitFor()
    // Read on arrival: the badge is gone from the list.
    await other.goto(`${product.url}/chat`)
    await expect.poll(() => row.getAttribute('data-unread')).toBe('0')
  })

  it('two fans meet in the global room of their language', async () => {
    const page = await newPage(fan)
    await page.goto(`${product.url}/chat`)
    await page.getByRole('button', { name: `Join: ${LOBBY}` }).click()
    await page.waitForURL(/\/chat\/[0-9a-f]{24}$/)
    await page.getByText('Be kind to the gulls.').waitFor()
    await send(page, 'Hello, harbour')
    await thread(page).getByText('Hello, harbour').waitFor()

    const other = await newPage(friend)
    await other.goto(`${product.url}/chat`)
    await other.getByRole('button', { name: `Join: ${LOBBY}` }).click()
    await thread(other).getByText('Hello, harbour').waitFor()
    await send(other, 'Hello from the nets')
    await thread(page).getByText('Hello from the nets').waitFor()
  })

  it('the creator blocks the fan, whose next message is refused and not charged', async () => {
    const page = await newPage(creator)
    await page.goto(`${product.url}/chat/${directRoom}`)
    await thread(page).getByText('Is the lamp lit tonight?').waitFor()
    await page.getByRole('button', { name: 'Room actions' }).click()
    await page.getByRole('button', { name: `Block ${FAN}` }).click()
    await page
      .getByRole('dialog')
      .getByRole('button', { name: `Block ${FAN}` })
      .click()
    await page.getByText(`${FAN} is blocked.`).waitFor()

    const fanPage = await newPage(fan)
    await fanPage.goto(`${product.url}/chat/${directRoom}`)
    await thread(fanPage).getByText('Is the lamp lit tonight?').waitFor()
    await send(fanPage, 'Are you still there?', 'Send for 5 coins')
    await fanPage.getByRole('alert').getByText('Unable to Chat', { exact: true }).waitFor()
    expect(await ledgerCount(fan, 'chat')).toBe(1)

    await page.goto(`${product.url}/chat`)
    await page.getByTestId('dm-blocked').getByText(FAN).waitFor()
  })

  it('shows the screens in Korean on a desktop and a phone', async () => {
    const page = await newPage(fan, 'ko')
    await page.goto(`${product.url}/ko/chat`)
    await page.getByRole('heading', { name: dmKo.dmHome.title, exact: true }).waitFor()
    await page.getByTestId('dm-global-list').waitFor()
    await noOverflow(page, 'room list, desktop, Korean')
    await screenshot(page, 'direct-chat-home-desktop-ko')
    await resizeTo(page, VIEWPORTS[1])
    await noOverflow(page, 'room list, phone, Korean')
    await screenshot(page, 'direct-chat-home-phone-ko')

    await page.goto(`${product.url}/ko/chat/${directRoom}`)
    await thread(page).getByText('Is the lamp lit tonight?').waitFor()
    await noOverflow(page, 'room, phone, Korean')
    await screenshot(page, 'direct-chat-room-phone-ko')
    await resizeTo(page, VIEWPORTS[0])
    await screenshot(page, 'direct-chat-room-desktop-ko')

    const settings = await newPage(creator, 'ko', VIEWPORTS[1])
    await settings.goto(`${product.url}/ko/chat/settings`)
    await settings.getByTestId('dm-settings-form').waitFor()
    await noOverflow(settings, 'settings, phone, Korean')
    await screenshot(settings, 'direct-chat-settings-phone-ko')
    await resizeTo(settings, VIEWPORTS[0])
    await screenshot(settings, 'direct-chat-settings-desktop-ko')
  })
})
