/**
 * The livestream viewer page in real Chromium against `npm start` with its embedded RTMP
 * ingest: a livestreamer (role from the admin) saves the studio settings and streams from
 * ffmpeg with their key, as OBS would; viewers open /live/{oid} and watch the picture play
 * over HTTP-FLV (mpegts.js) with the title, LIVE badge and viewer count; another streamer
 * who is off shows the offline state. Screens in English and Korean, 1280×800 and 390×844.
 */
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { solidPng } from '../../platform/assets/testing'
import { skipWithout } from '../support/environment'
import { FFMPEG, hasFfmpeg, type Publish, publishTestStream } from '../support/ffmpeg-publish'
import { productApi } from './support/api'
import { closeContexts, seedSession, signedIn, workerBrowser } from './support/browser'
import { registerAccount } from './support/people'
import { sharedProduct } from './support/products'
import { screenshot } from './support/screenshots'
import { ADMIN_EMAIL, ADMIN_PASSWORD, type RunningProduct, waitForMail } from './support/server'

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const

type Login = { token: string; user: { oid: string } }

let product: RunningProduct
let browser: Browser
let streamer: Login
let offline: Login
let publish: Publish | null = null

const api = <Result>(
  method: 'GET' | 'POST',
  path: string,
  options?: { token?: string; body?: Record<string, unknown> },
) => productApi<Result>(product.url, method, path, options)

async function livestreamer(name: string, admin: Login): Promise<Login> {
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
  const code = (await waitForMail(product.dataDir, email)).text.match(/\b(\d{6})\b/)?.[1]
  const made = await api<Login & { oid: string }>('POST', '/account/register/confirm', {
    body: { email, code },
  })
  await api('POST', '/account/admin/roles', {
    token: admin.token,
    body: { userOid: made.oid, roles: ['creator', 'livestreamer'] },
  })
  return api('POST', '/account/login', { body: { email, password } })
}

async function newPage(
  viewport: { width: number; height: number },
  language: 'en' | 'ko',
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    locale: language === 'ko' ? 'ko-KR' : 'en-US',
    viewport,
  })
  await seedSession(context, { language })
  await context.addInitScript(() =>
    localStorage.setItem('taleloom.checkin.later', new Date().toISOString().slice(0, 10)),
  )
  const page = await context.newPage()
  page.setDefaultTimeout(30_000)
  return { context, page }
}

async function shot(page: Page, name: string) {
  await screenshot(page, `live-${name}`)
}

async function noOverflow(page: Page, label: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow, label).toBeLessThanOrEqual(0)
}

describe.skipIf(
  skipWithout('ffmpeg', hasFfmpeg() ? null : `${FFMPEG} is missing: install Debian's ffmpeg`),
)('live viewer page', () => {
  beforeAll(async () => {
    product = sharedProduct()
    browser = await workerBrowser()
    const admin = await api<Login>('POST', '/account/login', {
      body: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    })
    streamer = await livestreamer('nightpainter', admin)
    offline = await livestreamer('sleepyhost', admin)
    for (const who of [streamer, offline]) {
      await api('POST', '/live/studio', {
        token: who.token,
        body: {
          creatorOid: who.user.oid,
          info: {
            title: who === streamer ? 'Painting a harbour at night, live' : 'Cozy reading hour',
            thumbnail: 'https://cdn.example.com/live-thumb.png',
            date: new Date().toISOString(),
            info: 'Watercolours, lo-fi music and questions from chat.',
            tags: ['art', 'watercolor'],
          },
        },
      })
    }
    const { key } = await api<{ key: string }>('GET', '/live/key2', { token: streamer.token })
    publish = publishTestStream(
      `rtmp://127.0.0.1:${product.rtmpPort}/live/${streamer.user.oid}?key=${key}`,
      240,
    )
    for (let attempt = 0; attempt < 200; attempt++) {
      const play = await api<{ state: string }>('GET', `/live/play?creatorOid=${streamer.user.oid}`)
      if (play.state === 'liveOn') break
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }, 300_000)
  afterAll(async () => {
    publish?.stop()
    await closeContexts(browser)
  })

  it('plays the live over HTTP-FLV with its title, badge, click to unmute and viewers, in English and Korean', async () => {
    for (const language of ['en', 'ko'] as const) {
      for (const viewport of VIEWPORTS) {
        const { context, page } = await newPage(viewport, language)
        await page.goto(`${product.url}${language === 'ko' ? '/ko' : ''}/live/${streamer.user.oid}`)
        await page.getByRole('heading', { name: 'Painting a harbour at night, live' }).waitFor()
        await page.locator('.live-badge').waitFor()
        expect(await page.locator('.live-badge').textContent()).toBe(
          language === 'ko' ? '생방송' : 'LIVE',
        )
        // The picture plays: the element's clock moves, through the one video on the page.
        await expect
          .poll(() =>
            page.locator('video').evaluate((video: HTMLVideoElement) => video.currentTime),
          )
          .toBeGreaterThan(1)
        expect(await page.locator('video').count()).toBe(1)
        // A live has no VOD seek bar: its own badge, and sound one click away.
        expect(await page.locator('video').getAttribute('controls')).toBeNull()
        await page.locator('.live-edge-badge').waitFor()
        if (language === 'en' && viewport.name === 'desktop') {
          await page.getByRole('button', { name: 'Click to unmute' }).click()
          await page.getByRole('button', { name: 'Mute' }).waitFor()
          expect(
            await page.locator('video').evaluate((video: HTMLVideoElement) => video.muted),
          ).toBe(false)
          await expect
            .poll(() => page.getByRole('button', { name: 'Click to unmute' }).count())
            .toBe(0)
        }
        // This viewer is counted once the picture plays.
        await page.locator('.live-viewers', { hasNotText: /^0\D/ }).waitFor()
        expect(await page.locator('.live-viewers').textContent()).toMatch(
          language === 'ko' ? /^시청자 [1-9]\d*명$/ : /^[1-9]\d* viewers?$/,
        )
        await noOverflow(page, `live ${language} ${viewport.name}`)
        await shot(page, `on-${language}-${viewport.name}`)
        await context.close()
      }
    }
  }, 240_000)

  it('chats beside the picture: a signed-in message arrives with the banned word masked', async () => {
    await api('POST', '/live/bannedwords', {
      token: streamer.token,
      body: { creatorOid: streamer.user.oid, bannedWords: ['gloom'] },
    })
    const { context, page } = await newPage(VIEWPORTS[0], 'en')
    await seedSession(context, { language: 'en', ...signedIn(streamer) })
    await page.goto(`${product.url}/live/${streamer.user.oid}`)
    const chat = page.getByRole('region', { name: 'Live chat' })
    await chat.getByLabel('Send a message').fill('No G l O o M tonight')
    await chat.getByRole('button', { name: 'Send' }).click()
    await chat.getByText('No * * * * * tonight').waitFor()
    // Arrived once, masked; the word never shows, whatever its case or spacing.
    expect(await chat.getByText('No * * * * * tonight').count()).toBe(1)
    expect(await chat.getByText(/g\s*l\s*o\s*o\s*m/i).count()).toBe(0)
    expect(await chat.getByLabel('Send a message').inputValue()).toBe('')
    await shot(page, 'chat-en-desktop')
    await context.close()
  }, 120_000)

  it('offers the usable emoticons in a picker and draws a sent one as an image', async () => {
    const upload = async (name: string, rgb: [number, number, number]) => {
      const query = new URLSearchParams({ creatorOid: streamer.user.oid, name })
      const response = await fetch(`${product.url}/api/emoticon/upload?${query}`, {
        method: 'POST',
        headers: { 'content-type': 'image/png', authorization: `Bearer ${streamer.token}` },
        body: new Uint8Array(solidPng(56, 56, rgb)),
      })
      expect(response.status, await response.clone().text()).toBe(201)
      return ((await response.json()) as { emoticon: { _id: string } }).emoticon._id
    }
    const colours: [string, [number, number, number]][] = [
      ['wave', [64, 200, 120]],
      ['heart', [230, 80, 110]],
      ['star', [250, 200, 60]],
      ['moon', [90, 120, 230]],
    ]
    const ids = []
    for (const [name, rgb] of colours) ids.push(await upload(name, rgb))
    await api('POST', '/emoticon/groups', {
      token: streamer.token,
      body: {
        creatorOid: streamer.user.oid,
        emoticonGroups: [{ name: 'Harbour', type: 'free', emoticons: ids.map((_id) => ({ _id })) }],
      },
    })
    for (const viewport of VIEWPORTS) {
      for (const language of ['en', 'ko'] as const) {
        const { context, page } = await newPage(viewport, language)
        await seedSession(context, { language, ...signedIn(streamer) })
        await page.goto(`${product.url}/live/${streamer.user.oid}`)
        const emoticons = language === 'ko' ? '이모티콘' : 'Emoticons'
        await page.getByRole('button', { name: emoticons }).click()
        const picker = page.getByRole('group', { name: emoticons })
        await picker.getByRole('button').first().waitFor()
        expect(await picker.getByRole('button').count()).toBe(4)
        await picker.scrollIntoViewIfNeeded()
        await noOverflow(page, `emoticon picker ${language} ${viewport.name}`)
        await shot(page, `chat-emoticons-${language}-${viewport.name}`)
        await context.close()
      }
    }
    const { context, page } = await newPage(VIEWPORTS[0], 'en')
    await seedSession(context, { language: 'en', ...signedIn(streamer) })
    await page.goto(`${product.url}/live/${streamer.user.oid}`)
    await page.getByRole('button', { name: 'Emoticons' }).click()
    await page.getByRole('button', { name: 'Insert :heart:' }).click()
    await page.getByLabel('Send a message').press('End')
    await page.getByLabel('Send a message').pressSequentially(' see you')
    await page.getByRole('button', { name: 'Send' }).click()
    const drawn = page.locator('.livechat-line img[alt=":heart:"]')
    await drawn.waitFor()
    expect(await drawn.getAttribute('width')).toBe('28')
    await shot(page, 'chat-emoticon-sent-en-desktop')
    await context.close()
  }, 180_000)

  it('moderates from a click: the creator and a manager act, each action a line in chat', async () => {
    const fan = await registerAccount(product, 'harbourfan')
    const loud = await registerAccount(product, 'loudguest')
    const chatPage = async (
      viewport: (typeof VIEWPORTS)[number],
      language: 'en' | 'ko',
      who: Login,
    ) => {
      const opened = await newPage(viewport, language)
      await seedSession(opened.context, { language, ...signedIn(who) })
      await opened.page.goto(`${product.url}/live/${streamer.user.oid}`)
      await opened.page.locator('.livechat[data-status="open"]').waitFor()
      return { ...opened, chat: opened.page.locator('.livechat') }
    }
    const say = async (chat: Locator, text: string) => {
      await expect.poll(() => chat.locator('.livechat-input').isEnabled()).toBe(true)
      await chat.locator('.livechat-input').fill(text)
      await chat.locator('.livechat-form button[type="submit"]').click()
      await chat.locator('.livechat-line', { hasText: text }).waitFor()
    }
    const creator = await chatPage(VIEWPORTS[0], 'en', streamer)
    const viewer = await chatPage(VIEWPORTS[1], 'ko', fan)
    // Viewers get no menu: their lines are text, not buttons.
    expect(await viewer.chat.locator('.livechat-line-button').count()).toBe(0)
    await say(viewer.chat, 'buy cheap followers here')

    // harbourfan's one line: found by its sender, as its text goes once deleted.
    const line = creator.chat.getByRole('button', { name: 'Moderate harbourfan' })
    const menu = creator.page.getByRole('group', { name: 'Moderate harbourfan' })
    await line.click()
    await menu.waitFor()
    await shot(creator.page, 'chat-moderation-menu-en-desktop')
    await menu.getByRole('button', { name: 'Timeout 10 min' }).click()
    await creator.chat.getByText('harbourfan was timed out for 10 min.').waitFor()
    await viewer.chat.getByText('harbourfan님이 10분 동안 채팅 금지되었습니다.').waitFor()
    // The timed-out viewer's box goes at once, saying why.
    await expect.poll(() => viewer.chat.locator('.livechat-input').isDisabled()).toBe(true)
    await viewer.chat.getByText('관리자가 지금은 채팅을 막아 두었습니다.').waitFor()

    await line.click()
    await menu.getByRole('button', { name: 'Delete message' }).click()
    await creator.chat.getByText('A message was deleted by a moderator.').waitFor()
    await creator.chat.getByText('Message deleted by a moderator').waitFor()
    await viewer.chat.getByText('관리자가 삭제한 메시지입니다').waitFor()
    expect(await viewer.chat.getByText('buy cheap followers here').count()).toBe(0)

    await line.click()
    await menu.getByRole('button', { name: 'Unban' }).click()
    await creator.chat.getByText('harbourfan was unbanned.').waitFor()
    await expect.poll(() => viewer.chat.locator('.livechat-input').isEnabled()).toBe(true)
    await line.click()
    await menu.getByRole('button', { name: 'Make manager' }).click()
    await viewer.chat.getByText('harbourfan님이 매니저가 되었습니다.').waitFor()
    await shot(creator.page, 'chat-moderation-lines-en-desktop')

    // The new manager moderates from the phone, in Korean; making managers stays the creator's.
    const other = await chatPage(VIEWPORTS[1], 'en', loud)
    await say(other.chat, 'LOUD NOISES')
    await viewer.chat.locator('.livechat-line-button', { hasText: 'LOUD NOISES' }).click()
    const koreanMenu = viewer.page.getByRole('group', { name: 'loudguest 관리' })
    await koreanMenu.waitFor()
    expect(await koreanMenu.getByRole('button', { name: '매니저 지정' }).count()).toBe(0)
    await noOverflow(viewer.page, 'moderation menu ko phone')
    await shot(viewer.page, 'chat-moderation-menu-ko-phone')
    await koreanMenu.getByRole('button', { name: '1분 채팅 금지' }).click()
    await other.chat.getByText('loudguest was timed out for 1 min.').waitFor()
    await noOverflow(other.page, 'moderation lines en phone')
    await shot(other.page, 'chat-moderation-lines-en-phone')

    // Every action once, in order, on every screen.
    const expected = [
      'harbourfan was timed out for 10 min.',
      'A message was deleted by a moderator.',
      'harbourfan was unbanned.',
      'harbourfan is now a manager.',
      'loudguest was timed out for 1 min.',
    ]
    await expect
      .poll(() => creator.chat.locator('.livechat-notice').allTextContents())
      .toEqual(expected)
    expect(await viewer.chat.locator('.livechat-notice').count()).toBe(expected.length)
    await shot(viewer.page, 'chat-moderation-lines-ko-phone')
    for (const opened of [creator, viewer, other]) await opened.context.close()
  }, 180_000)

  it('shows the offline state for a streamer who is off', async () => {
    for (const language of ['en', 'ko'] as const) {
      for (const viewport of VIEWPORTS) {
        const { context, page } = await newPage(viewport, language)
        await page.goto(`${product.url}${language === 'ko' ? '/ko' : ''}/live/${offline.user.oid}`)
        await page.locator('.live-offline').waitFor()
        expect(await page.locator('video').count()).toBe(0)
        await noOverflow(page, `offline ${language} ${viewport.name}`)
        await shot(page, `off-${language}-${viewport.name}`)
        await context.close()
      }
    }
  }, 120_000)

  it('sends a viewer of someone who does not stream to the not-found note', async () => {
    const { context, page } = await newPage(VIEWPORTS[0], 'en')
    await page.goto(`${product.url}/live/${'e'.repeat(24)}`)
    await page.getByText('This creator does not stream live.').waitFor()
    // Only the note: no picture, no chat, no way to donate.
    expect(await page.getByRole('alert').textContent()).toBe('This creator does not stream live.')
    expect(await page.locator('video').count()).toBe(0)
    expect(await page.getByRole('region', { name: 'Live chat' }).count()).toBe(0)
    expect(await page.locator('.donate-open').count()).toBe(0)
    await context.close()
  })
})
