import { join, resolve } from 'node:path'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { solidPng } from '../../platform/assets/testing'
import { closeContexts, seedSession, signedIn, workerBrowser } from './support/browser'
import { type Login, noOverflow, registerAccount, VIEWPORTS } from './support/people'
import { sharedProduct } from './support/products'
import { capture } from './support/screenshots'
import type { RunningProduct } from './support/server'

/**
 * The studio starts a new writer off, in Chromium against `npm start`: a story made from
 * the template (Start, Scene, Character, connected) opens with a three-step guide that
 * points at the scene, the character and Compile and publish, and publishes as it is; a
 * connection the engine refuses turns its socket red and says why; Tidy up lays the graph
 * out as one undoable edit; find and replace changes a word across nodes and Undo brings
 * it back. Minors: an effect's unchosen variable is asked for, not an error; a title over
 * its limit is marked on its field. Screens of the dialog, the guide, the refused
 * connection and the search panel at 1280×800 and 390×844, in English and Korean, go to
 * `.tmp/screens/` (not committed).
 */
const SCREENS = resolve(import.meta.dirname, '..', '..', '.tmp', 'screens')
const STORY_TITLE = 'The Map Room'
const IDS = { start: 'start-template', scene: 'story-template', character: 'character-template' }

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

const inspector = () => page.getByRole('form', { name: /^Fields of the/ })
const node = (id: string) => page.locator(`.react-flow__node[data-id="${id}"]`)
const handle = (nodeId: string, id: string, type: 'source' | 'target') =>
  page.locator(`.react-flow__handle.${type}[data-nodeid="${nodeId}"][data-handleid="${id}"]`)

/** Where each node sits on the canvas (its `left`/`top`), by id. */
const positions = () =>
  page.evaluate(() =>
    Object.fromEntries(
      [...document.querySelectorAll<HTMLElement>('.react-flow__node')].map((element) => [
        element.dataset.id,
        `${element.style.left} ${element.style.top}`,
      ]),
    ),
  )

/** Waits until the view stops moving (a focus animates the viewport for a moment). */
async function settle() {
  let last = ''
  await expect
    .poll(async () => {
      const box = JSON.stringify(await node(IDS.scene).boundingBox())
      const still = box === last
      last = box
      return still
    })
    .toBe(true)
}

/**
 * Zoomed out (a phone's fit view), nodes draw no sockets: the wheel zooms in around the
 * character and the scene until they show.
 */
async function zoomUntilSockets() {
  await page.locator('.flow-canvas').scrollIntoViewIfNeeded()
  for (let step = 0; step < 10; step++) {
    if ((await handle(IDS.character, 'cast', 'source').count()) > 0) break
    const a = (await node(IDS.character).boundingBox())!
    const b = (await node(IDS.scene).boundingBox())!
    await page.mouse.move((a.x + b.x + b.width) / 2, (a.y + b.y + b.height) / 2)
    await page.mouse.wheel(0, -120)
    await settle()
  }
  await settle()
}

/** Drags from the character's cast output onto the scene's enter input, stopping over it. */
async function dragCastOntoEnter() {
  const from = (await handle(IDS.character, 'cast', 'source').boundingBox())!
  const to = (await handle(IDS.scene, 'enter', 'target').boundingBox())!
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
  await page.mouse.down()
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 })
}

beforeAll(async () => {
  product = sharedProduct()
  browser = await workerBrowser()
  writer = await registerAccount(product, 'mapmaker', ['creator'])
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

describe('the studio starts a new writer off', () => {
  it('creates a story from the template: Start, Scene and Character, connected', async () => {
    await page.goto(`${product.url}/studio2`)
    await page.getByRole('heading', { name: 'My stories' }).waitFor()
    await page.getByRole('button', { name: 'Create story' }).click()
    const form = page.getByRole('dialog')
    const template = form.getByRole('radio', { name: /^Start from a template/ })
    expect(await template.isChecked()).toBe(true)
    expect(await form.getByRole('radio', { name: /^Blank canvas/ }).isChecked()).toBe(false)
    await form.getByLabel('Title', { exact: true }).fill(STORY_TITLE)
    await form.getByLabel('Brief intro').fill('A map, a captain, an island.')
    await form
      .getByTestId('upload-thumbnail')
      .locator('input[type="file"]')
      .setInputFiles({
        name: 'map.png',
        mimeType: 'image/png',
        buffer: solidPng(48, 32, [40, 90, 140]),
      })
    await expect
      .poll(() => form.getByRole('img', { name: 'Thumbnail preview' }).getAttribute('src'))
      .toMatch(/^\/api\/story-chat\/asset\/[0-9a-f]{64}$/)
    await shot(page, 'start-01-dialog-1280-en')
    await form.getByRole('button', { name: 'Create and open the canvas' }).click()
    await page.waitForURL(/\/story\/[0-9a-f]{24}\/canvas$/)
    contentOid = /\/story\/([0-9a-f]{24})\/canvas$/.exec(page.url())?.[1] ?? ''
    await page.getByRole('heading', { name: STORY_TITLE }).waitFor()

    await node(IDS.scene).getByText('The map room').waitFor()
    await node(IDS.start).getByText('Opening').waitFor()
    await node(IDS.character).getByText('Captain Mara').waitFor()
    expect(await page.locator('.react-flow__node').count()).toBe(3)
    expect(await page.locator('.react-flow__edge').count()).toBe(2)
    // Nothing on the template is at fault: no problem at all, the thumbnail being there.
    await expect.poll(() => page.getByRole('tab', { name: 'Problems (0)' }).count()).toBe(1)
  })

  it('follows the guide: the scene, the character, then Compile and publish', async () => {
    const guide = page.getByRole('region', { name: 'Getting started' })
    await guide.getByText('Step 1 of 3').waitFor()
    await guide.getByText('This is your scene').waitFor()
    // The step rings what it names.
    const ring = (id: string) =>
      node(id)
        .locator('.story-node')
        .evaluate((element) => getComputedStyle(element).boxShadow)
    expect(await ring(IDS.scene)).toMatch(/0px 0px 0px 3px/)
    expect(await ring(IDS.character)).not.toMatch(/0px 0px 0px 3px/)
    await guide.getByRole('button', { name: 'Show me' }).click()
    await expect.poll(() => inspector().getAttribute('aria-label')).toBe('Fields of the Scene node')
    expect(await inspector().getByLabel('Title').inputValue()).toBe('The map room')
    await settle()
    await shot(page, 'start-02-guide-1280-en')

    await guide.getByRole('button', { name: 'Next' }).click()
    await guide.getByText('Meet your character').waitFor()
    expect(await ring(IDS.character)).toMatch(/0px 0px 0px 3px/)
    await guide.getByRole('button', { name: 'Show me' }).click()
    await expect
      .poll(() => inspector().getAttribute('aria-label'))
      .toBe('Fields of the Character node')
    expect(await inspector().getByLabel('Name', { exact: true }).inputValue()).toBe('Captain Mara')

    await guide.getByRole('button', { name: 'Next' }).click()
    await guide.getByText('Step 3 of 3').waitFor()
    await guide.getByRole('button', { name: 'Show me' }).click()
    const publish = page.getByRole('button', { name: 'Compile and publish' })
    expect(await publish.evaluate((element) => element === document.activeElement)).toBe(true)
    await page.locator('[data-testid="save-status"][data-status="saved"]').waitFor()
    await publish.click()
    // The template compiles as it is.
    await page.getByText('Published as version 1.').waitFor()
    await guide.getByRole('button', { name: 'Done' }).click()
    await guide.waitFor({ state: 'detached' })

    // Remembered for this story: a reload does not bring the guide back.
    await page.reload()
    await node(IDS.scene).waitFor()
    await page.getByRole('tab', { name: /^Problems/ }).waitFor()
    expect(await page.getByRole('region', { name: 'Getting started' }).count()).toBe(0)
  })

  it('refuses a connection the engine refuses: the socket turns red and the reason shows', async () => {
    await settle()
    const edges = await page.locator('.react-flow__edge').count()
    await dragCastOntoEnter()
    const target = handle(IDS.scene, 'enter', 'target')
    await expect.poll(() => target.getAttribute('class')).toMatch(/\bconnectingto\b/)
    expect(await target.getAttribute('class')).not.toMatch(/\bvalid\b/)
    expect(await target.evaluate((element) => getComputedStyle(element).backgroundColor)).not.toBe(
      await handle(IDS.scene, 'cast', 'target').evaluate(
        (element) => getComputedStyle(element).backgroundColor,
      ),
    )
    const tip = page.getByTestId('connection-tip')
    await expect
      .poll(() => tip.textContent())
      .toBe('Refused: Cannot connect a character output to a story flow input.')
    await shot(page, 'start-03-refused-1280-en')
    await page.mouse.up()
    // Let go: nothing is connected, the tip goes and the status line keeps the reason.
    await tip.waitFor({ state: 'detached' })
    await page
      .locator('.editor-refusal')
      .getByText('Refused: Cannot connect a character output to a story flow input.')
      .waitFor()
    expect(await page.locator('.react-flow__edge').count()).toBe(edges)
  })

  it('tidies the graph up as one undoable edit', async () => {
    const undo = page.getByRole('button', { name: 'Undo', exact: true })
    expect(await undo.isDisabled()).toBe(true)
    const before = await positions()
    await page.getByRole('button', { name: 'Tidy up' }).click()
    await expect.poll(positions).not.toEqual(before)
    const tidy = await positions()
    // Left to right: the start and the character before the scene they lead into.
    const left = (id: string) => Number.parseFloat(tidy[id]!.split(' ')[0]!)
    expect(left(IDS.start)).toBeLessThan(left(IDS.scene))
    expect(left(IDS.character)).toBeLessThan(left(IDS.scene))
    // One step: a single Undo puts every node back and leaves nothing more to undo.
    await undo.click()
    await expect.poll(positions).toEqual(before)
    expect(await undo.isDisabled()).toBe(true)
    await page.getByRole('button', { name: 'Redo', exact: true }).click()
    await expect.poll(positions).toEqual(tidy)
  })

  it('finds and replaces a word across nodes, and Undo brings it back', async () => {
    await page.keyboard.press('Control+Shift+F')
    const panel = page.getByRole('region', { name: 'Find and replace' })
    const find = panel.getByRole('searchbox', { name: 'Find' })
    await expect
      .poll(() => find.evaluate((element) => element === document.activeElement))
      .toBe(true)
    await find.fill('map')
    const status = panel.locator('.search-panel-summary [role="status"]')
    // The scene's title and situation, the opening's greeting.
    await expect.poll(() => status.textContent()).toBe('Matches: 3')
    const results = panel.locator('.search-result')
    expect(await results.locator('.search-result-where').allTextContents()).toEqual([
      'Opening · Greeting (first message)',
      'The map room · Title',
      'The map room · Situation',
    ])
    await results.nth(1).locator('.search-result-open').click()
    await expect.poll(() => node(IDS.scene).getAttribute('class')).toMatch(/\bselected\b/)
    await panel.getByLabel('Replace with').fill('chart')
    await shot(page, 'start-04-search-1280-en')

    // One occurrence, then all the others: two edits.
    await panel.getByRole('button', { name: 'Replace this match in Opening' }).click()
    await expect.poll(() => status.textContent()).toBe('Matches: 2')
    await panel.getByRole('button', { name: 'Replace all' }).click()
    await panel.getByText('Replaced in 1 node(s). Undo brings the old text back.').waitFor()
    await expect.poll(() => status.textContent()).toBe('No matches.')
    await node(IDS.scene).getByText('The chart room').waitFor()

    // Undo takes back "Replace all" in one step, then the single replacement.
    const undo = page.getByRole('button', { name: 'Undo', exact: true })
    await undo.click()
    await expect.poll(() => status.textContent()).toBe('Matches: 2')
    await node(IDS.scene).getByText('The map room').waitFor()
    await undo.click()
    await expect.poll(() => status.textContent()).toBe('Matches: 3')
    await panel.getByRole('button', { name: 'Close find and replace' }).click()
    await page.getByRole('tab', { name: 'Inspector' }).waitFor()
  })

  it('asks for an effect’s variable instead of an error, and marks a title over its limit', async () => {
    await page
      .getByRole('navigation', { name: 'Add a node' })
      .getByRole('button', { name: 'Add Trigger', exact: true })
      .click()
    await inspector().getByRole('button', { name: 'Add an effect' }).click()
    const row = inspector().locator('.effect-row').first()
    await row.getByText('Choose the variable this effect changes.').waitFor()
    expect(await row.locator('.field-error').count()).toBe(0)
    // The inspector fits its column: nothing scrolls sideways.
    const side = page.locator('.editor-side')
    expect(await side.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true)

    // Back to the scene through the search (the new trigger may sit over it on the canvas).
    await page.keyboard.press('Control+Shift+F')
    const panel = page.getByRole('region', { name: 'Find and replace' })
    await panel.getByRole('searchbox', { name: 'Find' }).fill('The map room')
    await panel.locator('.search-result-open').first().click()
    await panel.getByRole('button', { name: 'Close find and replace' }).click()
    await expect.poll(() => inspector().getAttribute('aria-label')).toBe('Fields of the Scene node')
    await inspector().getByLabel('Title').fill('A'.repeat(230))
    await inspector()
      .getByText('At most 200 characters are allowed here; this text has 230.')
      .waitFor()
    expect(await inspector().getByLabel('Title').getAttribute('aria-invalid')).toBe('true')
    await inspector().getByLabel('Title').fill('The map room')
    await expect.poll(() => inspector().locator('.field-error').count()).toBe(0)
    expect(pageErrors).toEqual([])
  })

  it('screens the dialog, the guide, a refused connection and the search, en and ko', async () => {
    const texts = {
      en: { create: 'Create story', guide: 'Getting started', search: 'Find and replace' },
      ko: { create: '스토리 만들기', guide: '시작 안내', search: '찾아 바꾸기' },
    } as const
    for (const language of ['en', 'ko'] as const) {
      const prefix = language === 'en' ? '' : '/ko'
      const text = texts[language]
      for (const viewport of VIEWPORTS) {
        const suffix = `${viewport.width}-${language}`
        await page.setViewportSize(viewport)
        await page.goto(`${product.url}${prefix}/studio2`)
        await page.getByRole('button', { name: text.create }).click()
        await page.getByRole('dialog').getByRole('radio').first().waitFor()
        await noOverflow(page, `dialog ${suffix}`)
        await shot(page, `start-01-dialog-${suffix}`)
        await page.keyboard.press('Escape')

        // The guide's first step, as a new story from the template shows it.
        await page.evaluate(
          (oid) => localStorage.setItem(`taleloom.studio.guide.${oid}`, '0'),
          contentOid,
        )
        await page.goto(`${product.url}${prefix}/story/${contentOid}/canvas`)
        await page.getByRole('region', { name: text.guide }).waitFor()
        await settle()
        await noOverflow(page, `guide ${suffix}`)
        await shot(page, `start-02-guide-${suffix}`)

        await zoomUntilSockets()
        await dragCastOntoEnter()
        await page.getByTestId('connection-tip').waitFor()
        await shot(page, `start-03-refused-${suffix}`)
        await page.mouse.up()

        await page.keyboard.press('Control+Shift+F')
        const panel = page.getByRole('region', { name: text.search })
        await panel.getByRole('searchbox').fill('map')
        await panel.locator('.search-result').first().waitFor()
        await noOverflow(page, `search ${suffix}`)
        await panel.scrollIntoViewIfNeeded()
        await shot(page, `start-04-search-${suffix}`)
      }
    }
    await page.setViewportSize(VIEWPORTS[0])
    expect(pageErrors).toEqual([])
  })
})
