/**
 * The live studio in the creator studio, in real Chromium against `npm start`: a livestreamer
 * signs in, saves the stream settings (the spec's required texts first, then a ticket with
 * bonus coins and anonymous chat), sees the stream key once, regenerates it (the old one is
 * refused), adds a banned word and a manager, and issues a tool key; a tool opening the studio
 * with `?toolkey=` is signed in and the key leaves the address, a wrong key reads 'Incorrect
 * access'. The guard: a creator who does not stream meets 'The page is locked' with the
 * application form, another streamer naming this studio the not-found page, an admin passes.
 * A creator applies (a reason is required), an admin finds the application by e-mail and
 * approves it, and the creator's next load opens the studio. Screens in English and
 * Korean at 1280×800 and 390×844.
 */
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { liveStudioEn } from '../../web/i18n/resources/creator/live-studio/en'
import { liveStudioKo } from '../../web/i18n/resources/creator/live-studio/ko'
import { productApi } from './support/api'
import { closeContexts, seedSession, signedIn, workerBrowser } from './support/browser'
import { sharedProduct } from './support/products'
import { screenshot } from './support/screenshots'
import { ADMIN_EMAIL, ADMIN_PASSWORD, type RunningProduct, waitForMail } from './support/server'

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const

type Login = { token: string; user: { oid: string; nickname?: string } }

let product: RunningProduct
let browser: Browser
let admin: Login
let streamer: Login
let otherStreamer: Login
let creatorOnly: Login
let fan: Login

const api = <Result>(
  method: 'GET' | 'POST',
  path: string,
  options?: { token?: string; body?: Record<string, unknown> },
) => productApi<Result>(product.url, method, path, options)

async function account(name: string, roles: string[]): Promise<Login> {
  const email = `${name}@example.com`
  const password = 'Tale1oom-pass'
  await api('POST', '/account/register', {
    body: {
      email,
      password,
      passwordRepeat: password,
      nickname: name,
      birthDate: '1990-05-01',
      agreePersonalData: true,
    },
  })
  const code = (await waitForMail(product.dataDir, email)).text.match(/\b(\d{6})\b/)?.[1]
  const made = await api<Login & { oid: string }>('POST', '/account/register/confirm', {
    body: { email, code },
  })
  if (roles.length > 0)
    await api('POST', '/account/admin/roles', {
      token: admin.token,
      body: { userOid: made.oid, roles },
    })
  return api('POST', '/account/login', { body: { email, password } })
}

async function newPage(
  viewport: { width: number; height: number },
  language: 'en' | 'ko',
  login: Login | null,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    locale: language === 'ko' ? 'ko-KR' : 'en-US',
    viewport,
  })
  // A tool arrives signed out: no stored session is seeded (it would be restored on each load).
  if (login) await seedSession(context, { language, ...signedIn(login) })
  await context.addInitScript(() =>
    localStorage.setItem('taleloom.checkin.later', new Date().toISOString().slice(0, 10)),
  )
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: product.url })
  const page = await context.newPage()
  page.setDefaultTimeout(30_000)
  return { context, page }
}

const studioUrl = (language: 'en' | 'ko', rest = '') =>
  `${product.url}${language === 'ko' ? '/ko' : ''}/studio2/creator/live${rest}`

async function shot(page: Page, name: string) {
  await screenshot(page, `live-studio-${name}`)
}

async function noOverflow(page: Page, label: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow, label).toBeLessThanOrEqual(0)
}

describe('live studio', () => {
  beforeAll(async () => {
    product = sharedProduct()
    browser = await workerBrowser()
    admin = await api<Login>('POST', '/account/login', {
      body: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    })
    streamer = await account('harbourlights', ['creator', 'livestreamer'])
    otherStreamer = await account('otherstreamer', ['creator', 'livestreamer'])
    creatorOnly = await account('quietwriter', ['creator'])
    fan = await account('loyalfan', [])
  }, 300_000)
  afterAll(async () => {
    await closeContexts(browser)
  })

  it('saves the stream settings: required texts first, then a ticket with bonus coins', async () => {
    const { context, page } = await newPage(VIEWPORTS[0], 'en', streamer)
    await page.goto(`${product.url}/studio2/creator`)
    await page
      .getByRole('navigation', { name: 'Creator studio' })
      .getByRole('link', { name: 'Live' })
      .click()
    await page.getByRole('heading', { name: 'Live studio' }).waitFor()
    await page.getByRole('button', { name: 'Save settings' }).click()
    await page.getByText('Enter a title for the live.').waitFor()
    await page.getByText('Choose a thumbnail for the live.').waitFor()
    await page.getByText('Choose a date for the live.').waitFor()

    await page.getByLabel('Title', { exact: true }).fill('Harbour lights, painted live')
    await page.getByLabel('Description').fill('Watercolours and questions from chat.')
    await page.getByLabel('Hashtags').fill('#art #watercolor')
    await page.getByLabel('Date and time').fill('2026-12-24T20:00')
    await page.getByLabel('Thumbnail address').fill('https://cdn.example.com/harbour.png')
    await page.getByLabel('Sell a ticket').check()
    await page.getByLabel('Ticket price (coins)').fill('30')
    await page.getByLabel('Bonus coins may pay for the ticket').check()
    // Entry by signed-in viewers with a password (POST /live/entry).
    await page.getByRole('radio', { name: /Signed-in viewers/ }).check()
    await page.getByLabel('Require a password').check()
    await page.getByLabel('Password', { exact: true }).fill('harbour-night')
    await page.getByLabel('Repeat the password').fill('harbour-nite')
    await page.getByText('The password and its repeat do not match.').waitFor()
    await page.getByLabel('Repeat the password').fill('harbour-night')
    await page.getByLabel(/Anonymous chat/).check()
    await page.getByRole('button', { name: 'Save settings' }).click()
    await page.getByText('Live settings saved.').waitFor()

    const studio = await api<{ info: { title: string; tags: string[] } }>(
      'GET',
      `/live/studio?creatorOid=${streamer.user.oid}`,
      { token: streamer.token },
    )
    expect(studio.info.title).toBe('Harbour lights, painted live')
    expect(studio.info.tags).toEqual(['art', 'watercolor'])
    const ticket = await api<{ isValid: boolean; ticket: { price: number; allowBonus: boolean } }>(
      'POST',
      '/live/ticketverification',
      { token: fan.token, body: { creatorOid: streamer.user.oid } },
    )
    expect(ticket).toMatchObject({ isValid: true, ticket: { price: 30, allowBonus: true } })
    const moderation = await api<{ useAnonymousChat: boolean }>(
      'GET',
      `/live/chat/moderation?creatorOid=${streamer.user.oid}`,
      { token: streamer.token },
    )
    expect(moderation.useAnonymousChat).toBe(true)
    const entry = await api<{ entry: { mode: string; hasPassword: boolean } }>(
      'GET',
      `/live/entry?creatorOid=${streamer.user.oid}`,
      { token: streamer.token },
    )
    expect(entry.entry).toMatchObject({ mode: 'signedIn', hasPassword: true })

    // Reopened, the form shows what was saved.
    await page.reload()
    await page.getByLabel('Title', { exact: true }).waitFor()
    expect(await page.getByLabel('Title', { exact: true }).inputValue()).toBe(
      'Harbour lights, painted live',
    )
    expect(await page.getByLabel('Ticket price (coins)').inputValue()).toBe('30')
    await context.close()
  }, 120_000)

  it('shows the stream key once, regenerates it after a confirmation, and refuses the old one', async () => {
    const { context, page } = await newPage(VIEWPORTS[0], 'en', streamer)
    await page.goto(studioUrl('en'))
    await page.getByRole('tab', { name: 'Go live' }).click()
    await page.getByText('Off air').waitFor()
    const once = page.getByTestId('stream-key-once')
    await once.waitFor()
    // Masked until asked for: a studio on screen while streaming shows no key.
    const field = once.getByLabel('Stream key', { exact: true })
    expect(await field.getAttribute('type')).toBe('password')
    await shot(page, 'key-masked-en-desktop')
    await once.getByRole('button', { name: 'Show: Stream key' }).click()
    expect(await field.getAttribute('type')).toBe('text')
    const first = await field.inputValue()
    expect(first).toMatch(new RegExp(`^${streamer.user.oid}\\?key=lk_`))
    await shot(page, 'key-en-desktop')
    await once.getByRole('button', { name: 'Hide: Stream key' }).click()
    expect(await field.getAttribute('type')).toBe('password')

    // Opened again, the key is no longer shown, only its end.
    await page.reload()
    await page.getByRole('tab', { name: 'Go live' }).click()
    await page.getByTestId('stream-key-hidden').waitFor()
    expect(await page.getByTestId('stream-key-once').count()).toBe(0)
    const oldKey = first.split('?key=')[1] as string
    expect(await page.getByTestId('stream-key-hidden').textContent()).toContain(oldKey.slice(-4))

    await page.getByRole('button', { name: 'Regenerate the key' }).click()
    const dialog = page.getByRole('dialog', { name: 'Regenerate the stream key?' })
    await dialog.getByRole('button', { name: 'Regenerate the key' }).click()
    const second = await page
      .getByTestId('stream-key-once')
      .getByLabel('Stream key', { exact: true })
      .inputValue()
    expect(second).not.toBe(first)
    const newKey = second.split('?key=')[1] as string

    await expect(
      api('POST', '/live/keyverification', {
        body: { creatorOid: streamer.user.oid, key: oldKey },
      }),
    ).rejects.toThrow(/403/)
    expect(
      await api('POST', '/live/keyverification', {
        body: { creatorOid: streamer.user.oid, key: newKey },
      }),
    ).toMatchObject({ isValid: true })
    await context.close()
  }, 120_000)

  it('adds a banned word and a manager, removes the manager, and lifts a ban', async () => {
    const { context, page } = await newPage(VIEWPORTS[0], 'en', streamer)
    await page.goto(studioUrl('en'))
    await page.getByRole('tab', { name: 'Moderation' }).click()
    await page.getByRole('button', { name: 'Add', exact: true }).click()
    await page.getByText('Enter a banned word.').waitFor()
    await page.getByLabel('Banned word').fill('gloom')
    await page.getByRole('button', { name: 'Add', exact: true }).click()
    await page.getByText('Banned word added.').waitFor()
    await page.getByRole('button', { name: 'Remove gloom' }).waitFor()

    await page.getByLabel('User', { exact: true }).fill(`${product.url}/channel/${fan.user.oid}`)
    await page.getByRole('button', { name: 'Add manager' }).click()
    await page.getByText('Manager added.').waitFor()
    await page.getByRole('button', { name: 'Remove loyalfan as manager' }).waitFor()

    const moderation = await api<{ bannedWords: string[]; managers: { userOid: string }[] }>(
      'GET',
      `/live/chat/moderation?creatorOid=${streamer.user.oid}`,
      { token: streamer.token },
    )
    expect(moderation.bannedWords).toEqual(['gloom'])
    expect(moderation.managers.map((manager) => manager.userOid)).toEqual([fan.user.oid])
    await shot(page, 'moderation-en-desktop-filled')

    await page.getByRole('button', { name: 'Remove loyalfan as manager' }).click()
    await page.getByText('No managers yet.').waitFor()

    // A ban given in chat is listed with its reason and can be lifted here.
    await api('POST', '/live/chatban', {
      token: streamer.token,
      body: {
        creatorOid: streamer.user.oid,
        userOid: creatorOnly.user.oid,
        reason: 'block',
        banTime: 0,
      },
    })
    await page.reload()
    await page.getByRole('tab', { name: 'Moderation' }).click()
    await page.getByText('Blocked · for good').waitFor()
    await page.getByRole('button', { name: 'Remove the ban on quietwriter' }).click()
    await page.getByText('Nobody is banned.').waitFor()
    const after = await api<{ bans: unknown[]; managers: unknown[] }>(
      'GET',
      `/live/chat/moderation?creatorOid=${streamer.user.oid}`,
      { token: streamer.token },
    )
    expect(after).toMatchObject({ bans: [], managers: [] })
    await context.close()
  }, 120_000)

  it('issues a tool key shown once; the tool opening the studio with it is signed in and the key leaves the address', async () => {
    const { context, page } = await newPage(VIEWPORTS[0], 'en', streamer)
    await page.goto(studioUrl('en'))
    await page.getByRole('tab', { name: 'Tool key' }).click()
    await page.getByRole('button', { name: 'Issue a tool key' }).click()
    await page
      .getByRole('dialog', { name: 'Issue a new tool key?' })
      .getByRole('button', { name: 'Issue a tool key' })
      .click()
    const once = page.getByTestId('tool-key-once')
    const toolKey = await once.getByLabel('Tool key', { exact: true }).inputValue()
    const link = await once.getByLabel('Studio link for the tool', { exact: true }).inputValue()
    expect(toolKey).toMatch(/^tk_/)
    expect(link).toContain(`/studio2/creator/live?toolkey=${toolKey}`)
    await shot(page, 'toolkey-issued-en-desktop')
    await context.close()

    const tool = await newPage(VIEWPORTS[0], 'en', null)
    await tool.page.goto(link)
    await tool.page.getByRole('heading', { name: 'Live studio' }).waitFor()
    await tool.page.getByLabel('Title', { exact: true }).waitFor()
    expect(tool.page.url()).not.toContain('toolkey')
    expect(await tool.page.getByLabel('Title', { exact: true }).inputValue()).toBe(
      'Harbour lights, painted live',
    )
    await tool.context.close()

    const wrong = await newPage(VIEWPORTS[0], 'en', null)
    await wrong.page.goto(studioUrl('en', `?toolkey=tk_${'A'.repeat(43)}`))
    await wrong.page.getByTestId('toolkey-refused').getByText('Incorrect access').waitFor()
    expect(wrong.page.url()).not.toContain('toolkey')
    await wrong.context.close()
  }, 120_000)

  it('guards the studio: locked for a creator who does not stream, not found for another streamer, open to admins', async () => {
    const locked = await newPage(VIEWPORTS[0], 'en', creatorOnly)
    await locked.page.goto(studioUrl('en'))
    await locked.page.getByTestId('live-locked').getByText('The page is locked').waitFor()
    // Every creator finds Live in the menu: those who do not stream apply there.
    expect(
      await locked.page
        .getByRole('navigation', { name: 'Creator studio' })
        .getByRole('link', { name: 'Live' })
        .count(),
    ).toBe(1)
    await locked.page.getByLabel('What will you stream?').waitFor()
    await shot(locked.page, 'apply-en-desktop')
    await locked.page.setViewportSize(VIEWPORTS[1])
    await noOverflow(locked.page, 'apply form on a phone')
    await shot(locked.page, 'apply-en-phone')
    await locked.context.close()

    const other = await newPage(VIEWPORTS[0], 'en', otherStreamer)
    await other.page.goto(studioUrl('en', `/${streamer.user.oid}`))
    await other.page.getByTestId('not-found').waitFor()
    await other.context.close()

    const byAdmin = await newPage(VIEWPORTS[0], 'en', admin)
    await byAdmin.page.goto(studioUrl('en', `/${streamer.user.oid}`))
    await byAdmin.page.getByText('The live studio of harbourlights.').waitFor()
    expect(await byAdmin.page.getByLabel('Title', { exact: true }).inputValue()).toBe(
      'Harbour lights, painted live',
    )
    // Admins also set the home page listing, which a livestreamer only reads about.
    await byAdmin.page.getByLabel('List on the home page').waitFor()
    expect(await byAdmin.page.getByRole('tab', { name: 'Tool key' }).count()).toBe(0)
    await byAdmin.context.close()
  }, 120_000)

  it('a creator applies for live, an admin finds them by e-mail and approves, and the studio opens', async () => {
    const hopeful = await account('hopefulstreamer', ['creator'])
    const ko = liveStudioKo.liveApply
    const creator = await newPage(VIEWPORTS[1], 'ko', hopeful)
    await creator.page.goto(studioUrl('ko'))
    const reason = creator.page.getByLabel(ko.reason)
    await reason.waitFor()
    await shot(creator.page, 'apply-ko-phone')
    await creator.page.getByRole('button', { name: ko.submit }).click()
    await creator.page.getByText(ko.reasonMissing).waitFor()
    await reason.fill('주말마다 수채화를 그리는 라이브')
    await creator.page.getByRole('button', { name: ko.submit }).click()
    const status = creator.page.getByTestId('live-application')
    await status.getByText(ko.status_pending).waitFor()
    expect(await creator.page.getByRole('button', { name: ko.submit }).count()).toBe(0)
    await creator.page.setViewportSize(VIEWPORTS[0])
    await shot(creator.page, 'applied-ko-desktop')

    const byAdmin = await newPage(VIEWPORTS[0], 'en', admin)
    await byAdmin.page.goto(`${product.url}/studio2/admin/live/applications`)
    await byAdmin.page.getByRole('heading', { name: 'Applications for live' }).waitFor()
    await byAdmin.page.getByLabel('Name or e-mail').fill('HOPEFULSTREAMER@example.com')
    await byAdmin.page.getByRole('button', { name: 'Search' }).click()
    const row = byAdmin.page.getByRole('listitem').filter({ hasText: '주말마다 수채화를' })
    await row.waitFor()
    expect(
      await byAdmin.page.getByRole('listitem').filter({ hasText: '@example.com' }).count(),
    ).toBe(1)
    await shot(byAdmin.page, 'admin-applications-en-desktop')
    await row.getByRole('button', { name: 'Approve' }).click()
    await byAdmin.page.getByText('hopefulstreamer can stream live now.').waitFor()
    await byAdmin.page.getByText('No applications here.').waitFor()
    await byAdmin.context.close()

    // The approval reaches the creator's page on its next load: the studio itself opens.
    await creator.page.reload()
    await creator.page.getByRole('tab', { name: liveStudioKo.liveStudio.tabSettings }).waitFor()
    await creator.context.close()
  }, 120_000)

  /** What each tab shows once the steps above ran, in the page's language. */
  const TAB_SHOWS = {
    settings: async (panel: Locator) => {
      await panel.locator('input').first().waitFor()
      expect(
        await panel
          .locator('input')
          .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value)),
      ).toContain('Harbour lights, painted live')
    },
    golive: async (panel: Locator, language: 'en' | 'ko') => {
      // Off air, and the key seen once already: only its end is shown.
      expect(await panel.getByTestId('live-state').textContent()).toBe(
        (language === 'ko' ? liveStudioKo : liveStudioEn).liveStudio.offAir,
      )
      await panel.getByTestId('stream-key-hidden').waitFor()
      expect(await panel.getByTestId('stream-key-once').count()).toBe(0)
    },
    moderation: async (panel: Locator) => {
      // The one banned word; the manager and the ban were removed.
      await panel.getByText('gloom', { exact: true }).waitFor()
      expect(await panel.getByText('gloom', { exact: true }).count()).toBe(1)
      expect(await panel.getByText('loyalfan').count()).toBe(0)
      expect(await panel.getByText('quietwriter').count()).toBe(0)
    },
    toolkey: async (panel: Locator, language: 'en' | 'ko') => {
      const status = panel.getByTestId('tool-key-status')
      await status.waitFor()
      // The key issued above is active; only its end is named.
      const active = (language === 'ko' ? liveStudioKo : liveStudioEn).liveStudio.toolKeyActive
      const pattern = active
        .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
        .replace('{{hint}}', '\\S+')
        .replace('{{date}}', '.+')
      expect(await status.textContent()).toMatch(new RegExp(`^${pattern}$`))
      expect(await panel.getByTestId('tool-key-once').count()).toBe(0)
    },
  }

  it('lays out every tab in English and Korean at 1280×800 and 390×844', async () => {
    const tabs = {
      en: ['Stream settings', 'Go live', 'Moderation', 'Tool key'],
      ko: ['방송 설정', '라이브 시작', '채팅 관리', '툴 키'],
    } as const
    const names = ['settings', 'golive', 'moderation', 'toolkey'] as const
    for (const language of ['en', 'ko'] as const) {
      for (const viewport of VIEWPORTS) {
        const { context, page } = await newPage(viewport, language, streamer)
        await page.goto(studioUrl(language))
        for (const [index, name] of names.entries()) {
          await page.getByRole('tab', { name: tabs[language][index] }).click()
          await page.getByRole('tabpanel').locator('.creator-card').first().waitFor()
          await page.waitForLoadState('networkidle')
          await TAB_SHOWS[name](page.getByRole('tabpanel'), language)
          await noOverflow(page, `${name} ${language} ${viewport.name}`)
          await shot(page, `${name}-${language}-${viewport.name}`)
        }
        await context.close()
      }
    }
  }, 240_000)
})
