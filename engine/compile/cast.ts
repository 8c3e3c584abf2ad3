import type { CanvasGraph } from '../canvas/graph'
import type { CharacterNode } from '../canvas/nodes/character'
import type { VariableNode } from '../canvas/nodes/variable'
import type { CompiledCharacter, CompiledVariable } from '../compiled/types'
import { sortedUnique } from './order'

export function compileCharacter(node: CharacterNode, graph: CanvasGraph): CompiledCharacter {
  const speechStyle = graph
    .incoming(node.id, 'speechStyle')
    .map((edge) => graph.nodesById.get(edge.source))
    .find((source) => source?.type === 'text')
  return {
    id: node.id,
    name: node.data.name.trim(),
    description: node.data.description,
    personality: node.data.personality,
    exampleDialogue: node.data.exampleDialogue,
    speechStyle: speechStyle?.type === 'text' ? speechStyle.data.text : '',
    imageIds: sortedUnique(
      graph
        .incoming(node.id, 'images')
        .filter((edge) => graph.nodesById.get(edge.source)?.type === 'image')
        .map((edge) => edge.source),
    ),
  }
}

export function compileVariable(node: VariableNode): CompiledVariable {
  return {
    name: node.data.name.trim(),
    type: node.data.valueType,
    initial: node.data.initial,
    description: node.data.description,
    visibleToModel: node.data.visibleToModel,
  }
}
