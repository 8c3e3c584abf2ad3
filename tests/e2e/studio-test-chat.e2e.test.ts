import { join, resolve } from 'node:path'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { solidPng } from '../../platform/assets/testing'
import type { Balances } from '../../platform/wallet'
import { productApi } from './support/api'
import { closeContexts, seedSession, signedIn, workerBrowser } from './support/browser'
import { adminLogin, type Login, noOverflow, registerAccount, VIEWPORTS } from './support/people'
import { sharedProduct } from './support/products'
import { capture } from './support/screenshots'
import type { RunningProduct } from './support/server'

/**
 * A brand-new creator with no credits tests their own story in the studio's test chat, in
 * Chromium against `npm start` (the offline model): creates a story, builds a scene and a
 * start, publishes, opens the test chat, sends a message and gets a reply, and the wallet
 * is exactly as it was. The dock says the turns are free; a message the server refuses
 * stays in the box. In the player, the demo model is a label for players and a banner with
 * the settings for admins. Screens of the dock at 1280×800 and 390×844, in English and
 * Korean, go to `.tmp/screens/` (not committed).
 */
const SCREENS = resolve(import.meta.dirname, '..', '..', '.tmp', 'screens')
const STORY_TITLE = 'The Salt Lantern'

let product: RunningProduct
let browser: Browser
let context: BrowserContext
let page: Page
let writer: Login
let contentOid = ''
const pageErrors: string[] = []

async function shot(target: Page, name: string) {
  await capture(target, join(SCREENS, `${name}.png`))
}

const balances = async () =>
  (
    await productApi<{ balances: Balances }>(product.url, 'GET', '/story-chat/convert/credit', {
      token: writer.token,
    })
  ).balances

const inspector = () => page.getByRole('form', { name: /^Fields of the/ })

async function addNode(kind: string) {
  await page
    .getByRole('navigation', { name: 'Add a node' })
    .getByRole('button', { name: `Add ${kind}`, exact: true })
    .click()
  const selected = page.locator('.react-flow__node.selected .story-node')
  await expect.poll(() => selected.count()).toBe(1)
  return (await selected.getAttribute('data-testid'))!.replace(/^node-/, '')
}

/** Sends the box's text with the Send button and waits for the reply to finish. */
async function sendAndWait(panel: ReturnType<Page['getByRole']>, sendLabel: string) {
  const replies = panel.locator('.testchat-assistant')
  const before = await replies.count()
  await panel.getByRole('button', { name: sendLabel }).click()
  await expect.poll(() => replies.count()).toBe(before + 1)
  await expect
    .poll(() => replies.last().getAttribute('data-status'), { timeout: 60_000 })
    .toBe('complete')
}

beforeAll(async () => {
  product = sharedProduct()
  browser = await workerBrowser()
  writer = await registerAccount(product, 'saltlantern', ['creator'])
  context = await browser.newContext({ locale: 'en-US', viewport: VIEWPORTS[0] })
  await seedSession(context, signedIn(writer))
  page = await context.newPage()
  page.setDefaultTimeout(20_000)
  page.on('pageerror', (error) => pageErrors.push(error.message))
})

afterAll(async () => {
  await closeContexts(browser)
  console.log(`Screenshots: ${SCREENS}`)
})

describe("a new creator's test chat is free", () => {
  it('creates a story, builds a scene and a start, and publishes it', async () => {
    expect(await balances()).toMatchObject({ credits: 0, bonusCredits: 0 })
    await page.goto(`${product.url}/studio2`)
    await page.getByRole('heading', { name: 'My stories' }).waitFor()
    await page.getByRole('button', { name: 'Create story' }).click()
    const form = page.getByRole('dialog')
    // This journey builds its canvas node by node: it starts blank, not from the template.
    await form.getByRole('radio', { name: /^Blank canvas/ }).check()
    await form.getByLabel('Title', { exact: true }).fill(STORY_TITLE)
    await form.getByLabel('Brief intro').fill('A lantern, a gale, a knock.')
    await form
      .getByTestId('upload-thumbnail')
      .locator('input[type="file"]')
      .setInputFiles({
        name: 'lantern.png',
        mimeType: 'image/png',
        buffer: solidPng(48, 32, [180, 120, 40]),
      })
    await expect
      .poll(() => form.getByRole('img', { name: 'Thumbnail preview' }).getAttribute('src'))
      .toMatch(/^\/api\/story-chat\/asset\/[0-9a-f]{64}$/)
    await form.getByRole('button', { name: 'Create and open the canvas' }).click()
    await page.waitForURL(/\/story\/[0-9a-f]{24}\/canvas$/)
    contentOid = /\/story\/([0-9a-f]{24})\/canvas$/.exec(page.url())?.[1] ?? ''
    await page.getByRole('heading', { name: STORY_TITLE }).waitFor()

    const scene = await addNode('Scene')
    await inspector().getByLabel('Title').fill('The lantern room')
    await inspector()
      .getByRole('textbox', { name: 'Situation' })
      .fill('A gale shakes the windows; {{char}} guards the last lit lantern on the coast.')
    await addNode('Start')
    await inspector().getByLabel('Title').fill('A knock in the gale')
    await inspector()
      .getByRole('textbox', { name: 'Greeting (first message)' })
      .fill('Who comes out in weather like this, {{user}}?')
    await inspector().getByLabel('Enters scene').selectOption(scene)
    await page.locator('[data-testid="save-status"][data-status="saved"]').waitFor()
    await page.getByRole('button', { name: 'Compile and publish' }).click()
    await page.getByText('Published as version 1.').waitFor()
  })

  it('test-chats it: the dock says it is free, a reply comes, and the wallet does not move', async () => {
    const before = await balances()
    await page.getByRole('button', { name: 'Test chat', exact: true }).click()
    const panel = page.getByRole('region', { name: 'Test chat' })
    await panel.getByRole('button', { name: 'Start a test chat' }).click()
    await panel.getByText('Who comes out in weather like this').waitFor()
    const dock = panel.getByTestId('testchat-allowance')
    await dock.getByText('Free on the demo model: your test turns cost nothing.').waitFor()

    // A message the server refuses (too long) stays in the box, and nothing is added.
    const box = panel.getByRole('textbox', { name: 'Your message', exact: true })
    const tooLong = `I tell the whole tale. ${'Waves. '.repeat(600)}`
    await box.fill(tooLong)
    await panel.getByRole('button', { name: 'Send' }).click()
    await panel.getByRole('alert').waitFor()
    expect(await box.inputValue()).toBe(tooLong)
    expect(await panel.locator('.testchat-line').count()).toBe(1)
    await shot(page, 'testchat-refused-1280-en')

    await box.fill('I shake the rain off and ask about the lantern.')
    await sendAndWait(panel, 'Send')
    // Taken by the server: the box is empty again, the error gone, the reply written.
    expect(await box.inputValue()).toBe('')
    expect(await panel.getByRole('alert').count()).toBe(0)
    const reply = panel.locator('.testchat-assistant').last()
    expect(((await reply.locator('.testchat-text').textContent()) ?? '').length).toBeGreaterThan(20)
    await reply.getByText('Debug: turn 1').click()
    await reply.getByText(/charged 0 credits\.$/).waitFor()
    await dock.getByText('Free on the demo model: your test turns cost nothing.').waitFor()
    await shot(page, 'testchat-dock-1280-en')

    // A second turn, a reroll: free as well. Exactly as many credits as before, none spent.
    const first = await reply.locator('.testchat-text').textContent()
    await panel.getByRole('button', { name: 'Reroll the last reply' }).click()
    await expect
      .poll(
        async () => ({
          status: await reply.getAttribute('data-status'),
          changed: (await reply.locator('.testchat-text').textContent()) !== first,
        }),
        { timeout: 60_000 },
      )
      .toEqual({ status: 'complete', changed: true })
    await reply.getByText('Debug: turn 1').waitFor({ timeout: 60_000 })
    // The turn is over (the reroll button is back): its charge, if any, is settled.
    await expect
      .poll(() => panel.getByRole('button', { name: 'Reroll the last reply' }).isEnabled())
      .toBe(true)
    expect(await balances()).toEqual(before)
    expect(before).toMatchObject({ credits: 0, bonusCredits: 0 })
  })

  it('screens the dock at 1280×800 and 390×844, in English and Korean', async () => {
    for (const [language, prefix] of [
      ['en', ''],
      ['ko', '/ko'],
    ] as const) {
      for (const viewport of VIEWPORTS) {
        if (language === 'en' && viewport.name === 'desktop') continue
        await page.setViewportSize(viewport)
        await page.goto(`${product.url}${prefix}/story/${contentOid}/canvas`)
        await page.locator('.react-flow__node').first().waitFor()
        const open = language === 'en' ? 'Test chat' : '테스트 채팅'
        await page.getByRole('button', { name: open, exact: true }).click()
        const panel = page.getByRole('region', { name: open })
        await panel
          .getByRole('button', {
            name: language === 'en' ? 'Start a test chat' : '테스트 채팅 시작',
          })
          .click()
        await panel.getByText('Who comes out').waitFor()
        const dock = panel.getByTestId('testchat-allowance')
        await dock
          .getByText(
            language === 'en'
              ? 'Free on the demo model: your test turns cost nothing.'
              : '데모 모델에서는 무료: 테스트 턴에 비용이 들지 않습니다.',
          )
          .waitFor()
        await panel
          .getByRole('textbox', {
            name: language === 'en' ? 'Your message' : '메시지',
            exact: true,
          })
          .fill(language === 'en' ? 'I ask who lit the lantern.' : '등불을 누가 켰는지 묻는다.')
        await sendAndWait(panel, language === 'en' ? 'Send' : '보내기')
        // The dock's line wraps inside the panel rather than running past it.
        const fits = await dock.evaluate(
          (element) => element.scrollWidth <= element.clientWidth + 1,
        )
        expect(fits, `${language} ${viewport.name}`).toBe(true)
        await noOverflow(page, `test chat ${language} ${viewport.name}`)
        await dock.scrollIntoViewIfNeeded()
        await shot(page, `testchat-dock-${viewport.width}-${language}`)
      }
    }
    await page.setViewportSize(VIEWPORTS[0])
    expect(await balances()).toMatchObject({ credits: 0, bonusCredits: 0 })
  })

  it('in the player, the demo model is a label for players and a banner for admins', async () => {
    await page.goto(`${product.url}/story/${contentOid}/c`)
    await page.waitForURL(/\/c\/[0-9a-f]{24}$/)
    const note = page.getByTestId('chat-offline-note')
    await note.getByText('Demo model').waitFor()
    await note.getByText('Replies come from a built-in storyteller, not an AI.').waitFor()
    expect(await note.getByText('OPENAI_API_KEY').count()).toBe(0)
    expect(await note.getByText('docs/CONFIGURATION.md').count()).toBe(0)
    await shot(page, 'testchat-player-demo-note-1280-en')

    const admin = await browser.newContext({ locale: 'en-US', viewport: VIEWPORTS[0] })
    await seedSession(admin, signedIn(await adminLogin(product)))
    const adminPage = await admin.newPage()
    await adminPage.goto(`${product.url}/story/${contentOid}/c`)
    await adminPage.waitForURL(/\/c\/[0-9a-f]{24}$/)
    const banner = adminPage.getByTestId('chat-offline-note')
    await banner.getByText('Offline model (admins)').waitFor()
    await banner.locator('summary').click()
    await banner.getByText('OPENAI_API_KEY').waitFor()
    await banner.getByText('Every option is in docs/CONFIGURATION.md.').waitFor()
    await shot(adminPage, 'testchat-player-admin-banner-1280-en')
    expect(pageErrors).toEqual([])
  })
})
