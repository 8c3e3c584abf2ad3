/**
 * The admin area in real Chromium against `npm start`: an admin finds the menu's groups,
 * writes two versions of a system prompt on its page (each saved once, after confirming),
 * compares the first with the one in use line by line and makes it live again, then reads
 * those three changes, and only those, in the audit log, with who made them. A creator who
 * opens the area meets not-found. Screens in English and Korean, 1280×800 and 390×844.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminEn } from '../../web/i18n/resources/studio/admin/en'
import { adminKo } from '../../web/i18n/resources/studio/admin/ko'
import { auditActions, auditEntries, bothSizes, openAdminPage } from './support/admin-pages'
import { productApi } from './support/api'
import { closeContexts, workerBrowser } from './support/browser'
import {
  adminLogin,
  type Login,
  noOverflow,
  registerAccount,
  resizeTo,
  VIEWPORTS,
} from './support/people'
import { sharedProduct } from './support/products'
import { screenshot } from './support/screenshots'
import type { RunningProduct } from './support/server'

let product: RunningProduct
let browser: Browser
let admin: Login
let creator: Login
let member: Login
// A prompt type and language no other file's turns read: the shared product's prompts are the site's.
const PROMPT = { type: 'game-master', language: 'es' } as const

const open = (path: string, language: 'en' | 'ko', who: Login, viewport = VIEWPORTS[0]) =>
  openAdminPage(browser, product.url, path, language, who, {
    viewport,
    // A prompt (a refund's reason) is answered as an admin would.
    promptAnswer: 'Granted by mistake',
  })

async function choosePrompt(page: Page, texts: typeof adminEn.admin) {
  await page.getByLabel(texts.promptType).selectOption(PROMPT.type)
  await page.getByLabel(texts.promptLanguage).selectOption(PROMPT.language)
}

/** Finds an account by its nickname with the page's search and chooses the first found. */
async function chooseAccount(
  page: Page,
  texts: typeof adminEn.admin,
  who: Login,
  searchLabel: string,
) {
  await page.getByRole('searchbox', { name: texts.userSearch }).fill(who.user.nickname ?? '')
  await page.getByRole('button', { name: searchLabel }).click()
  await page
    .getByRole('list', { name: texts.usersFound })
    .getByRole('button', { name: texts.choose })
    .first()
    .click()
}

describe('admin area', () => {
  beforeAll(async () => {
    product = sharedProduct()
    browser = await workerBrowser()
    admin = await adminLogin(product)
    creator = await registerAccount(product, `adminarea${Date.now() % 100_000}`, ['creator'])
    member = await registerAccount(product, `adminmember${Date.now() % 100_000}`)
  }, 120_000)
  afterAll(async () => {
    await closeContexts(browser)
  })

  it('writes prompt versions, compares one and makes it live again, each change logged once', async () => {
    const texts = adminEn.admin
    const { page, dialogs } = await open('/studio2/admin', 'en', admin)
    const menu = page.getByRole('navigation', { name: texts.menu })
    for (const group of [texts.group_storyChat, texts.group_live, texts.group_machinery])
      await expect.poll(() => menu.getByRole('heading', { name: group }).count()).toBe(1)
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe(texts['title_system-prompts'])
    await choosePrompt(page, texts)
    const editor = page.getByRole('textbox', { name: /In use/ })
    const first = `Narra como director de juego.\nDescribe el lugar.\nPregunta qué hace el grupo. ${Date.now()}`
    await editor.fill(first)
    await page.getByRole('button', { name: texts.promptSave }).click()
    const firstVersion = await page.getByText(/^Version \d+ saved and in use\.$/).textContent()
    const v1 = Number(firstVersion?.match(/\d+/)?.[0])
    await editor.fill(first.replace('Describe el lugar.', 'Describe el lugar con un detalle.'))
    await page.getByRole('button', { name: texts.promptSave }).click()
    await page.getByText(`Version ${v1 + 1} saved and in use.`).waitFor()
    expect(dialogs).toEqual([texts.promptSaveConfirm, texts.promptSaveConfirm])

    const older = page
      .getByRole('listitem')
      .filter({ hasText: `Version ${v1}` })
      .filter({ hasNot: page.getByText(texts.promptInUse, { exact: true }) })
    await older.getByRole('button', { name: texts.promptCompare }).click()
    const diff = page.getByRole('list', { name: texts.promptDiff })
    await expect.poll(() => diff.getByText('removed:', { exact: false }).count()).toBe(1)
    await expect.poll(() => diff.getByText('added:', { exact: false }).count()).toBe(1)
    await screenshot(page, 'admin-prompts-en-desktop')
    await older.getByRole('button', { name: texts.promptActivate }).click()
    await page.getByText(`Version ${v1} is in use again.`).waitFor()
    expect(dialogs).toHaveLength(3)
    // The versions are read again after the answer: the editor follows once they arrive.
    await expect.poll(() => editor.inputValue()).toBe(first)
    await noOverflow(page, 'system prompts')
    await resizeTo(page, VIEWPORTS[1])
    await noOverflow(page, 'system prompts on a phone')
    await screenshot(page, 'admin-prompts-en-phone')

    await resizeTo(page, VIEWPORTS[0])
    await menu.getByRole('link', { name: texts['page_audit-log'], exact: true }).click()
    await page.getByRole('searchbox', { name: texts.auditSearch }).fill('system-prompts')
    await page.getByRole('button', { name: 'Search' }).click()
    const log = page.getByRole('list', { name: texts['title_audit-log'] })
    // The admin's entries as the page lists them, read in one pass (the list is replaced when the search answers).
    const mine = () =>
      log.evaluate((list) =>
        [...list.querySelectorAll('li')]
          .filter((item) => item.textContent?.includes('by Admin'))
          .map((item) => item.querySelector('.admin-audit-action')?.textContent ?? ''),
      )
    // Newest first: the activation, then the two saves; nothing else this test did is a change.
    // Polled as one: until the search answers, the list is the unsearched one.
    await expect
      .poll(async () => {
        const actions = await mine()
        return actions.every((action) => action.startsWith('system-prompt.'))
          ? actions.slice(0, 3)
          : actions
      })
      .toEqual(['system-prompt.activate', 'system-prompt.save', 'system-prompt.save'])
    await log.getByRole('listitem').first().getByText(texts.auditChange).click()
    await screenshot(page, 'admin-audit-en-desktop')
    await resizeTo(page, VIEWPORTS[1])
    await noOverflow(page, 'audit log on a phone')
    await screenshot(page, 'admin-audit-en-phone')
  })

  it('grants bonus coins to a found account once, after confirming', async () => {
    const texts = adminEn.admin
    const balance = async () =>
      (
        await productApi<{ balances: { bonusCoins: number } }>(
          product.url,
          'GET',
          '/story-chat/convert/credit',
          { token: creator.token },
        )
      ).balances.bonusCoins
    const before = await balance()
    const { page, dialogs } = await open('/studio2/admin', 'en', admin)
    await page
      .getByRole('navigation', { name: texts.menu })
      .getByRole('link', { name: texts.page_bonuscoins, exact: true })
      .click()
    await page.getByRole('searchbox', { name: texts.userSearch }).fill(creator.user.nickname ?? '')
    await page.getByRole('button', { name: 'Search' }).click()
    const found = page.getByRole('list', { name: texts.usersFound })
    await found
      .getByRole('listitem')
      .filter({ hasText: creator.user.nickname ?? '' })
      .getByRole('button', { name: texts.choose })
      .click()
    await page.getByLabel(texts.bonusCoins, { exact: true }).fill('40')
    await page.getByLabel(texts.bonusReason).fill('Thanks for the bug report')
    await screenshot(page, 'admin-bonus-en-desktop')
    await page.getByRole('button', { name: texts.bonusGrant }).click()
    await page
      .getByText(new RegExp(`^40 bonus coins granted to ${creator.user.nickname}\\.`))
      .waitFor()
    expect(dialogs).toEqual([`Grant 40 bonus coins to ${creator.user.nickname}?`])
    expect(await balance()).toBe(before + 40)
    await resizeTo(page, VIEWPORTS[1])
    await noOverflow(page, 'bonus coins on a phone')
    await screenshot(page, 'admin-bonus-en-phone')
    const entries = await auditEntries(product.url, admin, { target: creator.user.oid })
    expect(entries.filter((entry) => entry.action === 'wallet.bonus-coins')).toEqual([
      expect.objectContaining({ reason: 'Thanks for the bug report' }),
    ])

    // The grant was a mistake: refunded once from the account's coin history.
    await resizeTo(page, VIEWPORTS[0])
    await page
      .getByRole('navigation', { name: texts.menu })
      .getByRole('link', { name: texts.page_users, exact: true })
      .click()
    await page.getByRole('searchbox', { name: texts.userSearch }).fill(creator.user.nickname ?? '')
    await page.getByRole('button', { name: 'Search' }).click()
    await page
      .getByRole('list', { name: texts.usersFound })
      .getByRole('button', { name: texts.choose })
      .first()
      .click()
    const history = page.getByRole('list', { name: texts.coinHistory })
    await history
      .getByRole('listitem')
      .filter({ hasText: '+40 bonus coins' })
      .getByRole('button', { name: texts.refund })
      .click()
    await page.getByText('The bonus movement was refunded.').waitFor()
    expect(dialogs.at(-1)).toContain('Refund this bonus movement?')
    expect(await balance()).toBe(before)
    await expect
      .poll(() => history.getByRole('listitem').filter({ hasText: '−40 bonus coins' }).count())
      .toBe(1)
  })

  it('issues a chat coupon once and withdraws it after confirming', async () => {
    const texts = adminEn.admin
    const code = `E2E-${Date.now().toString(36).toUpperCase()}`
    const { page, dialogs } = await open('/studio2/admin/chat-coupons', 'en', admin)
    await page.getByLabel(texts.couponCode).fill(code)
    await page.getByLabel(texts.couponChats).fill('3')
    await page.getByLabel(texts.couponMax).fill('2')
    await page.getByLabel(texts.couponNote).fill('Autumn newsletter')
    await page.getByRole('button', { name: texts.couponCreate }).click()
    await page.getByText(`Coupon ${code} created.`).waitFor()
    const item = page
      .getByRole('list', { name: texts.couponList })
      .getByRole('listitem')
      .filter({ hasText: code })
    await expect
      .poll(() => item.textContent())
      .toContain('3 chats each · entered 0 of 2 times · 0 of 0 chats used · Autumn newsletter')
    await screenshot(page, 'admin-coupons-en-desktop')
    await resizeTo(page, VIEWPORTS[1])
    await noOverflow(page, 'chat coupons on a phone')
    await screenshot(page, 'admin-coupons-en-phone')
    await item.getByRole('button', { name: texts.couponDelete }).click()
    await page.getByText(`Coupon ${code} withdrawn.`).waitFor()
    expect(dialogs).toEqual([`Withdraw coupon ${code}? Nobody can enter it afterwards.`])
    await expect.poll(() => item.count()).toBe(0)
    await page.getByLabel(texts.couponWithDeleted).check()
    await expect.poll(() => item.getByText(texts.couponWithdrawn).count()).toBe(1)
    const all = await productApi<{ coupons: { code: string; deletedAt: string | null }[] }>(
      product.url,
      'GET',
      '/story-chat/chat-coupons?includeDeleted=true',
      { token: admin.token },
    )
    expect(all.coupons.filter((coupon) => coupon.code === code)).toHaveLength(1)
  })

  it('gives a member a role, suspends them (signed out at once) and lifts it, each after confirming', async () => {
    const texts = adminEn.admin
    const name = member.user.nickname ?? ''
    const { page, dialogs } = await open('/studio2/admin/users', 'en', admin)
    await page.getByRole('searchbox', { name: texts.userSearch }).fill(name)
    await page.getByRole('button', { name: 'Search' }).click()
    await page
      .getByRole('list', { name: texts.usersFound })
      .getByRole('listitem')
      .filter({ hasText: name })
      .getByRole('button', { name: texts.choose })
      .click()
    await page.getByRole('heading', { level: 2, name }).waitFor()
    await page.getByLabel(texts.role_livestreamer).check()
    await page.getByRole('button', { name: texts.rolesSave }).click()
    await page.getByText(`Roles of ${name} saved.`).waitFor()
    await page.getByLabel(texts.suspendReason).selectOption('live recorder')
    await page.getByRole('button', { name: texts.suspend, exact: true }).click()
    await page.getByText(`${name} is suspended and signed out.`).waitFor()
    await page.getByText(/^Suspended for recording lives since /).waitFor()
    await expect(
      productApi(product.url, 'GET', '/account/getuser', { token: member.token }),
    ).rejects.toThrow(/401/)
    await screenshot(page, 'admin-users-en-desktop')
    await resizeTo(page, VIEWPORTS[1])
    await noOverflow(page, 'users on a phone')
    await screenshot(page, 'admin-users-en-phone')
    await page.getByRole('button', { name: texts.lift }).click()
    await page.getByText(`The suspension of ${name} was lifted.`).waitFor()
    expect(dialogs).toEqual([
      `Change the roles of ${name}?`,
      `Suspend ${name}? They are signed out everywhere at once and cannot sign in.`,
      `Lift the suspension of ${name}? They can sign in again.`,
    ])
    expect(await auditActions(product.url, admin, member.user.oid)).toEqual([
      'account.lift-suspension',
      'account.suspend',
      'account.roles',
    ])
  })

  it('shows the queues and the background jobs the server runs', async () => {
    const texts = adminEn.admin
    const { page } = await open('/studio2/admin/queues', 'en', admin)
    const queues = page.getByRole('list', { name: texts.queues })
    await queues.getByText(texts.queue_encoding, { exact: true }).waitFor()
    await expect.poll(() => queues.getByRole('listitem').count()).toBe(2)
    const jobs = page.getByRole('list', { name: texts.jobs })
    for (const name of ['encoding', 'stream sweep', 'database maintenance'])
      await expect.poll(() => jobs.getByRole('listitem').filter({ hasText: name }).count()).toBe(1)
    await screenshot(page, 'admin-queues-en-desktop')
    await resizeTo(page, VIEWPORTS[1])
    await noOverflow(page, 'queues on a phone')
    await screenshot(page, 'admin-queues-en-phone')
  })

  it('lists a story’s compiled versions and checks its compile without publishing anything', async () => {
    const texts = adminEn.admin
    const { page } = await open('/studio2/admin/chat-compile-manager', 'en', admin)
    await page.getByRole('searchbox', { name: texts.compileSearch }).fill('Gull Rock')
    await page.getByRole('button', { name: 'Search' }).click()
    const story = page
      .getByRole('list', { name: texts.compileStories })
      .getByRole('listitem')
      .filter({ hasText: 'The Keeper of Gull Rock' })
      .first()
    await story.getByText(/^latest: version \d+ · [0-9a-f]{12} · engine /).waitFor()
    await story.getByRole('button', { name: texts.compileVersions }).click()
    const versions = story.getByRole('list', { name: texts.compileVersions })
    await expect.poll(() => versions.getByRole('listitem').count()).toBeGreaterThan(0)
    const before = await versions.getByRole('listitem').count()
    await story.getByRole('button', { name: texts.compileCheck }).click()
    await story
      .getByText(
        /^The current canvas compiles: [0-9a-f]{12} \(\d+ warnings\)\. Nothing was published\.$/,
      )
      .waitFor()
    await screenshot(page, 'admin-compile-en-desktop')
    expect(await versions.getByRole('listitem').count()).toBe(before)
    await resizeTo(page, VIEWPORTS[1])
    await noOverflow(page, 'compile manager on a phone')
    await screenshot(page, 'admin-compile-en-phone')
  })

  it('lists the settlements to pay and those paid', async () => {
    const texts = adminEn.admin
    const { page } = await open('/studio2/admin/check-settlement', 'en', admin)
    await page.getByRole('heading', { level: 1, name: texts['title_check-settlement'] }).waitFor()
    // This product's creators have requested none: the page says so for both lists.
    await page.getByText(texts.settleNone).waitFor()
    await page.getByLabel(texts.settleStatus).selectOption('complete')
    await page.getByText(texts.settleNone).waitFor()
    await screenshot(page, 'admin-settlements-en-desktop')
    await resizeTo(page, VIEWPORTS[1])
    await noOverflow(page, 'settlements on a phone')
    await screenshot(page, 'admin-settlements-en-phone')
  })

  it('shows the area in Korean', async () => {
    const texts = adminKo.admin
    const { page } = await open('/studio2/admin/system-prompts', 'ko', admin)
    await page.getByRole('heading', { level: 1, name: texts['title_system-prompts'] }).waitFor()
    await choosePrompt(page, texts)
    await page.getByRole('heading', { name: texts.promptVersions }).waitFor()
    await bothSizes(page, 'admin-prompts-ko', 'system prompts in Korean on a phone')
    await page.getByRole('link', { name: texts['page_audit-log'], exact: true }).click()
    await page.getByRole('heading', { level: 1, name: texts['title_audit-log'] }).waitFor()
    await page
      .getByRole('list', { name: texts['title_audit-log'] })
      .getByRole('listitem')
      .first()
      .waitFor()
    await bothSizes(page, 'admin-audit-ko', 'audit log in Korean on a phone')
    await page.getByRole('link', { name: texts.page_bonuscoins, exact: true }).click()
    await chooseAccount(page, texts, creator, '검색')
    await page
      .getByRole('heading', {
        name: texts.bonusFor.replace('{{name}}', creator.user.nickname ?? ''),
      })
      .waitFor()
    await bothSizes(page, 'admin-bonus-ko', 'bonus coins in Korean on a phone')
    await page.getByRole('link', { name: texts['page_chat-coupons'], exact: true }).click()
    await page.getByRole('heading', { level: 1, name: texts['title_chat-coupons'] }).waitFor()
    // The coupon withdrawn above, shown with the withdrawn ones.
    await page.getByLabel(texts.couponWithDeleted).check()
    await page
      .getByRole('list', { name: texts.couponList })
      .getByText(texts.couponWithdrawn)
      .first()
      .waitFor()
    await bothSizes(page, 'admin-coupons-ko', 'chat coupons in Korean on a phone')
    await page.getByRole('link', { name: texts.page_users, exact: true }).click()
    await chooseAccount(page, texts, member, '검색')
    await page.getByRole('heading', { name: texts.coinHistory }).waitFor()
    await bothSizes(page, 'admin-users-ko', 'users in Korean on a phone')
    await page.getByRole('link', { name: texts.page_queues, exact: true }).click()
    await page
      .getByRole('list', { name: texts.queues })
      .getByText(texts.queue_encoding, { exact: true })
      .waitFor()
    await bothSizes(page, 'admin-queues-ko', 'queues in Korean on a phone')
    await page.getByRole('link', { name: texts['page_chat-compile-manager'], exact: true }).click()
    await page
      .getByRole('list', { name: texts.compileStories })
      .getByRole('listitem')
      .first()
      .waitFor()
    await bothSizes(page, 'admin-compile-ko', 'compile manager in Korean on a phone')
  })

  it('is not found for a creator, and the log refuses them', async () => {
    const { page } = await open('/studio2/admin/audit-log', 'en', creator)
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor()
    expect(await page.getByRole('navigation', { name: adminEn.admin.menu }).count()).toBe(0)
    await expect(
      productApi(product.url, 'GET', '/admin/audit-log', { token: creator.token }),
    ).rejects.toThrow(/403/)
  })
})
