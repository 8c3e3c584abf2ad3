import type { CompiledImage, CompiledStory } from '../compiled'
import type { TurnState } from './state'

export interface SituationImageChoice {
  image: CompiledImage
  /** Tags that matched the scene or the recent text. */
  matchedTags: string[]
  score: number
  /** Locked images are shown as locked with their price. */
  locked: boolean
  price: number
}

/**
 * The available image whose tags best match the current scene's tags (2 points each) and
 * the recent text (1 point each, case-insensitive). Ties keep the compiled order; no
 * matching tag at all → null, so the player keeps the previous picture.
 */
export function chooseSituationImage(
  compiled: CompiledStory,
  state: TurnState,
  recentText: string,
): SituationImageChoice | null {
  const scene = compiled.scenes.find((candidate) => candidate.id === state.sceneId)
  const sceneTags = new Set((scene?.tags ?? []).map((tag) => tag.toLowerCase()))
  const text = recentText.toLowerCase()
  let best: SituationImageChoice | null = null
  for (const image of compiled.images) {
    if (!state.availableImageIds.includes(image.id)) continue
    let score = 0
    const matchedTags: string[] = []
    for (const tag of image.tags) {
      const normalized = tag.toLowerCase().trim()
      if (!normalized) continue
      const inScene = sceneTags.has(normalized)
      const inText = text.includes(normalized)
      if (inScene) score += 2
      if (inText) score += 1
      if (inScene || inText) matchedTags.push(tag)
    }
    if (score > 0 && (!best || score > best.score)) {
      const locked = image.price > 0 && !state.unlockedImageIds.includes(image.id)
      best = { image, matchedTags, score, locked, price: image.price }
    }
  }
  return best
}
