/**
 * Google and Apple login in Chromium against real local OpenID Providers: a reader clicks
 * "Continue with Google" in the login box, signs in on the provider's page, finishes the
 * sign-up the new account needs and lands logged in; another does the same with Apple, whose
 * answer comes back as a form post, in Korean on a phone.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type LocalProvider, startLocalProvider } from '../../platform/sign-in/testing'
import { closeContexts, workerBrowser } from './support/browser'
import { resizeTo, VIEWPORTS } from './support/people'
import { SCREENSHOT_DIR, screenshot } from './support/screenshots'
import { freePort, type RunningProduct, startProduct } from './support/server'

let product: RunningProduct
let browser: Browser
let google: LocalProvider
let apple: LocalProvider
const stamp = Date.now().toString(36).slice(-5)

beforeAll(async () => {
  google = await startLocalProvider('google')
  apple = await startLocalProvider('apple')
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  google.register(`${url}/api/account/g-login`)
  apple.register(`${url}/api/account/a-login`)
  // A product of its own: its login box offers the partners, the shared one's does not.
  product = await startProduct({
    env: { ...google.env, ...apple.env, PORT: String(port), TALELOOM_PUBLIC_URL: url },
  })
  browser = await workerBrowser()
}, 300_000)

afterAll(async () => {
  await closeContexts(browser)
  await product?.stop()
  await google?.close()
  await apple?.close()
  console.log(`Screenshots: ${SCREENSHOT_DIR}`)
})

/** The provider's own login page: any login name is a provider account. */
async function signInAtProvider(page: Page, provider: LocalProvider, login: string) {
  await page.waitForURL((url) => url.href.startsWith(provider.issuer))
  await page.locator('input[name="login"]').fill(login)
  await page.locator('input[name="password"]').fill('any')
  await page.getByRole('button', { name: 'Sign-in' }).click()
}

async function finishSignUp(page: Page, nickname: string, labels: Record<string, string>) {
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel(labels.nickname ?? '', { exact: true }).fill(nickname)
  await dialog.getByLabel(labels.year ?? '', { exact: true }).selectOption('1996')
  await dialog.getByLabel(labels.month ?? '', { exact: true }).selectOption('3')
  await dialog.getByLabel(labels.day ?? '', { exact: true }).selectOption('14')
  await dialog.getByLabel(labels.agree ?? '').check()
}

describe('Google and Apple login in the browser', () => {
  it('signs a reader up and in with Google', async () => {
    const context = await browser.newContext({ locale: 'en-US', viewport: VIEWPORTS[0] })
    const page = await context.newPage()
    page.setDefaultTimeout(20_000)
    google.accounts.set('mina', { email: `mina${stamp}@gmail.test`, name: 'Mina Park' })
    await page.goto(`${product.url}/?login=1`)
    const dialog = page.getByRole('dialog')
    const button = dialog.getByRole('button', { name: 'Continue with Google' })
    await button.waitFor()
    await dialog.getByRole('button', { name: 'Continue with Apple' }).waitFor()
    await screenshot(page, 'sign-in-partners-01-login-box-en-desktop')
    await resizeTo(page, VIEWPORTS[1])
    await screenshot(page, 'sign-in-partners-02-login-box-en-phone')
    await resizeTo(page, VIEWPORTS[0])
    await button.click()

    await signInAtProvider(page, google, 'mina')
    await dialog.getByRole('heading', { name: 'Create your account' }).waitFor()
    await dialog.getByText('Google confirmed your e-mail.', { exact: false }).waitFor()
    expect(await dialog.getByLabel('E-mail').inputValue()).toBe(`mina${stamp}@gmail.test`)
    expect(await dialog.getByLabel('Nickname').inputValue()).toBe('MinaPark')
    await finishSignUp(page, `Mina${stamp}`, {
      nickname: 'Nickname',
      year: 'Year',
      month: 'Month',
      day: 'Day',
      agree: 'I agree to the collection and use of my personal data.',
    })
    await screenshot(page, 'sign-in-partners-03-sign-up-en-desktop')
    await resizeTo(page, VIEWPORTS[1])
    await screenshot(page, 'sign-in-partners-04-sign-up-en-phone')
    await dialog.getByRole('button', { name: 'Sign up' }).click()
    await dialog.waitFor({ state: 'detached' })
    await expect
      .poll(() => page.getByRole('banner').getByRole('button', { name: 'Log in' }).count())
      .toBe(0)
    expect(new URL(page.url()).search).toBe('')

    // Signed in, My Info links Apple too; from then on Apple logs this account in.
    apple.accounts.set('mina-apple', { email: `mina.apple${stamp}@privaterelay.test` })
    await page.goto(`${product.url}/myinfo?tab=security`)
    const panel = page.getByRole('region', { name: 'Google and Apple login' })
    await panel.getByRole('button', { name: 'Link Apple' }).click()
    await signInAtProvider(page, apple, 'mina-apple')
    await panel.getByText('Apple is now linked. You can log in with it.').waitFor()
    expect(await panel.getByRole('button', { name: 'Link Google', exact: true }).count()).toBe(0)
    await screenshot(page, 'sign-in-partners-09-links-en-phone')
    await resizeTo(page, VIEWPORTS[0])
    await screenshot(page, 'sign-in-partners-10-links-en-desktop')

    // No password here: the 2FA text names the partner login; Apple unlinks, Google stays.
    await page
      .getByText('Off: only your Google or Apple login is needed when you log in.')
      .waitFor()
    await panel.getByRole('button', { name: 'Unlink Apple' }).click()
    await panel.getByText('Apple is no longer linked.').waitFor()
    await panel.getByRole('button', { name: 'Link Apple' }).waitFor()
    // Deleting the account asks a fresh Google login in place of the password.
    const deletion = page.getByRole('region', { name: 'Delete account' })
    await deletion.getByRole('button', { name: 'Confirm with Google' }).click()
    await signInAtProvider(page, google, 'mina')
    const again = page.getByRole('region', { name: 'Delete account' })
    await again.getByText('Confirmed with Google.', { exact: false }).waitFor()
    await again
      .getByLabel('Why are you leaving?')
      .fill('Trying another app for a while, thank you.')
    await again.scrollIntoViewIfNeeded()
    await screenshot(page, 'sign-in-partners-13-delete-reauth-en-desktop')
    await resizeTo(page, VIEWPORTS[1])
    await again.scrollIntoViewIfNeeded()
    await screenshot(page, 'sign-in-partners-14-delete-reauth-en-phone')
    await again.getByRole('button', { name: 'Delete my account' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click()
    await again.getByText('Your account will be deleted on', { exact: false }).waitFor()
  })

  it('signs a reader up and in with Apple, its answer a form post, in Korean on a phone', async () => {
    const context = await browser.newContext({ locale: 'ko-KR', viewport: VIEWPORTS[1] })
    const page = await context.newPage()
    page.setDefaultTimeout(20_000)
    apple.accounts.set('jun', { email: `jun${stamp}@privaterelay.test` })
    await page.goto(`${product.url}/ko/?login=1`)
    const dialog = page.getByRole('dialog')
    const button = dialog.getByRole('button', { name: 'Apple로 계속하기' })
    await button.waitFor()
    await screenshot(page, 'sign-in-partners-05-login-box-ko-phone')
    await resizeTo(page, VIEWPORTS[0])
    await screenshot(page, 'sign-in-partners-06-login-box-ko-desktop')
    await resizeTo(page, VIEWPORTS[1])
    const before = apple.tokenRequests
    await button.click()

    await signInAtProvider(page, apple, 'jun')
    await dialog.getByText('Apple에서 이메일을 확인했습니다.', { exact: false }).waitFor()
    expect([apple.tokenRequests - before, apple.refusedSecrets]).toEqual([1, 0])
    await finishSignUp(page, `Jun${stamp}`, {
      nickname: '닉네임',
      year: '년',
      month: '월',
      day: '일',
      agree: '개인정보 수집 및 이용에 동의합니다.',
    })
    await screenshot(page, 'sign-in-partners-07-sign-up-ko-phone')
    await resizeTo(page, VIEWPORTS[0])
    await screenshot(page, 'sign-in-partners-08-sign-up-ko-desktop')
    await dialog.getByRole('button', { name: '가입하기' }).click()
    await dialog.waitFor({ state: 'detached' })
    await expect
      .poll(() => page.getByRole('banner').getByRole('button', { name: '로그인' }).count())
      .toBe(0)
    await page.goto(`${product.url}/ko/myinfo?tab=security`)
    const panel = page.getByRole('region', { name: 'Google·Apple 로그인' })
    await panel.getByRole('button', { name: 'Google 연결하기' }).waitFor()
    await screenshot(page, 'sign-in-partners-11-links-ko-desktop')
    await resizeTo(page, VIEWPORTS[1])
    await screenshot(page, 'sign-in-partners-12-links-ko-phone')
    // An Apple account has no password: deleting it asks a fresh Apple login instead.
    const deletion = page.getByRole('region', { name: '계정 삭제' })
    await deletion.getByRole('button', { name: 'Apple(으)로 확인' }).scrollIntoViewIfNeeded()
    await screenshot(page, 'sign-in-partners-15-delete-reauth-ko-phone')
    await resizeTo(page, VIEWPORTS[0])
    await deletion.scrollIntoViewIfNeeded()
    await screenshot(page, 'sign-in-partners-16-delete-reauth-ko-desktop')
  })
})
