/**
 * Reordering on the playlist screen, pure. The screen shows the contents the reader may see;
 * the server wants every stored content in the new order, so a move is made in the full list.
 */

/** `full` with `moved` taken out and put back just before `target` (or after it when later). */
export function moveBefore(full: readonly string[], moved: string, target: string): string[] {
  if (moved === target || !full.includes(moved) || !full.includes(target)) return [...full]
  const from = full.indexOf(moved)
  const rest = full.filter((oid) => oid !== moved)
  const at = rest.indexOf(target)
  // Dragged downwards, it lands after the target; upwards, before it.
  rest.splice(from <= at ? at + 1 : at, 0, moved)
  return rest
}

/** One step up (-1) or down (+1) among the shown contents; null at either end. */
export function step(
  full: readonly string[],
  shown: readonly string[],
  oid: string,
  direction: -1 | 1,
): string[] | null {
  const index = shown.indexOf(oid)
  const neighbour = shown[index + direction]
  if (index < 0 || neighbour === undefined) return null
  return moveBefore(full, oid, neighbour)
}

/** What plays after `current` in the shown order; null at the end. */
export function nextAfter(shown: readonly string[], current: string | null): string | null {
  if (current === null) return shown[0] ?? null
  const index = shown.indexOf(current)
  return index < 0 ? null : (shown[index + 1] ?? null)
}

export function previousBefore(shown: readonly string[], current: string | null): string | null {
  const index = current === null ? -1 : shown.indexOf(current)
  return index > 0 ? (shown[index - 1] ?? null) : null
}
