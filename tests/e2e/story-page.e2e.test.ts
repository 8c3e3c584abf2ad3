/**
 * The story page before playing, in Chromium against `npm start` with the offline model: a
 * reader sees the cast and the opening above Play and writes a 4-star review; another
 * reader reports it (once) and blocks its writer, and the review disappears for them only;
 * a player picks a model the story offers in the chat's settings, sees its price on Send
 * and is charged that once. Screenshots of the page with the preview and reviews, the
 * report/block menu and the model choice at 1280×800 and 390×844, in English and Korean:
 * test-results/screenshots/story-page-*.png.
 */
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoCanvas, demoMetadata } from '../../platform/stories/demo-stories/demo'
import { productApi } from './support/api'
import { closeContexts, seedSession, signedIn, workerBrowser } from './support/browser'
import {
  adminLogin,
  buyCoins,
  type Login,
  noOverflow,
  registerAccount,
  VIEWPORTS,
} from './support/people'
import { sharedProduct } from './support/products'
import { capture, SCREENSHOT_DIR } from './support/screenshots'
import type { RunningProduct } from './support/server'

const stamp = Date.now().toString(36)
const TITLE = `Gull Rock Preview ${stamp}`
const REVIEW = 'The storm scenes are wonderful and Wren is a great companion.'
const COINS = 100

let product: RunningProduct
let browser: Browser
let contentOid = ''
let writer: Login
let blocker: Login

const api = <Result>(
  method: 'GET' | 'POST',
  path: string,
  options?: { token?: string; body?: Record<string, unknown> },
) => productApi<Result>(product.url, method, path, options)

/** What the reader sees, as `<name>.png`: the window (a sticky header stays at the top). */
async function screenshot(page: Page, name: string) {
  await capture(page, join(SCREENSHOT_DIR, `${name}.png`))
}

async function newPage(
  viewport: { width: number; height: number },
  locale: string,
  login: Login,
): Promise<Page> {
  const context = await browser.newContext({ viewport, locale })
  await seedSession(context, { ...signedIn(login), language: locale.slice(0, 2) })
  await context.addInitScript(() =>
    localStorage.setItem('taleloom.checkin.later', new Date().toISOString().slice(0, 10)),
  )
  const page = await context.newPage()
  page.setDefaultTimeout(30_000)
  return page
}

async function openStory(page: Page, prefix = '') {
  await page.goto(`${product.url}${prefix}/story/${contentOid}`)
  await page.getByTestId('story-preview').waitFor()
  // Loaded: the list (empty when every review is hidden by a block) or "no reviews yet".
  await page
    .locator('.story-review-list[aria-busy="false"], .story-reviews p.muted')
    .first()
    .waitFor({ state: 'attached' })
}

const reviewsFor = async (who: Login | null) =>
  (
    await api<{ comments: { commentOid: string; rating?: number }[] }>(
      'GET',
      `/content/comment?contentOid=${contentOid}`,
      who ? { token: who.token } : {},
    )
  ).comments

beforeAll(async () => {
  product = sharedProduct()
  browser = await workerBrowser()
  // The creator's side, as the studio's setup and Publish do it: players may pick GPT-4o.
  const admin = await adminLogin(product)
  ;({ contentOid } = await api<{ contentOid: string }>('POST', '/story-chat/chat-content', {
    token: admin.token,
    body: {
      requestType: 'create',
      metadata: {
        ...demoMetadata,
        title: TITLE,
        visibility: 'public',
        allowModelChoice: true,
        playerModels: ['gpt-4o'],
      },
    },
  }))
  await api('POST', '/story-chat/chat-canvas', {
    token: admin.token,
    body: { contentOid, canvas: demoCanvas, version: 0 },
  })
  await api('POST', '/story-chat/chat-content', {
    token: admin.token,
    body: { requestType: 'upload', contentOid },
  })
  writer = await registerAccount(product, `Reviewer${stamp.slice(-6)}`)
  blocker = await registerAccount(product, `Blocker${stamp.slice(-6)}`)
  await buyCoins(product, writer, COINS)
  await api('POST', '/story-chat/convert/credit', {
    token: writer.token,
    body: { amount: COINS, type: 'coin' },
  })
})

afterAll(async () => {
  await closeContexts(browser)
  console.log(`Screenshots: ${SCREENSHOT_DIR}`)
})

describe('the story page before playing', () => {
  it('shows the cast and the opening above Play, and takes a 4-star review', async () => {
    const page = await newPage(VIEWPORTS[0], 'en-US', writer)
    await openStory(page)
    const preview = page.getByTestId('story-preview')
    for (const name of ['Elias Brand', 'Wren Calloway', 'Tobias Hale']) {
      await preview.getByTestId('story-cast').getByText(name).waitFor()
    }
    // The opening the room will start with, as the server renders it, its *actions* in italics.
    const { openings } = await api<{ openings: { greeting: string }[] }>(
      'GET',
      `/story-chat/story-preview?contentOid=${contentOid}`,
    )
    const opening = preview.getByTestId('story-opening')
    await expect.poll(() => opening.textContent()).toBe(openings[0]?.greeting.replaceAll('*', ''))
    expect(await opening.locator('em').count()).toBeGreaterThan(0)
    expect(await opening.textContent()).not.toContain('*')
    await preview
      .getByTestId('story-turn-price')
      .getByText('10 credits', { exact: false })
      .waitFor()
    // The preview stands above Play.
    const previewBox = await preview.boundingBox()
    const playBox = await page.locator('.story-play').boundingBox()
    expect(previewBox && playBox && previewBox.y < playBox.y).toBe(true)

    const reviews = page.getByTestId('story-reviews')
    await reviews.getByText('No ratings yet').waitFor()
    await reviews.getByLabel('4 of 5 stars').check({ force: true })
    await reviews.getByLabel('Your review').fill(REVIEW)
    const posts: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/content/comment')
        posts.push(request.postData() ?? '')
    })
    await reviews.getByRole('button', { name: 'Post review' }).dblclick()
    await reviews.getByText('Thank you! Your review is posted.').waitFor()
    const written = reviews.getByTestId('story-review')
    await expect.poll(() => written.count()).toBe(1)
    await written.getByRole('img', { name: '4 of 5 stars' }).waitFor()
    await reviews.getByTestId('rating-summary').getByText('Ratings: 1').waitFor()
    await reviews
      .getByTestId('my-rating')
      .getByText('Your rating: 4 of 5.', { exact: false })
      .waitFor()
    // One review and one rating, however many clicks.
    const stored = await reviewsFor(null)
    expect(stored).toHaveLength(1)
    expect(stored[0]?.rating).toBe(4)
    expect(new Set(posts.map((body) => JSON.parse(body).requestId)).size).toBe(1)
    await page.getByTestId('story-preview').scrollIntoViewIfNeeded()
    await screenshot(page, 'story-page-preview-desktop-en')
    await reviews.scrollIntoViewIfNeeded()
    await screenshot(page, 'story-page-reviews-desktop-en')
    await page.context().close()
  })

  it('lets another reader report the review once and block its writer, for them alone', async () => {
    const page = await newPage(VIEWPORTS[0], 'en-US', blocker)
    await openStory(page)
    const reviews = page.getByTestId('story-reviews')
    const review = reviews.getByTestId('story-review').filter({ hasText: REVIEW })
    await review.waitFor()
    const menu = review.getByRole('button', { name: 'More actions for this review' })
    await menu.click()
    await review.getByRole('button', { name: 'Report review' }).click()
    await review.getByLabel('Why are you reporting this review?').fill('It spoils the ending.')
    await screenshot(page, 'story-page-report-desktop-en')
    await review.getByRole('button', { name: 'Send report' }).click()
    await review.getByText('Thank you. The review was reported to the moderators.').waitFor()
    // A second report of the same review is the same report.
    await menu.click()
    await review.getByRole('button', { name: 'Report review' }).click()
    await review.getByLabel('Why are you reporting this review?').fill('Again.')
    await review.getByRole('button', { name: 'Send report' }).click()
    await review.getByText('You have already reported this review.').waitFor()
    const admin = await adminLogin(product)
    const { reports } = await api<{ reports: { commentOid: string | null; complaint: string }[] }>(
      'GET',
      '/content/admin/reports?limit=100',
      { token: admin.token },
    )
    const [commentOid] = (await reviewsFor(null)).map((item) => item.commentOid)
    expect(reports.filter((report) => report.commentOid === commentOid)).toEqual([
      expect.objectContaining({ complaint: 'It spoils the ending.' }),
    ])

    await menu.click()
    await screenshot(page, 'story-page-menu-desktop-en')
    await review.getByRole('button', { name: 'Block this reader' }).click()
    await reviews.getByText('Blocked. Their reviews and comments are hidden for you.').waitFor()
    await expect.poll(() => reviews.getByTestId('story-review').count()).toBe(0)
    await reviews.getByRole('button', { name: `Unblock ${writer.user.nickname}` }).waitFor()
    await screenshot(page, 'story-page-blocked-desktop-en')
    // Hidden for the blocker only; the writer and visitors still read it.
    expect(await reviewsFor(blocker)).toHaveLength(0)
    expect(await reviewsFor(writer)).toHaveLength(1)
    expect(await reviewsFor(null)).toHaveLength(1)
    await page.context().close()
  })

  it('lets a player pick a model the story offers and charges its price once', async () => {
    const page = await newPage(VIEWPORTS[0], 'en-US', writer)
    await openStory(page)
    await page.locator('.story-play').click()
    await page.waitForURL(/\/c\/[0-9a-f]{24}$/)
    await expect.poll(() => page.locator('.chat-page').getAttribute('data-phase')).toBe('ready')
    const send = page.locator('.chat-send-cost')
    await page.locator('#chat-input').fill('I ask Elias about the lamp.')
    await expect.poll(() => send.textContent()).toBe('10 credits')
    await page.getByRole('tab', { name: 'Settings' }).click()
    const choice = page.getByTestId('chat-model-choice')
    // The room's models arrive after the tab opens: wait for them, however slow the machine.
    await expect.poll(() => choice.locator('option').count()).toBe(2)
    const options = await choice.locator('option').allTextContents()
    const gpt = options.find((text) => text.startsWith('GPT-4o'))
    expect(gpt).toBe('GPT-4o · 40 credits')
    const saved = page.waitForResponse(
      (response) => response.url().endsWith('/user-settings') && response.ok(),
    )
    await choice.selectOption({ label: gpt ?? '' })
    await saved
    await expect.poll(() => send.textContent()).toBe('40 credits')
    await screenshot(page, 'story-page-model-desktop-en')

    const roomOid = /\/c\/([0-9a-f]{24})$/.exec(new URL(page.url()).pathname)?.[1] ?? ''
    const credits = async () =>
      (
        await api<{ balances: { credits: number; bonusCredits: number; heldCredits: number } }>(
          'GET',
          '/story-chat/convert/credit',
          { token: writer.token },
        )
      ).balances
    const before = await credits()
    await page.locator('#chat-input').press('Enter')
    await expect
      .poll(() => page.getByTestId('chat-message').last().getAttribute('data-status'))
      .toBe('complete')
    await expect.poll(async () => (await credits()).heldCredits).toBe(0)
    const after = await credits()
    expect(before.credits + before.bonusCredits - after.credits - after.bonusCredits).toBe(40)
    const { messages } = await api<{
      messages: {
        role: string
        parentId: string | null
        creditsCharged: number | null
        model?: string
      }[]
    }>('GET', `/story-chat/chat-room/${roomOid}/prev-messages?count=50`, { token: writer.token })
    const replies = messages.filter((item) => item.role === 'assistant' && item.parentId !== null)
    expect(replies.map((item) => item.creditsCharged)).toEqual([40])
    await page.context().close()
  })

  it('looks right on a phone and in Korean', async () => {
    for (const [language, locale, prefix] of [
      ['en', 'en-US', ''],
      ['ko', 'ko-KR', '/ko'],
    ] as const) {
      for (const viewport of VIEWPORTS) {
        if (language === 'en' && viewport.name === 'desktop') continue
        const page = await newPage(viewport, locale, blocker)
        await openStory(page, prefix)
        const preview = page.getByTestId('story-preview')
        if (language === 'ko') {
          await preview.getByRole('heading', { name: '시작하기 전에' }).waitFor()
          await page.getByTestId('story-reviews').getByText('별점 1개').waitFor()
        }
        await noOverflow(page, `story page ${language} ${viewport.name}`)
        await preview.scrollIntoViewIfNeeded()
        await screenshot(page, `story-page-preview-${viewport.name}-${language}`)
        // The blocker's page: the review hidden, Unblock offered; unblocked, the menu shown.
        const reviews = page.getByTestId('story-reviews')
        await reviews.getByTestId('review-hidden').scrollIntoViewIfNeeded()
        await screenshot(page, `story-page-reviews-${viewport.name}-${language}`)
        await page.context().close()

        const writerPage = await newPage(viewport, locale, writer)
        await openStory(writerPage, prefix)
        await writerPage.locator('.story-play').click()
        await writerPage.waitForURL(/\/c\/[0-9a-f]{24}$/)
        const tab = language === 'ko' ? '설정' : 'Settings'
        if (viewport.name === 'phone') {
          // On a phone the side panel is a drawer, opened from the header.
          await writerPage.locator('.chat-panel-toggle').click()
          await writerPage.locator('#chat-side').waitFor()
        }
        await writerPage.getByRole('tab', { name: tab }).click()
        await writerPage.getByTestId('chat-model-choice').waitFor()
        await noOverflow(writerPage, `model choice ${language} ${viewport.name}`)
        await writerPage.getByTestId('chat-model-choice').scrollIntoViewIfNeeded()
        await screenshot(writerPage, `story-page-model-${viewport.name}-${language}`)
        await writerPage.context().close()
      }
    }
  })

  it('shows the report and block menu in Korean on a phone', async () => {
    // The blocker unblocks the writer from the page, then opens the menu on the review.
    const page = await newPage(VIEWPORTS[1], 'ko-KR', blocker)
    await openStory(page, '/ko')
    const reviews = page.getByTestId('story-reviews')
    await reviews.getByRole('button', { name: `${writer.user.nickname} 차단 해제` }).click()
    await expect.poll(() => reviews.getByTestId('story-review').count()).toBe(1)
    expect(await reviewsFor(blocker)).toHaveLength(1)
    const review = reviews.getByTestId('story-review').first()
    await review.getByRole('button', { name: '이 리뷰에 대한 더 보기' }).click()
    await review.getByRole('button', { name: '이 독자 차단' }).waitFor()
    await noOverflow(page, 'menu ko phone')
    await review.scrollIntoViewIfNeeded()
    await screenshot(page, 'story-page-menu-phone-ko')
    await page.context().close()
  })
})
