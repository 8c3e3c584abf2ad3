/**
 * The admin area's Live and Machinery pages in real Chromium against `npm start`: an admin
 * finds a creator connected to the Discord bot by nickname on Discord members and opens
 * their members; reads the encoding completions the catalog never took; opening and
 * searching these pages writes nothing to the audit log; reads the live ingests and where a
 * WebRTC ingest would plug in (none runs). A creator meets not-found. Screens
 * in English and Korean, 1280×800 and 390×844.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
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
// A server id of this file's own: the shared product's other files link none like it.
const GUILD = `3${String(Date.now()).padStart(17, '0')}`

const open = (path: string, language: 'en' | 'ko', who: Login) =>
  openAdminPage(browser, product.url, path, language, who)

/** How many audit log entries name this file's creator (other files share the admin). */
const auditCount = () => countAudit(product.url, admin, { target: creator.user.oid })

async function findCreator(page: Page, texts: typeof adminEn.admin, button: string) {
  await page
    .getByRole('searchbox', { name: texts.discordCreatorSearch })
    .fill(creator.user.nickname ?? '')
  await page.getByRole('button', { name: button }).click()
  const creators = page.getByRole('list', { name: texts.discordCreators })
  const row = creators.getByRole('listitem').filter({ hasText: GUILD })
  await expect.poll(() => creators.getByRole('listitem').count()).toBe(1)
  return row
}

describe('admin live and machinery pages', () => {
  beforeAll(async () => {
    product = sharedProduct()
    browser = await workerBrowser()
    admin = await adminLogin(product)
    creator = await registerAccount(product, `discordadm${Date.now() % 100_000}`, ['creator'])
    // The creator's own step in their studio: linking their Discord server.
    await productApi(product.url, 'POST', '/discord/modify', {
      token: creator.token,
      body: { creatorOid: creator.user.oid, discordId: GUILD },
    })
  }, 120_000)
  afterAll(async () => {
    await closeContexts(browser)
  })

  it('finds a creator connected to the bot and opens their members, logging nothing', async () => {
    const texts = adminEn.admin
    const before = await auditCount()
    const { page } = await open('/studio2/admin', 'en', admin)
    await page
      .getByRole('navigation', { name: texts.menu })
      .getByRole('link', { name: texts['page_manage-discord'], exact: true })
      .click()
    await page.getByRole('heading', { level: 1, name: texts['title_manage-discord'] }).waitFor()
    const row = await findCreator(page, texts, 'Search')
    await row.getByText(creator.user.nickname ?? '', { exact: true }).waitFor()
    await row.getByRole('button', { name: texts.discordShowMembers }).click()
    await page
      .getByRole('heading', { name: `Members of ${creator.user.nickname}'s server` })
      .waitFor()
    await page.getByText(texts.discordNoMembers).waitFor()
    await bothSizes(page, 'admin-discord-en', 'Discord members on a phone')
    expect(await auditCount()).toBe(before)
  })

  it('reads the encoding completions not received, logging nothing', async () => {
    const texts = adminEn.admin
    const before = await auditCount()
    const { page } = await open('/studio2/admin', 'en', admin)
    await page
      .getByRole('navigation', { name: texts.menu })
      .getByRole('link', { name: texts['page_encoding-callback-resender'], exact: true })
      .click()
    await page
      .getByRole('heading', { level: 1, name: texts['title_encoding-callback-resender'] })
      .waitFor()
    await page.getByRole('searchbox', { name: texts.callbackSearch }).fill(creator.user.oid)
    await page.getByRole('button', { name: 'Search' }).click()
    await page.getByText(texts.callbackNone).waitFor()
    await bothSizes(page, 'admin-callbacks-en', 'encoding callbacks on a phone')
    expect(await auditCount()).toBe(before)
  })

  it('lists the live ingests and states where WebRTC would plug in, with no stream', async () => {
    const texts = adminEn.admin
    const { page } = await open('/studio2/admin', 'en', admin)
    await page
      .getByRole('navigation', { name: texts.menu })
      .getByRole('link', { name: texts['page_rtc-livestream'], exact: true })
      .click()
    const ingests = page.getByRole('list', { name: texts.rtcIngests })
    await expect.poll(() => ingests.getByRole('listitem').count()).toBe(3)
    const rtc = ingests.getByRole('listitem').filter({ hasText: texts.rtcKind_rtc })
    await rtc.getByText(texts.rtcNotBuilt).waitFor()
    await rtc.getByText('WebRTC · 0 on air now · 0 started in the last 30 days').waitFor()
    await page.getByRole('heading', { name: texts.rtcPlugTitle }).waitFor()
    await bothSizes(page, 'admin-rtc-en', 'RTC ingest on a phone')
  })

  it('raises the site cache version once, after confirming', async () => {
    const texts = adminEn.admin
    const versions = () => countAudit(product.url, admin, { q: 'cache.version' }, 'cache.version')
    const before = await versions()
    const { page, dialogs } = await open('/studio2/admin', 'en', admin)
    await page
      .getByRole('navigation', { name: texts.menu })
      .getByRole('link', { name: texts.page_servercache, exact: true })
      .click()
    await page.getByText(texts.cacheRuleUsers.replace('{{minutes}}', '20')).waitFor()
    await page.getByRole('button', { name: texts.cacheBump }).click()
    await page.getByText(/^The site's cache version is now \d+\.$/).waitFor()
    expect(dialogs).toHaveLength(1)
    expect(await versions()).toBe(before + 1)
    await bothSizes(page, 'admin-cache-en', 'server cache on a phone')
  })

  it('shows the pages in Korean', async () => {
    const texts = adminKo.admin
    const { page } = await open('/studio2/admin/manage-discord', 'ko', admin)
    await page.getByRole('heading', { level: 1, name: texts['title_manage-discord'] }).waitFor()
    await findCreator(page, texts, '검색')
    await bothSizes(page, 'admin-discord-ko', 'Discord members in Korean on a phone')
    await page
      .getByRole('navigation', { name: texts.menu })
      .getByRole('link', { name: texts['page_encoding-callback-resender'], exact: true })
      .click()
    await page.getByText(texts.callbackNone).waitFor()
    await bothSizes(page, 'admin-callbacks-ko', 'encoding callbacks in Korean on a phone')
    await page
      .getByRole('navigation', { name: texts.menu })
      .getByRole('link', { name: texts['page_rtc-livestream'], exact: true })
      .click()
    await page.getByText(texts.rtcNotBuilt).waitFor()
    await bothSizes(page, 'admin-rtc-ko', 'RTC ingest in Korean on a phone')
    await page
      .getByRole('navigation', { name: texts.menu })
      .getByRole('link', { name: texts.page_servercache, exact: true })
      .click()
    await page.getByRole('button', { name: texts.cacheBump }).waitFor()
    await bothSizes(page, 'admin-cache-ko', 'server cache in Korean on a phone')
  })

  it('is not found for a creator', async () => {
    for (const path of [
      'manage-discord',
      'encoding-callback-resender',
      'rtc-livestream',
      'servercache',
    ]) {
      const { page } = await open(`/studio2/admin/${path}`, 'en', creator)
      await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor()
      expect(await page.getByRole('navigation', { name: adminEn.admin.menu }).count()).toBe(0)
    }
    await expect(
      productApi(product.url, 'GET', '/discord/admin/creators', { token: creator.token }),
    ).rejects.toThrow(/403/)
  })
})
