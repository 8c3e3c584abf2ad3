/**
 * The live area's ingests as an admin reads them: the embedded and nginx-rtmp ingests with
 * their streams on air and of the last 30 days, and WebRTC as an extension point that runs
 * nothing; admins only.
 */
import { afterAll, beforeAll, expect, it } from 'vitest'
import { newObjectId } from '../../platform/db'
import { createMatrixWorld, type MatrixWorld } from '../support/authorization-matrix'
import { describeOnEngine } from '../support/http-engine'
import { startTestServer } from '../support/test-server'

describeOnEngine('admin live ingests', (engine) => {
  let world: MatrixWorld

  beforeAll(async () => {
    world = await createMatrixWorld(await startTestServer({ engine }))
  }, 120_000)
  afterAll(async () => {
    await world?.server.close()
  })

  it('lists each ingest kind with its streams, and RTC as not built', async () => {
    // The product may be shared with other files' streams: count what this test adds.
    const read = async () => {
      const answer = await world.server.api('/live/admin/ingests', {
        token: world.users.admin.token,
      })
      expect(answer.status, answer.text).toBe(200)
      expect(answer.json.windowDays).toBe(30)
      return answer.json.ingests as Array<{
        kind: string
        liveNow: number
        startedLast30Days: number
      }>
    }
    const before = await read()
    const now = Date.now()
    const stream = (ingest: 'embedded' | 'nginx', startedDaysAgo: number, ended: boolean) => ({
      oid: newObjectId(),
      creator_oid: newObjectId(),
      title: 'Ingest count',
      info: '',
      tags: '[]',
      is_adult: false,
      thumbnail_url: null,
      ingest,
      started_at: new Date(now - startedDaysAgo * 86_400_000),
      ended_at: ended ? new Date(now - startedDaysAgo * 86_400_000 + 3_600_000) : null,
    })
    await world.server.context.database.db
      .insertInto('live_streams')
      .values([
        stream('nginx', 0, false),
        stream('nginx', 2, true),
        stream('nginx', 40, true),
        stream('embedded', 1, true),
      ] as never)
      .execute()
    const counted = (await read()).map((ingest, index) =>
      ingest.kind === 'rtc'
        ? ingest
        : {
            ...ingest,
            liveNow: ingest.liveNow - before[index]!.liveNow,
            startedLast30Days: ingest.startedLast30Days - before[index]!.startedLast30Days,
          },
    )
    expect(counted).toEqual([
      expect.objectContaining({
        kind: 'embedded',
        protocol: 'RTMP',
        liveNow: 0,
        startedLast30Days: 1,
      }),
      expect.objectContaining({
        kind: 'nginx',
        protocol: 'RTMP',
        liveNow: 1,
        startedLast30Days: 2,
      }),
      {
        kind: 'rtc',
        protocol: 'WebRTC',
        running: false,
        publishUrl: null,
        liveNow: 0,
        startedLast30Days: 0,
      },
    ])
  })

  it('refuses a plain user and a creator', async () => {
    for (const token of [world.users.userA.token, world.users.creator.token]) {
      expect((await world.server.api('/live/admin/ingests', { token })).status).toBe(403)
    }
  })
})
