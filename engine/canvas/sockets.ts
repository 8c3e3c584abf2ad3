import type { CanvasNodeType } from './node'

/** What travels along an edge; a connection joins an output and an input of one type. */
export type SocketType =
  | 'flow'
  | 'character'
  | 'text'
  | 'condition'
  | 'scope'
  | 'image'
  | 'category'

export interface SocketDefinition {
  /** The React Flow handle id. */
  id: string
  direction: 'in' | 'out'
  type: SocketType
  /** Null = unlimited. */
  maxConnections: number | null
  /** Node types an output may reach, when narrower than "any input of this type". */
  targets?: readonly CanvasNodeType[]
}

const socket = (
  id: string,
  direction: 'in' | 'out',
  type: SocketType,
  maxConnections: number | null = null,
  targets?: readonly CanvasNodeType[],
): SocketDefinition => ({ id, direction, type, maxConnections, ...(targets ? { targets } : {}) })

/** Sockets per node kind; the studio draws handles from this table. */
export const NODE_SOCKETS: Readonly<Record<CanvasNodeType, readonly SocketDefinition[]>> = {
  start: [socket('scene', 'out', 'flow', 1, ['story'])],
  story: [
    socket('enter', 'in', 'flow'),
    socket('exit', 'out', 'flow', null, ['story', 'condition']),
    socket('cast', 'in', 'character'),
    socket('instructions', 'in', 'text'),
    socket('lorebook', 'in', 'scope'),
  ],
  character: [
    socket('cast', 'out', 'character'),
    socket('speechStyle', 'in', 'text', 1),
    socket('images', 'in', 'image'),
    socket('lorebook', 'in', 'scope'),
  ],
  text: [socket('text', 'out', 'text')],
  variable: [],
  condition: [
    socket('enter', 'in', 'flow', 1),
    socket('then', 'out', 'flow', 1, ['story']),
    socket('result', 'out', 'condition'),
  ],
  trigger: [socket('condition', 'in', 'condition', 1)],
  lorebookEntry: [socket('scope', 'out', 'scope', 1)],
  image: [
    socket('category', 'in', 'category', 1),
    socket('unlockCondition', 'in', 'condition', 1),
    socket('owner', 'out', 'image', 1),
  ],
  imageCategory: [socket('category', 'out', 'category')],
  note: [],
  group: [],
}

/** The socket `handle` of a node kind in a direction, if it exists. */
export function findSocket(
  type: CanvasNodeType,
  handle: string,
  direction: 'in' | 'out',
): SocketDefinition | undefined {
  return NODE_SOCKETS[type].find((entry) => entry.id === handle && entry.direction === direction)
}
