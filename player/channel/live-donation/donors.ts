/** The ranking's rows as the tab shows them, pure: hidden names stay hidden, coins when allowed. */
export interface DonorRow {
  rank: number
  name: string | null
  coins: number | null
}

export function donorRows(
  ranking: readonly { rank: number; userOid: string; isHiddenName: boolean; coin: number }[],
  nicknames: ReadonlyMap<string, string>,
  hideCoinAmounts: boolean,
): DonorRow[] {
  return ranking.map((entry) => ({
    rank: entry.rank,
    name: entry.isHiddenName ? null : (nicknames.get(entry.userOid) ?? null),
    coins: hideCoinAmounts ? null : entry.coin,
  }))
}
