/**
 * What the subtitle thread does with a file's bytes (subtitle-worker.ts runs it; kept pure
 * here so it is tested and bundled alike): convert SRT to WebVTT, or check an upload.
 */
import { cuesToVtt, parseSrt } from './srt'

export const NO_CUES = 'The subtitle file has no readable SRT cues'
export const NOT_TEXT = 'The subtitle file is not UTF-8 text'

export type SubtitleRequest = { op: 'convert' | 'check'; bytes: Uint8Array }

export type SubtitleReply =
  | { ok: true; cues: number; vtt: string | null }
  | { ok: false; reason: string }

export function readSubtitleBytes(request: SubtitleRequest): SubtitleReply {
  let text: string
  try {
    // An upload must be UTF-8 text; a stored file is read leniently, as players do.
    text = new TextDecoder('utf-8', { fatal: request.op === 'check' }).decode(request.bytes)
  } catch {
    return { ok: false, reason: NOT_TEXT }
  }
  if (request.op === 'check' && text.includes('\u0000')) return { ok: false, reason: NOT_TEXT }
  const cues = parseSrt(text)
  if (cues.length === 0) return { ok: false, reason: NO_CUES }
  return { ok: true, cues: cues.length, vtt: request.op === 'convert' ? cuesToVtt(cues) : null }
}
