/**
 * View counts by viewer, not by connection: raw FLV connections without an account from one
 * address are one viewer for `peakViews` and `totalViews` (creator analytics), whether open
 * together or reconnecting; a signed-in viewer is counted by their account.
 *
 * The FLV relay needs an ingest: a stand-in that serves this test's creator only (the
 * embedded ingest's FLV is tested with a real encoder in tests/live/embedded-ingest.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { FlvViewer, LiveIngestControl } from '../../platform/live/ports'
import { grantRoles, type SignedIn, signUp } from '../support/accounts'
import { createMatrixWorld, type MatrixWorld } from '../support/authorization-matrix'
import { startTestServer } from '../support/test-server'

describe('live views: FLV connections counted by viewer', () => {
  let world: MatrixWorld
  let streamer: SignedIn
  let viewer: SignedIn
  let streamOid: string
  let previous: LiveIngestControl | null
  const relayed = new Set<FlvViewer>()
  let joins = 0
  let leaves = 0

  beforeAll(async () => {
    world = await createMatrixWorld(await startTestServer())
    streamer = await signUp(world.server)
    viewer = await signUp(world.server)
    await grantRoles(world.server, world.users.admin.token, streamer.oid, ['livestreamer'])
    const key = (await world.server.api('/live/key2', { token: streamer.token })).json.key
    const published = await world.server.api('/live/keyverification', {
      body: { creatorOid: streamer.oid, key, call: 'publish' },
    })
    expect(published.status, published.text).toBe(200)
    streamOid = published.json.streamOid
    const live = world.server.context.live.service
    previous = live.ingestControl()
    const mine = (creatorOid: string) => creatorOid === streamer.oid
    live.attachIngest({
      kick: (creatorOid) => (mine(creatorOid) ? undefined : previous?.kick(creatorOid)),
      hlsReady: (creatorOid) => (mine(creatorOid) ? false : !!previous?.hlsReady(creatorOid)),
      hlsFolder: (creatorOid) =>
        mine(creatorOid) ? null : (previous?.hlsFolder(creatorOid) ?? null),
      guestFolder: (creatorOid) =>
        mine(creatorOid) ? null : (previous?.guestFolder(creatorOid) ?? null),
      sourceVideo: (creatorOid) =>
        mine(creatorOid) ? null : (previous?.sourceVideo(creatorOid) ?? null),
      subscribe(creatorOid, flv) {
        if (!mine(creatorOid)) return previous?.subscribe(creatorOid, flv) ?? null
        relayed.add(flv)
        flv.send(Buffer.from('FLV\x01\x05\x00\x00\x00\x09'))
        return () => relayed.delete(flv)
      },
    })
    // Joins and leaves are written after the answer starts: the test waits for their count.
    const joined = live.viewerJoined.bind(live)
    const left = live.viewerLeft.bind(live)
    vi.spyOn(live, 'viewerJoined').mockImplementation(async (...args) => {
      await joined(...args)
      joins += 1
    })
    vi.spyOn(live, 'viewerLeft').mockImplementation(async (...args) => {
      await left(...args)
      leaves += 1
    })
  }, 120_000)
  afterAll(async () => {
    for (const flv of relayed) flv.end()
    vi.restoreAllMocks()
    world?.server.context.live.service.attachIngest(previous)
    await world?.server.close()
  })

  const views = async () => {
    const answer = await world.server.api(`/stream/${streamOid}/views`)
    expect(answer.status, answer.text).toBe(200)
    return answer.json as { views: number; peakViews: number; totalViews: number }
  }
  /** Opens the FLV address and reads its first bytes; the abort closes it. */
  const watch = async (token?: string) => {
    const abort = new AbortController()
    const response = await fetch(`${world.server.url}/api/live/flv/${streamer.oid}.flv`, {
      signal: abort.signal,
      ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
    })
    expect(response.status).toBe(200)
    const reader = (response.body as ReadableStream<Uint8Array>).getReader()
    const first = await reader.read()
    expect(
      Buffer.from(first.value ?? [])
        .subarray(0, 3)
        .toString(),
    ).toBe('FLV')
    return () => abort.abort()
  }

  it('counts 20 connections from one address without an account as one viewer', async () => {
    const closes = await Promise.all(Array.from({ length: 20 }, () => watch()))
    await expect.poll(() => joins).toBe(20)
    expect(await views()).toMatchObject({ views: 1, peakViews: 1, totalViews: 1 })

    // Closing some keeps the viewer while one connection stays open.
    for (const close of closes.slice(1)) close()
    await expect.poll(() => leaves).toBe(19)
    expect((await views()).views).toBe(1)
    closes[0]?.()
    await expect.poll(() => leaves).toBe(20)
    expect((await views()).views).toBe(0)

    // Coming back is the same viewer: present again, not a second view.
    const again = await watch()
    await expect.poll(() => joins).toBe(21)
    expect(await views()).toMatchObject({ views: 1, peakViews: 1, totalViews: 1 })
    again()
    await expect.poll(() => leaves).toBe(21)
  })

  it('counts a signed-in viewer by account, apart from the address', async () => {
    const mine = await Promise.all([watch(viewer.token), watch(viewer.token), watch()])
    await expect.poll(() => joins).toBe(24)
    expect(await views()).toMatchObject({ views: 2, peakViews: 2, totalViews: 2 })
    for (const close of mine) close()
    await expect.poll(() => leaves).toBe(24)
    expect(relayed.size).toBe(0)
  })
})
