/**
 * The Content group's discovery pages in real Chromium against `npm start`: an admin adds a
 * search category of one hashtag through the screens and publishes it after confirming; a
 * player's search screen offers it as a chip that searches the hashtag. The admin uploads a
 * banner's picture, saves the banner and publishes it after confirming; a player in its
 * country sees it on Home and clicks it once, and banner-count shows one impression and one
 * click however often the player came back. Each change is in the audit log once; the setting
 * page's back link returns to the page it came from; a creator meets not-found. Screens in
 * English and Korean, 1280×800 and 390×844.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pictureDataUrl } from '../../platform/stories/demo-stories/picture'
import { adminEn } from '../../web/i18n/resources/studio/admin/en'
import { adminKo } from '../../web/i18n/resources/studio/admin/ko'
import { bothSizes, openAdminPage, auditActions as readAuditActions } from './support/admin-pages'
import { productApi } from './support/api'
import { closeContexts, workerBrowser } from './support/browser'
import { adminLogin, type Login, registerAccount } from './support/people'
import { sharedProduct } from './support/products'
import { screenshot } from './support/screenshots'
import type { RunningProduct } from './support/server'

let product: RunningProduct
let browser: Browser
let admin: Login
let member: Login
let outsider: Login
// A country no other file reads banners for: the shared product's home stays as it was elsewhere.
const COUNTRY = 'ZY'
const RUN = Date.now()
  .toString(36)
  .replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)] ?? 'x')
const TAG = `lantern${RUN}`
const CATEGORY = `Moods ${RUN}`
const BANNER = `Spring ${RUN}`

const open = (path: string, language: 'en' | 'ko', who: Login) =>
  openAdminPage(browser, product.url, path, language, who, {
    headers: { 'cf-ipcountry': COUNTRY },
    // The machine running the suite may be busy: pages get a minute.
    timeout: 60_000,
  })

const auditActions = (target: string) => readAuditActions(product.url, admin, target)

const categoryRow = (page: Page, texts: typeof adminEn.admin) =>
  page
    .getByRole('list', { name: texts.disc_categories })
    .getByRole('listitem')
    .filter({ hasText: CATEGORY })
    .first()

describe('admin content discovery', () => {
  let componentOid = ''
  let bannerOid = ''

  beforeAll(async () => {
    product = sharedProduct()
    browser = await workerBrowser()
    admin = await adminLogin(product)
    member = await registerAccount(product, `discmember${Date.now() % 100_000}`)
    outsider = await registerAccount(product, `discoutsider${Date.now() % 100_000}`, ['creator'])
  }, 120_000)
  afterAll(async () => {
    await closeContexts(browser)
  })

  it('publishes a search category that the search screen offers as a chip', async () => {
    const texts = adminEn.admin
    const { page, dialogs } = await open('/studio2/admin/search-category', 'en', admin)
    await page.getByRole('heading', { level: 1, name: texts['title_search-category'] }).waitFor()
    await page.getByRole('button', { name: texts.disc_new }).click()
    for (const language of ['en', 'ko', 'jp', 'es'] as const)
      await page
        .getByLabel(texts.disc_titleIn.replace('{{language}}', texts[`language_${language}`]))
        .fill(language === 'en' ? CATEGORY : `${CATEGORY} ${language}`)
    await page.getByRole('textbox', { name: texts.disc_tags }).fill(`#${TAG}`)
    await page.getByRole('button', { name: texts.disc_save }).click()
    await page.getByText(texts.disc_saved).waitFor()
    await expect
      .poll(() => categoryRow(page, texts).textContent())
      .toContain(texts.disc_unpublished)
    await page.getByRole('button', { name: texts.disc_publish }).click()
    await page.getByText(texts.disc_publishedNow).waitFor()
    expect(dialogs).toEqual([texts.disc_publishConfirm])
    await expect.poll(() => categoryRow(page, texts).textContent()).toContain(texts.disc_live)
    componentOid = (await categoryRow(page, texts).getAttribute('data-component')) ?? ''
    await bothSizes(page, 'admin-search-category-en', 'search categories')

    // The setting page, and its back link to where it was opened from.
    await categoryRow(page, texts)
      .getByRole('link', { name: new RegExp(texts.disc_settings) })
      .click()
    await page
      .getByRole('heading', { level: 1, name: texts['title_search-category-setting'] })
      .waitFor()
    expect(new URL(page.url()).searchParams.get('pp')).toBe('/studio2/admin/search-category')
    await bothSizes(page, 'admin-search-category-setting-en', 'search category setting')
    await page.getByRole('link', { name: texts.disc_back }).click()
    await page.getByRole('heading', { level: 1, name: texts['title_search-category'] }).waitFor()
    expect(await auditActions(componentOid)).toEqual(['search-category.save'])

    const search = (await open('/search', 'en', member)).page
    const categories = search.getByRole('region', { name: 'Search by category' })
    await categories.getByRole('heading', { name: CATEGORY }).waitFor()
    await categories.getByRole('button', { name: `#${TAG}` }).click()
    await expect.poll(() => new URL(search.url()).searchParams.get('tags')).toBe(TAG)
    await screenshot(search, 'player-search-categories-en-desktop')
  })

  it('publishes an uploaded banner that a player sees and clicks, counted once', async () => {
    const texts = adminEn.admin
    const { page, dialogs } = await open('/studio2/admin/banner-manager', 'en', admin)
    await page.getByRole('heading', { level: 1, name: texts['title_banner-manager'] }).waitFor()
    await page.getByRole('button', { name: texts.ban_new }).click()
    await page.getByRole('textbox', { name: texts.ban_title, exact: true }).fill(BANNER)
    const png = Buffer.from(pictureDataUrl(BANNER, '#27405e').split(',')[1] ?? '', 'base64')
    await page
      .getByLabel(texts.ban_image, { exact: true })
      .setInputFiles({ name: 'spring.png', mimeType: 'image/png', buffer: png })
    await page.getByText(texts.ban_uploaded).waitFor()
    await page.getByLabel(texts.ban_link, { exact: true }).fill(`/search?tags=${TAG}`)
    await page.getByLabel(texts.ban_countries, { exact: true }).fill(COUNTRY)
    await bothSizes(page, 'admin-banner-editor-en', 'banner editor')
    await page.getByRole('button', { name: texts.ban_save }).click()
    await page.getByText(texts.ban_saved).waitFor()
    const row = page.getByRole('list', { name: texts.ban_list }).getByRole('listitem').filter({
      hasText: BANNER,
    })
    await row.getByRole('button', { name: new RegExp(`^${texts.ban_publish}`) }).click()
    await page.getByText(texts.ban_publishedNow.replace('{{title}}', BANNER)).waitFor()
    expect(dialogs).toEqual([texts.ban_publishConfirm.replace('{{title}}', BANNER)])
    bannerOid = (await row.getAttribute('data-banner')) ?? ''
    await bothSizes(page, 'admin-banner-manager-en', 'banner manager')
    expect(await auditActions(bannerOid)).toEqual(['banner.publish', 'banner.save'])

    const home = (await open('/', 'en', member)).page
    const banner = home
      .getByRole('region', { name: 'Featured' })
      .getByRole('link', { name: BANNER })
    await banner.waitFor()
    // The uploaded picture is what players see.
    await expect
      .poll(() =>
        banner.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
      )
      .toBeGreaterThan(0)
    await screenshot(home, 'player-home-banner-en-desktop')
    await home.reload()
    await banner.click()
    await expect.poll(() => new URL(home.url()).searchParams.get('tags')).toBe(TAG)
    await home.goBack()
    await banner.waitFor()

    const counts = (await open('/studio2/admin/banner-count', 'en', admin)).page
    const counted = counts.locator(`tr[data-banner="${bannerOid}"]`)
    await expect
      .poll(() => counted.locator('td').allTextContents())
      .toEqual([texts['ban_place_home-top'], '1', '1'])
    await bothSizes(counts, 'admin-banner-count-en', 'banner counts')
  })

  it('reads in Korean, and removes the category and the banner after confirming', async () => {
    const texts = adminKo.admin
    const categories = await open('/studio2/admin/search-category', 'ko', admin)
    await categories.page
      .getByRole('heading', { level: 1, name: texts['title_search-category'] })
      .waitFor()
    await bothSizes(categories.page, 'admin-search-category-ko', 'search categories in Korean')
    await categoryRow(categories.page, texts)
      .getByRole('button', { name: new RegExp(texts.disc_remove) })
      .click()
    await categories.page.getByText(texts.disc_removed).waitFor()
    expect(categories.dialogs).toHaveLength(1)
    expect(await auditActions(componentOid)).toEqual([
      'search-category.delete',
      'search-category.save',
    ])

    const banners = await open('/studio2/admin/banner-manager', 'ko', admin)
    await banners.page
      .getByRole('heading', { level: 1, name: texts['title_banner-manager'] })
      .waitFor()
    await bothSizes(banners.page, 'admin-banner-manager-ko', 'banner manager in Korean')
    await banners.page
      .locator(`[data-banner="${bannerOid}"]`)
      .getByRole('button', { name: new RegExp(texts.ban_remove) })
      .click()
    await banners.page.getByText(texts.ban_removed.replace('{{title}}', BANNER)).waitFor()
    expect(await auditActions(bannerOid)).toEqual([
      'banner.delete',
      'banner.publish',
      'banner.save',
    ])

    const creatorBanners = (await open('/studio2/admin/creator-banner', 'ko', admin)).page
    await creatorBanners
      .getByRole('heading', { level: 1, name: texts['title_creator-banner'] })
      .waitFor()
    await bothSizes(creatorBanners, 'admin-creator-banner-ko', 'creator banners in Korean')
    const counts = (await open('/studio2/admin/banner-count', 'ko', admin)).page
    await counts.getByRole('heading', { level: 1, name: texts['title_banner-count'] }).waitFor()
    await bothSizes(counts, 'admin-banner-count-ko', 'banner counts in Korean')
  })

  it('is not found for a creator, and the calls refuse them', async () => {
    const { page } = await open('/studio2/admin/banner-manager', 'en', outsider)
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor()
    expect(await page.getByRole('navigation', { name: adminEn.admin.menu }).count()).toBe(0)
    await expect(
      productApi(product.url, 'GET', '/content/admin/banners?kind=platform', {
        token: outsider.token,
      }),
    ).rejects.toThrow(/403/)
    await expect(
      productApi(product.url, 'GET', '/content/admin/search-components', { token: outsider.token }),
    ).rejects.toThrow(/403/)
  })
})
