/**
 * The player's small fixes, each walked through the screens in Chromium against `npm start`
 * with the offline model: an unconfirmed sign-up's login, one message on the code step, a
 * guest out of free chats led to the coupon box and keeping its coupon chats on login,
 * personas made once and used in the room, impersonation's character only when it is on,
 * a story's charge leading back to it, the story language in the reader's language, and
 * labels that are not cut. Screenshots at 1280×800 and 390×844, English and Korean.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { productApi } from './support/api'
import { closeContexts, seedSession, signedIn, workerBrowser } from './support/browser'
import { adminLogin, type Login, noOverflow, registerAccount, VIEWPORTS } from './support/people'
import { sharedProduct } from './support/products'
import { screenshot } from './support/screenshots'
import type { RunningProduct } from './support/server'

const stamp = Date.now().toString(36).slice(-6)
const KEEPER = 'The Keeper of Gull Rock'
const DERELICT = 'Derelict: Lantern-7'
const PASSWORD = 'Tale1oom-pass'
const DESKTOP = VIEWPORTS[0]
const PHONE = VIEWPORTS[1]

let product: RunningProduct
let browser: Browser
let keeperOid = ''
let derelictOid = ''

/** The turns each page started (kind, status, body), for a failure's message. */
const turnsOf = new WeakMap<Page, string[]>()

async function newPage(
  options: { viewport?: { width: number; height: number }; locale?: string; login?: Login } = {},
): Promise<Page> {
  const context = await browser.newContext({
    viewport: options.viewport ?? DESKTOP,
    locale: options.locale ?? 'en-US',
  })
  if (options.login) await seedSession(context, signedIn(options.login))
  const page = await context.newPage()
  page.setDefaultTimeout(20_000)
  const turns: string[] = []
  turnsOf.set(page, turns)
  page.on('response', (response) => {
    const request = response.request()
    const kind = /\/chat-room\/[0-9a-f]{24}\/(message|reroll|auto-chat|continue|impersonate)$/.exec(
      request.url(),
    )?.[1]
    if (kind && request.method() === 'POST')
      turns.push(`${kind} ${response.status()} ${request.postData()}`)
  })
  return page
}

async function storyOid(title: string): Promise<string> {
  const page = await newPage()
  await page.goto(product.url)
  const href =
    (await page.locator('.story-grid a', { hasText: title }).first().getAttribute('href')) ?? ''
  await page.context().close()
  return href.match(/[0-9a-f]{24}/)?.[0] ?? ''
}

/** Opens a new room of the story and waits until it takes a turn. */
async function openChat(page: Page, contentOid: string, prefix = '') {
  await page.goto(`${product.url}${prefix}/story/${contentOid}/c`)
  await page.waitForURL(/\/c\/[0-9a-f]{24}$/)
  await page.getByTestId('chat-message').first().waitFor()
  await expect.poll(() => page.locator('.chat-page').getAttribute('data-phase')).toBe('ready')
}

async function say(page: Page, text: string) {
  await page.locator('#chat-input').fill(text)
  await page.locator('#chat-input').press('Enter')
  // The list is virtualized (only the messages near the view are drawn), so a phone can
  // draw as many messages after a turn as before it: wait for this line itself (the lines of
  // one test differ, and a reply never quotes the player).
  try {
    await page.getByTestId('chat-message').filter({ hasText: text }).last().waitFor()
  } catch (error) {
    // What the room showed instead: a refusal, an ending, a dialog, the box still full.
    throw new Error(`"${text}" did not show in the chat: ${await roomState(page)}`, {
      cause: error,
    })
  }
  await expect
    .poll(() => page.locator('[data-testid=chat-message][data-status=streaming]').count())
    .toBe(0)
  await page.getByTestId('chat-status').and(page.locator('[data-connection=idle]')).waitFor()
}

/** What the room shows besides its messages, for a failure's message. */
async function roomState(page: Page): Promise<string> {
  const state = await page.evaluate(() => {
    const text = (selector: string) => document.querySelector(selector)?.textContent?.trim() ?? ''
    return JSON.stringify({
      phase: document.querySelector('.chat-page')?.getAttribute('data-phase'),
      connection: document
        .querySelector('[data-testid=chat-status]')
        ?.getAttribute('data-connection'),
      input: (document.querySelector('#chat-input') as HTMLTextAreaElement | null)?.value,
      alerts: [...document.querySelectorAll('[role=alert]')].map((node) => node.textContent),
      freeChats: text('[data-testid=chat-free-chats]'),
      dialog: text('[role=dialog]'),
    })
  })
  return `${state} turns: ${JSON.stringify(turnsOf.get(page) ?? [])}`
}

/** Registers without entering the mailed code: the account stays unconfirmed. */
async function pendingSignUp(name: string) {
  const email = `${name}@example.com`
  await productApi(product.url, 'POST', '/account/register', {
    body: {
      email,
      password: PASSWORD,
      passwordRepeat: PASSWORD,
      nickname: name,
      birthDate: '1990-05-01',
      agreePersonalData: true,
    },
  })
  return email
}

async function logInThroughHeader(page: Page, email: string, prefix = '') {
  await page
    .getByRole('banner')
    .getByRole('button', { name: prefix ? '로그인' : 'Log in' })
    .click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel(prefix ? '이메일' : 'E-mail').fill(email)
  await dialog.getByLabel(prefix ? '비밀번호' : 'Password').fill(PASSWORD)
  await dialog.locator('button[type=submit]').click()
  return dialog
}

beforeAll(async () => {
  product = sharedProduct()
  browser = await workerBrowser()
  keeperOid = await storyOid(KEEPER)
  derelictOid = await storyOid(DERELICT)
}, 120_000)

afterAll(async () => {
  await closeContexts(browser)
})

describe('sign-up', () => {
  it('an unconfirmed account is asked for its code, with one message at a time', async () => {
    const email = await pendingSignUp(`unconfirmed${stamp}`)
    const page = await newPage()
    await page.goto(product.url)
    const dialog = await logInThroughHeader(page, email)
    await dialog.getByText('Confirm your e-mail first', { exact: false }).waitFor()
    await dialog.getByRole('button', { name: 'Send the code again' }).waitFor()
    await screenshot(page, 'minors-unconfirmed-desktop-en')

    await dialog.getByLabel('Confirmation code').fill('000000')
    await dialog.getByRole('button', { name: 'Confirm', exact: true }).click()
    await dialog.locator('.alert-error').waitFor()
    expect(await dialog.locator('.alert-error').count()).toBe(1)
    await dialog.getByRole('button', { name: 'Send the code again' }).click()
    await dialog.getByText('A new code is on its way.').waitFor()
    // The new message replaced the old: no error is left beside it.
    expect(await dialog.locator('.alert-error').count()).toBe(0)
    await dialog.getByRole('button', { name: 'Confirm', exact: true }).click()
    await dialog.locator('.alert-error').waitFor()
    expect(await dialog.getByText('A new code is on its way.').count()).toBe(0)
    expect(await dialog.locator('.alert-error').count()).toBe(1)
  })

  it('looks right in Korean on a phone and on a desktop', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const email = await pendingSignUp(`unconfko${viewport.width}${stamp}`)
      const page = await newPage({ viewport, locale: 'ko-KR' })
      await page.goto(`${product.url}/ko`)
      const dialog = await logInThroughHeader(page, email, '/ko')
      await dialog.getByText('먼저 이메일을 인증해 주세요', { exact: false }).waitFor()
      await noOverflow(page, `code step ${viewport.width}`)
      await screenshot(page, `minors-unconfirmed-${viewport.name}-ko`)
    }
    const page = await newPage({ viewport: PHONE })
    await page.goto(product.url)
    const dialog = await logInThroughHeader(page, await pendingSignUp(`unconfph${stamp}`))
    await dialog.getByText('Confirm your e-mail first', { exact: false }).waitFor()
    await screenshot(page, 'minors-unconfirmed-phone-en')
  })
})

describe('a guest out of free chats', () => {
  it('is led to the coupon box, and keeps the coupon chats after logging in', async () => {
    const admin = await adminLogin(product)
    const coupon = await productApi<{ coupon: { code: string } }>(
      product.url,
      'POST',
      '/story-chat/chat-coupons',
      { token: admin.token, body: { chats: 3 } },
    )
    const member = await registerAccount(product, `claimer${stamp}`)
    const page = await newPage()
    await openChat(page, keeperOid)
    for (const line of ['Hello.', 'I climb.', 'I look.', 'I wait.', 'I listen.']) {
      await say(page, line)
    }
    await page.getByTestId('chat-free-chats').getByText('Free chats: 0/5').waitFor()
    await page.locator('#chat-input').fill('One more.')
    await page.locator('#chat-input').press('Enter')
    await page.getByRole('dialog').waitFor()
    await page.keyboard.press('Escape')
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    const hint = page.getByTestId('chat-coupon-hint')
    await hint.getByText('enter a chat coupon under Settings', { exact: false }).waitFor()
    await screenshot(page, 'minors-coupon-hint-desktop-en')
    await hint.getByRole('button', { name: 'Enter a coupon' }).click()
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.id))
      .toBe('chat-coupon-code')
    await page.getByLabel('Chat coupon').fill(coupon.coupon.code)
    await page.getByRole('button', { name: 'Use coupon' }).click()
    await page.getByTestId('chat-coupon-chats').getByText('3', { exact: false }).waitFor()

    // Logging in claims the room and its coupon chats: the wallet is read again after it.
    const claims: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/chat-rooms/claim')) claims.push(request.method())
    })
    const infoAfterClaim: number[] = []
    page.on('response', (response) => {
      if (response.url().includes('/coupon-info') && claims.length > 0)
        infoAfterClaim.push(response.status())
    })
    const email = `claimer${stamp}@example.com`
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel('E-mail').fill(email)
    await dialog.getByLabel('Password').fill(PASSWORD)
    await dialog.locator('button[type=submit]').click()
    await dialog.waitFor({ state: 'detached' })
    await expect.poll(() => claims.length).toBe(1)
    await expect.poll(() => infoAfterClaim.length).toBeGreaterThanOrEqual(1)
    await page.getByRole('tab', { name: 'Settings' }).click()
    await page.getByTestId('chat-coupon-chats').getByText('3', { exact: false }).waitFor()
    expect(member.user.oid).toBeTruthy()
  })

  it('shows the hint in Korean on a phone', async () => {
    const page = await newPage({ viewport: PHONE, locale: 'ko-KR' })
    await openChat(page, keeperOid, '/ko')
    for (const line of ['안녕.', '올라간다.', '본다.', '기다린다.', '듣는다.'])
      await say(page, line)
    await page.locator('#chat-input').fill('하나 더.')
    await page.locator('#chat-input').press('Enter')
    await page.getByRole('dialog').waitFor()
    await page.keyboard.press('Escape')
    await page.getByTestId('chat-coupon-hint').waitFor()
    await noOverflow(page, 'coupon hint phone')
    await screenshot(page, 'minors-coupon-hint-phone-ko')
  })
})

describe('personas and settings in the chat', () => {
  it('makes one persona on a double-click, says what is missing, offers it for the room', async () => {
    const login = await registerAccount(product, `persona${stamp}`)
    const page = await newPage({ login })
    await openChat(page, keeperOid)
    await page.getByRole('tab', { name: 'Personas' }).click()
    const create = page.getByRole('button', { name: 'Create persona' })
    await create.click()
    await page.getByTestId('persona-name-error').getByText('Give the persona a name.').waitFor()
    const creates: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/personas/create')) creates.push(request.method())
    })
    await page.getByLabel('Name', { exact: true }).fill('Mira')
    await create.dblclick()
    await page.getByText('Persona “Mira” created.').waitFor()
    await screenshot(page, 'minors-persona-created-desktop-en')
    expect(creates).toEqual(['POST'])
    await expect.poll(() => page.locator('.chat-persona-name', { hasText: 'Mira' }).count()).toBe(1)
    await page.getByRole('button', { name: 'Use in this room' }).click()
    await page.getByText('This room now speaks with “Mira”.').waitFor()
    expect(
      await page.getByLabel('Persona in this room').locator('option:checked').textContent(),
    ).toBe('Mira')

    await page.getByRole('tab', { name: 'Settings' }).click()
    expect(await page.getByLabel('Character the story speaks as').count()).toBe(0)
    await page.getByLabel('Impersonation', { exact: false }).check()
    await page.getByLabel('Character the story speaks as').waitFor()
    await screenshot(page, 'minors-impersonation-desktop-en')
  })

  it('the persona form in Korean on a phone', async () => {
    const login = await registerAccount(product, `personako${stamp}`)
    const page = await newPage({ login, viewport: PHONE, locale: 'ko-KR' })
    await openChat(page, keeperOid, '/ko')
    // The check-in offer a new account gets would cover the panel's tabs on a phone.
    const nudge = page.getByTestId('checkin-nudge')
    await nudge.getByRole('button', { name: '나중에' }).click()
    await nudge.waitFor({ state: 'detached' })
    await page.getByRole('button', { name: '사이드 패널 열기' }).click()
    await page.getByRole('tab', { name: '페르소나' }).click()
    await page.getByRole('button', { name: '페르소나 만들기' }).click()
    await page.getByTestId('persona-name-error').waitFor()
    await noOverflow(page, 'persona form phone')
    await screenshot(page, 'minors-persona-phone-ko')
  })
})

describe('a story short of coins', () => {
  it('charges and leads back to the story it came from', async () => {
    const login = await registerAccount(product, `shorty${stamp}`)
    const page = await newPage({ login })
    await page.goto(`${product.url}/story/${derelictOid}`)
    await page.getByRole('heading', { name: DERELICT, level: 1 }).waitFor()
    await page.getByRole('button', { name: 'Buy for 30 coins' }).click()
    await page.getByTestId('buy-confirm').click()
    await page.getByRole('link', { name: 'Charge coins' }).click()
    await page.waitForURL(/\/charge$/)
    await page.getByRole('link', { name: /Back to the story/ }).waitFor()
    await page.locator('.charge-package-buy').first().click()
    await page.waitForURL(/\/api\/payment\/sandbox\/checkout\//)
    await page.getByText('Buying coins does not save this card.').waitFor()
    await page.getByRole('button', { name: 'Approve payment' }).click()
    await page.waitForURL(/\/charge\/success/)
    await page.getByRole('heading', { name: 'Payment complete' }).waitFor()
    const back = page.getByTestId('charge-back-to-chat')
    expect(await back.textContent()).toBe('Back to the story')
    await screenshot(page, 'minors-charge-back-desktop-en')
    await back.click()
    await page.waitForURL((url) => url.pathname === `/story/${derelictOid}`)
    await page.getByRole('heading', { name: DERELICT, level: 1 }).waitFor()
  })

  it('the wallet says what the checkout says about saved cards', async () => {
    const login = await registerAccount(product, `walleter${stamp}`)
    const page = await newPage({ login })
    await page.goto(`${product.url}/myinfo`)
    await page.getByRole('tab', { name: 'Wallet' }).click()
    await page.getByText('Buying coins does not save a card', { exact: false }).waitFor()
  })
})

describe('texts and labels', () => {
  it('names the story language in the reader language', async () => {
    const page = await newPage({ locale: 'ko-KR' })
    await page.goto(`${product.url}/ko/story/${keeperOid}`)
    const facts = page.locator('.story-facts')
    await facts.getByText('영어', { exact: true }).waitFor()
    const en = await newPage()
    await en.goto(`${product.url}/story/${keeperOid}`)
    await en.locator('.story-facts').getByText('English', { exact: true }).waitFor()
  })

  it('cuts no label in My Page, My Info and the header', async () => {
    const login = await registerAccount(product, `LongNickname${stamp}`, ['user', 'creator'])
    for (const viewport of [DESKTOP, PHONE])
      for (const locale of ['en-US', 'ko-KR']) {
        const page = await newPage({ login, viewport, locale })
        const prefix = locale === 'ko-KR' ? '/ko' : ''
        const lang = locale === 'ko-KR' ? 'ko' : 'en'
        for (const path of ['/mypage', '/myinfo']) {
          await page.goto(`${product.url}${prefix}${path}`)
          await page.locator('main h1').first().waitFor()
          await page.waitForLoadState('networkidle')
          const cut = await page.evaluate(() =>
            [
              ...document.querySelectorAll<HTMLElement>(
                '.tabs-trigger, .mypage-label, .mypage-soon, .user-menu-name, .app-header a, .app-header button',
              ),
            ]
              .filter((element) => element.offsetParent !== null)
              .filter((element) => element.scrollWidth > element.clientWidth + 1 && !element.title)
              .map((element) => element.textContent),
          )
          expect(cut, `${path} ${viewport.name} ${lang}`).toEqual([])
          await noOverflow(page, `${path} ${viewport.name} ${lang}`)
          await screenshot(page, `minors-${path.slice(1)}-${viewport.name}-${lang}`)
        }
      }
  })
})
