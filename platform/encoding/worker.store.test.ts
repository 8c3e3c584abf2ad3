/**
 * The worker with Debian's ffmpeg on tiny media made by ffmpeg itself (lavfi), files kept
 * in a temporary folder behind the EncodingFiles port. Skipped, with the reason printed,
 * where ffmpeg is not installed.
 */
import { execFileSync } from 'node:child_process'
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import pino from 'pino'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { skipWithout } from '../../tests/support/environment'
import { newObjectId } from '../db'
import { openTestDatabase, type TestDatabase } from '../db/testing'
import { createEncoding } from '.'
import { detectFfmpeg, runFfmpeg } from './ffmpeg'
import { claimJob, findJob, insertJobs, RETRY_BASE_MS } from './jobs'
import type { ContentEncodingPort, EncodedMedia, EncodingFiles } from './ports'
import { NO_FFMPEG, NO_FILES } from './worker'

const ffmpeg = await detectFfmpeg()
if (!ffmpeg.available) console.warn(`[encoding tests] ffmpeg runs skipped: ${ffmpeg.reason}`)

/** The object store's port over a folder: the filesystem is this test's outside world. */
function folderFiles(root: string): EncodingFiles & { types: Map<string, string> } {
  const types = new Map<string, string>()
  return {
    types,
    async fetch(key, toPath) {
      await copyFile(join(root, key), toPath)
    },
    async store(fromPath, key, contentType) {
      await mkdir(dirname(join(root, key)), { recursive: true })
      await copyFile(fromPath, join(root, key))
      types.set(key, contentType)
    },
  }
}

/** The catalog's status calls, recorded in order. */
function recordedCatalog() {
  const calls: { call: string; contentOid: string; value?: unknown }[] = []
  const waiters: ((media: EncodedMedia) => void)[] = []
  const port: ContentEncodingPort = {
    async markEncoding(contentOid) {
      calls.push({ call: 'encoding', contentOid })
    },
    async markEncoded(contentOid, media) {
      calls.push({ call: 'encoded', contentOid, value: media })
      for (const resolve of waiters.splice(0)) resolve(media)
    },
    async markEncodingFailed(contentOid, reason) {
      calls.push({ call: 'failed', contentOid, value: reason })
    },
  }
  return { port, calls, nextEncoded: () => new Promise<EncodedMedia>((r) => waiters.push(r)) }
}

function testClock(start = Date.parse('2025-03-01T00:00:00Z')) {
  let now = start
  return {
    now: () => new Date(now),
    advance(ms: number) {
      now += ms
    },
  }
}

function lavfi(args: string[]) {
  execFileSync('ffmpeg', ['-nostdin', '-hide_banner', '-loglevel', 'error', '-y', ...args])
}

function probe(file: string) {
  return JSON.parse(
    execFileSync('ffprobe', ['-v', 'error', '-print_format', 'json', '-show_streams', file], {
      encoding: 'utf8',
    }),
  ) as { streams: { codec_type: string; codec_name: string; width?: number; height?: number }[] }
}

describe.skipIf(skipWithout('ffmpeg', ffmpeg.available ? null : 'ffmpeg is missing'))(
  'encoding worker with ffmpeg',
  () => {
    let database: TestDatabase
    let root: string
    let clock: ReturnType<typeof testClock>
    let files: ReturnType<typeof folderFiles>
    let catalog: ReturnType<typeof recordedCatalog>
    const logger = pino({ level: 'silent' })
    const owner = newObjectId()

    const area = (extra: Partial<Parameters<typeof createEncoding>[0]> = {}) =>
      createEncoding({
        db: database.db,
        clock,
        logger,
        files,
        contents: catalog.port,
        owners: { creatorOf: async () => owner },
        ...extra,
      })

    async function queue(
      kind: 'audio' | 'video' | 'subtitle',
      sourceKey: string,
      language?: string,
    ) {
      const contentOid = newObjectId()
      const [job] = await area().service.enqueue({
        contentOid,
        ownerOid: owner,
        requestedBy: owner,
        sources: [{ kind, sourceKey, language }],
      })
      return { contentOid, job: job as NonNullable<typeof job> }
    }

    beforeAll(async () => {
      database = await openTestDatabase('pglite')
      root = await mkdtemp(join(tmpdir(), 'taleloom-encoding-test-'))
      await mkdir(join(root, 'uploads'))
      lavfi(['-f', 'lavfi', '-i', 'sine=frequency=440:duration=1', join(root, 'uploads/tone.mp3')])
      // biome-ignore format: ffmpeg arguments read best in pairs
      lavfi([
      '-f', 'lavfi', '-i', 'testsrc=size=1280x720:rate=24:duration=2',
      '-f', 'lavfi', '-i', 'sine=frequency=220:duration=2',
      '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest',
      join(root, 'uploads/clip.mp4'),
    ])
      // biome-ignore format: ffmpeg arguments read best in pairs
      lavfi([
      '-f', 'lavfi', '-i', 'testsrc=size=320x180:rate=24:duration=1',
      '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p',
      join(root, 'uploads/small.mp4'),
    ])
      // biome-ignore format: ffmpeg arguments read best in pairs
      lavfi([
      '-f', 'lavfi', '-i', 'testsrc=size=4200x64:rate=5:duration=0.4',
      '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p',
      join(root, 'uploads/wide.mp4'),
    ])
      await writeFile(
        join(root, 'uploads/subs.srt'),
        '\uFEFF1\r\n00:00:00,500 --> 00:00:01,250\r\n안녕하세요\r\n\r\n2\r\n00:00:01,300 --> 00:00:02,000\r\nHello\r\n',
      )
      await writeFile(join(root, 'uploads/noise.mp3'), Buffer.from('not an mp3 at all'))
    }, 120_000)
    afterAll(async () => {
      await database?.close()
      if (root) await rm(root, { recursive: true, force: true })
    })
    beforeEach(async () => {
      clock = testClock()
      files = folderFiles(root)
      catalog = recordedCatalog()
      await database.db.deleteFrom('encoding_jobs').execute()
    })

    it('encodes audio to AAC (m4a) and Opus (WebM), and tells the catalog', async () => {
      const { contentOid, job } = await queue('audio', 'uploads/tone.mp3')
      const result = await area().worker.runOnce()
      expect(result).toMatchObject({ ran: true, outcome: 'done' })
      const done = await findJob(database.db, job.id)
      expect(done).toMatchObject({ status: 'done', progress: 100, attempts: 1 })
      const outputs = done?.outputs as { aac: string; opus: string; durationSeconds: number }
      expect(outputs.aac).toBe(`encoded/${contentOid}/${job.id}/audio.m4a`)
      expect(probe(join(root, outputs.aac)).streams.map((s) => s.codec_name)).toEqual(['aac'])
      expect(probe(join(root, outputs.opus)).streams.map((s) => s.codec_name)).toEqual(['opus'])
      expect(files.types.get(outputs.aac)).toBe('audio/mp4')
      expect(outputs.durationSeconds).toBeGreaterThan(0.9)
      expect(catalog.calls.map((c) => c.call)).toEqual(['encoding', 'encoded'])
      expect(catalog.calls[1]?.value).toEqual({ encryption: true, audio: done?.outputs })
    })

    it('encodes video to HLS renditions up to the source size, a master playlist and a poster', async () => {
      const { job } = await queue('video', 'uploads/clip.mp4')
      expect(await area().worker.runOnce()).toMatchObject({ ran: true, outcome: 'done' })
      const done = await findJob(database.db, job.id)
      const outputs = done?.outputs as {
        master: string
        poster: string
        renditions: { name: string; width: number; height: number; playlist: string }[]
      }
      expect(outputs.renditions.map((r) => [r.name, r.width, r.height])).toEqual([
        ['360p', 640, 360],
        ['720p', 1280, 720],
      ])
      const master = await readFile(join(root, outputs.master), 'utf8')
      expect(master.split('\n').filter((line) => line.endsWith('.m3u8'))).toEqual([
        '360p.m3u8',
        '720p.m3u8',
      ])
      expect(master).toContain('RESOLUTION=1280x720,CODECS="avc1.4d401f,mp4a.40.2"')
      for (const rendition of outputs.renditions) {
        const playlist = await readFile(join(root, rendition.playlist), 'utf8')
        expect(playlist).toContain('#EXT-X-ENDLIST')
        const segment = playlist.split('\n').find((line) => line.endsWith('.ts')) as string
        const streams = probe(join(root, dirname(rendition.playlist), segment)).streams
        expect(streams.find((s) => s.codec_type === 'video')).toMatchObject({
          codec_name: 'h264',
          width: rendition.width,
          height: rendition.height,
        })
        expect(streams.some((s) => s.codec_name === 'aac')).toBe(true)
      }
      expect(probe(join(root, outputs.poster)).streams[0]).toMatchObject({
        codec_name: 'mjpeg',
        height: 720,
      })
      expect(files.types.get(outputs.master)).toBe('application/vnd.apple.mpegurl')
    }, 120_000)

    it('never upscales: a source smaller than the first step keeps its own size', async () => {
      const { job } = await queue('video', 'uploads/small.mp4')
      await area().worker.runOnce()
      const outputs = (await findJob(database.db, job.id))?.outputs as {
        renditions: { name: string; width: number; height: number }[]
      }
      expect(outputs.renditions).toEqual([
        expect.objectContaining({ name: '180p', width: 320, height: 180 }),
      ])
      const master = await readFile(
        join(root, (outputs as unknown as { master: string }).master),
        'utf8',
      )
      // No audio track in this source: the master names video only.
      expect(master).toContain('CODECS="avc1.4d401e"')
    }, 60_000)

    it('refuses a video wider than 4K at once, and tells the catalog why', async () => {
      const { contentOid, job } = await queue('video', 'uploads/wide.mp4')
      expect(await area().worker.runOnce()).toMatchObject({ ran: true, outcome: 'failed' })
      const failed = await findJob(database.db, job.id)
      expect(failed).toMatchObject({ status: 'failed', attempts: 1 })
      expect(failed?.error).toBe(
        'Videos up to 4K width are accepted (4096 px); this one is 4200 px wide',
      )
      expect(catalog.calls.at(-1)).toEqual({ call: 'failed', contentOid, value: failed?.error })
    })

    it('fails a file that is not media without retrying it', async () => {
      const { job } = await queue('audio', 'uploads/noise.mp3')
      expect(await area().worker.runOnce()).toMatchObject({ outcome: 'failed' })
      expect((await findJob(database.db, job.id))?.error).toBe(
        'The uploaded .mp3 file is not a readable MP3 audio file',
      )
    })

    it('retries after a backoff when the store fails, and finishes later', async () => {
      const { job } = await queue('audio', 'uploads/tone.mp3')
      let failures = 1
      const flaky: EncodingFiles = {
        fetch: async (key, toPath) => {
          if (failures-- > 0) throw new Error('object store unreachable')
          return files.fetch(key, toPath)
        },
        store: files.store,
      }
      const worker = area({ files: flaky }).worker
      expect(await worker.runOnce()).toMatchObject({ ran: true, outcome: 'retry' })
      expect(await findJob(database.db, job.id)).toMatchObject({
        status: 'queued',
        attempts: 1,
        error: 'object store unreachable',
      })
      expect(await worker.runOnce()).toMatchObject({ ran: false })
      clock.advance(RETRY_BASE_MS)
      expect(await worker.runOnce()).toMatchObject({ ran: true, outcome: 'done' })
      expect(await findJob(database.db, job.id)).toMatchObject({
        status: 'done',
        attempts: 2,
        error: null,
      })
    })

    it('finishes the job of a killed encoder once its lease has passed', async () => {
      const { job } = await queue('audio', 'uploads/tone.mp3')
      // A worker claims it and its process dies: nothing renews the lease any more.
      await claimJob(database.db, {
        workerId: 'killed',
        kinds: ['audio'],
        now: clock.now(),
        leaseMs: 60_000,
      })
      const survivor = area({ leaseMs: 60_000 }).worker
      expect(await survivor.runOnce()).toMatchObject({ ran: false })
      clock.advance(60_001)
      expect(await survivor.runOnce()).toMatchObject({ ran: true, outcome: 'done' })
      expect(await findJob(database.db, job.id)).toMatchObject({
        status: 'done',
        attempts: 2,
        worker_id: survivor.id,
      })
    })

    it('picks up queued work after a restart: a new server’s worker finishes it', async () => {
      const first = area()
      const contentOid = newObjectId()
      await first.service.enqueue({
        contentOid,
        ownerOid: owner,
        requestedBy: owner,
        sources: [
          { kind: 'audio', sourceKey: 'uploads/tone.mp3' },
          { kind: 'subtitle', sourceKey: 'uploads/subs.srt', language: 'ko' },
        ],
      })
      // The first server stops before its worker ever ran; the next one starts its worker.
      const restarted = area({ pollMs: 10 })
      const encoded = catalog.nextEncoded()
      restarted.worker.start()
      const media = await encoded
      await restarted.worker.stop()
      expect(media.audio?.aac).toMatch(new RegExp(`^encoded/${contentOid}/.+/audio\\.m4a$`))
      expect(media.subtitles?.ko).toMatchObject({ language: 'ko', cues: 2 })
      const vtt = await readFile(join(root, media.subtitles?.ko?.vtt as string), 'utf8')
      expect(vtt).toBe(
        'WEBVTT\n\n1\n00:00:00.500 --> 00:00:01.250\n안녕하세요\n\n2\n00:00:01.300 --> 00:00:02.000\nHello\n',
      )
    })

    it('stops a job cancelled while it runs: the cancellation stands and nothing is reported done', async () => {
      const { contentOid, job } = await queue('audio', 'uploads/tone.mp3')
      const owned = {
        oid: owner,
        nickname: 'o',
        roles: ['creator' as const],
        language: null,
        isAdult: true,
      }
      const encoding = area({ leaseMs: 300 })
      const cancelling: EncodingFiles = {
        // The owner cancels once the worker has the job in hand.
        fetch: async (key, toPath) => {
          await encoding.service.cancel(owned, contentOid)
          await files.fetch(key, toPath)
        },
        store: files.store,
      }
      const worker = area({ leaseMs: 300, files: cancelling }).worker
      expect(await worker.runOnce()).toMatchObject({ ran: true, outcome: 'lost' })
      expect(await findJob(database.db, job.id)).toMatchObject({
        status: 'cancelled',
        outputs: null,
      })
      expect(catalog.calls.map((c) => c.call)).toEqual(['encoding', 'failed'])
    })

    it('gives its job back to the queue, uncounted, when its server stops', async () => {
      const { job } = await queue('audio', 'uploads/tone.mp3')
      let stopped: Promise<void> | null = null
      const encoding = area({
        pollMs: 10,
        files: {
          // The server closes while the worker fetches the source.
          fetch: async (key, toPath) => {
            stopped = encoding.worker.stop()
            await files.fetch(key, toPath)
          },
          store: files.store,
        },
      })
      encoding.worker.start()
      await expect.poll(() => stopped !== null).toBe(true)
      await stopped
      expect(await findJob(database.db, job.id)).toMatchObject({
        status: 'queued',
        attempts: 0,
        worker_id: null,
        lease_until: null,
      })
    })

    it('kills ffmpeg when its job is stopped', async () => {
      const controller = new AbortController()
      const started = Date.now()
      const run = runFfmpeg(
        { ffmpeg: 'ffmpeg', ffprobe: 'ffprobe' },
        ['-f', 'lavfi', '-i', 'sine=duration=3600', '-f', 'null', '-'],
        {
          durationSeconds: 3600,
          signal: controller.signal,
          onPercent: () => controller.abort(),
          cwd: root,
        },
      )
      await expect(run).rejects.toThrow(/ffmpeg was stopped \(SIGKILL\)/)
      // An hour of audio was not encoded: the process was ended, not waited for.
      expect(Date.now() - started).toBeLessThan(60_000)
    })
  },
)

describe('encoding worker without its outside parts', () => {
  let database: TestDatabase
  let root: string
  const logger = pino({ level: 'silent' })
  beforeAll(async () => {
    database = await openTestDatabase('pglite')
    root = await mkdtemp(join(tmpdir(), 'taleloom-encoding-test-'))
    await mkdir(join(root, 'uploads'))
    await writeFile(join(root, 'uploads/subs.srt'), '1\n00:00:01,000 --> 00:00:02,000\nHi\n')
  })
  afterAll(async () => {
    await database?.close()
    await rm(root, { recursive: true, force: true })
  })

  it('without ffmpeg runs subtitles and keeps audio and video queued, saying why', async () => {
    const catalog = recordedCatalog()
    const owner = newObjectId()
    const encoding = createEncoding({
      db: database.db,
      clock: testClock(),
      logger,
      files: folderFiles(root),
      contents: catalog.port,
      ffmpeg: { ffmpeg: '/nonexistent/ffmpeg', ffprobe: '/nonexistent/ffprobe' },
    })
    const contentOid = newObjectId()
    await encoding.service.enqueue({
      contentOid,
      ownerOid: owner,
      requestedBy: owner,
      sources: [
        { kind: 'audio', sourceKey: 'uploads/tone.mp3' },
        { kind: 'subtitle', sourceKey: 'uploads/subs.srt', language: 'en' },
      ],
    })
    expect(await encoding.worker.runOnce()).toMatchObject({ ran: true, outcome: 'done' })
    expect(await encoding.worker.runOnce()).toEqual({
      ran: false,
      readiness: { kinds: ['subtitle'], reason: NO_FFMPEG },
    })
    const user = {
      oid: owner,
      nickname: 'o',
      roles: ['creator' as const],
      language: null,
      isAdult: true,
    }
    const status = await encoding.service.status(user, contentOid)
    expect(status).toMatchObject({
      status: 'queued',
      error: NO_FFMPEG,
      encoder: { ready: false, reason: NO_FFMPEG },
    })
    expect(status.jobs.map((job) => [job.kind, job.status])).toEqual([
      ['audio', 'queued'],
      ['subtitle', 'done'],
    ])
    // Not everything is encoded: the catalog still shows the content encoding.
    expect(catalog.calls.map((c) => c.call)).toEqual(['encoding'])
  })

  it('without the file store claims nothing, and the jobs wait', async () => {
    const encoding = createEncoding({ db: database.db, clock: testClock(), logger })
    const [job] = await insertJobs(
      database.db,
      [
        {
          contentOid: newObjectId(),
          ownerOid: 'o',
          requestedBy: 'o',
          kind: 'subtitle',
          sourceKey: 'uploads/subs.srt',
        },
      ],
      new Date(),
    )
    expect(await encoding.worker.runOnce()).toEqual({
      ran: false,
      readiness: { kinds: [], reason: NO_FILES },
    })
    expect((await findJob(database.db, job?.id as string))?.status).toBe('queued')
  })
})
