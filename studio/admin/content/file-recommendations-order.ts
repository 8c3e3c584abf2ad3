/** One position moved up or down: the whole order sent back (the server checks it is complete). */
export function moved(oids: readonly string[], index: number, by: -1 | 1): string[] {
  const target = index + by
  if (index < 0 || index >= oids.length || target < 0 || target >= oids.length) return [...oids]
  const next = [...oids]
  ;[next[index], next[target]] = [next[target] as string, next[index] as string]
  return next
}
