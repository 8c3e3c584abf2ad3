/**
 * Shared set-up for the story-chat benchmarks: an in-process server over a loopback
 * Gemini-format upstream, a creator who publishes stories, players with credits, rooms
 * with long seeded histories, and one streamed turn read the way a browser reads it.
 */
import type { CanvasInput, StoryMetadataInput } from '../../../engine/canvas'
import { findMessage, insertMessage, updateRoom } from '../../../platform/chat'
import type { DatabaseEngine } from '../../../platform/db'
import { seedAdmin } from '../../support/accounts'
import {
  type FakeUpstream,
  startFakeUpstream,
  type UpstreamBehaviour,
} from '../../support/fake-upstream'
import { startTestServer, type TestServer } from '../../support/test-server'

export interface Player {
  oid: string
  token: string
}

export interface ChatBench {
  server: TestServer
  /** The upstream the server's Gemini client calls. */
  googleBaseURL: string
  engine: DatabaseEngine
  writer: Player
  close(): Promise<void>
}

/**
 * PGlite unless `BENCH_ENGINE=postgres` (then `DATABASE_URL` must reach a server: each run
 * gets a fresh schema, dropped at the end).
 */
export function benchEngine(): DatabaseEngine {
  const wanted = process.env.BENCH_ENGINE ?? 'pglite'
  if (wanted !== 'pglite' && wanted !== 'postgres') {
    throw new Error(`BENCH_ENGINE must be pglite or postgres, not ${wanted}`)
  }
  if (wanted === 'postgres' && !process.env.DATABASE_URL) {
    throw new Error('BENCH_ENGINE=postgres needs DATABASE_URL')
  }
  return wanted
}

/**
 * The server over a loopback upstream: one started here with `behaviour`, or one already
 * running elsewhere (`{ googleBaseURL }`, e.g. in its own process).
 */
export async function startChatBench(
  upstreamWanted: UpstreamBehaviour | { googleBaseURL: string },
  engine: DatabaseEngine = benchEngine(),
  options: { pgliteOnDisk?: boolean; pgliteThread?: 'worker' | 'inline' } = {},
): Promise<ChatBench> {
  const upstream: FakeUpstream | null =
    'googleBaseURL' in upstreamWanted ? null : await startFakeUpstream(upstreamWanted)
  const googleBaseURL =
    upstream?.googleBaseURL ?? (upstreamWanted as { googleBaseURL: string }).googleBaseURL
  const server = await startTestServer({
    engine,
    pgliteOnDisk: options.pgliteOnDisk ?? false,
    ...(options.pgliteThread ? { pgliteThread: options.pgliteThread } : {}),
    env: {
      GOOGLE_GENERATIVE_AI_API_KEY: 'bench-key',
      GOOGLE_GENERATIVE_AI_BASE_URL: googleBaseURL,
      TALELOOM_ARGON2_MEMORY_KIB: '1024',
      TALELOOM_ARGON2_ITERATIONS: '1',
      // The server's own knob, passed through so a bench can compare with it off (0).
      ...(process.env.TALELOOM_STREAM_HOLD_MAX_MS
        ? { TALELOOM_STREAM_HOLD_MAX_MS: process.env.TALELOOM_STREAM_HOLD_MAX_MS }
        : {}),
    },
  })
  const admin = await seedAdmin(server)
  const [writer] = await benchPlayers(server, 1, 0)
  const roles = await server.api('/account/admin/roles', {
    token: admin.token,
    body: { userOid: writer!.oid, roles: ['creator', 'user'] },
  })
  if (roles.status !== 200) throw new Error(`roles: ${roles.text}`)
  return {
    server,
    googleBaseURL,
    engine,
    writer: writer!,
    async close() {
      await server.close()
      await upstream?.close()
    },
  }
}

/** Creates, saves and publishes a story through the stories routes; answers its content oid. */
export async function publishStory(
  bench: ChatBench,
  story: { canvas: CanvasInput; metadata: StoryMetadataInput },
): Promise<string> {
  const { server, writer } = bench
  const created = await server.api('/story-chat/chat-content', {
    token: writer.token,
    body: { requestType: 'create', metadata: story.metadata },
  })
  if (created.status !== 200) throw new Error(`create: ${created.text}`)
  const contentOid = created.json.contentOid as string
  const saved = await server.api('/story-chat/chat-canvas', {
    token: writer.token,
    body: { contentOid, canvas: story.canvas, version: 0 },
  })
  if (saved.status !== 200) throw new Error(`canvas: ${saved.text.slice(0, 500)}`)
  const uploaded = await server.api('/story-chat/chat-content', {
    token: writer.token,
    body: { requestType: 'upload', contentOid },
  })
  if (uploaded.status !== 200) throw new Error(`upload: ${uploaded.text.slice(0, 500)}`)
  return contentOid
}

let registered = 0

/**
 * Players registered through the accounts service (the same code the routes run, minus
 * the per-IP sign-up limit, which a bench from one address would hit), each granted
 * `credits` through the wallet service.
 */
export async function benchPlayers(
  server: TestServer,
  count: number,
  credits: number,
): Promise<Player[]> {
  const accounts = server.context.accounts.service
  const players: Player[] = []
  for (let index = 0; index < count; index += 1) {
    registered += 1
    const email = `bench${process.pid}x${registered}@example.com`
    const password = 'Tale1oom-bench-pass'
    await accounts.register(
      {
        email,
        password,
        passwordRepeat: password,
        nickname: `Bench${process.pid}x${registered}`,
        birthDate: '1990-05-01',
        agreePersonalData: true,
      },
      'en',
    )
    const code = server.lastMailTo(email)?.text.match(/\b(\d{6})\b/)?.[1]
    if (!code) throw new Error(`no code mailed to ${email}`)
    const login = await accounts.confirmRegistration(email, code)
    if (credits > 0) {
      await server.context.wallet.service.grant({
        key: `bench-${login.oid}`,
        userOid: login.oid,
        kind: 'credits',
        amount: credits,
      })
    }
    players.push({ oid: login.oid, token: login.token })
  }
  return players
}

export async function createRoom(
  server: TestServer,
  player: Player,
  contentOid: string,
): Promise<{ roomOid: string; greetingOid: string }> {
  const open = () =>
    server.api('/story-chat/chat-room', { token: player.token, body: { contentOid } })
  // A pooled connection the server closed while the bench was busy seeding is reset on
  // reuse, before the request is read: once more on a fresh one.
  const room = await open().catch((error: { cause?: { code?: string } }) => {
    if (error.cause?.code !== 'ECONNRESET') throw error
    return open()
  })
  if (room.status !== 200) throw new Error(`chat-room: ${room.text}`)
  return {
    roomOid: room.json.room.roomOid as string,
    greetingOid: room.json.messages[0].messageId as string,
  }
}

/** The story's own vocabulary (fixtures/synthetic.ts), so seeded turns match lorebook keys. */
const WORDS = (
  'harbour lantern storm keeper cave tide reef ferry logbook smuggler island tower lens ' +
  'cottage chart rope key night dawn gull fog bell anchor cliff stair whisky radio signal ' +
  'the and she said with a to of in was he it that for his her they looked away door'
).split(' ')

/**
 * Appends `count` complete messages (player, reply, player, …, reply) after the greeting
 * and moves the head to the last one: straight through the chat store, in transactions of
 * `batch`, since 1,000 streamed turns would measure the seeding rather than the room.
 * Replies carry the greeting's engine state, as a turn needs on its base message.
 */
export async function seedHistory(
  server: TestServer,
  room: { roomOid: string; greetingOid: string },
  count: number,
  batch = 250,
): Promise<void> {
  const db = server.context.database.db
  const greeting = await findMessage(db, room.roomOid, room.greetingOid)
  let seed = 7
  const next = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648
    return seed / 2_147_483_648
  }
  const sentence = (words: number) =>
    Array.from({ length: words }, () => WORDS[Math.floor(next() * WORDS.length)]).join(' ')
  let parentOid = greeting.oid
  for (let start = 0; start < count; start += batch) {
    parentOid = await db.transaction().execute(async (trx) => {
      let parent = parentOid
      for (let index = start; index < Math.min(count, start + batch); index += 1) {
        const isUser = index % 2 === 0
        const message = await insertMessage(trx, {
          roomOid: room.roomOid,
          parentOid: parent,
          role: isUser ? 'user' : 'assistant',
          text: sentence(isUser ? 15 + Math.floor(next() * 20) : 60 + Math.floor(next() * 80)),
          status: 'complete',
          turnIndex: Math.floor(index / 2) + 1,
          depth: index + 1,
          ...(isUser ? {} : { state: greeting.state }),
        })
        parent = message.oid
      }
      return parent
    })
  }
  await updateRoom(db, room.roomOid, { head_message_oid: parentOid })
}

export interface TurnTiming {
  firstByte: number
  firstText: number
  total: number
  bytes: number
  text: string
}

/** One `POST …/message`, read to the end as a browser would; times from the request. */
export async function streamTurn(
  server: TestServer,
  player: Player,
  roomOid: string,
  message: string,
): Promise<TurnTiming> {
  const started = performance.now()
  const response = await fetch(`${server.url}/api/story-chat/chat-room/${roomOid}/message`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${player.token}` },
    body: JSON.stringify({ message }),
  })
  if (!response.body) throw new Error(`turn answered ${response.status} without a body`)
  const reader = response.body.getReader()
  const decoder = new TextDecoder()
  let text = ''
  let bytes = 0
  let firstByte = 0
  let firstText = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    if (!firstByte) firstByte = performance.now() - started
    bytes += value.byteLength
    text += decoder.decode(value, { stream: true })
    if (!firstText && text.includes('event: text-delta')) firstText = performance.now() - started
  }
  if (response.status !== 200) throw new Error(`turn answered ${response.status}: ${text}`)
  return { firstByte, firstText, total: performance.now() - started, bytes, text }
}

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN
}

export const loadAverage = async () =>
  (await import('node:fs')).readFileSync('/proc/loadavg', 'utf8').trim()
