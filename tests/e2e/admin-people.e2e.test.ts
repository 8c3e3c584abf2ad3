/**
 * The People pages in real Chromium against `npm start`: an admin finds a new sign-up among
 * the new users and opens it on the user page, makes it a creator and finds it in the
 * creator list, stops one account's deletion and confirms another's now, and resets a
 * two-factor sign-in, and mails one user after a preview; pushes a notification to one user
 * (it arrives once) and resends it once, assigns a creator's channel to a channel manager (seen
 * in the manager's creator tags), and edits a creator's studio (seen on the channel page); each
 * change confirmed and written to the audit log once. A creator meets not-found. Screens in English and Korean, 1280×800 and 390×844.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { totpAt } from '../../platform/accounts/totp'
import { channelEn } from '../../web/i18n/resources/creator/channel/en'
import { adminEn } from '../../web/i18n/resources/studio/admin/en'
import { adminKo } from '../../web/i18n/resources/studio/admin/ko'
import { bothSizes, openAdminPage, auditActions as readAuditActions } from './support/admin-pages'
import { productApi } from './support/api'
import { closeContexts, workerBrowser } from './support/browser'
import { adminLogin, type Login, registerAccount } from './support/people'
import { sharedProduct } from './support/products'
import { mailsTo, type RunningProduct } from './support/server'

const texts = adminEn.admin
const TAG = `pp${Date.now() % 1_000_000}`
let product: RunningProduct
let browser: Browser
let admin: Login
let creator: Login
let fresh: Login
let leaving: Login
let gone: Login
let manager: Login

const open = (path: string, language: 'en' | 'ko', who: Login) =>
  openAdminPage(browser, product.url, path, language, who)

async function search(page: Page, words: string, button = 'Search') {
  await page.getByRole('searchbox', { name: texts.peopleSearch }).fill(words)
  await page.getByRole('button', { name: button }).click()
}

/** The admin's audit entries about one account, by action. */
const logged = (oid: string): Promise<string[]> => readAuditActions(product.url, admin, oid)

const nameOf = (who: Login) => who.user.nickname ?? ''

describe('admin people pages', () => {
  beforeAll(async () => {
    product = sharedProduct()
    browser = await workerBrowser()
    admin = await adminLogin(product)
    creator = await registerAccount(product, `${TAG}creator`, ['creator'])
    leaving = await registerAccount(product, `${TAG}leaving`)
    gone = await registerAccount(product, `${TAG}gone`)
    manager = await registerAccount(product, `${TAG}manager`, ['channelManager'])
    fresh = await registerAccount(product, `${TAG}fresh`)
    // The creator opens their channel (their own step, in the studio).
    await productApi(product.url, 'POST', '/account/creator/register', {
      token: creator.token,
      body: { agreeTerms: true, agreeFeeTerms: true, customUrl: `${TAG}studio` },
    })
    // Two users ask for their accounts' deletion (their own step, on My Info).
    for (const who of [leaving, gone])
      await productApi(product.url, 'POST', '/account/unregister', {
        token: who.token,
        body: { survey: 'Taking a long break from the site, thanks.', password: 'Tale1oom-pass' },
      })
  }, 120_000)
  afterAll(async () => {
    await closeContexts(browser)
  })

  it('finds a new sign-up, opens it, makes it a creator once and lists it', async () => {
    const { page, dialogs } = await open('/studio2/admin/newusers', 'en', admin)
    await search(page, TAG)
    const list = page.getByRole('list', { name: texts.newUsersList })
    const row = list.getByRole('listitem').filter({ hasText: nameOf(fresh) })
    await expect.poll(() => row.textContent()).toContain(texts.newUsersJoined_email)
    // Newest first: the last sign-up heads the list.
    await expect
      .poll(() => list.getByRole('listitem').first().textContent())
      .toContain(nameOf(fresh))
    await bothSizes(page, 'admin-newusers-en', 'new users')
    await row.getByRole('link', { name: nameOf(fresh) }).click()
    await page.getByRole('heading', { level: 2, name: nameOf(fresh) }).waitFor()

    const menu = page.getByRole('navigation', { name: texts.menu })
    await menu.getByRole('link', { name: texts.page_creator, exact: true }).click()
    await page.getByRole('searchbox', { name: texts.userSearch }).fill(nameOf(fresh))
    await page.getByRole('button', { name: 'Search' }).click()
    await page
      .getByRole('list', { name: texts.usersFound })
      .getByRole('button', { name: texts.choose })
      .first()
      .click()
    await page.getByRole('button', { name: texts.creatorGrant }).click()
    await page.getByText(`${nameOf(fresh)} is a creator now.`).waitFor()
    expect(dialogs).toEqual([`Give ${nameOf(fresh)} the creator role?`])
    await page.getByRole('button', { name: texts.creatorRevoke }).waitFor()
    await bothSizes(page, 'admin-creator-en', 'creator role')
    expect(await logged(fresh.user.oid)).toEqual(['account.roles'])

    await menu.getByRole('link', { name: texts.page_creatorlist, exact: true }).click()
    await search(page, TAG)
    const creators = page.getByRole('list', { name: texts.creatorListList })
    await expect.poll(() => creators.getByRole('listitem').count()).toBe(2)
    await expect
      .poll(() => creators.getByRole('listitem').first().textContent())
      .toContain('No channel registered · content: 0')
    await bothSizes(page, 'admin-creatorlist-en', 'creator list')
  })

  it('stops one deletion and confirms another now, each once', async () => {
    const { page, dialogs } = await open('/studio2/admin/unregister', 'en', admin)
    await search(page, TAG)
    const list = page.getByRole('list', { name: texts.unregisterList })
    await expect.poll(() => list.getByRole('listitem').count()).toBe(2)
    await bothSizes(page, 'admin-unregister-en', 'deletions')
    await list
      .getByRole('listitem')
      .filter({ hasText: nameOf(leaving) })
      .getByRole('button', { name: texts.unregisterStop })
      .click()
    await page.getByText(`The deletion of ${nameOf(leaving)} is stopped.`).waitFor()
    await list
      .getByRole('listitem')
      .filter({ hasText: nameOf(gone) })
      .getByRole('button', { name: texts.unregisterConfirmNow })
      .click()
    await page.getByText(`${nameOf(gone)} is deleted.`).waitFor()
    await page.getByText(texts.unregisterNone).waitFor()
    expect(dialogs).toEqual([
      `Stop the deletion of ${nameOf(leaving)}? The account stays.`,
      `Delete ${nameOf(gone)} now? The account and its sign-ins are deleted at once and cannot be restored.`,
    ])
    expect(await logged(leaving.user.oid)).toEqual(['account.unregister-stop'])
    expect(await logged(gone.user.oid)).toEqual(['account.unregister-confirm'])
  })

  it('resets a two-factor sign-in from the user page once', async () => {
    const setup = await productApi<{ secret: string }>(product.url, 'POST', '/account/2fa/setup', {
      token: leaving.token,
      body: {},
    })
    await productApi(product.url, 'POST', '/account/2fa/confirm', {
      token: leaving.token,
      body: { code: totpAt(setup.secret, new Date()) },
    })
    const { page, dialogs } = await open(
      `/studio2/admin/users?user=${leaving.user.oid}`,
      'en',
      admin,
    )
    await page.getByRole('button', { name: texts.twoFactorReset }).waitFor()
    await bothSizes(page, 'admin-users-2fa-en', 'user page with two-factor on')
    await page.getByRole('button', { name: texts.twoFactorReset }).click()
    await page
      .getByText(`Two-factor sign-in is off for ${nameOf(leaving)}; they can set it up again.`)
      .waitFor()
    await expect
      .poll(() => page.getByRole('button', { name: texts.twoFactorReset }).count())
      .toBe(0)
    expect(dialogs).toHaveLength(1)
    expect(await logged(leaving.user.oid)).toEqual(['account.2fa-reset', 'account.unregister-stop'])
  })

  it('previews a mail to one user and sends it once', async () => {
    const { page, dialogs } = await open('/studio2/admin/adminmail', 'en', admin)
    await page.getByLabel(texts.mailSegment).selectOption('user')
    await page.getByRole('searchbox', { name: texts.userSearch }).fill(nameOf(fresh))
    await page.getByRole('button', { name: 'Search' }).click()
    await page
      .getByRole('list', { name: texts.usersFound })
      .getByRole('button', { name: texts.choose })
      .first()
      .click()
    const subject = `${TAG} studio news`
    await page.getByLabel(texts.mailSubject).fill(subject)
    await page.getByLabel(texts.mailText).fill('The studio gets a new editor next week.')
    await page.getByRole('button', { name: texts.mailPreview }).click()
    await page.getByRole('heading', { name: 'Preview · recipients: 1' }).waitFor()
    await bothSizes(page, 'admin-mail-en', 'admin mail')
    await page.getByRole('button', { name: texts.mailSend }).click()
    await page.getByText('The mail is sent. Recipients: 1.').waitFor()
    expect(dialogs).toEqual(['Send this mail now? Recipients: 1.'])
    const email = `${nameOf(fresh)}@example.com`
    expect(mailsTo(product.dataDir, email).filter((mail) => mail.subject === subject)).toHaveLength(
      1,
    )
    expect(
      (await logged(fresh.user.oid)).filter((action) => action === 'account.admin-mail'),
    ).toEqual(['account.admin-mail'])
  })

  /** The user's notifications whose text has this in it, read through the API. */
  async function noticesOf(who: Login, words: string) {
    const list = await productApi<{ notifications: { oid: string; text: string }[] }>(
      product.url,
      'GET',
      '/account/notifications',
      { token: who.token },
    )
    return list.notifications.filter((notification) => notification.text.includes(words))
  }

  it('pushes a notification to one user once, lists it, and resends it once', async () => {
    const { page, dialogs } = await open('/studio2/admin/pushappnotification', 'en', admin)
    await page.getByLabel(texts.pushSegment).selectOption('user')
    await page.getByRole('searchbox', { name: texts.userSearch }).fill(nameOf(fresh))
    await page.getByRole('button', { name: 'Search' }).first().click()
    await page
      .getByRole('list', { name: texts.usersFound })
      .getByRole('button', { name: texts.choose })
      .first()
      .click()
    const title = `${TAG} studio news`
    await page.getByLabel(texts.pushTitle, { exact: true }).fill(title)
    await page
      .getByLabel(texts.pushBody, { exact: true })
      .fill('The studio gets a new editor next week.')
    await page.getByLabel(texts.pushLink).fill('/mypage/notifications')
    await page.getByRole('button', { name: texts.pushPreview }).click()
    await page.getByRole('heading', { name: 'Preview · recipients: 1' }).waitFor()
    await bothSizes(page, 'admin-push-en', 'push')
    await page.getByRole('button', { name: texts.pushSend }).click()
    await page.getByText('The notification is sent. Delivered: 1.').waitFor()
    expect(dialogs).toEqual(['Send this notification now? Recipients: 1.'])
    expect(await noticesOf(fresh, title)).toHaveLength(1)
    expect(
      (await logged(fresh.user.oid)).filter((action) => action === 'notification.push'),
    ).toEqual(['notification.push'])
    const sent = page.getByRole('list', { name: texts.pushList })
    await page.getByRole('searchbox', { name: texts.pushSearch }).fill(TAG)
    await page.getByRole('button', { name: 'Search' }).last().click()
    await expect.poll(() => sent.getByRole('listitem').count()).toBe(1)
    await expect.poll(() => sent.textContent()).toContain('delivered 1 of 1')
    await bothSizes(page, 'admin-push-list-en', 'push list')

    const menu = page.getByRole('navigation', { name: texts.menu })
    await menu.getByRole('link', { name: texts['page_resend-noti'], exact: true }).click()
    await page.getByRole('searchbox', { name: texts.userSearch }).fill(nameOf(fresh))
    await page.getByRole('button', { name: 'Search' }).last().click()
    await page
      .getByRole('list', { name: texts.usersFound })
      .getByRole('button', { name: texts.choose })
      .first()
      .click()
    const row = page
      .getByRole('list', { name: texts.resendList })
      .getByRole('listitem')
      .filter({ hasText: title })
    await row.getByRole('button', { name: texts.resend }).click()
    await page.getByText(texts.resendDone).waitFor()
    await bothSizes(page, 'admin-resend-en', 'resend')
    expect(dialogs.at(-1)).toContain('Resend this notification?')
    const copies = await noticesOf(fresh, title)
    expect(copies).toHaveLength(2)
    const original = copies.at(-1)?.oid ?? ''
    expect(await logged(original)).toEqual(['notification.resend'])
  })

  it('assigns a creator channel to a channel manager once', async () => {
    const { page, dialogs } = await open('/studio2/admin/channel-manager', 'en', admin)
    await search(page, `${TAG}manager`)
    const managers = page.getByRole('list', { name: texts.managersList })
    const row = managers
      .getByRole('listitem')
      .filter({ hasText: nameOf(manager) })
      .first()
    await row.getByRole('button', { name: texts.managersAssign }).click()
    await page.getByRole('searchbox', { name: texts.managersFindCreator }).fill(nameOf(creator))
    await page.getByRole('button', { name: 'Search' }).first().click()
    await page
      .getByRole('list', { name: texts.managersCreatorsFound })
      .getByRole('button', { name: texts.managersChoose })
      .first()
      .click()
    const assigned = `${nameOf(manager)} manages the channel of ${nameOf(creator)} now.`
    await page.getByText(assigned).waitFor()
    expect(dialogs).toEqual([`Let ${nameOf(manager)} manage the channel of ${nameOf(creator)}?`])
    await expect.poll(() => managers.textContent()).toContain(`/c/${TAG}studio`)
    await bothSizes(page, 'admin-channel-manager-en', 'channel managers')
    const me = await productApi<{ user: { creatorTags: string[] } }>(
      product.url,
      'GET',
      '/account/getuser',
      { token: manager.token },
    )
    expect(me.user.creatorTags).toEqual([`managed-channel:${creator.user.oid}`])
    expect(
      (await logged(manager.user.oid)).filter((action) => action.startsWith('account.channel')),
    ).toEqual(['account.channel-manager-assign'])
  })

  it("edits a creator's studio and the channel page shows it", async () => {
    const { page } = await open('/studio2/admin/editstudio', 'en', admin)
    await search(page, nameOf(creator))
    await page
      .getByRole('list', { name: texts.creatorListList })
      .getByRole('button', { name: texts.studioEdit })
      .first()
      .click()
    const intro = `${TAG} tells stories of the sea.`
    await page.getByLabel(channelEn.creatorChannel.intro).fill(intro)
    await bothSizes(page, 'admin-editstudio-en', 'edit studio')
    await page.getByRole('button', { name: channelEn.creatorChannel.save }).click()
    await page.getByText(channelEn.creatorChannel.saved).waitFor()
    expect(
      (await logged(creator.user.oid)).filter((action) => action === 'channel.studio-edit'),
    ).toEqual(['channel.studio-edit'])
    await page.goto(`${product.url}/c/${TAG}studio`)
    await page.getByText(intro).waitFor()
  })

  it('reads the new pages in Korean', async () => {
    const ko = adminKo.admin
    for (const path of [
      'pushappnotification',
      'resend-noti',
      'channel-manager',
      'editstudio',
    ] as const) {
      const { page } = await open(`/studio2/admin/${path}`, 'ko', admin)
      await page.getByRole('heading', { level: 1, name: ko[`title_${path}`] }).waitFor()
      await page.getByRole('button').first().waitFor()
      await bothSizes(page, `admin-${path}-ko`, `${path} in Korean`)
    }
  })

  it('reads in Korean', async () => {
    const ko = adminKo.admin
    for (const [path, name, list] of [
      ['newusers', 'admin-newusers-ko', ko.newUsersList],
      ['creatorlist', 'admin-creatorlist-ko', ko.creatorListList],
      ['unregister', 'admin-unregister-ko', ko.unregisterList],
    ] as const) {
      const { page } = await open(`/studio2/admin/${path}`, 'ko', admin)
      await page.getByRole('searchbox', { name: ko.peopleSearch }).fill(TAG)
      await page.getByRole('button', { name: '검색' }).click()
      await page.getByRole('list', { name: list }).waitFor({ state: 'attached' })
      await bothSizes(page, name, `${path} in Korean`)
    }
  })

  it('is not found for a creator, and the calls refuse them', async () => {
    const { page } = await open('/studio2/admin/newusers', 'en', creator)
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor()
    expect(await page.getByRole('navigation', { name: texts.menu }).count()).toBe(0)
    await expect(
      productApi(product.url, 'GET', '/account/admin/newusers', { token: creator.token }),
    ).rejects.toThrow(/403/)
  })
})
