/**
 * Banned-word masking (spec §4): a match ignores case and whitespace between letters, and
 * its letters become asterisks (the whitespace stays). Pure, so the browser could run it too.
 */

export interface MaskResult {
  content: string
  /** Matches found: each counts as one mention toward the 5-strikes restriction. */
  mentions: number
}

const lower = (char: string) => char.toLowerCase()

/** Normalizes a word the way it is stored and compared: trimmed, inner whitespace removed. */
export function normalizeBannedWord(word: string): string {
  return word.replace(/\s+/gu, '').trim()
}

export function maskBannedWords(text: string, bannedWords: readonly string[]): MaskResult {
  const chars = Array.from(text)
  // Letters only (whitespace skipped), each with its place in `chars`.
  const letters: string[] = []
  const places: number[] = []
  chars.forEach((char, index) => {
    if (/\s/u.test(char)) return
    letters.push(lower(char))
    places.push(index)
  })
  const masked = new Array<boolean>(chars.length).fill(false)
  let mentions = 0
  for (const raw of bannedWords) {
    const word = Array.from(normalizeBannedWord(raw)).map(lower)
    if (word.length === 0) continue
    let start = 0
    while (start + word.length <= letters.length) {
      if (matchesAt(letters, word, start)) {
        mentions += 1
        for (let i = 0; i < word.length; i++) masked[places[start + i] as number] = true
        start += word.length
      } else start += 1
    }
  }
  if (mentions === 0) return { content: text, mentions: 0 }
  return { content: chars.map((char, i) => (masked[i] ? '*' : char)).join(''), mentions }
}

function matchesAt(letters: readonly string[], word: readonly string[], start: number) {
  for (let i = 0; i < word.length; i++) if (letters[start + i] !== word[i]) return false
  return true
}
