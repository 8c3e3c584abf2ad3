/**
 * Live replays over HTTP, without ffmpeg: a small file is fed to the replay service as the
 * recorder would leave it. States as the creator and others see them, publication as a
 * video content (`POST /live/record/upload`: the content, its stored file and its encoding
 * job), manual uploads kept apart, deletion, refusals changing nothing, and the 7-day
 * sweep on the injected clock. The recorder with a real ffmpeg: tests/http/ingest/replay-recording.http.test.ts.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { solidPng } from '../../platform/assets/testing'
import type { Clock } from '../../platform/http'
import { grantRoles, type SignedIn, signUp } from '../support/accounts'
import { createMatrixWorld, type MatrixWorld } from '../support/authorization-matrix'
import { describeOnEngine } from '../support/http-engine'
import { startTestServer } from '../support/test-server'

const NOW = new Date('2026-11-26T12:00:00.000Z')
const DAY = 24 * 3_600_000
const THUMBNAIL = '/api/upload/pics/replay-cover'

describeOnEngine('live replays', (engine) => {
  let world: MatrixWorld
  let streamer: SignedIn
  let other: SignedIn
  let key: string
  const clock: Clock & { at: Date } = { at: NOW, now: () => new Date(clock.at) }

  beforeAll(async () => {
    world = await createMatrixWorld(await startTestServer({ engine, clock }))
    // The encoder is not under test: the queued job is read, not run.
    await world.server.context.encoding.worker.stop()
    streamer = await signUp(world.server)
    other = await signUp(world.server)
    for (const user of [streamer, other])
      await grantRoles(world.server, world.users.admin.token, user.oid, ['creator', 'livestreamer'])
    key = (await world.server.api('/live/key2', { token: streamer.token })).json.key
  }, 120_000)
  afterAll(async () => {
    await world?.server.close()
  })

  const replays = () => world.server.context.live.replays
  const db = () => world.server.context.database.db

  /** One live on air and off again, then its recording as the recorder leaves it. */
  async function recordedLive(ready = true): Promise<{ recordOid: string; file: string }> {
    const on = await world.server.api('/live/keyverification', {
      body: { creatorOid: streamer.oid, key, call: 'publish' },
    })
    expect(on.status, on.text).toBe(200)
    const streamOid = on.json.streamOid as string
    await world.server.api('/live/keyverification', {
      body: { creatorOid: streamer.oid, key, call: 'publish_done' },
    })
    const recordOid = await replays().recordingEnded(streamer.oid, streamOid)
    const folder = replays().folderOf(streamer.oid)
    mkdirSync(folder, { recursive: true })
    const file = join(folder, `${streamOid}.mp4`)
    if (ready) {
      writeFileSync(file, Buffer.from('not really a video, only bytes to store'))
      await replays().recordingReady(recordOid, `${streamOid}.mp4`)
    }
    return { recordOid, file }
  }

  const list = (token?: string) =>
    world.server.api('/live/replays', { token, query: { creatorOid: streamer.oid } })

  it('shows the creator every state and others only published replays', async () => {
    const encoding = await recordedLive(false)
    const listed = await list(streamer.token)
    expect(listed.status, listed.text).toBe(200)
    const row = listed.json.replays.find(
      (r: { recordOid: string }) => r.recordOid === encoding.recordOid,
    )
    expect(row).toMatchObject({ state: 'encoding', creatorOid: streamer.oid, contentOid: null })
    expect(new Date(row.expiresAt).getTime() - new Date(row.endedAt).getTime()).toBe(7 * DAY)

    await replays().recordingFailed(encoding.recordOid, 'ffmpeg exited with 1')
    const failed = (await list(streamer.token)).json.replays.find(
      (r: { recordOid: string }) => r.recordOid === encoding.recordOid,
    )
    expect(failed).toMatchObject({ state: 'failed', error: 'The recording could not be made.' })

    const ready = await recordedLive()
    const mine = (await list(streamer.token)).json.replays
    expect(mine.find((r: { recordOid: string }) => r.recordOid === ready.recordOid)).toMatchObject({
      state: 'unpublished',
      size: 39,
    })
    expect((await list(other.token)).json).toEqual({ replays: [], uploads: [] })
    expect((await list()).json).toEqual({ replays: [], uploads: [] })
    expect((await list(world.users.admin.token)).json.replays.length).toBe(mine.length)
    // Quiet for a malformed id.
    expect((await world.server.api('/live/replays', { query: { creatorOid: 'x' } })).json).toEqual({
      replays: [],
      uploads: [],
    })
  })

  it('publishes a replay as video content whose file is the recording', async () => {
    const { recordOid } = await recordedLive()
    const upload = await world.server.api('/live/record/upload', {
      token: streamer.token,
      body: {
        creatorOid: streamer.oid,
        replayContent: { recordOid, title: 'Friday live', thumbnail: THUMBNAIL, price: 30 },
        status: 'published',
        discountSettings: [{ code: 'FRIDAY', amount: 10 }],
      },
    })
    expect(upload.status, upload.text).toBe(200)
    const contentOid = upload.json.contentOid as string
    expect(upload.json.replay).toMatchObject({
      recordOid,
      state: 'published',
      contentOid,
      expiresAt: null,
    })

    const content = await db()
      .selectFrom('contents')
      .selectAll()
      .where('oid', '=', contentOid)
      .executeTakeFirstOrThrow()
    expect(content).toMatchObject({
      creator_oid: streamer.oid,
      title: 'Friday live',
      price: 30,
      media: 'video',
    })
    // Published once encoded: the encoder holds its video meanwhile.
    expect(content.status).toBe('encoding')
    expect(content.status_after_encoding).toBe('published')
    expect(content.discount_settings).toEqual([{ code: 'FRIDAY', amount: 10 }])
    const [job] = await db()
      .selectFrom('encoding_jobs')
      .selectAll()
      .where('content_oid', '=', contentOid)
      .execute()
    expect(job).toMatchObject({ kind: 'video', status: 'queued', owner_oid: streamer.oid })
    const stored = await world.server.context.uploads.store.get(job?.source_key as string)
    expect(stored).not.toBeNull()

    // Everyone sees it now; a second upload of the same replay is refused.
    const seen = (await list(other.token)).json.replays
    expect(seen.map((r: { recordOid: string }) => r.recordOid)).toEqual([recordOid])
    const again = await world.server.api('/live/record/upload', {
      token: streamer.token,
      body: { replayContent: { recordOid, thumbnail: THUMBNAIL } },
    })
    expect(again.status).toBe(409)
    expect(again.json.code).toBe('LIVE_REPLAY_PUBLISHED')
  })

  it('publishes with the live’s own thumbnail unless the creator chose another', async () => {
    const uploadThumbnail = async (rgb: [number, number, number]) => {
      const stored = await world.server.api('/live/thumbnail', {
        token: streamer.token,
        query: { creatorOid: streamer.oid },
        rawBody: { bytes: solidPng(32, 18, rgb), contentType: 'image/png' },
      })
      expect(stored.status, stored.text).toBe(201)
      return stored.json.thumbnailUrl as string
    }
    const cover = await uploadThumbnail([20, 90, 160])
    const saved = await world.server.api('/live/studio', {
      token: streamer.token,
      body: {
        creatorOid: streamer.oid,
        info: { title: 'Harbour at dusk', thumbnail: cover, date: NOW.toISOString() },
      },
    })
    expect(saved.status, saved.text).toBe(200)
    const thumbnailOf = async (contentOid: string) =>
      (
        await db()
          .selectFrom('contents')
          .select('thumbnail')
          .where('oid', '=', contentOid)
          .executeTakeFirstOrThrow()
      ).thumbnail

    // No thumbnail in the request: the live's, as the Replays tab shows it.
    const first = await recordedLive()
    const listed = (await list(streamer.token)).json.replays.find(
      (r: { recordOid: string }) => r.recordOid === first.recordOid,
    )
    expect(listed.thumbnailUrl).toBe(cover)
    const published = await world.server.api('/live/record/upload', {
      token: streamer.token,
      body: { creatorOid: streamer.oid, replayContent: { recordOid: first.recordOid } },
    })
    expect(published.status, published.text).toBe(200)
    expect(await thumbnailOf(published.json.contentOid)).toBe(cover)

    // Another thumbnail uploaded through the tab's field replaces it for that replay.
    const second = await recordedLive()
    const other = await uploadThumbnail([200, 160, 20])
    const chosen = await world.server.api('/live/record/upload', {
      token: streamer.token,
      body: {
        creatorOid: streamer.oid,
        replayContent: { recordOid: second.recordOid, thumbnail: other },
      },
    })
    expect(chosen.status, chosen.text).toBe(200)
    expect(await thumbnailOf(chosen.json.contentOid)).toBe(other)
    // The lives after this one have no thumbnail again (the refusals below need one without).
    await db()
      .updateTable('live_channels')
      .set({ thumbnail_url: null })
      .where('creator_oid', '=', streamer.oid)
      .execute()
  })

  it('keeps manual uploads apart: a content of the creator listed among the replays', async () => {
    const saved = await world.server.api('/content/save', {
      token: streamer.token,
      body: { metaData: { title: 'Edited highlights' } },
    })
    const contentOid = saved.json.contentOid as string
    const added = await world.server.api('/live/record/upload', {
      token: streamer.token,
      body: { contentOid },
    })
    expect(added.status, added.text).toBe(200)
    expect(added.json.upload).toMatchObject({ contentOid, title: 'Edited highlights' })
    expect(
      (await list(other.token)).json.uploads.map((u: { contentOid: string }) => u.contentOid),
    ).toEqual([contentOid])
    // Another creator's content is not theirs to add.
    const foreign = await world.server.api('/live/record/upload', {
      token: other.token,
      body: { contentOid },
    })
    expect(foreign.status).toBe(404)
  })

  it('refuses what it cannot do and changes nothing', async () => {
    const encoding = await recordedLive(false)
    const ready = await recordedLive()
    const before = await db().selectFrom('live_replays').selectAll().orderBy('oid').execute()
    const contentsBefore = await db().selectFrom('contents').select('oid').execute()
    const attempts: [string, Record<string, unknown>, number, string][] = [
      [
        streamer.token,
        { replayContent: { recordOid: encoding.recordOid } },
        409,
        'LIVE_REPLAY_NOT_READY',
      ],
      [
        streamer.token,
        { replayContent: { recordOid: 'c'.repeat(24) } },
        404,
        'LIVE_REPLAY_NOT_FOUND',
      ],
      [streamer.token, {}, 400, 'LIVE_REPLAY_SOURCE_REQUIRED'],
      [
        streamer.token,
        { replayContent: { recordOid: ready.recordOid }, status: 'published' },
        400,
        'LIVE_REPLAY_THUMBNAIL_REQUIRED',
      ],
      [
        other.token,
        { creatorOid: streamer.oid, replayContent: { recordOid: ready.recordOid } },
        403,
        'FORBIDDEN',
      ],
      [
        world.users.userA.token,
        { replayContent: { recordOid: ready.recordOid } },
        403,
        'LIVE_NOT_LIVESTREAMER',
      ],
    ]
    for (const [token, body, status, code] of attempts) {
      const answer = await world.server.api('/live/record/upload', { token, body })
      expect(answer.status, `${JSON.stringify(body)} ${answer.text}`).toBe(status)
      expect(answer.json.code).toBe(code)
    }
    expect((await world.server.api('/live/record/upload', { body: {} })).status).toBe(401)
    const foreignDelete = await world.server.api('/live/record', {
      method: 'DELETE',
      token: other.token,
      body: { creatorOid: streamer.oid, recordOid: ready.recordOid },
    })
    expect(foreignDelete.status).toBe(403)
    expect(await db().selectFrom('live_replays').selectAll().orderBy('oid').execute()).toEqual(
      before,
    )
    expect(await db().selectFrom('contents').select('oid').execute()).toEqual(contentsBefore)

    const removed = await world.server.api('/live/record', {
      method: 'DELETE',
      token: streamer.token,
      body: { creatorOid: streamer.oid, recordOid: ready.recordOid },
    })
    expect(removed.json).toEqual({ recordOid: ready.recordOid, deleted: true })
    expect(existsSync(ready.file)).toBe(false)
    const gone = await world.server.api('/live/record', {
      method: 'DELETE',
      token: streamer.token,
      query: { creatorOid: streamer.oid, recordOid: ready.recordOid },
    })
    expect(gone.status).toBe(404)
  })

  it('deletes replays not published as content 7 days after their live', async () => {
    const kept = await recordedLive()
    const published = await recordedLive()
    const made = await world.server.api('/live/record/upload', {
      token: streamer.token,
      body: {
        replayContent: { recordOid: published.recordOid, thumbnail: THUMBNAIL },
        status: 'unpublished',
      },
    })
    expect(made.status, made.text).toBe(200)
    const start = clock.at
    try {
      clock.at = new Date(start.getTime() + 7 * DAY - 1000)
      await replays().sweep()
      expect(existsSync(kept.file)).toBe(true)
      clock.at = new Date(start.getTime() + 7 * DAY + 1000)
      expect(await replays().sweep()).toBeGreaterThanOrEqual(1)
      const left = (await list(streamer.token)).json.replays.map(
        (r: { recordOid: string }) => r.recordOid,
      )
      expect(left).not.toContain(kept.recordOid)
      expect(left).toContain(published.recordOid)
      expect(existsSync(kept.file)).toBe(false)
      expect(existsSync(published.file)).toBe(true)
    } finally {
      clock.at = start
    }
  })
})
