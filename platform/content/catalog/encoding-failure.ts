/**
 * Why an encoding failed, as a reason the studio can put in words: the encoder's recorded
 * text may carry tool output or a server path, which a creator is never shown.
 */
import type { EncodingFailure } from './contract'

const RULES: readonly [RegExp, EncodingFailure][] = [
  [/cancel/i, 'cancelled'],
  [/subtitle|\bsrt\b|webvtt/i, 'subtitle'],
  [/no audio track/i, 'no-audio'],
  [/no video track|no picture size/i, 'no-video'],
  [/4K width|px wide/i, 'too-large'],
  [/not a readable|not read by ffmpeg|encoded from an/i, 'unreadable'],
  [/no finished upload|not one of its creator|upload it again|nothing was uploaded/i, 'missing'],
]

/** The reason of a recorded failure; anything unrecognised is the encoder's own trouble. */
export function encodingFailureOf(recorded: string | null): EncodingFailure | null {
  if (!recorded) return null
  for (const [pattern, reason] of RULES) if (pattern.test(recorded)) return reason
  return 'encoder'
}
