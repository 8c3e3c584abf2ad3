/**
 * Streams reliability (QUALITY.md "Streams"): 1,000 turns, each read by a client that
 * disconnects at a random event (every tenth reads to the end) and resumes with
 * Last-Event-ID — through the HTTP resume route, or for every fourth turn through a second
 * stream hub that replays from the database like another instance would. Every
 * reconstructed reply must equal the persisted message: ids 1…n with no gap and no
 * duplicate, cut where it was told, ending in message-end, deltas joined = final text, one
 * stored reply per turn and one free chat spent per turn. Nothing here depends on the
 * machine's pace: however the deltas of a reply are joined, and however far the database
 * is behind its streams, the outcome is the same.
 */
import pino from 'pino'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createSeededRandom } from '../../../engine/random'
import { createStreamHub, type StreamEvent, type StreamHub } from '../../../platform/chat'
import { chatModelResolver } from '../../../server/context/model-ports'
import { createModelResolver } from '../../../server/models'
import { payloads, readSse, type SseEvent } from '../../support/sse'
import { type ChatWorld, startChatWorld } from './chat-kit'

const STREAMS = 1000
const GUESTS = 50
const ROOMS_PER_GUEST = 4
const WORKERS = 16
// A fixed amount of work: the limit only catches a hang, so it leaves room for a loaded machine.
const LIMIT_MS = 600_000

let world: ChatWorld
let remoteHub: StreamHub

beforeAll(async () => {
  // It swaps the product's model and counts every stored reply: a product of its own.
  world = await startChatWorld({
    private: true,
    // 50 guests from one address (the test's loopback), 1,000 turns within seconds: above
    // the default 20 new guest ids a day and 300 guest turns a minute per address.
    env: {
      TALELOOM_GUEST_FREE_CHATS: '1000',
      TALELOOM_GUEST_IDS_PER_IP: '100',
      TALELOOM_GUEST_TURNS_PER_IP: '100000',
      TALELOOM_OFFLINE_DELAY_MS: '0',
    },
  })
  // Product code with another setting: the offline model in larger chunks (a 1,000-stream
  // run is about the protocol, not about 12-character deltas), a millisecond apart: deltas
  // that arrive in the same loop turn are sent as one event, and the cuts must fall mid-text.
  const { context } = world.server
  context.chat.service.deps.resolveModel = chatModelResolver(
    createModelResolver(context.models, { offline: { chunkDelayMs: 1, chunkSize: 16 } }),
  )
  remoteHub = createStreamHub({
    database: world.server.context.database,
    logger: pino({ level: 'silent' }),
    pollMs: 50,
  })
}, LIMIT_MS)

afterAll(async () => {
  await remoteHub?.close()
  await world?.server.close()
})

interface Outcome {
  messageOid: string
  roomOid: string
  ids: string[]
  text: string
  endText: string | null
  terminal: string
}

/** Where the client was cut: the last event it had, and the first it got on resuming. */
type Cut = 'start' | 'mid-text' | 'end' | 'elsewhere'

function cutOf(before: SseEvent[], after: SseEvent[]): Cut {
  const last = before.at(-1)?.event
  if (last === 'message-end') return 'end'
  if (last === 'message-start') return 'start'
  if (last === 'text-delta' && after[0]?.event === 'text-delta') return 'mid-text'
  return 'elsewhere'
}

async function collect(events: AsyncIterable<StreamEvent>) {
  const all: StreamEvent[] = []
  for await (const event of events) all.push(event)
  return all
}

/** Joins what the client saw before the cut with what it got on resume. */
function reconstruct(messageOid: string, roomOid: string, events: SseEvent[]): Outcome {
  const text = payloads<{ delta: string }>(events, 'text-delta')
    .map((part) => part.delta)
    .join('')
  return {
    messageOid,
    roomOid,
    ids: events.map((event) => event.id ?? ''),
    text,
    endText: payloads<{ text: string }>(events, 'message-end')[0]?.text ?? null,
    terminal: events.at(-1)?.event ?? 'none',
  }
}

it(
  `reconstructs ${STREAMS} streams cut at random events exactly, with no gap and no duplicate`,
  async () => {
    const random = createSeededRandom(20261122)
    const rooms: Array<{ guest: string; roomOid: string }> = []
    for (let index = 0; index < GUESTS; index += 1) {
      const guest = await world.newGuest()
      for (let room = 0; room < ROOMS_PER_GUEST; room += 1) {
        rooms.push({ guest, roomOid: await world.newRoom({ guestDeviceId: guest }) })
      }
    }
    // Each room takes its turns in order (one reply at a time per room); rooms run in parallel.
    const turnsPerRoom = STREAMS / rooms.length
    const cuts = Array.from({ length: STREAMS }, (_, index) => {
      const cut = 1 + Math.floor(random.next() * 24)
      // Every tenth client reads to the end and resumes after it: nothing is left to send.
      return index % 10 === 9 ? Number.POSITIVE_INFINITY : cut
    })
    const outcomes: Array<Outcome & { remote: boolean; cut: Cut; before: number; index: number }> =
      []
    let next = 0
    async function worker() {
      while (next < rooms.length) {
        const slot = next
        next += 1
        const { guest, roomOid } = rooms[slot]!
        for (let turn = 0; turn < turnsPerRoom; turn += 1) {
          const index = slot * turnsPerRoom + turn
          const response = await fetch(
            `${world.server.url}/api/story-chat/chat-room/${roomOid}/message`,
            {
              method: 'POST',
              headers: { 'content-type': 'application/json', 'guest-device-id': guest },
              body: JSON.stringify({ message: `Turn ${turn}: I look around the room.` }),
            },
          )
          expect(response.status).toBe(200)
          const before = await readSse(response, { stopAfter: cuts[index]! })
          const last = before.at(-1)!
          const messageOid = last.id!.split(':')[0]!
          let after: SseEvent[]
          const remote = index % 4 === 3
          if (remote) {
            // Another instance's view: events replayed from the database.
            const seq = Number(last.id!.split(':')[1])
            after = (await collect(remoteHub.subscribe(messageOid, seq))).map((event) => ({
              event: event.event,
              id: `${messageOid}:${event.seq}`,
              data: JSON.stringify(event.data),
              retry: null,
            }))
          } else {
            after = await readSse(
              await fetch(`${world.server.url}/api/story-chat/chat-room/${roomOid}/stream`, {
                headers: { 'guest-device-id': guest, 'last-event-id': last.id! },
              }),
            )
          }
          outcomes.push({
            ...reconstruct(messageOid, roomOid, [...before, ...after]),
            remote,
            cut: cutOf(before, after),
            before: before.length,
            index,
          })
          // The next turn needs this one finished and stored; the stream's end says it is.
        }
      }
    }
    await Promise.all(Array.from({ length: WORKERS }, worker))
    await world.server.context.chat.service.drain()

    expect(outcomes).toHaveLength(STREAMS)
    // The cuts fell everywhere, on both paths: right after the start, between two deltas,
    // and after the end (the resume has nothing left to send, and ends).
    for (const remote of [false, true]) {
      const cutsSeen = new Set(outcomes.filter((o) => o.remote === remote).map((o) => o.cut))
      expect([...cutsSeen]).toEqual(expect.arrayContaining(['start', 'mid-text', 'end']))
    }
    const db = world.server.context.database.db
    const stored = new Map(
      (
        await db
          .selectFrom('chat_messages')
          .select(['oid', 'text', 'status', 'room_oid'])
          .where('role', '=', 'assistant')
          .where('request_id', 'is not', null)
          .execute()
      ).map((row) => [row.oid, row]),
    )
    expect(stored.size).toBe(STREAMS)
    for (const outcome of outcomes) {
      const expectedIds = outcome.ids.map((_, index) => `${outcome.messageOid}:${index + 1}`)
      expect(outcome.ids).toEqual(expectedIds)
      expect(outcome.terminal).toBe('message-end')
      // Cut where it was told (or at the end of a shorter stream), the rest from the resume.
      expect(outcome.before).toBe(Math.min(cuts[outcome.index]!, outcome.ids.length))
      const row = stored.get(outcome.messageOid)
      expect(row?.status).toBe('complete')
      expect(outcome.text.trim()).toBe(row?.text)
      expect(outcome.endText).toBe(row?.text)
    }
    // Charged once: one free chat per turn, per guest.
    const used = await db
      .selectFrom('guests')
      .select(['device_id', 'free_chats_used'])
      .where(
        'device_id',
        'in',
        rooms.map((room) => room.guest),
      )
      .execute()
    for (const guest of used) expect(guest.free_chats_used).toBe(ROOMS_PER_GUEST * turnsPerRoom)
  },
  LIMIT_MS,
)
