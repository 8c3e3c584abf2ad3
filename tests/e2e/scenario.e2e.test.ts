/**
 * Scenarios in real Chromium against `npm start`: a creator builds a six-page scenario with
 * two endings on the studio's canvas (a fork, a road of three pages to one ending, a cliff
 * to the other; a cover and a picture uploaded, the problems panel emptied) and publishes
 * it; a reader plays it down the road to its ending, reloads and is still there; two readers vote in one multiplay room and both move on once. Screens captured in
 * en and ko at 1280×800 and 390×844.
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { playerEn } from '../../web/i18n/resources/player/en'
import { playerKo } from '../../web/i18n/resources/player/ko'
import { studioEn } from '../../web/i18n/resources/studio/en'
import { studioKo } from '../../web/i18n/resources/studio/ko'
import { productApi } from './support/api'
import { closeContexts, seedSession, signedIn, workerBrowser } from './support/browser'
import { type Login, noOverflow, registerAccount, resizeTo, VIEWPORTS } from './support/people'
import { sharedProduct } from './support/products'
import { screenshot } from './support/screenshots'
import type { RunningProduct } from './support/server'

const STAMP = Date.now() % 100_000
const TITLE = 'The lighthouse fork'
const STUDIO = { en: studioEn.scenarioStudio, ko: studioKo.scenarioStudio }
const PLAYER = { en: playerEn.scenarioPlayer, ko: playerKo.scenarioPlayer }
/** The harbour road's pages, last first: title, its one option, where it leads. */
const ROAD = [
  ['The lantern shop', 'Knock on the door', 'The harbour'],
  ['The old pier', 'Follow the lights', 'The lantern shop'],
  ['The harbour road', 'Walk on', 'The old pier'],
] as const

let product: RunningProduct
let browser: Browser
let creator: Login
let readers: Login[]
let scenarioOid = ''
let picture = ''

async function open(who: Login, language: 'en' | 'ko') {
  const context = await browser.newContext({ viewport: VIEWPORTS[0] })
  await seedSession(context, { language, ...signedIn(who) })
  // The daily check-in nudge put off for today, so it covers nothing in the captures.
  await context.addInitScript(() =>
    localStorage.setItem('taleloom.checkin.later', new Date().toISOString().slice(0, 10)),
  )
  const page = await context.newPage()
  page.setDefaultTimeout(20_000)
  return { context, page }
}

async function bothSizes(page: Page, name: string) {
  for (const viewport of VIEWPORTS) {
    await resizeTo(page, viewport)
    await noOverflow(page, `${name} ${viewport.name}`)
    await screenshot(page, `${name}-${viewport.name}`)
  }
  await resizeTo(page, VIEWPORTS[0])
}

beforeAll(async () => {
  product = sharedProduct()
  browser = await workerBrowser()
  creator = await registerAccount(product, `cyoa${STAMP}`, ['creator'])
  readers = [
    await registerAccount(product, `reader${STAMP}a`),
    await registerAccount(product, `reader${STAMP}b`),
  ]
  const folder = mkdtempSync(join(tmpdir(), 'taleloom-scenario-'))
  picture = join(folder, 'lighthouse.png')
  execFileSync('ffmpeg', [
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    'gradients=s=640x360:c0=0x1d3557:c1=0xe9c46a',
    '-frames:v',
    '1',
    picture,
  ])
}, 120_000)

afterAll(async () => {
  await closeContexts(browser)
})

describe('a scenario from the studio to its readers', () => {
  it('is built on the canvas with six pages and two endings and published', async () => {
    const { context, page } = await open(creator, 'en')
    const texts = STUDIO.en
    await page.goto(`${product.url}/studio2/create-scenario`)
    await page.getByLabel(texts.scenarioTitle).fill(TITLE)
    await page.getByRole('button', { name: texts.create }).click()
    await page.getByTestId('scenario-studio').waitFor()
    scenarioOid = new URL(page.url()).searchParams.get('contentOid') ?? ''
    await page.getByLabel(texts.chooseCover).setInputFiles(picture)
    await page.locator('.scenario-cover').waitFor()

    await page.getByRole('button', { name: texts.addPage }).click()
    await page.getByLabel(texts.pageTitle).fill('At the fork')
    await page.getByLabel(texts.pageText).fill('Two paths lead away from the lighthouse.')
    await page.getByLabel(texts.chooseMedia).setInputFiles(picture)
    await page.getByText(texts.mediaImage).waitFor()
    await page.getByRole('button', { name: texts.addEnding }).click()
    await page.getByLabel(texts.pageTitle).fill('The cliffs')
    await page.getByRole('button', { name: texts.addEnding }).click()
    await page.getByLabel(texts.pageTitle).fill('The harbour')
    const options = page.getByTestId('scenario-option')
    // The road, built from its end back: each page made, named and led on to the next.
    for (const [title, label, to] of ROAD) {
      await page.getByRole('button', { name: texts.addPage }).click()
      await page.getByLabel(texts.pageTitle).fill(title)
      await page.getByRole('button', { name: texts.addOption }).click()
      await options.nth(0).getByLabel(texts.optionLabel).fill(label)
      await options.nth(0).getByLabel(texts.optionTarget).selectOption({ label: to })
    }
    await page.getByTestId('scenario-node').filter({ hasText: 'At the fork' }).click()
    await page.getByRole('button', { name: texts.addOption }).click()
    await page.getByRole('button', { name: texts.addOption }).click()
    await options.nth(0).getByLabel(texts.optionLabel).fill('Climb the cliffs')
    await options.nth(1).getByLabel(texts.optionLabel).fill('Walk to the harbour')
    await options.nth(1).getByLabel(texts.optionTarget).selectOption({ label: 'The harbour road' })
    await expect.poll(() => page.getByTestId('scenario-node').count()).toBe(6)
    await expect
      .poll(() => page.getByTestId('save-status').getAttribute('data-status'))
      .toBe('saved')
    await expect.poll(() => page.getByTestId('scenario-problem-count').textContent()).toBe('0')
    await bothSizes(page, 'scenario-studio-en')
    await page.getByRole('button', { name: texts.publish }).click()
    await page.getByTestId('scenario-outcome').getByText(texts.published).waitFor()
    await context.close()

    const korean = await open(creator, 'ko')
    await korean.page.goto(`${product.url}/ko/studio2/create-scenario?contentOid=${scenarioOid}`)
    await korean.page.getByTestId('scenario-node').first().waitFor()
    await korean.page.getByText(STUDIO.ko.noProblems).waitFor()
    await bothSizes(korean.page, 'scenario-studio-ko')
    await korean.context.close()
  }, 180_000)

  it('plays to an ending and resumes there after a reload', async () => {
    const { context, page } = await open(readers[0] as Login, 'en')
    await page.goto(`${product.url}/scenario/${scenarioOid}`)
    await page.getByRole('heading', { name: 'At the fork' }).waitFor()
    await page.locator('img.scenario-media').waitFor()
    await expect
      .poll(() =>
        page.locator('img.scenario-media').evaluate((img: HTMLImageElement) => img.naturalWidth),
      )
      .toBe(640)
    await bothSizes(page, 'scenario-player-en')
    await page.getByRole('button', { name: 'Walk to the harbour' }).click()
    for (const [title, label] of [...ROAD].reverse()) {
      await page.getByRole('heading', { name: title }).waitFor()
      await page.getByRole('button', { name: label }).click()
    }
    await page.getByRole('heading', { name: 'The harbour', exact: true }).waitFor()
    await page.getByText(PLAYER.en.theEnd).waitFor()
    await page.reload()
    await page.getByRole('heading', { name: 'The harbour', exact: true }).waitFor()
    expect(await page.getByTestId('scenario-step').textContent()).toBe(
      PLAYER.en.step.replace('{{step}}', '5'),
    )
    await bothSizes(page, 'scenario-ending-en')
    await context.close()

    const korean = await open(readers[0] as Login, 'ko')
    await korean.page.goto(`${product.url}/ko/scenario/${scenarioOid}`)
    await korean.page.getByText(PLAYER.ko.theEnd).waitFor()
    await bothSizes(korean.page, 'scenario-ending-ko')
    await korean.context.close()
  }, 120_000)

  it('moves two readers in one room on once, by their votes', async () => {
    const first = await open(readers[0] as Login, 'en')
    await first.page.goto(`${product.url}/multiplay/${scenarioOid}`)
    await first.page.waitForURL(/room=/)
    const room = new URL(first.page.url()).searchParams.get('room') ?? ''
    const second = await open(readers[1] as Login, 'ko')
    await second.page.goto(`${product.url}/ko/multiplay/${scenarioOid}?room=${room}`)
    await second.page.getByRole('heading', { name: 'At the fork' }).waitFor()
    await first.page
      .getByTestId('room-members')
      .getByText(PLAYER.en.members_other.replace('{{count}}', '2'))
      .waitFor()
    await bothSizes(first.page, 'scenario-multiplay-en')
    await bothSizes(second.page, 'scenario-multiplay-ko')

    await first.page.getByRole('button', { name: /Climb the cliffs/ }).click()
    // The other member sees the vote through the room's socket before voting.
    await second.page.getByTestId('vote-count').first().getByText('1표').waitFor()
    await second.page.getByRole('button', { name: /Climb the cliffs/ }).click()
    for (const { page } of [first, second])
      await page.getByRole('heading', { name: 'The cliffs' }).waitFor()
    const view = await productApi<{ round: number; path: string[] }>(
      product.url,
      'GET',
      `/content/scenario-rooms/${room}`,
      { token: (readers[0] as Login).token },
    )
    expect(view).toMatchObject({ round: 2, path: ['page-1', 'end-1'] })
    await bothSizes(second.page, 'scenario-multiplay-ending-ko')
    await first.context.close()
    await second.context.close()
  }, 120_000)

  it('grows from the page being written: its button, or a connection dropped on the canvas', async () => {
    const { context, page } = await open(creator, 'ko')
    const texts = STUDIO.ko
    await page.goto(`${product.url}/ko/studio2/create-scenario`)
    await page.getByLabel(texts.scenarioTitle).fill('The tide pools')
    await page.getByRole('button', { name: texts.create }).click()
    await page.getByTestId('scenario-studio').waitFor()
    const nodes = page.getByTestId('scenario-node')
    const edges = page.locator('.react-flow__edge')
    await page.getByRole('button', { name: texts.addPage }).click()
    await page.getByLabel(texts.pageTitle).fill('On the rocks')

    // The button: one new page, joined to the page being written by one option, and chosen.
    await page.getByRole('button', { name: texts.expandPage }).click()
    await expect.poll(() => nodes.count()).toBe(2)
    await expect.poll(() => edges.count()).toBe(1)
    await expect.poll(() => page.getByLabel(texts.pageTitle).inputValue()).toBe(texts.newPage)
    await page.getByLabel(texts.pageTitle).fill('The crab')

    // A connection from the new page's handle, dropped on the empty canvas below it.
    const handle = nodes.filter({ hasText: 'The crab' }).locator('.react-flow__handle-right')
    const box = await handle.boundingBox()
    if (!box) throw new Error('the page has no handle to draw from')
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    await page.mouse.down()
    await page.mouse.move(box.x + 60, box.y + 160, { steps: 8 })
    await page.mouse.up()
    await expect.poll(() => nodes.count()).toBe(3)
    await expect.poll(() => edges.count()).toBe(2)
    await page.getByLabel(texts.pageTitle).fill('Low tide')
    await expect
      .poll(() => page.getByTestId('save-status').getAttribute('data-status'))
      .toBe('saved')
    const oid = new URL(page.url()).searchParams.get('contentOid') ?? ''
    const saved = await productApi<{
      document: { pages: { title: string; options: { to: string }[] }[] }
    }>(product.url, 'GET', `/content/scenario/${oid}/document`, { token: creator.token })
    // Read back once: each expansion made exactly one page and one option.
    expect(saved.document.pages.map((each) => [each.title, each.options.length])).toEqual([
      ['On the rocks', 1],
      ['The crab', 1],
      ['Low tide', 0],
    ])
    await bothSizes(page, 'scenario-expand-ko')
    await context.close()
  }, 120_000)
})
