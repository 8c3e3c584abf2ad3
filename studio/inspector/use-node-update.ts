import { useCallback } from 'react'
import type { CanvasNode } from '../../engine/canvas'
import { useEditorServices } from '../canvas/EditorContext'

/**
 * `set(field, value)` for one node; edits of one field coalesce into one undo step.
 * `Data` is the node kind's data type, so field names and values are checked.
 */
export function useNodeUpdate<Data extends CanvasNode['data']>(nodeId: string) {
  const { store } = useEditorServices()
  const set = useCallback(
    <Key extends keyof Data>(field: Key, value: Data[Key]) =>
      store
        .getState()
        .updateNodeData<Data>(nodeId, (data) => ({ ...data, [field]: value }), String(field)),
    [store, nodeId],
  )
  const replace = useCallback(
    (update: (data: Data) => Data, fieldKey: string) =>
      store.getState().updateNodeData<Data>(nodeId, update, fieldKey),
    [store, nodeId],
  )
  return { set, replace }
}
