/**
 * The list the studio's contents page opens on: the first of `preference` that has any
 * content (published first, then work in hand), else the first of them.
 */
export function firstListWithItems<List extends string>(
  preference: readonly List[],
  counts: Partial<Record<List, number>>,
): List | null {
  return preference.find((list) => (counts[list] ?? 0) > 0) ?? preference[0] ?? null
}
