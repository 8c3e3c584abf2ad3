import { useCallback, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { CanvasNode } from '../../engine/canvas'
import type { FlowNode } from '../editor/document'
import { nodeNames } from '../editor/node-defaults'
import { useEditor } from './EditorContext'

/**
 * Id, kind and data of every node, flat: compared shallowly, a drag (which changes only
 * positions) does not rebuild the names.
 */
const selectNaming = (state: { nodes: FlowNode[] }) =>
  state.nodes.flatMap((node) => [node.id, node.type, node.data])

/** Every node's name in the writer's language: its title, or "Scene 2 (untitled)". */
export function useNodeNames(): Map<string, string> {
  const { t } = useTranslation('studio')
  const naming = useEditor(selectNaming)
  const untitled = useCallback(
    (type: string, number: number) =>
      t('studioNode.untitledNumbered', {
        kind: t(`studioNode.kind_${type}`, { defaultValue: type }),
        number,
      }),
    [t],
  )
  return useMemo(() => {
    const nodes: CanvasNode[] = []
    for (let index = 0; index < naming.length; index += 3) {
      nodes.push({
        id: naming[index],
        type: naming[index + 1],
        data: naming[index + 2],
        position: { x: 0, y: 0 },
      } as CanvasNode)
    }
    return nodeNames(nodes, untitled)
  }, [naming, untitled])
}
