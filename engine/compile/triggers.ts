import type { CanvasGraph } from '../canvas/graph'
import type { TriggerNode } from '../canvas/nodes/trigger'
import type { CompiledTrigger, Condition, TriggerEffect } from '../compiled/types'

/** The condition of the condition node feeding `nodeId`'s `handle`, if any. */
export function connectedCondition(
  graph: CanvasGraph,
  nodeId: string,
  handle: string,
): Condition | undefined {
  for (const edge of graph.incoming(nodeId, handle)) {
    const source = graph.nodesById.get(edge.source)
    if (source?.type === 'condition') return source.data.condition
  }
  return undefined
}

export function compileTrigger(node: TriggerNode, graph: CanvasGraph): CompiledTrigger {
  const { when } = node.data
  const condition = connectedCondition(graph, node.id, 'condition')
  const usesPattern = when.kind === 'user-text' || when.kind === 'ai-text'
  return {
    id: node.id,
    name: node.data.title,
    when: {
      kind: when.kind,
      ...(usesPattern && when.pattern !== undefined ? { pattern: when.pattern } : {}),
      ...(condition ? { condition } : {}),
      once: when.once,
    },
    effects: node.data.effects.map((effect): TriggerEffect => ({ ...effect })),
  }
}
