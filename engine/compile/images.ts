import type { CanvasGraph } from '../canvas/graph'
import type { ImageNode } from '../canvas/nodes/image'
import type { ImageCategoryNode } from '../canvas/nodes/image-category'
import type { CompiledImage, CompiledImageCategory } from '../compiled/types'
import { sha256Hex } from './sha256'
import { connectedCondition } from './triggers'

export function compileImage(node: ImageNode, graph: CanvasGraph): CompiledImage {
  const { data } = node
  const category = graph
    .incoming(node.id, 'category')
    .find((edge) => graph.nodesById.get(edge.source)?.type === 'imageCategory')
  const auto = data.autoUnlock ? connectedCondition(graph, node.id, 'unlockCondition') : undefined
  return {
    id: node.id,
    // Without an uploaded asset's hash, the URL stands in so the id is still content-derived.
    hash: data.hash !== '' ? data.hash : sha256Hex(data.url),
    url: data.url,
    tags: [...data.tags],
    categoryId: category?.source ?? null,
    price: data.price,
    unlock: { manual: data.manualUnlock, ...(auto ? { auto } : {}) },
  }
}

export function compileImageCategory(node: ImageCategoryNode): CompiledImageCategory {
  return { id: node.id, name: node.data.name, description: node.data.description }
}
