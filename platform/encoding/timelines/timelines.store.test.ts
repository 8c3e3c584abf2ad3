/**
 * Timelines over a real database and Debian's ffmpeg: saves compare and swap on the version,
 * uploads are checked against the creator's, and a render runs through the encoding area's
 * worker into HLS renditions whose bytes are the same on a second render.
 */

import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { skipWithout } from '../../../tests/support/environment'
import { newObjectId } from '../../db'
import { describeEachEngine, openTestDatabase, type TestDatabase } from '../../db/testing'
import type { SessionUser } from '../../http'
import { createEncoding } from '..'
import { detectFfmpeg } from '../ffmpeg'
import type { EncodedMedia, EncodingFiles, UploadedSource } from '../ports'
import { createTimelinesService } from './service'
import { sampleTimeline } from './testing'

const ffmpeg = await detectFfmpeg()
const logger = pino({ level: 'silent' })
const owner = newObjectId()
const other = newObjectId()
const user = (oid: string): SessionUser => ({ oid, roles: ['user'] }) as unknown as SessionUser

function lavfi(args: string[]) {
  execFileSync('ffmpeg', ['-nostdin', '-hide_banner', '-loglevel', 'error', '-y', ...args])
}

/** Uploads under `root/<store key>`, each fetch counted. */
function folderFiles(root: string) {
  const fetched: string[] = []
  const files: EncodingFiles = {
    async fetch(key, toPath) {
      fetched.push(key)
      await copyFile(join(root, key), toPath)
    },
    async store(fromPath, key) {
      await mkdir(dirname(join(root, key)), { recursive: true })
      await copyFile(fromPath, join(root, key))
    },
  }
  return { files, fetched }
}

const keys = {
  video: `private/${owner}/clip.mp4`,
  music: `private/${owner}/music.mp3`,
  picture: `private/${owner}/sticker.png`,
  foreign: `private/${other}/theirs.mp4`,
}

/** The sample timeline on this test's uploads. */
function timeline() {
  const doc = sampleTimeline()
  const [video, image, audio] = doc.tracks
  for (const clip of video!.clips) clip.assetKey = keys.video
  image!.clips[0]!.assetKey = keys.picture
  audio!.clips[0]!.assetKey = keys.music
  const sticker = doc.layers[1]!
  if (sticker.kind === 'image') sticker.assetKey = keys.picture
  return doc
}

async function hashOf(root: string, prefix: string): Promise<string> {
  const dir = join(root, prefix)
  const hash = createHash('sha256')
  for (const file of (await readdir(dir)).sort()) {
    hash.update(file)
    hash.update(await readFile(join(dir, file)))
  }
  return hash.digest('hex')
}

describe.skipIf(skipWithout('ffmpeg', ffmpeg.available ? null : 'ffmpeg is missing'))(
  'timelines',
  () => {
    let root: string
    beforeAll(async () => {
      root = await mkdtemp(join(tmpdir(), 'taleloom-timeline-test-'))
      await mkdir(join(root, `private/${owner}`), { recursive: true })
      await mkdir(join(root, `private/${other}`), { recursive: true })
      // biome-ignore format: ffmpeg arguments read best in pairs
      lavfi([
        '-f', 'lavfi', '-i', 'testsrc2=size=320x180:rate=30:duration=3',
        '-f', 'lavfi', '-i', 'sine=frequency=330:duration=3',
        '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest',
        join(root, keys.video),
      ])
      await copyFile(join(root, keys.video), join(root, keys.foreign))
      lavfi(['-f', 'lavfi', '-i', 'sine=frequency=550:duration=3', join(root, keys.music)])
      lavfi([
        '-f',
        'lavfi',
        '-i',
        'color=c=red:s=32x32',
        '-frames:v',
        '1',
        join(root, keys.picture),
      ])
    })
    afterAll(async () => {
      if (root) await rm(root, { recursive: true, force: true })
    })

    describeEachEngine('saved and rendered', (engine) => {
      let database: TestDatabase
      let store: ReturnType<typeof folderFiles>
      const encoded: EncodedMedia[] = []
      const contentOid = newObjectId()

      const uploads: (UploadedSource & { name: string | null; key: string })[] = [
        {
          ownerOid: owner,
          storeKey: keys.video,
          key: 'clip.mp4',
          filetype: 'mp4',
          name: 'clip.mp4',
        },
        {
          ownerOid: owner,
          storeKey: keys.music,
          key: 'music.mp3',
          filetype: 'mp3',
          name: 'music.mp3',
        },
        {
          ownerOid: owner,
          storeKey: keys.picture,
          key: 'sticker.png',
          filetype: 'png',
          name: 'sticker.png',
        },
        {
          ownerOid: other,
          storeKey: keys.foreign,
          key: 'theirs.mp4',
          filetype: 'mp4',
          name: 'theirs.mp4',
        },
      ]
      const encoding = () =>
        createEncoding({
          db: database.db,
          clock: { now: () => new Date('2026-01-01T00:00:00Z') },
          logger,
          files: store.files,
          owners: { creatorOf: async (oid) => (oid === contentOid ? owner : null) },
          contents: {
            markEncoding: async () => {},
            markEncoded: async (_oid, media) => void encoded.push(media),
            markEncodingFailed: async (_oid, reason) => {
              throw new Error(`render failed: ${reason}`)
            },
          },
        })
      const service = () => {
        const area = encoding()
        return createTimelinesService({
          db: database.db,
          clock: { now: () => new Date('2026-01-01T00:00:00Z') },
          logger,
          files: store.files,
          owners: { creatorOf: async (oid) => (oid === contentOid ? owner : null) },
          sources: {
            uploadAt: async (key) => uploads.find((each) => each.storeKey === key) ?? null,
            uploadsOf: async (oid) => uploads.filter((each) => each.ownerOid === oid),
          },
          enqueue: (input) => area.service.enqueue(input),
        })
      }

      beforeAll(async () => {
        database = await openTestDatabase(engine)
        store = folderFiles(root)
      })
      afterAll(async () => {
        await database?.close()
      })

      it('starts empty, lists the creator’s uploads with their lengths, probed once', async () => {
        const timelines = service()
        const empty = await timelines.get(user(owner), contentOid)
        expect(empty.version).toBe(0)
        expect(empty.timeline.tracks.map((track) => track.kind)).toEqual([
          'video',
          'image',
          'audio',
        ])
        const { assets } = await timelines.assets(user(owner), contentOid)
        expect(
          assets.map((asset) => [asset.assetKey, asset.kind, asset.durationMs, asset.hasAudio]),
        ).toEqual([
          [keys.video, 'video', 3000, true],
          [keys.music, 'audio', expect.any(Number), true],
          [keys.picture, 'image', null, false],
        ])
        const fetches = store.fetched.length
        await timelines.assets(user(owner), contentOid)
        expect(store.fetched.length).toBe(fetches)
        await expect(timelines.get(user(other), contentOid)).rejects.toMatchObject({ status: 403 })
      })

      it('saves once per version: of parallel saves on one version, one wins', async () => {
        const timelines = service()
        const saved = await timelines.save(user(owner), {
          contentOid,
          baseVersion: 0,
          timeline: timeline(),
        })
        expect(saved.version).toBe(1)
        const results = await Promise.allSettled(
          Array.from({ length: 8 }, () =>
            timelines.save(user(owner), { contentOid, baseVersion: 1, timeline: timeline() }),
          ),
        )
        expect(results.filter((each) => each.status === 'fulfilled')).toHaveLength(1)
        for (const each of results.filter((r) => r.status === 'rejected'))
          expect((each as PromiseRejectedResult).reason).toMatchObject({
            status: 409,
            code: 'TIMELINE_VERSION_CONFLICT',
            details: { version: 2 },
          })
        expect((await timelines.get(user(owner), contentOid)).version).toBe(2)
      })

      it('refuses another user’s upload and cuts past the source, changing nothing', async () => {
        const timelines = service()
        const doc = timeline()
        doc.tracks[0]!.clips[0]!.assetKey = keys.foreign
        doc.tracks[0]!.clips[1]!.outMs = 3500
        await expect(
          timelines.save(user(owner), { contentOid, baseVersion: 2, timeline: doc }),
        ).rejects.toMatchObject({
          status: 400,
          code: 'TIMELINE_INVALID',
          details: {
            problems: [
              {
                path: 'tracks.0.clips.0.assetKey',
                message: 'No finished upload of yours has this key',
              },
              { path: 'tracks.0.clips.1.outMs', message: 'The source is only 3000 ms long' },
            ],
          },
        })
        expect((await timelines.get(user(owner), contentOid)).version).toBe(2)
      })

      it('renders into HLS renditions through the encoding worker, the same bytes twice', async () => {
        const timelines = service()
        await expect(
          timelines.render(user(owner), { contentOid, version: 1 }),
        ).rejects.toMatchObject({
          status: 409,
        })
        const hashes: string[] = []
        for (const _ of [1, 2]) {
          const { taskId } = await timelines.render(user(owner), { contentOid, version: 2 })
          const outcome = await encoding().worker.runOnce()
          expect(outcome).toMatchObject({ ran: true, outcome: 'done' })
          hashes.push(await hashOf(root, `encoded/${contentOid}/${taskId}`))
        }
        expect(hashes[0]).toMatch(/^[0-9a-f]{64}$/)
        expect(hashes[1]).toBe(hashes[0])
        const video = encoded.at(-1)?.video
        expect(video).toMatchObject({ width: 320, height: 180, durationSeconds: 2 })
        expect(video?.renditions.map((r) => r.name)).toEqual(['180p'])
        const probed = JSON.parse(
          execFileSync(
            'ffprobe',
            [
              '-v',
              'error',
              '-print_format',
              'json',
              '-show_format',
              '-show_streams',
              join(root, video!.master),
            ],
            { encoding: 'utf8' },
          ),
        ) as { format: { duration: string }; streams: { codec_type: string }[] }
        expect(probed.streams.map((s) => s.codec_type).sort()).toEqual(['audio', 'video'])
        expect(Number(probed.format.duration)).toBeCloseTo(2, 1)
      })
    })
  },
)
