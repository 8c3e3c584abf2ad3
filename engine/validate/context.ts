import type { Canvas } from '../canvas/canvas'
import { type CanvasGraph, indexCanvas } from '../canvas/graph'
import type { StoryMetadata } from '../canvas/metadata'
import type { VariableNodeData } from '../canvas/nodes/variable'

/** Everything node rules look up, built once per validation. */
export interface ValidationContext {
  canvas: Canvas
  graph: CanvasGraph
  metadata: StoryMetadata | undefined
  /** Declared variables by name (first declaration wins a duplicate). */
  variables: ReadonlyMap<string, VariableNodeData['valueType']>
  variableList: ReadonlyArray<{ name: string; type: VariableNodeData['valueType'] }>
  /** How many variable nodes declare each trimmed name. */
  variableNameCounts: ReadonlyMap<string, number>
  sceneIds: ReadonlyArray<string>
}

export function createValidationContext(
  canvas: Canvas,
  metadata: StoryMetadata | undefined,
): ValidationContext {
  const graph = indexCanvas(canvas)
  const variables = new Map<string, VariableNodeData['valueType']>()
  const variableNameCounts = new Map<string, number>()
  for (const node of graph.ofType('variable')) {
    const name = node.data.name.trim()
    variableNameCounts.set(name, (variableNameCounts.get(name) ?? 0) + 1)
    if (name !== '' && !variables.has(name)) variables.set(name, node.data.valueType)
  }
  return {
    canvas,
    graph,
    metadata,
    variables,
    variableList: [...variables].map(([name, type]) => ({ name, type })),
    variableNameCounts,
    sceneIds: graph.ofType('story').map((node) => node.id),
  }
}

/** Type of a value as the variable system names it. */
export function valueType(value: unknown): 'string' | 'number' | 'boolean' | 'other' {
  const type = typeof value
  return type === 'string' || type === 'number' || type === 'boolean' ? type : 'other'
}
