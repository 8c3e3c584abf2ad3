/**
 * The live page's ad slot in real Chromium against `npm start`: a livestreamer streams from
 * ffmpeg; an admin writes and syncs an ad whose video sits on an outside ad server (the edge
 * of the world: the browser's request is answered with a real WebM made by ffmpeg); viewers
 * see the ad before the live, skip it after its seconds or watch it through, and the counters
 * the admin reads say so. Screens in English and Korean, 1280×800 and 390×844.
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { skipWithout } from '../support/environment'
import { FFMPEG, hasFfmpeg, type Publish, publishTestStream } from '../support/ffmpeg-publish'
import { productApi } from './support/api'
import { closeContexts, seedSession, workerBrowser } from './support/browser'
import { screenshot } from './support/screenshots'
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  freePort,
  type RunningProduct,
  startProduct,
  waitForMail,
} from './support/server'

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const
const AD_URL = 'https://ads.example.com/spring-sale.webm'

type Login = { token: string; user: { oid: string } }
type AdminAd = { oid: string; counts: Record<string, number> }

let product: RunningProduct
let browser: Browser
let admin: Login
let streamer: Login
let publish: Publish | null = null
let adVideo: Buffer
let work: string

const api = <Result>(
  method: 'GET' | 'POST',
  path: string,
  options?: { token?: string; body?: Record<string, unknown> },
) => productApi<Result>(product.url, method, path, options)

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
  await context.route(AD_URL, (route) =>
    route.fulfill({ status: 200, contentType: 'video/webm', body: adVideo }),
  )
  const page = await context.newPage()
  page.setDefaultTimeout(30_000)
  return { context, page }
}

async function adCounts(oid: string) {
  const { ads } = await api<{ ads: AdminAd[] }>('GET', '/live/admin/ads', { token: admin.token })
  return ads.find((ad) => ad.oid === oid)?.counts
}

describe.skipIf(
  skipWithout('ffmpeg', hasFfmpeg() ? null : `${FFMPEG} is missing: install Debian's ffmpeg`),
)('live page ad slot', () => {
  let adOid: string

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'taleloom-ad-'))
    const file = join(work, 'ad.webm')
    execFileSync(FFMPEG, [
      ...['-hide_banner', '-loglevel', 'error', '-f', 'lavfi'],
      ...['-i', 'testsrc2=size=640x360:rate=25', '-t', '4'],
      ...['-c:v', 'libvpx', '-b:v', '400k', '-an', file],
    ])
    adVideo = readFileSync(file)
    // A product of its own: a synced ad plays before every live, and its ad server is a setting.
    const rtmpPort = await freePort()
    product = await startProduct({
      rtmpPort,
      env: { TALELOOM_AD_MEDIA_ORIGINS: new URL(AD_URL).origin },
    })
    browser = await workerBrowser()
    admin = await api<Login>('POST', '/account/login', {
      body: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    })
    const email = 'adcaster@example.com'
    const password = 'Tale1oom-pass'
    await api('POST', '/account/register', {
      body: {
        ...{ email, password, passwordRepeat: password, nickname: 'adcaster' },
        ...{ birthDate: '1990-05-01', agreePersonalData: true },
      },
    })
    const code = (await waitForMail(product.dataDir, email)).text.match(/\b(\d{6})\b/)?.[1]
    const made = await api<{ oid: string }>('POST', '/account/register/confirm', {
      body: { email, code },
    })
    await api('POST', '/account/admin/roles', {
      token: admin.token,
      body: { userOid: made.oid, roles: ['creator', 'livestreamer'] },
    })
    streamer = await api<Login>('POST', '/account/login', { body: { email, password } })
    await api('POST', '/live/studio', {
      token: streamer.token,
      body: {
        creatorOid: streamer.user.oid,
        info: {
          title: 'Morning sketches, live',
          thumbnail: 'https://cdn.example.com/live-thumb.png',
          date: new Date().toISOString(),
        },
      },
    })
    const { key } = await api<{ key: string }>('GET', '/live/key2', { token: streamer.token })
    publish = publishTestStream(
      `rtmp://127.0.0.1:${rtmpPort}/live/${streamer.user.oid}?key=${key}`,
      240,
    )
    for (let attempt = 0; attempt < 200; attempt++) {
      const play = await api<{ state: string }>('GET', `/live/play?creatorOid=${streamer.user.oid}`)
      if (play.state === 'liveOn') break
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    const ad = await api<AdminAd>('POST', '/live/admin/ad', {
      token: admin.token,
      body: {
        title: 'Spring sale',
        mediaUrl: AD_URL,
        clickUrl: 'https://shop.example.com/spring',
        skipAfterSeconds: 2,
        thresholdSeconds: 1,
      },
    })
    adOid = ad.oid
    await api('POST', '/live/admin/ad/sync', { token: admin.token, body: { oid: adOid } })
  }, 300_000)
  afterAll(async () => {
    publish?.stop()
    await closeContexts(browser)
    await product?.stop()
    if (work) rmSync(work, { recursive: true, force: true })
  })

  it('plays the synced ad before the live; a viewer skips it after its seconds', async () => {
    for (const language of ['en', 'ko'] as const) {
      for (const viewport of VIEWPORTS) {
        const { context, page } = await newPage(viewport, language)
        await page.goto(`${product.url}${language === 'ko' ? '/ko' : ''}/live/${streamer.user.oid}`)
        const slot = page.locator('.live-ad')
        await slot.waitFor()
        const skip = slot.locator('.live-ad-skip')
        await expect(skip.isDisabled()).resolves.toBe(true)
        await page.waitForFunction(
          () =>
            (document.querySelector<HTMLVideoElement>('.live-ad video')?.currentTime ?? 0) > 0.3,
        )
        await screenshot(page, `live-ad-${language}-${viewport.name}`)
        await slot.locator('.live-ad-skip:not([disabled])').click()
        await slot.waitFor({ state: 'detached' })
        // The live itself plays after the ad.
        await page.waitForFunction(
          () =>
            ((document.querySelector('.live-video video') as HTMLVideoElement | null)
              ?.currentTime ?? 0) > 0.5,
        )
        await context.close()
      }
    }
    await expect.poll(() => adCounts(adOid)).toMatchObject({ show: 4, skip: 4 })
  }, 240_000)

  it('a viewer who watches it through counts the threshold and the completion', async () => {
    const before = (await adCounts(adOid)) ?? {}
    const { context, page } = await newPage(VIEWPORTS[0], 'en')
    await page.goto(`${product.url}/live/${streamer.user.oid}`)
    await page.locator('.live-ad').waitFor()
    await page.locator('.live-ad').waitFor({ state: 'detached', timeout: 30_000 })
    await context.close()
    await expect
      .poll(() => adCounts(adOid))
      .toMatchObject({
        show: (before.show ?? 0) + 1,
        complete: (before.complete ?? 0) + 1,
        'threshold-reached': (before['threshold-reached'] ?? 0) + 1,
      })
  }, 120_000)
})
