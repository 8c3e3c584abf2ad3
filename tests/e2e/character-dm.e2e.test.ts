/**
 * A character answers in direct chat, in Chromium against the shared product (offline model,
 * docs/CHARACTER-DM.md "Screens"): the creator turns the setting on in the studio's story
 * setup (character, price); a fan with credits clicks "Message Elias Brand" on the story page,
 * chats, and is charged exactly the price once per message; opts into memory on the Memories
 * page, opens a new room from the story page, finds the first room remembered and deletes
 * it; the direct chat list shows both rooms with the character's portrait. Screenshots of the
 * studio setting, the story page's button, the direct chat list and the Memories page at
 * 1280×800 and 390×844, in English and Korean.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoCanvas, demoMetadata } from '../../platform/stories/demo-stories/demo'
import { chatEn } from '../../web/i18n/resources/chat/en'
import { chatKo } from '../../web/i18n/resources/chat/ko'
import { playerEn } from '../../web/i18n/resources/player/en'
import { playerKo } from '../../web/i18n/resources/player/ko'
import { studioEn } from '../../web/i18n/resources/studio/en'
import { studioKo } from '../../web/i18n/resources/studio/ko'
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
import { sharedProduct } from './support/products'
import { screenshot } from './support/screenshots'
import type { RunningProduct } from './support/server'

const ELIAS = 'Elias Brand'
const PRICE = 7
const stamp = Date.now().toString(36).slice(-6)
const TITLE = `Letters from Gull Rock ${stamp}`
const TEXTS = {
  en: { player: playerEn.characterDm, studio: studioEn.characterDmSetting },
  ko: { player: playerKo.characterDm, studio: studioKo.characterDmSetting },
}
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''))

let product: RunningProduct
let browser: Browser
let creator: Login
let fan: Login
let contentOid = ''
let secondRoom = ''
const contexts: BrowserContext[] = []

async function newPage(who: Login, language: 'en' | 'ko' = 'en'): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    locale: language === 'ko' ? 'ko-KR' : 'en-US',
  })
  contexts.push(context)
  await seedSession(context, { ...signedIn(who), language })
  const page = await context.newPage()
  page.setDefaultTimeout(20_000)
  return page
}

const at = (language: 'en' | 'ko', path: string) =>
  `${product.url}${language === 'ko' ? '/ko' : ''}${path}`

async function credits(): Promise<number> {
  const answer = await productApi<{ balances: { credits: number; bonusCredits: number } }>(
    product.url,
    'GET',
    '/story-chat/convert/credit',
    { token: fan.token },
  )
  return answer.balances.credits + answer.balances.bonusCredits
}

const total = async (page: Page) =>
  Number(await page.getByTestId('chat-messages').getAttribute('data-count'))

async function chatReady(page: Page) {
  await page.waitForURL(/\/c\/[0-9a-f]{24}$/)
  await page.getByTestId('chat-message').first().waitFor()
  await expect.poll(() => page.locator('.chat-page').getAttribute('data-phase')).toBe('ready')
}

/** Sends a message through the composer and waits until the reply is complete. */
async function say(page: Page, text: string, composer = chatEn.chat.composerLabel) {
  const before = await total(page)
  await page.getByLabel(composer).fill(text)
  await page.getByLabel(composer).press('Enter')
  await expect.poll(() => total(page)).toBe(before + 2)
  await page.getByTestId('chat-status').and(page.locator('[data-connection=idle]')).waitFor()
  await expect
    .poll(() => page.locator('[data-testid=chat-message][data-status=streaming]').count())
    .toBe(0)
}

/** One load per language, judged at both sizes. */
async function atBothSizes(page: Page, name: string, check: () => Promise<void>) {
  for (const viewport of VIEWPORTS) {
    await resizeTo(page, viewport)
    await check()
    await noOverflow(page, `${name} ${viewport.name}`)
    await screenshot(page, `${name}-${viewport.name}`)
  }
}

beforeAll(async () => {
  product = sharedProduct()
  browser = await workerBrowser()
  creator = await registerAccount(product, `gullwriter${stamp}`, ['creator'])
  fan = await registerAccount(product, `gullfan${stamp}`)
  // The demo story as the studio publishes it: created, its canvas saved, published.
  ;({ contentOid } = await productApi<{ contentOid: string }>(
    product.url,
    'POST',
    '/story-chat/chat-content',
    {
      token: creator.token,
      body: { requestType: 'create', metadata: { ...demoMetadata, title: TITLE } },
    },
  ))
  await productApi(product.url, 'POST', '/story-chat/chat-canvas', {
    token: creator.token,
    body: { contentOid, canvas: demoCanvas, version: 0 },
  })
  await productApi(product.url, 'POST', '/story-chat/chat-content', {
    token: creator.token,
    body: { requestType: 'upload', contentOid },
  })
  // Today's check-in (its nudge would cover the phone's tabs), then credits bought as fans do.
  await productApi(product.url, 'POST', '/account/attendance', { token: fan.token, body: {} })
  await buyCoins(product, fan, 100)
  await productApi(product.url, 'POST', '/story-chat/convert/credit', {
    token: fan.token,
    body: { amount: 100 },
  })
}, 120_000)

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined)
  await closeContexts(browser)
})

describe('a character answers in direct chat', () => {
  it('the creator turns it on in the studio: the character and the price per message', async () => {
    const page = await newPage(creator)
    const text = TEXTS.en.studio
    await page.goto(at('en', `/story/setup/${contentOid}`))
    const form = page.getByTestId('character-dm-form')
    await form.waitFor()
    await form.getByLabel(text.enabled).check()
    await form.getByLabel(text.character, { exact: true }).selectOption({ label: ELIAS })
    await form.getByLabel(text.price, { exact: true }).fill('-3')
    await form.getByRole('button', { name: text.save }).click()
    // A price the field refuses is shown and nothing is saved.
    await expect
      .poll(() => form.getByText(fill(text.priceProblem, { max: 100000 })).count())
      .toBe(1)
    await form.getByLabel(text.price, { exact: true }).fill(String(PRICE))
    await form.getByRole('button', { name: text.save }).click()
    await form.getByText(fill(text.saved, { name: ELIAS })).waitFor()
    const saved = await productApi<{ setting: Record<string, unknown> }>(
      product.url,
      'GET',
      `/story-chat/character-dm/setting?contentOid=${contentOid}`,
      { token: creator.token },
    )
    expect(saved.setting).toMatchObject({
      enabled: true,
      characterId: 'char-elias',
      priceCredits: PRICE,
    })
    await atBothSizes(page, 'character-dm-studio-setting-en', async () => {
      await form.getByRole('button', { name: text.save }).waitFor()
    })

    // Another creator's story: the page refuses in the setting's words, with no form.
    const stranger = await newPage(await registerAccount(product, `gullrival${stamp}`, ['creator']))
    await stranger.goto(at('en', `/story/setup/${contentOid}`))
    await stranger.getByText(text.notOwner).waitFor()
    expect(await stranger.getByTestId('character-dm-form').count()).toBe(0)
    // A draft has no published cast yet: the section says to publish first.
    const draft = await productApi<{ contentOid: string }>(
      product.url,
      'POST',
      '/story-chat/chat-content',
      {
        token: creator.token,
        body: { requestType: 'create', metadata: { ...demoMetadata, title: `${TITLE} draft` } },
      },
    )
    await page.goto(at('en', `/story/setup/${draft.contentOid}`))
    await page.getByText(text.notPublished).waitFor()
    expect(await page.getByTestId('character-dm-form').count()).toBe(0)

    const korean = await newPage(creator, 'ko')
    await korean.goto(at('ko', `/story/setup/${contentOid}`))
    await korean.getByText(TEXTS.ko.studio.title).waitFor()
    await atBothSizes(korean, 'character-dm-studio-setting-ko', async () => {
      await expect.poll(() => korean.getByLabel(TEXTS.ko.studio.enabled).isChecked()).toBe(true)
    })
  })

  it('a fan messages the character, pays the price once per message, and its memory of a room can be read and deleted', async () => {
    const text = TEXTS.en.player
    const page = await newPage(fan)
    await page.goto(at('en', `/story/${contentOid}`))
    const offer = page.getByTestId('character-dm-offer')
    await offer.waitFor()
    await expect
      .poll(() => offer.getByTestId('character-dm-price').textContent())
      .toBe(fill(text.pricePerMessage_other, { count: PRICE }))
    expect(await offer.locator('img[data-avatar=image]').count()).toBe(1)
    await atBothSizes(page, 'character-dm-story-button-en', async () => {
      await offer.getByRole('button', { name: fill(text.message, { name: ELIAS }) }).waitFor()
    })
    await resizeTo(page, VIEWPORTS[0])

    const before = await credits()
    await offer.getByRole('button', { name: fill(text.message, { name: ELIAS }) }).click()
    await chatReady(page)
    const firstRoom = new URL(page.url()).pathname.split('/').pop() ?? ''
    expect(await page.getByTestId('chat-title').textContent()).toBe(ELIAS)
    await say(page, 'Good evening, Elias. Is the lamp lit?')
    expect(await credits()).toBe(before - PRICE)
    await say(page, 'I brought you oil for the winter.')
    expect(await credits()).toBe(before - 2 * PRICE)

    // Memory is off until the fan opts in on the Memories page.
    await page.getByTestId('chat-memories-link').click()
    await page.getByTestId('character-memories').waitFor()
    const toggle = page.getByLabel(fill(text.memoryToggle, { name: ELIAS }))
    expect(await toggle.isChecked()).toBe(false)
    await toggle.check()
    await page.getByText(text.memorySaved).waitFor()
    expect(await page.getByTestId('character-memories-empty').count()).toBe(1)

    // A new room from the story page: the first room is remembered as it opens.
    await page.goto(at('en', `/story/${contentOid}`))
    await page.getByRole('button', { name: fill(text.message, { name: ELIAS }) }).click()
    await chatReady(page)
    secondRoom = new URL(page.url()).pathname.split('/').pop() ?? ''
    expect(secondRoom).not.toBe(firstRoom)
    // Opening a room and remembering the last one cost nothing.
    expect(await credits()).toBe(before - 2 * PRICE)

    await page.getByTestId('chat-memories-link').click()
    const memory = page.getByTestId('character-memory')
    await expect.poll(() => memory.count()).toBe(1)
    expect(await memory.getByRole('link', { name: text.openRoom }).getAttribute('href')).toContain(
      firstRoom,
    )
    await atBothSizes(page, 'character-dm-memories-en', async () => {
      await memory.first().waitFor()
    })
    await resizeTo(page, VIEWPORTS[0])
    await memory.getByRole('button', { name: text.deleteMemory }).click()
    await page.getByRole('dialog').getByRole('button', { name: text.deleteConfirm }).click()
    await page.getByText(text.deleted).waitFor()
    expect(await memory.count()).toBe(0)
    const left = await productApi<{ memories: unknown[] }>(
      product.url,
      'GET',
      `/story-chat/character-dm/memories?contentOid=${contentOid}`,
      { token: fan.token },
    )
    expect(left.memories).toEqual([])

    // The direct chat list: both rooms with the character (newest first), portrait, name and story.
    await page.goto(at('en', '/chat'))
    const rows = page.getByTestId('character-room')
    await expect.poll(() => rows.count()).toBe(2)
    expect(await rows.locator('img[data-avatar=image]').count()).toBe(2)
    expect(await rows.first().textContent()).toContain(fill(text.roomStory, { title: TITLE }))
    await atBothSizes(page, 'character-dm-direct-chat-list-en', async () => {
      await rows.first().waitFor()
    })
    await resizeTo(page, VIEWPORTS[0])
    await rows.first().getByRole('link').first().click()
    await chatReady(page)
    expect(new URL(page.url()).pathname).toContain(secondRoom)

    // My info lists the memories beside the account's other personal data, with the export.
    await page.goto(at('en', '/myinfo?tab=security'))
    const panel = page.getByTestId('my-memories')
    await panel.getByRole('link', { name: fill(text.memoriesTitle, { name: ELIAS }) }).waitFor()
    const download = page.waitForEvent('download')
    await panel.getByRole('button', { name: text.export }).click()
    expect((await download).suggestedFilename()).toMatch(/^taleloom-character-memories-.*\.json$/)
    await panel.getByText(text.exported).waitFor()
  })

  it('in Korean: a message in the second room is remembered when a third opens', async () => {
    const text = TEXTS.ko.player
    const page = await newPage(fan, 'ko')
    await page.goto(at('ko', `/story/${contentOid}/c/${secondRoom}`))
    await chatReady(page)
    const before = await credits()
    await say(page, '등대지기님, 오늘 밤 폭풍이 올까요?', chatKo.chat.composerLabel)
    expect(await credits()).toBe(before - PRICE)

    await page.goto(at('ko', `/story/${contentOid}`))
    const message = page.getByRole('button', { name: fill(text.message, { name: ELIAS }) })
    await atBothSizes(page, 'character-dm-story-button-ko', async () => {
      await message.waitFor()
    })
    await resizeTo(page, VIEWPORTS[0])
    await message.click()
    await chatReady(page)
    await page.getByTestId('chat-memories-link').click()
    const korean = page.getByTestId('character-memory').filter({ hasText: '등대지기님' })
    await atBothSizes(page, 'character-dm-memories-ko', async () => {
      await expect.poll(() => korean.count()).toBe(1)
    })
    expect(await credits()).toBe(before - PRICE)

    await page.goto(at('ko', '/chat'))
    await atBothSizes(page, 'character-dm-direct-chat-list-ko', async () => {
      await expect.poll(() => page.getByTestId('character-room').count()).toBe(3)
    })
  })
})
