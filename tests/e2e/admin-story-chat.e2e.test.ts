/**
 * The admin area's story chat tools in real Chromium against `npm start`: an admin runs one
 * turn in the playground and reads its tokens, price and timing (the run logged once), holds
 * a two-message conversation in the AI chat, and composes a real room's next prompt with a
 * system prompt of their own, which changes nothing and logs nothing, then saves that prompt
 * as a test prompt (logged once). A creator who opens these pages meets not-found. Screens in
 * English and Korean, 1280×800 and 390×844. The built-in offline model answers here; the
 * provider wire formats are covered over HTTP (tests/http/admin-story-chat-playground).
 */
import type { Browser } from 'playwright-core'
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
let roomOid = ''
const texts = adminEn.admin

const open = async (path: string, language: 'en' | 'ko', who: Login) =>
  (
    await openAdminPage(browser, product.url, path, language, who, {
      // The offline model writes at its own pace; a loaded machine takes longer.
      timeout: 60_000,
    })
  ).page

/** The admin's audit entries of one action, as the audit log's call answers them. */
const logged = (action: string) =>
  countAudit(product.url, admin, { actor: admin.user.oid, q: action }, action)

describe('admin story chat tools', () => {
  beforeAll(async () => {
    product = sharedProduct()
    browser = await workerBrowser()
    admin = await adminLogin(product)
    const suffix = Date.now() % 100_000
    creator = await registerAccount(product, `sctools${suffix}`, ['creator'])
    // A player's room on the demo story: the composer reads it.
    const player = await registerAccount(product, `scplayer${suffix}`)
    const stories = await productApi<{ stories: Array<{ contentOid: string; title: string }> }>(
      product.url,
      'GET',
      '/story-chat/admin/compiled-stories?q=Gull%20Rock',
      { token: admin.token },
    )
    const keeper = stories.stories.find((story) => story.title === 'The Keeper of Gull Rock')
    const room = await productApi<{ room: { roomOid: string } }>(
      product.url,
      'POST',
      '/story-chat/chat-room',
      { token: player.token, body: { contentOid: keeper?.contentOid ?? '' } },
    )
    roomOid = room.room.roomOid
  }, 120_000)
  afterAll(async () => {
    await closeContexts(browser)
  })

  it('runs one turn in the playground with its tokens, price and time, logged once', async () => {
    const runs = await logged('chat-playground.run')
    const page = await open('/studio2/admin/playground', 'en', admin)
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe(texts.title_playground)
    await page.getByLabel(texts.playModel).selectOption('offline')
    await page
      .getByRole('textbox', { name: texts.playSystem, exact: true })
      .fill('You are the keeper of a lighthouse.')
    await page.getByLabel(texts.playMessage).fill('Is the lamp lit tonight?')
    await page.getByRole('button', { name: texts.playRun }).click()
    const reply = page.getByRole('region', { name: /Reply from/ })
    await reply.getByText(texts.playTokensIn).waitFor()
    await expect
      .poll(() => reply.getByText(texts.playCredits_other.replace('{{count}}', '10')).count())
      .toBe(1)
    expect(await logged('chat-playground.run')).toBe(runs + 1)
    await bothSizes(page, 'admin-story-chat-playground-en', 'playground')
    await page.context().close()
  })

  it('holds a conversation in the AI chat', async () => {
    const page = await open('/studio2/admin/ai-chat', 'en', admin)
    await page.getByLabel(texts.playModel).selectOption('offline')
    const log = page.getByRole('region', { name: texts.aiChatLog })
    const messages = ['Good evening.', 'Tell me about the storm.']
    for (const [index, message] of messages.entries()) {
      await page.getByLabel(texts.aiChatMessage).fill(message)
      await page.getByRole('button', { name: texts.aiChatSend }).click()
      // The admin's message and the model's reply are listed once the reply is in.
      await expect
        .poll(() => log.getByRole('listitem').count(), { timeout: 60_000 })
        .toBe(2 * (index + 1))
    }
    await expect
      .poll(() => log.getByRole('listitem').filter({ hasText: messages[1] }).count())
      .toBe(1)
    await bothSizes(page, 'admin-story-chat-ai-chat-en', 'ai chat')
    await page.getByRole('button', { name: texts.aiChatNew }).click()
    await page.getByText(texts.aiChatEmpty).waitFor()
    await page.context().close()
  })

  it('composes a room’s next prompt without changing it, and saves the prompt as a test prompt', async () => {
    const saves = await logged('test-prompt.create')
    const page = await open(`/studio2/admin/custom-prompt-composer?room=${roomOid}`, 'en', admin)
    await expect.poll(() => page.getByLabel(texts.composeRoom).inputValue()).toBe(roomOid)
    await page.getByLabel(texts.composeMessage).fill('I climb to the lamp room.')
    await page.getByLabel(texts.composeOwnSystem).check()
    const mark = `COMPOSED ${Date.now()}`
    await page
      .getByRole('textbox', { name: texts.playSystem, exact: true })
      .fill(`${mark}: narrate in the second person.`)
    await page.getByRole('button', { name: texts.composePreview }).click()
    const messages = page.getByRole('list', { name: texts.composeMessages })
    await messages.getByText(mark, { exact: false }).first().waitFor()
    await expect.poll(() => messages.getByText('I climb to the lamp room.').count()).toBe(1)
    await page.getByLabel(texts.composeTestName).fill(mark)
    await page.getByRole('button', { name: texts.composeSave }).click()
    await page.getByText(texts.composeSaved.replace('{{name}}', mark)).waitFor()
    expect(await logged('test-prompt.create')).toBe(saves + 1)
    await bothSizes(page, 'admin-story-chat-composer-en', 'prompt composer')
    await page.context().close()
  })

  it('lists idle and archived rooms in the chat archive', async () => {
    // Rooms of this run are fresh: archiving them is covered over HTTP, with an idle clock.
    const page = await open('/studio2/admin/chat-archive', 'en', admin)
    await page.getByLabel(texts.archiveDays).fill('7')
    await page.getByText(texts.archiveNone).waitFor()
    expect(
      await page
        .getByRole('button', { name: texts.archiveAll.replace('{{days}}', '7') })
        .isDisabled(),
    ).toBe(true)
    await page.getByRole('heading', { name: texts.archiveArchived }).waitFor()
    await bothSizes(page, 'admin-story-chat-archive-en', 'chat archive')
    await page.context().close()
  })

  it('shows the pages in Korean on a desktop and a phone', async () => {
    const ko = adminKo.admin
    for (const name of [
      'playground',
      'ai-chat',
      'custom-prompt-composer',
      'chat-archive',
    ] as const) {
      const page = await open(`/studio2/admin/${name}`, 'ko', admin)
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent())
        .toBe(ko[`title_${name}`])
      await page.locator('.story-chat-tools').waitFor()
      await bothSizes(page, `admin-story-chat-${name}-ko`, `${name} in Korean`)
      await page.context().close()
    }
  })

  it('is not found for a creator, and the playground refuses them', async () => {
    const page = await open('/studio2/admin/playground', 'en', creator)
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor()
    expect(await page.getByRole('navigation', { name: texts.menu }).count()).toBe(0)
    await expect(
      productApi(product.url, 'POST', '/story-chat/admin/playground', {
        token: creator.token,
        body: { model: 'offline', messages: [{ role: 'user', text: 'Hello' }] },
      }),
    ).rejects.toThrow(/403/)
    await page.context().close()
  })
})
