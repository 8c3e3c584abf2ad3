/**
 * Uploads that try to make ffmpeg read more than themselves. An HLS playlist uploaded as
 * `.mp4` was probed and encoded as HLS, its `file:///…` segments read from the server's
 * disk and published as the uploader's video. With real ffmpeg: such a file fails at once
 * with a reason a creator can read, and nothing is stored. With stand-in programs: ffprobe
 * and ffmpeg run in the job's own folder, the demuxer forced and only the source named.
 */
import { execFileSync } from 'node:child_process'
import { chmod, copyFile, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import pino from 'pino'
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest'
import { skipWithout } from '../../tests/support/environment'
import { newObjectId } from '../db'
import { describeEachEngine, openTestDatabase, type TestDatabase } from '../db/testing'
import { createEncoding } from '.'
import { detectFfmpeg } from './ffmpeg'
import { findJob } from './jobs'
import type { ContentEncodingPort, EncodingFiles } from './ports'
import type { SourceFormat } from './source-format'

const ffmpeg = await detectFfmpeg()
if (!ffmpeg.available) console.warn(`[encoding tests] hostile sources skipped: ${ffmpeg.reason}`)

function lavfi(args: string[]) {
  execFileSync('ffmpeg', ['-nostdin', '-hide_banner', '-loglevel', 'error', '-y', ...args])
}

/** A one-segment HLS playlist whose segment is a file elsewhere on the server's disk. */
const playlist = (segment: string) =>
  `#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-TARGETDURATION:2\n#EXT-X-MEDIA-SEQUENCE:0\n#EXTINF:1.0,\nfile://${segment}\n#EXT-X-ENDLIST\n`

describeEachEngine('hostile encoding sources', (engine) => {
  let database: TestDatabase
  let root: string
  let stored: string[]
  let catalogCalls: string[]
  const owner = newObjectId()
  const logger = pino({ level: 'silent' })

  /** The object store over a folder; what the encoder stores is listed in `stored`. */
  const files = (): EncodingFiles => ({
    async fetch(key, toPath) {
      await copyFile(join(root, key), toPath)
    },
    async store(fromPath, key) {
      await mkdir(dirname(join(root, key)), { recursive: true })
      await copyFile(fromPath, join(root, key))
      stored.push(key)
    },
  })
  const catalog: ContentEncodingPort = {
    markEncoding: async () => void catalogCalls.push('encoding'),
    markEncoded: async () => void catalogCalls.push('encoded'),
    markEncodingFailed: async (_oid, reason) => void catalogCalls.push(`failed: ${reason}`),
  }
  const area = (extra: Partial<Parameters<typeof createEncoding>[0]> = {}) =>
    createEncoding({
      db: database.db,
      clock: { now: () => new Date('2025-03-01T00:00:00Z') },
      logger,
      files: files(),
      contents: catalog,
      ...extra,
    })

  async function queue(kind: 'audio' | 'video', sourceKey: string, format: SourceFormat) {
    const contentOid = newObjectId()
    const [job] = await area().service.enqueue({
      contentOid,
      ownerOid: owner,
      requestedBy: owner,
      sources: [{ kind, sourceKey, format }],
    })
    return { contentOid, job: job as NonNullable<typeof job> }
  }

  beforeAll(async () => {
    database = await openTestDatabase(engine)
    root = await mkdtemp(join(tmpdir(), 'taleloom-hostile-sources-'))
    await mkdir(join(root, 'uploads'))
    // Another creator's encoded segments, or a live recording: files the server holds.
    await mkdir(join(root, 'elsewhere'))
    if (!ffmpeg.available) return
    // biome-ignore format: ffmpeg arguments read best in pairs
    lavfi([
      '-f', 'lavfi', '-i', 'testsrc=size=320x180:rate=24:duration=1',
      '-f', 'lavfi', '-i', 'sine=frequency=330:duration=1',
      '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac',
      '-f', 'mpegts', join(root, 'elsewhere/segment.ts'),
    ])
    const hostile = playlist(join(root, 'elsewhere/segment.ts'))
    for (const name of ['playlist.mp4', 'playlist.mov', 'playlist.mp3'])
      await writeFile(join(root, 'uploads', name), hostile)
  }, 60_000)
  afterAll(async () => {
    await database?.close()
    if (root) await rm(root, { recursive: true, force: true })
  })
  beforeEach(async () => {
    stored = []
    catalogCalls = []
    await database.db.deleteFrom('encoding_jobs').execute()
  })

  it.skipIf(skipWithout('ffmpeg', ffmpeg.available ? null : 'ffmpeg is missing'))(
    'fails a playlist uploaded as a video or audio file at once, with a plain reason, and stores nothing',
    async () => {
      const cases = [
        [
          'video',
          'uploads/playlist.mp4',
          'mp4',
          'The uploaded .mp4 file is not a readable MP4 video',
        ],
        [
          'video',
          'uploads/playlist.mov',
          'mov',
          'The uploaded .mov file is not a readable QuickTime video',
        ],
        [
          'audio',
          'uploads/playlist.mp3',
          'mp3',
          'The uploaded .mp3 file is not a readable MP3 audio file',
        ],
      ] as const
      for (const [kind, key, format, reason] of cases) {
        catalogCalls = []
        const { job } = await queue(kind, key, format)
        const run = await area().worker.runOnce()
        expect(run, key).toMatchObject({ ran: true, outcome: 'failed' })
        const failed = await findJob(database.db, job.id)
        // Failed for good on its first attempt: no retry reads the file again.
        expect(failed).toMatchObject({
          status: 'failed',
          attempts: 1,
          error: reason,
          outputs: null,
        })
        expect(failed?.error).not.toContain(root)
        expect(failed?.error).not.toContain(tmpdir())
        expect(failed?.error).not.toMatch(/ffprobe|ffmpeg/)
        expect(catalogCalls).toEqual(['encoding', `failed: ${reason}`])
      }
      expect(stored).toEqual([])
      expect(await readdir(root)).toEqual(['elsewhere', 'uploads'])
    },
  )

  it('runs ffprobe and ffmpeg in the job’s own folder, the demuxer forced and the source the only file', async () => {
    // Stand-ins for ffprobe and ffmpeg that record where and how they were run.
    const bin = join(root, 'bin')
    const workRoot = join(root, 'work')
    await mkdir(bin, { recursive: true })
    await mkdir(workRoot, { recursive: true })
    const log = join(root, 'calls.log')
    await writeFile(log, '')
    const script = (answer: string) =>
      `#!/bin/sh\nif [ "$2" = "-version" ]; then echo "stand-in version 1"; exit 0; fi\n` +
      `printf '%s|%s\\n' "$(pwd)" "$*" >> '${log}'\n${answer}\n`
    const probeAnswer = JSON.stringify({
      format: { format_name: 'mov,mp4,m4a,3gp,3g2,mj2', duration: '1.0' },
      streams: [{ codec_type: 'video', width: 320, height: 180 }],
    })
    await writeFile(join(bin, 'ffprobe'), script(`echo '${probeAnswer}'`))
    await writeFile(join(bin, 'ffmpeg'), script('exit 1'))
    await chmod(join(bin, 'ffprobe'), 0o755)
    await chmod(join(bin, 'ffmpeg'), 0o755)
    await writeFile(join(root, 'uploads/clip.mp4'), 'stand-in bytes')

    const { job } = await queue('video', 'uploads/clip.mp4', 'mp4')
    const standIns = area({
      ffmpeg: { ffmpeg: join(bin, 'ffmpeg'), ffprobe: join(bin, 'ffprobe') },
      tmpDir: workRoot,
    })
    expect(await standIns.worker.runOnce()).toMatchObject({ ran: true, outcome: 'retry' })
    const calls = (await readFile(log, 'utf8'))
      .trim()
      .split('\n')
      .map((line) => {
        const [cwd, args] = line.split('|') as [string, string]
        return { cwd, args }
      })
    expect(calls).toHaveLength(2)
    const [probe, encode] = calls as [{ cwd: string; args: string }, { cwd: string; args: string }]
    for (const call of calls) {
      expect(dirname(call.cwd)).toBe(workRoot)
      expect(call.cwd).toMatch(/taleloom-encoding-/)
      // Every file named is inside the job's folder, by a relative name.
      expect(call.args.split(' ').filter((arg) => arg.startsWith('/'))).toEqual([])
      expect(call.args).toContain('-protocol_whitelist file,pipe -f mp4 -i source.mp4')
      expect(call.args.match(/ -i /g)).toHaveLength(1)
    }
    expect(probe.args).toContain('-print_format json')
    expect(encode.args).toContain('-f hls')
    expect(probe.cwd).toBe(encode.cwd)
    // The job's folder is removed afterwards.
    expect(await readdir(workRoot)).toEqual([])
    expect((await findJob(database.db, job.id))?.error).not.toContain(workRoot)
  })
})
