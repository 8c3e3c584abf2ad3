/** Who speaks a reply: the cast member named first in it, the only one there is, or none. */
export function speakerOf<Character extends { name: string }>(
  text: string,
  cast: readonly Character[],
): Character | null {
  if (cast.length === 1) return cast[0] ?? null
  const head = text.slice(0, 400).toLowerCase()
  let best: Character | null = null
  let bestAt = Number.POSITIVE_INFINITY
  for (const character of cast) {
    const name = character.name.trim().toLowerCase()
    if (!name) continue
    const at = head.indexOf(name)
    if (at !== -1 && at < bestAt) {
      best = character
      bestAt = at
    }
  }
  return best
}
