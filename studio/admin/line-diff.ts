/** One line of a comparison: kept in both, only in the old text, or only in the new. */
export interface DiffLine {
  kind: 'same' | 'removed' | 'added'
  text: string
}

/**
 * The lines of `before` and `after` as one list, by their longest common subsequence:
 * what an admin reads to see what a prompt version changes. Quadratic in lines, which a
 * prompt (at most 20,000 characters) keeps small.
 */
export function lineDiff(before: string, after: string): DiffLine[] {
  const a = before.split('\n')
  const b = after.split('\n')
  // common[i][j]: the longest common run of a[i..] and b[j..].
  const common = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0))
  for (let i = a.length - 1; i >= 0; i -= 1)
    for (let j = b.length - 1; j >= 0; j -= 1)
      common[i]![j] =
        a[i] === b[j]
          ? common[i + 1]![j + 1]! + 1
          : Math.max(common[i + 1]![j]!, common[i]![j + 1]!)
  const lines: DiffLine[] = []
  let i = 0
  let j = 0
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      lines.push({ kind: 'same', text: a[i]! })
      i += 1
      j += 1
    } else if (common[i + 1]![j]! >= common[i]![j + 1]!) {
      lines.push({ kind: 'removed', text: a[i]! })
      i += 1
    } else {
      lines.push({ kind: 'added', text: b[j]! })
      j += 1
    }
  }
  for (; i < a.length; i += 1) lines.push({ kind: 'removed', text: a[i]! })
  for (; j < b.length; j += 1) lines.push({ kind: 'added', text: b[j]! })
  return lines
}
