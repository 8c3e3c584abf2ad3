import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from './support/browser'
import { SCREENSHOT_DIR, screenshot } from './support/screenshots'
import { type RunningProduct, startProduct, waitForMail } from './support/server'

/**
 * The writer's path through the studio in real Chromium against `npm start`: the seeded demo
 * creator signs in, creates a story, builds a small graph, meets and fixes a validation
 * error, publishes, then imports a card with 14 lorebook entries.
 * (The test-chat panel waits for the chat API and is not part of this round.)
 */
const CREATOR_EMAIL = 'creator@taleloom.local'
const CREATOR_PASSWORD = 'quill-and-ink7'
const CARD = '/work/shared/fixtures/cards/contest_Assistant_Sakana.png'
const TINY_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='

let product: RunningProduct
let browser: Browser
let page: Page

/** The demo creator's password is generated at seed time; set a known one through the mailed reset. */
async function resetCreatorPassword() {
  const post = (path: string, body: object) =>
    fetch(`${product.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'platform-type': 'web' },
      body: JSON.stringify({ ...body, lang: 'en', platformType: 'web' }),
    })
  expect((await post('/api/account/changepw/request', { email: CREATOR_EMAIL })).ok).toBe(true)
  const mail = await waitForMail(product.dataDir, CREATOR_EMAIL, (m) =>
    m.text.includes('/pwreset?token='),
  )
  const token = /\/pwreset\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1]
  expect(token).toBeDefined()
  const finalized = await post('/api/account/changepw/finalize', {
    token,
    password: CREATOR_PASSWORD,
    passwordRepeat: CREATOR_PASSWORD,
  })
  expect(finalized.ok).toBe(true)
}

const inspector = () => page.getByRole('form', { name: /^Fields of the/ })
const longText = (name: string) => inspector().getByRole('textbox', { name })

/** Adds a node from the palette and returns its id (the new node is the selected one). */
async function addNode(kind: string): Promise<string> {
  await page
    .getByRole('navigation', { name: 'Add a node' })
    .getByRole('button', { name: `Add ${kind}`, exact: true })
    .click()
  const selected = page.locator('.react-flow__node.selected .story-node')
  await expect.poll(() => selected.count()).toBe(1)
  const testId = await selected.getAttribute('data-testid')
  return testId!.replace(/^node-/, '')
}

beforeAll(async () => {
  product = await startProduct()
  browser = await launchBrowser()
  const context = await browser.newContext({
    locale: 'en-US',
    viewport: { width: 1440, height: 900 },
  })
  page = await context.newPage()
  page.setDefaultTimeout(20_000)
})

afterAll(async () => {
  await browser?.close()
  await product?.stop()
  console.log(`Screenshots: ${SCREENSHOT_DIR}`)
})

describe('studio in the browser', () => {
  it('the demo creator signs in and sees their story list', async () => {
    await resetCreatorPassword()
    await page.goto(product.url)
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click()
    const login = page.getByRole('dialog')
    await login.getByLabel('E-mail').fill(CREATOR_EMAIL)
    await login.getByLabel('Password').fill(CREATOR_PASSWORD)
    await login.getByRole('button', { name: 'Log in' }).click()
    await login.waitFor({ state: 'detached' })
    await page.goto(`${product.url}/studio2`)
    await page.getByRole('heading', { name: 'My stories' }).waitFor()
    // The seed may give the demo creator sample stories; either way the list (or its empty
    // note) replaces the loading text.
    await expect
      .poll(() => page.locator('main').textContent(), { timeout: 20_000 })
      .toMatch(/You have no stories yet\.|Story details/)
    await screenshot(page, 'studio-01-list')
  })

  it('creates a story and lands on its canvas', async () => {
    await page.getByRole('button', { name: 'Create story' }).click()
    const form = page.getByRole('dialog')
    await form.getByRole('button', { name: 'Create and open the canvas' }).click()
    await form.getByText('Enter a title.').waitFor()
    await form.getByLabel('Title', { exact: true }).fill('The Lighthouse Keeper')
    await form.getByLabel('Brief intro').fill('A keeper, a storm and a secret.')
    await form.getByLabel('Description').fill('Spend a stormy night with the lighthouse keeper.')
    await form.getByLabel('Hashtags').fill('#mystery #sea')
    await form.getByLabel('Thumbnail image address').fill(TINY_PNG)
    await screenshot(page, 'studio-02-create')
    await form.getByRole('button', { name: 'Create and open the canvas' }).click()
    await page.waitForURL(/\/story\/[0-9a-f]{24}\/canvas$/)
    await page.getByRole('heading', { name: 'The Lighthouse Keeper' }).waitFor()
    // An empty canvas breaks two rules (a scene and a start are required).
    await page.getByRole('tab', { name: 'Problems (2)' }).waitFor()
    await screenshot(page, 'studio-03-empty-canvas')
  })

  it('builds start, scene, character with speech style, variable, trigger, lorebook entry and image', async () => {
    const scene = await addNode('Scene')
    await inspector().getByLabel('Title').fill('The lamp room')
    await longText('Situation').fill('A storm batters the lighthouse; {{char}} trims the lamp.')

    await addNode('Start')
    await inspector().getByLabel('Title').fill('Knock at the door')
    await longText('Greeting (first message)').fill('Who knocks at this hour, {{user}}?')
    await inspector().getByLabel('Enters scene').selectOption(scene)

    await addNode('Character')
    await inspector().getByLabel('Name', { exact: true }).fill('Mira')
    await inspector().getByRole('button', { name: 'Add a speech-style text' }).click()
    await longText('Speech-style text').fill('Short sentences, sea words, never says goodbye.')

    await addNode('Variable')
    await inspector().getByLabel('Variable name').fill('trust')
    await inspector().getByLabel('Initial value').fill('1')

    await addNode('Trigger')
    await inspector().getByLabel('Title').fill('Trust grows')
    await inspector().getByRole('button', { name: 'Add an effect' }).click()
    await inspector().getByLabel('Effect', { exact: true }).selectOption('add-variable')
    await inspector().getByLabel('Variable', { exact: true }).selectOption('trust')
    await inspector().getByLabel('Amount').fill('2')

    await addNode('Lorebook entry')
    await inspector().getByLabel('Entry name').fill('The old lantern')
    await inspector().getByLabel('Trigger words').fill('lantern, lamp')
    await longText('Entry text').fill(
      'The lantern was lit by {{char}} every night for forty years.',
    )

    const image = await addNode('Image')
    await inspector().getByLabel('Title').fill('Storm over the tower')
    await inspector().getByLabel('Image address').fill(TINY_PNG)
    await inspector().getByLabel('Tags').fill('storm, tower, night')
    await inspector().getByLabel('Unlock price (credits)').fill('5')
    await screenshot(page, 'studio-04-graph')

    // The engine's validation paints the error on the node and lists it.
    await page.getByTestId(`node-${image}`).getByText('Errors: 1').waitFor()
    await inspector().getByText('Minimum price is 10 credits').waitFor()
    await page.getByRole('tab', { name: /^Problems/ }).click()
    await page.getByRole('button', { name: /Minimum price is 10 credits/ }).waitFor()
    await screenshot(page, 'studio-05-validation-error')

    // Clicking the problem focuses the image; fixing the price clears it.
    await page.getByRole('button', { name: /Minimum price is 10 credits/ }).click()
    await inspector().getByLabel('Unlock price (credits)').fill('20')
    await page.getByRole('tab', { name: /^Problems/ }).click()
    await page.getByText('No problems found.').waitFor()
    await expect
      .poll(() => page.getByTestId(`node-${image}`).getByText('Errors: 1').count())
      .toBe(0)
    await screenshot(page, 'studio-06-fixed')
  })

  it('saves automatically and publishes a version', async () => {
    await page.locator('[data-testid="save-status"][data-status="saved"]').waitFor()
    await page.getByRole('button', { name: 'Compile and publish' }).click()
    await page.getByText('Published as version 1.').waitFor()
    await page.getByRole('tab', { name: 'Versions' }).click()
    const row = page.locator('.versions-table tbody tr').first()
    await row.getByText('1 · current').waitFor()
    expect((await row.locator('code').textContent())?.length).toBe(12)
    await screenshot(page, 'studio-07-published')

    // The work survives a reload: the canvas came from the server, not from memory.
    await page.reload()
    await page.getByRole('heading', { name: 'The Lighthouse Keeper' }).waitFor()
    await expect.poll(() => page.locator('.react-flow__node').count()).toBe(8)
  })

  it('imports a PNG card and lists its 14 lorebook entries', async () => {
    await page.getByTestId('card-file').setInputFiles(CARD)
    await page.getByText(/including 14 lorebook entries/).waitFor()
    await page.getByRole('button', { name: 'Lorebook table' }).click()
    // 1 entry written above + 14 imported.
    await page.getByTestId('lorebook-count').getByText('Entries: 15').waitFor()
    await page.getByLabel('Search entries').fill('lantern')
    await page.getByTestId('lorebook-count').getByText('Entries: 1').waitFor()
    await page.getByLabel('Search entries').fill('')
    await screenshot(page, 'studio-08-lorebook-import')
    await page.getByRole('button', { name: 'Canvas', exact: true }).click()
    await page.locator('[data-testid="save-status"][data-status="saved"]').waitFor()
    await screenshot(page, 'studio-09-imported-canvas')
  })

  it('on a version conflict offers their version or a copy of mine, never losing either', async () => {
    const canvasUrl = page.url()
    const other = await page.context().newPage()
    await other.goto(canvasUrl)
    await other.getByRole('heading', { name: 'The Lighthouse Keeper' }).waitFor()
    // Another tab saves first…
    await other
      .getByRole('navigation', { name: 'Add a node' })
      .getByRole('button', { name: 'Add Note', exact: true })
      .click()
    await other.locator('[data-testid="save-status"][data-status="saved"]').waitFor()
    // …so this tab's next save meets 'Canvas version conflict'.
    await addNode('Text')
    const conflict = page.getByRole('dialog', { name: 'Someone else saved this canvas' })
    await conflict.waitFor()
    await screenshot(page, 'studio-10-conflict')
    await conflict.getByRole('button', { name: 'Keep mine as a new story' }).click()
    await page.waitForURL((url) => url.href !== canvasUrl && /\/canvas$/.test(url.pathname))
    await page.getByRole('heading', { name: 'The Lighthouse Keeper (my copy)' }).waitFor()
    await other.close()
  })
})
