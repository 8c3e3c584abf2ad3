import { describe, expect, it } from 'vitest'
import {
  audioArgs,
  type MediaInfo,
  type MediaSource,
  planRenditions,
  posterArgs,
  probeArgs,
  renditionArgs,
} from './ffmpeg'
import {
  formatMatches,
  inputArgs,
  kindMismatch,
  notReadable,
  SOURCE_FORMATS,
  type SourceFormat,
} from './source-format'

const MEDIA_FORMATS = SOURCE_FORMATS.filter((format) => format !== 'srt')
const info: MediaInfo = { durationSeconds: 4, video: { width: 1280, height: 720 }, hasAudio: true }
const [rendition] = planRenditions(1280, 720)

/** Every argument list the encoder hands ffmpeg or ffprobe for one source. */
function everyRun(source: MediaSource): [string, string[]][] {
  return [
    ['probe', probeArgs(source)],
    ['audio', audioArgs(source, 'out/audio.m4a', 'out/audio.webm')],
    ['rendition', renditionArgs(source, 'out', rendition as NonNullable<typeof rendition>, true)],
    ['poster', posterArgs(source, 'out/poster.jpg', info)],
  ]
}

describe('how a source is read', () => {
  it('forces the demuxer of the declared type, allows only file and pipe, and names the source as the one input', () => {
    const demuxers: Record<string, string> = { mp3: 'mp3', mp4: 'mp4', mov: 'mov' }
    for (const format of MEDIA_FORMATS) {
      const source = { file: `source.${format}`, format }
      expect(inputArgs(format, source.file)).toEqual([
        '-protocol_whitelist',
        'file,pipe',
        '-f',
        demuxers[format],
        '-i',
        `source.${format}`,
      ])
      for (const [run, args] of everyRun(source)) {
        const inputs = args.flatMap((arg, index) => (arg === '-i' ? [args[index + 1]] : []))
        expect(inputs, `${format} ${run}`).toEqual([source.file])
        const at = args.indexOf('-i')
        expect(args.slice(at - 4, at), `${format} ${run}`).toEqual([
          '-protocol_whitelist',
          'file,pipe',
          '-f',
          demuxers[format],
        ])
        // Nothing is named by an absolute path: files are relative to the job's folder.
        expect(
          args.filter((arg) => arg.startsWith('/')),
          `${format} ${run}`,
        ).toEqual([])
        // The option only HLS reads is never given: HLS is never the demuxer.
        expect(args).not.toContain('-allowed_extensions')
      }
    }
  })

  it('never hands a subtitle to ffmpeg', () => {
    expect(() => inputArgs('srt', 'source.srt')).toThrow('.srt sources are not read by ffmpeg')
  })

  it("accepts only ffprobe's name for the declared format", () => {
    const probed = 'mov,mp4,m4a,3gp,3g2,mj2'
    expect(formatMatches('mp4', probed)).toBe(true)
    expect(formatMatches('mov', probed)).toBe(true)
    expect(formatMatches('mp3', probed)).toBe(false)
    expect(formatMatches('mp3', 'mp3')).toBe(true)
    for (const format of MEDIA_FORMATS) {
      for (const other of ['hls', 'concat', 'mpegts', 'image2', 'tty', '', undefined]) {
        expect(formatMatches(format, other), `${format} ${other}`).toBe(false)
      }
    }
  })

  it('says which uploads make which kind, and what a file was not', () => {
    const cases: [Parameters<typeof kindMismatch>[0], string, string | null][] = [
      ['video', 'mp4', null],
      ['video', 'mov', null],
      ['audio', 'mp3', null],
      ['audio', 'mp4', null],
      ['subtitle', 'srt', null],
      ['video', 'mp3', 'A video is encoded from an .mp4 or .mov upload, not an .mp3'],
      ['audio', 'srt', 'Audio is encoded from an .mp3, .mp4 or .mov upload, not an .srt'],
      ['subtitle', 'mp4', 'A subtitle is encoded from an .srt upload, not an .mp4'],
      ['video', 'png', 'A video is encoded from an .mp4 or .mov upload, not an .png'],
    ]
    for (const [kind, filetype, reason] of cases) expect(kindMismatch(kind, filetype)).toBe(reason)
    const texts = (['mp4', 'mov', 'mp3'] as SourceFormat[]).map(notReadable)
    expect(texts).toEqual([
      'The uploaded .mp4 file is not a readable MP4 video',
      'The uploaded .mov file is not a readable QuickTime video',
      'The uploaded .mp3 file is not a readable MP3 audio file',
    ])
  })
})
