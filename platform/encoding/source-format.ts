/**
 * What a source was uploaded as decides how it is read. ffmpeg left to guess reads a text
 * playlist named `.mp4` as HLS and follows its `file:///…` segments into the server's disk,
 * so the demuxer is forced from the upload's type, only the file and pipe protocols are
 * allowed, and ffprobe's answer must name the same format (docs/ENCODING.md, "Sources").
 */
import type { EncodingKind } from './tables'

export const SOURCE_FORMATS = ['mp3', 'mp4', 'mov', 'srt'] as const
export type SourceFormat = (typeof SOURCE_FORMATS)[number]

interface FormatRule {
  /** The demuxer forced with `-f`; null for subtitles, which ffmpeg never reads. */
  demuxer: string | null
  /** ffprobe's `format_name` (a comma list) must name one of these. */
  formatNames: readonly string[]
  kinds: readonly EncodingKind[]
  /** What the file should be, in the creator's words. */
  label: string
}

export const FORMAT_RULES: Record<SourceFormat, FormatRule> = {
  mp3: { demuxer: 'mp3', formatNames: ['mp3'], kinds: ['audio'], label: 'MP3 audio file' },
  // mp4 and mov are one demuxer ("mov,mp4,m4a,3gp,3g2,mj2"); external data references stay
  // off (its `enable_drefs` default).
  mp4: {
    demuxer: 'mp4',
    formatNames: ['mp4', 'mov'],
    kinds: ['video', 'audio'],
    label: 'MP4 video',
  },
  mov: {
    demuxer: 'mov',
    formatNames: ['mov', 'mp4'],
    kinds: ['video', 'audio'],
    label: 'QuickTime video',
  },
  srt: { demuxer: null, formatNames: [], kinds: ['subtitle'], label: 'SRT subtitle file' },
}

/** How a source queued without a format is read: files the server made itself (a replay's mp4). */
export const DEFAULT_FORMATS: Record<EncodingKind, SourceFormat> = {
  audio: 'mp3',
  video: 'mp4',
  subtitle: 'srt',
}

export function isSourceFormat(value: string): value is SourceFormat {
  return (SOURCE_FORMATS as readonly string[]).includes(value)
}

function extensions(formats: readonly SourceFormat[]): string {
  const names = formats.map((format) => `.${format}`)
  const last = names.pop() as string
  return names.length > 0 ? `${names.join(', ')} or ${last}` : last
}
const article = (kind: EncodingKind) =>
  kind === 'audio' ? 'Audio is' : kind === 'video' ? 'A video is' : 'A subtitle is'

/** Why `kind` cannot be encoded from a file uploaded as `filetype`; null when it can. */
export function kindMismatch(kind: EncodingKind, filetype: string): string | null {
  if (isSourceFormat(filetype) && FORMAT_RULES[filetype].kinds.includes(kind)) return null
  const fitting = SOURCE_FORMATS.filter((each) => FORMAT_RULES[each].kinds.includes(kind))
  return `${article(kind)} encoded from an ${extensions(fitting)} upload, not an .${filetype}`
}

/** The failure a creator reads when the file is not what its type says (no tool output, no path). */
export function notReadable(format: SourceFormat): string {
  return `The uploaded .${format} file is not a readable ${FORMAT_RULES[format].label}`
}

/**
 * ffmpeg's and ffprobe's input options for a source: its demuxer forced, only the file and
 * pipe protocols, the source the one file named. Give `file` relative to the job's folder,
 * which is the process's working directory.
 */
export function inputArgs(format: SourceFormat, file: string): string[] {
  const demuxer = FORMAT_RULES[format].demuxer
  if (!demuxer) throw new Error(`.${format} sources are not read by ffmpeg`)
  return ['-protocol_whitelist', 'file,pipe', '-f', demuxer, '-i', file]
}

/** Whether ffprobe's `format_name` is one the source's type allows. */
export function formatMatches(format: SourceFormat, formatName: string | undefined): boolean {
  const names = (formatName ?? '').split(',')
  return FORMAT_RULES[format].formatNames.some((name) => names.includes(name))
}
