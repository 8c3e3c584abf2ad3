import { digestLorebookDebug } from '../lorebook'
import type { StoredTurnDebug, TurnDebug } from './types'

/**
 * The debug record a prompt log keeps of an assembled turn: the same figures, with the
 * lorebook's per-entry record as a digest (ids by reason instead of one object per entry).
 */
export function storedTurnDebug(debug: TurnDebug): StoredTurnDebug {
  const { lorebook, ...rest } = debug
  return { ...rest, lorebook: digestLorebookDebug(lorebook) }
}
