/**
 * File contents in real Chromium against `npm start`: a creator posts a file from the
 * channel's Files tab (uploaded through the uploads client), a fan buys it after a
 * confirmation and downloads it (charged once, the bytes the creator sent), another fan
 * opens one with a file coupon from their inventory; an admin recommends it on
 * `recommendfilecontents` (audited). Screens in en and ko at 1280×800 and 390×844.
 */
import { readFile } from 'node:fs/promises'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { playerEn } from '../../web/i18n/resources/player/en'
import { playerKo } from '../../web/i18n/resources/player/ko'
import { adminEn } from '../../web/i18n/resources/studio/admin/en'
import { adminKo } from '../../web/i18n/resources/studio/admin/ko'
import { adminLiveEn } from '../../web/i18n/resources/studio/admin-live/en'
import { bothSizes as adminSizes, auditActions, openAdminPage } from './support/admin-pages'
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
import { sharedProduct } from './support/products'
import { screenshot } from './support/screenshots'
import type { RunningProduct } from './support/server'

const STAMP = Date.now() % 100_000
const CUSTOM_URL = `brushes-${STAMP}`
const TITLE = `Brush pack ${STAMP}`
const SECOND = `Sketch pages ${STAMP}`
const BYTES = Buffer.from(`PK brush pack ${STAMP} `.repeat(200))
const EN = playerEn.channelFiles
const FORM = playerEn.fileForm

let product: RunningProduct
let browser: Browser
let creator: Login
let fan: Login
let couponFan: Login
let admin: Login

const api = <Result>(
  method: 'GET' | 'POST',
  path: string,
  options: { token?: string; body?: Record<string, unknown> } = {},
) => productApi<Result>(product.url, method, path, options)

const coins = async (who: Login) =>
  (
    await api<{ balances: { coins: number } }>('GET', '/story-chat/convert/credit', {
      token: who.token,
    })
  ).balances.coins

async function open(who: Login, language: 'en' | 'ko') {
  const context = await browser.newContext({ viewport: VIEWPORTS[0], acceptDownloads: true })
  await seedSession(context, { language, ...signedIn(who) })
  const page = await context.newPage()
  page.setDefaultTimeout(30_000)
  page.on('pageerror', (error) => console.log('PAGEERROR', error.message))
  await page.goto(`${product.url}${language === 'ko' ? '/ko' : ''}/c/${CUSTOM_URL}?tab=files`)
  await page.getByTestId('channel-files').waitFor()
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

const row = (page: Page, title: string) =>
  page.getByTestId('file-row').filter({ has: page.getByRole('heading', { name: title }) })

/** The signed download the Download button starts, read from disk. */
async function download(page: Page, title: string) {
  const started = page.waitForEvent('download')
  await row(page, title).getByTestId('file-download').click()
  const file = await started
  return { name: file.suggestedFilename(), bytes: await readFile((await file.path()) as string) }
}

/** A file coupon in the inventory, as a QR event gives one (admin's event, the fan's code). */
async function giveFileCoupon(who: Login) {
  const now = Date.now()
  const { event } = await api<{ event: { eventOid: string } }>('POST', '/content/admin/events', {
    token: admin.token,
    body: {
      title: `Files ${STAMP}`,
      rewardKind: 'file_coupon',
      rewardCoins: null,
      capacity: 5,
      startsAt: new Date(now - 60_000).toISOString(),
      endsAt: new Date(now + 86_400_000).toISOString(),
    },
  })
  const { code } = await api<{ code: { code: string } }>('POST', '/content/admin/events/codes', {
    token: admin.token,
    body: { eventOid: event.eventOid, label: 'files' },
  })
  await api('POST', '/account/qr-event', { token: who.token, body: { qrEvent: code.code } })
}

beforeAll(async () => {
  product = sharedProduct()
  browser = await workerBrowser()
  admin = await adminLogin(product)
  creator = await registerAccount(product, `filemaker${STAMP}`, ['creator'])
  await api('POST', '/account/creator/register', {
    token: creator.token,
    body: { agreeTerms: true, agreeFeeTerms: true, customUrl: CUSTOM_URL },
  })
  fan = await registerAccount(product, `filefan${STAMP}`)
  couponFan = await registerAccount(product, `filecoupon${STAMP}`)
  await buyCoins(product, fan, 100)
  await giveFileCoupon(couponFan)
}, 180_000)

afterAll(async () => {
  await closeContexts(browser)
})

describe('file contents from the creator’s upload to a fan’s download', () => {
  it('is posted by the creator on the Files tab', async () => {
    const { context, page } = await open(creator, 'en')
    await page.getByText(EN.emptyMine).waitFor()
    await bothSizes(page, 'files-creator-empty-en')
    for (const [title, price] of [
      [TITLE, '10'],
      [SECOND, '10'],
    ] as const) {
      await page
        .getByLabel(FORM.file, { exact: true })
        .setInputFiles({ name: `${title}.zip`, mimeType: 'application/zip', buffer: BYTES })
      await page.getByLabel(FORM.title, { exact: true }).fill(title)
      await page.getByLabel(FORM.price).fill(price)
      await page.getByRole('button', { name: FORM.post }).click()
      await page.getByText(FORM.posted).waitFor()
      await row(page, title).waitFor()
    }
    await row(page, TITLE).getByRole('button', { name: EN.pin }).click()
    await row(page, TITLE).getByText(EN.pinned).waitFor()
    await expect
      .poll(async () => page.getByTestId('file-row').first().getByRole('heading').textContent())
      .toContain(TITLE)
    await bothSizes(page, 'files-creator-en')
    await context.close()
    const korean = await open(creator, 'ko')
    await row(korean.page, TITLE).getByText(playerKo.channelFiles.pinned).waitFor()
    await bothSizes(korean.page, 'files-creator-ko')
    await korean.context.close()
  })

  it('is bought by a fan after a confirmation, charged once, and downloaded', async () => {
    const { context, page } = await open(fan, 'en')
    const buys: string[] = []
    page.on('request', (request) => {
      if (
        request.method() === 'POST' &&
        /\/file-content\/[0-9a-f]{24}\/purchase$/.test(request.url())
      )
        buys.push(request.url())
    })
    const file = row(page, TITLE)
    await file.getByRole('button', { name: EN.buy.replace('{{price}}', '10') }).waitFor()
    await bothSizes(page, 'files-fan-locked-en')
    expect(await coins(fan)).toBe(100)
    await file.getByTestId('file-buy').click()
    const dialog = page.getByRole('dialog', { name: EN.buyTitle })
    await dialog.getByText(`Buy “${TITLE}” for 10 coins.`, { exact: false }).waitFor()
    await screenshot(page, 'files-buy-confirm-en-desktop')
    await dialog.getByTestId('file-buy-confirm').click()
    await page.getByText(EN.bought).waitFor()
    await file.getByText(EN.open_purchased).waitFor()
    const got = await download(page, TITLE)
    expect(got.name).toBe(`${TITLE}.zip`)
    expect(got.bytes.equals(BYTES)).toBe(true)
    // A second download charges nothing: one purchase call, 10 coins, whatever the screen did.
    await download(page, TITLE)
    expect(buys).toHaveLength(1)
    expect(await coins(fan)).toBe(90)
    await bothSizes(page, 'files-fan-bought-en')
    await context.close()
    const korean = await open(fan, 'ko')
    await row(korean.page, TITLE).getByText(playerKo.channelFiles.open_purchased).waitFor()
    await bothSizes(korean.page, 'files-fan-ko')
    await korean.context.close()
    expect(await coins(fan)).toBe(90)
  })

  it('is opened by another fan with a file coupon, no coins charged', async () => {
    const { context, page } = await open(couponFan, 'en')
    const file = row(page, SECOND)
    await file.getByTestId('file-coupon').click()
    const dialog = page.getByRole('dialog', { name: EN.couponTitle })
    await dialog.getByLabel(EN.couponPick).waitFor()
    await screenshot(page, 'files-coupon-en-desktop')
    await dialog.getByTestId('file-coupon-confirm').click()
    await page.getByText(EN.couponUsed).waitFor()
    await file.getByText(EN.open_coupon).waitFor()
    const got = await download(page, SECOND)
    expect(got.bytes.equals(BYTES)).toBe(true)
    const inventory = await api<{ items: { kind: string; used: boolean }[] }>(
      'GET',
      '/account/inventory',
      { token: couponFan.token },
    )
    expect(inventory.items.filter((item) => item.kind === 'file_coupon')).toEqual([
      expect.objectContaining({ used: true }),
    ])
    expect(await coins(couponFan)).toBe(0)
    // The first file stays locked to them: the coupon opened one file.
    await row(page, TITLE).getByTestId('file-buy').waitFor()
    await context.close()
  })

  it('is recommended by an admin on recommendfilecontents, audited', async () => {
    const texts = adminEn.admin
    const { page } = await openAdminPage(
      browser,
      product.url,
      '/studio2/admin/recommendfilecontents',
      'en',
      admin,
    )
    await page.getByRole('heading', { level: 1, name: texts.title_recommendfilecontents }).waitFor()
    await page.getByRole('searchbox', { name: texts.rf_search }).fill(String(STAMP))
    await page.getByRole('button', { name: adminLiveEn.adminLive.search }).click()
    const found = page.getByTestId('file-found').filter({ hasText: TITLE })
    await found.getByRole('button', { name: texts.rf_add }).click()
    await page.getByText(texts.rf_added).waitFor()
    await page.getByTestId('file-rec').filter({ hasText: TITLE }).waitFor()
    await adminSizes(page, 'files-admin-recommend-en', 'recommended files')
    const listed = await api<{ files: { fileOid: string; title: string }[] }>(
      'GET',
      '/content/file-contents/recommended',
    )
    const recommended = listed.files.find((item) => item.title === TITLE)
    expect(recommended).toBeTruthy()
    expect(await auditActions(product.url, admin, recommended?.fileOid as string)).toContain(
      'file-recommendation.add',
    )
    const korean = await openAdminPage(
      browser,
      product.url,
      '/studio2/admin/recommendfilecontents',
      'ko',
      admin,
    )
    await korean.page
      .getByRole('heading', { level: 1, name: adminKo.admin.title_recommendfilecontents })
      .waitFor()
    await korean.page.getByTestId('file-rec').filter({ hasText: TITLE }).waitFor()
    await adminSizes(korean.page, 'files-admin-recommend-ko', 'recommended files ko')
  })
})
