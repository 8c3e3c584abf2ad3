/**
 * Direct chat media and moderation in Chromium against the shared product: a fan picks
 * photos in a room (a video beside them is refused by the composer, one photo removed),
 * sends them for the creator's price (one image_chat charge), and the creator sees them in
 * the thread and opens the viewer; an admin bans a member of a global room from the report
 * review list, and that member's next message there is refused ('banned chat room'). Screens
 * in English and Korean at 1280×800 and 390×844.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dmKo } from '../../web/i18n/resources/dm/ko'
import { adminEn } from '../../web/i18n/resources/studio/admin/en'
import { adminKo } from '../../web/i18n/resources/studio/admin/ko'
import { mp4Bytes, pngBytes } from '../support/media-files'
import { auditEntries, bothSizes, openAdminPage } from './support/admin-pages'
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
const CREATOR = `dmpainter${stamp}`
const FAN = `dmcollector${stamp}`
const LOUD = `dmshouter${stamp}`
const LOBBY = `Gallery lobby ${stamp}`
const texts = adminEn.admin

let product: RunningProduct
let browser: Browser
let creator: Login
let fan: Login
let loud: Login
let admin: Login
let roomId = ''

async function newPage(login: Login, language: 'en' | 'ko' = 'en'): Promise<Page> {
  const context = await browser.newContext({
    locale: language === 'ko' ? 'ko-KR' : 'en-US',
    viewport: VIEWPORTS[0],
  })
  await seedSession(context, { language, ...signedIn(login) })
  await context.addInitScript(() =>
    localStorage.setItem('taleloom.checkin.later', new Date().toISOString().slice(0, 10)),
  )
  const page = await context.newPage()
  page.setDefaultTimeout(20_000)
  return page
}

async function ledgerCount(who: Login, type: string): Promise<number> {
  const page = await productApi<{ transactions: { type: string }[] }>(
    product.url,
    'GET',
    `/admin/ledger?userOid=${who.user.oid}`,
    { token: admin.token },
  )
  return page.transactions.filter((transaction) => transaction.type === type).length
}

/** The user's coin balance, as the credits screen reads it. */
const coins = async (who: Login) =>
  (
    await productApi<{ balances: { coins: number } }>(
      product.url,
      'GET',
      '/story-chat/convert/credit',
      { token: who.token },
    )
  ).balances.coins

/** Picks files through the attach button's own file chooser, as a user does. */
async function attach(page: Page, label: string, files: { name: string; bytes: Uint8Array }[]) {
  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('button', { name: label }).click()
  await (await chooser).setFiles(
    files.map((file) => ({
      name: file.name,
      mimeType: file.name.endsWith('.mp4') ? 'video/mp4' : 'image/png',
      buffer: Buffer.from(file.bytes),
    })),
  )
}

const photos = (page: Page) => page.getByTestId('dm-thread').getByTestId('dm-images')

beforeAll(async () => {
  product = sharedProduct()
  browser = await workerBrowser()
  creator = await registerAccount(product, CREATOR, ['creator'])
  fan = await registerAccount(product, FAN)
  loud = await registerAccount(product, LOUD)
  admin = await adminLogin(product)
  await buyCoins(product, fan, 100)
  // What the settings screen saves: messages (and images) at 3 coins, images from anyone.
  await productApi(product.url, 'POST', '/chat/chat-settings', {
    token: creator.token,
    body: {
      toSettings: {
        whoMayMessage: 'coinPayers',
        coinsPerMessage: 3,
        tierHashes: [],
        imageReception: 'anyone',
        autoMessage: '',
      },
    },
  })
  const opened = await productApi<{ room: { roomId: string } }>(
    product.url,
    'POST',
    '/chat/rooms',
    {
      token: fan.token,
      body: { partnerOids: [creator.user.oid] },
    },
  )
  roomId = opened.room.roomId
}, 120_000)

afterAll(async () => {
  await closeContexts(browser)
})

describe('direct chat media', () => {
  it('a fan sends photos for the creator’s price, charged once, and the creator sees them', async () => {
    const page = await newPage(fan)
    await page.goto(`${product.url}/chat/${roomId}`)
    await page.getByTestId('dm-price').waitFor()
    const before = await coins(fan)
    await attach(page, 'Attach photos or a video', [
      { name: 'harbour.png', bytes: pngBytes(640, 480, [40, 110, 170]) },
      { name: 'lighthouse.png', bytes: pngBytes(480, 640, [190, 90, 50]) },
      { name: 'extra.png', bytes: pngBytes(320, 320, [90, 150, 90]) },
    ])
    const tray = page.getByTestId('dm-tray')
    await tray.getByText('3 photos (up to 20)').waitFor()
    // The composer keeps the spec's limits: no video beside photos.
    await attach(page, 'Attach photos or a video', [{ name: 'clip.mp4', bytes: mp4Bytes() }])
    await page.getByText('Photos and a video cannot be sent together.').waitFor()
    await tray.getByRole('button', { name: 'Remove extra.png' }).click()
    await tray.getByText('2 photos (up to 20)').waitFor()
    await page.getByLabel('Your message').fill('Two views of the harbour')
    await noOverflow(page, 'composer with photos, desktop')
    await screenshot(page, 'direct-chat-media-composer-desktop-en')
    await resizeTo(page, VIEWPORTS[1])
    await noOverflow(page, 'composer with photos, phone')
    await screenshot(page, 'direct-chat-media-composer-phone-en')
    await resizeTo(page, VIEWPORTS[0])

    await page.getByRole('button', { name: 'Send for 3 coins', exact: true }).click()
    await expect.poll(() => photos(page).locator('img[src^="blob:"]').count()).toBe(2)
    await page.getByTestId('dm-thread').getByText('Two views of the harbour').waitFor()
    expect(await page.getByTestId('dm-tray').count()).toBe(0)
    expect(await ledgerCount(fan, 'image_chat')).toBe(1)
    expect(before - (await coins(fan))).toBe(3)

    const seen = await newPage(creator)
    await seen.goto(`${product.url}/chat/${roomId}`)
    await expect.poll(() => photos(seen).locator('img[src^="blob:"]').count()).toBe(2)
    await noOverflow(seen, 'thread with photos, desktop')
    await screenshot(seen, 'direct-chat-media-thread-desktop-en')
    await seen.getByRole('button', { name: 'Open photo 2 of 2' }).click()
    const viewer = seen.getByTestId('dm-viewer')
    await viewer.locator('img[src^="blob:"]').waitFor()
    await screenshot(seen, 'direct-chat-media-viewer-desktop-en')
    await viewer.getByRole('button', { name: 'Previous' }).click()
    await seen.getByRole('button', { name: 'Close' }).click()
    await resizeTo(seen, VIEWPORTS[1])
    await noOverflow(seen, 'thread with photos, phone')
    await screenshot(seen, 'direct-chat-media-thread-phone-en')
    // Nothing more was charged by reading.
    expect(await ledgerCount(fan, 'image_chat')).toBe(1)
  })

  it('shows the photos and the composer in Korean at both sizes', async () => {
    const page = await newPage(fan, 'ko')
    await page.goto(`${product.url}/ko/chat/${roomId}`)
    await expect.poll(() => photos(page).locator('img[src^="blob:"]').count()).toBe(2)
    await attach(page, dmKo.dmMedia.attach, [
      { name: '등대.png', bytes: pngBytes(400, 300, [200, 160, 60]) },
    ])
    await page.getByTestId('dm-tray').getByText('사진 1장 (최대 20장)').waitFor()
    await resizeTo(page, VIEWPORTS[1])
    await noOverflow(page, 'room in Korean, phone')
    await screenshot(page, 'direct-chat-media-room-phone-ko')
    await resizeTo(page, VIEWPORTS[0])
    await noOverflow(page, 'room in Korean, desktop')
    await screenshot(page, 'direct-chat-media-room-desktop-ko')
    expect(await ledgerCount(fan, 'image_chat')).toBe(1)
  })
})

describe('global room bans', () => {
  it('an admin bans a member from the report list, and their next message is refused', async () => {
    const created = await productApi<{ room: { roomId: string } }>(
      product.url,
      'POST',
      '/chat/admin/global-chat-room',
      { token: admin.token, body: { language: 'en', title: LOBBY, notice: 'Be kind.' } },
    )
    const lobby = created.room.roomId
    for (const who of [loud, fan])
      await productApi(product.url, 'POST', `/chat/rooms/${lobby}/join`, {
        token: who.token,
        body: {},
      })
    const said = await productApi<{ message: { messageId: string } }>(
      product.url,
      'POST',
      `/chat/rooms/${lobby}/messages`,
      {
        token: loud.token,
        body: { text: 'BUY CHEAP COINS HERE', clientMessageId: `loud-${stamp}` },
      },
    )
    // The fan's report, as the room's Report dialog sends it.
    await productApi(product.url, 'POST', '/chat/reports', {
      token: fan.token,
      body: { roomId: lobby, messageId: said.message.messageId, reason: `Spam ${stamp}` },
    })
    const member = await newPage(loud)
    await member.goto(`${product.url}/chat/${lobby}`)
    await member.getByTestId('dm-thread').getByText('BUY CHEAP COINS HERE').waitFor()

    const { page } = await openAdminPage(
      browser,
      product.url,
      '/studio2/admin/chat-management',
      'en',
      admin,
      {
        acceptDialogs: true,
      },
    )
    await page.getByRole('tab', { name: texts.cmTabReports }).click()
    const report = page.getByTestId('cm-report').filter({ hasText: `Spam ${stamp}` })
    await report.getByTestId('cm-report-message').getByText('BUY CHEAP COINS HERE').waitFor()
    await bothSizes(page, 'direct-chat-moderation-reports-en', 'reports')
    await report.getByRole('button', { name: `Ban ${LOUD} from this room` }).click()
    await page.getByText(`${LOUD} is banned from “${LOBBY}”.`).waitFor()
    await report.getByRole('button', { name: texts.cmAction }).click()
    await page.getByText(texts.cmReviewed_actioned).waitFor()
    await page.getByRole('tab', { name: texts.cmTabBans }).click()
    await page.getByTestId('cm-ban').filter({ hasText: LOUD }).waitFor()
    await bothSizes(page, 'direct-chat-moderation-bans-en', 'bans')

    await member.getByLabel('Your message').fill('hello again')
    await member.getByRole('button', { name: 'Send', exact: true }).click()
    await member.getByText('banned chat room', { exact: true }).waitFor()
    const line = member.getByTestId('dm-message').filter({ hasText: 'hello again' })
    await line.getByText('Not sent').waitFor()
    const history = await productApi<{ messages: { text: string }[] }>(
      product.url,
      'GET',
      `/chat/rooms/${lobby}/messages`,
      { token: fan.token },
    )
    expect(history.messages.map((m) => m.text)).not.toContain('hello again')
    const logged = (await auditEntries(product.url, admin, { target: lobby })).filter(
      (entry) => entry.action === 'direct-chat.global-room-ban',
    )
    expect(logged).toHaveLength(1)

    const ko = (
      await openAdminPage(browser, product.url, '/studio2/admin/chat-management', 'ko', admin)
    ).page
    await ko.getByRole('tab', { name: adminKo.admin.cmTabBans }).click()
    await ko.getByTestId('cm-ban').filter({ hasText: LOUD }).waitFor()
    await bothSizes(ko, 'direct-chat-moderation-bans-ko', 'bans in Korean')
  })
})
