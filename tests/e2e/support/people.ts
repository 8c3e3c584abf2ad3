/**
 * The people and sizes of the browser tests: accounts made as users make them (the mail's
 * code, roles from the admin), coins bought through the sandbox checkout, and the two
 * screen sizes every screen is judged at.
 */
import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { productApi } from './api'
import { ADMIN_EMAIL, ADMIN_PASSWORD, type RunningProduct, waitForMail } from './server'

export { freePort } from './server'

export const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const

export type Login = { token: string; user: { oid: string; nickname?: string } }

const PASSWORD = 'Tale1oom-pass'

export const adminLogin = (product: RunningProduct) =>
  productApi<Login>(product.url, 'POST', '/account/login', {
    body: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
  })

/** Registers `<name>@example.com` (nickname `name`), confirms it with the mailed code, grants `roles`, logs in. */
export async function registerAccount(
  product: RunningProduct,
  name: string,
  roles: string[] = [],
): Promise<Login> {
  const api = <Result>(path: string, body: Record<string, unknown>, token?: string) =>
    productApi<Result>(product.url, 'POST', path, { body, ...(token ? { token } : {}) })
  const email = `${name}@example.com`
  await api('/account/register', {
    email,
    password: PASSWORD,
    passwordRepeat: PASSWORD,
    nickname: name,
    birthDate: '1990-05-01',
    agreePersonalData: true,
  })
  const code = (await waitForMail(product.dataDir, email)).text.match(/\b(\d{6})\b/)?.[1]
  const made = await api<{ oid: string }>('/account/register/confirm', { email, code })
  if (roles.length > 0) {
    const admin = await adminLogin(product)
    await api('/account/admin/roles', { userOid: made.oid, roles }, admin.token)
  }
  return api<Login>('/account/login', { email, password: PASSWORD })
}

/** Buys coins as a viewer does: the charge call, then "Approve payment" on the sandbox checkout. */
export async function buyCoins(product: RunningProduct, who: Login, coins: number) {
  const started = await productApi<{ paymentOid: string; redirectUrl: string }>(
    product.url,
    'POST',
    '/payment/charge',
    { token: who.token, body: { coins } },
  )
  const checkout = new URL(started.redirectUrl, product.url)
  checkout.pathname += '/approve'
  const approved = await fetch(checkout, { method: 'POST', redirect: 'manual' })
  expect(approved.status).toBe(303)
  const paid = await productApi<{ status: string; credited: boolean }>(
    product.url,
    'GET',
    `/payment/charge?paymentOid=${started.paymentOid}`,
    { token: who.token },
  )
  expect(paid).toMatchObject({ status: 'paid', credited: true })
}

/** Nothing wider than the window: no sideways scrolling on a phone. */
export async function noOverflow(page: Page, label: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow, label).toBeLessThanOrEqual(0)
}

/**
 * Narrows (or widens) the page to `viewport` and waits two frames, so what the resize sets off
 * in scripts (observers, media-query listeners) has run: one load serves both screen sizes,
 * whose layouts the style sheets' media queries decide.
 */
export async function resizeTo(page: Page, viewport: { width: number; height: number }) {
  await page.setViewportSize({ width: viewport.width, height: viewport.height })
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  )
}
