/**
 * The co-host's reply masked while it streams: each delta sends only the part of the masked
 * text no later token can change. A banned word matches across whitespace and case
 * (chat/mask.ts), so the last letters that could still begin one (the longest banned word's
 * length, less one) wait for the next delta or the end; a word split across deltas never
 * reaches a viewer unmasked.
 */
import { maskBannedWords } from '../chat'

export interface MaskedReply {
  /** Appends the model's text; answers the masked text that became final (often ''). */
  push(text: string): string
  /** The reply is whole: the rest of the masked text, and the whole masked reply. */
  end(): { rest: string; whole: string }
  /** The masked text sent so far. */
  sent(): string
}

export function createMaskedReply(bannedWords: readonly string[]): MaskedReply {
  // Letters a match spans, whitespace skipped: the longest is how far back a match may start.
  const longest = Math.max(
    0,
    ...bannedWords.map((word) => Array.from(word.replace(/\s+/gu, '')).length),
  )
  let raw = ''
  let sentChars = 0
  let sentText = ''

  function stableChars(chars: readonly string[]): number {
    if (longest <= 1) return chars.length
    // Keep back the chars from the (longest - 1)th last letter on.
    let letters = 0
    for (let index = chars.length - 1; index >= 0; index--) {
      if (/\s/u.test(chars[index] as string)) continue
      letters += 1
      if (letters === longest - 1) return index
    }
    return 0
  }

  return {
    push(text) {
      raw += text
      const masked = Array.from(maskBannedWords(raw, bannedWords).content)
      const stable = stableChars(masked)
      if (stable <= sentChars) return ''
      const out = masked.slice(sentChars, stable).join('')
      sentChars = stable
      sentText += out
      return out
    },
    end() {
      const whole = maskBannedWords(raw, bannedWords).content
      const rest = Array.from(whole).slice(sentChars).join('')
      sentChars = Array.from(whole).length
      sentText = whole
      return { rest, whole }
    },
    sent: () => sentText,
  }
}
