import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { canvasSchema } from '../../engine/canvas'
import { importCard, readCardFromPng, readPngChunks } from '../../engine/cards'
import { solidPng } from '../../platform/assets/testing'
import { closeContexts, workerBrowser } from './support/browser'
import { sharedProduct } from './support/products'
import { capture, SCREENSHOT_DIR, screenshot } from './support/screenshots'
import { type RunningProduct, waitForMail } from './support/server'

/**
 * The writer's path through the studio in real Chromium against `npm start`: the seeded demo
 * creator signs in, creates a story, builds a small graph, meets and fixes a validation
 * error, publishes, test-chats the published story (the debug view shows the lorebook entry
 * the message activated), then imports a card with 14 lorebook entries and exports it back as
 * a PNG in its portrait.
 */
const CREATOR_EMAIL = 'creator@taleloom.local'
const CREATOR_PASSWORD = 'quill-and-ink7'
const CARD = path.resolve(import.meta.dirname, '../../fixtures/cards/contest_Assistant_Sakana.png')
/** Screens a designer reviews (1280×800 and 390×844, English and Korean); not committed. */
const SCREENS = path.resolve(import.meta.dirname, '..', '..', '.tmp', 'screens')
let product: RunningProduct
let browser: Browser
let page: Page
/** The image node built in the graph step, used again by the tagging-mode step. */
let imageNodeId = ''
let sceneNodeId = ''
/** The story created empty and given a card in the thumbnail step: its book is SillyTavern's. */
let reefStoryOid = ''

async function screens(target: Page, name: string, options: { fullPage?: boolean } = {}) {
  await capture(target, path.join(SCREENS, `${name}.png`), options)
}

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

/** Test turns are paid like any turn: the creator checks in for the day's credits first. */
async function giveCreatorCredits() {
  const post = (path: string, body: object, token?: string) =>
    fetch(`${product.url}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'platform-type': 'web',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ ...body, lang: 'en', platformType: 'web' }),
    })
  const login = await post('/api/account/login', {
    email: CREATOR_EMAIL,
    password: CREATOR_PASSWORD,
  })
  expect(login.ok).toBe(true)
  const { token } = (await login.json()) as { token: string }
  // Already checked in today is fine too: either way the balance covers a few turns.
  await post('/api/account/attendance', {}, token)
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

const THUMBNAIL_OFFER = "Use the card's artwork as the story thumbnail"

/**
 * The imported character's node shows its portrait, and so does the inspector: an uploaded
 * asset (the card's 832×1248 artwork drawn at 512×768, without the card's text chunks) that
 * loads. Answers the portrait's address.
 */
async function expectPortrait(name: string): Promise<string> {
  const node = page.locator('.story-node[data-kind="character"]').filter({ hasText: name }).last()
  const portrait = node.locator('img.story-node-portrait')
  await expect
    .poll(() => portrait.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(512)
  const src = (await portrait.getAttribute('src')) ?? ''
  expect(src).toMatch(/^\/api\/story-chat\/asset\/[0-9a-f]{64}$/)
  const served = await fetch(`${product.url}${src}`)
  expect(served.status).toBe(200)
  expect(served.headers.get('content-type')).toMatch(/^image\/(jpeg|png)$/)
  const bytes = Buffer.from(await served.arrayBuffer())
  expect(bytes.includes(Buffer.from('ccv3'))).toBe(false)
  const large = page.locator('[data-testid="character-portrait"] img')
  await expect
    .poll(() => large.evaluate((img: HTMLImageElement) => img.complete && img.naturalHeight))
    .toBe(768)
  expect(await large.getAttribute('src')).toBe(src)
  return src
}

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(png: Uint8Array): { width: number; height: number } {
  const header = readPngChunks(png)[0]
  expect(header?.type).toBe('IHDR')
  const view = new DataView(header!.data.buffer, header!.data.byteOffset, header!.data.byteLength)
  return { width: view.getUint32(0), height: view.getUint32(4) }
}

/** Drops a file on an element the way the browser does: a drop event carrying a DataTransfer. */
async function dropFile(target: Locator, name: string, bytes: Buffer) {
  const dataTransfer = await page.evaluateHandle(
    ({ name, base64 }) => {
      const data = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))
      const transfer = new DataTransfer()
      transfer.items.add(new File([data], name, { type: 'image/png' }))
      return transfer
    },
    { name, base64: bytes.toString('base64') },
  )
  await target.dispatchEvent('dragover', { dataTransfer })
  await target.dispatchEvent('drop', { dataTransfer })
}

beforeAll(async () => {
  product = sharedProduct()
  browser = await workerBrowser()
  const context = await browser.newContext({
    locale: 'en-US',
    viewport: { width: 1440, height: 900 },
  })
  page = await context.newPage()
  page.setDefaultTimeout(20_000)
})

afterAll(async () => {
  await closeContexts(browser)
  console.log(`Screenshots: ${SCREENSHOT_DIR}`)
})

/** The minimap's node paths: the still nodes, then the nodes a drag moves. */
const minimapPaths = () =>
  page
    .getByRole('img', { name: 'Mini map' })
    .locator('.react-flow__minimap-node')
    .evaluateAll((paths) => paths.map((path) => path.getAttribute('d') ?? ''))
const rectanglesIn = (d: string) => d.split('z').length - 1

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
    // This journey builds its canvas node by node: it starts blank, not from the template.
    await form.getByRole('radio', { name: /^Blank canvas/ }).check()
    await form.getByRole('button', { name: 'Create and open the canvas' }).click()
    await form.getByText('Enter a title.').waitFor()
    await form.getByLabel('Title', { exact: true }).fill('The Lighthouse Keeper')
    await form.getByLabel('Brief intro').fill('A keeper, a storm and a secret.')
    await form.getByLabel('Description').fill('Spend a stormy night with the lighthouse keeper.')
    await form.getByLabel('Hashtags').fill('#mystery #sea')
    // The thumbnail is uploaded through the file picker: a real PNG made here, 48×32.
    await form
      .getByTestId('upload-thumbnail')
      .locator('input[type="file"]')
      .setInputFiles({
        name: 'keeper.png',
        mimeType: 'image/png',
        buffer: solidPng(48, 32, [30, 60, 120]),
      })
    const thumbnail = form.getByRole('img', { name: 'Thumbnail preview' })
    await expect
      .poll(() => thumbnail.getAttribute('src'))
      .toMatch(/^\/api\/story-chat\/asset\/[0-9a-f]{64}$/)
    // The address is set before the picture has loaded: wait for its own width.
    await expect
      .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBe(48)
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
    sceneNodeId = scene
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
    imageNodeId = image
    // A file whose name says png but whose bytes are a GIF is refused by the server's magic-byte check.
    await dropFile(
      inspector().getByTestId('upload-image'),
      'fake.png',
      Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;'),
    )
    await inspector().getByText('Only jpg, jpeg and png images can be uploaded.').waitFor()
    await screenshot(page, 'studio-04a-upload-refused')
    // A real PNG dropped on the field is uploaded and previewed.
    await dropFile(
      inspector().getByTestId('upload-image'),
      'storm.png',
      solidPng(64, 40, [90, 90, 110]),
    )
    await expect
      .poll(() => inspector().getByLabel('Image address').inputValue())
      .toMatch(/^\/api\/story-chat\/asset\/[0-9a-f]{64}$/)
    await inspector().getByRole('img', { name: 'Storm over the tower' }).waitFor()
    await screenshot(page, 'studio-04b-image-uploaded')
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

  it('test-chats the published story and sees the activated lorebook entry in the debug view', async () => {
    await giveCreatorCredits()
    await page.getByRole('button', { name: 'Test chat', exact: true }).click()
    const panel = page.getByRole('region', { name: 'Test chat' })
    await panel.getByRole('button', { name: 'Start a test chat' }).click()
    await panel.getByText('Playing the published version 1.').waitFor()
    await panel.getByText('Who knocks at this hour').waitFor()
    await screenshot(page, 'studio-07a-testchat-open')

    // The entry 'The old lantern' has the trigger word 'lantern'; the reply streams in.
    await panel.getByLabel('Your message').fill('Tell me about the old lantern on the stairs.')
    await panel.getByRole('button', { name: 'Send' }).click()
    const reply = panel.locator('.testchat-assistant').nth(1)
    await reply
      .locator('.testchat-text')
      .filter({ hasText: /\S{2,}/ })
      .waitFor()
    await reply.getByText('Debug: turn 1').click({ timeout: 60_000 })
    const debug = reply.getByTestId('turn-inspection')
    await debug.getByRole('button', { name: 'The old lantern' }).waitFor()
    await debug.getByText('matched "lantern"').waitFor()
    await debug.getByText('Variables (1)').waitFor()
    await debug.scrollIntoViewIfNeeded()
    await screenshot(page, 'studio-07b-testchat-debug')

    // Clicking the entry focuses its node; the inspector shows its fields.
    await debug.getByRole('button', { name: 'The old lantern' }).click()
    await expect
      .poll(() => inspector().getByLabel('Entry name').inputValue())
      .toBe('The old lantern')

    // A reroll writes a new alternative of the same turn, with its own debug record.
    await panel.getByRole('button', { name: 'Reroll the last reply' }).click()
    const rerolled = panel.locator('.testchat-assistant').nth(1)
    await rerolled.getByText('Debug: turn 1').waitFor({ timeout: 60_000 })
    await expect.poll(() => panel.locator('.testchat-line').count()).toBe(3)
    await screenshot(page, 'studio-07c-testchat-reroll')

    // Restart opens a new room at the greeting.
    await panel.getByRole('button', { name: 'Restart' }).click()
    await expect.poll(() => panel.locator('.testchat-line').count()).toBe(1)
    await page.getByRole('button', { name: 'Close the test chat' }).click()
  })

  it('draws an edge by dragging between handles, undoes and redoes it, copies and pastes a node', async () => {
    const nodes = page.locator('.react-flow__node')
    const edges = page.locator('.react-flow__edge')
    const text = await addNode('Text')
    await longText('Text').fill('The lamp must never go out.')
    const before = await edges.count()
    // Drag from the text's output handle to the scene's "instructions" input.
    const from = page.locator(`.react-flow__handle[data-nodeid="${text}"][data-handleid="text"]`)
    const to = page.locator(
      `.react-flow__handle[data-nodeid="${sceneNodeId}"][data-handleid="instructions"]`,
    )
    const start = (await from.boundingBox())!
    const end = (await to.boundingBox())!
    await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2)
    await page.mouse.down()
    await page.mouse.move(end.x + end.width / 2, end.y + end.height / 2, { steps: 12 })
    await page.mouse.up()
    await expect.poll(() => edges.count()).toBe(before + 1)
    const edge = page.getByTestId(`rf__edge-${text}.text->${sceneNodeId}.instructions`)
    await edge.waitFor()
    await screenshot(page, 'studio-07d-edge-drawn')

    await page.getByRole('button', { name: 'Undo', exact: true }).click()
    await expect.poll(() => edges.count()).toBe(before)
    await page.getByRole('button', { name: 'Redo', exact: true }).click()
    await expect.poll(() => edges.count()).toBe(before + 1)
    await screenshot(page, 'studio-07e-undo-redo')

    // Mid-drag, the dragged node's edges are drawn on the moving path (one layer above the
    // nodes) instead of as React Flow edges, and are React Flow edges again after the drop.
    const movingPath = page.locator('.overview-edges.is-moving path')
    const textBox = (await page.getByTestId(`node-${text}`).boundingBox())!
    await page.mouse.move(textBox.x + 24, textBox.y + 8)
    await page.mouse.down()
    await page.mouse.move(textBox.x + 84, textBox.y + 48, { steps: 8 })
    await expect.poll(() => edge.count()).toBe(0)
    expect(await movingPath.getAttribute('d')).toMatch(/^M\d/)
    await page.mouse.up()
    await edge.waitFor()
    await expect.poll(() => movingPath.getAttribute('d')).toBe('')

    // Copy and paste the selected text node (keyboard, on the canvas).
    const count = await nodes.count()
    await page.getByTestId(`node-${text}`).click()
    await page.keyboard.press('Control+C')
    await page.keyboard.press('Control+V')
    await expect.poll(() => nodes.count()).toBe(count + 1)
    const pasted = page.locator('.react-flow__node.selected .story-node')
    await expect.poll(() => pasted.getAttribute('data-testid')).not.toBe(`node-${text}`)
    await expect
      .poll(() => page.getByText('The lamp must never go out.').count())
      .toBeGreaterThanOrEqual(1)
    await screenshot(page, 'studio-07f-pasted')
    // Delete the copy again (it is the selection), so it covers nothing later steps click.
    await page.keyboard.press('Delete')
    await expect.poll(() => nodes.count()).toBe(count)

    // The minimap draws every node (a closed rectangle each, in two paths: the still nodes
    // and the ones a drag moves) and pans the canvas.
    const minimap = page.getByRole('img', { name: 'Mini map' })
    const rectangles = async () => rectanglesIn((await minimapPaths()).join(''))
    await expect.poll(rectangles).toBeGreaterThanOrEqual(count)
    expect(rectanglesIn((await minimapPaths())[1] ?? '')).toBe(0)
    const viewport = page.locator('.react-flow__viewport')
    const transform = () => viewport.evaluate((element) => (element as HTMLElement).style.transform)
    const panned = await transform()
    const map = (await minimap.boundingBox())!
    await page.mouse.move(map.x + map.width / 2, map.y + map.height / 2)
    await page.mouse.down()
    await page.mouse.move(map.x + map.width / 2 + 30, map.y + map.height / 2 + 20, { steps: 5 })
    await page.mouse.up()
    await expect.poll(transform).not.toBe(panned)
  })

  it('groups two nodes, moves them with the group, keeps the group after a reload, ungroups', async () => {
    // Everything in view: nodes out of view are not rendered.
    await page.getByRole('button', { name: /fit view/i }).click()
    const first = page.getByTestId(`node-${sceneNodeId}`)
    const second = page.getByTestId(`node-${imageNodeId}`)
    await first.click()
    await page.keyboard.down('Shift')
    await second.click()
    await page.keyboard.up('Shift')
    await page.getByRole('button', { name: 'Group', exact: true }).click()
    const frame = page.locator('.group-node')
    await frame.waitFor()
    await expect.poll(() => frame.getByText('New group').count()).toBe(1)
    await screenshot(page, 'studio-07g-grouped')

    // Dragging the frame by its label moves both nodes by the same amount.
    const sceneBefore = (await first.boundingBox())!
    const imageBefore = (await second.boundingBox())!
    const label = (await frame.locator('.group-node-label').boundingBox())!
    await page.mouse.move(label.x + 20, label.y + label.height / 2)
    await page.mouse.down()
    await page.mouse.move(label.x + 140, label.y + label.height / 2 + 60, { steps: 10 })
    // Mid-drag the page is under the drag shield (no hit testing of the canvas per move) and
    // the dragged frame moves by React Flow's transform; both end with the gesture.
    const groupNode = page.locator('.react-flow__node-group')
    await expect.poll(() => page.locator('.drag-shield').count()).toBe(1)
    expect(await groupNode.evaluate((node) => (node as HTMLElement).style.transform)).toMatch(
      /^translate\(/,
    )
    // The minimap redraws the dragged frame on its own path; the still nodes' path stays.
    await expect.poll(async () => rectanglesIn((await minimapPaths())[1] ?? '')).toBe(1)
    await page.mouse.up()
    await expect.poll(() => page.locator('.drag-shield').count()).toBe(0)
    await expect.poll(async () => rectanglesIn((await minimapPaths())[1] ?? '')).toBe(0)
    expect(await groupNode.evaluate((node) => (node as HTMLElement).style.transform)).toBe('none')
    const sceneAfter = (await first.boundingBox())!
    const imageAfter = (await second.boundingBox())!
    expect(Math.round(sceneAfter.x - sceneBefore.x)).toBeGreaterThan(60)
    expect(Math.round(sceneAfter.x - sceneBefore.x)).toBe(Math.round(imageAfter.x - imageBefore.x))
    expect(Math.round(sceneAfter.y - sceneBefore.y)).toBe(Math.round(imageAfter.y - imageBefore.y))
    await screenshot(page, 'studio-07h-group-moved')

    // The group is saved with the canvas, and compiling ignores it.
    await page.locator('[data-testid="save-status"][data-status="saved"]').waitFor()
    await page.reload()
    await page.getByRole('heading', { name: 'The Lighthouse Keeper' }).waitFor()
    await frame.waitFor()
    await page.getByRole('tab', { name: /^Problems/ }).click()
    await page.getByText('No problems found.').waitFor()

    // Ungrouping keeps the nodes where they are.
    const sceneGrouped = (await first.boundingBox())!
    await frame.locator('.group-node-label').click()
    await page.getByRole('button', { name: 'Ungroup', exact: true }).first().click()
    await expect.poll(() => frame.count()).toBe(0)
    const sceneFree = (await first.boundingBox())!
    expect(Math.round(sceneFree.x)).toBe(Math.round(sceneGrouped.x))
    expect(Math.round(sceneFree.y)).toBe(Math.round(sceneGrouped.y))
    await screenshot(page, 'studio-07i-ungrouped')
  })

  it('exports a V3 card as a PNG download', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export card (PNG)' }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(/\.png$/)
    const path = await download.path()
    const bytes = readFileSync(path)
    expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a')
    // Both chunks: ccv3 (V3) and chara (V2 readers).
    expect(bytes.includes(Buffer.from('ccv3'))).toBe(true)
    expect(bytes.includes(Buffer.from('chara'))).toBe(true)
    const ccv3 = /ccv3\0([A-Za-z0-9+/=]+)/.exec(bytes.toString('latin1'))?.[1]
    const card = JSON.parse(Buffer.from(ccv3!, 'base64').toString('utf8'))
    expect(card.spec).toBe('chara_card_v3')
    expect(card.data.name).toBe('Mira')
    // Mira has no portrait: the card comes in the 1×1 placeholder, and the writer is told.
    expect(pngSize(new Uint8Array(bytes))).toEqual({ width: 1, height: 1 })
    await page
      .getByText('The card was exported with a blank placeholder picture', { exact: false })
      .waitFor()
  })

  it('publishes a second version and rolls back to the first', async () => {
    await page.locator('[data-testid="save-status"][data-status="saved"]').waitFor()
    await page.getByRole('button', { name: 'Compile and publish' }).click()
    await page.getByText('Published as version 2.').waitFor()
    await page.getByRole('tab', { name: 'Versions' }).click()
    const rows = page.locator('.versions-table tbody tr')
    const current = page.locator('.versions-table tr.is-current')
    await page.locator('.versions-table').getByText('2 · current').waitFor()
    // Both versions listed; only the newest is current.
    expect(await rows.count()).toBe(2)
    expect(await current.count()).toBe(1)
    expect(await current.locator('td').first().textContent()).toBe('2 · current')
    await screenshot(page, 'studio-07j-two-versions')
    await page.getByRole('button', { name: 'Roll back to the previous version' }).click()
    await page.locator('.versions-table').getByText('1 · current').waitFor()
    // Rolled back, not deleted: version 2 stays listed, version 1 is current again.
    expect(await rows.count()).toBe(2)
    expect(await current.count()).toBe(1)
    expect(await current.locator('td').first().textContent()).toBe('1 · current')
    await screenshot(page, 'studio-07k-rolled-back')
  })

  it('imports a PNG card and lists its 14 lorebook entries', async () => {
    await page.getByTestId('card-file').setInputFiles(CARD)
    await page.getByText(/including 14 lorebook entries/).waitFor()
    // The card's artwork is Sakana's portrait, drawn on her node and in the inspector.
    await page.getByText("The card's artwork is now Sakana's portrait", { exact: false }).waitFor()
    await expectPortrait('Sakana')
    // This story has its own thumbnail: the artwork is not offered over it.
    expect(await page.getByRole('button', { name: THUMBNAIL_OFFER }).count()).toBe(0)
    await page.getByRole('button', { name: 'Lorebook table' }).click()
    // 1 entry written above + 14 imported.
    await page.getByTestId('lorebook-count').getByText('Entries: 15').waitFor()
    // No palette beside the table (nothing there is dragged into it); the keys get the room.
    expect(await page.locator('.studio-palette').count()).toBe(0)
    const widths = await page.evaluate(() => {
      const width = (selector: string) =>
        document.querySelector(selector)?.getBoundingClientRect().width ?? 0
      return {
        name: width('.lorebook-col-name'),
        keys: width('.lorebook-col-keys'),
        priority: width('.lorebook-col-priority'),
        main: width('.editor-main'),
      }
    })
    expect(widths.name).toBeGreaterThan(widths.priority * 2)
    expect(widths.keys).toBeGreaterThan(widths.priority * 2)
    expect(widths.main).toBeGreaterThan(640)
    await page.getByLabel('Search entries').fill('lantern')
    await page.getByTestId('lorebook-count').getByText('Entries: 1').waitFor()
    await page.getByLabel('Search entries').fill('')
    await screenshot(page, 'studio-08-lorebook-import')
    await page.getByRole('button', { name: 'Canvas', exact: true }).click()
    await page.locator('[data-testid="save-status"][data-status="saved"]').waitFor()
    await screenshot(page, 'studio-09-imported-canvas')
  })

  it('exports the imported card as a PNG in Sakana’s portrait and imports it back the same', async () => {
    // Imported ids start with `card`, so Sakana is the first character by id: the exported one.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export card (PNG)' }).click(),
    ])
    await page
      .getByText("The card was exported with its character's portrait as its picture.")
      .waitFor()
    const bytes = new Uint8Array(readFileSync(await download.path()))
    expect(pngSize(bytes)).toEqual({ width: 512, height: 768 })
    const card = readCardFromPng(bytes) as {
      data: { name: string; character_book: { entries: [] } }
    }
    expect(card.data.name).toBe('Sakana')
    // Her 14 entries and the one written above: the card carries the story's whole book.
    expect(card.data.character_book.entries).toHaveLength(15)
    const parsed = canvasSchema.parse(importCard(bytes).canvas)
    expect(parsed.nodes.find((node) => node.type === 'character')?.data).toMatchObject({
      name: 'Sakana',
    })
    expect(parsed.nodes.filter((node) => node.type === 'lorebookEntry')).toHaveLength(15)

    // The studio takes it back: the same name and book, and its picture is her portrait again.
    await page.getByTestId('card-file').setInputFiles({
      name: download.suggestedFilename(),
      mimeType: 'image/png',
      buffer: Buffer.from(bytes),
    })
    await page.getByText(/including 15 lorebook entries/).waitFor()
    await page.getByText("The card's artwork is now Sakana's portrait", { exact: false }).waitFor()
    await expectPortrait('Sakana')
    await page.locator('[data-testid="save-status"][data-status="saved"]').waitFor()
    // The view went to the new character, far right; the next steps use nodes out of view
    // there, and nodes out of view are not rendered.
    await page.getByRole('button', { name: /fit view/i }).click()
  })

  it('allows 7 tags per image once the story uses the new tagging mode', async () => {
    await page.getByTestId(`node-${imageNodeId}`).click()
    await page.getByRole('tab', { name: 'Inspector' }).click()
    const seven = 'storm, tower, night, sea, lamp, rain, cliff'
    await inspector().getByLabel('Tags').fill(seven)
    await inspector().getByText('An image can have at most 3 tags.').waitFor()
    await screenshot(page, 'studio-09a-three-tags')
    await page.locator('[data-testid="save-status"][data-status="saved"]').waitFor()

    await page.getByRole('link', { name: 'Story details' }).click()
    await page.getByLabel('Image tagging mode').selectOption('new')
    await page.getByRole('button', { name: 'Save details' }).click()
    await page.getByText('The story details were saved.').waitFor()
    await screenshot(page, 'studio-09b-tagging-mode')
    await page.getByRole('link', { name: 'Open the canvas' }).click()
    await page.getByTestId(`node-${imageNodeId}`).click()
    await expect.poll(() => inspector().getByLabel('Tags').inputValue()).toBe(seven)
    await inspector().getByText('7 of 7 tags').waitFor()
    expect(
      await inspector()
        .getByText(/at most \d+ tags/)
        .count(),
    ).toBe(0)
    await screenshot(page, 'studio-09c-seven-tags')
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
    // First branch: load theirs. Their note appears, my unsaved text is dropped.
    const notes = page.locator('.story-node[data-kind="note"]')
    const notesBefore = await notes.count()
    await conflict.getByRole('button', { name: 'Load their version (discard mine)' }).click()
    await conflict.waitFor({ state: 'detached' })
    await expect.poll(() => notes.count()).toBe(notesBefore + 1)
    await page.locator('[data-testid="save-status"][data-status="saved"]').waitFor()
    await screenshot(page, 'studio-10a-reloaded-theirs')

    // Second branch: they save again, and this time I keep mine as a copy.
    await other.reload()
    await other.getByRole('heading', { name: 'The Lighthouse Keeper' }).waitFor()
    await other
      .getByRole('navigation', { name: 'Add a node' })
      .getByRole('button', { name: 'Add Note', exact: true })
      .click()
    await other.locator('[data-testid="save-status"][data-status="saved"]').waitFor()
    await addNode('Text')
    await conflict.waitFor()
    await conflict.getByRole('button', { name: 'Keep mine as a new story' }).click()
    await page.waitForURL((url) => url.href !== canvasUrl && /\/canvas$/.test(url.pathname))
    await page.getByRole('heading', { name: 'The Lighthouse Keeper (my copy)' }).waitFor()
    await other.close()
  })

  it('offers a card’s artwork as the thumbnail of a story without one; screens in English and Korean', async () => {
    await page.goto(`${product.url}/studio2`)
    await page.getByRole('button', { name: 'Create story' }).click()
    const form = page.getByRole('dialog')
    // This journey builds its canvas node by node: it starts blank, not from the template.
    await form.getByRole('radio', { name: /^Blank canvas/ }).check()
    await form.getByLabel('Title', { exact: true }).fill('Reef stories')
    await form.getByRole('button', { name: 'Create and open the canvas' }).click()
    await page.waitForURL(/\/story\/[0-9a-f]{24}\/canvas$/)
    const contentOid = /\/story\/([0-9a-f]{24})\/canvas$/.exec(page.url())?.[1] ?? ''
    reefStoryOid = contentOid
    const result = page.getByTestId('card-import-result')
    for (const [language, prefix] of [
      ['ko', '/ko'],
      ['en', ''],
    ] as const) {
      for (const [size, viewport] of [
        ['390', { width: 390, height: 844 }],
        ['1280', { width: 1280, height: 800 }],
      ] as const) {
        await page.setViewportSize(viewport)
        await page.goto(`${product.url}${prefix}/story/${contentOid}/canvas`)
        await page.locator('.editor-toolbar').waitFor()
        await page.getByTestId('card-file').setInputFiles(CARD)
        await result.locator('.card-import-offer').waitFor()
        await expect
          .poll(() =>
            result
              .locator('img.card-import-artwork')
              .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
          )
          .toBe(512)
        await screens(page, `studio-card-import-result-${size}-${language}`)
        await page
          .locator('.story-node[data-kind="character"] img.story-node-portrait')
          .last()
          .waitFor()
        await page.locator('[data-testid="character-portrait"] img').waitFor()
        await screens(page, `studio-card-portrait-${size}-${language}`, { fullPage: true })
        await page.locator('[data-testid="save-status"][data-status="saved"]').waitFor()
      }
    }
    // Everything the last import brought is in view.
    const inView = await page.evaluate(() => {
      const pane = document.querySelector('.react-flow')?.getBoundingClientRect()
      const nodes = [...document.querySelectorAll<HTMLElement>('.react-flow__node')]
      const prefixes = nodes.map(
        (node) => /^(card[0-9a-z]+-)/.exec(node.dataset.id ?? '')?.[1] ?? '',
      )
      const newest = prefixes.filter(Boolean).sort().at(-1) ?? ''
      const mine = nodes.filter((node) => node.dataset.id?.startsWith(newest))
      const inside = mine.filter((node) => {
        const box = node.getBoundingClientRect()
        return (
          !!pane &&
          box.left >= pane.left - 1 &&
          box.right <= pane.right + 1 &&
          box.top >= pane.top - 1 &&
          box.bottom <= pane.bottom + 1
        )
      })
      return { imported: mine.length, inside: inside.length }
    })
    expect(inView.imported).toBeGreaterThan(10)
    expect(inView.inside).toBe(inView.imported)
    const src = await expectPortrait('Sakana')
    // Unanswered, the thumbnail offer is still there after a reload.
    await page.reload()
    await result.getByRole('button', { name: THUMBNAIL_OFFER }).waitFor()
    await result.getByRole('button', { name: THUMBNAIL_OFFER }).click()
    await result.getByText("The card's artwork is now the story thumbnail.").waitFor()
    expect(await result.getByRole('button', { name: THUMBNAIL_OFFER }).count()).toBe(0)
    await screens(page, 'studio-card-thumbnail-used-1280-en')
    await page.getByRole('link', { name: 'Story details' }).click()
    const thumbnail = page.getByRole('img', { name: 'Thumbnail preview' })
    await expect.poll(() => thumbnail.getAttribute('src')).toBe(src)
    await expect
      .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBe(512)
    // The blank story's empty description took the card's notes, once.
    expect(await page.getByLabel('Description', { exact: true }).inputValue()).toBe(
      '(ST AI Assistant Winner) A cheeky, light-hearted assistant that you hired to help you with your daily office work.',
    )
    await page.setViewportSize({ width: 1440, height: 900 })
  })

  it('shows the imported book in SillyTavern terms: its settings, placement and positions; screens in English and Korean', async () => {
    const labels = {
      en: {
        table: 'Lorebook table',
        heading: 'Book settings',
        placement: 'Entry placement',
        scan: 'Scan Depth',
        recursion: 'Recursive Scan',
        budget: 'Context %',
      },
      ko: {
        table: '로어북 표',
        heading: '설정집 설정',
        placement: '항목 배치',
        scan: '스캔 깊이',
        recursion: '재귀 스캔',
        budget: '컨텍스트 %',
      },
    } as const
    for (const [language, prefix] of [
      ['ko', '/ko'],
      ['en', ''],
    ] as const) {
      const text = labels[language]
      for (const [size, viewport] of [
        ['390', { width: 390, height: 844 }],
        ['1280', { width: 1280, height: 800 }],
      ] as const) {
        await page.setViewportSize(viewport)
        await page.goto(`${product.url}${prefix}/story/${reefStoryOid}/canvas`)
        await page.locator('.editor-toolbar').waitFor()
        await page.getByRole('button', { name: text.table }).click()
        const settings = page.getByTestId('book-settings')
        await settings.locator('summary').click()
        // The card's book came in with SillyTavern's defaults: its placement, its field names.
        await expect
          .poll(() => settings.getByLabel(text.placement).inputValue())
          .toBe('sillytavern')
        await settings.getByText(text.scan, { exact: true }).waitFor()
        await settings.getByText(text.recursion, { exact: true }).waitFor()
        await settings.getByText(text.budget, { exact: true }).waitFor()
        // Positions read as SillyTavern writes them (↑Char, @D ⚙️ 4), never the studio's words.
        await page.getByTestId('lorebook-row').first().waitFor()
        const positions = await page
          .locator('[data-testid="lorebook-row"] td[data-column="position"]')
          .allInnerTexts()
        expect(positions.length).toBeGreaterThan(0)
        for (const position of positions)
          expect(position).toMatch(/^(↑Char|↓Char|↑AN|↓AN|↑EM|↓EM|@D (⚙️|👤|🤖) \d+)$/)
        await screens(page, `studio-book-settings-sillytavern-${size}-${language}`)
        await page.locator('.lorebook-scroll').scrollIntoViewIfNeeded()
        await screens(page, `studio-book-positions-sillytavern-${size}-${language}`)
      }
    }
    // A writer may go back to the studio's layout: the choice is saved with the book.
    const settings = page.getByTestId('book-settings')
    await settings.getByLabel(labels.en.placement).selectOption('studio')
    await page.locator('[data-testid="save-status"][data-status="saved"]').waitFor()
    await page.reload()
    await page.getByRole('button', { name: labels.en.table }).click()
    await page.getByTestId('book-settings').locator('summary').click()
    await expect
      .poll(() => page.getByTestId('book-settings').getByLabel(labels.en.placement).inputValue())
      .toBe('studio')
    await page.setViewportSize({ width: 1440, height: 900 })
  })
})
