import pino from 'pino'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { describeEachEngine, openTestDatabase, type TestDatabase } from '../../db/testing'
import { manualClock } from '../../wallet/testing'
import { sessionUser } from '../gacha/testing'
import { createContent } from '../index'
import type { ScenariosDeps } from './ports'
import { ROOM_LIMITS } from './room-limits'
import { sweepRooms } from './sweep'
import { SCENARIO_METADATA, threePageScenario } from './testing'

const MINUTE = 60_000

describeEachEngine('the multiplay rooms’ sweep', (engine) => {
  let database: TestDatabase
  const clock = manualClock()
  const creator = sessionUser(['user', 'creator'])
  let area: ReturnType<typeof createContent>
  /** Every room the sweeps said closed, in order (the hub would send each its closing frame). */
  const closedFrames: string[] = []

  beforeAll(async () => {
    database = await openTestDatabase(engine)
    area = createContent({ db: database.db, clock, logger: pino({ level: 'silent' }) })
  })
  afterAll(async () => {
    await area?.scenarioRooms.close()
    await database?.close()
  })

  const service = () => area.service.scenarios
  const viewer = () => ({ user: sessionUser(), guestDeviceId: null })
  const deps = (): ScenariosDeps => ({
    db: database.db,
    clock,
    logger: pino({ level: 'silent' }),
    catalog: area.service.catalog,
    rooms: { notifier: { changed: () => {}, closed: (oid) => closedFrames.push(oid) } },
  })
  const code = (promise: Promise<unknown>) =>
    promise.then(
      () => 'ok',
      (error: { code?: string }) => error.code,
    )

  async function publishedScenario() {
    const saved = await area.service.catalog.save(
      creator,
      { metaData: SCENARIO_METADATA },
      { kind: 'save' },
      { contentType: 'scenario' },
    )
    const draft = await service().save(creator, saved.contentOid, {
      document: threePageScenario(),
      version: 0,
    })
    await service().publish(creator, saved.contentOid, { version: draft.version })
    return saved.contentOid
  }

  const emptySince = async (roomOid: string) =>
    (
      await database.db
        .selectFrom('content_scenario_rooms')
        .select('empty_since')
        .where('oid', '=', roomOid)
        .executeTakeFirst()
    )?.empty_since ?? null

  it('closes a room left empty for 30 minutes and one a day old, and keeps the rest', async () => {
    const oid = await publishedScenario()
    const [a, b, c] = [viewer(), viewer(), viewer()]
    const old = await service().createRoom(a, oid)
    clock.advance(23 * 60 * MINUTE)
    const left = await service().createRoom(b, oid)
    const busy = await service().createRoom(c, oid)
    await service().leaveRoom(b, left.roomOid)
    expect(await emptySince(left.roomOid)).toEqual(clock.now())
    expect(await emptySince(busy.roomOid)).toBeNull()

    // 29 minutes later nothing is due: the emptied room is a minute short, the old one an hour.
    clock.advance(29 * MINUTE)
    expect(await sweepRooms(deps())).toEqual({ closed: [] })
    // Rejoining and leaving again starts the empty room's wait over.
    await service().joinRoom(b, left.roomOid)
    expect(await emptySince(left.roomOid)).toBeNull()
    await service().leaveRoom(b, left.roomOid)
    clock.advance(29 * MINUTE)
    expect(await sweepRooms(deps())).toEqual({ closed: [] })

    clock.advance(32 * MINUTE)
    const swept = await sweepRooms(deps())
    expect(swept.closed).toEqual([old.roomOid, left.roomOid].sort())
    expect(closedFrames).toEqual(swept.closed)
    for (const gone of swept.closed) {
      expect(await code(service().room(a, gone))).toBe('SCENARIO_ROOM_NOT_FOUND')
      expect(await code(service().joinRoom(viewer(), gone))).toBe('SCENARIO_ROOM_NOT_FOUND')
      expect(await code(service().vote(a, gone, { optionId: 'go-left', round: 1 }))).toBe(
        'SCENARIO_ROOM_NOT_FOUND',
      )
    }
    // The room with a member stays, and plays on.
    expect(await service().room(c, busy.roomOid)).toMatchObject({ members: 1 })
    // A timer set before the sweep finds nothing to close.
    await expect(service().tickRoom(left.roomOid)).resolves.toBeUndefined()
    expect(await sweepRooms(deps())).toEqual({ closed: [] })
    expect(closedFrames).toHaveLength(2)
  })

  it('closes a room once when two sweeps run at once', async () => {
    closedFrames.length = 0
    const oid = await publishedScenario()
    const members = Array.from({ length: 6 }, () => viewer())
    const rooms = []
    for (const member of members) {
      const room = await service().createRoom(member, oid)
      await service().leaveRoom(member, room.roomOid)
      rooms.push(room.roomOid)
    }
    clock.advance(ROOM_LIMITS.emptyMs)
    const [first, second] = await Promise.all([sweepRooms(deps()), sweepRooms(deps())])
    const closed = [...first.closed, ...second.closed].sort()
    expect(closed).toEqual([...rooms].sort())
    expect(new Set(closed).size).toBe(rooms.length)
    expect([...closedFrames].sort()).toEqual([...rooms].sort())
    expect(await sweepRooms(deps())).toEqual({ closed: [] })
  })
})
