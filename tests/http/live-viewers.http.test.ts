/**
 * Viewers now, across server instances: two live services on one database (two instances
 * of the product) each serve FLV viewers, and HLS viewers are counted by their playlist
 * requests. `GET /stream/{id}/views` on either counts them all; an instance that stops
 * refreshing (it died) and an HLS viewer who stopped asking drop out after the presence
 * time; the total counts distinct viewers once.
 */
import pino from 'pino'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { LiveService } from '../../platform/live'
import { HEARTBEAT_MS, PRESENCE_TTL_MS } from '../../platform/live/playback/viewers'
import { createLiveService } from '../../platform/live/studio/service'
import { grantRoles, type SignedIn, signUp } from '../support/accounts'
import { createMatrixWorld, type MatrixWorld } from '../support/authorization-matrix'
import { describeOnEngine } from '../support/http-engine'
import { startTestServer } from '../support/test-server'

describeOnEngine('live: viewers across instances', (engine) => {
  let world: MatrixWorld
  let streamer: SignedIn
  let here: LiveService
  let there: LiveService
  let streamOid: string
  let now = new Date('2026-03-02T10:00:00.000Z')
  const clock = { now: () => now }
  const advance = (ms: number) => {
    now = new Date(now.getTime() + ms)
  }

  beforeAll(async () => {
    world = await createMatrixWorld(await startTestServer({ engine, clock }))
    streamer = await signUp(world.server)
    await grantRoles(world.server, world.users.admin.token, streamer.oid, ['livestreamer'])
    const key = (await world.server.api('/live/key2', { token: streamer.token })).json.key
    const published = await world.server.api('/live/keyverification', {
      body: { creatorOid: streamer.oid, key, call: 'publish' },
    })
    expect(published.status, published.text).toBe(200)
    streamOid = published.json.streamOid
    here = world.server.context.live.service
    // A second instance of the product: its own memory, the same database.
    there = createLiveService({
      db: world.server.context.database.db,
      clock,
      logger: pino({ level: 'silent' }),
      users: { findUsers: async () => [], findByCustomUrl: async () => null },
      playback: { rtmpUrl: 'rtmp://localhost/live', hlsBaseUrl: null },
    })
  }, 120_000)
  afterAll(async () => {
    await world?.server.close()
  })

  const views = async () => {
    const answer = await world.server.api(`/stream/${streamOid}/views`)
    expect(answer.status, answer.text).toBe(200)
    return answer.json as { views: number; peakViews: number; totalViews: number }
  }

  it('counts FLV viewers of both instances and HLS viewers once each', async () => {
    await here.viewerJoined(streamOid, 'flv:a1')
    await here.viewerJoined(streamOid, 'flv:a2')
    await there.viewerJoined(streamOid, 'flv:b1')
    expect(await views()).toMatchObject({ views: 3, peakViews: 3, totalViews: 3 })

    // A playlist every 2 s: one presence write per heartbeat, one view.
    await here.hlsViewerSeen(streamer.oid, 'hls:ip:198.51.100.7')
    advance(2_000)
    await here.hlsViewerSeen(streamer.oid, 'hls:ip:198.51.100.7')
    expect(await views()).toMatchObject({ views: 4, peakViews: 4, totalViews: 4 })
  })

  it('drops an instance that stopped refreshing and an HLS viewer who stopped asking', async () => {
    advance(HEARTBEAT_MS)
    await here.refreshViewers()
    advance(PRESENCE_TTL_MS - HEARTBEAT_MS + 1_000)
    // This instance refreshed its two; the other instance and the HLS viewer went quiet.
    expect(await views()).toMatchObject({ views: 2, peakViews: 4, totalViews: 4 })

    await here.viewerLeft(streamOid, 'flv:a2')
    expect((await views()).views).toBe(1)

    // The HLS viewer comes back: present again, not a second view.
    await here.hlsViewerSeen(streamer.oid, 'hls:ip:198.51.100.7')
    expect(await views()).toMatchObject({ views: 2, totalViews: 4 })
  })

  it('keeps a viewer who left while the stream runs: back later is not a second view', async () => {
    await here.viewerJoined(streamOid, 'ip:203.0.113.5')
    expect((await views()).totalViews).toBe(5)
    await here.viewerLeft(streamOid, 'ip:203.0.113.5')
    // Long past the presence time, with the prune run in between.
    advance(5 * PRESENCE_TTL_MS)
    await here.refreshViewers()
    await here.viewerJoined(streamOid, 'ip:203.0.113.5')
    expect((await views()).totalViews).toBe(5)
    await here.viewerLeft(streamOid, 'ip:203.0.113.5')
  })

  it('counts nobody once the stream is off', async () => {
    const stopped = await world.server.api('/live/stop', {
      token: streamer.token,
      body: { creatorOid: streamer.oid },
    })
    expect(stopped.status, stopped.text).toBe(200)
    expect(await views()).toMatchObject({ views: 0, peakViews: 4, totalViews: 5 })
  })
})
