/**
 * The Content group's curation pages in real Chromium against `npm start`: an admin makes the
 * home page of one country, with a section of two contents found by title and put in order,
 * saves it and publishes it after confirming; a player in that country finds the section on
 * Home in that order; the admin deletes the page after confirming, and each change is in the
 * audit log once. A creator meets not-found. Screens in English and Korean, 1280×800 and 390×844.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pictureDataUrl } from '../../platform/stories/demo-stories/picture'
import { adminEn } from '../../web/i18n/resources/studio/admin/en'
import { adminKo } from '../../web/i18n/resources/studio/admin/ko'
import { bothSizes, openAdminPage, auditActions as readAuditActions } from './support/admin-pages'
import { productApi } from './support/api'
import { closeContexts, workerBrowser } from './support/browser'
import { adminLogin, type Login, registerAccount, VIEWPORTS } from './support/people'
import { sharedProduct } from './support/products'
import { screenshot } from './support/screenshots'
import type { RunningProduct } from './support/server'

let product: RunningProduct
let browser: Browser
let admin: Login
let creator: Login
let member: Login
let outsider: Login
// A country no other file reads pages for: the shared product's home stays as it was elsewhere.
const COUNTRY = 'ZZ'
// Letters only: the search finds a whole word of a title.
const RUN = Date.now()
  .toString(36)
  .replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)] ?? 'x')
const TITLES = [`Lanterns ${RUN}`, `Harbour ${RUN}`]

const open = (path: string, language: 'en' | 'ko', who: Login, viewport = VIEWPORTS[0]) =>
  openAdminPage(browser, product.url, path, language, who, {
    viewport,
    headers: { 'cf-ipcountry': COUNTRY },
  })

/** A content published as the studio's content form publishes it (the creator's step, not the admin's). */
async function publishContent(title: string) {
  const call = <Result>(method: 'GET' | 'POST', path: string, body?: Record<string, unknown>) =>
    productApi<Result>(product.url, method, path, {
      token: creator.token,
      ...(body ? { body } : {}),
    })
  const { contentOid } = await call<{ contentOid: string }>('POST', '/content/save', {
    metaData: { title },
  })
  const key = `thumbnail/${contentOid}/cover.png`
  const query = new URLSearchParams({
    key,
    filetype: 'png',
    numParts: '1',
    access: 'public',
    context: 'thumbnail',
    contentOid,
  })
  const { uploadUrls } = await call<{ uploadUrls: string[] }>('GET', `/upload/url?${query}`)
  const url = uploadUrls[0] as string
  const png = Buffer.from(pictureDataUrl(title, '#1e3a2a').split(',')[1] ?? '', 'base64')
  const put = await fetch(new URL(url, product.url), { method: 'PUT', body: new Uint8Array(png) })
  await call('POST', '/upload/multipart/url/done', {
    key,
    url,
    ETag: put.headers.get('etag') ?? '',
  })
  const done = await call<{ url: string | null }>('POST', '/upload/multipart/done', { key })
  await call('POST', '/content', {
    contentOid,
    metaData: {
      title,
      description: 'Curated in a test.',
      hashtags: ['curated'],
      category: 'asmr',
      media: 'none',
      thumbnail: done.url ?? '',
    },
    discountSettings: [],
  })
  return contentOid
}

const auditActions = (target: string) => readAuditActions(product.url, admin, target)

/** Finds a content by its title in a section's search and adds it. */
async function addContent(page: Page, texts: typeof adminEn.admin, title: string) {
  await page.getByRole('searchbox', { name: texts.cur_find }).fill(RUN)
  await page.getByRole('button', { name: 'Search' }).click()
  await page
    .getByRole('list', { name: texts.cur_found })
    .getByRole('listitem')
    .filter({ hasText: title })
    .getByRole('button', { name: texts.cur_add })
    .click()
}

describe('admin content curation', () => {
  let pageOid = ''

  beforeAll(async () => {
    product = sharedProduct()
    browser = await workerBrowser()
    admin = await adminLogin(product)
    creator = await registerAccount(product, `curcreator${Date.now() % 100_000}`, ['creator'])
    member = await registerAccount(product, `curmember${Date.now() % 100_000}`)
    outsider = await registerAccount(product, `curoutsider${Date.now() % 100_000}`, ['creator'])
    for (const title of TITLES) await publishContent(title)
    const found = await productApi<{ contents: { title: string }[] }>(
      product.url,
      'GET',
      `/content/search?keywords=${RUN}`,
      { token: admin.token },
    )
    expect(found.contents.map((hit) => hit.title).sort()).toEqual([...TITLES].sort())
  }, 180_000)
  afterAll(async () => {
    await closeContexts(browser)
  })

  it("publishes a country's home page that its players then see, each change logged once", async () => {
    const texts = adminEn.admin
    const { page, dialogs } = await open('/studio2/admin/page-curation', 'en', admin)
    await page.getByRole('heading', { level: 1, name: texts['title_page-curation'] }).waitFor()
    await page.getByRole('button', { name: texts.cur_newPage }).click()
    await page.getByLabel(texts.cur_title).fill(`Home for ${COUNTRY}`)
    await page.getByLabel(texts.cur_address).fill('home')
    await page.getByLabel(texts.cur_country).fill(COUNTRY)
    await page.getByRole('button', { name: texts.cur_addSection }).click()
    for (const language of ['en', 'ko', 'jp', 'es'] as const)
      await page.getByLabel(texts[`cur_titleIn_${language}`]).fill(`Quiet nights ${language}`)
    for (const title of TITLES) await addContent(page, texts, title)
    const contents = page.getByRole('list', { name: 'Contents of section 1' })
    // The second found goes first.
    await contents.getByRole('listitem').nth(1).getByRole('button', { name: texts.cur_up }).click()
    await expect
      .poll(() => contents.getByRole('listitem').allTextContents())
      .toEqual([
        expect.stringContaining(TITLES[1] as string),
        expect.stringContaining(TITLES[0] as string),
      ])
    await page.getByRole('button', { name: texts.cur_save }).click()
    await page.getByText(texts.cur_saved).waitFor()
    await bothSizes(page, 'admin-curation-editor-en', 'curation editor')
    await page.getByRole('button', { name: texts.cur_publish }).click()
    await page.getByText(texts.cur_publishedNow).waitFor()
    expect(dialogs).toEqual([
      `Publish “Home for ${COUNTRY}”? Players see its sections from now on (a cached copy for up to 30 minutes).`,
    ])

    await page.getByRole('button', { name: texts.cur_back }).click()
    const row = page
      .getByRole('list', { name: texts.cur_pages })
      .locator(`[data-page="home/${COUNTRY}"]`)
    await expect.poll(() => row.textContent()).toContain(texts.cur_live)
    await bothSizes(page, 'admin-curation-list-en', 'curated pages')
    pageOid =
      (
        await productApi<{ pages: { pageOid: string; country: string }[] }>(
          product.url,
          'GET',
          '/content/curated-pages?q=home',
          { token: admin.token },
        )
      ).pages.find((one) => one.country === COUNTRY)?.pageOid ?? ''
    expect(await auditActions(pageOid)).toEqual(['curation.page-publish', 'curation.page-save'])

    const home = (await open('/', 'en', member)).page
    const section = home.getByRole('region', { name: 'Quiet nights en' })
    await expect
      .poll(() => section.locator('.story-card-link').allTextContents())
      .toEqual([
        expect.stringContaining(TITLES[1] as string),
        expect.stringContaining(TITLES[0] as string),
      ])
    await screenshot(home, 'player-home-curated-en-desktop')
  })

  it('is read in Korean and deleted after confirming, logged once', async () => {
    const texts = adminKo.admin
    const { page, dialogs } = await open('/studio2/admin/page-curation', 'ko', admin)
    await page.getByRole('heading', { level: 1, name: texts['title_page-curation'] }).waitFor()
    const row = page
      .getByRole('list', { name: texts.cur_pages })
      .locator(`[data-page="home/${COUNTRY}"]`)
    await bothSizes(page, 'admin-curation-list-ko', 'curated pages in Korean')
    await row.getByRole('button', { name: new RegExp(texts.cur_edit) }).click()
    await page.getByLabel(texts.cur_titleIn_ko).waitFor()
    await bothSizes(page, 'admin-curation-editor-ko', 'curation editor in Korean')
    await page.getByRole('button', { name: texts.cur_delete }).click()
    await page.getByRole('button', { name: texts.cur_newPage }).waitFor()
    expect(dialogs).toHaveLength(1)
    await expect.poll(() => row.count()).toBe(0)
    expect(await auditActions(pageOid)).toEqual([
      'curation.page-delete',
      'curation.page-publish',
      'curation.page-save',
    ])
  })

  it('is not found for a creator, and the calls refuse them', async () => {
    const { page } = await open('/studio2/admin/page-curation', 'en', outsider)
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor()
    expect(await page.getByRole('navigation', { name: adminEn.admin.menu }).count()).toBe(0)
    await expect(
      productApi(product.url, 'GET', '/content/curated-pages', { token: outsider.token }),
    ).rejects.toThrow(/403/)
  })
})
