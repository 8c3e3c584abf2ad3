/**
 * The Content group's operations pages in real Chromium against `npm start`: an admin
 * creates a reward event, issues a QR code for it and shows it; a member opens the code's
 * address, joins once and finds the item in their inventory; the admin reads who joined and
 * withdraws the code after confirming, each change written once to the audit log. A creator
 * meets not-found. Screens in English and Korean, 1280×800 and 390×844.
 */
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { solidPng } from '../../platform/assets/testing'
import { adminEn } from '../../web/i18n/resources/studio/admin/en'
import { adminKo } from '../../web/i18n/resources/studio/admin/ko'
import { openAdminPage, auditActions as readAuditActions } from './support/admin-pages'
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

const open = (path: string, language: 'en' | 'ko', who: Login, viewport = VIEWPORTS[0]) =>
  openAdminPage(browser, product.url, path, language, who, { viewport })

/** A `datetime-local` value `hours` from now, in the browser's (the machine's) time zone. */
function localInput(hours: number): string {
  const at = new Date(Date.now() + hours * 3_600_000)
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`
}

const auditActions = (target: string) => readAuditActions(product.url, admin, target)

describe('admin content operations', () => {
  beforeAll(async () => {
    product = sharedProduct()
    browser = await workerBrowser()
    admin = await adminLogin(product)
    creator = await registerAccount(product, `opscreator${Date.now() % 100_000}`, ['creator'])
    member = await registerAccount(product, `opsmember${Date.now() % 100_000}`)
  }, 120_000)
  afterAll(async () => {
    await closeContexts(browser)
  })

  it('runs a reward event with a QR code that a member joins once', async () => {
    const texts = adminEn.admin
    const title = `Autumn fair ${Date.now().toString(36)}`
    const { page, dialogs } = await open('/studio2/admin/event', 'en', admin)
    await page.getByLabel(texts.ops_eventTitle, { exact: true }).fill(title)
    await page.getByLabel(texts.ops_eventReward, { exact: true }).selectOption('lucky_pocket')
    await page.getByLabel(texts.ops_eventCoins, { exact: true }).fill('30')
    await page.getByLabel(texts.ops_eventCapacity, { exact: true }).fill('5')
    await page.getByLabel(texts.ops_eventStarts, { exact: true }).fill(localInput(-1))
    await page.getByLabel(texts.ops_eventEnds, { exact: true }).fill(localInput(48))
    await page.getByRole('button', { name: texts.ops_eventCreate }).click()
    await page.getByText(`Event “${title}” created.`).waitFor()
    const row = page
      .getByRole('list', { name: texts.ops_eventList })
      .getByRole('listitem')
      .filter({ hasText: title })
    await expect.poll(() => row.textContent()).toContain('0 of 5 joined')
    await screenshot(page, 'admin-ops-event-en-desktop')
    await resizeTo(page, VIEWPORTS[1])
    await noOverflow(page, 'events on a phone')
    await screenshot(page, 'admin-ops-event-en-phone')
    await resizeTo(page, VIEWPORTS[0])

    await page
      .getByRole('navigation', { name: texts.menu })
      .getByRole('link', { name: texts['page_qr-event'], exact: true })
      .click()
    await page.getByLabel(texts.ops_qrEvent, { exact: true }).selectOption({ label: title })
    await page.getByLabel(texts.ops_qrLabel, { exact: true }).fill('Poster at the door')
    await page.getByRole('button', { name: texts.ops_qrIssue }).click()
    const issued = await page.getByText(/^Code [A-Z0-9]+ issued\.$/).textContent()
    const code = issued?.match(/^Code ([A-Z0-9]+) issued\.$/)?.[1] ?? ''
    const codeRow = page
      .getByRole('list', { name: texts.ops_qrList })
      .getByRole('listitem')
      .filter({ hasText: code })
    await codeRow.getByRole('button', { name: texts.ops_qrShow }).click()
    await codeRow.getByRole('img', { name: `QR code for event code ${code}` }).waitFor()
    const address = (await codeRow.locator('code').textContent()) ?? ''
    expect(address).toBe(`${product.url}/myinfo?tab=inventory&qr=${code}`)
    await screenshot(page, 'admin-ops-qr-en-desktop')
    await resizeTo(page, VIEWPORTS[1])
    await noOverflow(page, 'QR events on a phone')
    await screenshot(page, 'admin-ops-qr-en-phone')
    await resizeTo(page, VIEWPORTS[0])

    // The member scans the code: My Info enters it once and opens the inventory.
    const scan = await open(address.slice(product.url.length), 'en', member)
    await expect
      .poll(() => scan.page.getByTestId('qr-event-outcome').textContent())
      .toContain('The event participation is complete.')
    await expect.poll(() => new URL(scan.page.url()).search).toBe('?tab=inventory')
    await expect
      .poll(() => scan.page.getByTestId('inventory').textContent())
      .toContain('lucky pocket')
    await scan.page.reload()
    await scan.page.getByTestId('inventory').waitFor()
    expect(await scan.page.getByTestId('qr-event-outcome').count()).toBe(0)

    await page.reload()
    await expect.poll(() => codeRow.textContent()).toContain('1 joined with it')
    await codeRow.getByRole('button', { name: texts.ops_qrWithdraw }).click()
    await page.getByText(`Code ${code} withdrawn.`).waitFor()
    expect(dialogs).toEqual([texts.ops_qrWithdrawConfirm.replace('{{code}}', code)])

    await page
      .getByRole('navigation', { name: texts.menu })
      .getByRole('link', { name: texts.page_event, exact: true })
      .click()
    await row.getByRole('button', { name: texts.ops_eventWho }).click()
    await expect.poll(() => row.textContent()).toContain(member.user.nickname ?? '')
    await expect.poll(() => row.textContent()).toContain('1 of 5 joined')
    const eventOid = (
      await productApi<{ events: { eventOid: string }[] }>(
        product.url,
        'GET',
        `/content/admin/events?q=${encodeURIComponent(title)}`,
        { token: admin.token },
      )
    ).events[0]!.eventOid
    expect((await auditActions(eventOid)).sort()).toEqual([
      'event.code-issue',
      'event.code-withdraw',
      'event.create',
    ])
  })

  it('warns, then suspends an illegal downloader, and clears them, each after confirming', async () => {
    const texts = adminEn.admin
    const offender = await registerAccount(product, `opsripper${Date.now() % 100_000}`)
    const name = offender.user.nickname ?? ''
    const { page, dialogs } = await open('/studio2/admin/illegal-downloader', 'en', admin)
    await page.getByRole('searchbox', { name: texts.userSearch }).fill(name)
    await page.getByRole('button', { name: 'Search' }).click()
    await page
      .getByRole('list', { name: texts.usersFound })
      .getByRole('listitem')
      .filter({ hasText: name })
      .getByRole('button', { name: texts.choose })
      .click()
    await page.getByLabel(texts.ops_illegalNote, { exact: true }).fill('Ripped the audio drama')
    await page.getByRole('button', { name: texts.ops_illegalRecord }).click()
    await page.getByText(`${name} was warned.`).waitFor()
    await page.getByLabel(texts.ops_illegalNote, { exact: true }).fill('Ripped it again')
    await page.getByRole('button', { name: texts.ops_illegalRecord }).click()
    await page.getByText(`${name} was suspended (illegal download).`).waitFor()
    await page.getByRole('button', { name: `Only ${name}` }).click()
    const rows = page.getByRole('list', { name: texts.ops_illegalList }).getByRole('listitem')
    await expect.poll(() => rows.count()).toBe(2)
    await expect.poll(() => rows.first().textContent()).toContain('Suspended')
    await screenshot(page, 'admin-ops-illegal-en-desktop')
    await resizeTo(page, VIEWPORTS[1])
    await noOverflow(page, 'illegal downloaders on a phone')
    await screenshot(page, 'admin-ops-illegal-en-phone')
    await resizeTo(page, VIEWPORTS[0])
    await rows.first().getByRole('button', { name: texts.ops_illegalClear }).click()
    await page.getByText(`${name} was cleared.`).waitFor()
    await expect.poll(() => rows.first().textContent()).toContain('Cleared')
    const confirm = texts.ops_illegalRecordConfirm.replace('{{name}}', name)
    expect(dialogs).toEqual([
      confirm,
      confirm,
      texts.ops_illegalClearConfirm.replace('{{name}}', name),
    ])
    expect((await auditActions(offender.user.oid)).sort()).toEqual([
      'illegal-download.clear',
      'illegal-download.suspend',
      'illegal-download.warn',
    ])
  })

  it('uploads a platform emoticon sample and removes it after confirming', async () => {
    const texts = adminEn.admin
    const name = `wave${Date.now().toString(36)}`
    const { page, dialogs } = await open('/studio2/admin/iconsample', 'en', admin)
    await page.getByLabel(texts.ops_iconFile, { exact: true }).setInputFiles({
      name: `${name}.png`,
      mimeType: 'image/png',
      buffer: Buffer.from(solidPng(56, 56, [30, 140, 90])),
    })
    await expect
      .poll(() => page.getByLabel(texts.ops_iconName, { exact: true }).inputValue())
      .toBe(name)
    await page.getByRole('button', { name: texts.ops_iconUpload }).click()
    await page.getByText(`Sample “${name}” uploaded and offered to everyone.`).waitFor()
    const sample = page
      .getByRole('list', { name: texts.ops_iconList })
      .getByRole('listitem')
      .filter({ hasText: name })
    await sample.waitFor()
    const free = await productApi<{ emoticonGroups: { emoticons: { name: string }[] }[] }>(
      product.url,
      'GET',
      '/emoticon/group/free',
    )
    expect(free.emoticonGroups.flatMap((group) => group.emoticons.map((e) => e.name))).toContain(
      name,
    )
    await screenshot(page, 'admin-ops-iconsample-en-desktop')
    await resizeTo(page, VIEWPORTS[1])
    await noOverflow(page, 'emoticon samples on a phone')
    await screenshot(page, 'admin-ops-iconsample-en-phone')
    await resizeTo(page, VIEWPORTS[0])
    await sample.getByRole('button', { name: texts.ops_iconRemove }).click()
    await page.getByText(`Sample “${name}” removed.`).waitFor()
    expect(dialogs).toEqual([texts.ops_iconRemoveConfirm.replace('{{name}}', name)])
    await expect.poll(() => sample.count()).toBe(0)
  })

  it('shows the pages in Korean on both sizes', async () => {
    const texts = adminKo.admin
    for (const [path, name] of [
      ['event', 'admin-ops-event-ko'],
      ['qr-event', 'admin-ops-qr-ko'],
      ['illegal-downloader', 'admin-ops-illegal-ko'],
      ['iconsample', 'admin-ops-iconsample-ko'],
    ] as const) {
      const { page } = await open(`/studio2/admin/${path}`, 'ko', admin)
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent())
        .toBe(texts[`title_${path}`])
      await screenshot(page, `${name}-desktop`)
      await resizeTo(page, VIEWPORTS[1])
      await noOverflow(page, `${path} in Korean on a phone`)
      await screenshot(page, `${name}-phone`)
    }
  })

  it('is not found for a creator, and the calls refuse them', async () => {
    const { page } = await open('/studio2/admin/event', 'en', creator)
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor()
    expect(await page.getByRole('navigation', { name: adminEn.admin.menu }).count()).toBe(0)
    await expect(
      productApi(product.url, 'GET', '/content/admin/events', { token: creator.token }),
    ).rejects.toThrow(/403/)
  })
})
