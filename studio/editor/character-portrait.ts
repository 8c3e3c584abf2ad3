import type { CanvasEdge, CanvasNode } from '../../engine/canvas'
import { compareIds } from '../../engine/compile'
import { isAllowedMediaUrl } from '../../engine/media'

/** Pictures on each character's `images` socket, by edge list (edges do not change in a drag). */
const picturesByEdges = new WeakMap<readonly CanvasEdge[], Map<string, string[]>>()

function picturesOf(edges: readonly CanvasEdge[]): Map<string, string[]> {
  let pictures = picturesByEdges.get(edges)
  if (pictures) return pictures
  pictures = new Map()
  for (const edge of edges) {
    if (edge.targetHandle !== 'images') continue
    const list = pictures.get(edge.target)
    if (list) list.push(edge.source)
    else pictures.set(edge.target, [edge.source])
  }
  for (const list of pictures.values()) list.sort(compareIds)
  picturesByEdges.set(edges, pictures)
  return pictures
}

/**
 * The picture the chat shows beside a character's replies: its first free picture in id
 * order, as the server's character info picks it; null without one (or with an address the
 * studio would not load).
 */
export function characterPortrait(
  characterId: string,
  nodes: readonly CanvasNode[],
  edges: readonly CanvasEdge[],
): string | null {
  for (const pictureId of picturesOf(edges).get(characterId) ?? []) {
    const picture = nodes.find((node) => node.id === pictureId)
    if (picture?.type === 'image' && picture.data.price === 0) {
      return isAllowedMediaUrl(picture.data.url) ? picture.data.url : null
    }
  }
  return null
}
