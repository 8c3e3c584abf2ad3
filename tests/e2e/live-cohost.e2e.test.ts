/**
 * The live co-host in Chromium against the shared product (offline model, embedded RTMP
 * ingest): a livestreamer with a published story sets the co-host in the studio's Co-host
 * tab (story, character, line about the stream, mentions, budget) and streams from ffmpeg; a
 * viewer in a second browser names the character in the chat and sees the reply stream in
 * with the Co-host badge, exactly once; the tab shows what it spent; a manager mutes it from
 * the chat's menu on its line, the creator's open tab says Muted within its poll, and a second
 * mention gets no reply. The tab (active and muted) and the chat in English and Korean at
 * 1280×800 and 390×844: test-results/screenshots/live-cohost-*.png.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CohostBudget, CohostSettings } from '../../platform/live/cohost/contract'
import { canvasOf, connect, pictureDataUrl } from '../../platform/stories/demo-stories/build'
import { skipWithout } from '../support/environment'
import {
  FFMPEG,
  hasFfmpeg,
  type Publish,
  publishTestStream,
  until,
} from '../support/ffmpeg-publish'
import { productApi } from './support/api'
import { closeContexts, workerBrowser } from './support/browser'
import { openLivePage, overlayScreenshot } from './support/live-pages'
import {
  adminLogin,
  buyCoins,
  type Login,
  noOverflow,
  registerAccount,
  resizeTo,
  VIEWPORTS,
} from './support/people'
import { sharedProduct } from './support/products'
import { screenshot } from './support/screenshots'
import type { RunningProduct } from './support/server'

const stamp = Date.now().toString(36)
const TITLE = `Harbour Lights ${stamp}`
const CHARACTER = 'Mira'
/** A voice of this file's own (the list is the site's): the co-host speaks with it. */
const VOICE = { voiceId: 'en-gb', name: 'Lamplighter' }
let voiceAdded = false
/** The planner's shortest gap between two turns' starts (COHOST_LIMITS.minGapMs). */
const MIN_GAP_MS = 4_000

let product: RunningProduct
let browser: Browser
let creator: Login
let viewer: Login
/** Appointed by the creator: mutes the co-host from the chat. */
let manager: Login
let contentOid = ''
let publish: Publish | null = null
/** When the first reply was seen finished: its turn started before. */
let firstReplyAt = 0
const problems: string[] = []

const api = <Result>(
  method: 'GET' | 'POST',
  path: string,
  options?: { token?: string; body?: Record<string, unknown> },
) => productApi<Result>(product.url, method, path, options)

const budget = () =>
  api<CohostBudget>('GET', `/live/cohost/budget?creatorOid=${creator.user.oid}`, {
    token: creator.token,
  })

function harbourCanvas() {
  return canvasOf(
    [
      {
        id: 'start',
        type: 'start',
        position: { x: 0, y: 0 },
        data: { title: 'The quay', greeting: '*Mira lights the harbour lamps.* "Evening!"' },
      },
      {
        id: 'scene-quay',
        type: 'story',
        position: { x: 300, y: 0 },
        data: { title: 'The quay at dusk', situation: 'A painter’s harbour, boats coming in.' },
      },
      {
        id: 'mira',
        type: 'character',
        position: { x: 300, y: 300 },
        data: { name: CHARACTER, description: 'The lamplighter, warm and quick.' },
      },
    ],
    [
      connect('start', 'scene', 'scene-quay', 'enter'),
      connect('mira', 'cast', 'scene-quay', 'cast'),
    ],
  )
}

/** The studio's Co-host tab as the creator sees it. */
async function openCohostTab(language: 'en' | 'ko', viewport: { width: number; height: number }) {
  const { page } = await openLivePage(browser, {
    viewport,
    language,
    who: creator,
    problems,
    allowed: 0,
  })
  await page.goto(`${product.url}${language === 'ko' ? '/ko' : ''}/studio2/creator/live`)
  await page.getByRole('tab', { name: language === 'ko' ? '공동 진행' : 'Co-host' }).click()
  await page.getByTestId('cohost-panel').waitFor()
  return page
}

/** Records every co-host line the chat draws, by id and whether it was still streaming. */
async function watchCohostLines(page: Page) {
  await page.addInitScript(() => {
    const seen: { id: string; streaming: boolean }[] = []
    ;(window as unknown as { cohostSeen: typeof seen }).cohostSeen = seen
    new MutationObserver(() => {
      for (const line of document.querySelectorAll<HTMLElement>(
        '[data-testid=livechat-cohost-line]',
      )) {
        const id = line.dataset.messageId ?? ''
        const streaming = line.getAttribute('aria-busy') === 'true'
        if (!seen.some((entry) => entry.id === id && entry.streaming === streaming))
          seen.push({ id, streaming })
      }
    }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true })
  })
}

const cohostSeen = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { cohostSeen: { id: string; streaming: boolean }[] }).cohostSeen,
  )

async function mention(page: Page, text: string) {
  const chat = page.getByRole('region', { name: 'Live chat' })
  await chat.getByLabel('Send a message').fill(text)
  await chat.getByRole('button', { name: 'Send' }).click()
  await chat.getByText(text).waitFor()
}

describe.skipIf(
  skipWithout('ffmpeg', hasFfmpeg() ? null : `${FFMPEG} is missing: install Debian's ffmpeg`),
)('the live co-host', () => {
  beforeAll(async () => {
    product = sharedProduct()
    browser = await workerBrowser()
    creator = await registerAccount(product, `lamplight${stamp}`, ['creator', 'livestreamer'])
    viewer = await registerAccount(product, `harbourfan${stamp}`)
    manager = await registerAccount(product, `quaykeeper${stamp}`)
    // Appointing is the moderation tab's (live-studio.e2e): here it is only the setup.
    await api('POST', '/live/manager', {
      token: creator.token,
      body: { creatorOid: creator.user.oid, userOid: manager.user.oid },
    })
    // The co-host's turns are paid from the creator's credits.
    await buyCoins(product, creator, 100)
    await api('POST', '/story-chat/convert/credit', {
      token: creator.token,
      body: { amount: 100, type: 'coin' },
    })
    ;({ contentOid } = await api<{ contentOid: string }>('POST', '/story-chat/chat-content', {
      token: creator.token,
      body: {
        requestType: 'create',
        metadata: {
          title: TITLE,
          thumbnail: pictureDataUrl(TITLE, '#2d4a6b'),
          briefIntro: 'The lamps of a painter’s harbour.',
          visibility: 'public',
        },
      },
    }))
    await api('POST', '/story-chat/chat-canvas', {
      token: creator.token,
      body: { contentOid, canvas: harbourCanvas(), version: 0 },
    })
    await api('POST', '/story-chat/chat-content', {
      token: creator.token,
      body: { requestType: 'upload', contentOid },
    })
    await api('POST', '/live/studio', {
      token: creator.token,
      body: {
        creatorOid: creator.user.oid,
        info: {
          title: 'Painting the harbour with Mira',
          thumbnail: 'https://cdn.example.com/live-thumb.png',
          date: new Date().toISOString(),
          info: 'Watercolours and questions from chat.',
          tags: ['art'],
        },
      },
    })
  }, 180_000)

  afterAll(async () => {
    publish?.stop()
    await closeContexts(browser)
    // The voice is the site's: the product's next files find the voices as they were.
    if (voiceAdded)
      await productApi(product.url, 'DELETE', '/live/admin/tts/voice', {
        token: (await adminLogin(product)).token,
        body: { voiceId: VOICE.voiceId },
      })
  })

  it('sets the co-host in the studio tab: the story, its character, the line, mentions and the budget', async () => {
    const page = await openCohostTab('en', VIEWPORTS[0])
    // Nothing chosen yet: the form says what is missing, in the server's words.
    await page.getByRole('button', { name: 'Save co-host' }).click()
    await page.getByText('Pick one of your own published stories.').waitFor()
    await page.getByLabel('Story', { exact: true }).selectOption({ label: TITLE })
    await page.getByLabel('Character', { exact: true }).selectOption(CHARACTER)
    const persona = page.getByLabel('About this stream (added to the character)')
    await persona.fill('You co-host a cozy harbour painting stream. Keep replies short.')
    await page.getByText('63/300 characters').waitFor()
    expect(await page.getByLabel('Viewers who mention it by name').isChecked()).toBe(true)
    await page.getByLabel('Monthly allowance (credits)').fill('80')
    await page.getByLabel('Per-stream cap (credits)').fill('200')
    await page.getByRole('button', { name: 'Save co-host' }).click()
    await page.getByText('The per-stream cap cannot be more than the monthly allowance.').waitFor()
    await page.getByLabel('Monthly allowance (credits)').fill('100')
    await page.getByLabel('Per-stream cap (credits)').fill('60')
    await page.getByRole('button', { name: 'Save co-host' }).click()
    await page.getByText('Your co-host settings were saved.').waitFor()

    const saved = await api<CohostSettings>('GET', `/live/cohost?creatorOid=${creator.user.oid}`, {
      token: creator.token,
    })
    expect(saved).toMatchObject({
      storyOid: contentOid,
      characterName: CHARACTER,
      persona: 'You co-host a cozy harbour painting stream. Keep replies short.',
      triggers: { mentions: true, donationMin: null },
      monthlyAllowance: 100,
      streamCap: 60,
      muted: false,
    })
    expect(saved.version).toBeGreaterThan(0)
    await page.getByTestId('cohost-state').getByText('Active').waitFor()
    await page.context().close()
  }, 120_000)

  it('answers a viewer who names the character: the reply streams in once, with the badge, and the tab shows the spend', async () => {
    const { key } = await api<{ key: string }>('GET', '/live/key2', { token: creator.token })
    publish = publishTestStream(
      `rtmp://127.0.0.1:${product.rtmpPort}/live/${creator.user.oid}?key=${key}`,
      240,
    )
    await until(async () => {
      const play = await api<{ state: string }>('GET', `/live/play?creatorOid=${creator.user.oid}`)
      return play.state === 'liveOn'
    }, 60_000)
    const studio = await openCohostTab('en', VIEWPORTS[0])

    const { page } = await openLivePage(browser, {
      viewport: VIEWPORTS[0],
      language: 'en',
      who: viewer,
      problems,
      allowed: 0,
    })
    await watchCohostLines(page)
    await page.goto(`${product.url}/live/${creator.user.oid}`)
    await mention(page, `@${CHARACTER} what are you painting tonight?`)

    const chat = page.getByRole('region', { name: 'Live chat' })
    const line = chat.getByTestId('livechat-cohost-line')
    await line.and(page.locator(':not([aria-busy])')).waitFor({ timeout: 60_000 })
    firstReplyAt = Date.now()
    await expect.poll(async () => (await budget()).inProgress, { timeout: 30_000 }).toBe(0)
    expect(await line.count()).toBe(1)
    expect(await line.locator('.livechat-badge').textContent()).toBe('Co-host')
    expect(await line.locator('.livechat-name').textContent()).toBe(CHARACTER)
    const reply = (await line.locator('.livechat-text').textContent())?.trim() ?? ''
    expect(reply.length).toBeGreaterThan(0)
    // Drawn for one message id only, first while it streamed, then finished.
    const seen = await cohostSeen(page)
    expect(new Set(seen.map((entry) => entry.id)).size).toBe(1)
    expect(seen.at(-1)?.streaming).toBe(false)

    const spent = await budget()
    expect(spent.spentStream).toBeGreaterThan(0)
    expect(spent.spentStream).toBeLessThanOrEqual(60)
    expect(spent.spentMonth).toBe(spent.spentStream)
    // The open tab asks again by itself and shows the spend against the cap.
    await studio
      .getByTestId('cohost-spent-stream')
      .getByText(`${spent.spentStream} / 60 credits`)
      .waitFor()
    await studio
      .getByTestId('cohost-spent-month')
      .getByText(`${spent.spentMonth} / 100 credits`)
      .waitFor()

    // The chat with the co-host's line, in both languages and sizes.
    for (const language of ['en', 'ko'] as const) {
      if (language === 'ko') await page.goto(`${product.url}/ko/live/${creator.user.oid}`)
      await page.getByTestId('livechat-cohost-line').waitFor()
      for (const viewport of VIEWPORTS) {
        await resizeTo(page, viewport)
        await page.getByTestId('livechat-cohost-line').scrollIntoViewIfNeeded()
        await noOverflow(page, `chat ${language} ${viewport.name}`)
        await screenshot(page, `live-cohost-chat-${language}-${viewport.name}`)
      }
    }
    expect(await page.getByTestId('livechat-cohost-line').count()).toBe(1)
    await page.context().close()

    // The tab, in both languages and sizes, with what it spent.
    for (const language of ['en', 'ko'] as const) {
      const tab = language === 'en' ? studio : await openCohostTab('ko', VIEWPORTS[0])
      for (const viewport of VIEWPORTS) {
        await resizeTo(tab, viewport)
        await noOverflow(tab, `co-host tab ${language} ${viewport.name}`)
        await screenshot(tab, `live-cohost-tab-${language}-${viewport.name}`)
      }
      await tab.context().close()
    }
  }, 240_000)

  it('a manager mutes it from the menu on its line: the open tab says Muted, the next mention gets nothing', async () => {
    const studio = await openCohostTab('en', VIEWPORTS[0])
    await studio.getByTestId('cohost-state').getByText('Active').waitFor()

    // The manager's menu on the co-host's line: Delete and Mute co-host, never a timeout or a ban.
    const moderator = await openLivePage(browser, {
      viewport: VIEWPORTS[0],
      language: 'en',
      who: manager,
      problems,
      allowed: 0,
    })
    await moderator.page.goto(`${product.url}/live/${creator.user.oid}`)
    const managerChat = moderator.page.getByRole('region', { name: 'Live chat' })
    await managerChat.getByRole('button', { name: `Moderate ${CHARACTER}` }).click()
    const menu = moderator.page.getByTestId('livechat-moderation')
    await menu.getByRole('button', { name: 'Delete message' }).waitFor()
    expect(await menu.getByRole('button', { name: /Ban|Timeout/ }).count()).toBe(0)
    await screenshot(moderator.page, 'live-cohost-menu-en-desktop')
    await menu.getByRole('button', { name: 'Mute co-host' }).click()
    await menu.waitFor({ state: 'detached' })
    await moderator.context.close()
    const settings = await api<CohostSettings>(
      'GET',
      `/live/cohost?creatorOid=${creator.user.oid}`,
      { token: creator.token },
    )
    expect(settings.muted).toBe(true)

    // The creator's tab was not touched: its next budget poll (every 3 s) brings the mute.
    await studio.getByTestId('cohost-state').getByText('Muted').waitFor({ timeout: 10_000 })
    await studio.getByRole('button', { name: 'Unmute co-host' }).waitFor()
    for (const language of ['en', 'ko'] as const) {
      const tab = language === 'en' ? studio : await openCohostTab('ko', VIEWPORTS[0])
      if (language === 'ko') await tab.getByTestId('cohost-state').getByText('음소거됨').waitFor()
      for (const viewport of VIEWPORTS) {
        await resizeTo(tab, viewport)
        await tab.getByTestId('cohost-state').scrollIntoViewIfNeeded()
        await noOverflow(tab, `muted co-host tab ${language} ${viewport.name}`)
        await screenshot(tab, `live-cohost-tab-muted-${language}-${viewport.name}`)
      }
      if (language === 'ko') await tab.context().close()
    }
    const before = await budget()
    expect(before.muted).toBe(true)

    const { page } = await openLivePage(browser, {
      viewport: VIEWPORTS[0],
      language: 'en',
      who: viewer,
      problems,
      allowed: 0,
    })
    await watchCohostLines(page)
    await page.goto(`${product.url}/live/${creator.user.oid}`)
    const chat = page.getByRole('region', { name: 'Live chat' })
    const lines = chat.getByTestId('livechat-cohost-line')
    await lines.first().waitFor()
    const linesBefore = await lines.count()
    // Past the planner's gap since the first turn, so only the mute can keep it quiet.
    await until(async () => Date.now() > firstReplyAt + MIN_GAP_MS, 30_000)
    await mention(page, `${CHARACTER}, are you still there?`)
    // The viewer's next line arrives after the mention was heard: no new co-host line.
    await mention(page, 'Lovely colours tonight.')
    const after = await budget()
    expect(after.inProgress).toBe(0)
    expect(after.spentStream).toBe(before.spentStream)
    expect(after.spentMonth).toBe(before.spentMonth)
    expect(await lines.count()).toBe(linesBefore)
    expect(new Set((await cohostSeen(page)).map((entry) => entry.id)).size).toBe(linesBefore)
    await page.context().close()
    await studio.getByTestId('cohost-state').getByText('Muted').waitFor()
    await studio.context().close()
    // A page closed while the picture plays cuts its stream: not a problem of the pages.
    expect(
      problems.filter((problem) => !/\/api\/live\/flv\/.* net::ERR_ABORTED$/.test(problem)),
    ).toEqual([])
  }, 150_000)

  it('answers a donation on the overlay: its line under the alert, spoken once in its voice', async () => {
    await api('POST', '/live/admin/tts/voice', {
      token: (await adminLogin(product)).token,
      body: { ...VOICE, price: 0 },
    })
    voiceAdded = true
    await buyCoins(product, viewer, 100)
    // Unmuted, answering donations from 10 coins, in the new voice: all through the tab.
    const studio = await openCohostTab('en', VIEWPORTS[0])
    await studio.getByRole('button', { name: 'Unmute co-host' }).click()
    await studio.getByTestId('cohost-state').getByText('Active').waitFor()
    await studio.getByRole('checkbox', { name: 'Donations', exact: true }).check()
    await studio.getByLabel('From (coins)').fill('10')
    await studio.getByLabel('Voice on the overlay').selectOption({ label: VOICE.name })
    await studio.getByRole('button', { name: 'Save co-host' }).click()
    await studio.getByText('Your co-host settings were saved.').waitFor()
    await studio.context().close()

    const { url } = await api<{ url: string }>('POST', '/live/overlay/url', {
      token: creator.token,
      body: { creatorOid: creator.user.oid },
    })
    const { context, page } = await openLivePage(browser, {
      viewport: VIEWPORTS[0],
      language: 'en',
      who: null,
      problems,
      allowed: 0,
    })
    // Every co-host alert that comes on screen, and every sound the page starts playing.
    await context.addInitScript(() => {
      const answers: string[] = []
      const played: string[] = []
      Object.assign(window, { answers, played })
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes)
            if (node instanceof Element && node.matches('[data-testid=overlay-cohost]'))
              answers.push(node.textContent ?? '')
      }).observe(document, { childList: true, subtree: true })
      const play = HTMLMediaElement.prototype.play
      HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
        return play.call(this).then(() => {
          played.push(this.currentSrc || this.src)
        })
      }
    })
    const speech: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/api/live/tts/url')) speech.push(request.url())
    })
    await page.goto(`${product.url}${url}`)
    await page.locator('[data-testid="alert-overlay"][data-connected="true"]').waitFor({
      state: 'attached',
    })
    await until(async () => Date.now() > firstReplyAt + MIN_GAP_MS, 30_000)
    await api('POST', '/live/donation', {
      token: viewer.token,
      body: {
        creatorOid: creator.user.oid,
        donationData: { coin: 20, content: 'For the harbour lamps!', donationType: 'text' },
        key: `cohost-donation-${stamp}`,
        isHiddenName: false,
      },
    })
    const answer = page.getByTestId('overlay-cohost')
    await answer.waitFor({ timeout: 60_000 })
    await answer.getByText(CHARACTER, { exact: true }).waitFor()
    await answer.getByText(/Answering harbourfan.* · 20 coins/).waitFor()
    await answer.getByText('For the harbour lamps!').waitFor()
    await overlayScreenshot(page, 'live-cohost-overlay-en-desktop')
    // Spoken by naming the line, once, in the co-host's voice.
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { played: string[] }).played), {
        timeout: 60_000,
      })
      .toEqual([expect.stringContaining('/api/live/tts/audio/')])
    expect(speech).toHaveLength(1)
    expect(new URL(speech[0] ?? '').searchParams.get('cohostMessageId')).toMatch(/^\d+$/)
    await answer.waitFor({ state: 'detached', timeout: 60_000 })
    const answers = await page.evaluate(() => (window as unknown as { answers: string[] }).answers)
    expect(answers).toHaveLength(1)
    await context.close()
    expect(
      problems.filter((problem) => !/\/api\/live\/flv\/.* net::ERR_ABORTED$/.test(problem)),
    ).toEqual([])
  }, 240_000)
})
