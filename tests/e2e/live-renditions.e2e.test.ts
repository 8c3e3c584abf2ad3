/**
 * Renditions in real Chromium against `npm start`: a livestreamer streams a 1920×1440
 * picture from ffmpeg. A signed-out viewer watches the 720p rendition over FLV (mpegts.js,
 * as fast as the signed-in watch the source) with "720p · Log in to watch in 1080p", which
 * opens the login; the streamer's Go live tab
 * shows the picture's size and the above-1080p warning. Screens in English and Korean at
 * 1280×800 and 390×844. Skipped without ffmpeg (the guest rendition needs its encoder).
 */
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { skipWithout } from '../support/environment'
import { FFMPEG, hasFfmpeg, type Publish, publishTestStream } from '../support/ffmpeg-publish'
import { productApi } from './support/api'
import { closeContexts, seedSession, signedIn, workerBrowser } from './support/browser'
import { type Login, noOverflow, registerAccount, VIEWPORTS } from './support/people'
import { sharedProduct } from './support/products'
import { screenshot } from './support/screenshots'
import type { RunningProduct } from './support/server'

let product: RunningProduct
let browser: Browser
let streamer: Login
let publish: Publish | null = null

const api = <Result>(
  method: 'GET' | 'POST',
  path: string,
  options?: { token?: string; body?: Record<string, unknown> },
) => productApi<Result>(product.url, method, path, options)

async function newPage(
  viewport: { width: number; height: number },
  language: 'en' | 'ko',
  login: Login | null,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    locale: language === 'ko' ? 'ko-KR' : 'en-US',
    viewport,
  })
  await seedSession(context, login ? { language, ...signedIn(login) } : { language })
  await context.addInitScript(() =>
    localStorage.setItem('taleloom.checkin.later', new Date().toISOString().slice(0, 10)),
  )
  const page = await context.newPage()
  page.setDefaultTimeout(60_000)
  return { context, page }
}

describe.skipIf(
  skipWithout('ffmpeg', hasFfmpeg() ? null : `${FFMPEG} is missing: install Debian's ffmpeg`),
)('live renditions', () => {
  beforeAll(async () => {
    product = sharedProduct()
    browser = await workerBrowser()
    streamer = await registerAccount(product, 'tallpicture', ['creator', 'livestreamer'])
    await api('POST', '/live/studio', {
      token: streamer.token,
      body: {
        creatorOid: streamer.user.oid,
        info: {
          title: 'Harbour lights in high resolution',
          thumbnail: 'https://cdn.example.com/live-thumb.png',
          date: new Date().toISOString(),
          tags: ['art'],
        },
      },
    })
    const { key } = await api<{ key: string }>('GET', '/live/key2', { token: streamer.token })
    publish = publishTestStream(
      `rtmp://127.0.0.1:${product.rtmpPort}/live/${streamer.user.oid}?key=${key}`,
      300,
      { size: '1920x1440', rate: 5 },
    )
    // The guest rendition starts once the publisher's metadata has arrived.
    for (let attempt = 0; attempt < 600; attempt++) {
      const play = await api<{ rendition?: string }>(
        'GET',
        `/live/play?creatorOid=${streamer.user.oid}`,
      )
      if (play.rendition === '720p') break
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }, 300_000)
  afterAll(async () => {
    publish?.stop()
    await closeContexts(browser)
  })

  it('plays the 720p rendition to a signed-out viewer, who is offered the login for 1080p', async () => {
    for (const language of ['en', 'ko'] as const) {
      for (const viewport of VIEWPORTS) {
        const { context, page } = await newPage(viewport, language, null)
        const media: string[] = []
        page.on('request', (request) => {
          const path = new URL(request.url()).pathname
          if (path.startsWith('/api/live/flv/') || path.startsWith('/api/live/hls/'))
            media.push(path)
        })
        await page.goto(`${product.url}${language === 'ko' ? '/ko' : ''}/live/${streamer.user.oid}`)
        await page.getByRole('heading', { name: 'Harbour lights in high resolution' }).waitFor()
        const chip = page.locator('.live-quality')
        await chip.waitFor()
        expect(await chip.textContent()).toContain('720p')
        // mpegts.js plays the 720p rendition's FLV: the picture is 720 lines high, and the
        // page asked for nothing else (no source, no HLS).
        await page.waitForFunction(() => (document.querySelector('video')?.videoHeight ?? 0) > 0)
        expect(await page.evaluate(() => document.querySelector('video')?.videoHeight)).toBe(720)
        expect(media.length).toBeGreaterThan(0)
        expect(new Set(media)).toEqual(new Set([`/api/live/flv/${streamer.user.oid}/720.flv`]))
        await noOverflow(page, `guest ${language} ${viewport.name}`)
        await screenshot(page, `live-guest-720p-${language}-${viewport.name}`)
        if (language === 'en' && viewport.name === 'desktop') {
          await chip.click()
          await page.getByRole('dialog').waitFor()
        }
        await context.close()
      }
    }
  }, 300_000)

  it("shows the streamer the picture's size and warns above 1080p", async () => {
    for (const language of ['en', 'ko'] as const) {
      for (const viewport of VIEWPORTS) {
        const { context, page } = await newPage(viewport, language, streamer)
        await page.goto(`${product.url}${language === 'ko' ? '/ko' : ''}/studio2/creator/live`)
        const tab = page.getByRole('tab', { name: language === 'ko' ? '라이브 시작' : 'Go live' })
        await tab.click()
        const size = page.getByTestId('live-source')
        await size.waitFor()
        expect(await size.textContent()).toContain('1920×1440')
        await page
          .getByText(language === 'ko' ? '1080p를 넘습니다' : 'above 1080p', { exact: false })
          .waitFor()
        await noOverflow(page, `studio ${language} ${viewport.name}`)
        await screenshot(page, `live-studio-source-${language}-${viewport.name}`)
        await context.close()
      }
    }
  }, 300_000)
})
