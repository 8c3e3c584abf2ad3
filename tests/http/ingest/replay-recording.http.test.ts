/**
 * Recording with a real encoder: ffmpeg publishes to the embedded ingest as OBS would, the
 * recorder copies the stream, and at liveOff the replay is "being encoded", then an
 * unpublished MP4 the creator can make content. Skipped, saying why, without ffmpeg
 * (the replay service alone is tested in tests/http/live-replays.http.test.ts).
 */
import { execFileSync } from 'node:child_process'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createRecorder, type EmbeddedIngest, startEmbeddedIngest } from '../../../platform/live'
import type { IngestRecorder } from '../../../platform/live/replays'
import { grantRoles, type SignedIn, signUp } from '../../support/accounts'
import { createMatrixWorld, type MatrixWorld } from '../../support/authorization-matrix'
import { skipWithout } from '../../support/environment'
import { FFMPEG, hasFfmpeg, publishTestStream, until } from '../../support/ffmpeg-publish'
import { startTestServer } from '../../support/test-server'

const reason = hasFfmpeg() ? null : `${FFMPEG} is missing: install Debian's ffmpeg`
if (reason) console.warn(`replay recording test skipped: ${reason}`)

describe.skipIf(skipWithout('ffmpeg', reason))('live replay recording', () => {
  let world: MatrixWorld
  let streamer: SignedIn
  let ingest: EmbeddedIngest
  let recorder: IngestRecorder
  let key: string

  beforeAll(async () => {
    world = await createMatrixWorld(await startTestServer())
    await world.server.context.encoding.worker.stop()
    streamer = await signUp(world.server)
    await grantRoles(world.server, world.users.admin.token, streamer.oid, [
      'creator',
      'livestreamer',
    ])
    key = (await world.server.api('/live/key2', { token: streamer.token })).json.key
    recorder = createRecorder({
      ffmpeg: FFMPEG,
      replays: world.server.context.live.replays,
      logger: world.server.context.logger,
    })
    ingest = await startEmbeddedIngest({
      host: '127.0.0.1',
      port: 0,
      live: world.server.context.live.service,
      logger: world.server.context.logger,
      ffmpeg: null,
      hlsDir: `${world.server.outboxDir}/live-hls`,
      recorder,
    })
  }, 120_000)
  afterAll(async () => {
    await ingest?.close()
    await recorder?.idle()
    await world?.server.close()
  })

  it('records a live into an MP4 replay, then publishes it as content', async () => {
    const publish = publishTestStream(
      `rtmp://127.0.0.1:${ingest.port}/live/${streamer.oid}?key=${key}`,
      8,
    )
    const { code, stderr } = await publish.done
    expect(code, stderr).toBe(0)
    const replays = async () =>
      (
        await world.server.api('/live/replays', {
          token: streamer.token,
          query: { creatorOid: streamer.oid },
        })
      ).json.replays as {
        recordOid: string
        state: string
        size: number | null
        streamOid: string
      }[]
    const [first] = await until(async () => {
      const listed = await replays()
      return listed.length > 0 ? listed : null
    })
    expect(['encoding', 'unpublished']).toContain(first?.state)
    await recorder.idle()
    const [ready] = await replays()
    expect(ready?.state).toBe('unpublished')
    expect(ready?.size).toBeGreaterThan(10_000)

    // The file is an MP4 of the stream's video and audio, a few seconds long.
    const file = join(
      world.server.context.live.replays.folderOf(streamer.oid),
      `${ready?.streamOid}.mp4`,
    )
    const probe = execFileSync('/usr/bin/ffprobe', [
      '-v',
      'error',
      '-show_entries',
      'stream=codec_type:format=duration,format_name',
      '-of',
      'json',
      file,
    ]).toString()
    const info = JSON.parse(probe)
    expect(info.format.format_name).toContain('mp4')
    expect(info.streams.map((s: { codec_type: string }) => s.codec_type).sort()).toEqual([
      'audio',
      'video',
    ])
    expect(Number(info.format.duration)).toBeGreaterThan(2)

    const upload = await world.server.api('/live/record/upload', {
      token: streamer.token,
      body: {
        replayContent: { recordOid: ready?.recordOid, thumbnail: '/api/upload/pics/cover' },
        status: 'published',
      },
    })
    expect(upload.status, upload.text).toBe(200)
    expect(upload.json.replay.state).toBe('published')
    const job = await world.server.context.database.db
      .selectFrom('encoding_jobs')
      .selectAll()
      .where('content_oid', '=', upload.json.contentOid)
      .executeTakeFirstOrThrow()
    expect(job.kind).toBe('video')
  }, 90_000)
})
