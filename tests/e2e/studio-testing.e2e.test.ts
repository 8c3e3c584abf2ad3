/**
 * Testing a story in the studio as a writer does it, in Chromium against `npm start` (the
 * offline model): a published story's scene is edited and not published, "Test from here"
 * on that scene plays the saved draft in the test chat, whose lines read as the player's
 * (story text, the speaker's name and portrait), and the wallet does not move. Players
 * still get the published version. On a phone the canvas toolbar is two short rows with a
 * "More" menu, and the zoom controls and minimap take the studio's light and dark colours.
 * Screens at 1280×800 and 390×844, in English and Korean, light and dark:
 * test-results/screenshots/studio-testing-*.png.
 */
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CanvasInput } from '../../engine/canvas'
import { canvasOf, connect, pictureDataUrl } from '../../platform/stories/demo-stories/build'
import { productApi } from './support/api'
import { closeContexts, seedSession, signedIn, workerBrowser } from './support/browser'
import { type Login, noOverflow, registerAccount, VIEWPORTS } from './support/people'
import { sharedProduct } from './support/products'
import { capture, SCREENSHOT_DIR } from './support/screenshots'
import type { RunningProduct } from './support/server'

const stamp = Date.now().toString(36)
const WRITER = `galleryw${stamp.slice(-6)}`
const TITLE = `The Lantern Gallery ${stamp}`
const GALLERY = 'scene-gallery'
const PUBLISHED_SITUATION = 'The lantern gallery at dusk, the great lens turning slowly.'
/** The writer's edit, saved and not published: an action, then speech, as players read them. */
const EDITED_SITUATION =
  '*The lamp is out and the lens is cracked.* "You came back, {{user}}," Mara says.'

let product: RunningProduct
let browser: Browser
let writer: Login
let contentOid = ''
const pageErrors: string[] = []

const api = <Result>(
  method: 'GET' | 'POST',
  path: string,
  options?: { token?: string; body?: Record<string, unknown> },
) => productApi<Result>(product.url, method, path, options)

/** A story of two scenes and one keeper, Mara Vell: the only cast member speaks every reply. */
function galleryCanvas(): CanvasInput {
  return canvasOf(
    [
      {
        id: 'start',
        type: 'start',
        position: { x: 0, y: 0 },
        data: {
          title: 'The last boat',
          greeting: 'The boat leaves you on the rocks below the light.',
        },
      },
      {
        id: 'scene-rocks',
        type: 'story',
        position: { x: 320, y: 0 },
        data: { title: 'The rocks', situation: 'Wet rocks under the lighthouse, the tide rising.' },
      },
      {
        id: GALLERY,
        type: 'story',
        position: { x: 640, y: 0 },
        data: { title: 'The lantern gallery', situation: PUBLISHED_SITUATION },
      },
      {
        id: 'mara',
        type: 'character',
        position: { x: 320, y: 260 },
        data: { name: 'Mara Vell', description: 'The keeper, dry-humoured and watchful.' },
      },
    ],
    [
      connect('start', 'scene', 'scene-rocks', 'enter'),
      connect('scene-rocks', 'exit', GALLERY, 'enter'),
      connect('mara', 'cast', 'scene-rocks', 'cast'),
      connect('mara', 'cast', GALLERY, 'cast'),
    ],
  )
}

async function shot(page: Page, name: string) {
  await capture(page, join(SCREENSHOT_DIR, `studio-testing-${name}.png`))
}

async function balances() {
  const { balances } = await api<{
    balances: { credits: number; bonusCredits: number; heldCredits: number; coins: number }
  }>('GET', '/story-chat/convert/credit', { token: writer.token })
  return balances
}

async function newPage(
  viewport: { width: number; height: number },
  language: 'en' | 'ko',
  colorScheme: 'light' | 'dark' = 'light',
): Promise<Page> {
  const context = await browser.newContext({
    viewport,
    locale: language === 'ko' ? 'ko-KR' : 'en-US',
    colorScheme,
  })
  await seedSession(context, { ...signedIn(writer), language })
  const page = await context.newPage()
  page.setDefaultTimeout(30_000)
  page.on('pageerror', (error) => pageErrors.push(error.message))
  return page
}

async function openCanvas(page: Page, language: 'en' | 'ko') {
  await page.goto(`${product.url}${language === 'ko' ? '/ko' : ''}/story/${contentOid}/canvas`)
  await page.locator(`[data-testid="node-${GALLERY}"]`).waitFor()
}

const TEXT = {
  en: {
    panel: 'Test chat',
    testFromHere: 'Test from here',
    playing: 'Playing your saved draft from “The lantern gallery”.',
    free: 'Free on the demo model: your test turns cost nothing.',
    message: 'Your message',
    send: 'Send',
    more: 'More tools',
    group: 'Group',
    details: 'Story details',
    undo: 'Undo',
    lorebook: 'Lorebook table',
  },
  ko: {
    panel: '테스트 채팅',
    testFromHere: '여기서 테스트',
    playing: '저장된 초안을 “The lantern gallery”부터 플레이하는 중입니다.',
    free: '데모 모델에서는 무료: 테스트 턴에 비용이 들지 않습니다.',
    message: '메시지',
    send: '보내기',
    more: '도구 더 보기',
    group: '그룹으로 묶기',
    details: '스토리 정보',
    undo: '실행 취소',
    lorebook: '로어북 표',
  },
} as const

/** Sends a message from the test chat and waits for its complete reply. */
async function sendAndWait(page: Page, language: 'en' | 'ko', message: string) {
  const panel = page.getByRole('region', { name: TEXT[language].panel })
  const replies = panel.locator('.testchat-assistant')
  const before = await replies.count()
  await panel.getByRole('textbox', { name: TEXT[language].message, exact: true }).fill(message)
  await panel.getByRole('button', { name: TEXT[language].send }).click()
  await expect.poll(() => replies.count()).toBe(before + 1)
  await expect
    .poll(() => replies.last().getAttribute('data-status'), { timeout: 60_000 })
    .toBe('complete')
  return replies.last()
}

beforeAll(async () => {
  product = sharedProduct()
  browser = await workerBrowser()
  writer = await registerAccount(product, WRITER, ['creator'])
  // The writer's story as the studio's Publish leaves it: version 1.
  ;({ contentOid } = await api<{ contentOid: string }>('POST', '/story-chat/chat-content', {
    token: writer.token,
    body: {
      requestType: 'create',
      metadata: {
        title: TITLE,
        thumbnail: pictureDataUrl(TITLE, '#2d3b55'),
        briefIntro: 'A keeper, a lens, a storm.',
        visibility: 'public',
      },
    },
  }))
  await api('POST', '/story-chat/chat-canvas', {
    token: writer.token,
    body: { contentOid, canvas: galleryCanvas(), version: 0 },
  })
  await api('POST', '/story-chat/chat-content', {
    token: writer.token,
    body: { requestType: 'upload', contentOid },
  })
})

afterAll(async () => {
  await closeContexts(browser)
  console.log(`Screenshots: ${SCREENSHOT_DIR}`)
})

describe('test from here', () => {
  it('plays an unpublished edit of a scene, named and rendered as the player sees it, for free', async () => {
    const before = await balances()
    expect(before).toMatchObject({ credits: 0, bonusCredits: 0, heldCredits: 0 })
    const page = await newPage(VIEWPORTS[0], 'en')
    await openCanvas(page, 'en')

    // The writer edits the gallery's situation; the edit is saved, not published.
    await page.locator(`[data-testid="node-${GALLERY}"]`).click()
    const inspector = page.getByRole('form', { name: /^Fields of the/ })
    await inspector.getByRole('textbox', { name: 'Situation' }).fill(EDITED_SITUATION)
    await page.locator('[data-testid="save-status"][data-status="saved"]').waitFor()

    // Right click on the scene: its menu, and "Test from here".
    await page.locator(`[data-testid="node-${GALLERY}"]`).click({ button: 'right' })
    const menu = page.getByRole('menu', { name: 'Actions for The lantern gallery' })
    await menu.getByRole('menuitem', { name: 'Test from here' }).click()
    expect(await menu.count()).toBe(0)

    const panel = page.getByRole('region', { name: 'Test chat' })
    await panel.getByText(TEXT.en.playing).waitFor()
    await panel.getByTestId('testchat-allowance').getByText(TEXT.en.free).waitFor()
    // The scene's new situation opens the test, as story text: the action and the speech.
    const opening = panel.locator('.testchat-line').first()
    await opening
      .locator('.story-action')
      .getByText('The lamp is out and the lens is cracked.')
      .waitFor()
    expect(await opening.locator('.story-speech').textContent()).toBe(`"You came back, ${WRITER},"`)
    expect(await opening.getByTestId('testchat-speaker').textContent()).toBe('Mara Vell')
    await shot(page, 'from-here-1280-en')

    const reply = await sendAndWait(page, 'en', 'I ask Mara who broke the lens.')
    expect(await reply.getByTestId('testchat-speaker').textContent()).toBe('Mara Vell')
    expect(await reply.locator('.testchat-text .story-paragraph').count()).toBeGreaterThan(0)
    await reply.getByText('Debug: turn 1').click()
    await reply.getByText(/charged 0 credits\.$/).waitFor()
    await shot(page, 'reply-1280-en')

    // Nothing was charged, and nothing published: players still get version 1.
    expect(await balances()).toEqual(before)
    const versions = await api<{ publishedVersion: number; versions: unknown[] }>(
      'GET',
      `/story-chat/compiled/versions?contentOid=${contentOid}`,
      { token: writer.token },
    )
    expect(versions).toMatchObject({ publishedVersion: 1 })
    expect(versions.versions).toHaveLength(1)
    await noOverflow(page, 'test from here 1280 en')
    expect(pageErrors).toEqual([])
    await page.context().close()
  })

  it('tests from the inspector on a phone and on a desktop, in English and Korean', async () => {
    const before = await balances()
    for (const language of ['en', 'ko'] as const) {
      for (const viewport of VIEWPORTS) {
        if (language === 'en' && viewport.name === 'desktop') continue
        const page = await newPage(viewport, language)
        await openCanvas(page, language)
        await page.locator(`[data-testid="node-${GALLERY}"]`).click()
        await page.getByRole('button', { name: TEXT[language].testFromHere, exact: true }).click()
        const panel = page.getByRole('region', { name: TEXT[language].panel })
        await panel.getByText(TEXT[language].playing).waitFor()
        await panel.getByTestId('testchat-allowance').getByText(TEXT[language].free).waitFor()
        const reply = await sendAndWait(
          page,
          language,
          language === 'en' ? 'I light the spare lamp.' : '예비 등불을 켠다.',
        )
        expect(await reply.getByTestId('testchat-speaker').textContent()).toBe('Mara Vell')
        await noOverflow(page, `test from here ${language} ${viewport.name}`)
        await panel.scrollIntoViewIfNeeded()
        await shot(page, `inspector-${viewport.width}-${language}`)
        await page.context().close()
      }
    }
    expect(await balances()).toEqual(before)
    expect(pageErrors).toEqual([])
  })
})

describe('the canvas on a phone and in the dark', () => {
  it('collapses the toolbar into two rows of icons and "More", keeping the canvas in view', async () => {
    for (const language of ['en', 'ko'] as const) {
      const page = await newPage(VIEWPORTS[1], language)
      await openCanvas(page, language)
      const toolbar = page.locator('.editor-toolbar')
      expect(await toolbar.getAttribute('class')).toContain('is-compact')
      const bar = (await toolbar.boundingBox())!
      // Two rows: the title with saving and publishing, then the icons.
      expect(bar.height).toBeLessThan(120)
      const canvas = (await page.locator('.flow-canvas').boundingBox())!
      expect(canvas.y + 300, 'the canvas starts above the fold').toBeLessThan(844)
      await page.getByRole('button', { name: TEXT[language].undo, exact: true }).waitFor()
      await page.getByRole('button', { name: TEXT[language].lorebook, exact: true }).waitFor()
      await page.getByRole('button', { name: TEXT[language].panel, exact: true }).waitFor()
      // The rest is in "More": closed it hides its items, open it shows them, Escape closes it.
      expect(
        await page.getByRole('button', { name: TEXT[language].group, exact: true }).count(),
      ).toBe(0)
      await shot(page, `toolbar-390-${language}`)
      const more = page.getByRole('button', { name: TEXT[language].more })
      await more.click()
      expect(await more.getAttribute('aria-expanded')).toBe('true')
      await page.getByRole('button', { name: TEXT[language].group, exact: true }).waitFor()
      await page.getByRole('link', { name: TEXT[language].details }).waitFor()
      await noOverflow(page, `toolbar more ${language}`)
      await shot(page, `toolbar-more-390-${language}`)
      await page.keyboard.press('Escape')
      expect(await more.getAttribute('aria-expanded')).toBe('false')
      expect(await page.getByRole('link', { name: TEXT[language].details }).count()).toBe(0)
      await page.context().close()
    }
  })

  it('draws the zoom controls and the minimap in the light and the dark theme', async () => {
    const colours = {
      light: { surface: 'rgb(255, 255, 255)', text: 'rgb(31, 26, 36)' },
      dark: { surface: 'rgb(38, 33, 46)', text: 'rgb(241, 236, 246)' },
    } as const
    for (const scheme of ['light', 'dark'] as const) {
      for (const language of ['en', 'ko'] as const) {
        for (const viewport of VIEWPORTS) {
          const page = await newPage(viewport, language, scheme)
          await openCanvas(page, language)
          const button = page.locator('.react-flow__controls-button').first()
          await button.waitFor()
          const control = await button.evaluate((element) => {
            const style = getComputedStyle(element)
            return { background: style.backgroundColor, colour: style.color }
          })
          expect(control, `${scheme} controls`).toEqual({
            background: colours[scheme].surface,
            colour: colours[scheme].text,
          })
          const minimap = await page
            .locator('.react-flow__minimap')
            .evaluate((element) => getComputedStyle(element).backgroundColor)
          expect(minimap, `${scheme} minimap`).toBe(colours[scheme].surface)
          await shot(page, `controls-${viewport.width}-${language}-${scheme}`)
          await page.context().close()
        }
      }
    }
    expect(pageErrors).toEqual([])
  })
})
