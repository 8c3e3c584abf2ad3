/**
 * A card import's result while the writer has not answered its thumbnail offer, kept for
 * the story in this tab (sessionStorage), so a reload shows the offer again. Answering it
 * (use, decline) or closing the result forgets it.
 */
import type { PortraitOutcome } from './import-card-file'

export interface PendingImport {
  name: string
  portrait: PortraitOutcome
  count: number
  entries: number
  filled?: string[]
}

const key = (contentOid: string) => `taleloom.card-import.${contentOid}`

export function rememberImport(storage: Storage, contentOid: string, pending: PendingImport) {
  // A failed portrait's error is no JSON: the offer needs an uploaded one anyway.
  if (pending.portrait.status !== 'uploaded') return forgetImport(storage, contentOid)
  try {
    storage.setItem(key(contentOid), JSON.stringify(pending))
  } catch {
    // A full or blocked storage only loses the offer on reload.
  }
}

export function pendingImport(storage: Storage, contentOid: string): PendingImport | null {
  try {
    const text = storage.getItem(key(contentOid))
    if (!text) return null
    const value = JSON.parse(text) as PendingImport
    return value?.portrait?.status === 'uploaded' && typeof value.portrait.url === 'string'
      ? value
      : null
  } catch {
    return null
  }
}

export function forgetImport(storage: Storage, contentOid: string) {
  try {
    storage.removeItem(key(contentOid))
  } catch {
    // Nothing kept.
  }
}
