/**
 * The live studio's Schedules and Replays tabs in real Chromium against `npm start`: a
 * livestreamer meets the schedule form's required texts, adds a live, edits it and deletes it
 * after a confirmation (each checked through `/live/schedules`); a schedule deleted meanwhile
 * reads the server's 'The scheduled live was not found.' The Replays tab's empty states. With
 * ffmpeg playing OBS (the server address and stream key read off the Go live tab), a live set
 * up on the settings tab with an uploaded thumbnail is recorded as a replay: publishing it with
 * the tab's button is an expected failure while a replay cannot be published from the studio;
 * an unpublished replay is deleted after a confirmation. Screens of both tabs in English and
 * Korean at 1280×800 and 390×844, with the lives they list.
 */
import { resolve } from 'node:path'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { skipWithout } from '../support/environment'
import { FFMPEG, hasFfmpeg, publishTestStream } from '../support/ffmpeg-publish'
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
type Schedule = { oid: string; title: string; info: string; date: string }

let product: RunningProduct
let browser: Browser
let admin: Login
let streamer: Login
/** The shared product's ingest port when ffmpeg can publish a stream to record; else null. */
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

async function noOverflow(page: Page, label: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow, label).toBeLessThanOrEqual(0)
}

type Replay = {
  title: string
  state: string
  contentOid: string | null
  thumbnailUrl: string | null
}

const replays = async () =>
  (
    await api<{ replays: Replay[] }>('GET', `/live/replays?creatorOid=${streamer.user.oid}`, {
      token: streamer.token,
    })
  ).replays

const picture = resolve(import.meta.dirname, '../../fixtures/cards/default_FluxTheCat.png')
const otherPicture = resolve(import.meta.dirname, '../../fixtures/cards/default_CodingSensei.png')

/** The next live's title, today's date and an uploaded thumbnail, saved on the settings tab. */
async function saveLiveSettings(page: Page, title: string) {
  await page.goto(studioUrl('en'))
  await page.getByRole('tab', { name: 'Stream settings' }).click()
  await page.getByLabel('Title', { exact: true }).fill(title)
  await page.getByLabel('Date and time').fill(localInput(0))
  await page.getByTestId('live-thumbnail-file').setInputFiles(picture)
  await expect
    .poll(() => page.getByLabel('Thumbnail address').inputValue())
    .toMatch(/^\/api\/live\/thumbnail\//)
  await page.getByRole('button', { name: 'Save settings' }).click()
  await page.getByText('Live settings saved.').waitFor()
}

/** The stream key, shown once on the Go live tab: kept for the next live, as OBS keeps it. */
let obsKey: string | null = null

/** Streams `seconds` of test picture as OBS does, to the server and key the Go live tab shows. */
async function streamFromObs(page: Page, seconds: number) {
  await page.getByRole('tab', { name: 'Go live' }).click()
  const server = await page.getByRole('textbox', { name: 'Server (RTMP URL)' }).inputValue()
  obsKey ??= await page
    .getByTestId('stream-key-once')
    .getByLabel('Stream key', { exact: true })
    .inputValue()
  const publish = publishTestStream(`${server}/${obsKey}`, seconds)
  expect((await publish.done).code).toBe(0)
}

/** The Replays tab reopened until the live's recording is encoded; its row. */
async function waitForReplay(page: Page, title: string) {
  const row = page.getByRole('listitem').filter({ hasText: title })
  await expect
    .poll(
      async () => {
        await page.goto(studioUrl('en'))
        await page.getByRole('tab', { name: 'Replays' }).click()
        await page.getByText('No manual uploads.').waitFor()
        return row.getByText('Not published').count()
      },
      { timeout: 90_000, interval: 500 },
    )
    .toBe(1)
  return row
}

describe('live studio schedules and replays', () => {
  beforeAll(async () => {
    // With ffmpeg, the last test streams a few seconds to the embedded ingest to record a replay.
    product = sharedProduct()
    rtmpPort = noFfmpeg ? null : product.rtmpPort
    browser = await workerBrowser()
    admin = await api<Login>('POST', '/account/login', {
      body: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    })
    streamer = await account('eveningstreamer', ['creator', 'livestreamer'])
  }, 300_000)
  afterAll(async () => {
    await closeContexts(browser)
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
    const planned = [
      [2, 'Harbour at dusk', 'Watercolours and questions from chat.'],
      [9, 'A long night of ink sketches with the chat choosing the subjects', ''],
    ] as const
    for (const [days, title, info] of planned)
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
          const panel = page.getByRole('tabpanel')
          await panel.locator('.creator-list, .muted').first().waitFor()
          await page.waitForLoadState('networkidle')
          if (name === 'schedules') {
            // Both planned lives, soonest first; only the first has a description.
            await expect
              .poll(() => panel.locator('.creator-list-title').allTextContents())
              .toEqual(planned.map(([, title]) => title))
            expect(await panel.locator('.live-schedule-info').allTextContents()).toEqual([
              'Watercolours and questions from chat.',
            ])
          } else {
            // Nothing recorded yet: the empty note and not one replay row.
            await panel.getByTestId('replays-empty').waitFor()
            expect(await panel.getByRole('listitem').count()).toBe(0)
          }
          await noOverflow(page, `${name} ${language} ${viewport.name}`)
          await screenshot(page, `live-studio-${name}-${language}-${viewport.name}`)
        }
        await context.close()
      }
    }
  }, 240_000)

  it('publishes a recorded replay from the studio and deletes it after a confirmation', async (test) => {
    if (skipWithout('ffmpeg', noFfmpeg) || !rtmpPort) return test.skip()
    const title = 'Harbour sketches, recorded'
    const { context, page } = await newPage(VIEWPORTS[0], 'en')
    await saveLiveSettings(page, title)
    await streamFromObs(page, 5)
    const row = await waitForReplay(page, title)
    // The live's thumbnail is the content's unless another is uploaded in the row.
    const note = row.getByTestId('replay-thumbnail-note')
    expect(await note.textContent()).toBe(
      "The live's thumbnail is the content's. Upload another to change it.",
    )
    const cover = row.getByRole('img', { name: `Thumbnail of ${title}` })
    const liveThumbnail = await cover.getAttribute('src')
    expect(liveThumbnail).toMatch(/^\/api\/live\/thumbnail\/[0-9a-f]{64}$/)
    await screenshot(page, 'live-studio-replay-thumbnail-en-desktop')
    await row.getByTestId('live-thumbnail-file').setInputFiles(otherPicture)
    await note.getByText("The image you uploaded is the content's thumbnail.").waitFor()
    expect(await cover.getAttribute('src')).not.toBe(liveThumbnail)
    await row.getByRole('button', { name: 'Publish as content' }).click()
    // The studio's answer, whichever it is: a refusal reads as itself.
    const outcome = page.getByRole('tabpanel').locator('.alert')
    await outcome.waitFor()
    expect(await outcome.textContent()).toBe(
      'The replay is published as content; its video is being prepared.',
    )
    await row.getByText('Published', { exact: true }).waitFor()
    await row.getByRole('link', { name: 'Open the content' }).waitFor()
    const published = (await replays()).filter((replay) => replay.title === title)
    expect(published).toHaveLength(1)
    expect(published[0]?.state).toBe('published')
    expect(published[0]?.contentOid).toMatch(/^[0-9a-f]{24}$/)
    await screenshot(page, 'live-studio-replays-recorded-en-desktop')

    await row.getByRole('button', { name: `Delete the replay ${title}` }).click()
    const dialog = page.getByRole('dialog', { name: 'Delete the replay?' })
    await dialog.getByText('the content it became stays', { exact: false }).waitFor()
    await dialog.getByRole('button', { name: 'Delete' }).click()
    await page.getByText('Replay deleted.').waitFor()
    await row.waitFor({ state: 'detached' })
    expect((await replays()).filter((replay) => replay.title === title)).toEqual([])
    await context.close()
  }, 180_000)

  it('records a live as a replay and deletes it unpublished after a confirmation', async (test) => {
    if (skipWithout('ffmpeg', noFfmpeg) || !rtmpPort) return test.skip()
    const title = 'Harbour sketches, second night'
    const { context, page } = await newPage(VIEWPORTS[0], 'en')
    await saveLiveSettings(page, title)
    await streamFromObs(page, 5)
    const row = await waitForReplay(page, title)
    // Not published: the replay has its deletion date, and no content to open.
    await row.getByText(/unless published/).waitFor()
    expect(await row.getByRole('link', { name: 'Open the content' }).count()).toBe(0)
    const recorded = (await replays()).filter((replay) => replay.title === title)
    expect(recorded).toHaveLength(1)
    expect(recorded[0]).toMatchObject({ state: 'unpublished', contentOid: null })
    expect(recorded[0]?.thumbnailUrl).toMatch(/^\/api\/live\/thumbnail\//)

    await row.getByRole('button', { name: `Delete the replay ${title}` }).click()
    const dialog = page.getByRole('dialog', { name: 'Delete the replay?' })
    await dialog.getByText('The recording is deleted for good.').waitFor()
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    expect((await replays()).filter((replay) => replay.title === title)).toHaveLength(1)
    await row.getByRole('button', { name: `Delete the replay ${title}` }).click()
    await dialog.getByRole('button', { name: 'Delete' }).click()
    await page.getByText('Replay deleted.').waitFor()
    await row.waitFor({ state: 'detached' })
    expect((await replays()).filter((replay) => replay.title === title)).toEqual([])
    await context.close()
  }, 180_000)
})
