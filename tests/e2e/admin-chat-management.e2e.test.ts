/**
 * The admin area's chat management page in real Chromium against `npm start`: an admin reads
 * the 1:1 rooms (members by name, last activity) and creators' message settings, creates a global
 * room, changes its notice and closes it after confirming (a dismissed confirm changes
 * nothing); the audit log page shows each change once. A creator who opens the page meets
 * not-found and the calls refuse them. Screens in English and Korean, 1280×800 and 390×844.
 */
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminEn } from '../../web/i18n/resources/studio/admin/en'
import { adminKo } from '../../web/i18n/resources/studio/admin/ko'
import { auditEntries, bothSizes, openAdminPage } from './support/admin-pages'
import { productApi } from './support/api'
import { closeContexts, workerBrowser } from './support/browser'
import { adminLogin, type Login, registerAccount } from './support/people'
import { sharedProduct } from './support/products'
import type { RunningProduct } from './support/server'

let product: RunningProduct
let browser: Browser
let admin: Login
let creator: Login
let directRoomId = ''
const suffix = Date.now() % 100_000
const lobby = `Lobby ${suffix}`
const texts = adminEn.admin

const open = async (path: string, language: 'en' | 'ko', who: Login) =>
  (await openAdminPage(browser, product.url, path, language, who, { acceptDialogs: false })).page

/** The admin's audit entries about one room, as the audit log's call answers them. */
const loggedFor = async (roomId: string) =>
  (await auditEntries(product.url, admin, { actor: admin.user.oid, q: roomId })).filter(
    (entry) => entry.target?.oid === roomId,
  )

async function globalRoomId(title: string) {
  const list = await productApi<{ rooms: Array<{ roomId: string; title: string }> }>(
    product.url,
    'GET',
    '/chat/admin/chat-rooms/all?roomType=Global&pageViewSize=100',
    { token: admin.token },
  )
  return list.rooms.find((room) => room.title === title)?.roomId ?? ''
}

describe('admin chat management', () => {
  beforeAll(async () => {
    product = sharedProduct()
    browser = await workerBrowser()
    admin = await adminLogin(product)
    creator = await registerAccount(product, `cmcreator${suffix}`, ['creator'])
    const fan = await registerAccount(product, `cmfan${suffix}`)
    // A fan's 1:1 room with the creator, with one message: its last activity.
    const room = await productApi<{ room: { roomId: string } }>(
      product.url,
      'POST',
      '/chat/rooms',
      {
        token: fan.token,
        body: { partnerOids: [creator.user.oid] },
      },
    )
    directRoomId = room.room.roomId
    await productApi(product.url, 'POST', `/chat/rooms/${directRoomId}/messages`, {
      token: fan.token,
      body: { text: 'Hello there', clientMessageId: `cm-hello-${suffix}` },
    })
    await productApi(product.url, 'POST', '/chat/chat-settings', {
      token: creator.token,
      body: { toSettings: { whoMayMessage: 'coinPayers', coinsPerMessage: 30 } },
    })
  }, 120_000)
  afterAll(async () => {
    await closeContexts(browser)
  })

  it('lists 1:1 rooms and message settings, paged', async () => {
    const page = await open('/studio2/admin/system-prompts', 'en', admin)
    const menu = page.getByRole('navigation', { name: texts.menu })
    await menu.getByRole('link', { name: texts['page_chat-management'], exact: true }).click()
    await page.getByRole('heading', { level: 1, name: texts['title_chat-management'] }).waitFor()
    const rooms = page.getByRole('list', { name: texts.cmRooms })
    const line = rooms.getByRole('listitem').filter({ hasText: directRoomId })
    await line.waitFor()
    expect(await line.textContent()).toContain(texts.cmMembers_other.replace('{{count}}', '2'))
    expect(await line.textContent()).toContain('last activity')
    expect(await line.textContent()).toContain(`cmfan${suffix}`)
    await page.getByText(/^Page 1 of \d+ · \d+ in all$/).waitFor()
    await bothSizes(page, 'admin-chat-management-rooms-en', 'chat rooms')

    await page.getByRole('tab', { name: texts.cmTabSettings }).click()
    const settings = page.getByRole('list', { name: texts.cmSettings })
    const mine = settings.getByRole('listitem').filter({ hasText: creator.user.oid })
    await mine.waitFor()
    expect(await mine.textContent()).toContain(`cmcreator${suffix}`)
    expect(await mine.textContent()).toContain(texts.cmWho_coinPayers)
    expect(await mine.textContent()).toContain(texts.cmPrice_other.replace('{{count}}', '30'))
    await bothSizes(page, 'admin-chat-management-settings-en', 'message settings')
    await page.context().close()
  })

  it('creates a global room, changes its notice and closes it, each logged once', async () => {
    const page = await open('/studio2/admin/chat-management', 'en', admin)
    await page.getByRole('tab', { name: texts.cmTabGlobal }).click()
    const form = page.getByRole('form', { name: texts.cmCreate })
    await form.getByLabel(texts.cmTitle).fill(lobby)
    await form.getByLabel(texts.cmLanguage).selectOption('ko')
    await form.getByLabel(texts.cmNotice).fill('Be kind to each other.')
    await form.getByLabel(texts.cmLimit).fill('500')
    await form.getByRole('button', { name: texts.cmCreateButton }).click()
    await page.getByText(texts.cmCreated.replace('{{title}}', lobby)).waitFor()
    const roomId = await globalRoomId(lobby)
    expect(roomId).not.toBe('')
    const line = page
      .getByRole('list', { name: texts.cmGlobalRooms })
      .getByRole('listitem')
      .filter({ hasText: roomId })
    expect(await line.textContent()).toContain('0 of 500 members')

    await line.getByRole('button', { name: texts.cmEdit }).click()
    const editor = line.getByRole('form', { name: texts.cmEditing.replace('{{title}}', lobby) })
    await editor.getByLabel(texts.cmNotice).fill('Quiet hours after midnight.')
    await editor.getByRole('button', { name: texts.cmSave }).click()
    await page.getByText(texts.cmSaved.replace('{{title}}', lobby)).waitFor()
    await line.getByText('Quiet hours after midnight.').waitFor()

    // A dismissed confirm closes nothing; an accepted one closes the room once.
    page.once('dialog', (dialog) => void dialog.dismiss())
    await line.getByRole('button', { name: texts.cmClose }).click()
    expect((await loggedFor(roomId)).length).toBe(2)
    page.once('dialog', (dialog) => void dialog.accept())
    await line.getByRole('button', { name: texts.cmClose }).click()
    await page.getByText(texts.cmClosedDone.replace('{{title}}', lobby)).waitFor()
    await line.getByRole('button', { name: texts.cmReopen }).waitFor()
    await bothSizes(page, 'admin-chat-management-global-en', 'global rooms')

    const entries = await loggedFor(roomId)
    expect(entries.filter((e) => e.action === 'direct-chat.global-room-create')).toHaveLength(1)
    const modified = entries.filter((e) => e.action === 'direct-chat.global-room-modify')
    expect(modified).toHaveLength(2)
    const afters = modified.map((e) => e.after as { context: string; closed: boolean })
    expect(afters.filter((after) => after.closed)).toHaveLength(1)
    expect(afters.every((after) => after.context === 'Quiet hours after midnight.')).toBe(true)

    // The audit log page shows the three changes, each once.
    await page.getByRole('link', { name: texts['page_audit-log'], exact: true }).click()
    await page.getByLabel(texts.auditSearch).fill(roomId)
    await page.getByRole('button', { name: 'Search' }).click()
    const log = page.getByRole('list', { name: texts['title_audit-log'] })
    await expect.poll(() => log.getByRole('listitem').count()).toBe(3)
    expect(await log.getByText('direct-chat.global-room-create', { exact: true }).count()).toBe(1)
    expect(await log.getByText('direct-chat.global-room-modify', { exact: true }).count()).toBe(2)
    await page.context().close()
  })

  it('shows the page in Korean', async () => {
    const ko = adminKo.admin
    const page = await open('/studio2/admin/chat-management', 'ko', admin)
    await page.getByRole('heading', { level: 1, name: ko['title_chat-management'] }).waitFor()
    await page
      .getByRole('list', { name: ko.cmRooms })
      .getByRole('listitem')
      .filter({ hasText: directRoomId })
      .waitFor()
    await bothSizes(page, 'admin-chat-management-rooms-ko', 'chat rooms in Korean')
    await page.getByRole('tab', { name: ko.cmTabGlobal }).click()
    await page.getByRole('list', { name: ko.cmGlobalRooms }).getByText(lobby).first().waitFor()
    await bothSizes(page, 'admin-chat-management-global-ko', 'global rooms in Korean')
    await page.getByRole('tab', { name: ko.cmTabSettings }).click()
    await page.getByRole('list', { name: ko.cmSettings }).getByRole('listitem').first().waitFor()
    await bothSizes(page, 'admin-chat-management-settings-ko', 'message settings in Korean')
    await page.context().close()
  })

  it('is not found for a creator, and the calls refuse them', async () => {
    const page = await open('/studio2/admin/chat-management', 'en', creator)
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor()
    expect(await page.getByRole('navigation', { name: texts.menu }).count()).toBe(0)
    await expect(
      productApi(product.url, 'GET', '/chat/admin/chat-rooms/all', { token: creator.token }),
    ).rejects.toThrow(/403/)
    await expect(
      productApi(product.url, 'POST', '/chat/admin/global-chat-room', {
        token: creator.token,
        body: { language: 'en', title: 'Not mine' },
      }),
    ).rejects.toThrow(/403/)
    await page.context().close()
  })
})
