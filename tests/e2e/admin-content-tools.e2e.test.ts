/**
 * The content tools and the gift-card stock in real Chromium against `npm start`: an admin
 * finds a creator's content by a title word and reads its full record, resends its publish
 * notification once (the follower gets exactly one notification, the audit log one entry),
 * refreshes the hashtag index and finds the content's tag counted, posts partner codes on
 * the gift-card page and sees the item's stock; a creator meets not-found and the calls
 * refuse them. Screens in English and Korean, 1280×800 and 390×844.
 */
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pictureDataUrl } from '../../platform/stories/demo-stories/picture'
import { adminEn } from '../../web/i18n/resources/studio/admin/en'
import { adminKo } from '../../web/i18n/resources/studio/admin/ko'
import { bothSizes, auditCount as countAudit, openAdminPage } from './support/admin-pages'
import { productApi } from './support/api'
import { closeContexts, workerBrowser } from './support/browser'
import { adminLogin, type Login, registerAccount } from './support/people'
import { sharedProduct } from './support/products'
import type { RunningProduct } from './support/server'

let product: RunningProduct
let browser: Browser
let admin: Login
let creator: Login
let follower: Login
let contentOid: string
// Letters only: the search finds a whole word of a title, and the tag is this run's own.
const RUN = Date.now()
  .toString(36)
  .replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)] ?? 'x')
const TITLE = `Lighthouse ${RUN}`
const TAG = `tools${RUN}`

const open = (path: string, language: 'en' | 'ko', who: Login) =>
  openAdminPage(browser, product.url, path, language, who)

const call = <Result>(
  who: Login,
  method: 'GET' | 'POST',
  path: string,
  body?: Record<string, unknown>,
) => productApi<Result>(product.url, method, path, { token: who.token, ...(body ? { body } : {}) })

/** A content published as the studio's content form publishes it (the creator's step). */
async function publishContent() {
  const { contentOid: oid } = await call<{ contentOid: string }>(creator, 'POST', '/content/save', {
    metaData: { title: TITLE },
  })
  const key = `thumbnail/${oid}/cover.png`
  const query = new URLSearchParams({
    key,
    filetype: 'png',
    numParts: '1',
    access: 'public',
    context: 'thumbnail',
    contentOid: oid,
  })
  const { uploadUrls } = await call<{ uploadUrls: string[] }>(
    creator,
    'GET',
    `/upload/url?${query}`,
  )
  const url = uploadUrls[0] as string
  const png = Buffer.from(pictureDataUrl(TITLE, '#2a1e3a').split(',')[1] ?? '', 'base64')
  const put = await fetch(new URL(url, product.url), { method: 'PUT', body: new Uint8Array(png) })
  await call(creator, 'POST', '/upload/multipart/url/done', {
    key,
    url,
    ETag: put.headers.get('etag') ?? '',
  })
  const done = await call<{ url: string | null }>(creator, 'POST', '/upload/multipart/done', {
    key,
  })
  await call(creator, 'POST', '/content', {
    contentOid: oid,
    metaData: {
      title: TITLE,
      description: 'A content for the admin tools.',
      hashtags: [TAG],
      category: 'asmr',
      media: 'none',
      thumbnail: done.url ?? '',
    },
    discountSettings: [],
  })
  return oid
}

const auditCount = (action: string, target: string) =>
  countAudit(product.url, admin, { target }, action)

async function newContentNotices(who: Login) {
  const inbox = await call<{ notifications: { kind: string; data?: { contentOid?: string } }[] }>(
    who,
    'GET',
    '/account/notifications',
  )
  return inbox.notifications.filter(
    (notice) => notice.kind === 'new-content' && notice.data?.contentOid === contentOid,
  ).length
}

async function openTools(language: 'en' | 'ko') {
  const texts = language === 'ko' ? adminKo.admin : adminEn.admin
  const opened = await open('/studio2/admin/event', language, admin)
  await opened.page
    .getByRole('navigation', { name: texts.menu })
    .getByRole('link', { name: texts['page_content-tools'], exact: true })
    .click()
  await opened.page.getByRole('heading', { level: 1, name: texts['title_content-tools'] }).waitFor()
  return opened
}

describe('admin content tools', () => {
  beforeAll(async () => {
    product = sharedProduct()
    browser = await workerBrowser()
    admin = await adminLogin(product)
    creator = await registerAccount(product, `toolsmaker${Date.now() % 100_000}`, ['creator'])
    follower = await registerAccount(product, `toolsfan${Date.now() % 100_000}`)
    await call(creator, 'POST', '/account/creator/register', {
      agreeTerms: true,
      agreeFeeTerms: true,
      customUrl: `tools${RUN}`,
    })
    contentOid = await publishContent()
    await call(follower, 'POST', '/account/follow', { creatorOid: creator.user.oid, follow: true })
  }, 180_000)
  afterAll(async () => {
    await closeContexts(browser)
  })

  it('reads a content’s full record and resends its notification once', async () => {
    const texts = adminEn.admin
    const { page, dialogs } = await openTools('en')
    await page.getByRole('searchbox', { name: texts.tools_search }).fill(RUN)
    await page.getByRole('button', { name: 'Search' }).first().click()
    await page.getByRole('button', { name: `Open “${TITLE}”` }).click()
    await page.getByRole('heading', { name: TITLE }).waitFor()
    const fields = page.getByRole('definition').filter({ hasText: TAG })
    await expect.poll(() => fields.count()).toBeGreaterThanOrEqual(1)
    await bothSizes(page, 'admin-content-tools-record-en', 'content record')
    await page.getByRole('button', { name: texts.tools_resend }).click()
    await page.getByText('Notification resent: 1 person notified.').waitFor()
    expect(dialogs).toEqual([
      `Resend the publish notification of “${TITLE}” to the creator’s subscribers and followers?`,
    ])
    expect(await newContentNotices(follower)).toBe(1)
    expect(await auditCount('content.resend-notification', contentOid)).toBe(1)
  })

  it('refreshes the hashtag index and finds the content’s tag counted', async () => {
    const texts = adminEn.admin
    const before = await auditCount('content.refresh-hashtags', 'all')
    const { page } = await openTools('en')
    await page.getByRole('button', { name: texts.tools_refresh }).click()
    await page.getByText(/^Hashtags refreshed;/).waitFor()
    await page
      .getByRole('definition')
      .filter({ hasText: /^Tags: .* uses: / })
      .first()
      .waitFor()
    await page.getByRole('searchbox', { name: texts.tools_tagSearch }).fill(TAG)
    await page.getByRole('button', { name: 'Search' }).nth(1).click()
    await page.getByRole('rowheader', { name: `#${TAG}` }).waitFor()
    expect(await auditCount('content.refresh-hashtags', 'all')).toBe(before + 1)
    await bothSizes(page, 'admin-content-tools-en', 'content tools')
  })

  it('posts partner codes on the gift-card page and shows the stock', async () => {
    const texts = adminEn.admin
    const { page } = await open('/studio2/admin/content-tools', 'en', admin)
    await page
      .getByRole('navigation', { name: texts.menu })
      .getByRole('link', { name: texts.page_dlsite, exact: true })
      .click()
    await page.getByRole('heading', { level: 1, name: texts.title_dlsite }).waitFor()
    const before = await call<{ items: { itemName: string; inStock: number }[] }>(
      admin,
      'GET',
      '/content/dl-giftcard/admin/stock',
    )
    const stocked = before.items.find((row) => row.itemName === 'dlsite-10000')?.inStock ?? 0
    await page.getByLabel(texts.gcItem, { exact: true }).selectOption('dlsite-10000')
    const codes = [1, 2, 3].map((n) => `DL${RUN.toUpperCase()}-${n}`)
    await page.getByLabel(texts.gcPostCodes).fill(codes.join('\n'))
    await page.getByRole('button', { name: texts.gcPost }).click()
    await page.getByText(`3 codes posted to dlsite-10000. In stock now: ${stocked + 3}.`).waitFor()
    await page.getByText(`In stock: ${stocked + 3} ·`, { exact: false }).waitFor()
    // The same codes again: refused with the first one's line, nothing posted.
    await page.getByLabel(texts.gcPostCodes).fill(codes.join('\n'))
    await page.getByRole('button', { name: texts.gcPost }).click()
    await page.getByText(`The code ${codes[0]} (line 1) was already posted.`).waitFor()
    expect(await auditCount('payments.gift-card-codes', 'dlsite-10000')).toBeGreaterThanOrEqual(1)
    await bothSizes(page, 'admin-gift-card-stock-en', 'gift-card stock')
  })

  it('shows the same pages in Korean', async () => {
    const texts = adminKo.admin
    const { page } = await openTools('ko')
    await page.getByRole('heading', { name: texts.tools_hashtags }).waitFor()
    await bothSizes(page, 'admin-content-tools-ko', 'content tools in Korean')
    await page.getByRole('searchbox', { name: texts.tools_search }).fill(RUN)
    await page.getByRole('button', { name: '검색' }).first().click()
    await page.getByRole('button', { name: `“${TITLE}” 열기` }).click()
    await page.getByRole('heading', { name: TITLE }).waitFor()
    await bothSizes(page, 'admin-content-tools-record-ko', 'content record in Korean')
    const gift = await open('/studio2/admin/dlsite', 'ko', admin)
    await gift.page.getByRole('heading', { name: texts.gcPostTitle }).waitFor()
    await bothSizes(gift.page, 'admin-gift-card-stock-ko', 'gift-card stock in Korean')
  })

  it('is not found for a creator, and the calls refuse them', async () => {
    const { page } = await open('/studio2/admin/content-tools', 'en', creator)
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor()
    await expect(
      call(creator, 'GET', `/content/admin/content-data?contentOid=${contentOid}`),
    ).rejects.toThrow(/403/)
    await expect(
      call(creator, 'POST', '/content/admin/resend-notification', {
        contentOid,
        requestId: `creator-${RUN}`,
      }),
    ).rejects.toThrow(/403/)
    await expect(call(creator, 'POST', '/content/admin/hashtags/refresh', {})).rejects.toThrow(
      /403/,
    )
    await expect(
      call(creator, 'POST', '/content/dl-giftcard/admin/codes', {
        itemName: 'dlsite-10000',
        codes: 'CREATOR-CODE',
      }),
    ).rejects.toThrow(/403/)
    expect(await newContentNotices(follower)).toBe(1)
  })
})
