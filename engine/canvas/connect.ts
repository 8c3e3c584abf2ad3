import type { Canvas, Connection } from './canvas'
import type { CanvasNode } from './node'
import { findSocket, type SocketType } from './sockets'

export type ConnectionRefusalKey =
  | 'UNKNOWN_SOURCE_NODE'
  | 'UNKNOWN_TARGET_NODE'
  | 'SELF_CONNECTION'
  | 'UNKNOWN_SOURCE_SOCKET'
  | 'UNKNOWN_TARGET_SOCKET'
  | 'SOCKET_TYPE_MISMATCH'
  | 'TARGET_NOT_ALLOWED'
  | 'DUPLICATE_EDGE'
  | 'SPEECH_STYLE_ONE_TEXT_NODE'
  | 'SOCKET_FULL'

export type ConnectionVerdict =
  | { ok: true }
  | { ok: false; key: ConnectionRefusalKey; message: string }

export const SPEECH_STYLE_MESSAGE = 'The speech-style socket accepts one text node.'

/** Node kinds as the studio names them to writers (a `story` node is a scene). */
const KIND_NAMES: Partial<Record<CanvasNode['type'], string>> = {
  story: 'scene',
  lorebookEntry: 'lorebook entry',
  imageCategory: 'image category',
}
const kindName = (type: CanvasNode['type']) => KIND_NAMES[type] ?? type

/** What a socket carries, in the writer's words. */
const CARRIES: Partial<Record<SocketType, string>> = {
  flow: 'story flow',
  scope: 'lorebook scope',
  category: 'image category',
}
const carries = (type: SocketType) => CARRIES[type] ?? type

const refuse = (key: ConnectionRefusalKey, message: string): ConnectionVerdict => ({
  ok: false,
  key,
  message,
})

/** What the connection rule needs to know about the canvas. */
export interface ConnectionLookup {
  node(id: string): CanvasNode | undefined
  /** Edges already entering `nodeId`'s input `handle`. */
  countInto(nodeId: string, handle: string): number
  /** Edges already leaving `nodeId`'s output `handle`. */
  countOutOf(nodeId: string, handle: string): number
  /** Whether an edge with these four ends already exists. */
  hasEdge(connection: Connection): boolean
}

/**
 * Says whether `connection` may be added to `canvas`. Pure; the studio calls it while the
 * writer drags.
 *
 * @example
 * canConnect(canvas, { source: 'text-1', sourceHandle: 'text', target: 'alice', targetHandle: 'speechStyle' })
 */
export function canConnect(
  canvas: Pick<Canvas, 'nodes' | 'edges'>,
  connection: Connection,
): ConnectionVerdict {
  return checkConnection(
    {
      node: (id) => canvas.nodes.find((node) => node.id === id),
      countInto: (nodeId, handle) =>
        canvas.edges.filter((edge) => edge.target === nodeId && edge.targetHandle === handle)
          .length,
      countOutOf: (nodeId, handle) =>
        canvas.edges.filter((edge) => edge.source === nodeId && edge.sourceHandle === handle)
          .length,
      hasEdge: (candidate) => canvas.edges.some((edge) => sameEnds(edge, candidate)),
    },
    connection,
  )
}

function sameEnds(left: Connection, right: Connection): boolean {
  return (
    left.source === right.source &&
    left.sourceHandle === right.sourceHandle &&
    left.target === right.target &&
    left.targetHandle === right.targetHandle
  )
}

/** The connection rule over any lookup (validation passes an indexed one). */
export function checkConnection(
  lookup: ConnectionLookup,
  connection: Connection,
): ConnectionVerdict {
  const source = lookup.node(connection.source)
  const target = lookup.node(connection.target)
  if (!source) return refuse('UNKNOWN_SOURCE_NODE', `No node with id "${connection.source}".`)
  if (!target) return refuse('UNKNOWN_TARGET_NODE', `No node with id "${connection.target}".`)
  if (source.id === target.id) return refuse('SELF_CONNECTION', 'A node cannot connect to itself.')
  const output = findSocket(source.type, connection.sourceHandle, 'out')
  if (!output) {
    return refuse(
      'UNKNOWN_SOURCE_SOCKET',
      `A ${kindName(source.type)} node has no output "${connection.sourceHandle}".`,
    )
  }
  const input = findSocket(target.type, connection.targetHandle, 'in')
  if (!input) {
    return refuse(
      'UNKNOWN_TARGET_SOCKET',
      `A ${kindName(target.type)} node has no input "${connection.targetHandle}".`,
    )
  }
  if (output.type !== input.type) {
    return refuse(
      'SOCKET_TYPE_MISMATCH',
      `Cannot connect a ${carries(output.type)} output to a ${carries(input.type)} input.`,
    )
  }
  if (output.targets && !output.targets.includes(target.type)) {
    return refuse(
      'TARGET_NOT_ALLOWED',
      `The ${kindName(source.type)} "${output.id}" output connects only to ${output.targets.map((type) => `${kindName(type)}s`).join(' or ')}.`,
    )
  }
  if (lookup.hasEdge(connection)) {
    return refuse('DUPLICATE_EDGE', 'These sockets are already connected.')
  }
  if (
    input.maxConnections !== null &&
    lookup.countInto(target.id, input.id) >= input.maxConnections
  ) {
    if (target.type === 'character' && input.id === 'speechStyle') {
      return refuse('SPEECH_STYLE_ONE_TEXT_NODE', SPEECH_STYLE_MESSAGE)
    }
    return refuse(
      'SOCKET_FULL',
      `The "${input.id}" input accepts ${input.maxConnections} connection(s).`,
    )
  }
  if (
    output.maxConnections !== null &&
    lookup.countOutOf(source.id, output.id) >= output.maxConnections
  ) {
    return refuse(
      'SOCKET_FULL',
      `The "${output.id}" output accepts ${output.maxConnections} connection(s).`,
    )
  }
  return { ok: true }
}
