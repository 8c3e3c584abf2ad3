import type { TestOrigin } from './session'

/** The node kinds a test can start from: an opening (start node) or a scene (story node). */
export function canTestFrom(type: string | undefined): boolean {
  return type === 'start' || type === 'story'
}

/**
 * Where "test from here" on a node starts: a start node's opening, or a scene with the
 * first opening's variables; null for any other node. `label` names it in the panel.
 */
export function testOriginOf(
  node: { id: string; type?: string },
  label: string,
): TestOrigin | null {
  if (node.type === 'start') return { kind: 'draft', startPointId: node.id, label }
  if (node.type === 'story') return { kind: 'draft', sceneId: node.id, label }
  return null
}
