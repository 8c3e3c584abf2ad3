/**
 * What an imported card fills in the story's details: its creator's notes become the
 * description and its tags the hashtags, only where the story has none (never overwriting
 * what the writer wrote). Pure: the card menu saves the patch.
 */
export interface CardMetadataFill {
  description?: string
  hashtags?: string[]
}

export function cardMetadataFill(
  story: { description: string; hashtags: readonly string[] },
  card: { description: string; hashtags: readonly string[] },
): CardMetadataFill | null {
  const fill: CardMetadataFill = {}
  const description = card.description.trim()
  if (!story.description.trim() && description) fill.description = description.slice(0, 2000)
  if (story.hashtags.length === 0 && card.hashtags.length > 0) {
    fill.hashtags = card.hashtags.slice(0, 10)
  }
  return Object.keys(fill).length > 0 ? fill : null
}
