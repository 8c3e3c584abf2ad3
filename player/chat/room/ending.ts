/** How a room's story ended: its closing text (null when the ending has none). */
export interface StoryEnding {
  text: string | null
}

/**
 * The ending a status answer or a `state-update` event reports; null while the story goes
 * on. A blank closing text is no text.
 * @example endingOf({ ended: true, endText: 'Fin' }) // { text: 'Fin' }
 */
export function endingOf(
  source: { ended?: boolean | undefined; endText?: string | null | undefined } | null | undefined,
): StoryEnding | null {
  if (source?.ended !== true) return null
  const text = source.endText?.trim() ? source.endText : null
  return { text }
}
