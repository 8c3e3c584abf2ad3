/**
 * "Live now" on the player's home page in real Chromium against `npm start`: three
 * livestreamers go live through key verification (as nginx-rtmp's on_publish does) with
 * uploaded thumbnails; an admin features one and hides another. The row lists the featured
 * stream first, leaves the hidden one out, filters by a hashtag chip, links to the live
 * page, and the home page's JavaScript stays light. Screens in English and Korean, 1280×800
 * and 390×844.
 */
import { gzipSync } from 'node:zlib'
import type { Browser, BrowserContext, Page, Response } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { solidPng } from '../../platform/assets/testing'
import { productApi } from './support/api'
import { closeContexts, seedSession, workerBrowser } from './support/browser'
import { screenshot } from './support/screenshots'
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  type RunningProduct,
  startProduct,
  waitForMail,
} from './support/server'

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const
/** The ceiling for the player's initial JavaScript. */
const INITIAL_JS_LIMIT_BYTES = 200 * 1024

type Login = { token: string; user: { oid: string } }

let product: RunningProduct
let browser: Browser
const streamers: Record<string, Login> = {}

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

/** A 640×360 picture in two colours, uploaded as the live's custom thumbnail. */
async function uploadThumbnail(who: Login, rgb: [number, number, number]): Promise<string> {
  const response = await fetch(`${product.url}/api/live/thumbnail?creatorOid=${who.user.oid}`, {
    method: 'POST',
    headers: { 'content-type': 'image/png', authorization: `Bearer ${who.token}` },
    body: new Uint8Array(solidPng(640, 360, rgb)),
  })
  expect(response.status, await response.clone().text()).toBe(201)
  return ((await response.json()) as { thumbnailUrl: string }).thumbnailUrl
}

async function goLive(
  who: Login,
  title: string,
  tags: string[],
  rgb: [number, number, number],
  isAdultContent = false,
) {
  await api('POST', '/live/studio', {
    token: who.token,
    body: {
      creatorOid: who.user.oid,
      info: {
        title,
        thumbnail: await uploadThumbnail(who, rgb),
        date: new Date().toISOString(),
        tags,
        isAdultContent,
      },
    },
  })
  const { key } = await api<{ key: string }>('GET', '/live/key2', { token: who.token })
  await api('POST', '/live/keyverification', {
    body: { creatorOid: who.user.oid, key, call: 'publish' },
  })
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

const cardTitles = (page: Page) => page.locator('.live-now-title').allInnerTexts()

describe('the home page live row', () => {
  beforeAll(async () => {
    // A product of its own: the row lists every live stream of the site.
    product = await startProduct()
    browser = await workerBrowser()
    const admin = await api<Login>('POST', '/account/login', {
      body: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    })
    streamers.painter = await livestreamer('nightpainter', admin)
    streamers.baker = await livestreamer('morningbaker', admin)
    streamers.hidden = await livestreamer('quietroom', admin)
    await goLive(
      streamers.painter,
      'Painting a harbour at night',
      ['art', 'watercolor'],
      [40, 60, 120],
    )
    await goLive(streamers.baker, 'Sourdough from scratch, live Q&A', ['cooking'], [200, 140, 60])
    await goLive(streamers.hidden, 'Not for the home page', ['art'], [90, 90, 90])
    const options = async (who: Login, set: Record<string, boolean>) => {
      const response = await fetch(`${product.url}/api/live/admin`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.token}` },
        body: JSON.stringify({ creatorOid: who.user.oid, options: set }),
      })
      expect(response.status, await response.clone().text()).toBe(200)
    }
    await options(streamers.baker, { featured: true })
    await options(streamers.hidden, { listOnHomepage: false })
  }, 300_000)
  afterAll(async () => {
    await closeContexts(browser)
    await product?.stop()
  })

  it('lists the featured stream first, leaves the hidden one out, and stays light', async () => {
    const { context, page } = await newPage(VIEWPORTS[0], 'en')
    const scripts: Promise<number>[] = []
    const onResponse = (response: Response) => {
      if (response.request().resourceType() !== 'script') return
      scripts.push(response.body().then((body) => gzipSync(body, { level: 9 }).length))
    }
    page.on('response', onResponse)
    await page.goto(product.url)
    await page.getByRole('heading', { name: 'Live now' }).waitFor()
    expect(await cardTitles(page)).toEqual([
      'Sourdough from scratch, live Q&A',
      'Painting a harbour at night',
    ])
    await page.waitForLoadState('networkidle')
    page.off('response', onResponse)
    const total = (await Promise.all(scripts)).reduce((sum, bytes) => sum + bytes, 0)
    console.log(`Home page JavaScript with the live row: ${(total / 1024).toFixed(1)} KB gzip`)
    expect(total).toBeLessThanOrEqual(INITIAL_JS_LIMIT_BYTES)
    await expect.poll(() => page.locator('.live-now-featured').count()).toBe(1)

    // A chip filters by hashtag; All brings every stream back.
    await page.getByRole('button', { name: '#cooking' }).click()
    await expect.poll(() => cardTitles(page)).toEqual(['Sourdough from scratch, live Q&A'])
    await page.getByRole('button', { name: 'All' }).click()
    await expect.poll(() => cardTitles(page)).toHaveLength(2)

    // A card opens the livestream page.
    await page.getByRole('link', { name: 'Painting a harbour at night' }).click()
    await page.waitForURL(/\/live\//)
    await page.getByRole('heading', { name: 'Painting a harbour at night' }).waitFor()
    await context.close()
  }, 180_000)

  it('draws the row in English and Korean on a desktop and a phone', async () => {
    for (const language of ['en', 'ko'] as const) {
      for (const viewport of VIEWPORTS) {
        const { context, page } = await newPage(viewport, language)
        await page.goto(`${product.url}${language === 'ko' ? '/ko' : ''}/`)
        await page.locator('.live-now-card').first().waitFor()
        // The same row in every language and size: both listed streams, the featured one first.
        await expect
          .poll(() => cardTitles(page))
          .toEqual(['Sourdough from scratch, live Q&A', 'Painting a harbour at night'])
        expect(await page.locator('.live-now-featured').count()).toBe(1)
        await page.evaluate(() =>
          Promise.all([...document.images].map((image) => image.decode().catch(() => {}))),
        )
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        )
        expect(overflow, `${language} ${viewport.name}`).toBeLessThanOrEqual(0)
        await screenshot(page, `live-home-${language}-${viewport.name}`)
        await context.close()
      }
    }
  }, 180_000)
})
