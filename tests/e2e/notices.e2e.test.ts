/**
 * Site notices through the screens in Chromium: an admin writes a popup notice for everyone
 * and a Korean one on the admin area's Notices page; a visitor sees the popup once a visit,
 * hides it for 24 hours, and reads both notices on My Page → Notice in Korean; an edit and a
 * delete reach readers and are audited once each. A product of its own: a popup would cover
 * every other file's pages. English and Korean, 1280×800 and 390×844.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { accountKo } from '../../web/i18n/resources/player/account/ko'
import { adminPeopleKo } from '../../web/i18n/resources/studio/admin/people/ko'
import { auditActions, bothSizes, openAdminPage } from './support/admin-pages'
import { closeContexts, seedSession, workerBrowser } from './support/browser'
import { adminLogin, type Login, noOverflow, resizeTo, VIEWPORTS } from './support/people'
import { screenshot } from './support/screenshots'
import { type RunningProduct, startProduct } from './support/server'

let product: RunningProduct
let browser: Browser
let admin: Login

const POPUP_TITLE = 'Maintenance on Sunday'
const POPUP_BODY =
  'Taleloom rests for one hour on Sunday at 02:00 UTC.\nChats in progress are kept.'
const KOREAN_TITLE = '한국어 독자 이벤트'

beforeAll(async () => {
  product = await startProduct()
  browser = await workerBrowser()
  admin = await adminLogin(product)
}, 180_000)

afterAll(async () => {
  await closeContexts(browser)
  await product?.stop()
})

async function visitor(
  language: 'en' | 'ko' = 'en',
  viewport: { width: number; height: number } = VIEWPORTS[0],
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    locale: language === 'ko' ? 'ko-KR' : 'en-US',
    viewport,
  })
  await seedSession(context, { language })
  const page = await context.newPage()
  page.setDefaultTimeout(20_000)
  return { context, page }
}

async function publish(
  page: Page,
  title: string,
  body: string,
  options: { korean?: boolean; popup?: boolean },
) {
  await page.getByLabel('Title', { exact: true }).fill(title)
  await page.getByLabel('Notice', { exact: true }).fill(body)
  if (options.korean) await page.getByLabel('Shown to readers of').selectOption('ko')
  if (options.popup) await page.getByLabel('Also show it as a popup').check()
  await page.getByRole('button', { name: 'Publish notice' }).click()
  await page.getByText('The notice is published.').waitFor()
}

const noticeOid = async (title: string) => {
  const response = await fetch(
    `${product.url}/api/account/admin/notices?q=${encodeURIComponent(title)}`,
    {
      headers: { authorization: `Bearer ${admin.token}` },
    },
  )
  const page = (await response.json()) as { notices: { oid: string; title: string }[] }
  return page.notices.find((notice) => notice.title === title)?.oid ?? ''
}

describe('site notices', () => {
  it('are written by an admin and shown as a popup once a visit until hidden for a day', async () => {
    const { page } = await openAdminPage(
      browser,
      product.url,
      '/studio2/admin/notices',
      'en',
      admin,
    )
    await page.getByRole('heading', { name: 'Site notices' }).waitFor()
    await publish(page, POPUP_TITLE, POPUP_BODY, { popup: true })
    await publish(page, KOREAN_TITLE, '이번 주 한국어 독자를 위한 이벤트가 열립니다.', {
      korean: true,
    })
    const rows = page.getByTestId('admin-notice')
    await expect.poll(() => rows.count()).toBe(2)
    expect(await rows.first().textContent()).toContain(KOREAN_TITLE)
    await bothSizes(page, 'admin-notices-en', 'admin notices page')
    await page.context().close()

    // A visitor: the popup on the first page, not again after closing it this visit.
    const { context, page: reader } = await visitor()
    await reader.goto(product.url)
    const popup = reader.getByRole('dialog', { name: POPUP_TITLE })
    await popup.getByTestId('notice-popup').getByText('Chats in progress are kept.').waitFor()
    await screenshot(reader, 'notice-popup-desktop-en')
    await popup
      .getByRole('button', { name: 'Close', exact: true })
      .and(popup.getByText('Close'))
      .click()
    await popup.waitFor({ state: 'detached' })
    await reader.goto(`${product.url}/mypage/notice`)
    await reader.getByRole('heading', { name: 'Notice' }).waitFor()
    expect(await reader.getByRole('dialog').count()).toBe(0)
    const list = reader.getByTestId('notice-list')
    expect(await list.locator('li').allInnerTexts()).toEqual([expect.stringContaining(POPUP_TITLE)])
    await list.getByText(POPUP_TITLE).click()
    await list.getByText('Chats in progress are kept.').waitFor()
    await screenshot(reader, 'notices-page-desktop-en')
    await context.close()

    // Another visitor hides it for 24 hours: a new visit on this device does not show it.
    const second = await visitor()
    await second.page.goto(product.url)
    const again = second.page.getByRole('dialog', { name: POPUP_TITLE })
    await again.getByLabel('Don’t show for 24 hours').check()
    await again
      .getByRole('button', { name: 'Close', exact: true })
      .and(again.getByText('Close'))
      .click()
    await again.waitFor({ state: 'detached' })
    const nextVisit = await second.context.newPage()
    await nextVisit.goto(product.url)
    await nextVisit.locator('.story-grid').first().waitFor()
    expect(await nextVisit.getByRole('dialog').count()).toBe(0)
    await second.context.close()
  })

  it('reads in Korean on a phone, with the Korean notice first', async () => {
    const { context, page } = await visitor('ko', VIEWPORTS[1])
    await page.goto(`${product.url}/ko`)
    const texts = accountKo.notices
    const popup = page.getByRole('dialog', { name: POPUP_TITLE })
    await popup.getByLabel(texts.hideToday).waitFor()
    await noOverflow(page, 'notice popup, phone, Korean')
    await screenshot(page, 'notice-popup-phone-ko')
    await popup
      .getByRole('button', { name: texts.close, exact: true })
      .and(popup.getByText(texts.close))
      .click()
    await page.goto(`${product.url}/ko/mypage/notice`)
    await page.getByRole('heading', { name: texts.title }).waitFor()
    const titles = await page
      .getByTestId('notice-list')
      .locator('.notice-item-title')
      .allInnerTexts()
    expect(titles).toEqual([KOREAN_TITLE, POPUP_TITLE])
    await noOverflow(page, 'notices page, phone, Korean')
    await screenshot(page, 'notices-page-phone-ko')
    await resizeTo(page, VIEWPORTS[0])
    await screenshot(page, 'notices-page-desktop-ko')
    await context.close()

    const { page: adminPage } = await openAdminPage(
      browser,
      product.url,
      '/studio2/admin/notices',
      'ko',
      admin,
    )
    await adminPage.getByRole('heading', { name: adminPeopleKo.title_notices }).waitFor()
    await bothSizes(adminPage, 'admin-notices-ko', 'admin notices page, Korean')
    await adminPage.context().close()
  })

  it('reaches readers with an edit and a delete, each audited once', async () => {
    const oid = await noticeOid(KOREAN_TITLE)
    const { page } = await openAdminPage(
      browser,
      product.url,
      '/studio2/admin/notices',
      'en',
      admin,
    )
    const row = page.getByTestId('admin-notice').filter({ hasText: KOREAN_TITLE })
    await row.getByRole('button', { name: 'Edit' }).click()
    await page.getByLabel('Title', { exact: true }).fill(`${KOREAN_TITLE} (연장)`)
    await page.getByRole('button', { name: 'Save changes' }).click()
    await page.getByText('The notice is saved.').waitFor()
    const edited = page.getByTestId('admin-notice').filter({ hasText: `${KOREAN_TITLE} (연장)` })
    await edited.getByRole('button', { name: 'Delete' }).click()
    await page.getByText('The notice is deleted.').waitFor()
    await expect.poll(() => page.getByTestId('admin-notice').count()).toBe(1)
    await page.context().close()
    expect(await auditActions(product.url, admin, oid)).toEqual([
      'notice.delete',
      'notice.edit',
      'notice.create',
    ])

    const { context, page: reader } = await visitor('ko')
    await reader.goto(`${product.url}/ko/mypage/notice`)
    await reader.getByTestId('notice-list').locator('li').first().waitFor()
    expect(
      await reader.getByTestId('notice-list').locator('.notice-item-title').allInnerTexts(),
    ).toEqual([POPUP_TITLE])
    await context.close()
  })
})
