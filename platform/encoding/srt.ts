/**
 * SRT → WebVTT, in TypeScript and without ffmpeg, so subtitle jobs run on every server.
 * Reads what players and editors write: a byte-order mark, CRLF or CR line ends, comma or
 * dot before the milliseconds, one- or two-digit fields, cue numbers (kept as identifiers).
 */

export class SubtitleError extends Error {
  override name = 'SubtitleError'
}

export interface Cue {
  /** The SRT cue number, when the block had one. */
  id: string | null
  startMs: number
  endMs: number
  text: string[]
}

const TIMING =
  /^\s*(\d{1,3}):(\d{1,2}):(\d{1,2})(?:[,.](\d{1,3}))?\s*-->\s*(\d{1,3}):(\d{1,2}):(\d{1,2})(?:[,.](\d{1,3}))?/

function milliseconds(h: string, m: string, s: string, fraction: string | undefined): number {
  // A fraction of fewer than three digits is a fraction of a second: ",5" is 500 ms.
  const ms = fraction ? Number(fraction.padEnd(3, '0')) : 0
  return ((Number(h) * 60 + Number(m)) * 60 + Number(s)) * 1000 + ms
}

export function normalizeText(text: string): string {
  return text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n')
}

/** The cues of an SRT text; blocks without a timing line are skipped. */
export function parseSrt(text: string): Cue[] {
  const cues: Cue[] = []
  for (const block of normalizeText(text).split(/\n[ \t]*\n/)) {
    const lines = block.split('\n').filter((line, index, all) => {
      // Leading blank lines (runs of them between blocks) belong to no cue.
      return !(line.trim() === '' && all.slice(0, index).every((before) => before.trim() === ''))
    })
    const timingAt = lines.findIndex((line) => line.includes('-->'))
    if (timingAt < 0) continue
    const timing = TIMING.exec(lines[timingAt] ?? '')
    if (!timing) continue
    const [, h1, m1, s1, f1, h2, m2, s2, f2] = timing as unknown as string[]
    const numberLine = timingAt > 0 ? (lines[timingAt - 1] ?? '').trim() : ''
    cues.push({
      id: /^\d+$/.test(numberLine) ? numberLine : null,
      startMs: milliseconds(h1 as string, m1 as string, s1 as string, f1),
      endMs: milliseconds(h2 as string, m2 as string, s2 as string, f2),
      text: lines.slice(timingAt + 1).filter((line) => line.trim() !== ''),
    })
  }
  return cues
}

export function vttTimestamp(ms: number): string {
  const hours = Math.floor(ms / 3_600_000)
  const minutes = Math.floor(ms / 60_000) % 60
  const seconds = Math.floor(ms / 1000) % 60
  const pad = (value: number, width = 2) => String(value).padStart(width, '0')
  return `${pad(hours)}:${pad(minutes)}:${pad(seconds)}.${pad(ms % 1000, 3)}`
}

/** A cue line as WebVTT allows it: no "-->" inside text, and SRT's <font> tags dropped. */
function cueLine(line: string): string {
  return line.replace(/<\/?font[^>]*>/gi, '').replaceAll('-->', '->')
}

export function cuesToVtt(cues: Cue[]): string {
  const blocks = cues.map((cue) => {
    const timing = `${vttTimestamp(cue.startMs)} --> ${vttTimestamp(cue.endMs)}`
    return [...(cue.id ? [cue.id] : []), timing, ...cue.text.map(cueLine)].join('\n')
  })
  return `WEBVTT\n\n${blocks.join('\n\n')}\n`
}

/** Converts an SRT file's text; a file without one readable cue is refused. */
export function srtToVtt(text: string): string {
  const cues = parseSrt(text)
  if (cues.length === 0) throw new SubtitleError('The subtitle file has no readable SRT cues')
  return cuesToVtt(cues)
}
