/**
 * A render job's work: the timeline compiled to one ffmpeg run, its uploads fetched into the
 * job's folder under the names the compiler gave them, the renditions, the master playlist
 * and the poster stored as an upload's video is (docs/TIMELINE.md).
 */
import { access, mkdir, readdir, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import type { EncodeContext } from '../encode'
import { AUDIO_KBPS, masterPlaylist, PermanentEncodingError, runFfmpeg } from '../ffmpeg'
import type { VideoOutputs } from '../ports'
import { compileTimeline, TIMELINE_FONTS, TimelineCompileError } from './compile'
import type { TimelineRenderSnapshot } from './snapshot'

/** The first of the fonts drawtext may use that this machine has. */
export async function findTimelineFont(): Promise<string> {
  for (const font of TIMELINE_FONTS) {
    try {
      await access(font)
      return font
    } catch {}
  }
  throw new PermanentEncodingError(
    'No font for text layers is installed on this server (fonts-noto-cjk or fonts-dejavu-core)',
  )
}

export async function renderTimeline(
  snapshot: TimelineRenderSnapshot,
  context: EncodeContext,
  store: (file: string) => Promise<string>,
): Promise<VideoOutputs> {
  const assets = new Map(snapshot.assets.map((asset) => [asset.assetKey, asset]))
  const needsFont = snapshot.document.layers.some((layer) => layer.kind === 'text')
  let compiled: ReturnType<typeof compileTimeline>
  try {
    compiled = compileTimeline(snapshot.document, assets, {
      fontFile: needsFont ? await findTimelineFont() : TIMELINE_FONTS[0],
    })
  } catch (error) {
    if (error instanceof TimelineCompileError) throw new PermanentEncodingError(error.message)
    throw error
  }
  const cwd = context.workDir
  await mkdir(join(cwd, 'assets'), { recursive: true })
  await mkdir(join(cwd, 'texts'), { recursive: true })
  for (const input of compiled.inputs)
    await context.files.fetch(input.assetKey, join(cwd, input.path))
  for (const file of compiled.files) {
    await mkdir(dirname(join(cwd, file.path)), { recursive: true })
    await writeFile(join(cwd, file.path), file.content)
  }
  await runFfmpeg(context.ffmpeg, compiled.args, {
    durationSeconds: compiled.durationMs / 1000,
    onPercent: (percent) => context.onPercent(Math.min(99, percent)),
    signal: context.signal,
    cwd,
  })
  const out = join(cwd, 'out')
  await writeFile(join(out, 'master.m3u8'), masterPlaylist(compiled.renditions, true))
  // Segments and playlists first, the master last, as an upload's video.
  const files = (await readdir(out)).filter((file) => file !== 'master.m3u8').sort()
  const keys = new Map<string, string>()
  for (const file of files) keys.set(file, await store(file))
  const master = await store('master.m3u8')
  context.onPercent(100)
  const { width, height } = snapshot.document.frame
  return {
    kind: 'video',
    master,
    poster: keys.get('poster.jpg') as string,
    width,
    height,
    durationSeconds: compiled.durationMs / 1000,
    renditions: compiled.renditions.map((rendition) => ({
      name: rendition.name,
      width: rendition.width,
      height: rendition.height,
      bandwidth: (rendition.videoKbps + AUDIO_KBPS) * 1000,
      playlist: keys.get(`${rendition.name}.m3u8`) as string,
    })),
  }
}
