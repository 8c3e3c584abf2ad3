/**
 * The player's catalogue in real Chromium against `npm start` (three demo stories are
 * seeded): the ranking tabs on home, keyword and hashtag search, the story page and its
 * Play link, adult content behind verification and the switch, Korean, a 360 px phone,
 * and the weight of the JavaScript the first page needs.
 */
import { gzipSync } from 'node:zlib'
import type { Browser, BrowserContext, Page, Response } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { minimalCanvas } from '../../platform/stories/demo-stories'
import { pictureDataUrl } from '../../platform/stories/demo-stories/picture'
import { closeContexts, workerBrowser } from './support/browser'
import { keyedProduct } from './support/products'
import { SCREENSHOT_DIR, screenshot } from './support/screenshots'
import { ADMIN_EMAIL, ADMIN_PASSWORD, type RunningProduct } from './support/server'

const KEEPER = 'The Keeper of Gull Rock'
const BAKERY = 'The Midnight Bakery'
const DERELICT = 'Derelict: Lantern-7'
const ADULT_TITLE = 'After Midnight at the Velvet Door'
const VELVET_DOOR = pictureDataUrl('Velvet door', '#4a1030')
/** The ceiling for the player's initial JavaScript. */
const INITIAL_JS_LIMIT_BYTES = 200 * 1024

let product: RunningProduct
let browser: Browser
let context: BrowserContext
let page: Page

/** Calls the product's API as a script would (the spec's paths under /api). */
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

/** Cards of the visible list, by title. */
async function cardTitles(target: Page): Promise<string[]> {
  const list = target.locator('.story-grid:not([aria-hidden])').first()
  await list.waitFor()
  return list.locator('.story-card-title').allTextContents()
}

/** Sum of layout shifts the page has seen (Chromium's Layout Instability API). */
function cumulativeLayoutShift(target: Page): Promise<number> {
  return target.evaluate(() => (window as unknown as { __cls: number }).__cls)
}

beforeAll(async () => {
  product = await keyedProduct('first-start')
  browser = await workerBrowser()
  context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } })
  await context.addInitScript(() => {
    const state = window as unknown as { __cls: number }
    state.__cls = 0
    new PerformanceObserver((entries) => {
      for (const entry of entries.getEntries() as unknown as {
        value: number
        hadRecentInput: boolean
      }[]) {
        if (!entry.hadRecentInput) state.__cls += entry.value
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
  page = await context.newPage()
  page.setDefaultTimeout(20_000)
})

afterAll(async () => {
  await closeContexts(browser)
  console.log(`Screenshots: ${SCREENSHOT_DIR}`)
})

describe('the story catalogue in the browser', () => {
  it('shows the daily ranking on home, light on JavaScript and without layout shift', async () => {
    const scripts: Promise<{ url: string; bytes: number; gzip: number }>[] = []
    const onResponse = (response: Response) => {
      if (response.request().resourceType() !== 'script') return
      scripts.push(
        response.body().then((body) => ({
          url: new URL(response.url()).pathname,
          bytes: body.length,
          gzip: gzipSync(body, { level: 9 }).length,
        })),
      )
    }
    page.on('response', onResponse)
    await page.goto(product.url)
    await page.getByRole('tab', { name: 'Today', selected: true }).waitFor()
    expect(await cardTitles(page)).toEqual(expect.arrayContaining([KEEPER, BAKERY, DERELICT]))
    await page.waitForLoadState('networkidle')
    page.off('response', onResponse)

    const loaded = await Promise.all(scripts)
    const total = loaded.reduce((sum, script) => sum + script.gzip, 0)
    console.log(
      `Home page JavaScript: ${(total / 1024).toFixed(1)} KB gzip in ${loaded.length} files\n` +
        loaded
          .sort((a, b) => b.gzip - a.gzip)
          .map((script) => `  ${(script.gzip / 1024).toFixed(1).padStart(6)} KB  ${script.url}`)
          .join('\n'),
    )
    expect(total).toBeLessThan(INITIAL_JS_LIMIT_BYTES)

    // Cards keep their size from skeleton to image: nothing moves as the page fills in.
    expect(await cumulativeLayoutShift(page)).toBeLessThan(0.02)
    const images = await page.locator('.story-grid img').evaluateAll((nodes) =>
      nodes.map((node) => ({
        width: node.getAttribute('width'),
        height: node.getAttribute('height'),
        loading: node.getAttribute('loading'),
        alt: node.getAttribute('alt'),
      })),
    )
    expect(images.length).toBeGreaterThanOrEqual(3)
    for (const image of images) {
      expect(image).toMatchObject({ width: '320', height: '180', alt: '' })
      expect(['lazy', 'eager']).toContain(image.loading)
    }
    await expect.poll(() => page.title()).toBe('Taleloom')

    const derelict = page.locator('.story-card', { hasText: DERELICT })
    await derelict.getByText('30 coins').waitFor()
    await derelict.getByText('by DemoCreator').waitFor()
    await page.locator('.story-card', { hasText: KEEPER }).getByText('Free').waitFor()
    await page.locator('.story-card', { hasText: KEEPER }).getByText('No. ').waitFor()
    await screenshot(page, 'catalogue-01-home')
  })

  it('switches ranking tabs with the mouse and the keyboard, keeping the tab in the address', async () => {
    await page.getByRole('tab', { name: 'New' }).click()
    await page.waitForURL(/\?ranking=new$/)
    expect(await cardTitles(page)).toHaveLength(3)
    // New stories are not numbered: they are not a ranking by chats.
    expect(await page.locator('.story-card-rank').count()).toBe(0)

    await page.getByRole('tab', { name: 'This week' }).focus()
    await page.keyboard.press('ArrowRight')
    await page.waitForURL(/\?ranking=monthly$/)
    await page.getByRole('tab', { name: 'This month', selected: true }).waitFor()
    expect(await cardTitles(page)).toHaveLength(3)

    await page.reload()
    await page.getByRole('tab', { name: 'This month', selected: true }).waitFor()
    await page.keyboard.press('Tab')
    await screenshot(page, 'catalogue-02-monthly')
  })

  it('searches by keyword from the header', async () => {
    await page.goto(product.url)
    const box = page.getByRole('searchbox', { name: 'Search stories' })
    await box.fill('lighthouse')
    await box.press('Enter')
    await page.waitForURL(/\/search\?q=lighthouse$/)
    await page.getByRole('heading', { name: 'Search', level: 1 }).waitFor()
    expect(await cardTitles(page)).toEqual([KEEPER])
    await expect.poll(() => page.title()).toBe('Search · Taleloom')
    await page.getByRole('searchbox', { name: 'Keyword or #hashtag' }).waitFor()
    expect(await page.getByRole('searchbox', { name: 'Keyword or #hashtag' }).inputValue()).toBe(
      'lighthouse',
    )

    // A word no story has: the empty state, not an error.
    await page.goto(`${product.url}/search?q=zeppelin`)
    await page.getByText('Nothing matches this search.', { exact: false }).waitFor()
  })

  it('searches by hashtag, from the box and from a shared address', async () => {
    await page.goto(`${product.url}/search`)
    await page.getByText('Find chat stories and contents by keyword or hashtag.').waitFor()
    const box = page.getByRole('searchbox', { name: 'Keyword or #hashtag' })
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await page.getByText('Please enter a keyword to search.').waitFor()

    await box.fill('#ghost')
    await box.press('Enter')
    await page.waitForURL(/\/search\?tags=ghost$/)
    expect(await cardTitles(page)).toEqual([BAKERY])
    await screenshot(page, 'catalogue-03-search-hashtag')

    await page.getByRole('button', { name: 'Remove #ghost' }).click()
    await page.waitForURL(/\/search$/)

    await page.goto(`${product.url}/search?tags=sci-fi`)
    expect(await cardTitles(page)).toEqual([DERELICT])
    await page.goto(`${product.url}/search?q=ghost&tags=mystery`)
    await page.getByText('Nothing matches this search.', { exact: false }).waitFor()
  })

  it('opens a story page with its details, and Play leads to the chat page', async () => {
    await page.goto(product.url)
    await page.getByRole('link', { name: KEEPER }).click()
    await page.waitForURL(/\/story\/[0-9a-f]{24}$/)
    const contentOid = new URL(page.url()).pathname.split('/')[2]
    await page.getByRole('heading', { name: KEEPER, level: 1 }).waitFor()
    await page.getByText('The light is dark. Find the keeper.').waitFor()
    await page.getByText('DemoCreator').first().waitFor()
    // The price tag says "Free"; the status line is written only when it adds to the tag.
    await page.locator('.story-access .price-tag-free').getByText('Free', { exact: true }).waitFor()
    await page.getByRole('heading', { name: 'About this story' }).waitFor()
    await page.getByRole('link', { name: '#lighthouse' }).waitFor()
    await expect.poll(() => page.title()).toBe(`${KEEPER} · Taleloom`)
    const thumbnail = page.locator('.story-hero img')
    expect(await thumbnail.getAttribute('width')).toBe('320')
    expect(await thumbnail.getAttribute('height')).toBe('180')
    await screenshot(page, 'catalogue-04-story')

    const play = page.getByRole('link', { name: /^Play/ })
    const href = (await play.getAttribute('href')) ?? ''
    expect(href).toMatch(new RegExp(`^/story/${contentOid}/c(\\?start=[^&]+)?$`))
    await play.click()
    await page.waitForURL(new RegExp(`/story/${contentOid}/c(\\?start=[^&]+)?$`))

    // A hashtag on the story page searches for it.
    await page.goto(`${product.url}/story/${contentOid}`)
    await page.getByRole('link', { name: '#storm' }).click()
    await page.waitForURL(/\/search\?tags=storm$/)
    expect(await cardTitles(page)).toEqual([KEEPER])
  })

  it('offers the story’s start points and passes the chosen one to the chat page', async () => {
    const { stories } = await api<{ stories: { contentOid: string; title: string }[] }>(
      'GET',
      '/story-chat/stories?ranking=new&tags=lighthouse',
    )
    const keeper = stories.find((story) => story.title === KEEPER)
    const details = await api<{ startPoints: { id: string; title: string }[] }>(
      'GET',
      `/story-chat/chat-content?contentOid=${keeper?.contentOid}`,
    )
    // GET /chat-content carries the published story's openings; the demo story has two.
    expect(details.startPoints).toHaveLength(2)
    const [first, second] = details.startPoints as [
      { id: string; title: string },
      { id: string; title: string },
    ]

    await page.goto(`${product.url}/story/${keeper?.contentOid}`)
    const group = page.getByRole('group', { name: 'Choose where to begin' })
    await group.getByRole('radio', { name: first.title, checked: true }).waitFor()
    await group.getByRole('radio', { name: second.title }).check()
    const play = page.getByRole('link', { name: `Play from “${second.title}”` })
    await screenshot(page, 'catalogue-04b-start-points')
    await play.click()
    await page.waitForURL(
      `${product.url}/story/${keeper?.contentOid}/c?start=${encodeURIComponent(second.id)}`,
    )
  })

  it('shows the price of a paid story and offers Buy, not Play, before a purchase', async () => {
    await page.goto(`${product.url}/search?tags=sci-fi`)
    await page.getByRole('link', { name: DERELICT }).click()
    await page.getByRole('heading', { name: DERELICT, level: 1 }).waitFor()
    await page.locator('.story-access').getByText('30 coins').first().waitFor()
    await page.getByText('Buy this story once to play it as often as you like.').waitFor()
    expect(await page.getByRole('link', { name: /^Play/ }).count()).toBe(0)
    // Buying is offered; the purchase itself is tested over HTTP (purchases.http.test.ts).
    await page.getByRole('button', { name: 'Buy for 30 coins' }).waitFor()
  })

  it('answers an unknown story with its own not-found page', async () => {
    for (const id of ['0'.repeat(24), 'not-an-id']) {
      await page.goto(`${product.url}/story/${id}`)
      await page.getByRole('heading', { name: 'Story not found' }).waitFor()
      const problem = page.locator('.story-problem')
      expect(await problem.locator('p').textContent()).toBe(
        'This story does not exist or is no longer published.',
      )
      // No story to play or buy, only the way back.
      expect(await page.getByRole('link', { name: /^Play/ }).count()).toBe(0)
      expect(await page.getByRole('button', { name: /^Buy/ }).count()).toBe(0)
      expect(await problem.getByRole('link').getAttribute('href')).toBe('/')
    }
  })

  it('hides adult stories unless a verified adult turns them on', async () => {
    const { token } = await api<{ token: string }>('POST', '/account/login', {
      body: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    })
    const { contentOid } = await api<{ contentOid: string }>('POST', '/story-chat/chat-content', {
      token,
      body: {
        requestType: 'create',
        metadata: {
          title: ADULT_TITLE,
          thumbnail: VELVET_DOOR,
          briefIntro: 'A members-only club.',
          hashtags: ['after-dark'],
          visibility: 'public',
          adult: true,
        },
      },
    })
    await api('POST', '/story-chat/chat-canvas', {
      token,
      body: { contentOid, canvas: minimalCanvas(), version: 0 },
    })
    await api('POST', '/story-chat/chat-content', {
      token,
      body: { requestType: 'upload', contentOid },
    })

    // Anonymous: not in the catalogue, not in search, and its page asks for verification.
    await page.goto(`${product.url}/?ranking=new`)
    expect(await cardTitles(page)).not.toContain(ADULT_TITLE)
    await page.goto(`${product.url}/search?tags=after-dark`)
    await page.getByText('Nothing matches this search.', { exact: false }).waitFor()
    await page.goto(`${product.url}/story/${contentOid}`)
    await page.getByRole('heading', { name: 'Adult verification required' }).waitFor()

    // Signed in but not verified: the switch is there, disabled, with the reason.
    await page.goto(`${product.url}/?ranking=new`)
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel('E-mail').fill(ADMIN_EMAIL)
    await dialog.getByLabel('Password').fill(ADMIN_PASSWORD)
    await dialog.getByRole('button', { name: 'Log in' }).click()
    await dialog.waitFor({ state: 'detached' })
    await page.getByRole('button', { name: 'Account menu for Admin' }).click()
    const toggle = page.getByRole('switch', { name: 'Show adult content' })
    expect(await toggle.isDisabled()).toBe(true)
    await page.getByText('Only for adult-verified accounts.').waitFor()
    await page.keyboard.press('Escape')

    // Verifying the age in the dialog turns adult content on: adult stories appear.
    expect(await cardTitles(page)).not.toContain(ADULT_TITLE)
    await page.getByRole('button', { name: 'Account menu for Admin' }).click()
    await page.getByRole('button', { name: 'Verify your age' }).click()
    const verify = page.getByRole('dialog', { name: 'Adult verification' })
    await verify.getByRole('button', { name: 'Verify' }).click()
    await verify.getByText('Choose your date of birth.').waitFor()
    await verify.getByLabel('Year').selectOption('1980')
    await verify.getByLabel('Month').selectOption('1')
    await verify.getByLabel('Day').selectOption('1')
    await screenshot(page, 'catalogue-05a-adult-verify')
    await verify.getByRole('button', { name: 'Verify' }).click()
    await verify.getByText('Your age is verified. Adult content is now shown.').waitFor()
    await verify.getByRole('button', { name: 'Close' }).first().click()
    await verify.waitFor({ state: 'detached' })
    await expect.poll(() => cardTitles(page)).toContain(ADULT_TITLE)

    // The switch turns it off and on again, and the choice survives a reload.
    await page.getByRole('button', { name: 'Account menu for Admin' }).click()
    const enabled = page.getByRole('switch', { name: 'Show adult content' })
    expect(await enabled.isChecked()).toBe(true)
    await enabled.uncheck()
    await expect.poll(() => cardTitles(page)).not.toContain(ADULT_TITLE)
    await enabled.check()
    await expect.poll(() => cardTitles(page)).toContain(ADULT_TITLE)
    await page.keyboard.press('Escape')
    await page.reload()
    await expect.poll(() => cardTitles(page)).toContain(ADULT_TITLE)
    const card = page.locator('.story-card', { hasText: ADULT_TITLE })
    await card.getByText('18+').waitFor()
    // The writer's thumbnail (an inline PNG, as a writer may save) is the card's picture.
    expect(await card.locator('img').getAttribute('src')).toBe(VELVET_DOOR)
    await screenshot(page, 'catalogue-05-adult-on')

    // Signing out turns adult content off again.
    await page.getByRole('button', { name: 'Account menu for Admin' }).click()
    await page.getByRole('button', { name: 'Sign out' }).click()
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).waitFor()
    await expect.poll(() => cardTitles(page)).not.toContain(ADULT_TITLE)
  })

  it('shows the catalogue and a story page in Korean', async () => {
    const korean = await browser.newContext({
      locale: 'ko-KR',
      viewport: { width: 1280, height: 900 },
    })
    const koPage = await korean.newPage()
    koPage.setDefaultTimeout(20_000)
    await koPage.goto(`${product.url}/ko`)
    await koPage.getByRole('heading', { name: 'AI 채팅 랭킹' }).waitFor()
    await koPage.getByRole('tab', { name: '오늘', selected: true }).waitFor()
    expect(await cardTitles(koPage)).toHaveLength(3)
    await koPage.locator('.story-card', { hasText: DERELICT }).getByText('30 코인').waitFor()
    await screenshot(koPage, 'catalogue-06-home-ko')

    await koPage.getByRole('tab', { name: '신작' }).click()
    await koPage.waitForURL(/\/ko\/\?ranking=new$/)
    await koPage.getByRole('link', { name: KEEPER }).click()
    await koPage.waitForURL(/\/ko\/story\/[0-9a-f]{24}$/)
    await koPage
      .locator('.story-access .price-tag-free')
      .getByText('무료', { exact: true })
      .waitFor()
    await koPage
      .getByRole('link', { name: /플레이/ })
      .first()
      .waitFor()
    await screenshot(koPage, 'catalogue-07-story-ko')
    await korean.close()
  })

  it('fits a 360 px phone: one column, search behind an icon, nothing wider than the screen', async () => {
    const phone = await browser.newContext({
      locale: 'en-US',
      viewport: { width: 360, height: 740 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    })
    const phonePage = await phone.newPage()
    phonePage.setDefaultTimeout(20_000)
    await phonePage.goto(product.url)
    expect(await cardTitles(phonePage)).toHaveLength(3)
    expect(
      await phonePage.evaluate(() => document.documentElement.scrollWidth),
    ).toBeLessThanOrEqual(360)
    const columns = await phonePage
      .locator('.story-grid:not([aria-hidden])')
      .evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').length)
    expect(columns).toBe(1)
    expect(await phonePage.getByRole('searchbox', { name: 'Search stories' }).isVisible()).toBe(
      false,
    )
    await screenshot(phonePage, 'catalogue-08-home-phone')

    await phonePage.getByRole('link', { name: 'Search stories' }).click()
    await phonePage.waitForURL(/\/search$/)
    const box = phonePage.getByRole('searchbox', { name: 'Keyword or #hashtag' })
    await box.fill('#cozy')
    await box.press('Enter')
    expect(await cardTitles(phonePage)).toEqual([BAKERY])
    await phonePage.getByRole('link', { name: BAKERY }).click()
    await phonePage.getByRole('heading', { name: BAKERY, level: 1 }).waitFor()
    expect(
      await phonePage.evaluate(() => document.documentElement.scrollWidth),
    ).toBeLessThanOrEqual(360)
    await screenshot(phonePage, 'catalogue-09-story-phone')
    await phone.close()
  })
})
