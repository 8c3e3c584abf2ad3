/**
 * Gacha in real Chromium against `npm start`: a creator makes a gacha in the studio (the
 * chances' total checked as they type), a fan pulls ten on the channel's Gacha tab after a
 * confirmation and sees the items revealed, charged once with ten items in the inventory
 * once; the creator's own gacha offers no pull and says why. Screens captured in en and ko
 * at 1280×800 and 390×844.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { creatorEn } from '../../web/i18n/resources/creator/en'
import { creatorKo } from '../../web/i18n/resources/creator/ko'
import { playerEn } from '../../web/i18n/resources/player/en'
import { playerKo } from '../../web/i18n/resources/player/ko'
import { productApi } from './support/api'
import { axeProblems } from './support/axe'
import { closeContexts, seedSession, signedIn, workerBrowser } from './support/browser'
import {
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

const STAMP = Date.now() % 100_000
const CUSTOM_URL = `starbox-${STAMP}`
const TITLE = 'Star box'
const PLAYER = { en: playerEn, ko: playerKo }
const CREATOR = { en: creatorEn, ko: creatorKo }

let product: RunningProduct
let browser: Browser
let creator: Login
let fan: Login

const api = <Result>(
  method: 'GET' | 'POST',
  path: string,
  options: { token?: string; body?: Record<string, unknown> } = {},
) => productApi<Result>(product.url, method, path, options)

async function open(who: Login, language: 'en' | 'ko') {
  const context = await browser.newContext({ viewport: VIEWPORTS[0] })
  await seedSession(context, { language, ...signedIn(who) })
  const page = await context.newPage()
  page.setDefaultTimeout(20_000)
  return { context, page }
}

/** The same screen at both sizes: checked for sideways scrolling and by axe, and captured. */
async function bothSizes(page: Page, name: string) {
  for (const viewport of VIEWPORTS) {
    await resizeTo(page, viewport)
    await noOverflow(page, `${name} ${viewport.name}`)
    expect(await axeProblems(page), `${name} ${viewport.name}`).toEqual([])
    await screenshot(page, `${name}-${viewport.name}`)
  }
  await resizeTo(page, VIEWPORTS[0])
}

const gachaItems = async () =>
  (
    await api<{ items: { kind: string; details: { gachaOid?: string } }[] }>(
      'GET',
      '/account/inventory',
      { token: fan.token },
    )
  ).items.filter((item) => item.kind === 'gacha_item')

const coins = async () =>
  (
    await api<{ balances: { coins: number } }>('GET', '/story-chat/convert/credit', {
      token: fan.token,
    })
  ).balances.coins

beforeAll(async () => {
  product = sharedProduct()
  browser = await workerBrowser()
  const made = await registerAccount(product, `starmaker${STAMP}`, ['creator'])
  await api('POST', '/account/creator/register', {
    token: made.token,
    body: { agreeTerms: true, agreeFeeTerms: true, customUrl: CUSTOM_URL },
  })
  creator = made
  fan = await registerAccount(product, `stargazer${STAMP}`)
  await buyCoins(product, fan, 100)
}, 120_000)

afterAll(async () => {
  await closeContexts(browser)
})

describe('a gacha from the studio to a fan’s pull', () => {
  it('is made in the studio, the chances adding up to exactly 100 %', async () => {
    const { context, page } = await open(creator, 'en')
    const texts = CREATOR.en.creatorGacha
    await page.goto(`${product.url}/studio2/creator/gacha`)
    await page.getByRole('heading', { level: 1, name: texts.title }).waitFor()
    await page.getByText(texts.empty).waitFor()
    await page.getByLabel(texts.name, { exact: true }).fill(TITLE)
    await page.getByLabel(texts.coins).fill('10')
    const rows = page.getByTestId('gacha-item')
    const fill = async (index: number, name: string, rank: string, chance: string) => {
      const row = rows.nth(index)
      await row.getByLabel(texts.itemName).fill(name)
      await row.getByLabel(texts.itemRank).fill(rank)
      await row.getByLabel(texts.itemChance).fill(chance)
    }
    await fill(0, 'Moon shard', 'SSR', '1.5')
    await page.getByTestId('gacha-add-item').click()
    await fill(1, 'Star dust', 'N', '98')
    // 99.5 %: the total says so and saving waits.
    await expect.poll(() => page.getByTestId('gacha-total').textContent()).toContain('99.5%')
    await page.getByTestId('gacha-total').getByText(texts.problem_sum).waitFor()
    expect(await page.getByTestId('gacha-save').isDisabled()).toBe(true)
    await bothSizes(page, 'gacha-studio-form-en')
    await rows.nth(1).getByLabel(texts.itemChance).fill('98.5')
    await page.getByTestId('gacha-total').getByText(texts.totalOk).waitFor()
    await page.getByTestId('gacha-save').click()
    await page.getByText(texts.saved).waitFor()
    const listed = page.getByTestId('studio-gacha')
    await listed.getByText(TITLE).waitFor()
    await listed.getByText(texts['state_on-sale']).waitFor()
    await bothSizes(page, 'gacha-studio-list-en')
    await context.close()

    const korean = await open(creator, 'ko')
    await korean.page.goto(`${product.url}/ko/studio2/creator/gacha`)
    await korean.page
      .getByRole('heading', { level: 1, name: CREATOR.ko.creatorGacha.title })
      .waitFor()
    await korean.page.getByTestId('studio-gacha').getByText(TITLE).waitFor()
    await bothSizes(korean.page, 'gacha-studio-ko')
    await korean.context.close()
  })

  it('is pulled ten times by a fan: charged once, ten items in the inventory once', async () => {
    const { context, page } = await open(fan, 'en')
    const texts = PLAYER.en.channelGacha
    const pulls: string[] = []
    page.on('request', (request) => {
      if (
        request.method() === 'POST' &&
        /\/api\/content\/gacha\/[0-9a-f]{24}\/pull$/.test(request.url())
      )
        pulls.push(request.url())
    })
    await page.goto(`${product.url}/c/${CUSTOM_URL}`)
    await page
      .getByRole('navigation', { name: 'Channel sections' })
      .getByRole('link', { name: PLAYER.en.channel.tab_gacha })
      .click()
    const card = page.getByTestId('channel-gacha')
    await card.getByRole('heading', { name: TITLE }).waitFor()
    // Rarest first, with the chances as declared.
    await expect
      .poll(() => card.getByTestId('gacha-item-view').allTextContents())
      .toEqual(['SSRMoon shard1.5%', 'NStar dust98.5%'])
    await bothSizes(page, 'gacha-channel-en')
    expect(await coins()).toBe(100)
    await page.getByTestId('gacha-pull-10').click()
    const dialog = page.getByRole('dialog', { name: texts.confirmTitle })
    await dialog.getByText(`Pull “${TITLE}” 10 times for 100 coins?`).waitFor()
    await screenshot(page, 'gacha-confirm-en-desktop')
    await dialog.getByTestId('gacha-pull-confirm').click()
    const reveal = page.getByTestId('gacha-reveal')
    await reveal.getByText('You drew 10 items').waitFor()
    await expect.poll(() => reveal.getByTestId('gacha-drawn').count()).toBe(10)
    await bothSizes(page, 'gacha-reveal-en')
    // Exactly one charge and one pull call, whatever the screen did since.
    await page.getByText(/My pulls \(1\)/).click()
    await expect.poll(() => page.getByTestId('gacha-record').count()).toBe(1)
    expect(pulls).toHaveLength(1)
    expect(await coins()).toBe(0)
    expect(await gachaItems()).toHaveLength(10)
    await context.close()

    const korean = await open(fan, 'ko')
    await korean.page.goto(`${product.url}/ko/c/${CUSTOM_URL}?tab=gacha`)
    await korean.page.getByTestId('channel-gacha').getByRole('heading', { name: TITLE }).waitFor()
    await korean.page.getByText(/내 뽑기 기록 \(1\)/).click()
    await korean.page.getByTestId('gacha-record').waitFor()
    await bothSizes(korean.page, 'gacha-channel-ko')
    await korean.context.close()
    expect(pulls).toHaveLength(1)
  })

  it('offers the creator no pull of their own gacha, with the spec’s text', async () => {
    const { context, page } = await open(creator, 'en')
    await page.goto(`${product.url}/c/${CUSTOM_URL}?tab=gacha`)
    await page.getByTestId('gacha-own').getByText(PLAYER.en.channelGacha.own).waitFor()
    expect(await page.getByTestId('gacha-pull-1').count()).toBe(0)
    await context.close()
  })
})
