/**
 * A reader finds a reward event and joins it, through the screens in Chromium: My Page →
 * Events, the event's page, the code typed in (a wrong one refused before anything is sent),
 * My Info's inventory confirming the reward once, then the event marked as joined and gone from
 * "For you". The admin's event and code are made through the API (their screens have their
 * own browser test). English and Korean, 1280×800 and 390×844.
 */
import type { Browser, Request } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eventsKo } from '../../web/i18n/resources/player/events/ko'
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
import type { RunningProduct } from './support/server'

const stamp = Date.now().toString(36).slice(-5)
const TITLE = `Harbour lights week ${stamp}`
const HOUR = 3_600_000

let product: RunningProduct
let browser: Browser
let code = ''
let eventOid = ''

beforeAll(async () => {
  product = sharedProduct()
  browser = await workerBrowser()
  const admin = await adminLogin(product)
  const api = <Result>(path: string, body: Record<string, unknown>) =>
    productApi<Result>(product.url, 'POST', path, { token: admin.token, body })
  const created = await api<{ event: { eventOid: string } }>('/content/admin/events', {
    title: TITLE,
    rewardKind: 'lucky_pocket',
    rewardCoins: 30,
    capacity: 50,
    startsAt: new Date(Date.now() - HOUR).toISOString(),
    endsAt: new Date(Date.now() + 24 * HOUR).toISOString(),
  })
  eventOid = created.event.eventOid
  const issued = await api<{ code: { code: string } }>('/content/admin/events/codes', {
    eventOid,
    label: 'Harbour poster',
  })
  code = issued.code.code
}, 120_000)

afterAll(async () => {
  await closeContexts(browser)
})

const open = (login: Login | null, path: string, language: 'en' | 'ko' = 'en') =>
  openPlayerPage(browser, product.url, path, { login, language })

describe('a reader joins a reward event', () => {
  it('finds it from My Page, joins with its code once, and sees it joined', async () => {
    const reader = await registerAccount(product, `eventgoer${stamp}`)
    const page = await open(reader, '/mypage')
    await page.getByRole('link', { name: 'Events', exact: true }).click()
    const card = page.getByTestId('event-card').filter({ hasText: TITLE })
    await card.getByText('A lucky pocket with 30 bonus coins').waitFor()
    await screenshot(page, 'events-list-desktop-en')
    await card.getByRole('link').click()
    await page.getByRole('heading', { name: TITLE }).waitFor()

    const joins: Request[] = []
    page.on('request', (request) => {
      if (request.url().endsWith('/api/account/qr-event')) joins.push(request)
    })
    await page.getByRole('textbox', { name: 'Event code' }).fill('no!')
    await page.getByRole('button', { name: 'Join with this code' }).click()
    await page.getByText('An event code has 4 to 32 letters, digits and dashes.').waitFor()
    expect(joins).toHaveLength(0)
    await screenshot(page, 'event-page-desktop-en')
    await page.getByRole('textbox', { name: 'Event code' }).fill(code.toLowerCase())
    await page.getByRole('button', { name: 'Join with this code' }).click()
    await page.getByTestId('qr-event-outcome').getByText(TITLE, { exact: false }).waitFor()
    expect(new URL(page.url()).searchParams.get('qr')).toBeNull()
    expect(new URL(page.url()).searchParams.get('tab')).toBe('inventory')
    expect(joins).toHaveLength(1)

    await page.goto(`${product.url}/event/${eventOid}`)
    await page.getByText('You joined this event. Your reward is in your inventory.').waitFor()
    await page.goto(`${product.url}/event`)
    await page.getByTestId('event-card').filter({ hasText: TITLE }).getByText('Joined').waitFor()
    await page.getByRole('link', { name: 'For you' }).click()
    await page.getByText('Events running now that you can still join.').waitFor()
    expect(await page.getByTestId('event-card').filter({ hasText: TITLE }).count()).toBe(0)
    await page.context().close()
  })

  it('shows the event in Korean on a phone to a visitor, who is asked to log in', async () => {
    const page = await open(null, `/event/${eventOid}`, 'ko')
    await resizeTo(page, VIEWPORTS[1])
    await page.getByRole('heading', { name: TITLE }).waitFor()
    await page.getByRole('button', { name: eventsKo.events.logInToJoin }).waitFor()
    await noOverflow(page, 'event page, phone, Korean')
    await screenshot(page, 'event-page-phone-ko')
    await page.goto(`${product.url}/ko/event`)
    await page.getByTestId('event-card').filter({ hasText: TITLE }).waitFor()
    await noOverflow(page, 'events list, phone, Korean')
    await screenshot(page, 'events-list-phone-ko')
    await resizeTo(page, VIEWPORTS[0])
    await screenshot(page, 'events-list-desktop-ko')
    await page.getByRole('link', { name: eventsKo.events.forYou }).click()
    await page.getByText(eventsKo.events.forYouLead).waitFor()
    await page.context().close()
  })
})
