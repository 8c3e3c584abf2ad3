/**
 * The search page's one search in real Chromium against `npm start`: a chat story and a
 * content share a word and the tag #horror; a reader searches the word and then `#horror`
 * through the page's box and sees both in one list, never a "no matches" beside results,
 * each search asking each source once; narrows the list to one kind; and meets the one
 * empty state when nothing matches. Screens at 1280×800 and 390×844 in English and Korean.
 */
import type { Browser, BrowserContext, Page, Request } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoCanvas, demoMetadata } from '../../platform/stories/demo-stories/demo'
import { pictureDataUrl } from '../../platform/stories/demo-stories/picture'
import { playerEn } from '../../web/i18n/resources/player/en'
import { playerKo } from '../../web/i18n/resources/player/ko'
import { productApi } from './support/api'
import { closeContexts, workerBrowser } from './support/browser'
import { type Login, registerAccount, VIEWPORTS } from './support/people'
import { sharedProduct } from './support/products'
import { screenshot } from './support/screenshots'
import type { RunningProduct } from './support/server'

const WORD = 'thornwick'
const STORY_TITLE = 'The Thornwick Lantern'
const CONTENT_TITLE = 'Thornwick Bells at Midnight'
const TEXTS = { en: playerEn, ko: playerKo } as const
type Language = keyof typeof TEXTS
const LOCALES: Record<Language, string> = { en: 'en-US', ko: 'ko-KR' }

/** Every "nothing matches" the search page has said, old and new, in both languages. */
const NO_MATCH_TEXTS = (Object.values(TEXTS) as (typeof playerEn)[]).flatMap((texts) => [
  texts.searchPage.noResults,
  texts.searchResults.noDetailMatches,
])
const OLD_NO_MATCH = [
  'No content matches',
  'No tags match',
  'No creators match',
  'No stories match',
]

let product: RunningProduct
let browser: Browser
let creator: Login

const api = <Result>(
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  options: { token?: string; body?: Record<string, unknown> } = {},
) => productApi<Result>(product.url, method, path, options)

/** A cover uploaded as the studio's form uploads it: one part, then handed over. */
async function uploadCover(contentOid: string): Promise<string> {
  const key = `thumbnail/${contentOid}/cover.png`
  const query = new URLSearchParams({
    key,
    filetype: 'png',
    numParts: '1',
    access: 'public',
    context: 'thumbnail',
    contentOid,
  })
  const { uploadUrls } = await api<{ uploadUrls: string[] }>('GET', `/upload/url?${query}`, {
    token: creator.token,
  })
  const url = uploadUrls[0] as string
  const png = Buffer.from(pictureDataUrl('Bells', '#3a2a1e').split(',')[1] ?? '', 'base64')
  const put = await fetch(new URL(url, product.url), { method: 'PUT', body: new Uint8Array(png) })
  expect(put.ok).toBe(true)
  await api('POST', '/upload/multipart/url/done', {
    token: creator.token,
    body: { key, url, ETag: put.headers.get('etag') ?? '' },
  })
  const done = await api<{ url: string | null }>('POST', '/upload/multipart/done', {
    token: creator.token,
    body: { key },
  })
  return done.url ?? ''
}

/** A chat story published as the studio publishes it, with the tags as typed there. */
async function publishStory() {
  const { contentOid } = await api<{ contentOid: string }>('POST', '/story-chat/chat-content', {
    token: creator.token,
    body: {
      requestType: 'create',
      metadata: {
        ...demoMetadata,
        title: STORY_TITLE,
        thumbnail: pictureDataUrl('Thornwick', '#2b1f3a'),
        briefIntro: 'A lamp that lights itself at midnight.',
        hashtags: ['#Horror', 'ghost'],
      },
    },
  })
  await api('POST', '/story-chat/chat-canvas', {
    token: creator.token,
    body: { contentOid, canvas: demoCanvas, version: 0 },
  })
  await api('POST', '/story-chat/chat-content', {
    token: creator.token,
    body: { requestType: 'upload', contentOid },
  })
}

/** A content published as the studio's content form publishes it. */
async function publishContent() {
  const { contentOid } = await api<{ contentOid: string }>('POST', '/content/save', {
    token: creator.token,
    body: { metaData: { title: CONTENT_TITLE } },
  })
  const thumbnail = await uploadCover(contentOid)
  await api('POST', '/content', {
    token: creator.token,
    body: {
      contentOid,
      metaData: {
        title: CONTENT_TITLE,
        description: 'Bells ring in an empty tower.',
        hashtags: ['horror', 'bells'],
        // A category without a shelf page of its own: other files' shelves stay as they were.
        category: 'audio-drama',
        media: 'none',
        thumbnail,
      },
      discountSettings: [],
    },
  })
}

/** The search API calls a page makes, by path. */
function recordSearchCalls(page: Page) {
  const calls: string[] = []
  page.on('request', (request: Request) => {
    const path = new URL(request.url()).pathname
    if (
      ['/api/content/search', '/api/story-chat/stories', '/api/content/main-search'].includes(path)
    )
      calls.push(path)
  })
  return calls
}

async function openSearch(language: Language, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ locale: LOCALES[language], viewport })
  const page = await context.newPage()
  page.setDefaultTimeout(20_000)
  await page.goto(`${product.url}${language === 'en' ? '' : `/${language}`}/search`)
  await page.getByText(TEXTS[language].searchPage.prompt).waitFor()
  return { context, page }
}

/** Searches through the page's own box, as a reader types it. */
async function searchFor(page: Page, language: Language, text: string) {
  const box = page.getByRole('searchbox', { name: TEXTS[language].searchPage.label })
  await box.fill(text)
  await box.press('Enter')
}

/** The result cards' titles once the list has settled. */
async function resultTitles(page: Page): Promise<string[]> {
  await page.locator('.search-result-grid').waitFor()
  await page.waitForLoadState('networkidle')
  return page.locator('.search-result-grid .story-card-title').allTextContents()
}

/** No "no matches" of any kind anywhere on the page. */
async function expectNoEmptyText(page: Page) {
  const body = (await page.locator('main').textContent()) ?? ''
  for (const text of [...NO_MATCH_TEXTS, ...OLD_NO_MATCH]) expect(body).not.toContain(text)
  expect(await page.locator('.catalogue-empty, .content-empty').count()).toBe(0)
}

async function expectFitsScreen(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
}

beforeAll(async () => {
  product = sharedProduct()
  browser = await workerBrowser()
  creator = await registerAccount(product, 'thornwickwriter', ['creator'])
  await publishStory()
  await publishContent()
}, 120_000)

afterAll(async () => {
  await closeContexts(browser)
})

describe('one search over stories and contents', () => {
  let context: BrowserContext
  let page: Page

  afterAll(async () => {
    await context?.close()
  })

  it('finds the story and the content by a word, in one list, each source asked once', async () => {
    ;({ context, page } = await openSearch('en', { width: 1280, height: 800 }))
    const calls = recordSearchCalls(page)
    await searchFor(page, 'en', WORD)
    await page.waitForURL(/\/search\?q=thornwick$/)
    expect((await resultTitles(page)).sort()).toEqual([CONTENT_TITLE, STORY_TITLE].sort())
    await expectNoEmptyText(page)
    // Each card says its kind; the filter counts each kind.
    await page
      .locator('.story-card', { hasText: STORY_TITLE })
      .getByText('Chat story', { exact: true })
      .waitFor()
    await page
      .locator('.story-card', { hasText: CONTENT_TITLE })
      .getByText('Content', { exact: true })
      .waitFor()
    const filter = page.getByRole('list', { name: 'Show' })
    expect(await filter.getByRole('button').allTextContents()).toEqual([
      'All2',
      'Chat stories1',
      'Contents1',
    ])
    expect(calls.sort()).toEqual(
      ['/api/content/main-search', '/api/content/search', '/api/story-chat/stories'].sort(),
    )
    await screenshot(page, 'search-word-en-desktop')
  })

  it('finds both by `#horror` typed in the box, and narrows to one kind', async () => {
    const calls = recordSearchCalls(page)
    await searchFor(page, 'en', '#Horror')
    await page.waitForURL(/\/search\?tags=horror$/)
    const titles = await resultTitles(page)
    expect(titles).toEqual(expect.arrayContaining([STORY_TITLE, CONTENT_TITLE]))
    await expectNoEmptyText(page)
    await page.getByRole('button', { name: 'Remove #horror' }).waitFor()
    // A tag search has no words to suggest creators or tags by: the two lists, once each.
    expect(calls.sort()).toEqual(['/api/content/search', '/api/story-chat/stories'])
    await screenshot(page, 'search-tag-en-desktop')

    await page.getByRole('button', { name: /^Chat stories/ }).click()
    expect(
      await page.getByRole('button', { name: /^Chat stories/ }).getAttribute('aria-pressed'),
    ).toBe('true')
    const stories = await resultTitles(page)
    expect(stories).toContain(STORY_TITLE)
    expect(stories).not.toContain(CONTENT_TITLE)
    await page.getByRole('button', { name: /^Contents/ }).click()
    const contents = await resultTitles(page)
    expect(contents).toContain(CONTENT_TITLE)
    expect(contents).not.toContain(STORY_TITLE)
    await page.getByRole('button', { name: /^All/ }).click()
    expect(await resultTitles(page)).toEqual(titles)
  })

  it('says "nothing matches" once, only when neither kind has a result', async () => {
    await searchFor(page, 'en', `${WORD} #cozy`)
    await page.waitForURL(/\/search\?q=thornwick&tags=cozy$/)
    const empty = page.getByText(TEXTS.en.searchPage.noResults)
    await empty.waitFor()
    await page.waitForLoadState('networkidle')
    expect(await empty.count()).toBe(1)
    expect(await page.locator('.search-result-grid').count()).toBe(0)
    expect(await page.getByRole('list', { name: 'Show' }).count()).toBe(0)
  })

  it('shows the results on a phone and in Korean', async () => {
    for (const language of ['en', 'ko'] as const) {
      for (const viewport of VIEWPORTS) {
        if (language === 'en' && viewport.name === 'desktop') continue
        const opened = await openSearch(language, viewport)
        await searchFor(opened.page, language, '#horror')
        await opened.page.waitForURL(/\/search\?tags=horror$/)
        const titles = await resultTitles(opened.page)
        expect(titles).toEqual(expect.arrayContaining([STORY_TITLE, CONTENT_TITLE]))
        await expectNoEmptyText(opened.page)
        await expectFitsScreen(opened.page)
        await screenshot(opened.page, `search-tag-${language}-${viewport.name}`)
        await searchFor(opened.page, language, WORD)
        await opened.page.waitForURL(/\/search\?q=thornwick$/)
        expect((await resultTitles(opened.page)).sort()).toEqual(
          [CONTENT_TITLE, STORY_TITLE].sort(),
        )
        await expectFitsScreen(opened.page)
        await screenshot(opened.page, `search-word-${language}-${viewport.name}`)
        await opened.context.close()
      }
    }
  })
})
