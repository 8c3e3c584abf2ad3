/**
 * The embedded RTMP ingest with a real encoder: ffmpeg publishes a test stream as OBS would.
 * A wrong key is refused and nothing goes live; the right key goes liveOn, viewers read
 * FLV through the HTTP relay (and HLS packaged by ffmpeg), and the end of the publish is
 * liveOff. A picture taller than 720 lines gains a 720p rendition for signed-out viewers.
 * Skipped, saying why, without ffmpeg.
 */
import { spawn } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest'
import { type EmbeddedIngest, startEmbeddedIngest } from '../../../platform/live'
import { grantRoles, type SignedIn, signUp } from '../../support/accounts'
import { createMatrixWorld, type MatrixWorld } from '../../support/authorization-matrix'
import { skipWithout } from '../../support/environment'
import {
  FFMPEG,
  hasFfmpeg,
  probeSize,
  probeStreamKinds,
  publishTestStream,
  until,
} from '../../support/ffmpeg-publish'
import { startTestServer } from '../../support/test-server'

const reason = hasFfmpeg() ? null : `${FFMPEG} is missing: install Debian's ffmpeg`
if (reason) console.warn(`embedded ingest test skipped: ${reason}`)

describe.skipIf(skipWithout('ffmpeg', reason))('embedded RTMP ingest', () => {
  let world: MatrixWorld
  let streamer: SignedIn
  let ingest: EmbeddedIngest
  let key: string
  let hlsDir: string

  beforeAll(async () => {
    world = await createMatrixWorld(await startTestServer())
    streamer = await signUp(world.server)
    await grantRoles(world.server, world.users.admin.token, streamer.oid, ['livestreamer'])
    key = (await world.server.api('/live/key2', { token: streamer.token })).json.key
    hlsDir = `${world.server.outboxDir}/live-hls`
    ingest = await startEmbeddedIngest({
      host: '127.0.0.1',
      port: 0,
      live: world.server.context.live.service,
      logger: world.server.context.logger,
      ffmpeg: FFMPEG,
      hlsDir,
    })
  }, 120_000)
  afterAll(async () => {
    await ingest?.close()
    await world?.server.close()
  })

  /** At least `size` bytes of a streamed answer, then the stream is let go. */
  const readBytes = async (answer: Response, size: number) => {
    const reader = (answer.body as ReadableStream<Uint8Array>).getReader()
    const chunks: Uint8Array[] = []
    let length = 0
    while (length < size) {
      const { value, done } = await reader.read()
      if (done) break
      chunks.push(value)
      length += value.length
    }
    await reader.cancel()
    return Buffer.concat(chunks)
  }

  const state = async () =>
    (await world.server.api('/live/play', { query: { creatorOid: streamer.oid } })).json

  it('refuses a wrong key: ffmpeg is dropped and the stream stays off', async () => {
    const publish = publishTestStream(
      `rtmp://127.0.0.1:${ingest.port}/live/${streamer.oid}?key=lk_${'x'.repeat(43)}`,
      6,
    )
    const { code } = await publish.done
    expect(code).not.toBe(0)
    expect((await state()).state).toBe('liveOff')
    expect(ingest.publishing()).toEqual([])
    const rows = await world.server.context.database.db
      .selectFrom('live_streams')
      .selectAll()
      .where('creator_oid', '=', streamer.oid)
      .execute()
    expect(rows).toEqual([])
  }, 60_000)

  it('publishes with the right key: liveOn, FLV and HLS readable, then liveOff', async () => {
    const publish = publishTestStream(
      `rtmp://127.0.0.1:${ingest.port}/live/${streamer.oid}?key=${key}`,
      6,
    )
    const live = await until(async () => {
      const answer = await state()
      return answer.state === 'liveOn' ? answer : null
    })
    expect(live.flvUrl).toBe(`/api/live/flv/${streamer.oid}.flv`)
    // A picture of 720 lines or fewer is everyone's: no guest rendition, no token.
    expect(live.rendition).toBe('source')
    const studio = await until(async () => {
      const answer = await world.server.api('/live/studio', {
        token: streamer.token,
        query: { creatorOid: streamer.oid },
      })
      return answer.json.source ? answer.json : null
    })
    expect(studio.source).toEqual({ width: 320, height: 240, aboveRecommended: false })

    const flv = await fetch(`${world.server.url}${live.flvUrl}`)
    expect(flv.headers.get('content-type')).toBe('video/x-flv')
    const reader = (flv.body as ReadableStream<Uint8Array>).getReader()
    const bytes: number[] = []
    while (bytes.length < 4096) {
      const { value, done } = await reader.read()
      if (done) break
      bytes.push(...value)
    }
    await reader.cancel()
    expect(Buffer.from(bytes.slice(0, 3)).toString()).toBe('FLV')
    expect(bytes.length).toBeGreaterThanOrEqual(4096)

    const hls = await until(async () => {
      const answer = await state()
      if (!answer.hlsUrl) return null
      const playlist = await fetch(`${world.server.url}${answer.hlsUrl}`)
      const text = playlist.ok ? await playlist.text() : ''
      return text.includes('.ts') ? { url: answer.hlsUrl as string, text } : null
    })
    expect(hls.text).toContain('#EXTM3U')
    const segment = hls.text.split('\n').find((line) => line.endsWith('.ts')) as string
    const ts = await fetch(`${world.server.url}${hls.url.replace('index.m3u8', segment)}`)
    expect(ts.status).toBe(200)
    expect(new Uint8Array(await ts.arrayBuffer())[0]).toBe(0x47)

    const { code, stderr } = await publish.done
    expect(code, stderr).toBe(0)
    await until(async () => (await state()).state === 'liveOff')
    const [row] = await world.server.context.database.db
      .selectFrom('live_streams')
      .selectAll()
      .where('creator_oid', '=', streamer.oid)
      .execute()
    expect(row?.ingest).toBe('embedded')
    expect(row?.ended_at).not.toBeNull()
    // One viewer: the FLV connection and the HLS playlist reader are the same address
    // without an account (a viewer is an account or an address: platform/live/playback/viewers).
    expect(row?.total_views).toBe(1)
  }, 90_000)

  it('gives signed-out viewers a 720p rendition of a taller picture, and the source to the signed-in', async () => {
    const viewer = await signUp(world.server)
    const publish = publishTestStream(
      `rtmp://127.0.0.1:${ingest.port}/live/${streamer.oid}?key=${key}`,
      60,
      { size: '1920x1440', rate: 5 },
    )
    // A failed step must not leave the stream on for the next test.
    onTestFinished(() => publish.stop())
    // The studio reads the publisher's picture from its metadata and warns above 1080p.
    const studio = await until(async () => {
      const answer = await world.server.api('/live/studio', {
        token: streamer.token,
        query: { creatorOid: streamer.oid },
      })
      return answer.json.source ? answer.json : null
    })
    expect(studio.source).toEqual({ width: 1920, height: 1440, aboveRecommended: true })

    // Play waits for the guest rendition to be decided: the first answer that is live is
    // already the 720p one, however early the guest came.
    const guest = await until(async () => {
      const answer = await state()
      return answer.state === 'liveOn' ? answer : null
    })
    expect(guest).toMatchObject({
      maxQuality: '720p',
      rendition: '720p',
      flvUrl: `/api/live/flv/${streamer.oid}/720.flv`,
      hlsUrl: `/api/live/hls/${streamer.oid}/720/index.m3u8`,
    })
    // Over FLV the guest's picture is the 720p rendition, as soon as the source's.
    const guestFlv = await fetch(`${world.server.url}${guest.flvUrl}`)
    expect(guestFlv.headers.get('content-type')).toBe('video/x-flv')
    const flvFile = join(world.server.outboxDir, 'probe-720.flv')
    writeFileSync(flvFile, await readBytes(guestFlv, 64 * 1024))
    expect(probeSize(flvFile)).toEqual({ width: 960, height: 720 })
    // Probing the source briefly still finds its sound.
    expect(probeStreamKinds(flvFile)).toEqual(expect.arrayContaining(['audio', 'video']))

    const playlist = await until(async () => {
      const answer = await fetch(`${world.server.url}${guest.hlsUrl}`)
      const text = answer.ok ? await answer.text() : ''
      return text.includes('.ts') ? text : null
    }, 60_000)
    const segment = playlist.split('\n').find((line) => line.endsWith('.ts')) as string
    const bytes = await fetch(`${world.server.url}/api/live/hls/${streamer.oid}/720/${segment}`)
    expect(bytes.status).toBe(200)
    const file = join(world.server.outboxDir, 'probe-720.ts')
    writeFileSync(file, new Uint8Array(await bytes.arrayBuffer()))
    expect(probeSize(file)).toEqual({ width: 960, height: 720 })

    // The source addresses are for signed-in viewers while the guest rendition is encoded.
    for (const path of [
      `/api/live/flv/${streamer.oid}.flv`,
      `/api/live/hls/${streamer.oid}/index.m3u8`,
    ]) {
      const refused = await fetch(`${world.server.url}${path}`)
      expect(refused.status, path).toBe(401)
      expect((await refused.json()).code).toBe('LIVE_LOGIN_REQUIRED')
    }
    const signedIn = (
      await world.server.api('/live/play', {
        token: viewer.token,
        query: { creatorOid: streamer.oid },
      })
    ).json
    expect(signedIn).toMatchObject({ rendition: 'source', maxQuality: '1080p' })
    expect(signedIn.flvUrl).toMatch(new RegExp(`^/api/live/flv/${streamer.oid}\\.flv\\?t=`))
    const flv = await fetch(`${world.server.url}${signedIn.flvUrl}`)
    expect(flv.status).toBe(200)
    const reader = (flv.body as ReadableStream<Uint8Array>).getReader()
    const head = await reader.read()
    await reader.cancel()
    expect(Buffer.from(head.value?.slice(0, 3) ?? []).toString()).toBe('FLV')

    publish.stop()
    await publish.done
    await until(async () => (await state()).state === 'liveOff')
    expect((await state()).rendition).toBeNull()
  }, 120_000)

  it('refuses an RTMP publish to the guest rendition from outside our encoder', async () => {
    const publish = publishTestStream(
      `rtmp://127.0.0.1:${ingest.port}/guest/${streamer.oid}?key=${key}`,
      6,
    )
    const { code } = await publish.done
    expect(code).not.toBe(0)
    expect((await state()).state).toBe('liveOff')
  }, 60_000)

  it('refuses RTMP play to outsiders, and the studio stop drops the publisher', async () => {
    const publish = publishTestStream(
      `rtmp://127.0.0.1:${ingest.port}/live/${streamer.oid}?key=${key}`,
      120,
    )
    await until(async () => (await state()).state === 'liveOn')
    const player = spawn(
      FFMPEG,
      [
        '-loglevel',
        'error',
        '-i',
        `rtmp://127.0.0.1:${ingest.port}/live/${streamer.oid}`,
        '-t',
        '1',
        '-f',
        'null',
        '-',
      ],
      { stdio: 'ignore' },
    )
    const played = await new Promise<number | null>((resolve) => player.on('close', resolve))
    expect(played).not.toBe(0)

    const stop = await world.server.api('/live/stop', {
      token: streamer.token,
      body: { creatorOid: streamer.oid },
    })
    expect(stop.json).toEqual({ state: 'liveOff', stopped: true })
    const { code } = await publish.done
    expect(code).not.toBe(0)
    expect((await state()).state).toBe('liveOff')
    expect(ingest.publishing()).toEqual([])
  }, 90_000)
})
