import type { DropReason, LorebookDebugRecord } from './activation-types'

export type ActivatedRecord = Extract<LorebookDebugRecord, { outcome: 'activated' }>

/**
 * An activation's debug record as it is stored (a turn's prompt log): the activated
 * entries in full, the dropped ones as ids by reason, in lorebook order. A large
 * lorebook's record is then mostly ids, not an object per entry. What it
 * leaves out: the token count of an entry dropped for the budget (its text is in the story).
 */
export interface LorebookDebugDigest {
  activated: ActivatedRecord[]
  dropped: Partial<Record<DropReason, string[]>>
  /** How many entries the lorebook had: every one is in `activated` or `dropped`. */
  entries: number
}

/** @example digestLorebookDebug(activation.debug).dropped.budget // ['lore-9', …] */
export function digestLorebookDebug(records: readonly LorebookDebugRecord[]): LorebookDebugDigest {
  const activated: ActivatedRecord[] = []
  const dropped: Partial<Record<DropReason, string[]>> = {}
  for (const record of records) {
    if (record.outcome === 'activated') activated.push(record)
    else {
      const ids = dropped[record.reason]
      if (ids) ids.push(record.entryId)
      else dropped[record.reason] = [record.entryId]
    }
  }
  return { activated, dropped, entries: records.length }
}

/**
 * The records a digest stands for, activated first and then by reason (the lorebook's
 * order within each), each dropped one at step 0 as the activation records it.
 */
export function recordsOfDigest(digest: LorebookDebugDigest): LorebookDebugRecord[] {
  const records: LorebookDebugRecord[] = [...digest.activated]
  for (const [reason, ids] of Object.entries(digest.dropped) as [DropReason, string[]][]) {
    for (const entryId of ids) records.push({ entryId, outcome: 'dropped', reason, step: 0 })
  }
  return records
}
