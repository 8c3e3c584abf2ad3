/**
 * Player chat room performance in headless Chromium: a room with 2,000 messages —
 * time until it is interactive (goal ≤ 1 s), frame times while scrolling through it
 * (virtualized list), and token-to-screen latency of a streamed reply (from the SSE
 * event's arrival in the page to the paint that shows it), with the offline model.
 *
 *   npx tsx tests/bench/player-chat.bench.ts
 *
 * Runs the product in this process on a fresh embedded database (as `npm start` does,
 * seeded with the demo stories), writes the 2,000 messages straight through the chat
 * store, and drives the page as a guest.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { serve } from '@hono/node-server'
import { insertMessage, updateRoom } from '../../platform/chat'
import { createApp } from '../../server/app'
import { seedOnFirstRun } from '../../server/cli/seed'
import { ensureWebBuild } from '../../server/cli/web-build'
import { loadConfig } from '../../server/config'
import { createServerContext } from '../../server/context'
import { launchBrowser, seedSession } from '../e2e/support/browser'

const MESSAGES = 2000
const SCROLL_FRAMES = 240
const root = resolve(import.meta.dirname, '..', '..')

/** Records every requestAnimationFrame delta until `__benchStop()` is called. */
const FRAME_RECORDER = `(() => {
  const frames = []
  let last = performance.now()
  let running = true
  const tick = (now) => {
    frames.push(now - last)
    last = now
    if (running) requestAnimationFrame(tick)
  }
  requestAnimationFrame((now) => {
    last = now
    requestAnimationFrame(tick)
  })
  window.__benchFrames = frames
  window.__benchStop = () => { running = false }
})()`
const NEXT_FRAME = 'new Promise((done) => requestAnimationFrame(() => done(null)))'

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN
}
const round = (value: number) => Number(value.toFixed(1))

const LINES = [
  'The lamp in the tower has been dark for three nights, and the gulls will not land on the rock.',
  '*Wren sets the logbook down.* "Tobias wrote the same word on every page of the last week: *below*."',
  'I climb the spiral stairs and count them aloud, the way the keeper used to.',
  '"The lens is covered," she whispers. "Somebody wanted the ships to miss the light."',
]

async function main() {
  const webRoot = await ensureWebBuild(
    root,
    (line) => console.log(line),
    process.env.TALELOOM_WEB_DIR,
  )
  const dataDir = mkdtempSync(join(tmpdir(), 'taleloom-chat-bench-'))
  const config = loadConfig({
    ...process.env,
    TALELOOM_DATA: dataDir,
    DATABASE_URL: '',
    PORT: '0',
    LOG_LEVEL: 'silent',
    TALELOOM_ADMIN_PASSWORD: 'bench-admin-1',
    TALELOOM_GUEST_FREE_CHATS: '50',
  })
  const context = await createServerContext(config, { webRoot })
  await seedOnFirstRun(context, () => undefined)
  const server = serve({ fetch: createApp(context).fetch, port: 0, hostname: '127.0.0.1' })
  await new Promise<void>((done) => server.once('listening', () => done()))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const browser = await launchBrowser()

  try {
    const call = async <Result>(path: string, body: object, guestDeviceId?: string) => {
      const response = await fetch(`${url}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(guestDeviceId ? { 'guest-device-id': guestDeviceId } : {}),
        },
        body: JSON.stringify(body),
      })
      if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`)
      return (await response.json()) as Result
    }
    const demo = await context.database.db
      .selectFrom('story_contents')
      .select('id')
      .where('title', '=', 'The Keeper of Gull Rock')
      .executeTakeFirst()
    const contentOid = demo?.id
    if (!contentOid) throw new Error('The demo story was not seeded.')
    const { guestDeviceId } = await call<{ guestDeviceId: string }>('/api/account/guest', {})
    const { room, messages } = await call<{
      room: { roomOid: string }
      messages: { messageId: string }[]
    }>('/api/story-chat/chat-room', { contentOid }, guestDeviceId)

    // 2,000 messages on the active path, written through the chat store.
    const db = context.database.db
    const greeting = await db
      .selectFrom('chat_messages')
      .selectAll()
      .where('oid', '=', messages[0]?.messageId ?? '')
      .executeTakeFirstOrThrow()
    let parent = greeting.oid
    const seedStarted = performance.now()
    for (let index = 1; index < MESSAGES; index++) {
      // Starts with a continuation (as auto-chat writes) so the newest message is a reply.
      const role = index % 2 === 0 ? 'user' : 'assistant'
      const written = await insertMessage(db, {
        roomOid: room.roomOid,
        parentOid: parent,
        role,
        text: `${LINES[index % LINES.length]} (${index})`.repeat(role === 'assistant' ? 2 : 1),
        status: 'complete',
        turnIndex: Math.ceil(index / 2),
        depth: index,
        state: role === 'assistant' ? greeting.state : null,
      })
      parent = written.oid
    }
    await updateRoom(db, room.roomOid, { head_message_oid: parent })
    const seedMs = performance.now() - seedStarted
    const timed = async (path: string) => {
      const started = performance.now()
      const response = await fetch(`${url}${path}`, {
        headers: { 'guest-device-id': guestDeviceId },
      })
      await response.arrayBuffer()
      return Math.round(performance.now() - started)
    }
    const apiMs = {
      status: await timed(`/api/story-chat/chat-room/${room.roomOid}/status`),
      prevMessages100: await timed(
        `/api/story-chat/chat-room/${room.roomOid}/prev-messages?count=100`,
      ),
      prevMessages30: await timed(
        `/api/story-chat/chat-room/${room.roomOid}/prev-messages?count=30`,
      ),
    }

    const browserContext = await browser.newContext({
      viewport: { width: 1280, height: 860 },
      locale: 'en-US',
    })
    await seedSession(browserContext, { guestDeviceId })
    await browserContext.addCookies([{ name: 'tl_guest_device', value: guestDeviceId, url }])
    // When the first message and the newest one reach the DOM, by the page's clock.
    await browserContext.addInitScript(`(() => {
      const marks = {}
      window.__chatMarks = marks
      new MutationObserver(() => {
        if (!marks.firstMessage && document.querySelector('[data-testid=chat-message]')) marks.firstMessage = Math.round(performance.now())
        if (!marks.composer && document.querySelector('#chat-input')) marks.composer = Math.round(performance.now())
        if (!marks.newest && [...document.querySelectorAll('[data-testid=chat-text]')].some((el) => el.textContent.includes('(${MESSAGES - 1})'))) marks.newest = Math.round(performance.now())
      }).observe(document, { childList: true, subtree: true, characterData: true })
    })()`)
    const page = await browserContext.newPage()
    const scripts = new Set<string>()
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname
      if (path.endsWith('.js')) scripts.add(path)
    })

    const runs: number[] = []
    const inPage: number[] = []
    const timeline: Record<string, number[][]>[] = []
    for (let run = 0; run < 3; run++) {
      const started = Date.now()
      await page.goto(`${url}/story/${contentOid}/c/${room.roomOid}`)
      await page
        .locator('[data-testid=chat-text]')
        .filter({ hasText: `(${MESSAGES - 1})` })
        .waitFor({ timeout: 60_000 })
      await page.getByLabel('Your message').waitFor()
      await page.evaluate(NEXT_FRAME)
      runs.push(Date.now() - started)
      // The page's own clock: from navigation start to the frame after the newest message shows.
      inPage.push(Math.round((await page.evaluate('performance.now()')) as number))
      timeline.push(
        (await page.evaluate(`(() => {
          const entries = performance.getEntriesByType('resource')
          const pick = (part) => entries.filter((entry) => entry.name.includes(part)).map((entry) => [Math.round(entry.startTime), Math.round(entry.responseEnd)])
          return { marks: window.__chatMarks, prevMessages: pick('prev-messages'), status: pick('/status'), chatChunk: pick('ChatPage') }
        })()`)) as Record<string, number[][]>,
      )
    }
    const rendered = await page.getByTestId('chat-message').count()
    const total = Number(await page.getByTestId('chat-messages').getAttribute('data-count'))
    const jsGzip = [...scripts].reduce(
      (sum, path) => sum + gzipSync(readFileSync(join(webRoot, path))).length,
      0,
    )

    // Scroll up through the loaded messages, one step per frame, then older pages load.
    await page.evaluate(FRAME_RECORDER)
    for (let frame = 0; frame < SCROLL_FRAMES; frame++) {
      await page.evaluate(
        `(() => { const el = document.querySelector('[data-testid=chat-scroll]'); el.scrollTop = Math.max(0, el.scrollTop - 160) })()`,
      )
      await page.evaluate(NEXT_FRAME)
    }
    const frames = (await page.evaluate(
      '(window.__benchStop(), window.__benchFrames.slice(1))',
    )) as number[]
    const loadedAfterScroll = Number(
      await page.getByTestId('chat-messages').getAttribute('data-count'),
    )

    // Token-to-screen: stream replies and read the page's own measures.
    await page.evaluate(`(() => {
      const el = document.querySelector('[data-testid=chat-scroll]'); el.scrollTop = el.scrollHeight
    })()`)
    await page.evaluate('performance.clearMeasures("chat-token-to-paint")')
    for (const line of [
      'I open the trapdoor.',
      'I call out for Tobias.',
      'I follow the stairs down.',
    ]) {
      await page.getByLabel('Your message').fill(line)
      await page.getByLabel('Your message').press('Enter')
      await page.locator('[data-connection=idle]').waitFor()
      await page.locator('[data-status=streaming]').waitFor({ state: 'detached', timeout: 60_000 })
      await page.waitForTimeout(100)
    }
    const failure = await page.locator('[role=alert]').allTextContents()
    if (failure.length) console.log('page alerts:', failure)
    const latencies = (await page.evaluate(
      'performance.getEntriesByName("chat-token-to-paint").map((entry) => entry.duration)',
    )) as number[]

    console.log(
      JSON.stringify(
        {
          messages: MESSAGES,
          seedMs: Math.round(seedMs),
          apiMs,
          firstPageLoaded: total,
          renderedInDom: rendered,
          timeToInteractiveMs: { runs, median: percentile(runs, 50), inPage, timeline },
          chatPageJsGzipKiB: round(jsGzip / 1024),
          scripts: scripts.size,
          scroll: {
            frames: frames.length,
            loadedAfterScroll,
            frameP50Ms: round(percentile(frames, 50)),
            frameP95Ms: round(percentile(frames, 95)),
            frameMaxMs: round(Math.max(...frames)),
          },
          tokenToPaint: {
            batches: latencies.length,
            p50Ms: round(percentile(latencies, 50)),
            p95Ms: round(percentile(latencies, 95)),
            maxMs: round(Math.max(...latencies)),
          },
        },
        null,
        2,
      ),
    )
  } finally {
    await browser.close()
    server.close()
    if ('closeAllConnections' in server) server.closeAllConnections()
    await context.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

await main()
