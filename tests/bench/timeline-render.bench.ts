/**
 * A RealPlay timeline's render against ffmpeg alone: a 3-minute, 20-clip, 3-track timeline
 * (14 video cuts from two sources, 3 pictures, 3 music cuts, a caption) compiled by
 * `compileTimeline` and run as the render job runs it, into the uploads' 360p and 720p HLS
 * renditions. Floor, same run, same settings: ffmpeg re-encoding one 3-minute 720p source
 * with audio into the same two renditions (one run, split). Figure: wall time of each and
 * the render's speed as a share of the floor's. Goal: ≥ 0.5× the floor.
 *
 * Every source is ffmpeg's moving `testsrc2` at 1280×720, 30 fps, as the floor's is: a still
 * pattern would make the render's encoding cheaper than the floor's.
 *
 * Knobs: BENCH_SECONDS (180); BENCH_FLOOR_TWICE=1 runs the floor after the render too.
 */
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { DEFAULT_FFMPEG, planRenditions, runFfmpeg } from '../../platform/encoding/ffmpeg'
import { compileTimeline, renditionOutput } from '../../platform/encoding/timelines/compile'
import type { TimelineAsset, TimelineDocument } from '../../platform/encoding/timelines/contract'
import { findTimelineFont } from '../../platform/encoding/timelines/render'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 180)
const TOTAL_MS = SECONDS * 1000
const dir = mkdtempSync(join(tmpdir(), 'taleloom-timeline-bench-'))
const ffmpeg = (...args: string[]) =>
  execFileSync('ffmpeg', ['-nostdin', '-loglevel', 'error', '-y', ...args], { cwd: dir })

function makeSources() {
  mkdirSync(join(dir, 'assets'))
  const half = Math.ceil(SECONDS / 2) + 2
  for (const [name, pattern, tone] of [
    ['a0', 'testsrc2', 220],
    ['a1', 'testsrc2', 330],
  ] as const)
    // biome-ignore format: ffmpeg arguments read best in pairs
    ffmpeg(
      '-f', 'lavfi', '-i', `${pattern}=size=1280x720:rate=30:duration=${half}`,
      '-f', 'lavfi', '-i', `sine=frequency=${tone}:duration=${half}`,
      '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest',
      `assets/${name}.mp4`,
    )
  ffmpeg('-f', 'lavfi', '-i', 'color=c=0xb04216:s=400x400', '-frames:v', '1', 'assets/a2.png')
  ffmpeg('-f', 'lavfi', '-i', `sine=frequency=550:duration=${SECONDS}`, 'assets/a3.mp3')
  // The floor's one source: the same length, size and rate, with sound.
  // biome-ignore format: ffmpeg arguments read best in pairs
  ffmpeg(
    '-f', 'lavfi', '-i', `testsrc2=size=1280x720:rate=30:duration=${SECONDS}`,
    '-f', 'lavfi', '-i', `sine=frequency=220:duration=${SECONDS}`,
    '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest',
    'floor.mp4',
  )
}

function asset(
  key: string,
  filetype: string,
  kind: TimelineAsset['kind'],
  durationMs: number | null,
): TimelineAsset {
  return {
    assetKey: key,
    name: key,
    filetype,
    kind,
    durationMs,
    width: 1280,
    height: 720,
    hasAudio: kind !== 'image',
  }
}

function timeline(): { doc: TimelineDocument; assets: Map<string, TimelineAsset> } {
  const half = (Math.ceil(SECONDS / 2) + 2) * 1000
  const assets = new Map([
    ['v0', asset('v0', 'mp4', 'video', half)],
    ['v1', asset('v1', 'mp4', 'video', half)],
    ['pic', asset('pic', 'png', 'image', null)],
    ['music', asset('music', 'mp3', 'audio', TOTAL_MS)],
  ])
  const cut = Math.floor(TOTAL_MS / 14)
  const video = Array.from({ length: 14 }, (_, i) => ({
    id: `v${i}`,
    assetKey: i % 2 === 0 ? 'v0' : 'v1',
    startMs: i * cut,
    inMs: Math.floor(i / 2) * cut,
    outMs: Math.floor(i / 2) * cut + cut,
    fadeInMs: i === 0 ? 500 : 0,
    fadeOutMs: 200,
    volume: 0.8,
  }))
  const picture = (i: number) => ({
    id: `p${i}`,
    assetKey: 'pic',
    startMs: (i * TOTAL_MS) / 3 + 5000,
    inMs: 0,
    outMs: 8000,
    fadeInMs: 300,
    fadeOutMs: 300,
    volume: 1,
  })
  const third = Math.floor(TOTAL_MS / 3)
  const music = Array.from({ length: 3 }, (_, i) => ({
    id: `m${i}`,
    assetKey: 'music',
    startMs: i * third,
    inMs: i * third,
    outMs: (i + 1) * third,
    fadeInMs: 1000,
    fadeOutMs: 1000,
    volume: 0.5,
  }))
  return {
    assets,
    doc: {
      schemaVersion: 1,
      frame: { width: 1280, height: 720, fps: 30 },
      tracks: [
        { id: 'video', kind: 'video', muted: false, clips: video },
        { id: 'image', kind: 'image', muted: false, clips: [0, 1, 2].map(picture) },
        { id: 'audio', kind: 'audio', muted: false, clips: music },
      ],
      layers: [
        {
          kind: 'text',
          id: 't',
          text: '항구의 불빛 Harbour lights',
          color: '#ffffff',
          startMs: 0,
          endMs: 10_000,
          x: 100,
          y: 600,
          width: 1000,
          height: 60,
          opacity: 1,
        },
      ],
    },
  }
}

async function timed(args: string[], durationSeconds: number): Promise<number> {
  rmSync(join(dir, 'out'), { recursive: true, force: true })
  mkdirSync(join(dir, 'out'))
  const started = performance.now()
  await runFfmpeg(DEFAULT_FFMPEG, args, { durationSeconds, cwd: dir })
  return performance.now() - started
}

/** The floor: one source, the same renditions and settings, one run. */
function floorArgs(): string[] {
  const renditions = planRenditions(1280, 720)
  return [
    '-protocol_whitelist',
    'file,pipe',
    '-f',
    'mp4',
    '-i',
    'floor.mp4',
    '-filter_complex',
    `[0:v:0]split=${renditions.length}${renditions.map((_, i) => `[s${i}]`).join('')};[0:a:0]asplit=${renditions.length}${renditions.map((_, i) => `[a${i}]`).join('')};` +
      renditions.map((r, i) => `[s${i}]scale=${r.width}:${r.height},setsar=1[v${i}]`).join(';'),
    ...renditions.flatMap((r, i) => [
      '-map',
      `[v${i}]`,
      '-map',
      `[a${i}]`,
      ...renditionOutput(r, 'out'),
    ]),
  ]
}

makeSources()
const { doc, assets } = timeline()
const compiled = compileTimeline(doc, assets, { fontFile: await findTimelineFont() })
// The compiler names the uploads a0… in order of first use: v0, v1, pic, music.
mkdirSync(join(dir, 'texts'), { recursive: true })
for (const file of compiled.files) writeFileSync(join(dir, file.path), file.content)
const clips = doc.tracks.reduce((n, track) => n + track.clips.length, 0)
console.log(
  `timeline: ${SECONDS} s, ${clips} clips on ${doc.tracks.length} tracks, ${compiled.renditions.map((r) => r.name).join(' + ')}`,
)
const load = loadavg()[0]?.toFixed(1)
const floorMs = await timed(floorArgs(), SECONDS)
const renderMs = await timed(compiled.args, SECONDS)
const floorAgain = process.env.BENCH_FLOOR_TWICE ? await timed(floorArgs(), SECONDS) : floorMs
const floor = Math.min(floorMs, floorAgain)
console.log(
  `render ${(renderMs / 1000).toFixed(1)} s (${(SECONDS / (renderMs / 1000)).toFixed(2)}× real time)`,
)
console.log(
  `floor  ${(floor / 1000).toFixed(1)} s (${(SECONDS / (floor / 1000)).toFixed(2)}× real time; runs ${(floorMs / 1000).toFixed(1)} / ${(floorAgain / 1000).toFixed(1)} s)`,
)
console.log(
  `render speed ÷ floor speed: ${(floor / renderMs).toFixed(2)}× (goal ≥ 0.5×); load average ${load} → ${loadavg()[0]?.toFixed(1)}`,
)
rmSync(dir, { recursive: true, force: true })
