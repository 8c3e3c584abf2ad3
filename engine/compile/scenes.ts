import type { CanvasGraph } from '../canvas/graph'
import type { StartNode } from '../canvas/nodes/start'
import type { StoryNode } from '../canvas/nodes/story'
import { sceneTransitions } from '../canvas/transitions'
import type { CompiledScene, CompiledStartPoint } from '../compiled/types'
import { canonicalJson } from './canonical-json'
import { compareIds, sortedUnique } from './order'

export function compileStartPoint(node: StartNode, graph: CanvasGraph): CompiledStartPoint {
  const scene = graph.outgoing(node.id, 'scene')[0]
  return {
    id: node.id,
    title: node.data.title,
    greeting: node.data.greeting,
    sceneId: scene?.target ?? '',
    variableOverrides: { ...node.data.variableOverrides },
    groupOnly: node.data.groupOnly,
  }
}

export function compileScene(node: StoryNode, graph: CanvasGraph): CompiledScene {
  const instructionTexts = graph
    .incoming(node.id, 'instructions')
    .map((edge) => graph.nodesById.get(edge.source))
    .flatMap((source) => (source?.type === 'text' ? [source] : []))
    .sort((left, right) => compareIds(left.id, right.id))
    .map((source) => source.data.text.trim())
    .filter((text) => text !== '')
  const transitions = sceneTransitions(graph, node.id).map((transition) => {
    const guard = transition.conditionNodeId
      ? graph.nodesById.get(transition.conditionNodeId)
      : undefined
    return guard?.type === 'condition'
      ? { to: transition.to, condition: guard.data.condition }
      : { to: transition.to }
  })
  // Guarded transitions with the same target: order by the condition itself, not by
  // node id alone, so renaming a condition node does not reorder equal targets.
  transitions.sort(
    (left, right) =>
      Number(left.condition === undefined) - Number(right.condition === undefined) ||
      compareIds(left.to, right.to) ||
      compareIds(canonicalJson(left.condition ?? null), canonicalJson(right.condition ?? null)),
  )
  return {
    id: node.id,
    title: node.data.title,
    situation: node.data.situation,
    goals: node.data.goals,
    instructions: [node.data.instructions.trim(), ...instructionTexts]
      .filter((text) => text !== '')
      .join('\n\n'),
    tags: [...node.data.tags],
    transitions,
    scope: {
      characterIds: sortedUnique(
        graph
          .incoming(node.id, 'cast')
          .filter((edge) => graph.nodesById.get(edge.source)?.type === 'character')
          .map((edge) => edge.source),
      ),
      lorebookEntryIds: sortedUnique(
        graph
          .incoming(node.id, 'lorebook')
          .filter((edge) => isEnabledEntry(graph, edge.source))
          .map((edge) => edge.source),
      ),
    },
  }
}

function isEnabledEntry(graph: CanvasGraph, id: string): boolean {
  const node = graph.nodesById.get(id)
  return node?.type === 'lorebookEntry' && node.data.enabled
}
