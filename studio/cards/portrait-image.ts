/**
 * How a card's artwork becomes a portrait upload: the size it is drawn at and the format it
 * is encoded in. Pure; the drawing itself is `downscale-artwork.ts`.
 */

/**
 * The long edge of an uploaded portrait. Large enough for the story page and the chat, far
 * under an upload's limits (a thumbnail's 2000×2000 and 8 MB), so the same asset can be
 * offered as the story thumbnail.
 */
export const PORTRAIT_MAX_EDGE = 768
/**
 * Smaller than this is a placeholder (our export of a character without a portrait carries
 * a 1×1 image), not artwork.
 */
export const PORTRAIT_MIN_EDGE = 16
export const PORTRAIT_JPEG_QUALITY = 0.9

/** The drawn size: the long edge at most `PORTRAIT_MAX_EDGE`, aspect kept; null for no artwork. */
export function portraitSize(
  width: number,
  height: number,
): { width: number; height: number } | null {
  if (!(width >= PORTRAIT_MIN_EDGE && height >= PORTRAIT_MIN_EDGE)) return null
  const scale = Math.min(1, PORTRAIT_MAX_EDGE / Math.max(width, height))
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  }
}

/** True when any pixel of RGBA data is not fully opaque. */
export function hasTransparency(rgba: ArrayLike<number>): boolean {
  for (let index = 3; index < rgba.length; index += 4) {
    if (rgba[index] !== 255) return true
  }
  return false
}

export type PortraitEncoding = { type: 'image/png' } | { type: 'image/jpeg'; quality: number }

/**
 * JPEG for opaque art (a tenth of a PNG's bytes for painted pictures), PNG when transparency
 * must survive. The upload route takes only these two.
 */
export function portraitEncoding(transparent: boolean): PortraitEncoding {
  return transparent
    ? { type: 'image/png' }
    : { type: 'image/jpeg', quality: PORTRAIT_JPEG_QUALITY }
}
