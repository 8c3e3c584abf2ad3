/**
 * Playlists in real Chromium against `npm start`: a viewer makes a playlist on My Page, adds
 * three audio contents from their pages with "Add to playlist", reorders them by dragging and
 * with the arrow buttons, and plays the playlist: the next item starts by itself when one
 * ends, and "Next" skips. The player shell records one page-load event per navigation.
 * Screens captured in en and ko at 1280×800 and 390×844.
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, BrowserContext, Page, Request } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { playerEn } from '../../web/i18n/resources/player/en'
import { playerKo } from '../../web/i18n/resources/player/ko'
import { productApi } from './support/api'
import { closeContexts, seedSession, signedIn, workerBrowser } from './support/browser'
import {
  adminLogin,
  type Login,
  noOverflow,
  registerAccount,
  resizeTo,
  VIEWPORTS,
} from './support/people'
import { sharedProduct } from './support/products'
import { screenshot } from './support/screenshots'
import type { RunningProduct } from './support/server'

const TITLES = ['Tidepool Lantern', 'Harbour Bell', 'Kelp Lullaby'] as const
const PLAYLIST = 'Night ferry'
/**
 * The first and last to play (after the reorder: Kelp Lullaby, then Tidepool Lantern) end
 * quickly; the middle one is long enough to be skipped with "Next" while it plays.
 */
const SECONDS = [1.5, 30, 1.5] as const
const TEXTS = { en: playerEn, ko: playerKo }

let product: RunningProduct
let browser: Browser
let admin: Login
let viewer: Login
let contents: string[] = []

const api = <Result>(
  method: 'GET' | 'POST',
  path: string,
  options: { token?: string; body?: Record<string, unknown> } = {},
) => productApi<Result>(product.url, method, path, options)

/** One file through the asset service in one part, as the studio sends it. */
async function upload(
  key: string,
  filetype: string,
  context: 'thumbnail' | 'content',
  bytes: Buffer,
  owner: string,
) {
  const query = new URLSearchParams({
    key,
    filetype,
    numParts: '1',
    access: context === 'thumbnail' ? 'public' : 'private',
    context,
    contentOid: owner,
  })
  const { uploadUrls } = await api<{ uploadUrls: string[] }>('GET', `/upload/url?${query}`, {
    token: admin.token,
  })
  const url = uploadUrls[0] as string
  const put = await fetch(new URL(url, product.url), { method: 'PUT', body: new Uint8Array(bytes) })
  expect(put.ok).toBe(true)
  await api('POST', '/upload/multipart/url/done', {
    token: admin.token,
    body: { key, url, ETag: put.headers.get('etag') ?? '' },
  })
  const done = await api<{ url: string | null }>('POST', '/upload/multipart/done', {
    token: admin.token,
    body: { key },
  })
  if (context === 'content')
    await api('POST', '/upload/uploaddone', { token: admin.token, body: { key } })
  return done.url ?? `/api/upload/store/private/${admin.user.oid}/${key}`
}

/** A free audio content of a short tone, published as the studio publishes one. */
async function publishTone(title: string, frequency: number, seconds: number): Promise<string> {
  const folder = mkdtempSync(join(tmpdir(), 'taleloom-playlists-'))
  const png = join(folder, 'cover.png')
  const mp3 = join(folder, 'tone.mp3')
  const ffmpeg = (...args: string[]) => execFileSync('ffmpeg', ['-loglevel', 'error', ...args])
  ffmpeg(
    '-f',
    'lavfi',
    '-i',
    `color=c=0x${(frequency * 997).toString(16).slice(0, 6).padStart(6, '3')}:s=640x360`,
    '-frames:v',
    '1',
    png,
  )
  ffmpeg('-f', 'lavfi', '-i', `sine=frequency=${frequency}:duration=${seconds}`, '-q:a', '9', mp3)
  const { contentOid } = await api<{ contentOid: string }>('POST', '/content/save', {
    token: admin.token,
    body: { metaData: { title } },
  })
  const thumbnail = await upload(
    `thumbnail/${contentOid}/cover.png`,
    'png',
    'thumbnail',
    readFileSync(png),
    contentOid,
  )
  const source = await upload(
    `content/${contentOid}/tone.mp3`,
    'mp3',
    'content',
    readFileSync(mp3),
    contentOid,
  )
  await api('POST', '/content', {
    token: admin.token,
    body: {
      contentOid,
      metaData: {
        title,
        category: 'asmr',
        media: 'audio',
        contentType: 'story',
        thumbnail,
        price: 0,
        mediaAssets: { sources: [source] },
      },
    },
  })
  return contentOid
}

/** The stored order of the viewer's one playlist. */
async function storedOrder(): Promise<string[]> {
  const { playlists } = await api<{ playlists: { playlistOid: string }[] }>(
    'GET',
    `/content/playlist?v=${Date.now()}`,
    {
      token: viewer.token,
    },
  )
  const oid = playlists[0]?.playlistOid as string
  const { playlist } = await api<{ playlist: { contentOids: string[] } }>(
    'GET',
    `/content/playlist?playlistOid=${oid}&v=${Date.now()}`,
    { token: viewer.token },
  )
  return playlist.contentOids
}

/** The page-load events this page sent, by the path each names. */
function recordPageViews(page: Page): string[] {
  const paths: string[] = []
  page.on('request', (request: Request) => {
    if (!request.url().endsWith('/api/mixpanel/track') || request.method() !== 'POST') return
    const body = request.postDataJSON() as { event: string; properties: { path: string } }
    if (body.event === 'page_view') paths.push(body.properties.path)
  })
  return paths
}

/** The daily check-in nudge put off for today: it is not part of these screens. */
const laterCheckIn = (context: BrowserContext) =>
  context.addInitScript(() =>
    localStorage.setItem('taleloom.checkin.later', new Date().toISOString().slice(0, 10)),
  )

const itemTitles = (page: Page) =>
  page.locator('[data-testid="playlist-items"] .playlist-item-title').allTextContents()

/** Each plays once the encoder has published it (its renditions made). */
async function allPublished() {
  for (const contentOid of contents)
    await expect
      .poll(
        async () => {
          const { content } = await api<{ content: { status: string } }>(
            'GET',
            `/content?contentOid=${contentOid}`,
            {
              token: admin.token,
            },
          )
          return content.status
        },
        { timeout: 60_000, interval: 500 },
      )
      .toBe('published')
}

beforeAll(async () => {
  product = sharedProduct()
  browser = await workerBrowser()
  admin = await adminLogin(product)
  viewer = await registerAccount(product, `ferryrider${Date.now() % 100_000}`)
  contents = []
  for (const [index, title] of TITLES.entries())
    contents.push(await publishTone(title, 300 + index * 120, SECONDS[index] as number))
}, 180_000)

afterAll(async () => {
  await closeContexts(browser)
})

describe('a viewer’s playlist', () => {
  it('is made on My Page, filled from content pages, reordered and played in order', async () => {
    await allPublished()
    const context = await browser.newContext({ locale: 'en-US', viewport: VIEWPORTS[0] })
    await seedSession(context, { language: 'en', ...signedIn(viewer) })
    await laterCheckIn(context)
    const page = await context.newPage()
    page.setDefaultTimeout(20_000)
    const pageViews = recordPageViews(page)
    const visited: string[] = []
    const arrive = async (path: string) => {
      visited.push(path)
      await expect.poll(() => pageViews.length).toBe(visited.length)
    }

    // My Page → Playlists (in-app navigations), then a new playlist.
    await page.goto(`${product.url}/mypage`)
    await arrive('/mypage')
    await page.getByRole('link', { name: 'Playlists' }).first().click()
    await arrive('/mypage/playlists')
    await page.getByLabel('New playlist name').fill(PLAYLIST)
    await page.getByRole('button', { name: 'Make playlist' }).click()
    await page.getByRole('link', { name: PLAYLIST }).waitFor()

    // Three contents, each added from its own page.
    for (const [index, contentOid] of contents.entries()) {
      await page.goto(`${product.url}/play/${contentOid}`)
      await arrive(`/play/${contentOid}`)
      await expect.poll(() => page.locator('#content-title').textContent()).toContain(TITLES[index])
      await page.getByRole('button', { name: 'Add to playlist' }).click()
      await page.getByRole('button', { name: new RegExp(`^${PLAYLIST}`) }).click()
      await page.getByText(`Added to ${PLAYLIST}`).waitFor()
    }
    expect(await storedOrder()).toEqual(contents)

    // Open it from the list.
    await page.goto(`${product.url}/mypage/playlists`)
    await arrive('/mypage/playlists')
    await page.getByRole('link', { name: PLAYLIST }).click()
    await page.waitForURL(/\/mypage\/playlists\/[0-9a-f]{24}$/)
    const playlistPath = new URL(page.url()).pathname
    await arrive(playlistPath)
    await expect.poll(() => itemTitles(page)).toEqual([...TITLES])

    // Drag the last onto the first, then the keyboard users' buttons: "Move Harbour Bell up".
    const items = page.locator('[data-testid="playlist-items"] li')
    // From the item's padding, not its buttons: where a mouse user grabs the row.
    await items.nth(2).dragTo(items.nth(0), {
      sourcePosition: { x: 4, y: 4 },
      targetPosition: { x: 4, y: 4 },
    })
    await expect.poll(() => itemTitles(page)).toEqual([TITLES[2], TITLES[0], TITLES[1]])
    await page.getByRole('button', { name: `Move ${TITLES[1]} up` }).click()
    await expect.poll(() => itemTitles(page)).toEqual([TITLES[2], TITLES[1], TITLES[0]])
    await page.getByText(`${TITLES[1]} is now number 2.`).waitFor()
    const order = [contents[2], contents[1], contents[0]]
    expect(await storedOrder()).toEqual(order)
    // A reload shows the new order at once, though reads are cached for 600 s.
    await page.reload()
    await arrive(playlistPath)
    await expect.poll(() => itemTitles(page)).toEqual([TITLES[2], TITLES[1], TITLES[0]])

    // Play: the first plays, and when it ends the next starts by itself.
    const playing = () => page.locator('.playlist-playing').getAttribute('data-content-oid')
    await page.getByRole('button', { name: 'Play from the start' }).click()
    await expect.poll(playing).toBe(order[0])
    await expect
      .poll(() => page.getByTestId('playlist-now').textContent())
      .toBe('Now playing 1 of 3')
    await expect.poll(playing, { timeout: 15_000 }).toBe(order[1])
    await expect
      .poll(() => page.getByTestId('playlist-now').textContent())
      .toBe('Now playing 2 of 3')
    // The second really played from its start: time advanced in the new audio element.
    await expect
      .poll(() =>
        page.locator('audio').evaluate((element: HTMLAudioElement) => element.currentTime > 0),
      )
      .toBe(true)
    // Skip to the third, which plays to the end of the playlist.
    await page.getByRole('button', { name: 'Next', exact: true }).click()
    await expect.poll(playing).toBe(order[2])
    await page.getByText('The playlist has ended.').waitFor({ timeout: 15_000 })

    // One page-load event per navigation, no more, each for the page it names: one more
    // navigation's event arriving alone shows that none of the earlier ones came twice.
    await page.goto(`${product.url}/mypage`)
    await arrive('/mypage')
    expect(pageViews).toEqual(visited)
    await context.close()
  }, 240_000)

  it('is another user’s to read only while public, and never theirs to change', async () => {
    const stranger = await registerAccount(product, `ferrystranger${Date.now() % 100_000}`)
    const { playlists } = await api<{ playlists: { playlistOid: string }[] }>(
      'GET',
      '/content/playlist',
      {
        token: viewer.token,
      },
    )
    const oid = playlists[0]?.playlistOid as string
    const context = await browser.newContext({ locale: 'en-US', viewport: VIEWPORTS[0] })
    await seedSession(context, { language: 'en', ...signedIn(stranger) })
    const page = await context.newPage()
    await page.goto(`${product.url}/mypage/playlists/${oid}`)
    await page.getByText('This playlist does not exist or is private.').waitFor()
    expect(await page.getByRole('button', { name: /Move .* up/ }).count()).toBe(0)
    await context.close()
  }, 60_000)
})

describe('playlist screens', () => {
  for (const language of ['en', 'ko'] as const) {
    it(`are laid out at both sizes in ${language}`, async () => {
      const texts = TEXTS[language]
      const { playlists } = await api<{ playlists: { playlistOid: string }[] }>(
        'GET',
        '/content/playlist',
        {
          token: viewer.token,
        },
      )
      const oid = playlists[0]?.playlistOid as string
      const context = await browser.newContext({
        locale: language === 'ko' ? 'ko-KR' : 'en-US',
        viewport: VIEWPORTS[0],
      })
      await seedSession(context, { language, ...signedIn(viewer) })
      await laterCheckIn(context)
      const page = await context.newPage()
      page.setDefaultTimeout(20_000)
      const prefix = language === 'en' ? '' : `/${language}`

      await page.goto(`${product.url}${prefix}/mypage/playlists`)
      for (const viewport of VIEWPORTS) {
        await resizeTo(page, viewport)
        await page.getByRole('link', { name: PLAYLIST }).waitFor()
        await noOverflow(page, `playlists ${language} ${viewport.name}`)
        // From the top, so the sticky header is drawn where it belongs.
        await page.evaluate(() => window.scrollTo(0, 0))
        await screenshot(page, `playlists-list-${language}-${viewport.name}`)
      }

      await page.goto(`${product.url}${prefix}/mypage/playlists/${oid}`)
      await resizeTo(page, VIEWPORTS[0])
      // The long item, paused: the player as it looks while one plays.
      await page.getByRole('button', { name: TITLES[1], exact: true }).click()
      await page.locator('.playlist-playing audio').waitFor({ state: 'attached' })
      await page.locator('audio').evaluate((element: HTMLAudioElement) => element.pause())
      for (const viewport of VIEWPORTS) {
        await resizeTo(page, viewport)
        await noOverflow(page, `playlist ${language} ${viewport.name}`)
        // From the top, so the sticky header is drawn where it belongs.
        await page.evaluate(() => window.scrollTo(0, 0))
        await screenshot(page, `playlists-player-${language}-${viewport.name}`)
      }

      await page.goto(`${product.url}${prefix}/play/${contents[0]}`)
      await resizeTo(page, VIEWPORTS[0])
      await page.getByRole('button', { name: texts.addToPlaylist.button }).click()
      await page.getByRole('heading', { name: texts.addToPlaylist.title }).waitFor()
      await page.getByRole('button', { name: new RegExp(`^${PLAYLIST}`) }).waitFor()
      for (const viewport of VIEWPORTS) {
        await resizeTo(page, viewport)
        await noOverflow(page, `add to playlist ${language} ${viewport.name}`)
        // From the top, so the sticky header is drawn where it belongs.
        await page.evaluate(() => window.scrollTo(0, 0))
        await screenshot(page, `playlists-add-${language}-${viewport.name}`)
      }
      await context.close()
    }, 120_000)
  }
})
