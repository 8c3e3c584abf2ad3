/** Points of a partner item name: `dlsite-3000` → 3000 (1 point = 1 yen). */
export function giftCardPoints(itemName: string): number {
  const points = Number(itemName.replace(/^dlsite-/, ''))
  return Number.isInteger(points) && points > 0 ? points : 0
}
