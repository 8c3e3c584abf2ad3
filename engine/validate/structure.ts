import { type Canvas, type CanvasEdge, type Connection, canvasEdgeSchema } from '../canvas/canvas'
import { type ConnectionLookup, checkConnection } from '../canvas/connect'
import { lorebookBookSettingsSchema } from '../canvas/lorebook-settings'
import { CANVAS_NODE_TYPES, type CanvasNode, canvasNodeSchema } from '../canvas/node'
import { error, type ValidationError } from './issue'
import { MESSAGES } from './limits'

const knownTypes: ReadonlySet<string> = new Set(CANVAS_NODE_TYPES)

/**
 * Parses a canvas node by node and edge by edge, so one bad node yields errors on that
 * node and the rest still validates. Bad nodes and edges are left out of `canvas`.
 */
export function parseCanvas(input: unknown): { canvas: Canvas; errors: ValidationError[] } {
  const errors: ValidationError[] = []
  const source = (typeof input === 'object' && input !== null ? input : {}) as Record<
    string,
    unknown
  >
  if (typeof input !== 'object' || input === null) {
    errors.push(error('INVALID_CANVAS', 'The canvas must be an object with nodes and edges.'))
  }
  const version = typeof source.version === 'number' ? source.version : 0
  const nodes: CanvasNode[] = []
  const seenNodeIds = new Set<string>()
  for (const raw of Array.isArray(source.nodes) ? source.nodes : []) {
    const id = typeof raw?.id === 'string' ? raw.id : undefined
    if (typeof raw?.type === 'string' && !knownTypes.has(raw.type)) {
      errors.push(error('UNKNOWN_NODE_TYPE', `Unknown node type "${raw.type}".`, { nodeId: id }))
      continue
    }
    let parsed = canvasNodeSchema.safeParse(raw)
    if (!parsed.success) {
      const tooLong = tooLongTexts(parsed.error.issues, raw)
      if (tooLong) {
        // Only texts over their limit: the error sits on those fields, and the node stays in
        // the canvas (its texts cut) so its edges and scenes are not reported missing too.
        for (const text of tooLong) {
          errors.push(
            error(
              'TEXT_TOO_LONG',
              `At most ${text.maximum} characters are allowed here; this text has ${text.length}.`,
              { nodeId: id, field: text.field },
            ),
          )
        }
        parsed = canvasNodeSchema.safeParse(withTextsCut(raw, tooLong))
      }
    }
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const path = issue.path[0] === 'data' ? issue.path.slice(1) : issue.path
        errors.push(
          error('INVALID_NODE', `Invalid value: ${issue.message}.`, {
            nodeId: id,
            field: path.join('.'),
          }),
        )
      }
      continue
    }
    if (seenNodeIds.has(parsed.data.id)) {
      errors.push(
        error('DUPLICATE_NODE_ID', `Two nodes share the id "${parsed.data.id}".`, { nodeId: id }),
      )
      continue
    }
    seenNodeIds.add(parsed.data.id)
    nodes.push(parsed.data)
  }
  const edges = parseEdges(Array.isArray(source.edges) ? source.edges : [], seenNodeIds, errors)
  const lorebook = parseLorebookSettings(source.lorebook, errors)
  return { canvas: { version, nodes, edges, ...(lorebook ? { lorebook } : {}) }, errors }
}

interface TooLongText {
  path: PropertyKey[]
  field: string
  length: number
  maximum: number
}

/** The node's string fields over their limit, when those are its only problems. */
function tooLongTexts(
  issues: readonly { code: string; path: PropertyKey[]; maximum?: unknown; origin?: unknown }[],
  raw: unknown,
): TooLongText[] | null {
  const texts: TooLongText[] = []
  for (const issue of issues) {
    if (issue.code !== 'too_big' || issue.origin !== 'string') return null
    const value = valueAt(raw, issue.path)
    if (typeof value !== 'string' || typeof issue.maximum !== 'number') return null
    const path = issue.path[0] === 'data' ? issue.path.slice(1) : issue.path
    texts.push({
      path: issue.path,
      field: path.join('.'),
      length: value.length,
      maximum: issue.maximum,
    })
  }
  return texts.length > 0 ? texts : null
}

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let value = root
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined
    value = (value as Record<PropertyKey, unknown>)[key]
  }
  return value
}

function withTextsCut(raw: unknown, texts: readonly TooLongText[]): unknown {
  let copy = raw
  for (const text of texts) {
    const value = valueAt(copy, text.path) as string
    copy = withValueAt(copy, text.path, value.slice(0, text.maximum))
  }
  return copy
}

/** `root` with the value at `path` replaced, copying only the objects along the path. */
function withValueAt(root: unknown, path: readonly PropertyKey[], value: unknown): unknown {
  const [key, ...rest] = path
  if (key === undefined) return value
  const holder = root as Record<PropertyKey, unknown>
  const copy = Array.isArray(holder) ? [...holder] : { ...holder }
  ;(copy as Record<PropertyKey, unknown>)[key] = withValueAt(holder[key], rest, value)
  return copy
}

/** The book's settings travel into the compiled story, so a bad value blocks publishing. */
function parseLorebookSettings(raw: unknown, errors: ValidationError[]) {
  if (raw === undefined) return undefined
  const parsed = lorebookBookSettingsSchema.safeParse(raw)
  if (parsed.success) return parsed.data
  const issue = parsed.error.issues[0]
  errors.push(
    error('INVALID_LOREBOOK_SETTINGS', `Invalid lorebook setting: ${issue?.message ?? ''}.`, {
      field: ['lorebook', ...(issue?.path ?? [])].join('.'),
    }),
  )
  return undefined
}

function parseEdges(
  rawEdges: unknown[],
  nodeIds: ReadonlySet<string>,
  errors: ValidationError[],
): CanvasEdge[] {
  const edges: CanvasEdge[] = []
  const seenEdgeIds = new Set<string>()
  for (const raw of rawEdges) {
    const parsed = canvasEdgeSchema.safeParse(raw)
    if (!parsed.success) {
      const id = (raw as { id?: unknown } | null)?.id
      errors.push(
        error('INVALID_EDGE', `Edge is malformed: ${parsed.error.issues[0]?.message ?? ''}.`, {
          edgeId: typeof id === 'string' ? id : undefined,
        }),
      )
      continue
    }
    const edge = parsed.data
    if (seenEdgeIds.has(edge.id)) {
      errors.push(
        error('DUPLICATE_EDGE_ID', `Two edges share the id "${edge.id}".`, { edgeId: edge.id }),
      )
      continue
    }
    seenEdgeIds.add(edge.id)
    const missing = [edge.source, edge.target].filter((id) => !nodeIds.has(id))
    if (missing.length > 0) {
      errors.push(
        error(
          'DANGLING_EDGE',
          `Edge "${edge.id}" points to a missing node "${missing.join('", "')}". Delete the edge or restore the node.`,
          { edgeId: edge.id, nodeId: nodeIds.has(edge.source) ? edge.source : undefined },
        ),
      )
      continue
    }
    edges.push(edge)
  }
  return edges
}

/** Re-checks every edge with the studio's connection rule, as if added in canvas order. */
export function validateEdges(canvas: Canvas): ValidationError[] {
  const errors: ValidationError[] = []
  const nodesById = new Map(canvas.nodes.map((node) => [node.id, node]))
  const into = new Map<string, number>()
  const outOf = new Map<string, number>()
  const ends = new Set<string>()
  const endsKey = (edge: Connection) =>
    `${edge.source}\u0000${edge.sourceHandle}\u0000${edge.target}\u0000${edge.targetHandle}`
  const lookup: ConnectionLookup = {
    node: (id) => nodesById.get(id),
    countInto: (nodeId, handle) => into.get(`${nodeId}\u0000${handle}`) ?? 0,
    countOutOf: (nodeId, handle) => outOf.get(`${nodeId}\u0000${handle}`) ?? 0,
    hasEdge: (connection) => ends.has(endsKey(connection)),
  }
  for (const edge of canvas.edges) {
    const verdict = checkConnection(lookup, edge)
    if (verdict.ok) {
      const intoKey = `${edge.target}\u0000${edge.targetHandle}`
      const outKey = `${edge.source}\u0000${edge.sourceHandle}`
      into.set(intoKey, (into.get(intoKey) ?? 0) + 1)
      outOf.set(outKey, (outOf.get(outKey) ?? 0) + 1)
      ends.add(endsKey(edge))
      continue
    }
    const message =
      verdict.key === 'SPEECH_STYLE_ONE_TEXT_NODE'
        ? MESSAGES.speechStyleOneTextNode
        : verdict.message
    errors.push(
      error(verdict.key, message, {
        edgeId: edge.id,
        nodeId: edge.target,
        field: edge.targetHandle,
      }),
    )
  }
  return errors
}
