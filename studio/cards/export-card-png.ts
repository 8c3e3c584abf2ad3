import { canvasSchema, type StoryMetadata } from '../../engine/canvas'
import { cardCharacter, cardV3ToV2, exportCardJson, writeCardToPng } from '../../engine/cards'
import type { CanvasDocument } from '../api/stories-api'
import { characterPortrait } from '../editor/character-portrait'

/** What the exported card's image is. */
export type CardPicture =
  | { status: 'portrait'; url: string }
  | { status: 'none' }
  | { status: 'failed'; url: string; error: unknown }

export interface CardPngExport {
  /** The PNG with the card's `chara` (V2) and `ccv3` (V3) chunks. */
  bytes: Uint8Array
  picture: CardPicture
}

/** The effect at the edge, injected so the flow is tested without a browser. */
export interface CardPictureEffects {
  /** The picture at `url` (a stored asset or an inline image), encoded as PNG. */
  portraitPng(url: string): Promise<Uint8Array>
}

/**
 * The canvas as a card PNG whose image is the exported character's portrait, the picture the
 * studio and the chat show for it, so the card goes back out with its art. Without one, or
 * when it cannot be read, the card still comes out, in the generated 1×1 picture, and the
 * outcome says why.
 */
export async function exportCardPngFile(
  document: CanvasDocument,
  metadata: Partial<StoryMetadata>,
  effects: CardPictureEffects,
): Promise<CardPngExport> {
  const canvas = canvasSchema.parse({ version: 0, ...document })
  const v3 = exportCardJson(canvas, metadata)
  const cards = { v2: cardV3ToV2(v3), v3 }
  const character = cardCharacter(canvas)
  const url = character ? characterPortrait(character.id, canvas.nodes, canvas.edges) : null
  if (url === null) return { bytes: writeCardToPng(cards), picture: { status: 'none' } }
  try {
    const portrait = await effects.portraitPng(url)
    return { bytes: writeCardToPng(cards, portrait), picture: { status: 'portrait', url } }
  } catch (error) {
    return { bytes: writeCardToPng(cards), picture: { status: 'failed', url, error } }
  }
}
