/**
 * Community posts in real Chromium against `npm start`: a creator writes a post with a poll
 * and a members-only post on the channel's Community tab and pins the first after a
 * confirmation; a fan votes (one vote call, counted once) and comments; a viewer who does
 * not subscribe sees the members-only post as a locked card, never its text. Screens in en
 * and ko at 1280×800 and 390×844.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { solidPng } from '../../platform/assets/testing'
import { playerEn } from '../../web/i18n/resources/player/en'
import { playerKo } from '../../web/i18n/resources/player/ko'
import { productApi } from './support/api'
import { closeContexts, seedSession, signedIn, workerBrowser } from './support/browser'
import { type Login, noOverflow, registerAccount, resizeTo, VIEWPORTS } from './support/people'
import { sharedProduct } from './support/products'
import { screenshot } from './support/screenshots'
import type { RunningProduct } from './support/server'

const STAMP = Date.now() % 100_000
const CUSTOM_URL = `town-${STAMP}`
const NEWS = `Next week we record episode ${STAMP}. Which setting do you want?`
const SECRET = `Members get the script draft ${STAMP} first.`
const COMMENT = `Forest please ${STAMP}`
const TIER = 'Town members'
const EN = playerEn.community
const KO = playerKo.community

let product: RunningProduct
let browser: Browser
let creator: Login
let fan: Login

async function open(who: Login | null, language: 'en' | 'ko') {
  const context = await browser.newContext({ viewport: VIEWPORTS[0] })
  await seedSession(context, { language, ...(who ? signedIn(who) : {}) })
  const page = await context.newPage()
  page.setDefaultTimeout(30_000)
  page.on('pageerror', (error) => console.log('PAGEERROR', error.message))
  await page.goto(`${product.url}${language === 'ko' ? '/ko' : ''}/c/${CUSTOM_URL}?tab=community`)
  await page
    .getByTestId('channel-tab-community')
    .waitFor()
    .catch(async (error: unknown) => {
      console.log(
        'community tab did not open',
        page.url(),
        (await page.locator('main').first().textContent())?.slice(0, 1500),
      )
      throw error
    })
  return { context, page }
}

async function bothSizes(page: Page, name: string) {
  for (const viewport of VIEWPORTS) {
    await resizeTo(page, viewport)
    await noOverflow(page, `${name} ${viewport.name}`)
    await screenshot(page, `${name}-${viewport.name}`)
  }
  await resizeTo(page, VIEWPORTS[0])
}

const post = (page: Page, text: string) =>
  page.getByTestId('community-post').filter({ hasText: text })

beforeAll(async () => {
  product = sharedProduct()
  browser = await workerBrowser()
  creator = await registerAccount(product, `townmaker${STAMP}`, ['creator'])
  await productApi(product.url, 'POST', '/account/creator/register', {
    token: creator.token,
    body: { agreeTerms: true, agreeFeeTerms: true, customUrl: CUSTOM_URL },
  })
  // The tier is set up in the studio's subscription settings; its call is the one the studio makes.
  await productApi(product.url, 'POST', '/account/modify/subscription_tiers', {
    token: creator.token,
    body: { mode: 'push', tier: { name: TIER, isFree: true } },
  })
  fan = await registerAccount(product, `townfan${STAMP}`)
}, 180_000)

afterAll(async () => {
  await closeContexts(browser)
})

describe('community posts from the creator’s composer to a fan’s vote and comment', () => {
  it('lets the creator post with a poll, post for members only, and pin', async () => {
    const { context, page } = await open(creator, 'en')
    await page.getByText(EN.emptyMine).waitFor()
    await page.getByLabel(EN.text, { exact: true }).fill(NEWS)
    await page.getByLabel(EN.images.replace('{{count}}', '4')).setInputFiles({
      name: 'stage.png',
      mimeType: 'image/png',
      buffer: solidPng(640, 360, [40, 90, 160]),
    })
    await page.getByRole('button', { name: EN.removeImage.replace('{{number}}', '1') }).waitFor()
    await page.getByRole('button', { name: EN.addPoll }).click()
    await page.getByLabel(EN.pollQuestion).fill('Setting')
    await page.getByLabel(EN.pollOption.replace('{{number}}', '1')).fill('Sea')
    await page.getByLabel(EN.pollOption.replace('{{number}}', '2')).fill('Forest')
    await bothSizes(page, 'community-composer-en')
    await page.getByRole('button', { name: EN.publish, exact: true }).click()
    await post(page, NEWS).waitFor()
    await post(page, NEWS)
      .getByRole('img', { name: EN.imageAlt.replace('{{number}}', '1') })
      .waitFor()

    await page.getByLabel(EN.text, { exact: true }).fill(SECRET)
    await page.getByLabel(EN.tiers).check()
    await page.getByLabel(TIER).check()
    await page.getByRole('button', { name: EN.publish, exact: true }).click()
    await post(page, SECRET).waitFor()
    // The newest post is first until the older one is pinned.
    await expect
      .poll(() => page.getByTestId('community-post').first().textContent())
      .toContain(SECRET)
    await post(page, NEWS).getByRole('button', { name: EN.pin, exact: true }).click()
    const dialog = page.getByRole('dialog', { name: EN.pinTitle })
    await dialog.getByRole('button', { name: EN.pin, exact: true }).click()
    await post(page, NEWS).getByText(EN.pinned, { exact: true }).waitFor()
    await expect
      .poll(() => page.getByTestId('community-post').first().textContent())
      .toContain(NEWS)
    await bothSizes(page, 'community-creator-en')
    await context.close()

    const korean = await open(creator, 'ko')
    await post(korean.page, NEWS).getByText(KO.pinned, { exact: true }).waitFor()
    await bothSizes(korean.page, 'community-creator-ko')
    await korean.context.close()
  })

  it('counts a fan’s vote once and takes their comment', async () => {
    const { context, page } = await open(fan, 'en')
    const votes: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/content/poll/vote'))
        votes.push(request.url())
    })
    const news = post(page, NEWS)
    await news.getByRole('button', { name: /Forest/ }).click()
    await news.getByText(`Forest · ${EN.yourVote}`).waitFor()
    await expect.poll(() => news.getByTestId('poll-total').textContent()).toBe('1 vote')
    expect(votes).toHaveLength(1)
    const counted = await productApi<{ poll: { totalVotes: number; myVote: string } }>(
      product.url,
      'GET',
      `/content/poll/votes?contentType=community&contentOid=${await postOid(NEWS)}`,
      { token: fan.token },
    )
    expect(counted.poll).toMatchObject({ totalVotes: 1, myVote: 'o2' })

    await news.getByRole('button', { name: EN.comments, exact: true }).click()
    await news.getByLabel(playerEn.contentComments.label).fill(COMMENT)
    await news.getByRole('button', { name: playerEn.contentComments.post }).click()
    await news.getByText(COMMENT).waitFor()
    await bothSizes(page, 'community-fan-en')
    await context.close()

    const korean = await open(fan, 'ko')
    await post(korean.page, NEWS).getByText(`Forest · ${KO.yourVote}`).waitFor()
    await bothSizes(korean.page, 'community-fan-ko')
    await korean.context.close()
  })

  it('shows a members-only post to a non-subscriber as a locked card only', async () => {
    const { context, page } = await open(fan, 'en')
    const locked = page.getByTestId('community-locked')
    await locked.getByText(EN.lockedText.replace('{{tiers}}', TIER)).waitFor()
    expect(await page.content()).not.toContain(SECRET)
    await bothSizes(page, 'community-locked-en')
    await context.close()

    const korean = await open(null, 'ko')
    await korean.page.getByTestId('community-locked').waitFor()
    expect(await korean.page.content()).not.toContain(SECRET)
    await bothSizes(korean.page, 'community-locked-ko')
    await korean.context.close()
  })
})

async function postOid(text: string) {
  const { posts } = await productApi<{ posts: Array<{ postOid: string; text: string | null }> }>(
    product.url,
    'GET',
    `/content/community?creatorOid=${creator.user.oid}`,
  )
  return posts.find((item) => item.text === text)?.postOid ?? ''
}
