import type { ReplyRatingReason, SceneRatingsRow } from './contract'

/** Counts of one scene, rating and reason, as the store groups them. */
export interface RatingCount {
  sceneId: string
  rating: 'up' | 'down'
  reason: string | null
  count: number
}

const TOP_REASONS = 3

/**
 * The creator's table: one row per rated scene, in the story's scene order (scenes no
 * longer in the story last, by id), with the three most given reasons (ties by name, so
 * the table reads the same on every load).
 */
export function scenesSummary(
  counts: readonly RatingCount[],
  scenes: readonly { id: string; title: string }[],
): SceneRatingsRow[] {
  const rows = new Map<string, SceneRatingsRow & { reasons: Map<string, number> }>()
  for (const count of counts) {
    const row = rows.get(count.sceneId) ?? {
      sceneId: count.sceneId,
      title: scenes.find((scene) => scene.id === count.sceneId)?.title ?? null,
      up: 0,
      down: 0,
      topReasons: [],
      reasons: new Map<string, number>(),
    }
    row[count.rating] += count.count
    if (count.reason)
      row.reasons.set(count.reason, (row.reasons.get(count.reason) ?? 0) + count.count)
    rows.set(count.sceneId, row)
  }
  const order = (id: string) => {
    const index = scenes.findIndex((scene) => scene.id === id)
    return index < 0 ? scenes.length : index
  }
  return [...rows.values()]
    .sort((a, b) => order(a.sceneId) - order(b.sceneId) || a.sceneId.localeCompare(b.sceneId))
    .map(({ reasons, ...row }) => ({
      ...row,
      topReasons: [...reasons.entries()]
        .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
        .slice(0, TOP_REASONS)
        .map(([reason, count]) => ({ reason: reason as ReplyRatingReason, count })),
    }))
}
