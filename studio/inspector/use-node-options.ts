import { useMemo } from 'react'
import type { CanvasNodeType } from '../../engine/canvas'
import { useEditor } from '../canvas/EditorContext'
import { useNodeNames } from '../canvas/use-node-names'

const selectNodes = (state: { nodes: import('../editor/document').FlowNode[] }) => state.nodes

/** Nodes of one kind as select options (`{ value: id, label }`), for effect targets. */
export function useNodeOptions(type: CanvasNodeType): { value: string; label: string }[] {
  const nodes = useEditor(selectNodes)
  const names = useNodeNames()
  return useMemo(
    () =>
      nodes
        .filter((node) => node.type === type)
        .map((node) => ({ value: node.id, label: names.get(node.id) ?? '' })),
    [nodes, type, names],
  )
}

/** The declared variables: name and type, for conditions and effects. */
export function useVariables(): { name: string; valueType: 'string' | 'number' | 'boolean' }[] {
  const nodes = useEditor(selectNodes)
  return useMemo(
    () =>
      nodes.flatMap((node) =>
        node.type === 'variable' && node.data.name
          ? [{ name: node.data.name, valueType: node.data.valueType }]
          : [],
      ),
    [nodes],
  )
}
