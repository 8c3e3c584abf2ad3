/** The Gacha tab's pure rules: items by chance (the spec's "gacha chance" order) and chance text. */
import type { GachaItem } from '../../../platform/content/gacha/contract'

/** Rarest first; equal chances keep the creator's order. */
export function byChance(items: readonly GachaItem[]): GachaItem[] {
  return [...items].sort((a, b) => a.chance - b.chance || a.position - b.position)
}

/** 150 basis points → "1.5%" in the page's language (whole basis points, no float sums). */
export function chanceText(points: number, locale: string): string {
  const whole = Math.floor(points / 100)
  const fraction = points % 100
  const number = new Intl.NumberFormat(locale, {
    minimumFractionDigits: fraction === 0 ? 0 : fraction % 10 === 0 ? 1 : 2,
  }).format(Number(`${whole}.${String(fraction).padStart(2, '0')}`))
  return `${number}%`
}

/** A pull's draws counted per item, in the order first drawn: "SSR Moon shard ×1". */
export function drawSummary(
  draws: readonly { position: number; rank: string; name: string }[],
): Array<{ position: number; rank: string; name: string; count: number }> {
  const byItem = new Map<number, { position: number; rank: string; name: string; count: number }>()
  for (const draw of draws) {
    const seen = byItem.get(draw.position)
    if (seen) seen.count += 1
    else
      byItem.set(draw.position, {
        position: draw.position,
        rank: draw.rank,
        name: draw.name,
        count: 1,
      })
  }
  return [...byItem.values()]
}
