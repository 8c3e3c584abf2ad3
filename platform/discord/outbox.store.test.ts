/**
 * The outbox on both engines against the local Discord: every job is sent exactly once
 * even with two workers draining at once, one member's jobs go in the order they were
 * queued, a crashed worker's job is taken again when its lease runs out, and jobs queued
 * while Discord is not configured are sent by the next worker that can.
 */
import pino from 'pino'
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest'
import { describeEachEngine, openTestDatabase, type TestDatabase } from '../db/testing'
import { createDiscordRestApi } from './api'
import { createOutbox, enqueue } from './outbox'
import { type FakeDiscord, startFakeDiscord } from './testing'

const GUILD = '310000000000000001'
const ROLES = ['410000000000000001', '410000000000000002']
const CREATOR = 'c'.repeat(24)
const logger = pino({ level: 'silent' })

describeEachEngine('Discord outbox', (engine) => {
  let fake: FakeDiscord
  let database: TestDatabase
  let now = new Date('2026-03-10T12:00:00Z')
  const clock = { now: () => now }

  beforeAll(async () => {
    fake = await startFakeDiscord({ guilds: { [GUILD]: ROLES } })
  })
  afterAll(async () => {
    await fake.close()
  })
  beforeEach(async () => {
    database = await openTestDatabase(engine)
    now = new Date('2026-03-10T12:00:00Z')
    fake.requests.length = 0
    fake.outage = false
    const members = fake.guilds.get(GUILD)
    members?.clear()
    for (let index = 0; index < 40; index++) members?.set(memberId(index), new Set())
  })
  afterEach(async () => {
    await database.close()
  })

  const memberId = (index: number) => `51000000000000${String(index).padStart(4, '0')}`
  const api = () =>
    createDiscordRestApi({
      botToken: fake.botToken,
      clientId: fake.clientId,
      clientSecret: fake.clientSecret,
      apiBase: fake.url,
      authorizeUrl: 'http://unused',
    })
  const job = (index: number, op: 'add_role' | 'remove_role', role = ROLES[0] as string) =>
    enqueue(database.db, now, {
      creatorOid: CREATOR,
      userOid: null,
      op,
      guildId: GUILD,
      discordId: memberId(index),
      roleId: role,
      reason: 'test',
    })

  it('sends each job once with two workers draining together', async () => {
    for (let index = 0; index < 40; index++) await job(index, 'add_role')
    const workers = [1, 2].map(() => createOutbox({ db: database.db, clock, logger, api: api() }))
    const reports = await Promise.all(workers.map((worker) => worker.drainAll(7)))
    expect((reports[0]?.done ?? 0) + (reports[1]?.done ?? 0)).toBe(40)
    const puts = fake.requests.filter((request) => request.method === 'PUT')
    expect(new Set(puts.map((request) => request.path)).size).toBe(40)
    expect(puts).toHaveLength(40)
  })

  it("keeps one member's jobs in order and retakes a crashed worker's job after its lease", async () => {
    const first = await job(0, 'add_role', ROLES[0])
    await job(0, 'remove_role', ROLES[0])
    await job(0, 'add_role', ROLES[1])
    await job(1, 'add_role', ROLES[0])
    // A worker claimed member 0's first job and died before Discord answered.
    await database.db
      .updateTable('discord_outbox')
      .set({ lease_until: new Date(now.getTime() + 60_000), attempts: 1 })
      .where('oid', '=', first)
      .execute()
    const outbox = createOutbox({ db: database.db, clock, logger, api: api() })
    expect(await outbox.drainAll()).toMatchObject({ done: 1 })
    expect(fake.rolesOf(GUILD, memberId(0))).toEqual([])
    now = new Date(now.getTime() + 61_000)
    expect(await outbox.drainAll()).toMatchObject({ done: 3 })
    const member0 = fake.requests
      .filter((request) => request.path.includes(memberId(0)))
      .map((request) => `${request.method} ${request.path.split('/').at(-1)}`)
    expect(member0).toEqual([`PUT ${ROLES[0]}`, `DELETE ${ROLES[0]}`, `PUT ${ROLES[1]}`])
    expect(fake.rolesOf(GUILD, memberId(0))).toEqual([ROLES[1]])
  })

  it('holds jobs while Discord is not configured and sends them after a restart with it', async () => {
    await job(2, 'add_role')
    const unconfigured = createOutbox({ db: database.db, clock, logger, api: null })
    expect(await unconfigured.drainAll()).toMatchObject({ claimed: 0 })
    const restarted = createOutbox({ db: database.db, clock, logger, api: api() })
    expect(await restarted.drainAll()).toMatchObject({ done: 1 })
    expect(fake.rolesOf(GUILD, memberId(2))).toEqual([ROLES[0]])
  })

  it('backs off through an outage, then delivers; removing from a member who left is done', async () => {
    await job(3, 'add_role')
    fake.outage = true
    const outbox = createOutbox({ db: database.db, clock, logger, api: api() })
    expect(await outbox.drainAll()).toMatchObject({ retrying: 1 })
    now = new Date(now.getTime() + 4_000)
    expect(await outbox.drainAll()).toMatchObject({ claimed: 0 })
    now = new Date(now.getTime() + 1_000)
    expect(await outbox.drainAll()).toMatchObject({ retrying: 1 })
    fake.outage = false
    now = new Date(now.getTime() + 10_000)
    expect(await outbox.drainAll()).toMatchObject({ done: 1 })
    fake.guilds.get(GUILD)?.delete(memberId(3))
    await job(3, 'remove_role')
    expect(await outbox.drainAll()).toMatchObject({ done: 1, failed: 0 })
    // Granting to someone not in the server cannot succeed by retrying.
    await job(3, 'add_role')
    expect(await outbox.drainAll()).toMatchObject({ failed: 1 })
  })

  it('prunes sent jobs after 30 days and keeps failed ones', async () => {
    await job(4, 'add_role')
    await job(4, 'add_role', '499999999999999999')
    const outbox = createOutbox({ db: database.db, clock, logger, api: api() })
    expect(await outbox.drainAll()).toMatchObject({ done: 1, failed: 1 })
    now = new Date(now.getTime() + 29 * 24 * 60 * 60_000)
    expect(await outbox.prune()).toBe(0)
    now = new Date(now.getTime() + 2 * 24 * 60 * 60_000)
    expect(await outbox.prune()).toBe(1)
    const left = await database.db.selectFrom('discord_outbox').select('state').execute()
    expect(left.map((row) => row.state)).toEqual(['failed'])
  })
})
