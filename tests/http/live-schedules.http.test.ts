/**
 * Live schedules over HTTP: a livestreamer creates, updates, lists and deletes their
 * announced lives; admins write any livestreamer's; others are refused and change nothing;
 * texts for a missing title, a past or too distant date and the upcoming limit; quiet reads.
 */
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { Clock } from '../../platform/http'
import { SCHEDULE_LIMITS, SCHEDULE_TEXTS } from '../../platform/live/schedules'
import { grantRoles, type SignedIn, signUp } from '../support/accounts'
import { createMatrixWorld, type MatrixWorld } from '../support/authorization-matrix'
import { describeOnEngine } from '../support/http-engine'
import { startTestServer } from '../support/test-server'

const NOW = new Date('2026-11-26T12:00:00.000Z')
const inHours = (hours: number) => new Date(NOW.getTime() + hours * 3_600_000).toISOString()

describeOnEngine('live schedules', (engine) => {
  let world: MatrixWorld
  let streamer: SignedIn
  let other: SignedIn
  const clock: Clock & { at: Date } = { at: NOW, now: () => new Date(clock.at) }

  beforeAll(async () => {
    world = await createMatrixWorld(await startTestServer({ engine, clock }))
    streamer = await signUp(world.server)
    other = await signUp(world.server)
    for (const user of [streamer, other])
      await grantRoles(world.server, world.users.admin.token, user.oid, ['livestreamer'])
  }, 120_000)
  afterAll(async () => {
    await world?.server.close()
  })

  const save = (token: string, creatorOid: string, info: Record<string, unknown>) =>
    world.server.api('/live/schedule', { token, body: { creatorOid, info } })
  const list = (creatorOid: string) =>
    world.server.api('/live/schedules', { query: { creatorOid } })
  const count = async () =>
    (
      await world.server.context.database.db
        .selectFrom('live_schedules')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n

  it('creates, updates, lists soonest first and deletes a schedule', async () => {
    const later = await save(streamer.token, streamer.oid, {
      title: 'Late show',
      date: inHours(48),
      info: 'Talk and songs',
    })
    expect(later.status, later.text).toBe(200)
    const soon = await save(streamer.token, streamer.oid, { title: 'Morning', date: inHours(2) })
    expect(soon.status).toBe(200)
    expect(soon.json.schedule).toMatchObject({
      creatorOid: streamer.oid,
      title: 'Morning',
      info: '',
      date: inHours(2),
      thumbnailUrl: null,
    })

    const listed = await list(streamer.oid)
    expect(listed.json.schedules.map((s: { title: string }) => s.title)).toEqual([
      'Morning',
      'Late show',
    ])
    const next = await world.server.api('/live/schedule', { query: { creatorOid: streamer.oid } })
    expect(next.json.schedule.title).toBe('Morning')
    const byOid = await world.server.api('/live/schedule', {
      query: { oid: later.json.schedule.oid },
    })
    expect(byOid.json.schedule.info).toBe('Talk and songs')

    const updated = await save(streamer.token, streamer.oid, {
      oid: later.json.schedule.oid,
      title: 'Late show, moved',
      date: inHours(72),
    })
    expect(updated.status, updated.text).toBe(200)
    expect(updated.json.schedule).toMatchObject({
      oid: later.json.schedule.oid,
      title: 'Late show, moved',
      date: inHours(72),
    })

    // A past schedule is no longer listed.
    clock.at = new Date(NOW.getTime() + 3 * 3_600_000)
    expect((await list(streamer.oid)).json.schedules.map((s: { oid: string }) => s.oid)).toEqual([
      later.json.schedule.oid,
    ])
    clock.at = NOW

    const removed = await world.server.api('/live/schedule', {
      method: 'DELETE',
      token: streamer.token,
      body: { oid: soon.json.schedule.oid },
    })
    expect(removed.json).toEqual({ oid: soon.json.schedule.oid, deleted: true })
    const byQuery = await world.server.api('/live/schedule', {
      method: 'DELETE',
      token: streamer.token,
      query: { oid: later.json.schedule.oid },
    })
    expect(byQuery.status, byQuery.text).toBe(200)
    expect((await list(streamer.oid)).json.schedules).toEqual([])
  })

  it('refuses bad input with its text and changes nothing', async () => {
    const before = await count()
    const cases: [Record<string, unknown>, number, string][] = [
      [{ date: inHours(1) }, 400, SCHEDULE_TEXTS.titleRequired],
      [{ title: '   ', date: inHours(1) }, 400, SCHEDULE_TEXTS.titleRequired],
      [{ title: 'x'.repeat(101), date: inHours(1) }, 400, SCHEDULE_TEXTS.titleTooLong],
      [{ title: 'No date' }, 400, SCHEDULE_TEXTS.dateRequired],
      [{ title: 'Bad date', date: 'tomorrow' }, 400, SCHEDULE_TEXTS.dateRequired],
      [{ title: 'Past', date: inHours(-1) }, 400, SCHEDULE_TEXTS.dateInPast],
      [{ title: 'Far', date: inHours(24 * 400) }, 400, SCHEDULE_TEXTS.dateTooFar],
      [
        { title: 'Long', date: inHours(1), info: 'x'.repeat(2001) },
        400,
        SCHEDULE_TEXTS.infoTooLong,
      ],
      [{ oid: 'f'.repeat(24), title: 'Ghost', date: inHours(1) }, 404, SCHEDULE_TEXTS.notFound],
    ]
    for (const [info, status, message] of cases) {
      const answer = await save(streamer.token, streamer.oid, info)
      expect(answer.status, JSON.stringify(info)).toBe(status)
      expect(answer.json.error).toBe(message)
    }
    expect(await count()).toBe(before)
  })

  it('lets only the livestreamer and admins write, and hides others’ schedules', async () => {
    const mine = await save(streamer.token, streamer.oid, { title: 'Mine', date: inHours(5) })
    const oid = mine.json.schedule.oid
    expect(
      (await save(other.token, streamer.oid, { title: 'Theirs', date: inHours(5) })).status,
    ).toBe(403)
    expect(
      (await save(world.users.userA.token, world.users.userA.oid, { title: 'x', date: inHours(5) }))
        .status,
    ).toBe(403)
    expect(
      (await world.server.api('/live/schedule', { body: { creatorOid: streamer.oid, info: {} } }))
        .status,
    ).toBe(401)
    // Another livestreamer cannot delete it, and learns nothing of it.
    const foreign = await world.server.api('/live/schedule', {
      method: 'DELETE',
      token: other.token,
      body: { oid },
    })
    expect(foreign.status).toBe(404)
    const byAdmin = await save(world.users.admin.token, streamer.oid, {
      oid,
      title: 'Fixed by an admin',
      date: inHours(6),
    })
    expect(byAdmin.status, byAdmin.text).toBe(200)
    // Admins write only for livestreamers.
    expect(
      (await save(world.users.admin.token, world.users.userA.oid, { title: 'x', date: inHours(5) }))
        .status,
    ).toBe(404)
    const deleted = await world.server.api('/live/schedule', {
      method: 'DELETE',
      token: world.users.admin.token,
      body: { oid },
    })
    expect(deleted.status).toBe(200)
  })

  it('holds at most the upcoming limit per creator', async () => {
    for (let index = 0; index < SCHEDULE_LIMITS.upcomingMax; index += 1) {
      const made = await save(other.token, other.oid, {
        title: `Show ${index}`,
        date: inHours(index + 1),
      })
      expect(made.status, made.text).toBe(200)
    }
    const over = await save(other.token, other.oid, { title: 'One more', date: inHours(30) })
    expect(over.status).toBe(409)
    expect(over.json.error).toBe(SCHEDULE_TEXTS.tooMany)
    expect((await list(other.oid)).json.schedules).toHaveLength(SCHEDULE_LIMITS.upcomingMax)
  })

  it('reads quietly: empty or null for a bad id or nobody', async () => {
    expect((await list('nope')).json).toEqual({ schedules: [] })
    expect((await world.server.api('/live/schedules')).json).toEqual({ schedules: [] })
    expect((await list('a'.repeat(24))).json).toEqual({ schedules: [] })
    expect((await world.server.api('/live/schedule', { query: { creatorOid: 'x' } })).json).toEqual(
      {
        schedule: null,
      },
    )
    expect(
      (await world.server.api('/live/schedule', { query: { oid: 'b'.repeat(24) } })).json,
    ).toEqual({
      schedule: null,
    })
  })
})
