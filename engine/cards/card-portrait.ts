import type { CanvasInput, CanvasNodeInput } from '../canvas/canvas'
import { IMPORTED_IDS } from './card-to-canvas'

/**
 * An imported card's canvas with its artwork as the character's portrait: a free image node
 * (`url`, an uploaded asset) on the character's `images` socket. The chat shows a
 * character's first free picture as its portrait, so nothing else is needed. `title` names
 * the node (the studio passes one in the writer's language).
 */
export function withCardPortrait(
  canvas: CanvasInput,
  url: string,
  title?: (name: string) => string,
): CanvasInput {
  const nodes = canvas.nodes ?? []
  const character = nodes.find((node) => node.id === IMPORTED_IDS.character)
  if (character?.type !== 'character') return canvas
  const name = character.data?.name ?? ''
  const at = character.position ?? { x: 0, y: 0 }
  const portrait: CanvasNodeInput = {
    id: IMPORTED_IDS.portrait,
    type: 'image',
    // Left of the character, level with it: the edge to its images socket stays short.
    position: { x: at.x - 280, y: at.y },
    data: {
      title: title ? title(name) : name === '' ? 'Portrait' : `Portrait of ${name}`,
      url,
      price: 0,
      manualUnlock: true,
    },
  }
  return {
    ...canvas,
    nodes: [...nodes, portrait],
    edges: [
      ...(canvas.edges ?? []),
      {
        id: `${IMPORTED_IDS.portrait}.owner->${IMPORTED_IDS.character}.images`,
        source: IMPORTED_IDS.portrait,
        sourceHandle: 'owner',
        target: IMPORTED_IDS.character,
        targetHandle: 'images',
      },
    ],
  }
}
