/**
 * The address to load a story's thumbnail from, or null when it cannot be shown safely
 * (the card then draws a placeholder). Writers store a URL, a site path or an image
 * data URL; anything else (a `javascript:` URL, an asset id we cannot resolve) is refused.
 */
export function thumbnailSource(thumbnail: string): string | null {
  const value = thumbnail.trim()
  if (!value) return null
  if (/^data:image\/(png|jpe?g|gif|webp|avif|svg\+xml)[;,]/i.test(value)) return value
  if (value.startsWith('/') && !value.startsWith('//')) return value
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null
  } catch {
    return null
  }
}

/** A stable hue (0–359) per story, so placeholders differ from card to card. */
export function placeholderHue(seed: string): number {
  let hash = 0
  for (const character of seed) hash = (hash * 31 + (character.codePointAt(0) ?? 0)) >>> 0
  return hash % 360
}
