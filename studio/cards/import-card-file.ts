import type { CanvasInput } from '../../engine/canvas'
import { type CardArtwork, cardArtwork, importCard, withCardPortrait } from '../../engine/cards'

/** What became of the card's artwork. */
export type PortraitOutcome =
  | { status: 'none' }
  | { status: 'uploaded'; url: string }
  | { status: 'failed'; error: unknown }

export interface CardImport {
  /** The card's canvas, with the portrait's image node when the artwork was uploaded. */
  canvas: CanvasInput
  name: string
  portrait: PortraitOutcome
  /** The card's creator's notes and tags, for the story's details where they are empty. */
  description: string
  hashtags: string[]
}

/** The effects at the edge, injected so the flow is tested without a browser or a server. */
export interface PortraitEffects {
  /** The artwork at portrait size, encoded; null when it is too small to be artwork. */
  downscale(artwork: CardArtwork): Promise<Blob | null>
  /** Stores the picture; answers its address. */
  upload(image: Blob): Promise<string>
}

/**
 * Reads a PNG or JSON card (throws CardImportError), then makes its artwork the character's
 * portrait. A failed portrait never fails the import: the text comes in either way and the
 * outcome says what happened to the picture.
 */
export async function importCardFile(
  file: Blob,
  effects: PortraitEffects,
  portraitTitle?: (name: string) => string,
): Promise<CardImport> {
  const bytes = new Uint8Array(await file.arrayBuffer())
  const imported = importCard(bytes)
  const name = String(imported.metadata.title ?? '')
  const artwork = cardArtwork(bytes)
  const portrait = artwork ? await storePortrait(artwork, effects) : { status: 'none' as const }
  const canvas =
    portrait.status === 'uploaded'
      ? withCardPortrait(imported.canvas, portrait.url, portraitTitle)
      : imported.canvas
  const description = String(imported.metadata.description ?? '')
  const hashtags = Array.isArray(imported.metadata.hashtags)
    ? imported.metadata.hashtags.map(String)
    : []
  return { canvas, name, portrait, description, hashtags }
}

async function storePortrait(
  artwork: CardArtwork,
  effects: PortraitEffects,
): Promise<PortraitOutcome> {
  try {
    const image = await effects.downscale(artwork)
    if (!image) return { status: 'none' }
    return { status: 'uploaded', url: await effects.upload(image) }
  } catch (error) {
    return { status: 'failed', error }
  }
}

/**
 * The address to offer as the story thumbnail: the uploaded portrait, only while the story
 * has none (a creator's own thumbnail is never replaced unasked).
 */
export function thumbnailOffer(currentThumbnail: string, portrait: PortraitOutcome): string | null {
  return portrait.status === 'uploaded' && currentThumbnail.trim() === '' ? portrait.url : null
}
