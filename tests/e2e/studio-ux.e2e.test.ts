import { join, resolve } from 'node:path'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { closeContexts, workerBrowser } from './support/browser'
import { keyedProduct } from './support/products'
import { capture } from './support/screenshots'
import type { RunningProduct } from './support/server'

/**
 * A new writer's way into and around the studio in real Chromium against `npm start`: the
 * creator password printed at first start, the studio reached from the player and back,
 * palette placement, titles instead of ids, the problems count, the side panel at 1280 px
 * with the test chat open, and the model menu's names. Screenshots at 1280×800 and
 * 390×844, in English and Korean, go to `.tmp/screens/` (not committed).
 */
const SCREENS = resolve(import.meta.dirname, '..', '..', '.tmp', 'screens')
const CREATOR_EMAIL = 'creator@taleloom.local'
const DESKTOP = { width: 1280, height: 800 }
const PHONE = { width: 390, height: 844 }
const NODE_ID = /\b(?:start|story|character)-[0-9a-z]{5,}\b/

let product: RunningProduct
let browser: Browser
let context: BrowserContext
let page: Page
let creatorPassword = ''
let contentOid = ''
const pageErrors: string[] = []

async function shot(target: Page, name: string) {
  await capture(target, join(SCREENS, `${name}.png`))
}

async function logInThroughDialog(target: Page) {
  const dialog = target.getByRole('dialog')
  await dialog.getByLabel(/E-mail|이메일/).fill(CREATOR_EMAIL)
  await dialog.getByLabel(/^(Password|비밀번호)$/).fill(creatorPassword)
  await dialog.getByRole('button', { name: /^(Log in|로그인)$/ }).click()
}

/** The box of an element relative to the canvas pane. */
async function boxOf(selector: string) {
  const box = await page.locator(selector).boundingBox()
  if (!box) throw new Error(`boxOf: ${selector} is not on the page`)
  return box
}

async function addNode(kind: string): Promise<string> {
  await page
    .getByRole('navigation', { name: 'Add a node' })
    .getByRole('button', { name: `Add ${kind}`, exact: true })
    .click()
  const selected = page.locator('.react-flow__node.selected .story-node')
  await expect.poll(() => selected.count()).toBe(1)
  const id = (await selected.getAttribute('data-testid'))!.replace(/^node-/, '')
  // A node panned into view settles after a short animation: wait until it stops moving.
  let last = ''
  await expect
    .poll(async () => {
      const box = JSON.stringify(await boxOf(`[data-testid="node-${id}"]`))
      const still = box === last
      last = box
      return still
    })
    .toBe(true)
  return id
}

async function expectInsideCanvas(nodeId: string) {
  const pane = await boxOf('.flow-canvas')
  const node = await boxOf(`[data-testid="node-${nodeId}"]`)
  expect(node.x).toBeGreaterThanOrEqual(pane.x)
  expect(node.y).toBeGreaterThanOrEqual(pane.y)
  expect(node.x + node.width).toBeLessThanOrEqual(pane.x + pane.width)
  expect(node.y + node.height).toBeLessThanOrEqual(pane.y + pane.height)
}

beforeAll(async () => {
  product = await keyedProduct('first-start')
  browser = await workerBrowser()
  context = await browser.newContext({ locale: 'en-US', viewport: DESKTOP })
  page = await context.newPage()
  page.setDefaultTimeout(20_000)
  page.on('pageerror', (error) => pageErrors.push(error.message))
})

afterAll(async () => {
  await closeContexts(browser)
  console.log(`Screenshots: ${SCREENS}`)
})

describe('studio and navigation for a new writer', () => {
  it('1. the first start prints the demo creator password once, and it signs in', async () => {
    const match = /Generated creator password \(shown only this once\): (\S+)/.exec(
      product.output(),
    )
    expect(match?.[1]).toBeTruthy()
    creatorPassword = match![1]!
    expect(product.output()).toContain('Demo creator account created: creator@taleloom.local')
  })

  it('2. signed out, /studio2 opens the login box and comes back to the studio after login', async () => {
    await page.goto(`${product.url}/studio2`)
    const dialog = page.getByRole('dialog', { name: 'Log in to Taleloom' })
    await dialog.waitFor()
    // The request left the address: a reload would not open the box again.
    expect(new URL(page.url()).search).toBe('')
    await shot(page, 'studio-ux-01-login-from-studio-1280-en')
    await logInThroughDialog(page)
    await page.waitForURL(/\/studio2$/)
    await page.getByRole('heading', { name: 'My stories' }).waitFor()
    await page.getByTestId('studio-account').getByText('DemoCreator').waitFor()
    await shot(page, 'studio-ux-02-story-list-1280-en')
  })

  it('2. the studio leads back to the player, whose user menu leads to the studio', async () => {
    await page.getByRole('link', { name: 'Back to Taleloom' }).click()
    await page.waitForURL(`${product.url}/`)
    await page.getByRole('button', { name: 'Account menu for DemoCreator' }).click()
    const studio = page.getByRole('link', { name: 'Studio', exact: true })
    await studio.waitFor()
    expect(await studio.getAttribute('href')).toBe('/studio2')
    await shot(page, 'studio-ux-03-player-user-menu-1280-en')
    await studio.click()
    await page.waitForURL(/\/studio2$/)
    await page.getByRole('heading', { name: 'My stories' }).waitFor()
    // The same session on both sides: still signed in as the demo creator, never asked again.
    await page.getByTestId('studio-account').getByText('DemoCreator').waitFor()
    expect(await page.getByRole('dialog').count()).toBe(0)
  })

  it('2. a return address outside the studio is never followed after login', async () => {
    const other = await browser.newContext({ locale: 'en-US', viewport: DESKTOP })
    const otherPage = await other.newPage()
    otherPage.setDefaultTimeout(20_000)
    await otherPage.goto(`${product.url}/?login=1&next=${encodeURIComponent('//example.com/')}`)
    await otherPage.getByRole('dialog').waitFor()
    await logInThroughDialog(otherPage)
    await otherPage.getByRole('dialog').waitFor({ state: 'detached' })
    await otherPage.getByRole('button', { name: 'Account menu for DemoCreator' }).waitFor()
    expect(otherPage.url()).toBe(`${product.url}/`)
    await other.close()
  })

  it('9. palette nodes land inside the view, start left of scene; titles, not ids', async () => {
    await page.getByRole('button', { name: 'Create story' }).click()
    const form = page.getByRole('dialog')
    // This journey builds its canvas node by node: it starts blank, not from the template.
    await form.getByRole('radio', { name: /^Blank canvas/ }).check()
    await form.getByLabel('Title', { exact: true }).fill('The Ferry at Dusk')
    await form.getByLabel('Brief intro').fill('A crossing, a stranger, a storm.')
    await form.getByRole('button', { name: 'Create and open the canvas' }).click()
    await page.waitForURL(/\/story\/[0-9a-f]{24}\/canvas$/)
    contentOid = /\/story\/([0-9a-f]{24})\/canvas$/.exec(page.url())![1]!
    await page.getByRole('heading', { name: 'The Ferry at Dusk' }).waitFor()

    const scene = await addNode('Scene')
    await expectInsideCanvas(scene)
    const start = await addNode('Start')
    await expectInsideCanvas(start)
    const character = await addNode('Character')
    await expectInsideCanvas(character)
    const sceneBox = await boxOf(`[data-testid="node-${scene}"]`)
    const startBox = await boxOf(`[data-testid="node-${start}"]`)
    const characterBox = await boxOf(`[data-testid="node-${character}"]`)
    // Start and character feed the scene: both sit to its left, so links run left to right.
    expect(startBox.x + startBox.width).toBeLessThanOrEqual(sceneBox.x)
    expect(characterBox.x + characterBox.width).toBeLessThanOrEqual(sceneBox.x)

    // The start's scene menu names the untitled scene, not its id.
    await page.getByTestId(`node-${start}`).click()
    const enters = page.getByRole('form', { name: /^Fields of the/ }).getByLabel('Enters scene')
    const options = await enters.locator('option').allTextContents()
    expect(options).toContain('Scene 1 (untitled)')
    expect(options.join(' ')).not.toMatch(NODE_ID)
    await enters.selectOption({ label: 'Scene 1 (untitled)' })
    await shot(page, 'studio-ux-04-canvas-placement-1280-en')

    // The problems list names nodes; the tab counts errors and warnings, as its tooltip says.
    // Validation runs 300 ms after an edit, so the list and the tab are read together until
    // they hold the final findings: errors for the thumbnail, the scene's title and the
    // character's name; warnings for the scene's situation and the start's greeting.
    const tab = page.getByRole('tab', { name: /^Problems \(\d+\)$/ })
    await tab.click()
    const findings = async () => ({
      total: await page.locator('.problems-list .problem').count(),
      errors: await page.locator('.problems-list .problem-error').count(),
      warnings: await page.locator('.problems-list .problem-warning').count(),
      tab: await tab.textContent(),
      title: await tab.getAttribute('title'),
    })
    await expect.poll(findings).toEqual({
      total: 5,
      errors: 3,
      warnings: 2,
      tab: 'Problems (5)',
      title: 'Counts errors and warnings — errors: 3, warnings: 2',
    })
    const where = (await page.locator('.problems-list .problem-where').allTextContents()).join(
      ' | ',
    )
    expect(where).not.toMatch(NODE_ID)
    expect(where).toBe(
      'Story details | Scene 1 (untitled) | Scene 1 (untitled) | Start 1 (untitled) | Character 1 (untitled)',
    )
    await shot(page, 'studio-ux-05-problems-1280-en')
  })

  it('10. at 1280 px with the test chat open the side tabs stay whole, on one line', async () => {
    await page.getByRole('button', { name: 'Test chat', exact: true }).click()
    await page.getByRole('region', { name: 'Test chat' }).waitFor()
    const tabs = page.locator('.side-tabs-trigger')
    await expect.poll(() => tabs.count()).toBe(3)
    const fits = await tabs.evaluateAll((elements) =>
      elements.map((element) => ({
        text: element.textContent,
        whole: element.scrollWidth <= element.clientWidth,
        top: Math.round(element.getBoundingClientRect().top),
        lines: Math.round(
          element.getBoundingClientRect().height /
            Number.parseFloat(getComputedStyle(element).lineHeight),
        ),
      })),
    )
    for (const tab of fits) expect(tab, String(tab.text)).toMatchObject({ whole: true })
    expect(new Set(fits.map((tab) => tab.top)).size).toBe(1)
    expect(fits.map((tab) => tab.text)).toContain('Versions')
    await shot(page, 'studio-ux-06-testchat-open-1280-en')
    await page.getByRole('button', { name: 'Close the test chat' }).click()
  })

  it('10. the model menu shows names, not catalogue ids', async () => {
    await page.getByRole('link', { name: 'Story details' }).click()
    const model = page.getByLabel('AI model', { exact: true })
    await model.waitFor()
    const labels = await model.locator('option').allTextContents()
    expect(labels).toEqual(
      expect.arrayContaining([
        'Gemini Flash',
        'GPT-4o mini',
        'Offline demo storyteller (built in, no AI)',
      ]),
    )
    for (const raw of ['gemini', 'gpt-4o-mini', 'local', 'offline'])
      expect(labels).not.toContain(raw)
    await model.scrollIntoViewIfNeeded()
    await shot(page, 'studio-ux-07-model-menu-1280-en')
  })

  it('screens at 390×844 and in Korean', async () => {
    // Every size and language shows the same stories, nodes and menu.
    await page.goto(`${product.url}/studio2`)
    await page.locator('.studio-story-card').first().waitFor()
    const stories = await page.locator('.studio-story-card').count()
    await page.goto(`${product.url}/story/${contentOid}/canvas`)
    await page.locator('.react-flow__node').first().waitFor()
    const nodes = await page.locator('.react-flow__node').count()
    for (const [language, prefix] of [
      ['en', ''],
      ['ko', '/ko'],
    ] as const) {
      for (const [size, viewport] of [
        ['1280', DESKTOP],
        ['390', PHONE],
      ] as const) {
        if (language === 'en' && size === '1280') continue
        await page.setViewportSize(viewport)
        await page.goto(`${product.url}${prefix}/studio2`)
        await page.locator('.studio-story-card').first().waitFor()
        expect(await page.locator('.studio-story-card').count()).toBe(stories)
        await shot(page, `studio-ux-02-story-list-${size}-${language}`)
        await page.goto(`${product.url}${prefix}/story/${contentOid}/canvas`)
        await page.locator('.react-flow__node').first().waitFor()
        await expect.poll(() => page.locator('.react-flow__node').count()).toBe(nodes)
        await page.locator('.side-tabs-trigger').nth(1).click()
        await shot(page, `studio-ux-05-problems-${size}-${language}`)
        await page.goto(`${product.url}${prefix}/story/setup/${contentOid}`)
        await page.locator('select').first().waitFor()
        await shot(page, `studio-ux-07-story-details-${size}-${language}`)
        await page.goto(`${product.url}${prefix}/`)
        await page.locator('.user-menu-button').click()
        // The menu leads to the studio in the page's language.
        await page.locator(`a[href="${prefix}/studio2"]`).waitFor()
        expect(await page.locator(`a[href="${prefix}/studio2"]`).count()).toBe(1)
        await shot(page, `studio-ux-03-player-user-menu-${size}-${language}`)
      }
    }
    await page.setViewportSize(DESKTOP)
  })

  it('2. signing out in the studio ends the session and lands in the player', async () => {
    await page.goto(`${product.url}/studio2`)
    await page.getByRole('button', { name: 'Sign out' }).click()
    await page.waitForURL(`${product.url}/`)
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).waitFor()
    expect(pageErrors).toEqual([])
  })
})
