/**
 * The LISTEN/NOTIFY chat bus: every subscriber on one database hears every frame once, in the
 * order published; on PGlite (one process) the frame reaches them as it is published, with
 * no statement and no trip through PGlite's thread.
 */
import pino from 'pino'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { describeEachEngine, openTestDatabase, type TestDatabase } from '../../db/testing'
import type { ChatBus, ChatEnvelope } from './bus'
import { createPgNotifyBus } from './bus-pg-notify'
import type { LiveChatMessage } from './contract'

const logger = pino({ level: 'silent' })

const message = (id: number): LiveChatMessage => ({
  kind: 'message',
  id: String(id),
  sendTime: '2026-11-29T10:00:00.000Z',
  content: `line ${id}`,
  sender: {} as LiveChatMessage['sender'],
  isBan: false,
  isHiddenName: false,
})

describeEachEngine('the LISTEN/NOTIFY chat bus', (engine) => {
  let database: TestDatabase
  const buses: ChatBus[] = []
  const open = async (heard: ChatEnvelope[], on: TestDatabase = database) => {
    const bus = createPgNotifyBus({ database: on, logger })
    await bus.subscribe((envelope) => heard.push(envelope))
    buses.push(bus)
    return bus
  }

  beforeAll(async () => {
    database = await openTestDatabase(engine)
  })
  afterAll(async () => {
    for (const bus of buses) await bus.close()
    await database?.close()
  })

  it('brings every frame to every subscriber once, in the order published', async () => {
    const first: ChatEnvelope[] = []
    const second: ChatEnvelope[] = []
    const publisher = await open(first)
    await open(second)
    for (let id = 1; id <= 20; id++)
      await publisher.publish('creator-a', message(id), id % 5 === 0 ? 'user-b' : undefined)
    await expect.poll(() => second.length).toBe(20)
    for (const heard of [first, second]) {
      expect(heard.map((envelope) => envelope.f.kind === 'message' && envelope.f.id)).toEqual(
        Array.from({ length: 20 }, (_, index) => String(index + 1)),
      )
      expect(heard.filter((envelope) => envelope.u === 'user-b')).toHaveLength(4)
      expect(heard.every((envelope) => envelope.c === 'creator-a')).toBe(true)
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect([first.length, second.length]).toEqual([20, 20])
  })

  it.skipIf(engine !== 'pglite')(
    'on PGlite hands a frame to the subscribers as it is published, with no statement',
    async () => {
      const heard: ChatEnvelope[] = []
      const elsewhere: ChatEnvelope[] = []
      const other = await openTestDatabase('pglite')
      try {
        await open(elsewhere, other)
        const notify = database.notify
        let statements = 0
        database.notify = (channel, payload) => {
          statements++
          return notify(channel, payload)
        }
        const bus = createPgNotifyBus({ database, logger })
        buses.push(bus)
        await bus.subscribe((envelope) => heard.push(envelope))
        const published = bus.publish('creator-a', message(1))
        expect(heard).toHaveLength(1)
        await published
        expect(statements).toBe(0)
        // Another database's subscribers are another process's, as LISTEN's would be.
        expect(elsewhere).toHaveLength(0)
        database.notify = notify
      } finally {
        await other.close()
      }
    },
  )
})
