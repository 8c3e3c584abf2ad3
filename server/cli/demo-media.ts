/**
 * Demo audio and video for `npm start`: with ffmpeg on the machine, the demo creator gets
 * one audio drama and one video, made by ffmpeg's lavfi (a few seconds of tones and the
 * test pattern, nothing committed), uploaded through the upload service and its part
 * address (the same signed PUT a browser sends) and handed over to the encoder, so they
 * play once the worker has encoded them. Without ffmpeg it says so and adds nothing.
 * Idempotent: a demo creator who has any content already is left alone.
 */
import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { DEMO_CREATOR_EMAIL } from '../../platform/accounts'
import { detectFfmpeg, type FfmpegPaths } from '../../platform/encoding'
import type { SessionUser } from '../../platform/http'
import { storeAddress } from '../../platform/uploads'
import type { ServerContext } from '../context'

const run = promisify(execFile)

type Fetch = (request: Request) => Response | Promise<Response>

interface DemoMedia {
  key: string
  filetype: 'mp3' | 'mp4'
  /** ffmpeg's arguments after the common ones; the output path is appended. */
  lavfi: string[]
  metaData: Record<string, unknown>
}

// biome-ignore format: ffmpeg arguments read best in pairs
const DEMOS: DemoMedia[] = [
  {
    key: 'demo/harbour-bells.mp3',
    filetype: 'mp3',
    lavfi: [
      '-f', 'lavfi', '-i', 'sine=frequency=523:duration=6',
      '-f', 'lavfi', '-i', 'sine=frequency=659:duration=6',
      '-filter_complex', '[0][1]amix=inputs=2,volume=0.6', '-c:a', 'libmp3lame', '-b:a', '96k',
    ],
    metaData: {
      title: 'Harbour bells at dusk',
      multiLangTitle: { ko: '해질녘 항구의 종소리', jp: '夕暮れの港の鐘', es: 'Campanas del puerto al atardecer' },
      description: 'A short demo audio drama: two bells over a quiet harbour. 조용한 항구의 짧은 데모 오디오.',
      hashtags: ['demo', 'asmr'],
      category: 'asmr',
      media: 'audio',
      language: 'en',
      price: 0,
    },
  },
  {
    key: 'demo/test-pattern.mp4',
    filetype: 'mp4',
    lavfi: [
      '-f', 'lavfi', '-i', 'testsrc=size=640x360:rate=24:duration=6',
      '-f', 'lavfi', '-i', 'sine=frequency=330:duration=6',
      '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest',
    ],
    metaData: {
      title: 'Test pattern night drive',
      multiLangTitle: { ko: '테스트 패턴 밤 드라이브', jp: 'テストパターンの夜のドライブ', es: 'Carta de ajuste de noche' },
      description: 'A short demo video: the test pattern with a tone. 짧은 데모 영상입니다.',
      hashtags: ['demo', 'video'],
      category: 'realplay',
      media: 'video',
      language: 'en',
      price: 0,
    },
  },
]

export async function seedDemoMedia(
  context: ServerContext,
  fetch: Fetch,
  say: (line: string) => void,
  options: { ffmpeg?: FfmpegPaths } = {},
): Promise<void> {
  const creator = await context.accounts.service.sessionUserByEmail(DEMO_CREATOR_EMAIL)
  if (!creator) return
  const catalog = context.content.service.catalog
  const existing = await catalog.creatorContentOids(creator, creator.oid)
  if (existing.contentOids.length > 0) return
  const ffmpeg = options.ffmpeg ?? { ffmpeg: 'ffmpeg', ffprobe: 'ffprobe' }
  const status = await detectFfmpeg(ffmpeg)
  if (!status.available) {
    say(
      'Demo audio and video: skipped, ffmpeg is not installed (install it, e.g. `apt-get install ffmpeg`, and restart to add them).',
    )
    return
  }
  const folder = await mkdtemp(join(tmpdir(), 'taleloom-demo-media-'))
  try {
    const cover = join(folder, 'cover.png')
    // biome-ignore format: ffmpeg arguments read best in pairs
    await run(ffmpeg.ffmpeg, [
      '-nostdin', '-hide_banner', '-loglevel', 'error', '-y',
      '-f', 'lavfi', '-i', 'testsrc=size=640x360:rate=1:duration=1', '-frames:v', '1', cover,
    ])
    for (const demo of DEMOS) {
      const file = join(folder, demo.key.replace('/', '-'))
      await run(ffmpeg.ffmpeg, [
        '-nostdin',
        '-hide_banner',
        '-loglevel',
        'error',
        '-y',
        ...demo.lavfi,
        file,
      ])
      const contentOid = await publishDemo(context, fetch, creator, demo, {
        media: await readFile(file),
        cover: await readFile(cover),
      })
      const path = demo.filetype === 'mp4' ? 'realplay' : 'play'
      say(
        `Demo ${demo.filetype === 'mp4' ? 'video' : 'audio'} published: "${demo.metaData.title}" (/${path}/${contentOid}; it plays once encoded)`,
      )
    }
  } finally {
    await rm(folder, { recursive: true, force: true })
  }
}

async function publishDemo(
  context: ServerContext,
  fetch: Fetch,
  creator: SessionUser,
  demo: DemoMedia,
  bytes: { media: Buffer; cover: Buffer },
): Promise<string> {
  const catalog = context.content.service.catalog
  const { contentOid } = await catalog.issueId(creator)
  await catalog.save(creator, { contentOid, metaData: demo.metaData }, { kind: 'save' })
  const thumbnail = await upload(context, fetch, creator, bytes.cover, {
    key: `demo/${contentOid}/cover.png`,
    filetype: 'png',
    access: 'public',
    context: 'thumbnail',
    contentOid,
  })
  const media = await upload(context, fetch, creator, bytes.media, {
    key: demo.key,
    filetype: demo.filetype,
    access: 'private',
    context: 'content',
    contentOid,
  })
  // Handed over: the encoder queues its audio or video job, as after a browser's upload.
  await context.uploads.service.uploadDone(creator, demo.key)
  await catalog.save(
    creator,
    {
      contentOid,
      metaData: {
        thumbnail: thumbnail.url,
        mediaAssets: { sources: [storeAddress(media.storeKey)] },
      },
    },
    { kind: 'publish' },
  )
  return contentOid
}

/** One file in one part: opened by the service, its bytes PUT to the signed part address. */
async function upload(
  context: ServerContext,
  fetch: Fetch,
  creator: SessionUser,
  bytes: Buffer,
  target: {
    key: string
    filetype: 'png' | 'mp3' | 'mp4'
    access: 'public' | 'private'
    context: 'thumbnail' | 'content'
    contentOid: string
  },
) {
  const uploads = context.uploads.service
  const opened = await uploads.requestUpload(creator, { ...target, numParts: 1 })
  const partUrl = opened.uploadUrls[0] as string
  const put = await fetch(
    new Request(new URL(partUrl, 'http://taleloom.local'), {
      method: 'PUT',
      body: new Uint8Array(bytes),
    }),
  )
  if (!put.ok) throw new Error(`demo upload of ${target.key}: HTTP ${put.status}`)
  const done = await uploads.completeMultipart(creator, target.key)
  return { url: done.url, storeKey: `${target.access}/${creator.oid}/${target.key}` }
}
