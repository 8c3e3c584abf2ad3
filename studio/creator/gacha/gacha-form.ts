/**
 * The gacha form's rules (pure): chances typed as percents with up to two decimals become
 * whole basis points by string arithmetic (no floats), and the live check that they add up
 * to exactly 100, each item has a name and a rank, coins are 1 to 9999 and the profit rate
 * is within the server's maximum.
 */
import type { GachaInput, GachaItem } from '../../../platform/content/gacha/contract'

export const CHANCE_TOTAL = 10_000

export interface ItemDraft {
  name: string
  imageUrl: string
  rank: string
  /** As typed: "12.5". */
  chance: string
  refundRate: string
}

export interface GachaDraft {
  gachaOid: string | null
  title: string
  description: string
  coins: string
  profitRate: string
  items: ItemDraft[]
}

export const emptyItem = (): ItemDraft => ({
  name: '',
  imageUrl: '',
  rank: '',
  chance: '',
  refundRate: '0',
})

export const emptyDraft = (): GachaDraft => ({
  gachaOid: null,
  title: '',
  description: '',
  coins: '10',
  profitRate: '50',
  items: [emptyItem()],
})

/** "12.5" → 1250 basis points; null when not a percent with at most two decimals. */
export function percentToBasisPoints(text: string): number | null {
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(text.trim())
  if (!match) return null
  const whole = Number(match[1])
  const fraction = Number((match[2] ?? '').padEnd(2, '0'))
  const points = whole * 100 + fraction
  return points <= CHANCE_TOTAL ? points : null
}

/** 1250 → "12.5"; 10000 → "100". */
export function basisPointsToPercent(points: number): string {
  const whole = Math.floor(points / 100)
  const fraction = points % 100
  if (fraction === 0) return String(whole)
  return `${whole}.${String(fraction).padStart(2, '0').replace(/0$/, '')}`
}

const wholeIn = (text: string, min: number, max: number): number | null => {
  if (!/^\d{1,5}$/.test(text.trim())) return null
  const value = Number(text.trim())
  return value >= min && value <= max ? value : null
}

export type DraftProblem =
  | 'title'
  | 'coins'
  | 'profitRate'
  | 'noItems'
  | 'itemName'
  | 'itemRank'
  | 'itemChance'
  | 'itemRefund'
  | 'sum'

/** The sum of the chances typed so far (basis points; unreadable ones count 0). */
export function chanceSum(items: readonly ItemDraft[]): number {
  return items.reduce((sum, item) => sum + (percentToBasisPoints(item.chance) ?? 0), 0)
}

/** What stops saving, in form order; empty when the draft is ready. */
export function draftProblems(draft: GachaDraft, maxProfitRate: number): DraftProblem[] {
  const problems: DraftProblem[] = []
  if (draft.title.trim() === '') problems.push('title')
  if (wholeIn(draft.coins, 1, 9999) === null) problems.push('coins')
  if (wholeIn(draft.profitRate, 0, maxProfitRate) === null) problems.push('profitRate')
  if (draft.items.length === 0) problems.push('noItems')
  if (draft.items.some((item) => item.name.trim() === '')) problems.push('itemName')
  if (draft.items.some((item) => item.rank.trim() === '')) problems.push('itemRank')
  if (draft.items.some((item) => !(percentToBasisPoints(item.chance) ?? 0)))
    problems.push('itemChance')
  if (draft.items.some((item) => wholeIn(item.refundRate, 0, 100) === null))
    problems.push('itemRefund')
  if (draft.items.length > 0 && chanceSum(draft.items) !== CHANCE_TOTAL) problems.push('sum')
  return problems
}

/** The request of a ready draft. */
export function draftToInput(draft: GachaDraft): GachaInput {
  return {
    ...(draft.gachaOid ? { gachaOid: draft.gachaOid } : {}),
    title: draft.title.trim(),
    description: draft.description.trim(),
    coins: Number(draft.coins),
    profitRate: Number(draft.profitRate),
    items: draft.items.map((item) => ({
      name: item.name.trim(),
      imageUrl: item.imageUrl.trim(),
      rank: item.rank.trim(),
      chance: percentToBasisPoints(item.chance) ?? 0,
      refundRate: Number(item.refundRate),
    })),
  }
}

/** A saved gacha back into the form. */
export function viewToDraft(view: {
  gachaOid: string
  title: string
  description: string
  coins: number
  profitRate: number | null
  items: GachaItem[]
}): GachaDraft {
  return {
    gachaOid: view.gachaOid,
    title: view.title,
    description: view.description,
    coins: String(view.coins),
    profitRate: String(view.profitRate ?? 0),
    items: view.items.map((item) => ({
      name: item.name,
      imageUrl: item.imageUrl,
      rank: item.rank,
      chance: basisPointsToPercent(item.chance),
      refundRate: String(item.refundRate),
    })),
  }
}
