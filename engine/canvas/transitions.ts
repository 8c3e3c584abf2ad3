import type { CanvasGraph } from './graph'

/** A move from one scene to another, optionally through a guarding condition node. */
export interface SceneTransition {
  from: string
  to: string
  conditionNodeId?: string
}

/**
 * The transitions leaving a scene: `exit` edges straight to a story node, or to a
 * condition node whose `then` leads to one. Sorted guarded-first, then by target and
 * condition id, so the result never depends on edge order.
 */
export function sceneTransitions(graph: CanvasGraph, sceneId: string): SceneTransition[] {
  const transitions: SceneTransition[] = []
  for (const edge of graph.outgoing(sceneId, 'exit')) {
    const target = graph.nodesById.get(edge.target)
    if (target?.type === 'story') {
      transitions.push({ from: sceneId, to: target.id })
    } else if (target?.type === 'condition') {
      for (const next of graph.outgoing(target.id, 'then')) {
        if (graph.nodesById.get(next.target)?.type === 'story') {
          transitions.push({ from: sceneId, to: next.target, conditionNodeId: target.id })
        }
      }
    }
  }
  const seen = new Set<string>()
  return transitions
    .sort(
      (left, right) =>
        Number(left.conditionNodeId === undefined) - Number(right.conditionNodeId === undefined) ||
        compareText(left.to, right.to) ||
        compareText(left.conditionNodeId ?? '', right.conditionNodeId ?? ''),
    )
    .filter((transition) => {
      const key = `${transition.to}\u0000${transition.conditionNodeId ?? ''}`
      if (seen.has(key)) return false
      seen.add(key)
      return true
    })
}

/** Code-unit order, independent of locale, so compile output is the same everywhere. */
export function compareText(left: string, right: string): number {
  return left < right ? -1 : left > right ? 1 : 0
}
