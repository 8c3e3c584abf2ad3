/**
 * The player's chat room in real Chromium against the product started as `npm start`
 * starts it, with the offline model: a guest plays the demo story to the free limit,
 * goes on with a chat coupon, signs up and goes on in the same room; then coins bought
 * on /charge and converted, auto-chat, reroll and alternatives, rollback and delete
 * (confirmed in a dialog), edit, personas, settings, image unlocks (single and bulk), a
 * reload mid-stream, the network dropping before a send and in the middle of a reply,
 * the creator's debug panel and prompt log, and the key steps again in Korean.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { plainStoryText } from '../../web/story'
import { type FakeUpstream, startFakeUpstream } from '../support/fake-upstream'
import { closeContexts, seedSession, signedIn, workerBrowser } from './support/browser'
import { noOverflow } from './support/people'
import { SCREENSHOT_DIR, screenshot } from './support/screenshots'
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  type RunningProduct,
  startProduct,
  waitForMail,
} from './support/server'

const stamp = Date.now().toString(36)
const COUPON = `GULL-${stamp}`.toUpperCase()
const CREATOR_EMAIL = 'creator@taleloom.local'
const CREATOR_PASSWORD = 'quill-and-ink7'
const player = {
  email: `player${stamp}@example.com`,
  password: 'lantern42',
  nickname: `Keeper${stamp.slice(-5)}`,
}

let product: RunningProduct
let upstream: FakeUpstream
let browser: Browser
let context: BrowserContext
let page: Page
let contentOid = ''
let roomPath = ''
const browserDialogs: string[] = []
/** Signed addresses the page asked for and was refused (a locked picture must not be asked). */
const refusedSignedUrls: string[] = []

/** The messages in the DOM (the list is virtualized: the ones in view and a few more). */
const messages = () => page.getByTestId('chat-message')
/** How many messages the conversation has, rendered or not. */
const total = async () => Number(await page.getByTestId('chat-messages').getAttribute('data-count'))
const texts = () => page.getByTestId('chat-text').allTextContents()
const composer = () => page.getByLabel('Your message')
const streaming = () => page.locator('[data-testid=chat-message][data-status=streaming]')

/** Sends a message and waits until its reply is complete. */
async function say(text: string) {
  const before = await total()
  await composer().fill(text)
  await composer().press('Enter')
  await expect.poll(total).toBeGreaterThanOrEqual(before + 2)
  await waitForReply()
}

async function waitForReply() {
  await page.getByTestId('chat-status').and(page.locator('[data-connection=idle]')).waitFor()
  await expect.poll(() => streaming().count()).toBe(0)
}

/** A JSON call to the product outside the browser (setup only: the steps use the pages). */
async function post(path: string, body: object, bearer?: string) {
  return fetch(`${product.url}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'platform-type': 'web',
      ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
    },
    body: JSON.stringify(body),
  })
}

async function logIn(email: string, password: string) {
  const response = await post('/api/account/login', { email, password })
  expect(response.status, await response.clone().text()).toBe(200)
  return (await response.json()) as { token: string; user: unknown }
}

/** The balances of the account `bearer` signs in (what the wallet dialogs show). */
async function walletOf(bearer: string): Promise<Record<string, number> & { coins: number }> {
  const response = await fetch(`${product.url}/api/story-chat/convert/credit`, {
    headers: { authorization: `Bearer ${bearer}` },
  })
  expect(response.status).toBe(200)
  return ((await response.json()) as { balances: Record<string, number> & { coins: number } })
    .balances
}

/** A browser context already signed in as `login` (the session the page keeps). */
async function signedInContext(login: { token: string; user: unknown }, locale = 'en-US') {
  const context = await browser.newContext({ locale, viewport: { width: 1280, height: 860 } })
  await seedSession(context, signedIn(login))
  return context
}

beforeAll(async () => {
  // A product of its own, for its settings and the demo creator's password it resets.
  upstream = await startFakeUpstream()
  product = await startProduct({
    env: {
      // A slower pace than the default (a reply of ~18 chunks takes ~2.7 s), so the typing
      // indicator and the stop button can be seen while the offline model writes.
      TALELOOM_OFFLINE_DELAY_MS: '150',
      // The reload steps hold a reply mid-stream on this loopback provider (see holdNextReply).
      OPENAI_COMPATIBLE_BASE_URL: upstream.openaiBaseURL,
    },
  })
  contentOid =
    /"The Keeper of Gull Rock" \(\/story\/([0-9a-f]{24})/.exec(product.output())?.[1] ?? ''
  expect(contentOid, product.output()).toMatch(/^[0-9a-f]{24}$/)
  // An admin issues a chat coupon worth one chat, for the guest to enter.
  const admin = await logIn(ADMIN_EMAIL, ADMIN_PASSWORD)
  const issued = await post('/api/story-chat/chat-coupons', { code: COUPON, chats: 1 }, admin.token)
  expect(issued.status, await issued.clone().text()).toBe(200)
  browser = await workerBrowser()
  context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 860 } })
  page = await context.newPage()
  page.setDefaultTimeout(30_000)
  // Nothing may ask through the browser's own dialogs: the page uses its own (checked at the end).
  page.on('dialog', (dialog) => {
    browserDialogs.push(dialog.message())
    void dialog.dismiss()
  })
  page.on('response', (response) => {
    if (response.url().includes('/image/signed-url') && response.status() === 403)
      refusedSignedUrls.push(response.url())
  })
})

afterAll(async () => {
  await closeContexts(browser)
  await product?.stop()
  await upstream?.close()
  console.log(`Screenshots: ${SCREENSHOT_DIR}`)
})

/** The spendable credits in the header. */
const credits = async () =>
  Number((await page.getByTestId('chat-credits').textContent())?.split(' ')[0])

/** Runs `change` and waits until the room's settings were saved with `field` in them. */
async function savingSetting(field: string, change: () => Promise<unknown>) {
  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith('/user-settings') &&
      response.ok() &&
      (response.request().postData() ?? '').includes(field),
  )
  await change()
  await saved
}

/**
 * Makes the next reply `target` sends come from the loopback OpenAI-compatible provider
 * (the message carries `model: 'local'`), which writes a few chunks and then waits until
 * `release()`: the reply is still streaming when the test reloads, however slow the machine.
 */
async function holdNextReply(target: Page, chunkText: string) {
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  upstream.behaviour = { kind: 'held', count: 12, before: 3, chunkText, release: released }
  await target.route(
    (url) => /\/chat-room\/[0-9a-f]{24}\/message$/.test(url.pathname),
    async (route) => {
      if (route.request().method() !== 'POST') return route.fallback()
      const body = JSON.parse(route.request().postData() ?? '{}') as Record<string, unknown>
      await route.continue({ postData: JSON.stringify({ ...body, model: 'local' }) })
    },
    { times: 1 },
  )
  return () => {
    release()
    upstream.behaviour = { kind: 'fixture' }
  }
}

/** The room's status as the server has it (what the page must end up showing). */
async function roomStatus(target: Page, roomOid: string) {
  return target.evaluate(async (id) => {
    const session = JSON.parse(localStorage.getItem('taleloom.session') ?? '{}').state
    const response = await fetch(`/api/story-chat/chat-room/${id}/status`, {
      headers: { authorization: `Bearer ${session.token}` },
    })
    return (await response.json()) as {
      head: { text: string; status: string }
      streaming: unknown
    }
  }, roomOid)
}

describe('the chat room in the browser', () => {
  it('opens a new room for a guest and replaces the address with the room id', async () => {
    await page.goto(`${product.url}/story/${contentOid}/c`)
    await page.waitForURL(/\/c\/[0-9a-f]{24}$/)
    roomPath = new URL(page.url()).pathname
    await page.getByTestId('chat-title').getByText('The Keeper of Gull Rock').waitFor()
    await expect.poll(total).toBe(1)
    await page.getByTestId('chat-free-chats').getByText('Free chats: 5/5').waitFor()
    expect(await page.title()).toBe('Story chat · Taleloom')
    await screenshot(page, 'chat-01-guest-opened')
  })

  it('asks a guest to log in instead of unlocking pictures', async () => {
    const unlockCalls: string[] = []
    const onRequest = (request: { url(): string }) => {
      if (request.url().includes('/image/unlock')) unlockCalls.push(request.url())
    }
    page.on('request', onRequest)
    try {
      await page.getByRole('button', { name: 'Unlock all pictures' }).click()
      await page.getByRole('dialog').getByRole('heading', { name: 'Log in to Taleloom' }).waitFor()
      await page.keyboard.press('Escape')
      await page.getByRole('dialog').waitFor({ state: 'detached' })
    } finally {
      page.off('request', onRequest)
    }
    expect(unlockCalls).toEqual([])
  })

  it('streams a reply with the typing indicator, rendered as text', async () => {
    const markup = '<img src=x onerror="window.__injected=1"><b>bold</b>'
    await composer().fill(`I knock on the door. ${markup}`)
    await composer().press('Enter')
    await page.getByTestId('chat-status').getByText('Writing a reply…').waitFor()
    await page.getByRole('img', { name: 'Writing a reply…' }).waitFor()
    await screenshot(page, 'chat-02-streaming')
    await waitForReply()
    expect((await texts())[1]).toContain(markup)
    expect(await page.evaluate(() => (window as { __injected?: number }).__injected)).toBe(
      undefined,
    )
    expect(await page.locator('.chat-text b').count()).toBe(0)
    await page.getByTestId('chat-free-chats').getByText('Free chats: 4/5').waitFor()
  })

  it('plays to the free limit, keeps the refused text and opens the login popup', async () => {
    for (const line of [
      'I ask Wren about the logbook.',
      'I climb the tower.',
      'I light the lamp.',
      'I look out to sea.',
    ]) {
      await say(line)
    }
    await page.getByTestId('chat-free-chats').getByText('Free chats: 0/5').waitFor()
    const count = await total()
    await composer().fill('One more question for Wren.')
    await composer().press('Enter')
    await page
      .getByText(
        'Your message was not sent: You have no more free chats. Please log in to continue.',
      )
      .waitFor()
    await page.getByRole('dialog').getByRole('heading', { name: 'Log in to Taleloom' }).waitFor()
    expect(await composer().inputValue()).toBe('One more question for Wren.')
    expect(await total()).toBe(count)
    await screenshot(page, 'chat-03-free-limit')
  })

  it('a guest past the free limit enters a chat coupon and plays on with it', async () => {
    await page.keyboard.press('Escape')
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    await page.getByRole('tab', { name: 'Settings' }).click()
    await page.getByLabel('Chat coupon').fill('gull-nope')
    await page.getByRole('button', { name: 'Use coupon' }).click()
    await page.getByText('There are no matching coupon codes').waitFor()
    await page.getByLabel('Chat coupon').fill(COUPON.toLowerCase())
    await page.getByRole('button', { name: 'Use coupon' }).click()
    await page.getByText('Coupon redeemed: 1 chats added.').waitFor()
    await page.locator('.chat-header').getByText('Coupon chats: 1').waitFor()
    await screenshot(page, 'chat-03b-guest-coupon')
    // The refused message goes out on the coupon chat.
    const count = await total()
    await page.getByRole('button', { name: 'Retry' }).click()
    await expect.poll(total).toBe(count + 2)
    await waitForReply()
    expect((await texts()).at(-2)).toBe('One more question for Wren.')
    await expect
      .poll(() =>
        page
          .locator('.chat-header')
          .getByText(/Coupon chats/)
          .count(),
      )
      .toBe(0)
    // With the coupon spent, the next one is refused again and the popup returns.
    await composer().fill('I ask Wren about the storm.')
    await composer().press('Enter')
    await page.getByRole('dialog').getByRole('heading', { name: 'Log in to Taleloom' }).waitFor()
  })

  it('signs up from the popup and goes on in the same room', async () => {
    const form = page.getByRole('dialog')
    await form.getByRole('button', { name: 'Create an account' }).click()
    await form.getByLabel('E-mail').fill(player.email)
    await form.getByLabel('Password', { exact: true }).fill(player.password)
    await form.getByLabel('Repeat password').fill(player.password)
    await form.getByLabel('Nickname').fill(player.nickname)
    await form.getByText('Nice, this would work.').waitFor()
    await form.getByLabel('Year').selectOption('1998')
    await form.getByLabel('Month').selectOption('4')
    await form.getByLabel('Day').selectOption('17')
    await form.getByLabel('I agree to the collection and use of my personal data.').check()
    await form.getByRole('button', { name: 'Sign up' }).click()
    const mail = await waitForMail(product.dataDir, player.email)
    await form.getByLabel('Confirmation code').fill(/\b(\d{6})\b/.exec(mail.text)?.[1] ?? '')
    await form.getByRole('button', { name: 'Confirm' }).click()
    await form.getByRole('button', { name: 'Start exploring' }).click()
    await page.getByRole('button', { name: `Account menu for ${player.nickname}` }).waitFor()

    // The room is now the player's: same address, same conversation.
    expect(new URL(page.url()).pathname).toBe(roomPath)
    await page.getByTestId('chat-credits').waitFor()
    expect(await total()).toBe(13)
    // A new account has no credits yet: the spec's text, and the box keeps the words.
    await page.getByRole('button', { name: 'Retry' }).click()
    const sendBanner = page.getByText('Your message was not sent: Insufficient credits.')
    await sendBanner.waitFor()
    expect(await composer().inputValue()).toBe('I ask Wren about the storm.')
    expect(await total()).toBe(13)
    await page.keyboard.press('Escape')
    // The refusal stays until the player does something else: an edit the server refuses
    // for its length shows its own text in its place, and changes nothing.
    const own = page.locator('.chat-message-user').last()
    const ownText = await own.getByTestId('chat-text').textContent()
    await own.getByRole('button', { name: 'Edit' }).click()
    await own.getByLabel('Edit message').fill('x'.repeat(9000))
    await own.getByRole('button', { name: 'Save', exact: true }).click()
    await page.getByRole('alert').getByText('Edited message is too long.').waitFor()
    expect(await sendBanner.count()).toBe(0)
    await own.getByRole('button', { name: 'Cancel' }).click()
    expect(await own.getByTestId('chat-text').textContent()).toBe(ownText)
    expect(await composer().inputValue()).toBe('I ask Wren about the storm.')
  })

  it('continues after the daily check-in gives credits; the counter follows each turn', async () => {
    // Opened again signed in, the page offers today's check-in: its bonus pays for the chat.
    await page.reload()
    await page.getByTestId('chat-credits').getByText('0 credits').waitFor()
    const nudge = page.getByTestId('checkin-nudge')
    await nudge.getByRole('button', { name: /^Claim (50|100) bonus credits$/ }).click()
    await page.getByTestId('checkin-nudge-done').waitFor()
    await page
      .getByTestId('chat-credits')
      .getByText(/^(50|100) credits\b/)
      .waitFor()
    expect(await nudge.count()).toBe(0)
    const before = await credits()
    // The reload kept the refused text in the box (sessionStorage): send it again.
    expect(await composer().inputValue()).toBe('I ask Wren about the storm.')
    await composer().press('Enter')
    await waitForReply()
    expect((await texts()).at(-2)).toBe('I ask Wren about the storm.')
    expect(await composer().inputValue()).toBe('')
    await expect.poll(credits).toBeLessThan(before)
    // The offline model's fee at the default settings: 10 credits, whatever the reply.
    expect(await credits()).toBe(before - 10)
    await screenshot(page, 'chat-04-signed-in-same-room')
  })

  it('buys coins on the charge page (sandbox checkout) and converts them in the dialog', async () => {
    await page.getByTestId('chat-credits').click()
    await page.getByRole('dialog').getByRole('link', { name: 'Buy coins' }).click()
    await page.waitForURL(/\/charge$/)
    await page.getByRole('button', { name: 'Buy 100 coins for $11.00' }).click()
    await page.waitForURL(/\/api\/payment\/sandbox\/checkout\//)
    await page.getByRole('button', { name: 'Approve payment' }).click()
    await page.waitForURL(/\/charge\/success\?paymentOid=[0-9a-f]{24}$/)
    await page.getByText('100 coins were added to your wallet.').waitFor()
    await screenshot(page, 'chat-04a-charge-success')

    await page.goto(`${product.url}${roomPath}`)
    // The header shows the balance once the wallet has answered.
    await expect.poll(credits).toBeGreaterThan(0)
    const before = await credits()
    await page.getByTestId('chat-credits').click()
    const dialog = page.getByRole('dialog')
    await dialog.getByText('One coin buys 10 credits. You have 100 coins.').waitFor()
    await dialog.getByLabel(/Coins to convert/).fill('10')
    await screenshot(page, 'chat-04b-convert-dialog')
    await dialog.getByRole('button', { name: 'Convert' }).click()
    await dialog.getByText(`Converted. You now have ${before + 100} credits.`).waitFor()
    await page.keyboard.press('Escape')
    await page
      .getByTestId('chat-credits')
      .getByText(`${before + 100} credits`)
      .waitFor()
  })

  it('lets the story go on by itself (auto-chat)', async () => {
    const before = await total()
    await page.getByRole('button', { name: 'Continue the story' }).click()
    await expect.poll(total).toBeGreaterThan(before)
    await waitForReply()
    expect(await page.locator('[data-testid=chat-message][data-status=failed]').count()).toBe(0)
  })

  it('rerolls, keeps both replies and switches between them', async () => {
    const first = (await texts()).at(-1)
    await messages().last().getByRole('button', { name: 'Reroll' }).click()
    await waitForReply()
    const count = page.getByTestId('chat-alternative-count')
    await expect.poll(() => count.last().textContent()).toBe('2/2')
    const second = (await texts()).at(-1)
    await page.getByRole('button', { name: 'Previous reply' }).last().click()
    await expect.poll(() => count.last().textContent()).toBe('1/2')
    expect((await texts()).at(-1)).toBe(first)
    await screenshot(page, 'chat-05-alternatives')
    await page.getByRole('button', { name: 'Next reply' }).last().click()
    await expect.poll(() => count.last().textContent()).toBe('2/2')
    expect((await texts()).at(-1)).toBe(second)
  })

  it('rolls back to an earlier reply after confirming in the dialog', async () => {
    const before = await total()
    // The newest reply that is not the last one: the one offering "Roll back to here".
    const target = messages()
      .filter({ has: page.getByRole('button', { name: 'Roll back to here' }) })
      .last()
    const kept = await target.getByTestId('chat-text').textContent()
    const newest = (await texts()).at(-1)
    await target.getByRole('button', { name: 'Roll back to here' }).click()
    const dialog = page.getByRole('dialog', { name: 'Roll back the story?' })
    await dialog
      .getByText('Roll back to this reply? You can undo this until you send a new message.')
      .waitFor()
    // Cancel first: nothing changes.
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await dialog.waitFor({ state: 'detached' })
    expect(await total()).toBe(before)
    await target.getByRole('button', { name: 'Roll back to here' }).click()
    await screenshot(page, 'chat-05b-rollback-dialog')
    await dialog.getByRole('button', { name: 'Roll back to here' }).click()
    await expect.poll(async () => (await texts()).at(-1)).toBe(kept)
    await expect.poll(total).toBeLessThan(before)
    // Undo, offered until a new turn: the later turns come back from the server.
    const undo = page.locator('.chat-rollback-undo')
    await undo.getByText('Rolled back to an earlier reply.').waitFor()
    await undo.getByRole('button', { name: 'Undo' }).click()
    await expect.poll(total).toBe(before)
    expect((await texts()).at(-1)).toBe(newest)
    await undo.waitFor({ state: 'detached' })
    // Rolled back again: a new message ends the offer.
    await target.getByRole('button', { name: 'Roll back to here' }).click()
    await dialog.getByRole('button', { name: 'Roll back to here' }).click()
    await undo.waitFor()
    await say('I turn back to the door.')
    expect(await undo.count()).toBe(0)
  })

  it('deletes the last reply and the message that asked for it, after confirming', async () => {
    await say('I shout into the wind.')
    const before = await total()
    await messages().last().getByRole('button', { name: 'Delete reply' }).click()
    const dialog = page.getByRole('dialog', { name: 'Delete this reply?' })
    await dialog.getByText('Delete this reply and the message that asked for it?').waitFor()
    await dialog.getByRole('button', { name: 'Delete reply' }).click()
    await expect.poll(total).toBe(before - 2)
    expect(await texts()).not.toContain('I shout into the wind.')
  })

  it('deletes an earlier reply with the turns after it, saying how many go', async () => {
    await say('I count the gulls.')
    await say('I count the waves.')
    const before = await total()
    const replies = messages().filter({ has: page.getByRole('button', { name: 'Delete reply' }) })
    const target = replies.nth((await replies.count()) - 2)
    expect(await target.getByTestId('chat-text').textContent()).not.toBe((await texts()).at(-1))
    await target.getByRole('button', { name: 'Delete reply' }).click()
    const dialog = page.getByRole('dialog', { name: 'Delete this reply?' })
    await dialog
      .getByText('Delete this reply, the message that asked for it and the 2 later messages?')
      .waitFor()
    await dialog.getByRole('button', { name: 'Delete reply' }).click()
    await expect.poll(total).toBe(before - 4)
    expect(await texts()).not.toContain('I count the gulls.')
  })

  it('edits the player’s own message, refusing one that is too long or empty', async () => {
    // The composer cuts nothing at the server's limit (4,000 characters): a counter says how
    // far past it a message is (player-autoplay.e2e.test.ts).
    expect(await composer().getAttribute('maxlength')).toBeNull()
    const before = await total()
    const own = page.locator('.chat-message-user').last()
    await own.getByRole('button', { name: 'Edit' }).click()
    const editor = own.getByLabel('Edit message')
    await editor.fill('   ')
    expect(await own.getByRole('button', { name: 'Save', exact: true }).isDisabled()).toBe(true)
    await editor.fill('x'.repeat(9000))
    await own.getByRole('button', { name: 'Save', exact: true }).click()
    // The server's refusal shows, and the message keeps its words until a good edit.
    await page.getByRole('alert').getByText('Edited message is too long.').waitFor()
    await editor.fill('I climb the tower with the lantern.')
    await own.getByRole('button', { name: 'Save', exact: true }).click()
    await own.getByText('I climb the tower with the lantern.').waitFor()
    expect(await total()).toBe(before)
    expect(await page.getByRole('alert').getByText('Edited message is too long.').count()).toBe(0)
  })

  it('bookmarks a message and jumps to it', async () => {
    const newest = messages().last()
    const id = await newest.getAttribute('id')
    await newest.getByRole('button', { name: 'Bookmark' }).click()
    await page
      .locator(`#${id}`)
      .getByRole('button', { name: /Remove bookmark/ })
      .waitFor()
    await page.getByTestId('chat-scroll').evaluate((element) => {
      element.scrollTop = 0
    })
    await page.getByRole('tab', { name: 'Bookmarks' }).click()
    await page.getByRole('button', { name: /^Go to message/ }).click()
    await expect.poll(() => page.evaluate(() => document.activeElement?.id ?? '')).toBe(id)
    await page.getByRole('tab', { name: 'Picture' }).click()
  })

  it('renames the room; creates, edits, chooses and deletes personas; previews the font', async () => {
    await page.getByRole('button', { name: 'Edit title' }).click()
    await page.getByLabel('Room title').fill('   ')
    await page.locator('.chat-header').getByRole('button', { name: 'Save', exact: true }).click()
    await page.getByRole('alert').getByText('Failed to update title.').waitFor()
    await page.getByLabel('Room title').fill('Night at Gull Rock')
    await page.locator('.chat-header').getByRole('button', { name: 'Save', exact: true }).click()
    await page.getByTestId('chat-title').getByText('Night at Gull Rock').waitFor()

    await page.getByRole('tab', { name: 'Personas' }).click()
    const persona = (name: string) =>
      page.locator('.chat-persona-list li').filter({ hasText: name })
    for (const [name, prompt] of [
      ['Mara', 'A salvage diver who lost her brother to the rocks.'],
      ['Odo', 'A lighthouse inspector from the mainland.'],
    ] as const) {
      await page.getByLabel('Name').fill(name)
      await page.getByLabel('Who they are').fill(prompt)
      await page.getByLabel('Gender').selectOption(name === 'Mara' ? 'female' : 'male')
      await page.getByRole('button', { name: 'Create persona' }).click()
      await persona(name).waitFor()
    }
    // Edit: the form takes the persona, and saving renames it.
    await persona('Mara').getByRole('button', { name: 'Edit' }).click()
    expect(await page.getByLabel('Who they are').inputValue()).toBe(
      'A salvage diver who lost her brother to the rocks.',
    )
    await page.getByLabel('Name').fill('Mara Quill')
    await page.getByRole('button', { name: 'Save persona' }).click()
    await persona('Mara Quill').waitFor()
    await page.getByLabel('Persona in this room').selectOption({ label: 'Mara Quill' })
    await expect
      .poll(() => page.getByLabel('Persona in this room').inputValue())
      .toMatch(/^[0-9a-f]{24}$/)
    // Delete: the other persona goes, from the list and from the choice.
    await persona('Odo').getByRole('button', { name: 'Delete' }).click()
    await expect.poll(() => persona('Odo').count()).toBe(0)
    expect(
      await page.getByLabel('Persona in this room').locator('option').allTextContents(),
    ).toEqual(['No persona (yourself)', 'Mara Quill'])

    await page.getByRole('tab', { name: 'Settings' }).click()
    await page.getByLabel('Font style').selectOption('serif')
    await page.getByLabel(/Font size/).fill('20')
    await expect
      .poll(() =>
        page.locator('.chat-font-preview p').evaluate((el) => getComputedStyle(el).fontSize),
      )
      .toBe('20px')
    await expect
      .poll(() =>
        page
          .locator('.chat-bubble')
          .first()
          .evaluate((el) => getComputedStyle(el).fontSize),
      )
      .toBe('20px')
    await screenshot(page, 'chat-06a-font-persona')
    await page.getByRole('tab', { name: 'Picture' }).click()
  })

  it('unlocks the scene picture through the dialog, and bills the bulk unlock in full', async () => {
    await page.getByTestId('chat-image-locked').waitFor()
    await page
      .getByRole('button', { name: /^Unlock for \d+ credits$/ })
      .first()
      .click()
    const dialog = page.getByRole('dialog')
    await dialog.getByText(/This picture costs \d+ credits/).waitFor()
    await screenshot(page, 'chat-06-unlock-dialog')
    await dialog.getByRole('button', { name: /^Unlock for/ }).click()
    await page.getByTestId('chat-image').waitFor()
    await screenshot(page, 'chat-07-unlocked')

    // Unlock all: each locked picture with its price, the count, and the discounted total.
    await page.getByRole('button', { name: 'Unlock all pictures' }).click()
    const bulk = page.getByRole('dialog', { name: 'Unlock every picture of this story?' })
    const list = bulk.getByRole('list', { name: 'Locked pictures' }).getByRole('listitem')
    await expect.poll(() => list.count()).toBeGreaterThan(0)
    // Each row: the picture's name, then its price in a span of its own.
    const prices = (await list.locator('span:last-child').allTextContents()).map((price) =>
      Number(/^(\d+) credits$/.exec(price)?.[1]),
    )
    const sum = prices.reduce((added, price) => added + price, 0)
    expect(await bulk.getByTestId('chat-unlock-count').textContent()).toBe(String(prices.length))
    // The bulk discount starts at two pictures (`bulkDiscountPercent`): one left is billed in full.
    const discount = prices.length >= 2 ? 10 : 0
    if (discount) await bulk.getByText('10 %').waitFor()
    else expect(await bulk.getByText('10 %').count()).toBe(0)
    const totalText = `${Math.floor((sum * (100 - discount)) / 100)} credits`
    expect(await bulk.getByTestId('chat-unlock-total').textContent()).toBe(totalText)
    await bulk
      .getByRole('button', {
        name: `Unlock ${prices.length} ${prices.length === 1 ? 'picture' : 'pictures'} for ${totalText}`,
      })
      .waitFor()
    await screenshot(page, 'chat-07b-bulk-unlock-dialog')
    // Left for the Korean steps to buy.
    await bulk.getByRole('button', { name: 'Cancel' }).click()
  })

  it('resumes the streaming reply after a reload mid-stream', async () => {
    const room = roomPath.split('/').at(-1) ?? ''
    const release = await holdNextReply(page, 'The tide turns. ')
    await composer().fill('I read the last page of the logbook aloud.')
    await composer().press('Enter')
    // The held reply's first words are on screen (not only the player's own line, which is
    // shown before the server has started the turn): the reply is being written.
    await expect.poll(async () => (await texts()).at(-1) ?? '').toContain('The tide turns.')
    expect((await roomStatus(page, room)).streaming).not.toBeNull()
    await page.reload()
    // The room's status says a reply is being written: the page replays and follows it.
    await expect.poll(total).toBeGreaterThan(2)
    await streaming().waitFor()
    await expect.poll(async () => (await texts()).at(-1) ?? '').toContain('The tide turns.')
    await screenshot(page, 'chat-08-resumed-after-reload')
    release()
    await expect
      .poll(async () => (await roomStatus(page, room)).head.status, { timeout: 60_000 })
      .toBe('complete')
    // On screen as the player reads it: the story markup (*actions*) shown, not its marks.
    const stored = plainStoryText((await roomStatus(page, room)).head.text)
    await expect.poll(async () => (await texts()).at(-1)).toBe(stored)
    expect((await texts()).at(-2)).toBe('I read the last page of the logbook aloud.')
  })

  it('sends once the network is back when it dropped before the send', async () => {
    const before = await total()
    await context.setOffline(true)
    await composer().fill('I wait for the storm to pass.')
    await composer().press('Enter')
    await page.getByText('Connection lost. Reconnecting…').waitFor()
    await screenshot(page, 'chat-09-reconnecting')
    await context.setOffline(false)
    await expect.poll(total, { timeout: 60_000 }).toBe(before + 2)
    await waitForReply()
    expect((await texts()).at(-2)).toBe('I wait for the storm to pass.')
    expect(await page.locator('[data-testid=chat-message][data-status=failed]').count()).toBe(0)
  })

  it('finishes a reply exactly once when the network drops in the middle of it', async () => {
    const room = roomPath.split('/').at(-1) ?? ''
    const before = await total()
    // The connection is cut after part of the reply: the page gets the first half of the
    // events and then the end of the stream, as when a mobile link drops mid-reply.
    await page.route(
      new RegExp(`/chat-room/${room}/message$`),
      async (route) => {
        const response = await route.fetch()
        const events = (await response.text()).split('\n\n').filter(Boolean)
        const half = events.slice(0, Math.max(2, Math.floor(events.length / 2)))
        const headers = { ...response.headers() }
        delete headers['content-length']
        await route.fulfill({ status: 200, headers, body: `${half.join('\n\n')}\n\n` })
      },
      { times: 1 },
    )
    try {
      await composer().fill('I follow the light down to the cave.')
      await composer().press('Enter')
      await page.getByText('Connection lost. Reconnecting…').waitFor()
      // Offline while it retries: it keeps trying, and the partial reply stays on screen.
      await context.setOffline(true)
      expect(((await texts()).at(-1) ?? '').length).toBeGreaterThan(0)
      await screenshot(page, 'chat-09c-reconnecting-mid-stream')
      await page.waitForTimeout(2_000)
    } finally {
      await context.setOffline(false)
    }
    await waitForReply()
    const stored = (await roomStatus(page, room)).head
    expect(stored.status).toBe('complete')
    // The whole reply, once: not cut, not doubled, and no second copy of the turn.
    const shown = plainStoryText(stored.text)
    expect((await texts()).at(-1)).toBe(shown)
    expect(await total()).toBe(before + 2)
    expect((await texts()).filter((text) => text === shown)).toHaveLength(1)
    expect((await texts()).at(-2)).toBe('I follow the light down to the cave.')
  })

  it('keeps the chosen settings: the detail label follows the slider, impersonation picks a character', async () => {
    await page.getByRole('tab', { name: 'Settings' }).click()
    await savingSetting('responseLength', () => page.getByLabel('Long (×2 credits)').check())
    await page.getByText('Saved.').waitFor()
    await savingSetting('enhancedInference', () =>
      page.getByLabel('Enhanced inference (+10 % of the model fee per 500 tokens)').check(),
    )
    await savingSetting('inferenceLevel', () =>
      page.getByLabel('Inference level').selectOption('advanced'),
    )

    // Dragging the slider: the label follows the thumb before the release saves it.
    const label = page.getByTestId('chat-detail-label')
    expect(await label.textContent()).toBe('Detail level: 50')
    const slider = page.getByRole('slider', { name: /^Detail level/ })
    const box = await slider.boundingBox()
    if (!box) throw new Error('the detail slider has no box')
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    await page.mouse.down()
    await page.mouse.move(box.x + box.width * 0.85, box.y + box.height / 2, { steps: 5 })
    await expect.poll(() => label.textContent()).not.toBe('Detail level: 50')
    const dragged = Number((await label.textContent())?.split(': ')[1])
    expect(dragged).toBeGreaterThan(50)
    await savingSetting('detailLevel', () => page.mouse.up())

    await savingSetting('impersonationOn', () =>
      page.getByLabel('Impersonation: the story may speak for your character').check(),
    )
    const character = page.getByLabel('Character the story speaks as')
    await expect.poll(() => character.isEnabled()).toBe(true)
    await savingSetting('impersonationCharacterId', () =>
      character.selectOption({ label: 'Wren Calloway' }),
    )
    await screenshot(page, 'chat-09d-settings')

    await page.reload()
    await page.getByRole('tab', { name: 'Settings' }).click()
    expect(await page.getByLabel('Long (×2 credits)').isChecked()).toBe(true)
    expect(await page.getByLabel('Inference level').inputValue()).toBe('advanced')
    expect(await label.textContent()).toBe(`Detail level: ${dragged}`)
    await expect
      .poll(async () =>
        page.getByLabel('Character the story speaks as').locator('option:checked').textContent(),
      )
      .toBe('Wren Calloway')
    // The player neither wrote this story nor is an admin: no debug tab.
    expect(await page.getByRole('tab', { name: 'Debug' }).count()).toBe(0)
    await page.getByLabel('Normal (×1 credits)').check()
    await page.getByText('Saved.').waitFor()
    expect(browserDialogs).toEqual([])
    expect(refusedSignedUrls).toEqual([])
  })

  it("shows the story's creator the debug panel, the wait page and the room's prompt log", async () => {
    // The demo creator's password is generated at seed time: set a known one by the mailed reset.
    expect((await post('/api/account/changepw/request', { email: CREATOR_EMAIL })).ok).toBe(true)
    const mail = await waitForMail(product.dataDir, CREATOR_EMAIL, (m) =>
      m.text.includes('/pwreset?token='),
    )
    const resetToken = /\/pwreset\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1]
    const reset = await post('/api/account/changepw/finalize', {
      token: resetToken,
      password: CREATOR_PASSWORD,
      passwordRepeat: CREATOR_PASSWORD,
    })
    expect(reset.ok, await reset.clone().text()).toBe(true)
    const login = await logIn(CREATOR_EMAIL, CREATOR_PASSWORD)
    // The creator pays for a turn like anyone: today's check-in gives the credits.
    expect((await post('/api/account/attendance', {}, login.token)).status).toBe(200)
    const creatorContext = await signedInContext(login)
    const creator = await creatorContext.newPage()
    creator.setDefaultTimeout(30_000)
    try {
      // The `story` wait page prepares a room of the story and hands over to it.
      await creator.goto(`${product.url}/story?contentOid=${contentOid}`)
      await creator.waitForURL(new RegExp(`/story/${contentOid}/c/[0-9a-f]{24}$`))
      const creatorRoom = new URL(creator.url()).pathname.split('/').at(-1) ?? ''
      const box = creator.getByLabel('Your message')
      await box.fill('I climb the stairs with the lantern.')
      await box.press('Enter')
      await creator
        .getByTestId('chat-status')
        .and(creator.locator('[data-connection=idle]'))
        .waitFor()
      await expect
        .poll(() => creator.locator('[data-testid=chat-message][data-status=streaming]').count())
        .toBe(0)
      await creator.getByRole('tab', { name: 'Debug' }).click()
      await creator.getByRole('heading', { name: 'Story state' }).waitFor()
      await expect
        .poll(async () => (await creator.locator('.chat-debug-pre').first().textContent()) ?? '')
        .toMatch(/^\{/)
      // The turn's lorebook record: entries the scene's text names, and what was left out.
      await creator
        .getByTestId('debug-knowledge')
        .getByText(/^lore-lighthouse · “/)
        .waitFor()
      await creator.getByText(/^Left out: .*scope \d/).waitFor()
      await screenshot(creator, 'chat-09b-creator-debug')

      // Without a story, the wait page resumes the latest room.
      await creator.goto(`${product.url}/story`)
      await creator.waitForURL(new RegExp(`/c/${creatorRoom}$`))

      // The room's prompt log: what went to the model on the turn, from the settings link.
      await creator.getByRole('tab', { name: 'Settings' }).click()
      await creator.getByRole('link', { name: 'Prompt log of this room' }).click()
      await creator.waitForURL(new RegExp(`/story/promptlog/${creatorRoom}$`))
      await creator.getByRole('heading', { name: 'Prompt log', level: 1 }).waitFor()
      const turns = creator.getByTestId('prompt-log-turn')
      await expect.poll(() => turns.count()).toBe(1)
      await turns.first().getByText('I climb the stairs with the lantern.').first().waitFor()
      expect(await creator.title()).toBe('Prompt log · Taleloom')
      await screenshot(creator, 'chat-09e-prompt-log')
      // Someone else's room: the server refuses, and the page says so.
      await creator.goto(`${product.url}/story/promptlog/${roomPath.split('/').at(-1)}`)
      await creator.getByRole('alert').getByText('Chat room not found').waitFor()
      // In Japanese, dates are written the Japanese way (year first), not in US English.
      await creator.goto(`${product.url}/jp/story/promptlog/${creatorRoom}`)
      await expect
        .poll(async () => (await turns.first().locator('summary').textContent()) ?? '')
        .toMatch(/\d{4}\/\d{1,2}\/\d{1,2} \d{1,2}:\d{2}:\d{2}/)
    } finally {
      await creatorContext.close()
    }
  })

  it('a guest refused a paid story logs in from the page, buys it there and the chat opens', async () => {
    const derelictOid =
      /"Derelict: Lantern-7" \(\/story\/([0-9a-f]{24})/.exec(product.output())?.[1] ?? ''
    expect(derelictOid, product.output()).toMatch(/^[0-9a-f]{24}$/)
    const guestContext = await browser.newContext({
      locale: 'en-US',
      viewport: { width: 1280, height: 860 },
    })
    const guest = await guestContext.newPage()
    try {
      // A malformed story link says so (not "no story in progress").
      await guest.goto(`${product.url}/story?contentOid=zzz`)
      await guest
        .getByText(
          'This story link is not valid. Check the address, or pick a story from the catalogue.',
        )
        .waitFor()
      // A paid story is for signed-in players: the server refuses a guest its room.
      await guest.goto(`${product.url}/story/${derelictOid}/c`)
      const failed = guest.getByTestId('chat-open-failed')
      await failed.getByText('This chat could not be opened.').waitFor()
      expect(await failed.getByRole('alert').textContent()).toBe('Login required')
      await failed.getByRole('button', { name: 'Log in' }).click()
      const form = guest.getByRole('dialog')
      await form.getByRole('heading', { name: 'Log in to Taleloom' }).waitFor()
      await form.getByLabel('E-mail').fill(player.email)
      await form.getByLabel('Password', { exact: true }).fill(player.password)
      await form.getByRole('button', { name: 'Log in' }).click()
      // Signed in, the page asks again: the story is to be bought first, from its page.
      await failed.getByRole('alert').getByText('Purchase this story to play it.').waitFor()
      expect(await failed.getByRole('button', { name: 'Log in' }).count()).toBe(0)
      const bearer = (await logIn(player.email, player.password)).token
      const before = await walletOf(bearer)
      await failed.getByRole('link', { name: 'Back to the story' }).click()
      await guest.getByRole('button', { name: 'Buy for 30 coins' }).click()
      const dialog = guest.getByRole('dialog', { name: 'Buy this story?' })
      await dialog.getByRole('button', { name: 'Buy for 30 coins' }).click()
      await dialog.waitFor({ state: 'detached' })
      await guest.getByRole('link', { name: /^Play/ }).first().click()
      await guest.waitForURL(/\/c\/[0-9a-f]{24}$/)
      await guest.getByTestId('chat-title').getByText('Derelict: Lantern-7').waitFor()
      // Bought once, for its price.
      expect(await walletOf(bearer)).toEqual({ ...before, coins: before.coins - 30 })
    } finally {
      await guestContext.close()
    }
  })
})

describe('the key steps in Korean', () => {
  let ko: Page
  let koContext: BrowserContext
  let koRoomPath = ''
  const koTotal = async () =>
    Number(await ko.getByTestId('chat-messages').getAttribute('data-count'))
  const koTexts = () => ko.getByTestId('chat-text').allTextContents()
  const koBox = () => ko.getByLabel('내 메시지')
  const koStreaming = () => ko.locator('[data-testid=chat-message][data-status=streaming]')
  async function koWaitForReply() {
    await ko.getByTestId('chat-status').and(ko.locator('[data-connection=idle]')).waitFor()
    await expect.poll(() => koStreaming().count()).toBe(0)
  }

  beforeAll(async () => {
    koContext = await browser.newContext({
      locale: 'ko-KR',
      viewport: { width: 1280, height: 860 },
    })
    ko = await koContext.newPage()
    ko.setDefaultTimeout(30_000)
  })
  afterAll(async () => {
    await koContext?.close()
  })

  it('a guest reaches the free limit and gets the Korean text and login popup', async () => {
    await ko.goto(`${product.url}/ko/story/${contentOid}/c`)
    await ko.waitForURL(/\/ko\/story\/[0-9a-f]{24}\/c\/[0-9a-f]{24}$/)
    koRoomPath = new URL(ko.url()).pathname
    expect(await ko.title()).toBe('스토리 채팅 · Taleloom')
    for (const line of [
      '문을 두드린다.',
      '렌에게 일지를 묻는다.',
      '탑에 오른다.',
      '등불을 켠다.',
      '바다를 바라본다.',
    ]) {
      const before = await koTotal()
      await koBox().fill(line)
      await koBox().press('Enter')
      await expect.poll(koTotal).toBeGreaterThanOrEqual(before + 2)
      await koWaitForReply()
    }
    await koBox().fill('렌에게 한 가지 더 묻는다.')
    await koBox().press('Enter')
    await ko
      .getByText(
        '메시지를 보내지 못했습니다: 무료 채팅을 모두 사용했습니다. 계속하려면 로그인하세요.',
      )
      .waitFor()
    await ko.getByRole('dialog').getByRole('heading', { name: '테일룸 로그인' }).waitFor()
    await screenshot(ko, 'chat-10-ko-free-limit-login')
  })

  it('logs in from the Korean popup and goes on in the same room', async () => {
    const form = ko.getByRole('dialog')
    await form.getByLabel('이메일').fill(player.email)
    await form.getByLabel('비밀번호').fill(player.password)
    await form.getByRole('button', { name: '로그인' }).click()
    await form.waitFor({ state: 'detached' })
    expect(new URL(ko.url()).pathname).toBe(koRoomPath)
    await ko.getByTestId('chat-credits').waitFor()
    await ko.getByRole('button', { name: '다시 시도' }).click()
    await expect.poll(koTotal).toBe(13)
    await koWaitForReply()
    expect((await koTexts()).at(-2)).toBe('렌에게 한 가지 더 묻는다.')
  })

  it('rerolls to 2/2 in Korean', async () => {
    await ko.getByTestId('chat-message').last().getByRole('button', { name: '다시 생성' }).click()
    await koWaitForReply()
    await expect
      .poll(() => ko.getByTestId('chat-alternative-count').last().textContent())
      .toBe('2/2')
    await ko.getByText('답장 2개 중 2번째').last().waitFor({ state: 'attached' })
    await screenshot(ko, 'chat-11-ko-reroll')
  })

  it('buys the remaining pictures through the Korean bulk unlock dialog', async () => {
    await ko.getByRole('button', { name: '모든 그림 잠금 해제' }).click()
    const bulk = ko.getByRole('dialog', { name: '이 스토리의 모든 그림을 잠금 해제할까요?' })
    await bulk.getByRole('list', { name: '잠긴 그림' }).getByRole('listitem').first().waitFor()
    await bulk.getByText('일괄 할인').waitFor()
    await screenshot(ko, 'chat-12-ko-bulk-unlock')
    const unlock = bulk.getByRole('button', { name: /^그림 \d+장을 \d+ 크레딧에 잠금 해제$/ })
    const [, count, price] =
      /^그림 (\d+)장을 (\d+) 크레딧/.exec((await unlock.textContent()) ?? '') ?? []
    expect(Number(count)).toBe(
      await bulk.getByRole('list', { name: '잠긴 그림' }).getByRole('listitem').count(),
    )
    const koCredits = async () =>
      Number(((await ko.getByTestId('chat-credits').textContent()) ?? '').replace(/\D/g, ''))
    const before = await koCredits()
    await unlock.click()
    await ko.getByRole('status').getByText('잠금이 해제되었습니다.').waitFor()
    await ko.getByTestId('chat-image').first().waitFor()
    // Billed the dialog's total once; the scene's picture is no longer locked.
    await expect.poll(koCredits).toBe(before - Number(price))
    expect(await ko.getByTestId('chat-image-locked').count()).toBe(0)
  })

  it('replays a reply after a reload mid-stream, in Korean', async () => {
    const room = koRoomPath.split('/').at(-1) ?? ''
    const release = await holdNextReply(ko, '물결이 돌아선다. ')
    await koBox().fill('일지의 마지막 장을 소리 내어 읽는다.')
    await koBox().press('Enter')
    await expect.poll(async () => (await koTexts()).at(-1) ?? '').toContain('물결이 돌아선다.')
    expect((await roomStatus(ko, room)).streaming).not.toBeNull()
    await ko.reload()
    await koStreaming().waitFor()
    await ko.getByText('답장을 쓰는 중…').first().waitFor()
    await screenshot(ko, 'chat-13-ko-resumed-after-reload')
    release()
    await koWaitForReply()
    const stored = (await roomStatus(ko, room)).head
    expect(stored.status).toBe('complete')
    expect((await koTexts()).at(-1)).toBe(plainStoryText(stored.text))
  })

  it('fits a 360 px phone: the side panel is a drawer', async () => {
    await ko.setViewportSize({ width: 360, height: 740 })
    const side = ko.locator('#chat-side')
    // Closed, the panel takes no room beside the chat.
    expect(await side.isVisible()).toBe(false)
    await ko.getByRole('button', { name: '사이드 패널 열기' }).click()
    await side.waitFor()
    const drawer = await side.boundingBox()
    expect(drawer && drawer.x >= 0 && drawer.x + drawer.width <= 360).toBe(true)
    await ko.getByRole('tab', { name: '설정' }).click()
    await ko.getByText('응답 길이').waitFor()
    await noOverflow(ko, 'ko phone settings')
    await screenshot(ko, 'chat-14-ko-phone-settings')
    await side.getByRole('button', { name: '패널 닫기' }).click()
    await side.waitFor({ state: 'hidden' })
    await ko.getByRole('button', { name: '보내기' }).waitFor()
    expect(
      await ko.getByRole('button', { name: '사이드 패널 열기' }).getAttribute('aria-expanded'),
    ).toBe('false')
    await noOverflow(ko, 'ko phone chat')
    await screenshot(ko, 'chat-15-ko-phone-chat')
  })
})
