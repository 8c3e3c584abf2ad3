/**
 * The content platform's screens in real Chromium against `npm start`: an audio content
 * published through the API (thumbnail and file uploaded in parts), its /play page with the
 * audio player, like and the kept player settings, a category shelf, the search page's
 * results and detail-search refusals, My Page and its lists (each as full as the account
 * is), the IllegalDownloader screen, the footer, and the studio's content lists (with the
 * server's counts) and upload form; every screen captured in four languages at 1280×800 and
 * 390×844. Then the creator's and the viewer's journeys through the screens: a content
 * published with the studio's upload form, listed as published and played; its title edited in
 * the studio; a viewer's comment under a content (an expected failure while a content has no
 * comment box).
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { helpEn } from '../../player/mypage/help/en'
import { helpEs } from '../../player/mypage/help/es'
import { helpJp } from '../../player/mypage/help/jp'
import { helpKo } from '../../player/mypage/help/ko'
import { playerEn } from '../../web/i18n/resources/player/en'
import { playerEs } from '../../web/i18n/resources/player/es'
import { playerJp } from '../../web/i18n/resources/player/jp'
import { playerKo } from '../../web/i18n/resources/player/ko'
import { studioEn } from '../../web/i18n/resources/studio/en'
import { studioEs } from '../../web/i18n/resources/studio/es'
import { studioJp } from '../../web/i18n/resources/studio/jp'
import { studioKo } from '../../web/i18n/resources/studio/ko'
import { closeContexts, seedSession, signedIn, workerBrowser } from './support/browser'
import { registerAccount, resizeTo } from './support/people'
import { sharedProduct } from './support/products'
import { screenshot } from './support/screenshots'
import { ADMIN_EMAIL, ADMIN_PASSWORD, type RunningProduct } from './support/server'

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
const TEXTS = {
  en: { ...playerEn, ...studioEn },
  ko: { ...playerKo, ...studioKo },
  jp: { ...playerJp, ...studioJp },
  es: { ...playerEs, ...studioEs },
}
const LOCALES: Record<Language, string> = { en: 'en-US', ko: 'ko-KR', jp: 'ja-JP', es: 'es-ES' }

let product: RunningProduct
let browser: Browser
let login: { token: string; user: { oid: string } }
let contentOid: string
let videoOid: string
/** The content published through the studio's upload form, by its test. */
let screenContentOid = ''
const SCREEN_TITLE = 'Night Shore'
const EDITED_TITLE = 'Night Shore, remastered'
/** The studio's content lists, in the order of their tabs. */
const STUDIO_LISTS = [
  'unpublished',
  'inprogress',
  'scheduled',
  'published',
  'clips',
  'scenario',
] as const

/** A cover picture and four seconds of tone, made with ffmpeg for a form to send. */
function makeMedia(name: string) {
  const folder = mkdtempSync(join(tmpdir(), `taleloom-content-${name}-`))
  const png = join(folder, `${name}.png`)
  const mp3 = join(folder, `${name}.mp3`)
  const ffmpeg = (...args: string[]) => execFileSync('ffmpeg', ['-loglevel', 'error', ...args])
  ffmpeg('-f', 'lavfi', '-i', 'color=c=0x2f6a80:s=640x360', '-frames:v', '1', png)
  ffmpeg('-f', 'lavfi', '-i', 'sine=frequency=262:duration=4', '-q:a', '9', mp3)
  return { png, mp3 }
}

/** A My Page list past its loading line. */
async function listLoaded(page: Page, language: Language) {
  await page.locator('.mypage-list h1').waitFor()
  await expect
    .poll(() => page.locator('.mypage-list').textContent())
    .not.toContain(TEXTS[language].contentPage.loading)
}

/** The id of the content the form published, as the studio's lists know it. */
async function screenContent(): Promise<string> {
  const answer = await api<{ lists: Record<string, { contentOid: string; title: string }[]> }>(
    'GET',
    '/content/projected',
    { token: login.token },
  )
  const found = Object.values(answer.lists)
    .flat()
    .filter((row) => row.title === SCREEN_TITLE)
  expect(found).toHaveLength(1)
  return String(found[0]?.contentOid)
}

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
  options: { signIn?: boolean; languages?: readonly Language[] } = {},
) {
  for (const language of options.languages ?? LANGUAGES) {
    // One load per language, narrowed to a phone after the desktop's checks.
    const { context, page } = await newPage(VIEWPORTS[0], language, options)
    const prefix = language === 'en' ? '' : `/${language}`
    await page.goto(`${product.url}${prefix}${path}`)
    for (const viewport of VIEWPORTS) {
      await resizeTo(page, viewport)
      await ready(page, language)
      // Nothing may run wider than the screen.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
      expect(overflow, `${name} ${language} ${viewport.name}`).toBeLessThanOrEqual(0)
      await screenshot(page, `content-${name}-${language}-${viewport.name}`)
    }
    await context.close()
  }
}

beforeAll(async () => {
  product = sharedProduct()
  browser = await workerBrowser()
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
  // A short 720p video published the same way; the encoder makes its 720p and 360p renditions.
  const mp4 = join(folder, 'waves.mp4')
  execFileSync('ffmpeg', [
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    'testsrc=size=1280x720:rate=12:duration=2',
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
  await closeContexts(browser)
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
    // The count is drawn when the click lands; the like is stored once its request answers.
    await expect
      .poll(async () => {
        const liked = await api<{ items: { contentOid: string }[] }>('GET', '/account/liked-list', {
          token: login.token,
        })
        return liked.items.map((item) => item.contentOid)
      })
      .toContain(contentOid)

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

    // The quality starts automatic; holding 360p plays that rendition, Auto follows again.
    const quality = page.getByLabel('Quality')
    await expect
      .poll(() => quality.locator('option').allTextContents())
      .toEqual([expect.stringMatching(/^Auto/), '720p', '360p'])
    expect(await video.getAttribute('data-quality-level')).toBe('-1')
    await quality.selectOption({ label: '360p' })
    expect(await video.getAttribute('data-quality-level')).not.toBe('-1')
    // Played from the start again (the clip is 2 s long), the picture is the held 360p one.
    await video.evaluate((element: HTMLVideoElement) => {
      element.currentTime = 0
      return element.play()
    })
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.videoHeight))
      .toBe(360)
    await quality.selectOption({ index: 0 })
    await expect.poll(() => video.getAttribute('data-quality-level')).toBe('-1')
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
    'shows the shelf, the search results and the detail search refusals',
    async () => {
      await capture('shelf-asmr', '/p/asmr', async (page) => {
        await page.locator('.shelf-page h1').waitFor()
        await page.locator('.story-grid, .content-empty').first().waitFor()
      })
      await capture('search', '/search?q=rain', async (page, language) => {
        await page.locator('.search-result-grid').waitFor()
        // Opened once: the phone's look follows the desktop's on the same page.
        if (!(await page.locator('.detail-search-box').evaluate((box) => box.hasAttribute('open'))))
          await page.locator('.detail-search-box > summary').click()
        await page.getByRole('radio').nth(2).check()
        await page.locator('.detail-search button[type=submit]').click()
        await page.getByText(TEXTS[language].detailSearch.tagRequired).waitFor()
      })
      const { context, page } = await newPage({ width: 1280, height: 800 }, 'en')
      await page.goto(`${product.url}/search?q=rain`)
      // The results first, as a reader sees them: the box opened before they arrive can
      // be drawn again closed.
      await page.locator('.search-result-grid').waitFor()
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
      const liked = await api<{ items: { contentOid: string }[] }>('GET', '/account/liked-list', {
        token: login.token,
      })
      await capture('mypage', '/mypage', async (page, language) => {
        await page.locator('.mypage-menu').waitFor()
        await page.locator('.app-footer .footer-links').waitFor()
        // Every entry of the menu but one of My Channel / Apply as a creator, in its order.
        const labels = await page.locator('.mypage-menu .mypage-label').allTextContents()
        expect(labels).toHaveLength(12)
        expect(labels.slice(1, 7)).toEqual(
          (['myInfo', 'myChats', 'liked', 'purchases', 'playlists', 'cart'] as const).map(
            (key) => TEXTS[language].myPage[key],
          ),
        )
      })
      // The lists show what the account has: the liked content, no purchase, an empty cart.
      await capture('liked', '/mypage/liked', async (page, language) => {
        await listLoaded(page, language)
        expect(await page.locator('.mypage-list .story-grid > *').count()).toBe(liked.items.length)
        expect(await page.getByText(TEXTS[language].likedPage.empty).count()).toBe(
          liked.items.length === 0 ? 1 : 0,
        )
      })
      await capture('purchases', '/mypage/purchases', async (page, language) => {
        const empty = page.locator('.mypage-list .content-empty')
        await empty.waitFor()
        expect(await empty.textContent()).toBe(TEXTS[language].purchasesPage.empty)
        expect(await page.locator('.mypage-list .story-grid').count()).toBe(0)
      })
      await capture('cart', '/mypage/cart', async (page, language) => {
        const empty = page.locator('.mypage-list .content-empty')
        await empty.waitFor()
        expect(await empty.textContent()).toBe(TEXTS[language].cartPage.empty)
        expect(await page.locator('.mypage-list .story-grid').count()).toBe(0)
      })
      const { notifications } = await api<{ notifications: unknown[] }>(
        'GET',
        '/account/notifications?count=100',
        { token: login.token },
      )
      await capture('notifications', '/mypage/notifications', async (page, language) => {
        await listLoaded(page, language)
        // One row per notification the account has; the empty note only when it has none.
        expect(await page.locator('.notification-list > li').count()).toBe(notifications.length)
        expect(await page.getByText(TEXTS[language].notificationsPage.empty).count()).toBe(
          notifications.length === 0 ? 1 : 0,
        )
      })
      await capture(
        'illegal-downloader',
        '/illegal-downloader?errorStatus=444',
        async (page, language) => {
          await page.locator('.illegal-downloader h1').waitFor()
          expect(await page.locator('.illegal-downloader h1').textContent()).toBe(
            TEXTS[language].illegalDownloader.title,
          )
          expect(await page.locator('.illegal-downloader').getAttribute('data-error-status')).toBe(
            '444',
          )
        },
        { signIn: false },
      )
    },
    CAPTURE_TIMEOUT_MS,
  )

  it('How to use and the FAQ read in English and Korean; a reader opens one answer from the footer', async () => {
    const help = { en: helpEn, ko: helpKo, jp: helpJp, es: helpEs }
    await capture(
      'how-to',
      '/info/how-to',
      async (page, language) => {
        const titles = page.locator('.info-steps > li > h2')
        await titles.first().waitFor()
        expect(await titles.allTextContents()).toEqual(
          help[language].howTo.steps.map((step) => step.title),
        )
      },
      // Every language's texts are checked beside them (player/mypage/help/help.test.ts).
      { signIn: false, languages: ['en', 'ko'] },
    )
    await capture(
      'faq',
      '/info/faq',
      async (page, language) => {
        const questions = page.locator('.info-faq summary')
        await questions.first().waitFor()
        expect(await questions.allTextContents()).toEqual(
          help[language].faq.questions.map((item) => item.question),
        )
      },
      { signIn: false, languages: ['en', 'ko'] },
    )
    const { context, page } = await newPage({ width: 390, height: 844 }, 'en', { signIn: false })
    await page.goto(product.url)
    await page.locator('.app-footer').getByRole('link', { name: 'FAQ' }).click()
    await page.waitForURL(/\/info\/faq$/)
    const failed = page
      .locator('.info-faq details')
      .filter({ hasText: 'Is a reply that failed charged?' })
    await failed.locator('summary').click()
    await failed
      .getByText('A turn that fails or is cut off is not charged', { exact: false })
      .waitFor()
    // One answer open: the one asked.
    expect(await page.locator('.info-faq details[open]').count()).toBe(1)
    await context.close()
  })

  it(
    'shows the studio content lists and the upload form',
    async () => {
      await capture('studio-contents', '/studio2/contents', async (page, language) => {
        await page.getByRole('tab').first().waitFor()
        // The six lists, each with the number of contents the server has in it (read as the
        // page was, for an encoding may finish and move a content meanwhile).
        const { counts } = await api<{ counts: Record<string, number> }>(
          'GET',
          '/content/projected',
          { token: login.token },
        )
        const tabs = await page.getByRole('tab').allTextContents()
        expect(tabs.slice(0, STUDIO_LISTS.length)).toEqual(
          STUDIO_LISTS.map(
            (list) => `${TEXTS[language].studioContents[list]} (${counts[list] ?? 0})`,
          ),
        )
        // Then the lists read from other areas: the story chats and the live replays.
        expect(tabs.slice(STUDIO_LISTS.length).map((tab) => tab.replace(/ \(\d+\)$/, ''))).toEqual([
          TEXTS[language].studioContents.roleplay,
          TEXTS[language].studioContents.replays,
        ])
      })
      const saves: string[] = []
      await capture('studio-upload', '/studio2/simpleuploader/audio', async (page, language) => {
        page.on('request', (request) => {
          if (request.method() === 'POST') saves.push(request.url())
        })
        await page.locator('.upload-form').waitFor()
        await page.locator('.upload-form button[type=submit]').click()
        await page.getByText(TEXTS[language].uploadForm.thumbnailRequired).waitFor()
        // An empty form names each missing field and sends nothing.
        expect(await page.locator('.upload-form .field-error').allTextContents()).toEqual([
          TEXTS[language].uploadForm.titleRequired,
          TEXTS[language].uploadForm.thumbnailRequired,
          TEXTS[language].uploadForm.filesRequired,
        ])
      })
      expect(saves).toEqual([])
    },
    CAPTURE_TIMEOUT_MS,
  )

  it('publishes an audio content through the studio’s upload form', async () => {
    const files = makeMedia('shore')
    const { context, page } = await newPage({ width: 1280, height: 800 }, 'en')
    await page.goto(`${product.url}/studio2/contents`)
    await page.getByRole('link', { name: 'Upload content' }).click()
    await page.getByRole('heading', { name: 'Upload content' }).waitFor()
    await page.getByLabel('Title', { exact: true }).fill(SCREEN_TITLE)
    await page.getByLabel('Tags').fill('shore, night')
    await page.getByLabel('Category').selectOption('asmr')
    await page.getByLabel('Description').fill('Waves on the shingle, recorded at night.')
    await page.getByLabel('Thumbnail').setInputFiles(files.png)
    await page.getByLabel('Media files').setInputFiles(files.mp3)
    await page.getByRole('button', { name: 'Publish' }).click()
    await page.getByText('Published. It appears once encoding has finished.').waitFor()
    // Both files went up: thumbnail and sound, each part checked.
    expect(await page.locator('.upload-progress .field-error').count()).toBe(0)

    // The studio lists it as published once its sound is encoded.
    const published = page.getByRole('tab', { name: /^Published \(\d+\)$/ })
    await expect
      .poll(
        async () => {
          await page.goto(`${product.url}/studio2/contents`)
          await published.click()
          return page
            .getByRole('tabpanel')
            .locator('.studio-content-title')
            .filter({ hasText: SCREEN_TITLE })
            .count()
        },
        { timeout: 120_000, interval: 500 },
      )
      .toBe(1)
    const row = page.getByRole('tabpanel').locator('.studio-content-row', { hasText: SCREEN_TITLE })
    expect(await row.locator('.studio-content-meta').textContent()).toMatch(
      /^Status: Published · Free · /,
    )
    screenContentOid = await screenContent()

    // A viewer's page plays it, with the form's title, description and tags.
    await page.goto(`${product.url}/play/${screenContentOid}`)
    await page.getByRole('heading', { name: SCREEN_TITLE }).waitFor()
    await page.getByText('Waves on the shingle, recorded at night.').waitFor()
    await page.locator('audio').waitFor({ state: 'attached' })
    expect(
      await page.locator('audio').evaluate((element: HTMLAudioElement) => element.currentSrc),
    ).toMatch(/\/api\/content\/media\//)
    await context.close()
  }, 240_000)

  it('edits a published content’s title in the studio', async () => {
    expect(screenContentOid, 'the content published through the form').toMatch(/^[0-9a-f]{24}$/)
    const { context, page } = await newPage({ width: 1280, height: 800 }, 'en')
    await page.goto(`${product.url}/studio2/contents`)
    await page.getByRole('tab', { name: /^Published \(\d+\)$/ }).click()
    const row = page.getByRole('tabpanel').locator('.studio-content-row', { hasText: SCREEN_TITLE })
    await row.waitFor()
    const edit = row
      .getByRole('link', { name: 'Edit' })
      .or(row.getByRole('button', { name: 'Edit' }))
    await expect
      .poll(() => edit.count(), { message: 'an Edit action on the published content' })
      .toBe(1)
    await edit.click()
    const title = page.getByLabel('Title', { exact: true })
    await expect.poll(() => title.inputValue()).toBe(SCREEN_TITLE)
    await title.fill(EDITED_TITLE)
    await page.getByRole('button', { name: /^(Save|Save changes|Publish)$/ }).click()
    await page.getByRole('status').first().waitFor()

    // The new title everywhere: the studio's list and the viewer's page; nothing else changed.
    await page.goto(`${product.url}/studio2/contents`)
    await page.getByRole('tab', { name: /^Published \(\d+\)$/ }).click()
    await page.getByRole('tabpanel').getByText(EDITED_TITLE).waitFor()
    expect(await page.getByRole('tabpanel').getByText(SCREEN_TITLE, { exact: true }).count()).toBe(
      0,
    )
    await page.goto(`${product.url}/play/${screenContentOid}`)
    await page.getByRole('heading', { name: EDITED_TITLE }).waitFor()
    await page.getByText('Waves on the shingle, recorded at night.').waitFor()
    await context.close()
  }, 120_000)

  it('a viewer comments on a content and finds the comment under it', async () => {
    const viewer = await registerAccount(product, 'rainlistener')
    const context = await browser.newContext({
      locale: 'en-US',
      viewport: { width: 1280, height: 800 },
    })
    await seedSession(context, { language: 'en', ...signedIn(viewer) })
    const page = await context.newPage()
    page.setDefaultTimeout(20_000)
    await page.goto(`${product.url}/play/${contentOid}`)
    await page.getByRole('heading', { name: TITLE }).waitFor()
    const box = page.getByRole('textbox', { name: /comment/i })
    await expect.poll(() => box.count(), { message: 'a comment box on the content page' }).toBe(1)
    const text = 'The rain sounds just like the harbour at home.'
    await box.fill(text)
    await page.getByRole('button', { name: /^(Comment|Post|Post comment|Send)$/ }).click()
    // In the list (the box itself holds the text while it is being sent).
    await page.getByRole('listitem').filter({ hasText: text }).waitFor()
    expect(await box.inputValue()).toBe('')

    // Kept: after a reload it is there once, under the viewer's name; the server has it once.
    await page.reload()
    const listed = page.getByRole('listitem').filter({ hasText: text })
    await listed.waitFor()
    expect(await listed.count()).toBe(1)
    await listed.getByText('rainlistener').waitFor()
    const { comments } = await api<{
      comments: { commentContent: string; commenterOid: string }[]
    }>('GET', `/content/comment?contentOid=${contentOid}&limit=500`, { token: viewer.token })
    expect(comments.filter((comment) => comment.commentContent === text)).toEqual([
      expect.objectContaining({ commenterOid: viewer.user.oid }),
    ])
    await context.close()
  }, 120_000)
})
