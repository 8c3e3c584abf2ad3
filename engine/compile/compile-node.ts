import { type Canvas, type CanvasEdge, canvasEdgeSchema } from '../canvas/canvas'
import { indexCanvas } from '../canvas/graph'
import { storyMetadataSchema } from '../canvas/metadata'
import type { CanvasNode } from '../canvas/node'
import type {
  CompiledCharacter,
  CompiledImage,
  CompiledImageCategory,
  CompiledScene,
  CompiledStartPoint,
  CompiledTrigger,
  CompiledVariable,
  Condition,
  LorebookEntry,
} from '../compiled/types'
import { createValidationContext } from '../validate/context'
import { hasErrors, type ValidationError } from '../validate/issue'
import { validateNodeRules } from '../validate/node-rules'
import { parseCanvas, validateEdges } from '../validate/structure'
import { compileCharacter, compileVariable } from './cast'
import { compileImage, compileImageCategory } from './images'
import { compileLorebookEntry } from './lorebook'
import { compileScene, compileStartPoint } from './scenes'
import { compileTrigger } from './triggers'

/** The compiled form of one node, tagged by what it became. */
export type CompiledNode =
  | { kind: 'startPoint'; startPoint: CompiledStartPoint }
  | { kind: 'scene'; scene: CompiledScene }
  | { kind: 'character'; character: CompiledCharacter }
  | { kind: 'text'; text: string }
  | { kind: 'variable'; variable: CompiledVariable }
  | { kind: 'condition'; condition: Condition }
  | { kind: 'trigger'; trigger: CompiledTrigger }
  | { kind: 'lorebookEntry'; entry: LorebookEntry }
  | { kind: 'image'; image: CompiledImage }
  | { kind: 'imageCategory'; category: CompiledImageCategory }
  | { kind: 'note' }
  | { kind: 'group' }

export interface CompileNodeResult {
  ok: boolean
  /** Findings on this node or its edges (canvas-wide rules are left to `compile`). */
  errors: ValidationError[]
  compiledNode?: CompiledNode
}

type RawRecord = Record<string, unknown>

/**
 * Validates and compiles one node for instant feedback in the studio. Only the node, its
 * neighbourhood (two edges away), the variables, scenes and nodes it names are parsed, so
 * the cost does not grow with the size of the lorebook.
 */
export function compileNode(canvas: unknown, metadata: unknown, nodeId: string): CompileNodeResult {
  const source = (typeof canvas === 'object' && canvas !== null ? canvas : {}) as RawRecord
  const rawNodes = (Array.isArray(source.nodes) ? source.nodes : []) as RawRecord[]
  const rawEdges = (Array.isArray(source.edges) ? source.edges : []) as RawRecord[]
  const rawTarget = rawNodes.find((node) => node?.id === nodeId)
  if (!rawTarget) {
    return {
      ok: false,
      errors: [
        { nodeId, key: 'UNKNOWN_NODE', message: `No node with id "${nodeId}".`, severity: 'error' },
      ],
    }
  }
  const neighbourhood = collectNeighbourhood(rawNodes, rawEdges, rawTarget)
  const parsed = parseCanvas(neighbourhood)
  const targetErrors = parsed.errors.filter((entry) => entry.nodeId === nodeId)
  const node = parsed.canvas.nodes.find((candidate) => candidate.id === nodeId)
  if (!node) return { ok: false, errors: targetErrors }
  const parsedMetadata = storyMetadataSchema.safeParse(metadata ?? {})
  const context = createValidationContext(
    parsed.canvas,
    parsedMetadata.success ? parsedMetadata.data : undefined,
  )
  const touching = new Set(
    parsed.canvas.edges
      .filter((edge) => edge.source === nodeId || edge.target === nodeId)
      .map((edge) => edge.id),
  )
  const edgeErrors = validateEdges(parsed.canvas).filter(
    (entry) => entry.edgeId !== undefined && touching.has(entry.edgeId),
  )
  const errors = [...targetErrors, ...edgeErrors, ...validateNodeRules(node, context)]
  if (hasErrors(errors)) return { ok: false, errors }
  return { ok: true, errors, compiledNode: compileOne(node, parsed.canvas) }
}

function collectNeighbourhood(
  rawNodes: RawRecord[],
  rawEdges: RawRecord[],
  target: RawRecord,
): Canvas {
  const wanted = new Set<string>([target.id as string])
  // Nodes a trigger names in its effects: existence and kind are checked.
  const effects = (target.data as RawRecord | undefined)?.effects
  if (Array.isArray(effects)) {
    for (const effect of effects as RawRecord[]) {
      for (const key of ['sceneId', 'entryId', 'imageId']) {
        if (typeof effect?.[key] === 'string') wanted.add(effect[key] as string)
      }
    }
  }
  const edges = new Map<string, CanvasEdge>()
  let frontier = new Set<string>([target.id as string])
  for (let hop = 0; hop < 2; hop++) {
    const next = new Set<string>()
    for (const raw of rawEdges) {
      if (!frontier.has(raw?.source as string) && !frontier.has(raw?.target as string)) continue
      const edge = canvasEdgeSchema.safeParse(raw)
      if (!edge.success || edges.has(edge.data.id)) continue
      edges.set(edge.data.id, edge.data)
      for (const end of [edge.data.source, edge.data.target]) {
        if (!wanted.has(end)) next.add(end)
        wanted.add(end)
      }
    }
    frontier = next
  }
  const nodes = rawNodes.filter(
    (node) =>
      wanted.has(node?.id as string) ||
      node?.type === 'variable' ||
      node?.type === 'story' ||
      node?.type === 'start',
  )
  // Edges whose ends fell outside the neighbourhood would read as dangling; drop them.
  const present = new Set(nodes.map((node) => node.id as string))
  const keptEdges = [...edges.values()].filter(
    (edge) => present.has(edge.source) && present.has(edge.target),
  )
  return { version: 0, nodes: nodes as unknown as CanvasNode[], edges: keptEdges }
}

function compileOne(node: CanvasNode, canvas: Canvas): CompiledNode {
  const graph = indexCanvas(canvas)
  switch (node.type) {
    case 'start':
      return { kind: 'startPoint', startPoint: compileStartPoint(node, graph) }
    case 'story':
      return { kind: 'scene', scene: compileScene(node, graph) }
    case 'character':
      return { kind: 'character', character: compileCharacter(node, graph) }
    case 'text':
      return { kind: 'text', text: node.data.text }
    case 'variable':
      return { kind: 'variable', variable: compileVariable(node) }
    case 'condition':
      return { kind: 'condition', condition: node.data.condition }
    case 'trigger':
      return { kind: 'trigger', trigger: compileTrigger(node, graph) }
    case 'lorebookEntry':
      return { kind: 'lorebookEntry', entry: compileLorebookEntry(node, graph) }
    case 'image':
      return { kind: 'image', image: compileImage(node, graph) }
    case 'imageCategory':
      return { kind: 'imageCategory', category: compileImageCategory(node) }
    case 'note':
      return { kind: 'note' }
    case 'group':
      return { kind: 'group' }
  }
}
