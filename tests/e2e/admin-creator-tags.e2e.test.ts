/**
 * Creator tags on the admin's Creator role page in Chromium (docs/ADMIN.md): an admin gives a
 * creator the cherry-picker tag after confirming (written to the audit log once), adds and
 * removes another in Korean; the creator then sees the cherry-picker notice once. Screens in
 * English and Korean, 1280×800 and 390×844.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminEn } from '../../web/i18n/resources/studio/admin/en'
import { adminKo } from '../../web/i18n/resources/studio/admin/ko'
import { adminLiveEn } from '../../web/i18n/resources/studio/admin-live/en'
import { adminLiveKo } from '../../web/i18n/resources/studio/admin-live/ko'
import { auditActions, bothSizes, openAdminPage } from './support/admin-pages'
import { closeContexts, workerBrowser } from './support/browser'
import { adminLogin, type Login, registerAccount } from './support/people'
import { openPlayerPage } from './support/player-pages'
import { sharedProduct } from './support/products'
import type { RunningProduct } from './support/server'

const stamp = Date.now().toString(36).slice(-5)
let product: RunningProduct
let browser: Browser

beforeAll(async () => {
  product = sharedProduct()
  browser = await workerBrowser()
}, 120_000)
afterAll(async () => {
  await closeContexts(browser)
})

/** Finds the account with the page's finder and opens its card. */
async function choose(page: Page, texts: typeof adminEn.admin, search: string, name: string) {
  await page.getByRole('searchbox', { name: texts.userSearch }).fill(name)
  await page.getByRole('button', { name: search }).click()
  await page
    .getByRole('list', { name: texts.usersFound })
    .getByRole('button', { name: texts.choose })
    .first()
    .click()
  await page.getByRole('heading', { level: 2, name }).waitFor()
}

describe('creator tags on the Creator role page', () => {
  it('gives a creator the cherry-picker tag, and the creator sees the notice once', async () => {
    const admin = await adminLogin(product)
    const creator = await registerAccount(product, `tagged${stamp}`, ['creator'])
    const name = creator.user.nickname ?? ''
    const en = adminEn.admin
    const { page, dialogs } = await openAdminPage(
      browser,
      product.url,
      '/studio2/admin/creator',
      'en',
      admin,
    )
    await choose(page, en, adminLiveEn.adminLive.search, name)
    await page.getByText(en.creatorTagsNone).waitFor()
    await page.getByLabel(en.creatorTagsNew).fill('cherry-picker')
    await page.getByRole('button', { name: en.creatorTagsAdd }).click()
    await page.getByText(`${name} has the tag cherry-picker now.`).waitFor()
    expect(dialogs).toEqual([`Give ${name} the tag cherry-picker?`])
    const held = page.getByRole('list', { name: `Tags of ${name}` })
    await held.getByText('cherry-picker', { exact: true }).waitFor()
    await bothSizes(page, 'admin-creator-tags-en', 'creator tags')

    const ko = await openAdminPage(browser, product.url, '/studio2/admin/creator', 'ko', admin)
    const texts = adminKo.admin
    await choose(ko.page, texts, adminLiveKo.adminLive.search, name)
    await ko.page.getByLabel(texts.creatorTagsNew).fill('Launch-Team')
    await ko.page.getByRole('button', { name: texts.creatorTagsAdd }).click()
    await ko.page.getByRole('button', { name: 'launch-team 태그 삭제' }).click()
    await ko.page.getByText(`${name}의 launch-team 태그를 삭제했습니다.`).waitFor()
    expect(ko.dialogs).toEqual([
      `${name}에게 launch-team 태그를 줄까요?`,
      `${name}의 launch-team 태그를 삭제할까요?`,
    ])
    await bothSizes(ko.page, 'admin-creator-tags-ko', 'creator tags in Korean')
    const actions = await auditActions(product.url, admin as Login, creator.user.oid)
    // The creator role the account was made with is logged too (`account.roles`).
    expect(actions.filter((action) => action.includes('creator-tag')).sort()).toEqual([
      'account.creator-tag-add',
      'account.creator-tag-add',
      'account.creator-tag-remove',
    ])

    const shown = await openPlayerPage(browser, product.url, '/', { login: creator })
    const notice = shown.getByRole('dialog', { name: 'You are a Cherry Picker creator' })
    await notice.getByRole('button', { name: 'Got it' }).first().click()
    await notice.waitFor({ state: 'hidden' })
    const again = await openPlayerPage(browser, product.url, '/', { login: creator })
    await again.getByRole('banner').waitFor()
    await again.waitForLoadState('networkidle')
    expect(await again.getByText('You are a Cherry Picker creator').count()).toBe(0)
  })
})
