import type { Ranking } from '../../web/api/catalogue'

/** The AI chat ranking tabs, in the order the home page shows them. */
export const RANKINGS: readonly Ranking[] = ['daily', 'weekly', 'monthly', 'new']
export const DEFAULT_RANKING: Ranking = 'daily'

export function isRanking(value: unknown): value is Ranking {
  return typeof value === 'string' && (RANKINGS as readonly string[]).includes(value)
}

/** The ranking named by `?ranking=` on the home page; the default when absent or unknown. */
export function readRanking(search: string): Ranking {
  const value = new URLSearchParams(search).get('ranking')
  return isRanking(value) ? value : DEFAULT_RANKING
}

/** The home address of a ranking tab; the default tab keeps the plain address. */
export function rankingHref(ranking: Ranking): string {
  return ranking === DEFAULT_RANKING ? '/' : `/?ranking=${ranking}`
}
