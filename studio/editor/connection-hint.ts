import {
  type Canvas,
  type ConnectionRefusalKey,
  type ConnectionVerdict,
  canConnect,
} from '../../engine/canvas'

/** One end of a connection being dragged: a handle of a node, output or input. */
export interface HandleEnd {
  nodeId: string
  id?: string | null
  type: 'source' | 'target'
}

export type ConnectionHintKey = ConnectionRefusalKey | 'SAME_DIRECTION'

/** Whether the dragged connection may be made, and why not: the engine's verdict. */
export type ConnectionHint = { ok: true } | { ok: false; key: ConnectionHintKey; message: string }

/**
 * Says whether a connection dragged from `from` and dropped on `to` may be made: the
 * engine's rule (`canConnect`), whichever end the writer started from. Two outputs or two
 * inputs are refused before the engine is asked. Pure; the canvas calls it while dragging.
 */
export function connectionHint(
  document: Pick<Canvas, 'nodes' | 'edges'>,
  from: HandleEnd,
  to: HandleEnd,
): ConnectionHint {
  if (from.type === to.type) {
    return {
      ok: false,
      key: 'SAME_DIRECTION',
      message: 'Connect an output (right side) to an input (left side).',
    }
  }
  const [source, target] = from.type === 'source' ? [from, to] : [to, from]
  const verdict: ConnectionVerdict = canConnect(document, {
    source: source.nodeId,
    sourceHandle: source.id ?? '',
    target: target.nodeId,
    targetHandle: target.id ?? '',
  })
  return verdict
}
