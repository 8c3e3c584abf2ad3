/**
 * The content platform's screens in real Chromium against `npm start`: an audio content
 * published through the API (thumbnail and file uploaded in parts), its /play page with the
 * audio player, like and the kept player settings, a category shelf, the search page's
 * split results and detail-search refusals, My Page and its lists, the IllegalDownloader
 * screen, the footer, and the studio's content lists and upload form; every screen captured
 * in English and Korean at 1280×800 and 390×844.
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { en } from '../../web/i18n/resources/en'
import { es } from '../../web/i18n/resources/es'
import { jp } from '../../web/i18n/resources/jp'
import { ko } from '../../web/i18n/resources/ko'
import { launchBrowser, seedSession, signedIn } from './support/browser'
import { screenshot } from './support/screenshots'
import { ADMIN_EMAIL, ADMIN_PASSWORD, type RunningProduct, startProduct } from './support/server'

const TITLE = 'Rain on the Lighthouse'
const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const
/** Every screen is captured in the four languages (web/i18n). */
const LANGUAGES = ['en', 'ko', 'jp', 'es'] as const
type Language = (typeof LANGUAGES)[number]
/** A test capturing several screens: 8 captures each (4 languages × 2 viewports). */
const CAPTURE_TIMEOUT_MS = 400_000
const TEXTS = { en, ko, jp, es }
const LOCALES: Record<Language, string> = { en: 'en-US', ko: 'ko-KR', jp: 'ja-JP', es: 'es-ES' }

let product: RunningProduct
let browser: Browser
let login: { token: string; user: { oid: string } }
let contentOid: string
let videoOid: string

async function api<Result>(
  method: 'GET' | 'POST',
  path: string,
  options: { token?: string; body?: Record<string, unknown> } = {},
): Promise<Result> {
  const response = await fetch(`${product.url}/api${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    ...(options.body ? { body: JSON.stringify(options.body) } : {}),
  })
  const body = (await response.json()) as Result
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(body)}`)
  return body
}

/**
 * One file through the asset service in one part, as the studio sends it: a content file
 * names its content and is handed over (encoding starts), and is recorded by its store
 * address, which the content page's playback signs.
 */
async function upload(
  key: string,
  filetype: string,
  context: 'thumbnail' | 'content',
  bytes: Buffer,
  owner?: string,
): Promise<string> {
  const query = new URLSearchParams({
    key,
    filetype,
    numParts: '1',
    access: context === 'thumbnail' ? 'public' : 'private',
    context,
    ...(owner ? { contentOid: owner } : {}),
  })
  const { uploadUrls } = await api<{ uploadUrls: string[] }>('GET', `/upload/url?${query}`, {
    token: login.token,
  })
  const url = uploadUrls[0] as string
  const put = await fetch(new URL(url, product.url), { method: 'PUT', body: new Uint8Array(bytes) })
  expect(put.ok).toBe(true)
  await api('POST', '/upload/multipart/url/done', {
    token: login.token,
    body: { key, url, ETag: put.headers.get('etag') ?? '' },
  })
  const done = await api<{ url: string | null }>('POST', '/upload/multipart/done', {
    token: login.token,
    body: { key },
  })
  if (context === 'content') {
    await api('POST', '/upload/uploaddone', { token: login.token, body: { key } })
  }
  return done.url ?? `/api/upload/store/private/${login.user.oid}/${key}`
}

async function newPage(
  viewport: { width: number; height: number },
  language: Language,
  options: { signIn?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ locale: LOCALES[language], viewport })
  await seedSession(context, {
    language,
    ...(options.signIn === false ? {} : signedIn(login)),
  })
  const page = await context.newPage()
  page.setDefaultTimeout(20_000)
  return { context, page }
}

/** Every viewport in both languages: opens the path, waits for it, captures it. */
async function capture(
  name: string,
  path: string,
  ready: (page: Page, language: Language) => Promise<void>,
  options: { signIn?: boolean } = {},
) {
  for (const language of LANGUAGES) {
    for (const viewport of VIEWPORTS) {
      const { context, page } = await newPage(viewport, language, options)
      const prefix = language === 'en' ? '' : `/${language}`
      await page.goto(`${product.url}${prefix}${path}`)
      await ready(page, language)
      // Nothing may run wider than the screen.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
      expect(overflow, `${name} ${language} ${viewport.name}`).toBeLessThanOrEqual(0)
      await screenshot(page, `content-${name}-${language}-${viewport.name}`)
      await context.close()
    }
  }
}

beforeAll(async () => {
  product = await startProduct()
  browser = await launchBrowser()
  login = await api('POST', '/account/login', {
    body: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
  })
  const folder = mkdtempSync(join(tmpdir(), 'taleloom-content-e2e-'))
  const png = join(folder, 'cover.png')
  const mp3 = join(folder, 'rain.mp3')
  execFileSync('ffmpeg', [
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    'color=c=0x4a2f80:s=640x360',
    '-frames:v',
    '1',
    png,
  ])
  execFileSync('ffmpeg', [
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=330:duration=4',
    '-q:a',
    '9',
    mp3,
  ])
  const draft = await api<{ contentOid: string }>('POST', '/content/save', {
    token: login.token,
    body: { metaData: { title: TITLE } },
  })
  contentOid = draft.contentOid
  const thumbnail = await upload(
    `thumbnail/${contentOid}/cover.png`,
    'png',
    'thumbnail',
    readFileSync(png),
    contentOid,
  )
  const source = await upload(
    `content/${contentOid}/rain.mp3`,
    'mp3',
    'content',
    readFileSync(mp3),
    contentOid,
  )
  await api('POST', '/content', {
    token: login.token,
    body: {
      contentOid,
      metaData: {
        title: TITLE,
        multiLangTitle: { ko: '등대에 내리는 비' },
        description: 'Four seconds of rain and a low hum, for sleeping.',
        hashtags: ['rain', 'sleep'],
        category: 'asmr',
        media: 'audio',
        contentType: 'story',
        thumbnail,
        price: 0,
        mediaAssets: { sources: [source] },
      },
    },
  })
  // A short video published the same way; the encoder makes its HLS renditions.
  const mp4 = join(folder, 'waves.mp4')
  execFileSync('ffmpeg', [
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    'testsrc=size=480x270:rate=24:duration=2',
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=220:duration=2',
    '-c:v',
    'libx264',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-shortest',
    mp4,
  ])
  const videoDraft = await api<{ contentOid: string }>('POST', '/content/save', {
    token: login.token,
    body: { metaData: { title: 'Waves at the Pier' } },
  })
  videoOid = videoDraft.contentOid
  const videoThumbnail = await upload(
    `thumbnail/${videoOid}/cover.png`,
    'png',
    'thumbnail',
    readFileSync(png),
    videoOid,
  )
  const videoSource = await upload(
    `content/${videoOid}/waves.mp4`,
    'mp4',
    'content',
    readFileSync(mp4),
    videoOid,
  )
  await api('POST', '/content', {
    token: login.token,
    body: {
      contentOid: videoOid,
      metaData: {
        title: 'Waves at the Pier',
        category: 'realplay',
        media: 'video',
        contentType: 'story',
        thumbnail: videoThumbnail,
        price: 0,
        mediaAssets: { sources: [videoSource] },
      },
    },
  })
})

afterAll(async () => {
  await browser?.close()
  await product?.stop()
})

describe('content screens', () => {
  it('plays an audio content on /play with like and the kept volume', async () => {
    const { context, page } = await newPage({ width: 1280, height: 800 }, 'en')
    await page.goto(`${product.url}/play/${contentOid}`)
    await page.getByRole('heading', { name: TITLE }).waitFor()
    const like = page.getByRole('button', { name: /Like this content/ })
    await like.waitFor()
    const before = Number(await like.locator('.like-count').textContent())
    // A second click while the first is in flight is ignored: one like, not like-and-undo.
    await like.dblclick()
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true')
    await expect
      .poll(async () => Number(await like.locator('.like-count').textContent()))
      .toBe(before + 1)
    const liked = await api<{ items: { contentOid: string }[] }>('GET', '/account/liked-list', {
      token: login.token,
    })
    expect(liked.items.map((item) => item.contentOid)).toContain(contentOid)

    // The published audio really plays: its signed address loads and time advances.
    const audio = page.locator('audio')
    await audio.waitFor({ state: 'attached' })
    expect(await audio.evaluate((element: HTMLAudioElement) => element.currentSrc)).toMatch(
      /\/api\/content\/media\//,
    )
    await audio.evaluate((element: HTMLAudioElement) => {
      element.muted = true
      return element.play()
    })
    await expect
      .poll(() =>
        audio.evaluate((element: HTMLAudioElement) =>
          element.readyState >= 2 && element.currentTime > 0 ? 'playing' : element.readyState,
        ),
      )
      .toBe('playing')
    expect(await page.getByText('The media could not be loaded').count()).toBe(0)
    await audio.evaluate((element: HTMLAudioElement) => {
      element.pause()
      element.muted = false
    })
    await audio.evaluate((element: HTMLAudioElement) => {
      element.volume = 0.4
    })
    await expect
      .poll(() =>
        page.evaluate(
          () => JSON.parse(localStorage.getItem('taleloom.player') ?? '{}').state?.volume,
        ),
      )
      .toBe(0.4)
    await page.reload()
    await page.locator('audio').waitFor()
    await expect
      .poll(() => page.locator('audio').evaluate((element: HTMLAudioElement) => element.volume))
      .toBe(0.4)
    // hls.js is loaded only where a video plays.
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => /hls/i.test(name)),
    )
    expect(scripts).toEqual([])
    await context.close()
  })

  it('loads the video on /realplay once the encoder has made its renditions', async () => {
    let status = 'none'
    await expect
      .poll(
        async () => {
          const answer = await api<{ status: string }>(
            'GET',
            `/content/encoding-status?contentOid=${videoOid}`,
            { token: login.token },
          )
          status = answer.status
          return ['done', 'failed'].includes(status)
        },
        { timeout: 120_000, interval: 500 },
      )
      .toBe(true)
    expect(status).toBe('done')
    const { context, page } = await newPage({ width: 1280, height: 800 }, 'en')
    await page.goto(`${product.url}/realplay/${videoOid}`)
    await page.getByRole('heading', { name: 'Waves at the Pier' }).waitFor()
    const video = page.locator('video')
    await video.waitFor({ state: 'attached' })
    await video.evaluate((element: HTMLVideoElement) => {
      element.muted = true
      return element.play()
    })
    await expect
      .poll(() =>
        video.evaluate((element: HTMLVideoElement) =>
          element.readyState >= 2 && element.currentTime > 0 ? 'playing' : element.readyState,
        ),
      )
      .toBe('playing')
    // The HLS rendition plays through hls.js (a media source), not the uploaded original.
    expect(await video.evaluate((element: HTMLVideoElement) => element.currentSrc)).toMatch(
      /^blob:/,
    )
    expect(await page.getByText('The media could not be loaded').count()).toBe(0)
    await screenshot(page, 'content-realplay-en-desktop')
    await context.close()
  })

  it(
    'captures the content page',
    async () => {
      await capture('play', `/play/${contentOid}`, async (page, language) => {
        await page
          .getByRole('heading', { name: language === 'ko' ? '등대에 내리는 비' : TITLE })
          .waitFor()
        // The creator's nickname is looked up; the page names them, never 'Unknown creator'.
        await page.locator('.content-creator[aria-busy=false]').waitFor()
        expect(await page.locator('.content-creator').textContent()).toContain('Admin')
        await expect
          .poll(() => page.locator('.recommendations').textContent())
          .not.toMatch(/Loading…|불러오는 중…/)
      })
    },
    CAPTURE_TIMEOUT_MS,
  )

  it('keeps the daily check-in nudge off the player on a phone', async () => {
    for (const language of LANGUAGES) {
      const { context, page } = await newPage({ width: 390, height: 844 }, language)
      await page.goto(`${product.url}${language === 'en' ? '' : `/${language}`}/play/${contentOid}`)
      const player = page.locator('.media-player')
      const nudge = page.getByTestId('checkin-nudge')
      await player.waitFor()
      await nudge.waitFor()
      const [a, b] = [await player.boundingBox(), await nudge.boundingBox()]
      if (!a || !b) throw new Error('player or nudge not laid out')
      const overlaps =
        a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
      expect(overlaps, `nudge ${JSON.stringify(b)} over player ${JSON.stringify(a)}`).toBe(false)
      // The nudge stays on the screen, at its bottom.
      expect(b.y + b.height).toBeLessThanOrEqual(844)
      expect(b.y).toBeGreaterThan(844 / 2)
      await screenshot(page, `content-play-nudge-${language}-phone`)
      await context.close()
    }
  })

  it(
    'shows the shelf, the split search and the detail search refusals',
    async () => {
      await capture('shelf-asmr', '/p/asmr', async (page) => {
        await page.locator('.shelf-page h1').waitFor()
        await page.locator('.story-grid, .content-empty').first().waitFor()
      })
      await capture('search', '/search?q=rain', async (page, language) => {
        await page.locator('#creator-results').waitFor()
        await page.locator('#keyword-results').waitFor()
        await page.locator('.detail-search-box > summary').click()
        await page.getByRole('radio').nth(2).check()
        await page.locator('.detail-search button[type=submit]').click()
        await page.getByText(TEXTS[language].detailSearch.tagRequired).waitFor()
      })
      const { context, page } = await newPage({ width: 1280, height: 800 }, 'en')
      await page.goto(`${product.url}/search?q=rain`)
      await page.locator('.detail-search-box > summary').click()
      await page.getByRole('radio', { name: 'Creator' }).check()
      await page.locator('.detail-search button[type=submit]').click()
      await page.getByText('Please select a creator.').waitFor()
      await page.getByRole('radio', { name: 'Keyword' }).check()
      await page.getByRole('textbox', { name: 'Keyword', exact: true }).fill('')
      await page.locator('.detail-search button[type=submit]').click()
      await page.getByText('Please enter a keyword to search.').waitFor()
      const recent = await page.evaluate(() => sessionStorage.getItem('taleloom.recentSearches'))
      expect(recent).toBeNull()
      await page.getByLabel('Keyword or #hashtag').fill('lighthouse')
      await page.getByLabel('Keyword or #hashtag').press('Enter')
      await expect
        .poll(() =>
          page.evaluate(() =>
            JSON.parse(sessionStorage.getItem('taleloom.recentSearches') ?? '[]'),
          ),
        )
        .toEqual(['lighthouse'])
      await context.close()
    },
    CAPTURE_TIMEOUT_MS,
  )

  it(
    'shows My Page, its lists, notifications, the footer and the IllegalDownloader screen',
    async () => {
      await capture('mypage', '/mypage', async (page) => {
        await page.locator('.mypage-menu').waitFor()
        await page.locator('.app-footer .footer-links').waitFor()
      })
      await capture('liked', '/mypage/liked', async (page) => {
        await page
          .locator('.mypage-list .story-grid, .mypage-list .content-empty')
          .first()
          .waitFor()
      })
      await capture('purchases', '/mypage/purchases', async (page) => {
        await page
          .locator('.mypage-list .story-grid, .mypage-list .content-empty')
          .first()
          .waitFor()
      })
      await capture('cart', '/mypage/cart', async (page) => {
        await page
          .locator('.mypage-list .story-grid, .mypage-list .content-empty')
          .first()
          .waitFor()
      })
      await capture('notifications', '/mypage/notifications', async (page) => {
        await page.locator('.notification-list, .mypage-list p.muted').first().waitFor()
      })
      await capture(
        'illegal-downloader',
        '/illegal-downloader?errorStatus=444',
        async (page) => {
          await page.locator('.illegal-downloader h1').waitFor()
        },
        { signIn: false },
      )
    },
    CAPTURE_TIMEOUT_MS,
  )

  it(
    'shows the studio content lists and the upload form',
    async () => {
      await capture('studio-contents', '/studio2/contents', async (page) => {
        await page.getByRole('tab').first().waitFor()
      })
      await capture('studio-upload', '/studio2/simpleuploader/audio', async (page, language) => {
        await page.locator('.upload-form').waitFor()
        await page.locator('.upload-form button[type=submit]').click()
        await page.getByText(TEXTS[language].uploadForm.thumbnailRequired).waitFor()
      })
    },
    CAPTURE_TIMEOUT_MS,
  )
})
