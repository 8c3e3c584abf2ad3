import { compareText, sceneTransitions } from '../canvas/transitions'
import type { ValidationContext } from './context'
import { type ValidationError, warning } from './issue'

/**
 * Scene-graph findings: scenes no opening or trigger can reach, and loops of scenes that
 * no transition leaves when no trigger can move out or end the story.
 */
export function validateSceneGraph(context: ValidationContext): ValidationError[] {
  const { graph } = context
  const scenes = graph.ofType('story')
  const next = new Map<string, string[]>()
  for (const scene of scenes) {
    next.set(
      scene.id,
      sceneTransitions(graph, scene.id).map((transition) => transition.to),
    )
  }
  const moveTargets = new Set<string>()
  let storyCanEnd = false
  for (const trigger of graph.ofType('trigger')) {
    for (const effect of trigger.data.effects) {
      if (effect.kind === 'move-to-scene') moveTargets.add(effect.sceneId)
      if (effect.kind === 'end-story') storyCanEnd = true
    }
  }
  const roots = [
    ...graph
      .ofType('start')
      .flatMap((start) => graph.outgoing(start.id, 'scene').map((edge) => edge.target)),
    ...moveTargets,
  ]
  const reached = reachableFrom(roots, next)
  const errors: ValidationError[] = []
  for (const scene of scenes) {
    if (!reached.has(scene.id)) {
      errors.push(
        warning(
          'UNREACHABLE_SCENE',
          `No start node, transition or trigger leads to "${scene.data.title || scene.id}".`,
          { nodeId: scene.id },
        ),
      )
    }
  }
  if (storyCanEnd) return errors
  const reportedLoops = new Set<string>()
  for (const scene of scenes) {
    const forward = reachableFrom(next.get(scene.id) ?? [], next)
    if (!forward.has(scene.id)) continue
    // The loop is the set of scenes that reach back to this one; it is closed when
    // everything reachable from it is in it and no trigger moves elsewhere.
    const loop = [...forward]
      .filter((id) => reachableFrom(next.get(id) ?? [], next).has(scene.id))
      .sort(compareText)
    const closed = [...forward].every((id) => loop.includes(id))
    const escapes = [...moveTargets].some((target) => !loop.includes(target))
    const loopKey = loop.join('\u0000')
    if (closed && !escapes && !reportedLoops.has(loopKey)) {
      reportedLoops.add(loopKey)
      const titles = loop.map((id) => {
        const node = graph.nodesById.get(id)
        return node?.type === 'story' && node.data.title !== '' ? node.data.title : id
      })
      errors.push(
        warning(
          'SCENE_LOOP_WITHOUT_EXIT',
          `Scenes "${titles.join('", "')}" form a loop with no way out: add a transition leaving the loop or an end-story trigger.`,
          { nodeId: scene.id },
        ),
      )
    }
  }
  return errors
}

function reachableFrom(roots: Iterable<string>, next: ReadonlyMap<string, string[]>): Set<string> {
  const reached = new Set<string>()
  const queue = [...roots]
  while (queue.length > 0) {
    const id = queue.pop() as string
    if (reached.has(id)) continue
    reached.add(id)
    for (const target of next.get(id) ?? []) queue.push(target)
  }
  return reached
}
