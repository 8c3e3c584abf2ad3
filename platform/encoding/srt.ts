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

/** Told of each look the parser takes at a line (tests count them: the work is linear). */
export interface StepCounter {
  step(): void
}

/** A line of spaces and tabs only ends a block; other blank-looking lines do not. */
function isSeparator(line: string): boolean {
  for (let index = 0; index < line.length; index++) {
    const code = line.charCodeAt(index)
    if (code !== 0x20 && code !== 0x09) return false
  }
  return true
}

/**
 * The cues of an SRT text; blocks without a timing line are skipped. One pass over the
 * lines, each looked at once more at most inside its own block: the work grows with the
 * file, whatever its lines (a form feed is blank to `trim` but separates nothing).
 */
export function parseSrt(text: string, counter?: StepCounter): Cue[] {
  const cues: Cue[] = []
  let block: string[] = []
  const close = () => {
    const cue = block.length > 0 ? cueOf(block, counter) : null
    if (cue) cues.push(cue)
    block = []
  }
  for (const line of normalizeText(text).split('\n')) {
    counter?.step()
    if (isSeparator(line)) close()
    // Blank-looking lines before a block's first line belong to no cue.
    else if (block.length > 0 || line.trim() !== '') block.push(line)
  }
  close()
  return cues
}

function cueOf(lines: string[], counter: StepCounter | undefined): Cue | null {
  let timingAt = -1
  for (let index = 0; index < lines.length && timingAt < 0; index++) {
    counter?.step()
    if ((lines[index] as string).includes('-->')) timingAt = index
  }
  if (timingAt < 0) return null
  const timing = TIMING.exec(lines[timingAt] as string)
  if (!timing) return null
  const [, h1, m1, s1, f1, h2, m2, s2, f2] = timing as unknown as string[]
  const numberLine = timingAt > 0 ? (lines[timingAt - 1] as string).trim() : ''
  const text: string[] = []
  for (let index = timingAt + 1; index < lines.length; index++) {
    counter?.step()
    const line = lines[index] as string
    if (line.trim() !== '') text.push(line)
  }
  return {
    id: /^\d+$/.test(numberLine) ? numberLine : null,
    startMs: milliseconds(h1 as string, m1 as string, s1 as string, f1),
    endMs: milliseconds(h2 as string, m2 as string, s2 as string, f2),
    text,
  }
}

export function vttTimestamp(ms: number): string {
  const hours = Math.floor(ms / 3_600_000)
  const minutes = Math.floor(ms / 60_000) % 60
  const seconds = Math.floor(ms / 1000) % 60
  const millis = ms % 1000
  // Zeros written out: padStart cost more, twice a cue (docs/PERFORMANCE.md).
  return `${hours < 10 ? '0' : ''}${hours}:${minutes < 10 ? '0' : ''}${minutes}:${seconds < 10 ? '0' : ''}${seconds}.${millis < 10 ? '00' : millis < 100 ? '0' : ''}${millis}`
}

/** A cue line as WebVTT allows it: no "-->" inside text, and SRT's <font> tags dropped. */
function cueLine(line: string): string {
  const kept = dropFontTags(line)
  return kept.includes('-->') ? kept.replaceAll('-->', '->') : kept
}

/**
 * `<font …>` and `</font>` removed in one pass: each tag runs to the first `>` after it,
 * and once no `>` is left no later tag can close either (a regex's `[^>]*` rescanned the
 * rest of the line from every unclosed `<font`).
 */
function dropFontTags(line: string): string {
  if (!line.includes('<')) return line
  const tag = /<\/?font/gi
  let kept = ''
  let from = 0
  for (let found = tag.exec(line); found; found = tag.exec(line)) {
    const end = line.indexOf('>', found.index)
    if (end < 0) break
    kept += line.slice(from, found.index)
    from = end + 1
    tag.lastIndex = from
  }
  return kept + line.slice(from)
}

export function cuesToVtt(cues: Cue[]): string {
  let vtt = 'WEBVTT\n'
  for (const cue of cues) {
    vtt += cue.id ? `\n${cue.id}\n` : '\n'
    vtt += `${vttTimestamp(cue.startMs)} --> ${vttTimestamp(cue.endMs)}\n`
    for (const line of cue.text) vtt += `${cueLine(line)}\n`
  }
  return vtt
}

/** Converts an SRT file's text; a file without one readable cue is refused. */
export function srtToVtt(text: string): string {
  const cues = parseSrt(text)
  if (cues.length === 0) throw new SubtitleError('The subtitle file has no readable SRT cues')
  return cuesToVtt(cues)
}
