import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { closeContexts, workerBrowser } from './support/browser'
import { sharedProduct } from './support/products'
import { SCREENSHOT_DIR, screenshot } from './support/screenshots'
import { ADMIN_EMAIL, ADMIN_PASSWORD, type RunningProduct, waitForMail } from './support/server'
import { totp } from './support/totp'

const reader = {
  email: `reader${Date.now().toString(36)}@example.com`,
  password: 'lantern42',
  nickname: `Reader${Date.now().toString(36).slice(-5)}`,
}

let product: RunningProduct
let browser: Browser
let context: BrowserContext
let page: Page
let secret = ''
/** The TOTP time step already spent, so the next login waits for a fresh code. */
let lastCodeStep = -1

/** A code from a time step not used before: the server rejects a replayed code. */
async function freshCode(): Promise<string> {
  let step = Math.floor(Date.now() / 30_000)
  if (step <= lastCodeStep) {
    await new Promise((resolve) =>
      setTimeout(resolve, (lastCodeStep + 1) * 30_000 - Date.now() + 250),
    )
    step = Math.floor(Date.now() / 30_000)
  }
  lastCodeStep = step
  return totp(secret)
}

const dialog = () => page.getByRole('dialog')

beforeAll(async () => {
  product = sharedProduct()
  browser = await workerBrowser()
  context = await browser.newContext({ locale: 'en-US', viewport: { width: 1200, height: 860 } })
  page = await context.newPage()
  page.setDefaultTimeout(20_000)
})

afterAll(async () => {
  await closeContexts(browser)
  console.log(`Screenshots: ${SCREENSHOT_DIR}`)
})

describe('accounts in the browser', () => {
  it('shows the home page with a guest device id', async () => {
    await page.goto(product.url)
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Step inside a story that answers back')
    await expect
      .poll(async () => (await context.cookies()).find((c) => c.name === 'tl_guest_device')?.value)
      .toMatch(/^[A-Za-z0-9_-]{16,64}$/)
    await screenshot(page, '01-home')
  })

  it('offers Log in and Sign up in the header of a 360 and a 390 px phone, in every language', async () => {
    const labels = {
      en: ['Log in', 'Sign up'],
      ko: ['로그인', '회원가입'],
      jp: ['ログイン', '新規登録'],
      // Spanish says it in short on a phone ('Iniciar sesión' and 'Registrarse' on wider screens).
      es: ['Entrar', 'Registro'],
    } as const
    for (const width of [360, 390]) {
      const phone = await browser.newContext({ viewport: { width, height: 800 } })
      const guest = await phone.newPage()
      for (const language of ['en', 'ko', 'jp', 'es'] as const) {
        await guest.goto(`${product.url}${language === 'en' ? '' : `/${language}`}/`)
        const banner = guest.getByRole('banner')
        const [logIn, signUp] = labels[language].map((name) =>
          banner.getByRole('button', { name, exact: true }),
        )
        await signUp?.waitFor()
        // Both on the header's one row, inside the screen, nothing scrolling sideways.
        const boxes = await Promise.all([logIn?.boundingBox(), signUp?.boundingBox()])
        for (const box of boxes) {
          expect(box, `${language} ${width}`).not.toBeNull()
          expect((box?.x ?? 0) + (box?.width ?? 0), `${language} ${width}`).toBeLessThanOrEqual(
            width,
          )
          expect(box?.y, `${language} ${width}`).toBeLessThan(64)
        }
        const overflow = await guest.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        )
        expect(overflow, `${language} ${width}`).toBeLessThanOrEqual(0)
        if (width === 390 && (language === 'en' || language === 'ko')) {
          await screenshot(guest, `00-phone-header-${language}`)
        }
      }
      // The phone's Sign up opens the sign-up form, once.
      await guest.goto(`${product.url}/`)
      await guest.getByRole('banner').getByRole('button', { name: 'Sign up', exact: true }).click()
      await guest.getByRole('dialog').getByLabel('Repeat password').waitFor()
      expect(await guest.getByRole('dialog').count()).toBe(1)
      await phone.close()
    }
  })

  it('signs up with the code from the mail', async () => {
    await page.getByRole('banner').getByRole('button', { name: 'Sign up' }).click()
    const form = dialog()
    // An empty submit explains the rules instead of calling the server.
    await form.getByRole('button', { name: 'Sign up' }).click()
    await form.getByText('Enter your e-mail address.').waitFor()
    await form.getByText('Please agree to the collection of personal data to sign up.').waitFor()
    await form.getByLabel('E-mail').fill(reader.email)
    await form.getByLabel('Password', { exact: true }).fill(reader.password)
    await form.getByLabel('Repeat password').fill(reader.password)
    await form.getByLabel('Nickname').fill(reader.nickname)
    await form.getByText('Nice, this would work.').waitFor()
    await form.getByLabel('Year').selectOption('1998')
    await form.getByLabel('Month').selectOption('4')
    await form.getByLabel('Day').selectOption('17')
    await form.getByLabel('I agree to the collection and use of my personal data.').check()
    await screenshot(page, '02-sign-up')
    await form.getByRole('button', { name: 'Sign up' }).click()

    await form.getByRole('heading', { name: 'Check your e-mail' }).waitFor()
    const mail = await waitForMail(product.dataDir, reader.email)
    const code = /\b(\d{6})\b/.exec(mail.text)?.[1]
    expect(code).toBeDefined()
    await form.getByLabel('Confirmation code').fill(code!)
    await screenshot(page, '03-confirmation-code')
    await form.getByRole('button', { name: 'Confirm' }).click()

    await form.getByRole('heading', { name: `Welcome to Taleloom, ${reader.nickname}!` }).waitFor()
    await screenshot(page, '04-sign-up-done')
    await form.getByRole('button', { name: 'Start exploring' }).click()
    await page.getByRole('button', { name: `Account menu for ${reader.nickname}` }).waitFor()
  })

  it('enables two-factor authentication on My Info', async () => {
    await page.getByRole('button', { name: `Account menu for ${reader.nickname}` }).click()
    await page.getByRole('link', { name: 'My Info', exact: true }).click()
    await page.getByRole('heading', { name: 'My Info', level: 1 }).waitFor()
    expect(await page.getByTestId('my-email').textContent()).toBe(reader.email)
    expect(await page.getByTestId('my-nickname').textContent()).toBe(reader.nickname)
    await screenshot(page, '05-my-info')

    await page.getByRole('tab', { name: 'Security' }).click()
    await page.getByRole('button', { name: 'Set up two-factor authentication' }).click()
    const qr = page.getByRole('img', { name: 'QR code for your authenticator app' })
    await qr.waitFor()
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/)
    await screenshot(page, '06-two-factor-qr')

    await page.getByRole('button', { name: 'Can’t scan it? Show the secret key' }).click()
    secret = (await page.getByTestId('two-factor-secret').textContent())?.trim() ?? ''
    expect(secret).toMatch(/^[A-Z2-7]+=*$/)
    await page.getByLabel('Authentication code').fill(await freshCode())
    await page.getByRole('button', { name: 'Verify and turn on' }).click()
    await page.getByText('Two-factor authentication is on.').waitFor()
    await screenshot(page, '07-two-factor-on')
  })

  it('signs out and back in with a fresh code', async () => {
    await page.getByRole('button', { name: `Account menu for ${reader.nickname}` }).click()
    await page.getByRole('button', { name: 'Sign out' }).click()
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click()

    const form = dialog()
    await form.getByLabel('E-mail').fill(reader.email)
    await form.getByLabel('Password').fill(reader.password)
    await form.getByRole('button', { name: 'Log in' }).click()
    await form.getByRole('heading', { name: 'Two-factor authentication' }).waitFor()
    await screenshot(page, '08-login-two-factor')
    await form.getByLabel('Authentication code').fill(await freshCode())
    await form.getByRole('button', { name: 'Verify' }).click()
    await page.getByRole('button', { name: `Account menu for ${reader.nickname}` }).waitFor()
    expect(await page.getByRole('dialog').count()).toBe(0)
  })

  it('switches the language to Korean and keeps it', async () => {
    await page.getByRole('link', { name: 'Home' }).click()
    await page.getByLabel('Language').selectOption('ko')
    await page.getByRole('heading', { name: '대답하는 이야기 속으로 들어가 보세요' }).waitFor()
    expect(await page.locator('html').getAttribute('lang')).toBe('ko')
    await screenshot(page, '09-home-korean')

    await page.reload()
    await page.getByRole('heading', { name: '대답하는 이야기 속으로 들어가 보세요' }).waitFor()
    await page.goto(`${product.url}/ko/myinfo`)
    await page.getByRole('heading', { name: '내 정보', level: 1 }).waitFor()
  })

  it('shows the not-found page and the studio shell with the shared session', async () => {
    await page.goto(`${product.url}/no-such-page`)
    await page.getByRole('heading', { name: '페이지를 찾을 수 없습니다' }).waitFor()
    // The kept language (Korean) on a page the server does not know, with its way home.
    expect(await page.locator('.not-found .not-found-code').textContent()).toBe('404')
    expect(await page.locator('.not-found a').textContent()).toBe('홈으로 돌아가기')
    expect(await page.locator('.not-found a').getAttribute('href')).toBe('/')
    await screenshot(page, '10-not-found-korean')

    await page.goto(`${product.url}/studio2`)
    const account = page.getByTestId('studio-account')
    await account.getByText(reader.nickname).waitFor()
    // The player's session, in the player's language: signed in as the same account.
    expect(await account.locator('.studio-account-name').textContent()).toBe(
      `${reader.nickname} 님으로 로그인됨`,
    )
    expect(await page.getByRole('button', { name: /로그인|Log in/ }).count()).toBe(0)
    await screenshot(page, '11-studio-shell')
  })

  it('resets a forgotten password through the mailed link', async () => {
    const guest = await browser.newContext({ locale: 'en-US' })
    const guestPage = await guest.newPage()
    guestPage.setDefaultTimeout(20_000)
    await guestPage.goto(product.url)
    // The live duplicate check knows the nickname is now taken.
    await guestPage.getByRole('banner').getByRole('button', { name: 'Sign up' }).click()
    await guestPage.getByRole('dialog').getByLabel('Nickname').fill(reader.nickname)
    await guestPage.getByText('Ouch, somebody already took this nickname.').waitFor()
    await guestPage.getByRole('dialog').getByRole('button', { name: 'Log in' }).click()
    await guestPage
      .getByRole('dialog')
      .getByRole('button', { name: 'Forgot your password?' })
      .click()
    const form = guestPage.getByRole('dialog')
    await form.getByLabel('E-mail').fill(reader.email)
    await form.getByRole('button', { name: 'Send the link' }).click()
    await form.getByText(`If an account uses ${reader.email}`).waitFor()

    const mail = await waitForMail(product.dataDir, reader.email, (m) =>
      m.text.includes('/pwreset?token='),
    )
    const link = /(https?:\/\/\S+\/pwreset\?token=[A-Za-z0-9_-]+)/.exec(mail.text)?.[1]
    expect(link).toBeDefined()
    const token = new URL(link!).searchParams.get('token')
    await guestPage.goto(`${product.url}/pwreset?token=${token}`)
    await guestPage.getByRole('heading', { name: 'Set a new password' }).waitFor()
    expect(await guestPage.getByRole('banner').count()).toBe(0)
    await guestPage.getByLabel('New password', { exact: true }).fill('newlantern77')
    await guestPage.getByLabel('Repeat the new password').fill('newlantern77')
    await screenshot(guestPage, '12-password-reset')
    await guestPage.getByRole('button', { name: 'Save the new password' }).click()
    await guestPage.getByText('Your password has been changed.', { exact: false }).waitFor()

    // The new password is accepted: the login reaches the two-factor step.
    await guestPage.goto(product.url)
    await guestPage.getByRole('banner').getByRole('button', { name: 'Log in' }).click()
    const login = guestPage.getByRole('dialog')
    await login.getByLabel('E-mail').fill(reader.email)
    await login.getByLabel('Password').fill('newlantern77')
    await login.getByRole('button', { name: 'Log in' }).click()
    await login.getByRole('heading', { name: 'Two-factor authentication' }).waitFor()
    await guest.close()
  })

  it('chooses the first language by the spec order: lang query, then country, then browser', async () => {
    const visitor = await browser.newContext({
      locale: 'es-ES',
      extraHTTPHeaders: { 'cf-ipcountry': 'JP' },
    })
    const visitorPage = await visitor.newPage()
    visitorPage.setDefaultTimeout(20_000)
    // The country (JP) outranks the browser language (es).
    await visitorPage.goto(product.url)
    await visitorPage.getByRole('heading', { name: '語りかけてくる物語の中へ' }).waitFor()
    expect(await visitorPage.locator('html').getAttribute('lang')).toBe('ja')
    await screenshot(visitorPage, '15-home-japanese-by-country')
    // The lang query outranks the country.
    await visitorPage.goto(`${product.url}/?lang=es`)
    await visitorPage
      .getByRole('heading', { name: 'Entra en una historia que te responde' })
      .waitFor()
    await visitor.close()
  })

  it('lets the admin log in', async () => {
    const adminContext = await browser.newContext({ locale: 'en-US' })
    const adminPage = await adminContext.newPage()
    adminPage.setDefaultTimeout(20_000)
    await adminPage.goto(product.url)
    await adminPage.getByRole('banner').getByRole('button', { name: 'Log in' }).click()
    const form = adminPage.getByRole('dialog')
    await form.getByLabel('E-mail').fill(ADMIN_EMAIL)
    await form.getByLabel('Password').fill(ADMIN_PASSWORD)
    await form.getByRole('button', { name: 'Log in' }).click()
    await adminPage.getByRole('button', { name: /^Account menu for / }).click()
    await adminPage.getByRole('link', { name: 'My Info', exact: true }).click()
    await expect.poll(() => adminPage.getByTestId('my-email').textContent()).toBe(ADMIN_EMAIL)
    await screenshot(adminPage, '13-admin-my-info')
    // The design tokens follow the system colour scheme.
    await adminPage.emulateMedia({ colorScheme: 'dark' })
    await adminPage.getByRole('link', { name: 'Home' }).click()
    await adminPage.getByRole('heading', { level: 1 }).waitFor()
    const background = await adminPage.evaluate(
      () => getComputedStyle(document.body).backgroundColor,
    )
    // --color-background of the dark set in web/ui/tokens.css (#141118).
    expect(background).toBe('rgb(20, 17, 24)')
    await screenshot(adminPage, '14-home-dark')
    await adminContext.close()
  })
})
