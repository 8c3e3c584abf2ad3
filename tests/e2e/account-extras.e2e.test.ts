/**
 * Account extras in Chromium (docs/ACCOUNT-DETAILS.md): a friend arrives by an inviter's link,
 * signs up with the code filled in and is told the bonus coins arrived (the inviter's My Info
 * shows the code and the sign-up); a channel manager sets the channel manager password in My
 * Info and switches into a managed channel (a wrong password refused), the bar says so, and
 * from it the studio's comment management replies to a fan as the channel's team (once, with
 * the manager mark); a
 * creator with the cherry-picker tag sees its notice once. English and Korean, both sizes.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { channelEn } from '../../web/i18n/resources/creator/channel/en'
import { channelKo } from '../../web/i18n/resources/creator/channel/ko'
import { accountExtrasKo } from '../../web/i18n/resources/player/account-extras/ko'
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
import { openPlayerPage } from './support/player-pages'
import { sharedProduct } from './support/products'
import { screenshot } from './support/screenshots'
import { type RunningProduct, waitForMail } from './support/server'

const stamp = Date.now().toString(36).slice(-5)
let product: RunningProduct
let browser: Browser

beforeAll(async () => {
  product = sharedProduct()
  browser = await workerBrowser()
}, 120_000)
afterAll(async () => {
  await closeContexts(browser)
})

async function bothSizes(page: Page, name: string) {
  // From the top: a full-page capture of a scrolled page draws the sticky header mid-page.
  await page.evaluate(() => window.scrollTo(0, 0))
  await noOverflow(page, name)
  await screenshot(page, `${name}-desktop`)
  await resizeTo(page, VIEWPORTS[1])
  await noOverflow(page, name)
  await screenshot(page, `${name}-phone`)
  await resizeTo(page, VIEWPORTS[0])
}

describe('an invitation', () => {
  it('signs a friend up by the link and pays the bonus once', async () => {
    const inviter = await registerAccount(product, `inviter${stamp}`)
    const mine = await openPlayerPage(browser, product.url, '/myinfo', { login: inviter })
    const code = (await mine.getByTestId('invitation-code').textContent())?.trim() ?? ''
    expect(code).toMatch(/^[A-Z0-9]{8}$/)
    await bothSizes(mine, 'invitation-myinfo-en')

    const friend = { email: `friend${stamp}@example.com`, nickname: `friend${stamp}` }
    const page = await openPlayerPage(browser, product.url, `/?invite=${code}`)
    const form = page.getByRole('dialog')
    await expect.poll(() => form.getByLabel('Invitation code (optional)').inputValue()).toBe(code)
    expect(new URL(page.url()).search).toBe('')
    await form.getByLabel('E-mail').fill(friend.email)
    await form.getByLabel('Password', { exact: true }).fill('Tale1oom-pass')
    await form.getByLabel('Repeat password').fill('Tale1oom-pass')
    await form.getByLabel('Nickname').fill(friend.nickname)
    await form.getByLabel('Year').selectOption('1998')
    await form.getByLabel('Month').selectOption('4')
    await form.getByLabel('Day').selectOption('17')
    await form.getByLabel('I agree to the collection and use of my personal data.').check()
    await screenshot(page, 'invitation-sign-up-desktop-en')
    await form.getByRole('button', { name: 'Sign up' }).click()
    const mail = await waitForMail(product.dataDir, friend.email)
    await form.getByLabel('Confirmation code').fill(/\b(\d{6})\b/.exec(mail.text)?.[1] ?? '')
    await form.getByRole('button', { name: 'Confirm' }).click()
    await form.getByText('Welcome! 100 bonus coins were added to your account.').waitFor()
    await bothSizes(page, 'invitation-sign-up-done-en')

    const counts = await productApi<{ signups: number; paid: number }>(
      product.url,
      'GET',
      '/account/invitation',
      { token: inviter.token },
    )
    expect(counts).toMatchObject({ signups: 1, paid: 1 })
    const ko = await openPlayerPage(browser, product.url, '/myinfo', {
      login: inviter,
      language: 'ko',
    })
    await ko.getByText(accountExtrasKo.invitation.title).waitFor()
    await bothSizes(ko, 'invitation-myinfo-ko')
  })
})

describe('channel-manager mode and the cherry-picker notice', () => {
  it('asks for the channel manager password, and shows the notice once', async () => {
    const admin = await adminLogin(product)
    const creator = await registerAccount(product, `picked${stamp}`, ['creator'])
    const manager = await registerAccount(product, `manager${stamp}`, ['channelManager'])
    const post = (path: string, body: Record<string, unknown>) =>
      productApi(product.url, 'POST', path, { token: admin.token, body })
    await post('/account/admin/channel-managers/assign', {
      managerOid: manager.user.oid,
      creatorOid: creator.user.oid,
    })
    const koCreator = await registerAccount(product, `pickedko${stamp}`, ['creator'])
    for (const who of [creator, koCreator])
      await post('/account/admin/creator-tags/add', { userOid: who.user.oid, tag: 'cherry-picker' })

    const page = await openPlayerPage(browser, product.url, '/myinfo?tab=channelManager', {
      login: manager as Login,
    })
    await page.getByLabel('New channel manager password').fill('device123')
    await page.getByLabel('Repeat the password').fill('device123')
    await page.getByLabel('Your sign-in password').fill('Tale1oom-pass')
    await page.getByRole('button', { name: 'Save password' }).click()
    await page.getByText('Your channel manager password is saved.').waitFor()
    await bothSizes(page, 'channel-manager-myinfo-en')
    await page.getByRole('button', { name: `Manage picked${stamp}` }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel('Channel manager password').fill('device999')
    await dialog.getByRole('button', { name: 'Switch' }).click()
    await dialog.getByText('Incorrect password').waitFor()
    await screenshot(page, 'channel-manager-wrong-desktop-en')
    await dialog.getByLabel('Channel manager password').fill('device123')
    await dialog.getByRole('button', { name: 'Switch' }).click()
    await page
      .getByTestId('channel-manager-bar')
      .getByText(`Channel-manager mode: you are managing picked${stamp}`)
      .waitFor()
    await bothSizes(page, 'channel-manager-mode-en')

    // In the mode the manager answers the channel's comments in the studio, as its team.
    const fan = await registerAccount(product, `fan${stamp}`)
    const made = await productApi<{ post: { postOid: string } }>(
      product.url,
      'POST',
      '/content/community',
      {
        token: creator.token,
        body: {
          operation: 'submit',
          postMetaData: { text: 'New chapter soon', visibility: 'everyone' },
        },
      },
    )
    await productApi(product.url, 'POST', '/content/comment', {
      token: fan.token,
      body: { contentOid: made.post.postOid, commentContent: 'Cannot wait!' },
    })
    const texts = channelEn.creatorComments
    await page.getByTestId('channel-manager-comments').click()
    await page.getByRole('heading', { name: `picked${stamp}'s comments` }).waitFor()
    const thread = page.getByTestId('studio-comment').filter({ hasText: 'Cannot wait!' })
    await thread.getByRole('button', { name: texts.reply, exact: true }).click()
    await thread.getByLabel(texts.replyLabel).fill('Thanks from the team')
    const sent = page.waitForResponse(
      (r) => r.url().endsWith('/api/content/comment') && r.request().method() === 'POST',
    )
    await thread.getByRole('button', { name: texts.replySend }).click()
    expect((await sent).status()).toBe(200)
    const reply = thread.locator('.creator-comment-reply', { hasText: 'Thanks from the team' })
    await reply.getByTestId('manager-mark').getByText(texts.managerMark).waitFor()
    expect(await page.getByText('Thanks from the team').count()).toBe(1)
    await bothSizes(page, 'channel-manager-comments-en')
    // Another sign-in is another device: not in the mode until it gives the password.
    const otherDevice = await productApi<Login>(product.url, 'POST', '/account/login', {
      body: { email: `manager${stamp}@example.com`, password: 'Tale1oom-pass' },
    })
    const ko = await openPlayerPage(browser, product.url, '/myinfo?tab=channelManager', {
      login: otherDevice,
      language: 'ko',
    })
    await ko.getByTestId('managed-channels').getByRole('button').waitFor()
    expect(await ko.getByTestId('channel-manager-bar').count()).toBe(0)
    await bothSizes(ko, 'channel-manager-myinfo-ko')
    // That device in the mode too: the team's comment management in Korean.
    await productApi(product.url, 'POST', '/account/channel-manager/mode', {
      token: otherDevice.token,
      body: { creatorOid: creator.user.oid, password: 'device123' },
    })
    const koComments = await openPlayerPage(browser, product.url, '/studio2/creator/comments', {
      login: otherDevice,
      language: 'ko',
    })
    await koComments
      .getByRole('heading', {
        name: channelKo.creatorComments.teamTitle.replace('{{nickname}}', `picked${stamp}`),
      })
      .waitFor()
    await koComments.getByTestId('manager-mark').first().waitFor()
    await bothSizes(koComments, 'channel-manager-comments-ko')

    const shown = await openPlayerPage(browser, product.url, '/', { login: creator })
    const notice = shown.getByRole('dialog', { name: 'You are a Cherry Picker creator' })
    await notice.waitFor()
    await bothSizes(shown, 'cherry-picker-notice-en')
    const dismissed = shown.waitForResponse((r) => r.url().endsWith('/shell-notices/dismiss'))
    await notice.getByRole('button', { name: 'Got it' }).first().click()
    expect((await dismissed).status()).toBe(200)
    const again = await openPlayerPage(browser, product.url, '/', {
      login: creator,
      language: 'ko',
    })
    await again.getByRole('banner').waitFor()
    await again.waitForLoadState('networkidle')
    expect(await again.getByText(accountExtrasKo.cherryPicker.title).count()).toBe(0)
    const koNotice = await openPlayerPage(browser, product.url, '/', {
      login: koCreator,
      language: 'ko',
    })
    await koNotice.getByRole('dialog', { name: accountExtrasKo.cherryPicker.title }).waitFor()
    await bothSizes(koNotice, 'cherry-picker-notice-ko')
    // Readers never see it.
    const reader = await openPlayerPage(browser, product.url, '/', { login: manager as Login })
    // The manager's first device is still in the mode: its bar shows on every page.
    await reader.getByTestId('channel-manager-bar').waitFor()
    await reader.waitForLoadState('networkidle')
    expect(await reader.getByText('You are a Cherry Picker creator').count()).toBe(0)
  })
})
