/**
 * Linked platforms and adult verification in Chromium (docs/PLATFORM-LINKS.md,
 * docs/ADULT-VERIFICATION.md), against a product of this file's own pointed at local X,
 * Twitch, YouTube and Yoti: a user links X in My Info through X's consent page and is paid
 * the follower reward once (a re-link pays nothing more); a user verifies their age
 * through Yoti's page to verified; a livestreamer links Twitch in the live studio.
 * English and Korean, both sizes.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type FakeYoti,
  fakeYotiEnv,
  startFakeYoti,
} from '../../platform/adult-verification/testing'
import {
  type FakePlatforms,
  fakePlatformsEnv,
  startFakePlatforms,
} from '../../platform/links/testing'
import { platformLinksKo as creatorLinksKo } from '../../web/i18n/resources/creator/platform-links/ko'
import { platformLinksKo } from '../../web/i18n/resources/player/platform-links/ko'
import { openAdminPage } from './support/admin-pages'
import { productApi } from './support/api'
import { closeContexts, workerBrowser } from './support/browser'
import { noOverflow, registerAccount, resizeTo, VIEWPORTS } from './support/people'
import { openPlayerPage } from './support/player-pages'
import { screenshot } from './support/screenshots'
import { freePort, type RunningProduct, startProduct } from './support/server'

const stamp = Date.now().toString(36).slice(-5)
let product: RunningProduct
let browser: Browser
let platforms: FakePlatforms
let yoti: FakeYoti

beforeAll(async () => {
  platforms = await startFakePlatforms()
  yoti = await startFakeYoti()
  const port = await freePort()
  product = await startProduct({
    env: {
      ...fakePlatformsEnv(platforms),
      ...fakeYotiEnv(yoti),
      PORT: String(port),
      TALELOOM_PUBLIC_URL: `http://127.0.0.1:${port}`,
    },
  })
  browser = await workerBrowser()
}, 300_000)
afterAll(async () => {
  await closeContexts(browser)
  await product?.stop()
  await platforms?.close()
  await yoti?.close()
})

async function bothSizes(page: Page, name: string) {
  await noOverflow(page, name)
  await screenshot(page, `${name}-desktop`)
  await resizeTo(page, VIEWPORTS[1])
  await noOverflow(page, name)
  await screenshot(page, `${name}-phone`)
  await resizeTo(page, VIEWPORTS[0])
}

describe('the X link in My Info', () => {
  it("links through X's consent page and pays the follower reward once", async () => {
    const user = await registerAccount(product, `xfan${stamp}`)
    platforms.accounts.twitter = {
      id: '1700000000000000001',
      handle: 'tale_x',
      name: 'Tale X',
      followers: 130,
    }
    const page = await openPlayerPage(browser, product.url, '/myinfo', { login: user })
    const panel = page.getByTestId('x-link')
    await panel.getByText('X (Twitter) link').waitFor()
    await bothSizes(page, 'x-link-myinfo-en')

    await panel.getByRole('button', { name: 'Link X account' }).click()
    await expect
      .poll(async () => `${page.url()} ${await page.locator('.alert').allTextContents()}`, {
        timeout: 15_000,
      })
      .toContain('/twitter/authorize')
    await page.getByRole('button', { name: 'Authorize app' }).click()
    await page
      .getByText('Your X account is linked. You received 100 coins for your followers.')
      .waitFor()
    await panel.getByText('@tale_x · 130 followers').waitFor()
    await panel.getByText('Follower reward received: 100 coins').waitFor()
    expect(new URL(page.url()).search).toBe('')
    await bothSizes(page, 'x-link-linked-en')

    // Unlinked and linked again: linked, and nothing paid a second time.
    await panel.getByRole('button', { name: 'Unlink' }).click()
    await panel.getByRole('button', { name: 'Link X account' }).click()
    await page.getByRole('button', { name: 'Authorize app' }).click()
    await page.getByText('Your X account is linked.').waitFor()
    const balances = await productApi<{ balances: { bonusCoins: number } }>(
      product.url,
      'GET',
      '/story-chat/convert/credit',
      { token: user.token },
    )
    expect(balances.balances.bonusCoins).toBe(100)

    const ko = await openPlayerPage(browser, product.url, '/myinfo', {
      login: user,
      language: 'ko',
    })
    await ko.getByText(platformLinksKo.xLink.title).waitFor()
    await bothSizes(ko, 'x-link-linked-ko')
    const koNew = await registerAccount(product, `xfanko${stamp}`)
    const fresh = await openPlayerPage(browser, product.url, '/myinfo', {
      login: koNew,
      language: 'ko',
    })
    await fresh.getByRole('button', { name: platformLinksKo.xLink.link }).waitFor()
    await bothSizes(fresh, 'x-link-myinfo-ko')
  })
})

describe('adult verification with Yoti', () => {
  it("verifies the user's age through Yoti's page", async () => {
    const user = await registerAccount(product, `yoti${stamp}`)
    const page = await openPlayerPage(browser, product.url, '/register/adultverify', {
      login: user,
    })
    await page.getByText('Not verified yet.').waitFor()
    await bothSizes(page, 'adult-verify-en')
    await page.getByRole('button', { name: 'Verify with Yoti' }).click()
    await page.getByRole('button', { name: 'Share my age' }).click()
    await expect.poll(() => new URL(page.url()).pathname).toBe('/yoti-callback')
    await page.getByText('You are verified as an adult.').waitFor()
    await bothSizes(page, 'yoti-callback-verified-en')
    const me = await productApi<{ isUserAdult: boolean; state: string }>(
      product.url,
      'GET',
      '/yoti/status',
      { token: user.token },
    )
    expect(me).toMatchObject({ isUserAdult: true, state: 'verified' })

    const ko = await registerAccount(product, `yotiko${stamp}`)
    const koPage = await openPlayerPage(browser, product.url, '/register/adultverify', {
      login: ko,
      language: 'ko',
    })
    await koPage.getByText(platformLinksKo.adultVerification.state_unverified).waitFor()
    await bothSizes(koPage, 'adult-verify-ko')
  })
})

describe("the live studio's platforms", () => {
  it('links Twitch through its consent page', async () => {
    const streamer = await registerAccount(product, `tw${stamp}`, ['creator', 'livestreamer'])
    const { page } = await openAdminPage(
      browser,
      product.url,
      '/studio2/creator/live',
      'en',
      streamer,
    )
    await page.getByRole('tab', { name: 'Platforms' }).click()
    const panel = page.getByTestId('studio-platform-links')
    await panel.getByRole('button', { name: 'Link Twitch' }).click()
    await page.getByRole('button', { name: 'Authorize app' }).click()
    await page.getByText('Twitch linked.').waitFor()
    await panel.getByText('Tale Streamer · 3000 followers').waitFor()
    await bothSizes(page, 'studio-platforms-en')
    const ko = await openAdminPage(browser, product.url, '/studio2/creator/live', 'ko', streamer)
    await ko.page.getByRole('tab', { name: creatorLinksKo.platformLinks.tab }).click()
    await ko.page.getByRole('button', { name: 'YouTube 연동' }).waitFor()
    await bothSizes(ko.page, 'studio-platforms-ko')
  })
})
