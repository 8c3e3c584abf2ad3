/**
 * Stable orderings for compiled arrays whose order the writer does not choose, so the
 * output never depends on node or edge array order.
 */

/** Natural, locale-independent id order: "start-2" before "start-10". */
export function compareIds(left: string, right: string): number {
  const leftParts = left.match(/\d+|\D+/g) ?? []
  const rightParts = right.match(/\d+|\D+/g) ?? []
  const length = Math.min(leftParts.length, rightParts.length)
  for (let index = 0; index < length; index++) {
    const leftPart = leftParts[index] as string
    const rightPart = rightParts[index] as string
    if (leftPart === rightPart) continue
    const leftNumber = /^\d/.test(leftPart)
    const rightNumber = /^\d/.test(rightPart)
    if (leftNumber && rightNumber) {
      const difference = Number(leftPart) - Number(rightPart)
      if (difference !== 0) return difference
      // Equal values, different padding ("01" vs "1"): fall back to text order.
    }
    return leftPart < rightPart ? -1 : 1
  }
  return leftParts.length - rightParts.length || (left < right ? -1 : left > right ? 1 : 0)
}

export function sortById<Item extends { id: string }>(items: Item[]): Item[] {
  return items.sort((left, right) => compareIds(left.id, right.id))
}

/** Ids of the nodes at the other end of `edges`, sorted and unique. */
export function sortedUnique(ids: Iterable<string>): string[] {
  return [...new Set(ids)].sort(compareIds)
}
