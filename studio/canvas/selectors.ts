import type { EditorActions, EditorState } from '../editor/editor-store'

type State = EditorState & EditorActions

/** Selectors as module constants, so `useShallow` compares the same function every render. */
export const selectFlow = (state: State) => ({
  nodes: state.nodes,
  edges: state.edges,
  onNodesChange: state.onNodesChange,
  onEdgesChange: state.onEdgesChange,
  connect: state.connect,
})

/**
 * The single selected node's id, kind and data (not its position), so dragging a node does
 * not re-render the inspector on every frame.
 */
export const selectSelectedNode = (state: State) => {
  let found: State['nodes'][number] | null = null
  let count = 0
  for (const node of state.nodes) {
    if (node.selected) {
      found = node
      count++
    }
  }
  const single = count === 1 ? found : null
  return { id: single?.id ?? null, type: single?.type ?? null, data: single?.data ?? null, count }
}

export const selectHistory = (state: State) => ({
  canUndo: state.history.past.length > 0,
  canRedo: state.history.future.length > 0,
  undo: state.undo,
  redo: state.redo,
})

export const selectErrors = (state: State) => ({ errors: state.errors, focusNode: state.focusNode })

export const selectRefusal = (state: State) => state.refusal

/** Whether the selection holds a node that can be framed, and the selected groups. */
export const selectGrouping = (state: State) => {
  let groupable = false
  let groups = 0
  for (const node of state.nodes) {
    if (!node.selected) continue
    if (node.type === 'group') groups++
    else if (!node.parentId) groupable = true
  }
  return { groupable, groups }
}
