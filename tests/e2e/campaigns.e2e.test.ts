/**
 * Campaigns in real Chromium against `npm start`, on a product of this file's own (its clock
 * is moved past the campaign's end by starting it again on the same data): a creator starts a
 * campaign in the studio, a fan contributes on the channel's Campaigns tab after a
 * confirmation (charged once, one call), the clock passes the end, and the creator is paid
 * once; an admin reads it on the campaign revenue page. Screens in en and ko at 1280×800 and
 * 390×844.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { creatorEn } from '../../web/i18n/resources/creator/en'
import { creatorKo } from '../../web/i18n/resources/creator/ko'
import { playerEn } from '../../web/i18n/resources/player/en'
import { playerKo } from '../../web/i18n/resources/player/ko'
import { adminEn } from '../../web/i18n/resources/studio/admin/en'
import { adminKo } from '../../web/i18n/resources/studio/admin/ko'
import { bothSizes as adminBothSizes, openAdminPage } from './support/admin-pages'
import { productApi } from './support/api'
import { closeContexts, seedSession, signedIn, workerBrowser } from './support/browser'
import {
  adminLogin,
  buyCoins,
  type Login,
  noOverflow,
  registerAccount,
  resizeTo,
  VIEWPORTS,
} from './support/people'
import { screenshot } from './support/screenshots'
import { type RunningProduct, startProduct } from './support/server'

const STAMP = Date.now() % 100_000
const CUSTOM_URL = `fundme-${STAMP}`
const TITLE = 'Second season'
const DAY = 86_400_000
const FEE_PERCENT = 20
/** Sessions outlive the month the clock jumps (they last 30 days by default). */
const ENV = { TALELOOM_SESSION_DAYS: '90' }

let dataDir = ''
let product: RunningProduct
let browser: Browser
let creator: Login
let fan: Login
let campaignOid = ''

const api = <Result>(path: string, token?: string) =>
  productApi<Result>(product.url, 'GET', path, token ? { token } : {})

async function open(who: Login, language: 'en' | 'ko', path: string) {
  const context = await browser.newContext({
    viewport: VIEWPORTS[0],
    locale: language === 'ko' ? 'ko-KR' : 'en-US',
  })
  await seedSession(context, { language, ...signedIn(who) })
  const page = await context.newPage()
  page.setDefaultTimeout(30_000)
  page.on('dialog', (dialog) => void dialog.accept())
  await page.goto(`${product.url}${language === 'ko' ? '/ko' : ''}${path}`)
  return { context, page }
}

/** The same screen at both sizes: checked for sideways scrolling and captured. */
async function bothSizes(page: Page, name: string) {
  for (const viewport of VIEWPORTS) {
    await resizeTo(page, viewport)
    await noOverflow(page, `${name} ${viewport.name}`)
    await screenshot(page, `${name}-${viewport.name}`)
  }
  await resizeTo(page, VIEWPORTS[0])
}

const balances = async (who: Login) =>
  (
    await api<{ balances: { coins: number; earnings: number } }>(
      '/story-chat/convert/credit',
      who.token,
    )
  ).balances

beforeAll(async () => {
  browser = await workerBrowser()
  dataDir = mkdtempSync(join(tmpdir(), 'taleloom-e2e-campaigns-'))
  product = await startProduct({ dataDir, env: ENV })
  creator = await registerAccount(product, `fundmaker${STAMP}`, ['creator'])
  await productApi(product.url, 'POST', '/account/creator/register', {
    token: creator.token,
    body: { agreeTerms: true, agreeFeeTerms: true, customUrl: CUSTOM_URL },
  })
  fan = await registerAccount(product, `fundfan${STAMP}`)
  await buyCoins(product, fan, 100)
}, 300_000)

afterAll(async () => {
  await closeContexts(browser)
  await product?.stop()
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

describe('a campaign from the studio to the creator’s payout', () => {
  it('is started in the creator studio', async () => {
    const texts = creatorEn.creatorCampaigns
    const { context, page } = await open(creator, 'en', '/studio2/creator/campaigns')
    await page.getByRole('heading', { level: 1, name: texts.title }).waitFor()
    await page.getByText(texts.empty).waitFor()
    await page.getByTestId('campaign-title').fill(TITLE)
    await page.getByTestId('campaign-description').fill('Help us record the second season.')
    await page.getByTestId('campaign-goal').fill('50')
    await page.getByRole('button', { name: texts.addReward }).click()
    await page.getByLabel(texts.rewardTitle, { exact: true }).fill('Thank-you card')
    await page.getByLabel(texts.rewardCoins, { exact: true }).fill('10')
    await bothSizes(page, 'campaign-studio-form-en')
    await page.getByTestId('campaign-save').click()
    await page.getByText(texts.saved).waitFor()
    const row = page.getByTestId('studio-campaign')
    await row.getByText(TITLE).waitFor()
    await row.getByTestId('studio-campaign-state').getByText(texts.state_running).waitFor()
    await bothSizes(page, 'campaign-studio-list-en')
    await context.close()
    const list = await api<{ campaigns: { campaignOid: string }[] }>(
      `/content/campaign?creatorOid=${creator.user.oid}`,
    )
    expect(list.campaigns).toHaveLength(1)
    campaignOid = list.campaigns[0]?.campaignOid ?? ''

    const korean = await open(creator, 'ko', '/studio2/creator/campaigns')
    await korean.page
      .getByRole('heading', { level: 1, name: creatorKo.creatorCampaigns.title })
      .waitFor()
    await korean.page.getByTestId('studio-campaign').getByText(TITLE).waitFor()
    await bothSizes(korean.page, 'campaign-studio-ko')
    await korean.context.close()
  })

  it('takes a fan’s contribution once, after a confirmation', async () => {
    const texts = playerEn.campaigns
    const calls: string[] = []
    const { context, page } = await open(fan, 'en', `/c/${CUSTOM_URL}`)
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/content/campaign/state'))
        calls.push(request.url())
    })
    await page
      .getByRole('navigation', { name: 'Channel sections' })
      .getByRole('link', { name: playerEn.channel.tab_campaigns })
      .click()
    const card = page.getByTestId('campaign')
    await card.getByRole('heading', { name: TITLE }).waitFor()
    await card.getByText('0 of 50 coins').waitFor()
    await card.getByTestId('campaign-left').waitFor()
    await bothSizes(page, 'campaign-channel-en')
    await card.getByTestId('campaign-contribute').click()
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel(texts.coins).fill('60')
    await dialog.getByTestId('campaign-next').click()
    await dialog.getByTestId('campaign-confirm-text').waitFor()
    await bothSizes(page, 'campaign-confirm-en')
    await dialog.getByTestId('campaign-confirm').click()
    await page
      .getByTestId('campaign-notice')
      .getByText(texts.done.replace('{{coins}}', '60'))
      .waitFor()
    await card.getByText('60 of 50 coins').waitFor()
    await card.getByTestId('campaign-mine').waitFor()
    await card.getByText(texts.contributorsTitle, { exact: true }).click()
    await expect.poll(() => card.getByTestId('campaign-contributor').count()).toBe(1)
    await bothSizes(page, 'campaign-contributed-en')
    expect(calls).toHaveLength(1)
    expect((await balances(fan)).coins).toBe(40)
    await context.close()

    const korean = await open(fan, 'ko', `/c/${CUSTOM_URL}?tab=campaigns`)
    await korean.page.getByTestId('campaign').getByRole('heading', { name: TITLE }).waitFor()
    await korean.page.getByText(playerKo.campaigns.mine.replace('{{coins}}', '60')).waitFor()
    await bothSizes(korean.page, 'campaign-channel-ko')
    await korean.context.close()
    expect(calls).toHaveLength(1)
    expect((await balances(fan)).coins).toBe(40)
  })

  it('pays the creator once when the clock passes the end', async () => {
    await product.stop()
    const later = new Date(Date.now() + 31 * DAY).toISOString()
    product = await startProduct({ dataDir, env: { ...ENV, TALELOOM_CLOCK_START: later } })
    const { campaign } = await api<{ campaign: { state: string; settledAt: string | null } }>(
      `/content/campaign?campaignOid=${campaignOid}`,
    )
    expect(campaign.state).toBe('succeeded')
    expect(campaign.settledAt).not.toBeNull()
    const share = 60 - Math.floor((60 * FEE_PERCENT) / 100)
    expect((await balances(creator)).earnings).toBe(share)
    expect((await balances(fan)).coins).toBe(40)

    const { context, page } = await open(fan, 'en', `/c/${CUSTOM_URL}?tab=campaigns`)
    const card = page.getByTestId('campaign')
    await card.getByTestId('campaign-state').getByText(playerEn.campaigns.state_succeeded).waitFor()
    await card.getByTestId('campaign-outcome').getByText(playerEn.campaigns.paidOut).waitFor()
    // The title opens the campaign on its own, with the way back to the list.
    await card.getByRole('link', { name: TITLE }).click()
    await page.getByRole('link', { name: playerEn.campaigns.all }).waitFor()
    await expect.poll(() => page.url()).toContain(`campaign=${campaignOid}`)
    await page.getByTestId('campaign').getByTestId('campaign-outcome').waitFor()
    await bothSizes(page, 'campaign-funded-en')
    await context.close()
    // Read again after the server's own sweep has had its start: still paid once.
    expect((await balances(creator)).earnings).toBe(share)
  })

  it('shows on the admin campaign revenue page', async () => {
    const admin = await adminLogin(product)
    const texts = adminEn.admin
    const { page } = await openAdminPage(
      browser,
      product.url,
      '/studio2/admin/campaign-revenue',
      'en',
      admin,
    )
    await page.getByRole('heading', { level: 1, name: texts['title_campaign-revenue'] }).waitFor()
    await page.getByTestId('campaign-totals').waitFor()
    await page.getByLabel(texts.campRevSearch).fill(creator.user.oid)
    await page.getByLabel(texts.campRevSearch).press('Enter')
    const row = page.getByTestId('campaign-revenue-row')
    await expect.poll(() => row.count()).toBe(1)
    await row.getByText(TITLE).waitFor()
    await row.getByText('48 to the creator · 12 fee').waitFor()
    await adminBothSizes(page, 'campaign-revenue-en', 'campaign revenue')
    await page.context().close()

    const korean = await openAdminPage(
      browser,
      product.url,
      '/studio2/admin/campaign-revenue',
      'ko',
      admin,
    )
    await korean.page
      .getByRole('heading', { level: 1, name: adminKo.admin['title_campaign-revenue'] })
      .waitFor()
    await korean.page.getByTestId('campaign-revenue-row').first().waitFor()
    await adminBothSizes(korean.page, 'campaign-revenue-ko', 'campaign revenue in Korean')
    await korean.page.context().close()
  })
})
