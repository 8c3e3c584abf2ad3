/**
 * Linked platforms and adult verification in Chromium (docs/PLATFORM-LINKS.md,
 * docs/ADULT-VERIFICATION.md), against a product of this file's own pointed at local X,
 * Twitch, YouTube and Yoti: a user links X in My Info through X's consent page and is paid
 * the follower reward once (a re-link pays nothing more); a user verifies their age
 * through Yoti's page to verified; a livestreamer links Twitch in the live studio; a creator
 * links Twitch and YouTube there, goes on air from ffmpeg (as OBS would), turns multichat on,
 * and lines said on the local Twitch and YouTube chats show in the live chat once each, read
 * only and marked with their source; another creator linking the same Twitch account is
 * told it is taken. English and Korean, both sizes.
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
import { skipWithout } from '../support/environment'
import { FFMPEG, hasFfmpeg, type Publish, publishTestStream } from '../support/ffmpeg-publish'
import { openAdminPage } from './support/admin-pages'
import { productApi } from './support/api'
import { closeContexts, workerBrowser } from './support/browser'
import { type Login, noOverflow, registerAccount, resizeTo, VIEWPORTS } from './support/people'
import { openPlayerPage } from './support/player-pages'
import { screenshot } from './support/screenshots'
import { freePort, type RunningProduct, startProduct } from './support/server'

const stamp = Date.now().toString(36).slice(-5)
let product: RunningProduct
let browser: Browser
let platforms: FakePlatforms
let yoti: FakeYoti
let publish: Publish | null = null

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
      MULTICHAT_POLL_INTERVAL_MS: '1000',
    },
    // The multichat creator goes on air through the embedded ingest.
    rtmpPort: await freePort(),
  })
  browser = await workerBrowser()
}, 300_000)
afterAll(async () => {
  publish?.stop()
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

describe.skipIf(
  skipWithout('ffmpeg', hasFfmpeg() ? null : `${FFMPEG} is missing: install Debian's ffmpeg`),
)('multichat: Twitch and YouTube chat in the live chat', () => {
  const twitch = {
    id: '41000077',
    handle: 'harbour_caster',
    name: 'Harbour Caster',
    followers: 2400,
  }
  const youtube = {
    id: 'UCharbour0000000000000077',
    handle: '@harbourtube',
    name: 'Harbour Tube',
    followers: 910,
  }

  /** Goes on air as OBS would: the studio's details, then ffmpeg on the stream key. */
  async function goOnAir(creator: Login) {
    await productApi(product.url, 'POST', '/live/studio', {
      token: creator.token,
      body: {
        creatorOid: creator.user.oid,
        info: {
          title: 'Harbour nights, live everywhere',
          thumbnail: 'https://cdn.example.com/live-thumb.png',
          date: new Date().toISOString(),
          info: 'Chat from Twitch and YouTube joins us here.',
          tags: ['art'],
        },
      },
    })
    const { key } = await productApi<{ key: string }>(product.url, 'GET', '/live/key2', {
      token: creator.token,
    })
    publish = publishTestStream(
      `rtmp://127.0.0.1:${product.rtmpPort}/live/${creator.user.oid}?key=${key}`,
      300,
    )
    await expect
      .poll(
        async () =>
          (
            await productApi<{ state: string }>(
              product.url,
              'GET',
              `/live/play?creatorOid=${creator.user.oid}`,
            )
          ).state,
        { timeout: 60_000, interval: 200 },
      )
      .toBe('liveOn')
  }

  /** The studio's Platforms tab, the way a creator opens it. */
  async function platformsTab(creator: Login, language: 'en' | 'ko') {
    const opened = await openAdminPage(
      browser,
      product.url,
      '/studio2/creator/live',
      language,
      creator,
    )
    await opened.page
      .getByRole('tab', {
        name: language === 'ko' ? creatorLinksKo.platformLinks.tab : 'Platforms',
      })
      .click()
    return { page: opened.page, panel: opened.page.getByTestId('studio-platform-links') }
  }

  it('links both, turns multichat on, and shows each relayed line once with its source', {
    timeout: 240_000,
  }, async () => {
    platforms.accounts.twitch = twitch
    platforms.accounts.youtube = youtube
    const creator = await registerAccount(product, `multi${stamp}`, ['creator', 'livestreamer'])
    const { page, panel } = await platformsTab(creator, 'en')
    for (const [name, shown] of [
      ['Twitch', 'Harbour Caster · 2400 followers'],
      ['YouTube', 'Harbour Tube · 910 followers'],
    ] as const) {
      await panel.getByRole('button', { name: `Link ${name}` }).click()
      await page.getByRole('button', { name: 'Authorize app' }).click()
      await page.getByText(`${name} linked.`).waitFor()
      await panel.getByText(shown).waitFor()
    }
    // Both listed, each with its unlink; multichat waits for the stream on air.
    expect(await panel.getByRole('button', { name: 'Unlink' }).count()).toBe(2)

    await goOnAir(creator)
    platforms.streams.set(`twitch:${twitch.id}`, { viewers: 12, chat: [] })
    platforms.streams.set(`youtube:${youtube.id}`, { viewers: 5, chat: [] })
    await page.reload()
    await page.getByRole('tab', { name: 'Platforms' }).click()
    const multichat = panel.getByRole('checkbox', { name: 'Multichat' })
    expect(await multichat.isChecked()).toBe(false)
    const turnedOn = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/update/multichat',
    )
    await multichat.check()
    expect((await turnedOn).status()).toBe(200)
    await panel.getByRole('status').getByText('Multichat is on.').waitFor()
    expect(await multichat.isChecked()).toBe(true)
    await panel.getByText('12 watching now').waitFor()
    await bothSizes(page, 'studio-platforms-multichat-en')

    // A viewer's live page: the chat beside the picture.
    const viewer = await registerAccount(product, `multiview${stamp}`)
    const live = await openPlayerPage(browser, product.url, `/live/${creator.user.oid}`, {
      login: viewer,
    })
    const chat = live.getByRole('region', { name: 'Live chat' })
    await chat.waitFor()
    // The server's multichat job joins the Twitch chat once multichat is on.
    await expect
      .poll(() => platforms.twitchJoined.includes(twitch.handle), { timeout: 20_000 })
      .toBe(true)
    platforms.sendTwitchChat(twitch.handle, {
      id: 'tw-e2e-1',
      author: 'Deckhand',
      text: 'ahoy from Twitch',
    })
    platforms.streams.get(`youtube:${youtube.id}`)?.chat.push({
      id: 'yt-e2e-1',
      author: 'Lighthouse Keeper',
      text: 'waving from YouTube',
    })
    const relay = chat.locator('[data-notice=relay]')
    await relay.filter({ hasText: 'ahoy from Twitch' }).waitFor({ timeout: 20_000 })
    await relay.filter({ hasText: 'waving from YouTube' }).waitFor({ timeout: 20_000 })
    // A full cycle more: a later line arrives, and the earlier ones are still there once each.
    platforms.streams.get(`youtube:${youtube.id}`)?.chat.push({
      id: 'yt-e2e-2',
      author: 'Lighthouse Keeper',
      text: 'the tide is in',
    })
    await relay.filter({ hasText: 'the tide is in' }).waitFor({ timeout: 20_000 })
    // (Twitch's line and YouTube's first come in either order: two platforms, one poll.)
    const lines = await relay.evaluateAll((items) =>
      items.map(
        (line) =>
          `${line.querySelector('.livechat-notice-text')?.textContent} | ${line.querySelector('.livechat-notice-detail')?.textContent}`,
      ),
    )
    expect(lines.at(-1)).toBe('YouTube · Lighthouse Keeper | the tide is in')
    expect([...lines].sort()).toEqual([
      'Twitch · Deckhand | ahoy from Twitch',
      'YouTube · Lighthouse Keeper | the tide is in',
      'YouTube · Lighthouse Keeper | waving from YouTube',
    ])
    // Read only: a relayed line names no one of ours to answer, ban or delete.
    expect(await relay.locator('button, a').count()).toBe(0)
    await bothSizes(live, 'live-chat-multichat-en')

    const ko = await openPlayerPage(browser, product.url, `/live/${creator.user.oid}`, {
      login: viewer,
      language: 'ko',
    })
    const koRelay = ko.locator('[data-notice=relay]')
    await koRelay.filter({ hasText: 'the tide is in' }).waitFor()
    expect(await koRelay.filter({ hasText: 'Twitch · Deckhand님' }).count()).toBe(1)
    await bothSizes(ko, 'live-chat-multichat-ko')
    const koStudio = await platformsTab(creator, 'ko')
    await koStudio.panel
      .getByRole('checkbox', { name: creatorLinksKo.platformLinks.multichat })
      .waitFor()
    expect(
      await koStudio.panel
        .getByRole('checkbox', { name: creatorLinksKo.platformLinks.multichat })
        .isChecked(),
    ).toBe(true)
    await bothSizes(koStudio.page, 'studio-platforms-multichat-ko')

    // Another creator links the same Twitch account: refused, nothing linked.
    const other = await registerAccount(product, `multi2${stamp}`, ['creator', 'livestreamer'])
    const second = await platformsTab(other, 'en')
    await second.panel.getByRole('button', { name: 'Link Twitch' }).click()
    await second.page.getByRole('button', { name: 'Authorize app' }).click()
    await second.page.getByText('Twitch or YouTube account already linked').waitFor()
    await second.panel.getByRole('button', { name: 'Link Twitch' }).waitFor()
    expect(await second.panel.getByText('Harbour Caster').count()).toBe(0)
    await bothSizes(second.page, 'studio-platforms-taken-en')
  })
})
