/** A chat message as the lorebook scanner sees it (already rendered, e.g. `Name: text`). */
export interface ScanMessage {
  /** Stable id, used to cache per-message scan results. */
  id: string
  text: string
}

/** SillyTavern's buffer separators: a message boundary never looks like a word character. */
export const SCAN_MATCHER = '\x01'
export const SCAN_JOINER = '\n\x01'

/**
 * The exact text SillyTavern scans for an entry: the newest `depth` messages (newest first)
 * and then the recursion buffer. A depth of 0 scans nothing, even recursion text (as ST).
 */
export function buildScanText(
  messages: readonly ScanMessage[],
  depth: number,
  recursionTexts: readonly string[],
): string {
  if (depth <= 0) return ''
  const newestFirst: string[] = []
  for (let index = messages.length - 1; index >= 0 && newestFirst.length < depth; index--) {
    newestFirst.push(messages[index]?.text ?? '')
  }
  let text = SCAN_MATCHER + newestFirst.join(SCAN_JOINER)
  if (recursionTexts.length > 0) text += SCAN_JOINER + recursionTexts.join(SCAN_JOINER)
  return text
}
