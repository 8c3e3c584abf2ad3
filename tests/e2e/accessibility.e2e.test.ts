/**
 * Accessibility in Chromium against `npm start`: axe-core runs over every page of the player
 * and the studio (signed out, as a reader and as a creator), in light and dark
 * (`prefers-color-scheme`) at 1280×800 and 390×844, and finds no serious or critical
 * violation. Tab reaches the chat page's and the studio toolbar's controls, each with a
 * visible focus ring that a mouse click does not show; the chat's polite live region takes
 * each finished reply once, whole. Screenshots of the home page (its accent darkened for
 * contrast) and a keyboard focus ring, en and ko, 1280×800 and 390×844:
 * test-results/screenshots/a11y-*.png.
 */
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { endingCanvas, endingMetadata } from '../../fixtures/ending-story'
import { productApi } from './support/api'
import { axeProblems, COLOUR_RULES } from './support/axe'
import { closeContexts, seedSession, signedIn, workerBrowser } from './support/browser'
import { adminLogin, buyCoins, type Login, registerAccount, VIEWPORTS } from './support/people'
import { sharedProduct } from './support/products'
import { capture, SCREENSHOT_DIR } from './support/screenshots'
import type { RunningProduct } from './support/server'

const stamp = Date.now().toString(36)
const TITLE = `Lamps on the Water ${stamp}`
const CUSTOM_URL = `a11y-${stamp}`
const SCHEMES = ['light', 'dark'] as const
/** Many pages × two sizes × two schemes in one test. */
const AUDIT_TIMEOUT_MS = 300_000

let product: RunningProduct
let browser: Browser
let contentOid = ''
let creator: Login
let reader: Login

const api = <Result>(
  method: 'GET' | 'POST',
  path: string,
  options?: { token?: string; body?: Record<string, unknown> },
) => productApi<Result>(product.url, method, path, options)

/** One page per role, reused for every address it visits. */
async function newPage(login: Login | null): Promise<Page> {
  const context = await browser.newContext({ viewport: VIEWPORTS[0], locale: 'en-US' })
  await seedSession(context, login ? signedIn(login) : {})
  // Today's check-in offer was put off: its toast stays out of the audits.
  await context.addInitScript(() =>
    localStorage.setItem('taleloom.checkin.later', new Date().toISOString().slice(0, 10)),
  )
  const page = await context.newPage()
  page.setDefaultTimeout(30_000)
  return page
}

/** Waits until nothing on the page is loading: no busy region, no skeleton, two frames painted. */
async function settle(page: Page) {
  await page.locator('main').first().waitFor({ state: 'attached' })
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          document.querySelectorAll('[aria-busy="true"], [class*="skeleton"]').length +
          (document.fonts.status === 'loaded' ? 0 : 1),
      ),
    )
    .toBe(0)
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  )
}

/** axe over the page as it stands, at both sizes and in both schemes; lines name where. */
async function auditHere(page: Page, label: string): Promise<string[]> {
  // Colours are read mid-transition otherwise, right after the scheme changes.
  await page.addStyleTag({
    content: '*,*::before,*::after{transition:none!important;animation:none!important}',
  })
  const problems: string[] = []
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport)
    for (const scheme of SCHEMES) {
      await page.emulateMedia({ colorScheme: scheme })
      try {
        await settle(page)
      } catch (error) {
        // A page that never settles (or has no main landmark) is a finding too.
        problems.push(`${label} [${viewport.name} ${scheme}] did not settle: ${firstLine(error)}`)
        continue
      }
      // The dark scheme changes colours only: the colour rules read it, the rest read the
      // same document as in the light one.
      const options = scheme === 'dark' ? { onlyRules: COLOUR_RULES } : {}
      for (const line of await axeProblems(page, options))
        problems.push(`${label} [${viewport.name} ${scheme}] ${line}`)
    }
  }
  await page.setViewportSize(VIEWPORTS[0])
  await page.emulateMedia({ colorScheme: 'light' })
  return problems
}

const firstLine = (error: unknown) => String(error).split('\n')[0]

interface Visit {
  label: string
  path: string
  /** What shows once the page has its content. */
  ready?: (page: Page) => Promise<unknown>
}

async function auditAll(page: Page, visits: readonly Visit[]): Promise<string[]> {
  const problems: string[] = []
  for (const visit of visits) {
    await page.goto(`${product.url}${visit.path}`)
    try {
      await visit.ready?.(page)
      problems.push(...(await auditHere(page, visit.label)))
    } catch (error) {
      problems.push(`${visit.label} (${visit.path}) did not load: ${firstLine(error)}`)
    }
  }
  return problems
}

/** An admin page with its menu and first answer drawn. */
const adminReady = (page: Page) =>
  page
    .locator('.admin-nav')
    .waitFor()
    .then(() => page.locator('.creator-card').first().waitFor())
const chatReady = (page: Page) =>
  expect.poll(() => page.locator('.chat-page').getAttribute('data-phase')).toBe('ready')
const storyCards = (page: Page) => page.locator('.story-card-link').first().waitFor()
/** Home scrolled to its end, as a reader scrolls: the rows below the fold are drawn too. */
async function wholeHome(page: Page) {
  await storyCards(page)
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await page.locator('.home-later').waitFor({ state: 'detached' })
  await page.waitForLoadState('networkidle')
}

/** Sends a message from the composer and waits for its complete reply. */
async function say(page: Page, text: string) {
  const total = () => page.getByTestId('chat-messages').getAttribute('data-count').then(Number)
  const before = await total()
  await page.locator('#chat-input').fill(text)
  await page.locator('#chat-input').press('Enter')
  await expect.poll(total).toBe(before + 2)
  await expect
    .poll(() => page.getByTestId('chat-message').last().getAttribute('data-status'))
    .toBe('complete')
}

/** The element focus is on: a readable name and whether a ring is drawn around it. */
function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null
    if (!element || element === document.body) return null
    const style = getComputedStyle(element)
    const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0
    return {
      key:
        element.id ||
        element.getAttribute('data-testid') ||
        element.getAttribute('aria-label') ||
        (element.textContent ?? '').trim().slice(0, 40),
      tag: element.tagName.toLowerCase(),
      ring: outline,
    }
  })
}

/** Presses Tab until focus leaves `within` (or `limit` presses), recording each stop. */
async function tabThrough(page: Page, within: string, limit = 40) {
  const stops: { key: string; tag: string; ring: boolean }[] = []
  for (let press = 0; press < limit; press++) {
    await page.keyboard.press('Tab')
    const inside = await page.evaluate(
      (selector) => !!document.activeElement?.closest(selector),
      within,
    )
    if (!inside) break
    const stop = await focused(page)
    if (stop) stops.push(stop)
  }
  return stops
}

beforeAll(async () => {
  mkdirSync(SCREENSHOT_DIR, { recursive: true })
  product = sharedProduct()
  browser = await workerBrowser()
  creator = await registerAccount(product, `Lampwright${stamp.slice(-6)}`, [
    'creator',
    'livestreamer',
  ])
  await api('POST', '/account/creator/register', {
    token: creator.token,
    body: { agreeTerms: true, agreeFeeTerms: true, customUrl: CUSTOM_URL },
  })
  const { user } = await api<{ user: Login['user'] }>('GET', '/account/getuser', {
    token: creator.token,
  })
  creator = { ...creator, user: { ...creator.user, ...user } }
  // A story of the creator's, published as the studio's Publish does it.
  ;({ contentOid } = await api<{ contentOid: string }>('POST', '/story-chat/chat-content', {
    token: creator.token,
    body: { requestType: 'create', metadata: endingMetadata(TITLE) },
  }))
  await api('POST', '/story-chat/chat-canvas', {
    token: creator.token,
    body: { contentOid, canvas: endingCanvas(), version: 0 },
  })
  await api('POST', '/story-chat/chat-content', {
    token: creator.token,
    body: { requestType: 'upload', contentOid },
  })
  reader = await registerAccount(product, `Lamplighter${stamp.slice(-6)}`)
  await buyCoins(product, reader, 100)
  await api('POST', '/story-chat/convert/credit', {
    token: reader.token,
    body: { amount: 100, type: 'coin' },
  })
}, AUDIT_TIMEOUT_MS)

afterAll(async () => {
  await closeContexts(browser)
  console.log(`Screenshots: ${SCREENSHOT_DIR}`)
})

describe('axe finds no serious or critical violation', () => {
  it(
    'on the player signed out',
    async () => {
      const page = await newPage(null)
      const problems = await auditAll(page, [
        { label: 'home', path: '/', ready: wholeHome },
        { label: 'search', path: `/search?q=${encodeURIComponent(TITLE)}`, ready: storyCards },
        {
          label: 'story page',
          path: `/story/${contentOid}`,
          ready: (p) => p.locator('.story-play').waitFor(),
        },
        { label: 'channel', path: `/c/${CUSTOM_URL}` },
        { label: 'live page', path: `/live/${CUSTOM_URL}` },
        { label: 'shelf', path: '/p/asmr' },
        {
          label: 'how-to',
          path: '/info/how-to',
          ready: (p) => p.locator('.info-steps').waitFor(),
        },
        { label: 'faq', path: '/info/faq', ready: (p) => p.locator('.info-faq').waitFor() },
        { label: 'my page', path: '/mypage' },
        { label: 'creator home', path: `/creatorhome/${creator.user.oid}` },
        { label: 'continue my story', path: '/story' },
        { label: 'password reset', path: '/pwreset?token=not-a-token' },
        { label: 'not found', path: '/no-such-page' },
      ])
      // The login popup, and its sign-up step, opened from the header as a visitor does.
      await page.goto(`${product.url}/`)
      await storyCards(page)
      await page.getByRole('button', { name: 'Log in' }).first().click()
      await page.getByRole('dialog').waitFor()
      problems.push(...(await auditHere(page, 'login popup')))
      // A guest's chat room, with one reply.
      await page.goto(`${product.url}/story/${contentOid}`)
      await page.locator('.story-play').click()
      await page.waitForURL(/\/c\/[0-9a-f]{24}$/)
      await chatReady(page)
      await say(page, 'I wave to the ferry.')
      problems.push(...(await auditHere(page, 'chat (guest)')))
      expect(problems).toEqual([])
    },
    AUDIT_TIMEOUT_MS,
  )

  it(
    'on the player signed in as a reader',
    async () => {
      const page = await newPage(reader)
      const problems = await auditAll(page, [
        { label: 'home (reader)', path: '/', ready: storyCards },
        { label: 'my info', path: '/myinfo' },
        { label: 'charge', path: '/charge' },
        { label: 'my page (reader)', path: '/mypage' },
        { label: 'liked', path: '/mypage/liked' },
        { label: 'purchases', path: '/mypage/purchases' },
        { label: 'cart', path: '/mypage/cart' },
        { label: 'notifications', path: '/mypage/notifications' },
        { label: 'charge success', path: '/charge/success' },
        { label: 'charge fail', path: '/charge/fail' },
        {
          label: 'story page (reader)',
          path: `/story/${contentOid}`,
          ready: (p) => p.locator('.story-play').waitFor(),
        },
      ])
      await page.locator('.story-play').click()
      await page.waitForURL(/\/c\/[0-9a-f]{24}$/)
      await chatReady(page)
      await say(page, 'I hand Ada my ticket.')
      problems.push(...(await auditHere(page, 'chat (reader)')))
      // The side panel's tabs, opened as a reader opens them.
      await page.setViewportSize(VIEWPORTS[0])
      for (const tab of await page.locator('#chat-side [role="tab"]').all()) {
        await tab.click()
        problems.push(...(await auditHere(page, `chat panel ${await tab.textContent()}`)))
      }
      const room = /\/c\/([0-9a-f]{24})$/.exec(new URL(page.url()).pathname)?.[1] ?? ''
      problems.push(
        ...(await auditAll(page, [{ label: 'prompt log', path: `/story/promptlog/${room}` }])),
      )
      expect(problems).toEqual([])
    },
    AUDIT_TIMEOUT_MS,
  )

  it(
    'on the studio as a creator',
    async () => {
      const page = await newPage(creator)
      const problems = await auditAll(page, [
        {
          label: 'story list',
          path: '/studio2',
          ready: (p) => p.getByText(TITLE).first().waitFor(),
        },
        { label: 'contents', path: '/studio2/contents' },
        { label: 'upload', path: '/studio2/simpleuploader/audio' },
        { label: 'story details', path: `/story/setup/${contentOid}` },
        ...[
          'channel',
          'tiers',
          'fans',
          'comments',
          'emoticons',
          'discord',
          'revenue',
          'analytics',
          'gacha',
        ].map((section) => ({ label: `creator ${section}`, path: `/studio2/creator/${section}` })),
        {
          label: 'canvas',
          path: `/story/${contentOid}/canvas`,
          ready: (p) => p.locator('.react-flow__node').first().waitFor(),
        },
      ])
      await page.getByRole('button', { name: 'Lorebook table' }).click()
      problems.push(...(await auditHere(page, 'lorebook table')))
      await page.goto(`${product.url}/studio2/creator/live`)
      await page.getByRole('tab').first().waitFor()
      for (const tab of await page.getByRole('tab').all()) {
        await page.setViewportSize(VIEWPORTS[0])
        await tab.click()
        problems.push(...(await auditHere(page, `live studio ${await tab.textContent()}`)))
      }
      // The admin area's pages.
      const admin = await newPage(await adminLogin(product))
      problems.push(
        ...(await auditAll(admin, [
          { label: 'admin streams', path: '/studio2/admin/live/streams' },
          { label: 'admin ads', path: '/studio2/admin/live/ads' },
          { label: 'admin voices', path: '/studio2/admin/live/voices' },
          { label: 'admin users', path: '/studio2/admin/users', ready: adminReady },
          {
            label: 'admin system prompts',
            path: '/studio2/admin/system-prompts',
            ready: adminReady,
          },
          { label: 'admin chat coupons', path: '/studio2/admin/chat-coupons', ready: adminReady },
          {
            label: 'admin compile manager',
            path: '/studio2/admin/chat-compile-manager',
            ready: adminReady,
          },
          {
            label: 'admin settlements',
            path: '/studio2/admin/check-settlement',
            ready: adminReady,
          },
          { label: 'admin queues', path: '/studio2/admin/queues', ready: adminReady },
          { label: 'admin audit log', path: '/studio2/admin/audit-log', ready: adminReady },
        ])),
      )
      expect(problems).toEqual([])
    },
    AUDIT_TIMEOUT_MS,
  )
})

describe('screens whose colours changed for contrast', () => {
  it('the home page (the darker accent) and a keyboard focus ring, en and ko', async () => {
    for (const language of ['en', 'ko'] as const) {
      const context = await browser.newContext({ viewport: VIEWPORTS[0], locale: language })
      await seedSession(context, { language })
      const page = await context.newPage()
      for (const viewport of VIEWPORTS) {
        await page.setViewportSize(viewport)
        await page.goto(`${product.url}/${language === 'ko' ? 'ko/' : ''}`)
        await storyCards(page)
        await settle(page)
        await capture(page, join(SCREENSHOT_DIR, `a11y-home-${viewport.name}-${language}.png`))
        // Tab to the first story card: its ring, drawn for the keyboard.
        await page.locator('.story-card-link').first().focus()
        await page.keyboard.press('Shift+Tab')
        await page.keyboard.press('Tab')
        await page.locator('.story-card-link').first().scrollIntoViewIfNeeded()
        await capture(page, join(SCREENSHOT_DIR, `a11y-focus-${viewport.name}-${language}.png`))
      }
      await context.close()
    }
  })
})

describe('the keyboard reaches every main control with a visible focus', () => {
  it('tabs through the chat page', async () => {
    const page = await newPage(reader)
    await page.goto(`${product.url}/story/${contentOid}/c`)
    await page.waitForURL(/\/c\/[0-9a-f]{24}$/)
    await chatReady(page)
    await page.locator('#chat-input').waitFor()
    // Focus starts on the page's own content (the skip link's target), as after navigation.
    await page.locator('.chat-page').evaluate((element) => {
      element.setAttribute('tabindex', '-1')
      ;(element as HTMLElement).focus()
    })
    const stops = await tabThrough(page, '.chat-page')
    const keys = stops.map((stop) => stop.key)
    for (const control of ['Edit title', 'chat-credits', 'chat-input', 'chat-continue'])
      expect(keys, `focus reaches ${control}`).toContain(control)
    expect(stops.filter((stop) => !stop.ring)).toEqual([])
    // Operable: Enter on the focused composer sends, as typing there does.
    await page.locator('#chat-input').focus()
    await page.keyboard.type('Hello, Ada.')
    const count = () => page.getByTestId('chat-messages').getAttribute('data-count').then(Number)
    const before = await count()
    await page.keyboard.press('Enter')
    await expect.poll(count).toBe(before + 2)
    // A mouse click focuses without a ring.
    await page.getByTestId('chat-continue').click({ trial: false, noWaitAfter: true, force: true })
    const clicked = await focused(page)
    expect(clicked?.ring ?? false).toBe(false)
  })

  it('tabs through the studio toolbar', async () => {
    const page = await newPage(creator)
    await page.goto(`${product.url}/story/${contentOid}/canvas`)
    await page.locator('.react-flow__node').first().waitFor()
    const toolbar = page.getByRole('toolbar')
    await toolbar.locator('h1').evaluate((element) => {
      element.setAttribute('tabindex', '-1')
      ;(element as HTMLElement).focus()
    })
    const stops = await tabThrough(page, '.editor-toolbar')
    const keys = stops.map((stop) => stop.key)
    for (const control of ['Canvas', 'Lorebook table', 'Story details', 'Test chat'])
      expect(keys, `focus reaches ${control}`).toContain(control)
    expect(stops.filter((stop) => !stop.ring)).toEqual([])
    // Operable: Enter on "Lorebook" switches the view.
    await toolbar.getByRole('button', { name: 'Lorebook table' }).focus()
    await page.keyboard.press('Enter')
    await expect
      .poll(() =>
        toolbar.getByRole('button', { name: 'Lorebook table' }).getAttribute('aria-pressed'),
      )
      .toBe('true')
    // A mouse click focuses without a ring.
    await toolbar.getByRole('button', { name: 'Canvas' }).click()
    expect((await focused(page))?.ring).toBe(false)
  })
})

describe('screen readers hear each reply once', () => {
  it('the polite live region takes each finished reply once, whole', async () => {
    const page = await newPage(reader)
    await page.goto(`${product.url}/story/${contentOid}/c`)
    await page.waitForURL(/\/c\/[0-9a-f]{24}$/)
    await chatReady(page)
    const region = page.getByTestId('chat-reply-announcer')
    expect(await region.getAttribute('aria-live')).toBe('polite')
    // Every text the region takes, in order.
    await region.evaluate((element) => {
      const seen: string[] = []
      ;(window as unknown as { announced: string[] }).announced = seen
      new MutationObserver(() => seen.push(element.textContent ?? '')).observe(element, {
        childList: true,
        characterData: true,
        subtree: true,
      })
    })
    const announced = () =>
      page.evaluate(() => (window as unknown as { announced: string[] }).announced.filter(Boolean))
    await say(page, 'I hand Ada my ticket.')
    await expect.poll(announced).toHaveLength(1)
    const reply = await page
      .getByTestId('chat-message')
      .last()
      .getByTestId('chat-text')
      .textContent()
    // The region takes the reply as plain text (no quote or action styling): compare words.
    const words = (text: string) => text.replace(/[^\p{L}\p{N}]+/gu, ' ').trim()
    expect(words((await announced())[0] ?? '')).toContain(words(reply ?? '').slice(0, 30))
    await say(page, 'I step aboard.')
    await expect.poll(announced).toHaveLength(2)
    // A full cycle later still two: no token, no repeat.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    )
    expect(await announced()).toHaveLength(2)
  })
})
