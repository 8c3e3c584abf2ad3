import { isAllowedMediaUrl } from '../../engine/media'

/**
 * The address to load a story's thumbnail from, or null when it cannot be shown safely
 * (the card then draws a placeholder): only what a writer may save (our assets, png, jpeg,
 * webp or gif data URLs), so a story stored before that rule loads nothing from elsewhere.
 */
export function thumbnailSource(thumbnail: string): string | null {
  return isAllowedMediaUrl(thumbnail) ? thumbnail : null
}

/** A stable hue (0–359) per story, so placeholders differ from card to card. */
export function placeholderHue(seed: string): number {
  let hash = 0
  for (const character of seed) hash = (hash * 31 + (character.codePointAt(0) ?? 0)) >>> 0
  return hash % 360
}
