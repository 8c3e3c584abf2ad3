/**
 * The app shell's chat widget and where names and files reach readers, in Chromium against
 * the shared product: a fan opens the floating launcher (its unread badge), reads a creator's
 * message and answers it inside the panel (stored once), and the pages listed in
 * docs/APP-SHELL.md show no launcher, nor does a visitor; the creator's Korean display
 * nickname heads their channel in Korean; a recommended file is on the home page with its
 * price; the creator answers a community post's comment in the studio's comment management.
 * Screens in English and Korean at 1280×800 and 390×844.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { creatorEn } from '../../web/i18n/resources/creator/en'
import { playerEn } from '../../web/i18n/resources/player/en'
import { playerKo } from '../../web/i18n/resources/player/ko'
import { productApi } from './support/api'
import { closeContexts, workerBrowser } from './support/browser'
import { adminLogin, type Login, noOverflow, registerAccount, VIEWPORTS } from './support/people'
import { openPlayerPage } from './support/player-pages'
import { sharedProduct } from './support/products'
import { screenshot } from './support/screenshots'
import type { RunningProduct } from './support/server'

const stamp = Date.now().toString(36).slice(-5)
const CREATOR = `widgetlamp${stamp}`
const KOREAN_NAME = `등대지기${stamp}`
const CUSTOM_URL = `widget-lamp-${stamp}`
const FAN = `widgetfan${stamp}`
const FILE_TITLE = `Lamp sketches ${stamp}`
const WIDGET = playerEn.chatWidget

let product: RunningProduct
let browser: Browser
let creator: Login
let fan: Login
let admin: Login
let roomId = ''

const api = <Result>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: { token?: string; body?: Record<string, unknown> } = {},
) => productApi<Result>(product.url, method, path, options)

const launcher = (page: Page) => page.getByTestId('chat-widget-launcher')

/** A private file the creator uploads and posts for 30 coins; answers its id. */
async function postFile(): Promise<string> {
  const key = `files/${stamp}-lamp.zip`
  const query = new URLSearchParams({
    key,
    filetype: 'zip',
    numParts: '1',
    access: 'private',
    context: 'file',
  })
  const opened = await api<{ uploadUrls: string[] }>('GET', `/upload/url?${query}`, {
    token: creator.token,
  })
  const put = await fetch(new URL(opened.uploadUrls[0] as string, product.url), {
    method: 'PUT',
    body: new Uint8Array(Buffer.from(`PK lamp sketches ${stamp}`)),
  })
  expect(put.status).toBe(200)
  await api('POST', '/upload/multipart/done', { token: creator.token, body: { key } })
  const { file } = await api<{ file: { fileOid: string } }>('POST', '/content/file-content/write', {
    token: creator.token,
    body: { title: FILE_TITLE, uploadKey: key, fileName: 'lamp.zip', price: 30, tiers: [] },
  })
  return file.fileOid
}

beforeAll(async () => {
  product = sharedProduct()
  browser = await workerBrowser()
  creator = await registerAccount(product, CREATOR, ['creator'])
  fan = await registerAccount(product, FAN)
  admin = await adminLogin(product)
  await api('POST', '/account/creator/register', {
    token: creator.token,
    body: { agreeTerms: true, agreeFeeTerms: true, customUrl: CUSTOM_URL },
  })
  await api('POST', '/account/nickname/global', {
    token: creator.token,
    body: { language: 'ko', nickname: KOREAN_NAME },
  })
  const made = await api<{ room: { roomId: string } }>('POST', '/chat/rooms', {
    token: creator.token,
    body: { partnerOids: [fan.user.oid], title: '' },
  })
  roomId = made.room.roomId
  await api('POST', `/chat/rooms/${roomId}/messages`, {
    token: creator.token,
    body: { text: 'The lamp is lit tonight.', clientMessageId: crypto.randomUUID() },
  })
}, 180_000)

afterAll(async () => {
  await closeContexts(browser)
})

describe('the chat widget', () => {
  it('reads and answers a chat from the launcher; the listed pages and visitors have none', async () => {
    const page = await openPlayerPage(browser, product.url, '/', { login: fan })
    await expect.poll(() => page.getByTestId('chat-widget-unread').textContent()).toBe('1')
    await launcher(page).click()
    const panel = page.getByTestId('chat-widget-panel')
    await panel.getByRole('heading', { name: WIDGET.title }).waitFor()
    await panel.getByTestId('chat-widget-room').filter({ hasText: CREATOR }).click()
    await panel.getByText('The lamp is lit tonight.').waitFor()
    await panel.getByLabel('Your message').fill('I will be watching from the shore.')
    await panel.getByRole('button', { name: 'Send', exact: true }).click()
    await expect
      .poll(async () => {
        const history = await api<{ messages: { text: string; senderOid: string }[] }>(
          'GET',
          `/chat/rooms/${roomId}/messages`,
          { token: creator.token },
        )
        return history.messages.filter((m) => m.senderOid === fan.user.oid).map((m) => m.text)
      })
      .toEqual(['I will be watching from the shore.'])
    await screenshot(page, 'chat-widget-room-en-desktop')
    // Back to the list and closed: the message is read, the badge is gone.
    await panel.getByRole('button', { name: WIDGET.back }).click()
    await page.keyboard.press('Escape')
    await expect.poll(() => page.getByTestId('chat-widget-unread').count()).toBe(0)

    // The pages that hide it (docs/APP-SHELL.md): none shows the launcher; Home again does.
    for (const [path, ready] of [
      ['/chat', () => page.getByTestId('dm-room-list').waitFor()],
      [`/chat/${roomId}`, () => page.getByTestId('dm-thread').waitFor()],
      ['/charge', () => page.locator('main h1').first().waitFor()],
      [`/live/${CUSTOM_URL}`, () => page.locator('main').waitFor()],
    ] as const) {
      await page.goto(`${product.url}${path}`)
      await ready()
      await page.waitForLoadState('networkidle')
      expect(await launcher(page).count(), path).toBe(0)
    }
    await page.goto(`${product.url}/c/${CUSTOM_URL}`)
    await launcher(page).waitFor()
    await page.context().close()

    const visitor = await openPlayerPage(browser, product.url, '/', { login: null })
    await visitor.locator('#home-title').waitFor()
    await visitor.waitForLoadState('networkidle')
    expect(await launcher(visitor).count()).toBe(0)
    await visitor.context().close()

    // A phone in Korean: the panel is a sheet along the bottom.
    const phone = await openPlayerPage(browser, product.url, '/', {
      login: fan,
      language: 'ko',
      viewport: VIEWPORTS[1],
    })
    await launcher(phone).click()
    await phone
      .getByTestId('chat-widget-panel')
      .getByRole('heading', { name: playerKo.chatWidget.title })
      .waitFor()
    await noOverflow(phone, 'chat widget ko phone')
    await screenshot(phone, 'chat-widget-list-ko-phone')
    await phone.getByTestId('chat-widget-room').first().click()
    await phone.getByTestId('dm-thread').waitFor()
    await screenshot(phone, 'chat-widget-room-ko-phone')
    await phone.context().close()
  })

  it('names the creator in Korean on their channel, and shows a recommended file on Home', async () => {
    const korean = await openPlayerPage(browser, product.url, `/c/${CUSTOM_URL}`, {
      login: fan,
      language: 'ko',
    })
    await expect.poll(() => korean.locator('#channel-title').textContent()).toBe(KOREAN_NAME)
    await screenshot(korean, 'display-nickname-channel-ko-desktop')
    await korean.context().close()
    const english = await openPlayerPage(browser, product.url, `/c/${CUSTOM_URL}`, { login: fan })
    await expect.poll(() => english.locator('#channel-title').textContent()).toBe(CREATOR)
    await english.context().close()

    const fileOid = await postFile()
    await api('POST', '/content/admin/file-recommendations', {
      token: admin.token,
      body: { fileOid },
    })
    for (const [language, viewport] of [
      ['en', VIEWPORTS[0]],
      ['ko', VIEWPORTS[1]],
    ] as const) {
      const home = await openPlayerPage(browser, product.url, '/', {
        login: fan,
        language,
        viewport,
      })
      await home.locator('#home-title').waitFor()
      const card = home.getByTestId('recommended-file').filter({ hasText: FILE_TITLE })
      // The row is drawn once the reader scrolls near it.
      await expect
        .poll(async () => {
          await home.mouse.wheel(0, 4000)
          return card.count()
        })
        .toBe(1)
      const texts = language === 'en' ? playerEn : playerKo
      // Not bought: the price, no download, and the way to the channel's Files tab.
      await card.getByText(texts.channelFiles.price.replace('{{price}}', '30')).waitFor()
      expect(await card.getByTestId('file-download').count()).toBe(0)
      if (language === 'ko') await card.getByText(KOREAN_NAME).waitFor()
      // The page from its top: the sticky header stays where a reader sees it.
      await home.evaluate(() => window.scrollTo(0, 0))
      await noOverflow(home, `recommended files ${language}`)
      await screenshot(home, `recommended-files-${language}-${viewport.name}`)
      await home.context().close()
    }
  })

  it('lets the creator answer a community post’s comment in the studio', async () => {
    const { post } = await api<{ post: { postOid: string } }>('POST', '/content/community', {
      token: creator.token,
      body: {
        operation: 'submit',
        postMetaData: { text: 'Lamp room open house', visibility: 'everyone' },
      },
    })
    await api('POST', '/content/comment', {
      token: fan.token,
      body: { contentOid: post.postOid, commentContent: 'Can I bring a friend?' },
    })
    const page = await openPlayerPage(browser, product.url, '/studio2/creator/comments', {
      login: creator,
    })
    const texts = creatorEn.creatorCommentKinds
    await page.getByLabel(texts.label).selectOption({ label: texts.community })
    const thread = page.getByTestId('studio-comment').filter({ hasText: 'Can I bring a friend?' })
    await thread.getByText(`${texts.post}: Lamp room open house`).waitFor()
    await thread.getByRole('button', { name: creatorEn.creatorComments.reply }).click()
    await thread.getByLabel(creatorEn.creatorComments.replyLabel).fill('Of course!')
    await thread.getByRole('button', { name: creatorEn.creatorComments.replySend }).click()
    // Posted: the box closes and the reply stands under the fan's comment.
    await thread.getByLabel(creatorEn.creatorComments.replyLabel).waitFor({ state: 'detached' })
    await thread.getByText('Of course!').waitFor()
    await screenshot(page, 'studio-community-comments-en-desktop')
    const received = await api<{
      comments: { kind: string; replies: { commentContent: string }[] }[]
    }>('GET', '/content/comment/received?kind=community', { token: creator.token })
    expect(received.comments).toHaveLength(1)
    expect(received.comments[0]?.replies.map((reply) => reply.commentContent)).toEqual([
      'Of course!',
    ])
    await page.context().close()
  })
})
