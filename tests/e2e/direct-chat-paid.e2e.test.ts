/**
 * Paid message contents in Chromium against the shared product: a creator writes two paid
 * posts to a fan from their 1:1 room (one with a photo, uploaded through the dialog); the
 * fan sees both locked with their price, unlocks one after confirming (the ledger books one
 * `chat_content` charge, and a reload shows it still unlocked without a second), and the
 * creator sees each post's media state. Screenshots in English and Korean at 1280×800 and
 * 390×844.
 */
import { deflateSync } from 'node:zlib'
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
const CREATOR = `dmpainter${stamp}`
const FAN = `dmcollector${stamp}`
const FIRST = 'Sketches from the harbour, with the one I kept.'
const SECOND = 'The full story behind the lighthouse series.'

let product: RunningProduct
let browser: Browser
let creator: Login
let fan: Login
let admin: Login
let roomId = ''

async function newPage(
  login: Login,
  language: 'en' | 'ko' = 'en',
  viewport: { width: number; height: number } = VIEWPORTS[0],
) {
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

async function ledgerCount(who: Login, type: string): Promise<number> {
  const page = await productApi<{ transactions: { type: string }[] }>(
    product.url,
    'GET',
    `/admin/ledger?userOid=${who.user.oid}`,
    { token: admin.token },
  )
  return page.transactions.filter((transaction) => transaction.type === type).length
}

/** A small striped PNG (a real image, so the uploads area and the browser both accept it). */
function stripedPng(width = 240, height = 160): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    return c >>> 0
  })
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff
    for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] as number) ^ (c >>> 8)
    return (c ^ 0xffffffff) >>> 0
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const sum = Buffer.alloc(4)
    sum.writeUInt32BE(crc(body))
    return Buffer.concat([length, body, sum])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8)
  const rows = Array.from({ length: height }, (_, y) => {
    const row = Buffer.alloc(1 + width * 3)
    for (let x = 0; x < width; x++)
      row.set(Math.floor((x + y) / 20) % 2 ? [106, 63, 208] : [224, 119, 74], 1 + x * 3)
    return row
  })
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

const posts = (page: Page) => page.getByTestId('dm-paid-posts')
const post = (page: Page, text: string | RegExp) =>
  posts(page).getByTestId('dm-paid-post').filter({ hasText: text })

async function writePost(page: Page, input: { text: string; price: string; photo?: boolean }) {
  await posts(page).getByRole('button', { name: 'Paid post', exact: true }).click()
  const dialog = page.getByTestId('dm-paid-post-dialog')
  await dialog.getByLabel('Text').fill(input.text)
  await dialog.getByLabel('Price in coins').fill(input.price)
  if (input.photo)
    await dialog.getByTestId('dm-paid-post-files').setInputFiles({
      name: 'harbour.png',
      mimeType: 'image/png',
      buffer: stripedPng(),
    })
  await dialog.getByText('Reaches 1 person.').waitFor()
  return dialog
}

beforeAll(async () => {
  product = sharedProduct()
  browser = await workerBrowser()
  creator = await registerAccount(product, CREATOR, ['creator'])
  fan = await registerAccount(product, FAN)
  admin = await adminLogin(product)
  await buyCoins(product, fan, 100)
  // The fan has written to the creator before: their 1:1 room exists (the UI's "Message").
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

describe('paid message contents', () => {
  it('a creator writes two paid posts to a fan from their room', async () => {
    const page = await newPage(creator)
    await page.goto(`${product.url}/chat/${roomId}`)
    const first = await writePost(page, { text: FIRST, price: '7', photo: true })
    await first.getByText('1 file chosen').waitFor()
    await noOverflow(page, 'paid post dialog, desktop')
    await screenshot(page, 'direct-chat-paid-dialog-desktop-en')
    await first.getByRole('button', { name: 'Send paid post' }).click()
    await posts(page).getByText('Your paid post was sent to 1 person.').waitFor()
    await post(page, FIRST).getByText('Media ready').first().waitFor()
    await post(page, FIRST).getByRole('img', { name: 'Photo 1' }).waitFor()

    const second = await writePost(page, { text: SECOND, price: '12' })
    await resizeTo(page, VIEWPORTS[1])
    await noOverflow(page, 'paid post dialog, phone')
    await screenshot(page, 'direct-chat-paid-dialog-phone-en')
    await second.getByRole('button', { name: 'Send paid post' }).click()
    await post(page, SECOND).getByText('12 coins').waitFor()
    expect(await posts(page).getByTestId('dm-paid-post').count()).toBe(2)
    await noOverflow(page, 'creator room, phone')
    await screenshot(page, 'direct-chat-paid-creator-phone-en')
  })

  it('the fan unlocks one post after confirming, charged once', async () => {
    const page = await newPage(fan)
    await page.goto(`${product.url}/chat/${roomId}`)
    const locked = posts(page).getByTestId('dm-paid-post')
    await expect.poll(() => locked.count()).toBe(2)
    for (const item of await locked.all()) {
      await item.getByText(`${CREATOR} sent you a paid post.`).waitFor()
      expect(await item.getAttribute('data-locked')).toBe('true')
    }
    const photoPost = locked.filter({ hasText: '1 photo' })
    await photoPost.getByText('7 coins', { exact: true }).waitFor()
    expect(await posts(page).getByText(FIRST).count()).toBe(0)
    await noOverflow(page, 'fan room, desktop')
    await screenshot(page, 'direct-chat-paid-locked-desktop-en')

    expect(await ledgerCount(fan, 'chat_content')).toBe(0)
    await photoPost.getByRole('button', { name: 'Unlock for 7 coins' }).click()
    const confirm = page.getByRole('dialog', { name: 'Unlock this post for 7 coins?' })
    await confirm.getByText(`7 coins go to ${CREATOR}.`, { exact: false }).waitFor()
    await confirm.getByRole('button', { name: 'Unlock for 7 coins' }).click()
    const opened = post(page, FIRST)
    await opened.getByText('Unlocked').waitFor()
    await opened.getByRole('img', { name: 'Photo 1' }).waitFor()
    expect(await ledgerCount(fan, 'chat_content')).toBe(1)

    await page.reload()
    await post(page, FIRST).getByText('Unlocked').waitFor()
    expect(
      await post(page, FIRST)
        .getByRole('button', { name: /Unlock/ })
        .count(),
    ).toBe(0)
    expect(await posts(page).getByRole('button', { name: 'Unlock for 12 coins' }).count()).toBe(1)
    expect(await ledgerCount(fan, 'chat_content')).toBe(1)
    await noOverflow(page, 'fan room after unlocking, desktop')
    await screenshot(page, 'direct-chat-paid-unlocked-desktop-en')
    await resizeTo(page, VIEWPORTS[1])
    await noOverflow(page, 'fan room after unlocking, phone')
    await screenshot(page, 'direct-chat-paid-unlocked-phone-en')
  })

  it('reads in Korean at both sizes', async () => {
    const ko = dmKo.dmPaid
    const page = await newPage(fan, 'ko')
    await page.goto(`${product.url}/ko/chat/${roomId}`)
    await posts(page).getByText(ko.bought).waitFor()
    await posts(page)
      .getByRole('button', { name: ko.unlock.replace('{{coins}}', '12') })
      .waitFor()
    await noOverflow(page, 'Korean fan room, desktop')
    await screenshot(page, 'direct-chat-paid-fan-desktop-ko')
    await resizeTo(page, VIEWPORTS[1])
    await noOverflow(page, 'Korean fan room, phone')
    await screenshot(page, 'direct-chat-paid-fan-phone-ko')

    const writer = await newPage(creator, 'ko', VIEWPORTS[1])
    await writer.goto(`${product.url}/ko/chat/${roomId}`)
    await posts(writer).getByText(ko.statusReady).first().waitFor()
    await posts(writer).getByRole('button', { name: ko.write, exact: true }).click()
    await writer.getByRole('dialog', { name: ko.writeTitle }).waitFor()
    await noOverflow(writer, 'Korean paid post dialog, phone')
    await screenshot(writer, 'direct-chat-paid-dialog-phone-ko')
    await resizeTo(writer, VIEWPORTS[0])
    await noOverflow(writer, 'Korean paid post dialog, desktop')
    await screenshot(writer, 'direct-chat-paid-dialog-desktop-ko')
  })
})
