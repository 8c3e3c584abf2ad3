/** Analytics events on both engines: appended to their month's partition, never changed. */
import { sql } from 'kysely'
import pino from 'pino'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { newObjectId } from '../db'
import { describeEachEngine, openTestDatabase, type TestDatabase } from '../db/testing'
import type { SessionUser } from '../http'
import { createAnalyticsService } from './service'

const user: SessionUser = {
  oid: newObjectId(),
  nickname: 'reader',
  roles: ['user'],
  language: 'en',
  isAdult: false,
}

describeEachEngine('analytics events', (engine) => {
  let database: TestDatabase
  let now = new Date('2026-11-30T08:00:00Z')
  const service = () =>
    createAnalyticsService({
      db: database.db,
      clock: { now: () => now },
      logger: pino({ level: 'silent' }),
      sampleSeed: 'test',
    })

  beforeAll(async () => {
    database = await openTestDatabase(engine)
  })
  afterAll(async () => {
    await database?.close()
  })

  const partitionOf = async (eventOid: string) => {
    const { rows } = await sql<{ partition: string }>`
      select tableoid::regclass::text as partition from analytics_events where event_oid = ${eventOid}`.execute(
      database.db,
    )
    return rows[0]?.partition
  }

  it('stores an event in its month’s partition and counts a content’s page views', async () => {
    const contentOid = newObjectId()
    const analytics = service()
    for (const loadId of ['a', 'b', 'c'])
      await analytics.track(
        { user, guestDeviceId: null, clientId: 'GA1.1.9' },
        { event: 'page_view', properties: { path: `/play/${contentOid}`, contentOid, loadId } },
      )
    await analytics.track(
      { user: null, guestDeviceId: 'device-1', clientId: 'GA1.1.9' },
      { event: 'click', properties: { contentOid } },
    )
    const rows = await database.db
      .selectFrom('analytics_events')
      .selectAll()
      .where('content_oid', '=', contentOid)
      .orderBy('event')
      .execute()
    expect(rows).toHaveLength(4)
    expect(await partitionOf(rows[0]?.event_oid as string)).toBe('analytics_events_2026_11')
    // A guest's client id is never kept; their device is.
    expect(rows[0]).toMatchObject({
      event: 'click',
      user_oid: null,
      guest_device_id: 'device-1',
      client_id: null,
    })
    const views = await analytics.pageViews(
      [contentOid],
      new Date('2026-11-01T00:00:00Z'),
      new Date('2026-12-01T00:00:00Z'),
    )
    expect(views.get(contentOid)).toBe(3)
  })

  it('refuses to change a stored event', async () => {
    await expect(
      sql`update analytics_events set event = 'changed'`.execute(database.db),
    ).rejects.toThrow(/append-only/)
  })

  it('makes a missing month’s partition, moving what the default partition took meanwhile', async () => {
    now = new Date('2031-03-05T00:00:00Z')
    const early = newObjectId()
    // A row written before the partition existed lands in the default partition.
    await database.db
      .insertInto('analytics_events')
      .values({
        event_oid: early,
        at: now,
        event: 'page_view',
        user_oid: null,
        guest_device_id: null,
        client_id: null,
        load_id: null,
        path: null,
        content_oid: null,
        properties: '{}',
      })
      .execute()
    expect(await partitionOf(early)).toBe('analytics_events_default')
    const analytics = service()
    await analytics.track(
      { user, guestDeviceId: null, clientId: null },
      { event: 'page_view', properties: {} },
    )
    expect(await partitionOf(early)).toBe('analytics_events_2031_03')
    // A second service (another instance) finds it made.
    await service().track(
      { user, guestDeviceId: null, clientId: null },
      { event: 'x', properties: {} },
    )
  })
})
