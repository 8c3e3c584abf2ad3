/**
 * A reader's account in My Info, through the screens in Chromium: renaming themselves (the
 * 500-coin confirmation, a double click on it charging once, the new name in the profile, one
 * wallet line), a display name for Korean readers, a creator's fixed name; then deleting the
 * account (the survey's 20 characters, the date 14 days out), the shell's popup at the next
 * visit: Yes keeps the account, No logs out. English and Korean, 1280×800 and 390×844.
 */
import type { Browser, Page, Request } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { solidPng } from '../../platform/assets/testing'
import { accountKo } from '../../web/i18n/resources/player/account/ko'
import { productApi } from './support/api'
import { closeContexts, seedSession, signedIn, workerBrowser } from './support/browser'
import {
  buyCoins,
  type Login,
  noOverflow,
  registerAccount,
  resizeTo,
  VIEWPORTS,
} from './support/people'
import { openPlayerPage } from './support/player-pages'
import { sharedProduct } from './support/products'
import { screenshot } from './support/screenshots'
import type { RunningProduct } from './support/server'

const stamp = Date.now().toString(36).slice(-5)

let product: RunningProduct
let browser: Browser

const myInfo = (
  login: Login,
  language: 'en' | 'ko' = 'en',
  viewport: { width: number; height: number } = VIEWPORTS[0],
) => openPlayerPage(browser, product.url, '/myinfo', { login, language, viewport })

const coinsOf = async (login: Login) =>
  (
    await productApi<{ balances: { coins: number } }>(
      product.url,
      'GET',
      '/story-chat/convert/credit',
      { token: login.token },
    )
  ).balances.coins

beforeAll(async () => {
  product = sharedProduct()
  browser = await workerBrowser()
}, 120_000)

afterAll(async () => {
  await closeContexts(browser)
})

describe('a reader renames themselves', () => {
  it('pays 500 coins once for a new nickname and sets a Korean display name', async () => {
    const reader = await registerAccount(product, `quillreader${stamp}`)
    await buyCoins(product, reader, 1000)
    const page = await myInfo(reader)
    const changes: Request[] = []
    page.on('request', (request) => {
      if (request.url().endsWith('/api/account/nickname/change')) changes.push(request)
    })
    await page.getByLabel('New nickname').fill(`quillwriter${stamp}`)
    await expect
      .poll(() =>
        page
          .getByText('A change costs 500 coins. Coins spent on a change are not refunded.')
          .count(),
      )
      .toBe(1)
    await screenshot(page, 'myinfo-nickname-desktop-en')
    await page.getByRole('button', { name: 'Change nickname' }).click()
    const dialog = page.getByRole('dialog', { name: 'Change your nickname?' })
    await dialog
      .getByText(`“quillwriter${stamp}” becomes your nickname.`, { exact: false })
      .waitFor()
    await screenshot(page, 'myinfo-nickname-confirm-desktop-en')
    await dialog.getByRole('button', { name: 'Spend 500 coins' }).dblclick()
    await page.getByText(`Your nickname is now quillwriter${stamp}.`).waitFor()
    expect(await page.getByTestId('my-nickname').textContent()).toBe(`quillwriter${stamp}`)
    expect(changes).toHaveLength(1)
    expect(await coinsOf(reader)).toBe(500)

    await page.getByLabel('Korean').fill(`깃펜${stamp}`)
    await page.locator('.global-nickname-row').nth(1).getByRole('button', { name: 'Save' }).click()
    await page
      .locator('.global-nickname-row')
      .nth(1)
      .getByRole('button', { name: 'Remove' })
      .waitFor()
    await resizeTo(page, VIEWPORTS[1])
    await noOverflow(page, 'My Info names, phone, English')
    await screenshot(page, 'myinfo-nickname-phone-en')

    await page.getByRole('tab', { name: 'Wallet' }).click()
    const history = page.getByTestId('wallet-history')
    await history.waitFor()
    expect(await history.locator('li', { hasText: 'change nick' }).count()).toBe(1)
    await page.context().close()

    const names = await productApi<{ nickname: string; globalNicknames: Record<string, string> }>(
      product.url,
      'GET',
      '/account/nicknames',
      { token: reader.token },
    )
    expect(names).toMatchObject({
      nickname: `quillwriter${stamp}`,
      globalNicknames: { ko: `깃펜${stamp}` },
    })
  })

  it('shows the names in Korean on both sizes, and a creator keeps theirs', async () => {
    const reader = await registerAccount(product, `inkreader${stamp}`)
    const page: Page = await myInfo(reader, 'ko', VIEWPORTS[1])
    const texts = accountKo.nicknames
    await page.getByText(texts.cost.replace('{{coins}}', '500')).waitFor()
    await noOverflow(page, 'My Info names, phone, Korean')
    await screenshot(page, 'myinfo-nickname-phone-ko')
    await resizeTo(page, VIEWPORTS[0])
    await screenshot(page, 'myinfo-nickname-desktop-ko')
    // Too few coins: the confirmation answers with the wallet's refusal, nothing changes.
    await page.getByLabel(texts.newLabel).fill(`inkwriter${stamp}`)
    await page.getByRole('button', { name: texts.change }).click()
    await page.getByRole('button', { name: texts.confirm.replace('{{coins}}', '500') }).click()
    await page.getByRole('alert').waitFor()
    expect(await page.getByTestId('my-nickname').textContent()).toBe(`inkreader${stamp}`)
    await page.context().close()

    const creator = await registerAccount(product, `fixedname${stamp}`, ['creator'])
    const creatorPage = await myInfo(creator)
    await creatorPage.getByText('A creator’s nickname stays as it was first set.').waitFor()
    expect(await creatorPage.getByRole('button', { name: 'Change nickname' }).count()).toBe(0)
    await creatorPage.context().close()
  })
})

async function requestDeletion(page: Page) {
  await page.getByRole('tab', { name: 'Security' }).click()
  const panel = page.locator('.delete-account')
  await panel.getByLabel('Why are you leaving?').fill('Too short')
  await panel.getByRole('button', { name: 'Delete my account' }).click()
  await panel.getByText('Please tell us a little more (more than 20 characters).').waitFor()
  expect(await page.getByRole('dialog').count()).toBe(0)
  await panel.scrollIntoViewIfNeeded()
  await screenshot(page, 'myinfo-delete-form-desktop-en')
  await panel.getByLabel('Why are you leaving?').fill('I read everything I wanted to read here.')
  await panel.getByLabel('Password').fill('Tale1oom-pass')
  await panel.getByRole('button', { name: 'Delete my account' }).click()
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' })
  await dialog.waitFor()
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click()
  await panel
    .getByText(/Your account will be deleted on .+\. Logging in before then keeps it\./)
    .waitFor()
}

describe('a reader deletes their account', () => {
  it('schedules the deletion 14 days out; at the next visit Yes keeps it, No logs out', async () => {
    const reader = await registerAccount(product, `leavingreader${stamp}`)
    const page = await myInfo(reader)
    const calls: string[] = []
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname
      if (/Unregister$|\/unregister$/.test(path)) calls.push(path)
    })
    await requestDeletion(page)
    await page.evaluate(() => window.scrollTo(0, 0))
    await screenshot(page, 'myinfo-delete-scheduled-desktop-en')
    expect(calls).toEqual(['/api/account/unregister'])

    // The next visit refreshes the account: the popup names the date and keeps the account.
    await page.reload()
    const popup = page.getByRole('dialog', { name: 'Your account is about to be deleted' })
    await popup.waitFor()
    await screenshot(page, 'unregister-confirm-desktop-en')
    await popup.getByRole('button', { name: 'Yes, keep my account' }).click()
    await popup.waitFor({ state: 'detached' })
    expect(calls).toEqual(['/api/account/unregister', '/api/account/cancelUnregister'])
    await page.reload()
    await page.locator('.delete-account').getByLabel('Why are you leaving?').waitFor()
    expect(await page.getByRole('dialog').count()).toBe(0)

    // Asked again, the next visit answers No: the session ends, the account stays in wait.
    await requestDeletion(page)
    await page.reload()
    await page
      .getByRole('button', { name: 'No, log out' })
      .and(page.getByText('No, log out'))
      .click()
    await page.getByText('Log in to see your account.').waitFor()
    expect(calls.filter((path) => path.endsWith('cancelUnregister'))).toHaveLength(1)
    await page.context().close()
  })

  it('shows the popup in Korean on a phone and on a desktop', async () => {
    const reader = await registerAccount(product, `leavingko${stamp}`)
    await productApi(product.url, 'POST', '/account/unregister', {
      token: reader.token,
      body: { survey: 'Checking the Korean popup on both sizes.', password: 'Tale1oom-pass' },
    })
    const page = await myInfo(reader, 'ko', VIEWPORTS[1])
    const texts = accountKo.unregisterConfirm
    const popup = page.getByRole('dialog', { name: texts.title })
    await popup.getByRole('button', { name: texts.yes }).waitFor()
    await noOverflow(page, 'unregister popup, phone, Korean')
    await screenshot(page, 'unregister-confirm-phone-ko')
    await resizeTo(page, VIEWPORTS[0])
    await screenshot(page, 'unregister-confirm-desktop-ko')
    await page.context().close()
  })
})

describe('the top progress bar', () => {
  it('steps up from 30 to 100 while a page loads, then goes', async () => {
    const reader = await registerAccount(product, `progressreader${stamp}`)
    const context = await browser.newContext({ viewport: VIEWPORTS[0] })
    await seedSession(context, { language: 'en', ...signedIn(reader) })
    await context.addInitScript(() => {
      localStorage.setItem('taleloom.checkin.later', new Date().toISOString().slice(0, 10))
      // Every width the bar shows, in order, read as the page draws it.
      const seen: string[] = []
      Object.assign(window, { progressSeen: seen })
      new MutationObserver(() => {
        const bar = document.querySelector('.top-progress')
        const percent = bar?.getAttribute('data-percent') ?? 'gone'
        if (seen.at(-1) !== percent) seen.push(percent)
      }).observe(document, { subtree: true, childList: true, attributes: true })
    })
    const page = await context.newPage()
    page.setDefaultTimeout(20_000)
    await page.goto(product.url)
    await page.locator('.story-grid').first().waitFor()
    await page.locator('.top-progress').waitFor({ state: 'detached' })
    await page.evaluate(() => {
      ;(window as unknown as { progressSeen: string[] }).progressSeen.length = 0
    })
    // The next page's code arrives slowly, as on a slow network.
    await page.route('**/assets/*.js', async (route) => {
      await new Promise((done) => setTimeout(done, 1_000))
      await route.continue()
    })
    await page.getByRole('button', { name: `Account menu for progressreader${stamp}` }).click()
    await page.getByRole('link', { name: 'My Info', exact: true }).click()
    await page.getByTestId('my-nickname').waitFor()
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { progressSeen: string[] }).progressSeen.at(-1)),
      )
      .toBe('gone')
    const seen = await page.evaluate(
      () => (window as unknown as { progressSeen: string[] }).progressSeen,
    )
    // Before the click the bar was absent; the load shows it from 30 up, then 100, then none.
    const shown = seen.slice(seen.findIndex((value) => value !== 'gone'))
    expect(shown[0]).toBe('30')
    expect(shown.filter((value) => value === '100')).toHaveLength(1)
    expect(shown.slice(-2)).toEqual(['100', 'gone'])
    const widths = shown.filter((value) => value !== 'gone').map(Number)
    expect(widths.every((width) => [30, 60, 85, 100].includes(width))).toBe(true)
    expect(widths).toEqual([...widths].sort((a, b) => a - b))
    await context.close()
  })
})

describe('a profile image', () => {
  it('is refused over 300 KB before sending, then set from My Info and shown in the header', async () => {
    const reader = await registerAccount(product, `portrait${stamp}`)
    const page = await myInfo(reader)
    const uploads: Request[] = []
    page.on('request', (request) => {
      if (request.url().endsWith('/api/account/profile-image')) uploads.push(request)
    })
    const picker = page.getByTestId('profile-image-input')
    const big = Buffer.alloc(300 * 1024)
    solidPng(8, 8, [0, 0, 0]).copy(big)
    await picker.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: big })
    await page.getByText('The profile image must be under 300 KB.').waitFor()
    expect(uploads).toHaveLength(0)
    await picker.setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: solidPng(96, 96, [40, 120, 200]),
    })
    await page.locator('img.user-menu-avatar').waitFor()
    await page.getByRole('button', { name: 'Remove image' }).waitFor()
    expect(uploads).toHaveLength(1)
    await screenshot(page, 'myinfo-profile-image-desktop-en')
    await page.getByRole('button', { name: 'Remove image' }).click()
    await page.getByRole('button', { name: 'Add a profile image' }).waitFor()
    expect(await page.locator('img.user-menu-avatar').count()).toBe(0)
    await page.context().close()
  })
})

describe('the blocked list', () => {
  it('shows what the reader blocked and unblocks one with one request', async () => {
    const reader = await registerAccount(product, `blocker${stamp}`)
    const noisy = await registerAccount(product, `noisyneighbour${stamp}`)
    // Blocks are made from comment and review menus (their own browser tests).
    for (const body of [
      { operation: 'add', userOid: noisy.user.oid },
      { operation: 'add', tag: 'spoilers' },
    ])
      await productApi(product.url, 'POST', '/content/block', { token: reader.token, body })
    const page = await myInfo(reader)
    await page.getByRole('tab', { name: 'Blocked' }).click()
    const rows = page.getByTestId('blocked-list').locator('li')
    await expect.poll(() => rows.count()).toBe(2)
    expect(await rows.allInnerTexts()).toEqual([
      expect.stringContaining(`noisyneighbour${stamp}`),
      expect.stringContaining('#spoilers'),
    ])
    await screenshot(page, 'myinfo-blocked-desktop-en')
    const removals: Request[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/content/block'))
        removals.push(request)
    })
    await page.getByRole('button', { name: `Unblock noisyneighbour${stamp}` }).click()
    await expect.poll(() => rows.count()).toBe(1)
    expect(removals).toHaveLength(1)
    await page.context().close()

    const korean = await myInfo(reader, 'ko', VIEWPORTS[1])
    await korean.getByRole('tab', { name: accountKo.blocked.tab }).click()
    await korean.getByTestId('blocked-list').getByText('#spoilers').waitFor()
    await noOverflow(korean, 'blocked list, phone, Korean')
    await screenshot(korean, 'myinfo-blocked-phone-ko')
    await korean.context().close()
  })
})
