/**
 * Replays in real Chromium against `npm start` with its embedded RTMP ingest and ffmpeg: a
 * livestreamer streams from ffmpeg, the server records it into a replay, the creator
 * publishes it as content, and the channel's Replay tab lists it; a channel without replays
 * shows its empty state, and its offline viewer page lists the upcoming lives. Screens in English and Korean, 1280×800 and 390×844.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { skipWithout } from '../support/environment'
import { FFMPEG, hasFfmpeg, publishTestStream } from '../support/ffmpeg-publish'
import { productApi } from './support/api'
import { closeContexts, seedSession, workerBrowser } from './support/browser'
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
let quiet: Login

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
  const made = await api<{ oid: string }>('POST', '/account/register/confirm', {
    body: { email, code },
  })
  await api('POST', '/account/admin/roles', {
    token: admin.token,
    body: { userOid: made.oid, roles: ['creator', 'livestreamer'] },
  })
  const login = await api<Login>('POST', '/account/login', { body: { email, password } })
  await api('POST', '/account/creator/register', {
    token: login.token,
    body: { agreeTerms: true, agreeFeeTerms: true, customUrl: name },
  })
  return login
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
  await screenshot(page, `live-replays-${name}`)
}

describe.skipIf(
  skipWithout('ffmpeg', hasFfmpeg() ? null : `${FFMPEG} is missing: install Debian's ffmpeg`),
)('channel replays', () => {
  beforeAll(async () => {
    product = sharedProduct()
    browser = await workerBrowser()
    const admin = await api<Login>('POST', '/account/login', {
      body: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    })
    streamer = await livestreamer('harbourcaster', admin)
    // A channel without replays, for the empty state; offline with an upcoming live.
    quiet = await livestreamer('quietcaster', admin)
    await api('POST', '/live/studio', {
      token: quiet.token,
      body: {
        creatorOid: quiet.user.oid,
        info: {
          title: 'Quiet reading hour',
          thumbnail: 'https://cdn.example.com/quiet.png',
          date: new Date().toISOString(),
        },
      },
    })
    await api('POST', '/live/schedule', {
      token: quiet.token,
      body: {
        creatorOid: quiet.user.oid,
        info: {
          title: 'Poems for a rainy Sunday',
          date: new Date(Date.now() + 3 * 24 * 3_600_000).toISOString(),
        },
      },
    })
    await api('POST', '/live/studio', {
      token: streamer.token,
      body: {
        creatorOid: streamer.user.oid,
        info: {
          title: 'Sketching the harbour at dusk',
          thumbnail: 'https://cdn.example.com/live-thumb.png',
          date: new Date().toISOString(),
        },
      },
    })
    const { key } = await api<{ key: string }>('GET', '/live/key2', { token: streamer.token })
    const publish = publishTestStream(
      `rtmp://127.0.0.1:${product.rtmpPort}/live/${streamer.user.oid}?key=${key}`,
      6,
    )
    await publish.done
    type Listed = { replays: { recordOid: string; state: string }[] }
    let recordOid = ''
    for (let attempt = 0; attempt < 300 && !recordOid; attempt++) {
      const listed = await api<Listed>('GET', `/live/replays?creatorOid=${streamer.user.oid}`, {
        token: streamer.token,
      })
      const ready = listed.replays.find((replay) => replay.state === 'unpublished')
      if (ready) recordOid = ready.recordOid
      else await new Promise((resolve) => setTimeout(resolve, 100))
    }
    expect(recordOid).not.toBe('')
    await api('POST', '/live/record/upload', {
      token: streamer.token,
      body: {
        replayContent: { recordOid, thumbnail: '/api/upload/pics/replay-cover' },
        status: 'published',
      },
    })
  }, 300_000)
  afterAll(async () => {
    await closeContexts(browser)
  })

  it('lists the published replay on the Replay tab, and shows no Replay tab when there is none', async () => {
    for (const language of ['en', 'ko'] as const) {
      for (const viewport of VIEWPORTS) {
        const { context, page } = await newPage(viewport, language)
        const prefix = language === 'ko' ? '/ko' : ''
        await page.goto(`${product.url}${prefix}/c/harbourcaster?tab=replay`)
        await page.getByTestId('channel-replay').first().waitFor()
        await page.getByRole('link', { name: /Sketching the harbour at dusk/ }).waitFor()
        // The one published replay; the empty note is not shown beside it.
        expect(await page.getByTestId('channel-replay').count()).toBe(1)
        expect(await page.getByTestId('channel-replays-empty').count()).toBe(0)
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        )
        expect(overflow).toBeLessThanOrEqual(0)
        await shot(page, `tab-${language}-${viewport.name}`)
        // A channel without replays shows no Replay tab: its address opens Home.
        await page.goto(`${product.url}${prefix}/c/quietcaster?tab=replay`)
        await page.getByTestId('channel-tab-home').waitFor()
        await page.waitForLoadState('networkidle')
        await page.getByTestId('channel-tab-home').waitFor()
        expect(await page.getByTestId('channel-replay').count()).toBe(0)
        expect(
          await page
            .getByRole('navigation', { name: language === 'ko' ? '채널 메뉴' : 'Channel sections' })
            .getByRole('link', { name: language === 'ko' ? '다시보기' : 'Replay' })
            .count(),
        ).toBe(0)
        await shot(page, `empty-${language}-${viewport.name}`)
        // The offline viewer page lists the creator's upcoming lives.
        await page.goto(`${product.url}${prefix}/live/${quiet.user.oid}`)
        await page.getByTestId('live-schedules').getByText('Poems for a rainy Sunday').waitFor()
        await shot(page, `schedules-${language}-${viewport.name}`)
        await context.close()
      }
    }
  }, 240_000)
})
