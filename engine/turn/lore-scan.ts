import type { LorebookTimedState, ScanMessage } from '../lorebook'
import type { ForcedLorebookEntry } from './state'
import type { HistoryMessage } from './types'

/** Who speaks in a scanned message, as the lorebook reads it. */
export interface ScanNames {
  user: string
  char: string
  /** SillyTavern scans each message as `Name: text` (trimmed) unless names are switched off. */
  includeNames: boolean
}

/**
 * The messages the lorebook scans: the newest `scanDepth` of the history, then the
 * player's new message (if any) under the id it will be stored with.
 */
export function loreScanMessages(
  history: readonly HistoryMessage[],
  pending: { id: string; text: string },
  scanDepth: number,
  names: ScanNames,
): ScanMessage[] {
  const scanText = (role: 'user' | 'assistant', text: string) =>
    names.includeNames ? `${role === 'user' ? names.user : names.char}: ${text}`.trim() : text
  const messages: ScanMessage[] = history
    .slice(Math.max(0, history.length - scanDepth))
    .map((message) => ({ id: message.id, text: scanText(message.role, message.content) }))
  if (pending.text) messages.push({ id: pending.id, text: scanText('user', pending.text) })
  return messages
}

/** Trigger-forced entries act as sticky for this turn (keys, cooldown and probability bypassed). */
export function withForcedEntries(
  timed: LorebookTimedState,
  forced: readonly ForcedLorebookEntry[],
  turnIndex: number,
): LorebookTimedState {
  if (forced.length === 0) return timed
  const sticky = { ...timed.sticky }
  for (const { entryId } of forced) {
    sticky[entryId] = { activatedTurn: turnIndex - 1, firstTurn: turnIndex, lastTurn: turnIndex }
  }
  return { sticky, cooldown: timed.cooldown }
}
