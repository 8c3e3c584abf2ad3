/**
 * The live studio's Schedules and Replays tabs in real Chromium against `npm start`: a
 * livestreamer meets the schedule form's required texts, adds a live, edits it and deletes it
 * after a confirmation (each checked through `/live/schedules`); a schedule deleted meanwhile
 * reads the server's 'The scheduled live was not found.' The Replays tab's empty states; with
 * ffmpeg, a few seconds streamed to the embedded ingest become a replay that is published as
 * content and deleted after a confirmation (skipped, saying why, without ffmpeg).
 * Screens of both tabs in English and Korean at 1280×800 and 390×844.
 */
import { createServer } from 'node:net'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FFMPEG, hasFfmpeg, publishTestStream } from '../live/ffmpeg-publish'
import { productApi } from './support/api'
import { launchBrowser, seedSession, signedIn } from './support/browser'
import { screenshot } from './support/screenshots'
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  type RunningProduct,
  startProduct,
  waitForMail,
} from './support/server'

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const

type Login = { token: string; user: { oid: string; nickname?: string } }
type Schedule = { oid: string; title: string; info: string; date: string }

let product: RunningProduct
let browser: Browser
let admin: Login
let streamer: Login
/** The embedded ingest's port when ffmpeg can publish a stream to record; else no ingest. */
let rtmpPort: number | null = null
const noFfmpeg = hasFfmpeg() ? null : `${FFMPEG} is missing: install Debian's ffmpeg`

const api = <Result>(
  method: 'GET' | 'POST',
  path: string,
  options?: { token?: string; body?: Record<string, unknown> },
) => productApi<Result>(product.url, method, path, options)

async function deleteSchedule(oid: string) {
  const response = await fetch(`${product.url}/api/live/schedule?oid=${oid}`, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${streamer.token}` },
  })
  expect(response.status).toBe(200)
}

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
  await api('POST', '/account/admin/roles', {
    token: admin.token,
    body: { userOid: made.oid, roles },
  })
  return api('POST', '/account/login', { body: { email, password } })
}

async function newPage(
  viewport: { width: number; height: number },
  language: 'en' | 'ko',
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    locale: language === 'ko' ? 'ko-KR' : 'en-US',
    viewport,
  })
  await seedSession(context, { language, ...signedIn(streamer) })
  await context.addInitScript(() =>
    localStorage.setItem('taleloom.checkin.later', new Date().toISOString().slice(0, 10)),
  )
  const page = await context.newPage()
  page.setDefaultTimeout(30_000)
  return { context, page }
}

const studioUrl = (language: 'en' | 'ko') =>
  `${product.url}${language === 'ko' ? '/ko' : ''}/studio2/creator/live`

/** A datetime-local value `days` ahead at 20:30, in this machine's zone (the browser's too). */
function localInput(days: number): string {
  const date = new Date(Date.now() + days * 24 * 60 * 60 * 1000)
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T20:30`
}

const schedules = async () =>
  (await api<{ schedules: Schedule[] }>('GET', `/live/schedules?creatorOid=${streamer.user.oid}`))
    .schedules

async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return typeof address === 'object' && address ? address.port : 0
}

async function noOverflow(page: Page, label: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow, label).toBeLessThanOrEqual(0)
}

describe('live studio schedules and replays', () => {
  beforeAll(async () => {
    // With ffmpeg, the last test streams a few seconds to the embedded ingest to record a replay.
    rtmpPort = noFfmpeg ? null : await freePort()
    product = await startProduct({
      env: rtmpPort
        ? { TALELOOM_RTMP_PORT: String(rtmpPort), TALELOOM_RTMP_HOST: '127.0.0.1' }
        : { TALELOOM_RTMP_PORT: 'off' },
    })
    browser = await launchBrowser()
    admin = await api<Login>('POST', '/account/login', {
      body: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    })
    streamer = await account('eveningstreamer', ['creator', 'livestreamer'])
  }, 300_000)
  afterAll(async () => {
    await browser?.close()
    await product?.stop()
  })

  it('adds, edits and deletes a scheduled live', async () => {
    const { context, page } = await newPage(VIEWPORTS[0], 'en')
    await page.goto(studioUrl('en'))
    await page.getByRole('tab', { name: 'Schedules' }).click()
    await page.getByText('No upcoming lives.', { exact: false }).waitFor()

    await page.getByRole('button', { name: 'Add to schedule' }).click()
    await page.getByText('Enter a title for the scheduled live.').waitFor()
    await page.getByText('Choose a date for the scheduled live.').waitFor()
    await page.getByLabel('Title', { exact: true }).fill('Ink and tea, live')
    await page.getByLabel('Date and time').fill(localInput(-1))
    await page.getByText('Choose a date in the future for the scheduled live.').waitFor()
    await page.getByLabel('Date and time').fill(localInput(7))
    await page.getByLabel('Description').fill('Sketching the harbour at dusk.')
    await page.getByRole('button', { name: 'Add to schedule' }).click()
    await page.getByText('Scheduled live added.').waitFor()
    await page.getByText('Ink and tea, live').waitFor()
    let listed = await schedules()
    expect(listed).toHaveLength(1)
    expect(listed[0]).toMatchObject({
      title: 'Ink and tea, live',
      info: 'Sketching the harbour at dusk.',
      date: new Date(localInput(7)).toISOString(),
    })

    await page.getByRole('button', { name: 'Edit Ink and tea, live' }).click()
    await page.getByRole('heading', { name: 'Edit the scheduled live' }).waitFor()
    expect(await page.getByLabel('Date and time').inputValue()).toBe(localInput(7))
    await page.getByLabel('Title', { exact: true }).fill('Ink and tea, second night')
    await page.getByLabel('Date and time').fill(localInput(8))
    await page.getByRole('button', { name: 'Save changes' }).click()
    await page.getByText('Scheduled live saved.').waitFor()
    listed = await schedules()
    expect(listed).toHaveLength(1)
    expect(listed[0]).toMatchObject({
      oid: listed[0]?.oid,
      title: 'Ink and tea, second night',
      date: new Date(localInput(8)).toISOString(),
    })

    await page.getByRole('button', { name: 'Delete Ink and tea, second night' }).click()
    const dialog = page.getByRole('dialog', { name: 'Delete the scheduled live?' })
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    expect(await schedules()).toHaveLength(1)
    await page.getByRole('button', { name: 'Delete Ink and tea, second night' }).click()
    await dialog.getByRole('button', { name: 'Delete' }).click()
    await page.getByText('Scheduled live deleted.').waitFor()
    await page.getByText('No upcoming lives.', { exact: false }).waitFor()
    expect(await schedules()).toHaveLength(0)

    // A schedule removed elsewhere while it is being edited: the server's refusal is shown.
    const made = await api<{ schedule: Schedule }>('POST', '/live/schedule', {
      token: streamer.token,
      body: {
        creatorOid: streamer.user.oid,
        info: { title: 'Gone soon', date: new Date(localInput(3)).toISOString() },
      },
    })
    await page.reload()
    await page.getByRole('tab', { name: 'Schedules' }).click()
    await page.getByRole('button', { name: 'Edit Gone soon' }).click()
    await deleteSchedule(made.schedule.oid)
    await page.getByRole('button', { name: 'Save changes' }).click()
    await page.getByText('The scheduled live was not found.').waitFor()
    await context.close()
  }, 120_000)

  it('shows the replays tab empty: no recording yet, no manual upload', async () => {
    const { context, page } = await newPage(VIEWPORTS[0], 'en')
    await page.goto(studioUrl('en'))
    await page.getByRole('tab', { name: 'Replays' }).click()
    await page.getByTestId('replays-empty').waitFor()
    expect(await page.getByTestId('replays-empty').textContent()).toBe(
      'No replays yet. When a live ends, its recording appears here.',
    )
    await page.getByText('No manual uploads.').waitFor()
    await context.close()
  }, 60_000)

  it('lays out both tabs in English and Korean at 1280×800 and 390×844', async () => {
    for (const [days, title, info] of [
      [2, 'Harbour at dusk', 'Watercolours and questions from chat.'],
      [9, 'A long night of ink sketches with the chat choosing the subjects', ''],
    ] as const)
      await api('POST', '/live/schedule', {
        token: streamer.token,
        body: {
          creatorOid: streamer.user.oid,
          info: { title, info, date: new Date(localInput(days)).toISOString() },
        },
      })
    const tabs = { en: ['Schedules', 'Replays'], ko: ['방송 일정', '다시보기'] } as const
    const names = ['schedules', 'replays'] as const
    for (const language of ['en', 'ko'] as const) {
      for (const viewport of VIEWPORTS) {
        const { context, page } = await newPage(viewport, language)
        await page.goto(studioUrl(language))
        for (const [index, name] of names.entries()) {
          await page.getByRole('tab', { name: tabs[language][index] }).click()
          await page.getByRole('tabpanel').locator('.creator-list, .muted').first().waitFor()
          await page.waitForLoadState('networkidle')
          await noOverflow(page, `${name} ${language} ${viewport.name}`)
          await screenshot(page, `live-studio-${name}-${language}-${viewport.name}`)
        }
        await context.close()
      }
    }
  }, 240_000)

  it('publishes a recorded replay as content and deletes it after a confirmation', async (test) => {
    if (noFfmpeg || !rtmpPort) {
      console.warn(`recorded replay skipped: ${noFfmpeg}`)
      test.skip()
      return
    }
    // The live's thumbnail is an upload address, so the replay's content takes it.
    await api('POST', '/live/studio', {
      token: streamer.token,
      body: {
        creatorOid: streamer.user.oid,
        info: {
          title: 'Harbour sketches, recorded',
          thumbnail: '/api/upload/pics/replay-cover',
          date: new Date().toISOString(),
        },
      },
    })
    const { key } = await api<{ key: string }>('GET', '/live/key2', { token: streamer.token })
    const publish = publishTestStream(
      `rtmp://127.0.0.1:${rtmpPort}/live/${streamer.user.oid}?key=${key}`,
      5,
    )
    expect((await publish.done).code).toBe(0)

    const { context, page } = await newPage(VIEWPORTS[0], 'en')
    await page.goto(studioUrl('en'))
    await page.getByRole('tab', { name: 'Replays' }).click()
    const row = page.getByRole('listitem').filter({ hasText: 'Harbour sketches, recorded' })
    // Encoding ends within seconds; the tab is reopened until the replay is ready.
    for (let attempt = 0; attempt < 60; attempt++) {
      if (await row.getByText('Not published').count()) break
      await new Promise((resolve) => setTimeout(resolve, 500))
      await page.reload()
      await page.getByRole('tab', { name: 'Replays' }).click()
      await page.getByRole('tabpanel').locator('.muted').first().waitFor()
    }
    await row.getByText('Not published').waitFor()
    await row.getByRole('button', { name: 'Publish as content' }).click()
    await page.getByText('The replay is published as content', { exact: false }).waitFor()
    await row.getByText('Published', { exact: true }).waitFor()
    await row.getByRole('link', { name: 'Open the content' }).waitFor()
    const listed = await api<{ replays: { state: string; contentOid: string | null }[] }>(
      'GET',
      `/live/replays?creatorOid=${streamer.user.oid}`,
      { token: streamer.token },
    )
    expect(listed.replays).toHaveLength(1)
    expect(listed.replays[0]?.state).toBe('published')
    expect(listed.replays[0]?.contentOid).toBeTruthy()
    await screenshot(page, 'live-studio-replays-recorded-en-desktop')

    await row.getByRole('button', { name: 'Delete the replay Harbour sketches, recorded' }).click()
    const dialog = page.getByRole('dialog', { name: 'Delete the replay?' })
    await dialog.getByText('the content it became stays', { exact: false }).waitFor()
    await dialog.getByRole('button', { name: 'Delete' }).click()
    await page.getByText('Replay deleted.').waitFor()
    await page.getByTestId('replays-empty').waitFor()
    await context.close()
  }, 180_000)
})
