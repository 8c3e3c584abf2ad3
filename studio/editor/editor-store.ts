import {
  applyEdgeChanges,
  applyNodeChanges,
  type EdgeChange,
  type Node,
  type NodeChange,
} from '@xyflow/react'
import { createStore } from 'zustand/vanilla'
import type {
  CanvasInput,
  CanvasNode,
  CanvasNodeType,
  Connection,
  ConnectionVerdict,
  StoryMetadata,
} from '../../engine/canvas'
import type { LorebookBookSettings } from '../../engine/lorebook/book-settings'
import type { ValidationError } from '../../engine/validate'
import { type ClipboardContent, copySelection, pasteContent } from './clipboard'
import * as commands from './commands'
import type { ConnectionHint } from './connection-hint'
import { type EditorDocument, type FlowEdge, type FlowNode, selectedNodeIds } from './document'
import { groupSelected, ungroup } from './grouping'
import { emptyHistory, type History, record, redo, undo } from './history'
import { createIdSource, type IdSource } from './node-ids'
import { replaceAll, replaceOne, type SearchMatch, type SearchOptions } from './search-replace'
import { tidyUp } from './tidy-up'

export interface EditorState extends EditorDocument {
  metadata: StoryMetadata
  history: History
  /** Bumped by edits that can change validity (not by moves): validation listens to it. */
  contentRevision: number
  /** Bumped by every edit worth saving, moves included: autosave listens to it. */
  saveRevision: number
  errors: ValidationError[]
  errorsByNode: ReadonlyMap<string, ValidationError[]>
  /** The last refused connection, for the status line. */
  refusal: ConnectionHint | null
  /** Set when the view should centre on a node (a problem was clicked). */
  focusRequest: { nodeId: string; serial: number; fit?: string[] } | null
  /** True while a drag gesture is under way (history records once per gesture). */
  dragging: boolean
}

export interface EditorActions {
  onNodesChange(changes: NodeChange[]): void
  onEdgesChange(changes: EdgeChange[]): void
  connect(connection: Connection): ConnectionVerdict
  /** Shows why a connection dragged onto a socket was refused (null clears it). */
  noteRefusal(refusal: ConnectionHint | null): void
  /** Points an output socket at one target (or none), replacing its edges: the keyboard way to connect. */
  setOutputTarget(
    source: string,
    sourceHandle: string,
    target: string | null,
    targetHandle: string,
  ): ConnectionVerdict
  addNode(type: CanvasNodeType, position: { x: number; y: number }): FlowNode
  updateNodeData<Data extends CanvasNode['data']>(
    nodeId: string,
    update: (data: Data) => Data,
    fieldKey?: string,
  ): void
  /** One undo step for the same change to many nodes (lorebook bulk edits). */
  updateManyNodeData<Data extends CanvasNode['data']>(
    nodeIds: readonly string[],
    update: (data: Data) => Data,
  ): void
  deleteSelection(): void
  /** Frames the selected nodes in a new group named `label`; returns it, or null. */
  groupSelection(label: string): FlowNode | null
  /** Removes groups, keeping their children where they are. */
  ungroup(groupIds: readonly string[]): void
  /** Lays the graph out left to right by its edges: one undo step. */
  tidyUp(): void
  /** Replaces one occurrence the search found; false when its text changed since. */
  replaceMatch(match: SearchMatch, replacement: string): boolean
  /** Replaces every occurrence in every node as one undo step; answers how many nodes changed. */
  replaceEverywhere(query: string, replacement: string, options: SearchOptions): number
  deleteNodes(nodeIds: readonly string[]): void
  copySelection(): ClipboardContent | null
  paste(content: ClipboardContent, offset?: { x: number; y: number }): void
  /** Adds an imported canvas; its lorebook settings come along when the canvas has no book yet. */
  importCanvas(input: CanvasInput, prefix: string): number
  /** The lorebook's settings (undefined = the studio's defaults); one undo step per field burst. */
  setLorebookSettings(settings: LorebookBookSettings | undefined): void
  /** Chooses the node and centres the view on it, or fits the view to `fit` (an import). */
  focusNode(nodeId: string, options?: { fit?: string[] }): void
  undo(): void
  redo(): void
  /** Replaces the whole document (reloading the server's canvas); history starts over. */
  replaceDocument(document: EditorDocument): void
  setMetadata(metadata: StoryMetadata): void
  setErrors(errors: ValidationError[]): void
}

export type EditorStore = ReturnType<typeof createEditorStore>

export interface EditorStoreOptions {
  document: EditorDocument
  metadata: StoryMetadata
  ids?: IdSource
  now?: () => number
}

/**
 * One store per open canvas (provided by context): the document, its history and the
 * validation findings. Every edit goes through a command from `commands.ts`.
 */
export function createEditorStore(options: EditorStoreOptions) {
  const ids = options.ids ?? createIdSource()
  const now = options.now ?? Date.now
  return createStore<EditorState & EditorActions>()((set, get) => {
    const documentOf = (): EditorDocument => {
      const { nodes, edges, lorebook } = get()
      return lorebook ? { nodes, edges, lorebook } : { nodes, edges }
    }
    /** A document as state: `lorebook` is always written, so undo can take settings away. */
    const asState = (document: EditorDocument) => ({
      nodes: document.nodes,
      edges: document.edges,
      lorebook: document.lorebook,
    })

    /** Applies an edit with one undo step; `content` says whether validity may change. */
    const edit = (
      next: EditorDocument,
      options: { key?: string | null; content?: boolean } = {},
    ) => {
      const state = get()
      const before = documentOf()
      // Graph commands build documents without the settings: those keep the current ones.
      const lorebook = 'lorebook' in next ? next.lorebook : before.lorebook
      if (
        next.nodes === before.nodes &&
        next.edges === before.edges &&
        lorebook === before.lorebook
      )
        return
      set({
        ...asState({ ...next, lorebook }),
        // A refused connection's reason is about the last attempt: any edit since retires it.
        refusal: null,
        history: record(state.history, before, options.key ?? null, now()),
        contentRevision: state.contentRevision + (options.content === false ? 0 : 1),
        saveRevision: state.saveRevision + 1,
      })
    }

    return {
      ...asState(options.document),
      metadata: options.metadata,
      history: emptyHistory(),
      contentRevision: 0,
      saveRevision: 0,
      errors: [],
      errorsByNode: new Map(),
      refusal: null,
      focusRequest: null,
      dragging: false,

      onNodesChange(changes) {
        const state = get()
        const next = applyNodeChanges(
          changes as NodeChange<Node>[],
          state.nodes as Node[],
        ) as FlowNode[]
        const moved = changes.some((change) => change.type === 'position' && change.position)
        const removed = changes.some((change) => change.type === 'remove')
        if (removed) {
          edit(
            commands.deleteNodes(
              documentOf(),
              changes.flatMap((c) => (c.type === 'remove' ? [c.id] : [])),
            ),
          )
          return
        }
        if (!moved) {
          // Selection and measurements are view state: no history, no save. A position change
          // without a position is the end of a drag gesture.
          const gestureEnds = state.dragging && changes.some((change) => change.type === 'position')
          set(gestureEnds ? { nodes: next, dragging: false } : { nodes: next })
          return
        }
        const dragging = changes.some((change) => change.type === 'position' && change.dragging)
        const gestureStarts = dragging && !state.dragging
        set({
          nodes: next,
          dragging,
          history:
            gestureStarts || !dragging
              ? record(state.history, documentOf(), dragging ? null : 'move', now())
              : state.history,
          saveRevision: state.saveRevision + 1,
        })
      },

      onEdgesChange(changes) {
        const removed = changes.some((change) => change.type === 'remove')
        const next = applyEdgeChanges(changes, get().edges) as FlowEdge[]
        if (removed) edit({ ...documentOf(), edges: next })
        else set({ edges: next })
      },

      connect(connection) {
        const result = commands.connect(documentOf(), connection, ids)
        if (result.verdict.ok) edit(result.document)
        set({ refusal: result.verdict.ok ? null : result.verdict })
        return result.verdict
      },

      noteRefusal(refusal) {
        set({ refusal })
      },

      setOutputTarget(source, sourceHandle, target, targetHandle) {
        const current = documentOf()
        const cleared = {
          ...current,
          edges: current.edges.filter(
            (edge) => !(edge.source === source && edge.sourceHandle === sourceHandle),
          ),
        }
        if (target === null) {
          edit(cleared)
          return { ok: true }
        }
        const result = commands.connect(
          cleared,
          { source, sourceHandle, target, targetHandle },
          ids,
        )
        if (result.verdict.ok) edit(result.document)
        set({ refusal: result.verdict.ok ? null : result.verdict })
        return result.verdict
      },

      addNode(type, position) {
        const result = commands.addNode(documentOf(), type, position, ids)
        edit(result.document)
        return result.node
      },

      updateNodeData(nodeId, update, fieldKey) {
        const next = commands.updateNodeData(
          documentOf(),
          nodeId,
          update as unknown as (data: CanvasNode['data']) => CanvasNode['data'],
        )
        edit(next, { key: fieldKey ? `${nodeId}:${fieldKey}` : null })
      },

      updateManyNodeData(nodeIds, update) {
        const chosen = new Set(nodeIds)
        const nodes = get().nodes.map((node) =>
          chosen.has(node.id)
            ? ({
                ...node,
                data: (update as unknown as (data: CanvasNode['data']) => CanvasNode['data'])(
                  node.data,
                ),
              } as FlowNode)
            : node,
        )
        edit({ ...documentOf(), nodes })
      },

      deleteSelection() {
        edit(commands.deleteSelected(documentOf()))
      },

      groupSelection(label) {
        const result = groupSelected(documentOf(), ids.node('group'), label)
        // Layout only: nothing the engine sees changes, so validation is not re-run.
        edit(result.document, { content: false })
        return result.group
      },

      ungroup(groupIds) {
        edit(ungroup(documentOf(), groupIds), { content: false })
      },

      tidyUp() {
        // Positions only: validity is unchanged, so validation is not re-run.
        edit(tidyUp(documentOf()), { content: false })
      },

      replaceMatch(match, replacement) {
        const node = get().nodes.find((entry) => entry.id === match.nodeId)
        const data = node ? replaceOne(node.data, match, replacement) : null
        if (!data) return false
        edit(commands.updateNodeData(documentOf(), match.nodeId, () => data))
        return true
      },

      replaceEverywhere(query, replacement, options) {
        let changed = 0
        const nodes = get().nodes.map((node) => {
          const data = replaceAll(node, query, replacement, options)
          if (data === node.data) return node
          changed++
          return { ...node, data } as FlowNode
        })
        if (changed > 0) edit({ ...documentOf(), nodes })
        return changed
      },

      deleteNodes(nodeIds) {
        edit(commands.deleteNodes(documentOf(), nodeIds))
      },

      copySelection() {
        const state = get()
        return copySelection(state.nodes, state.edges, selectedNodeIds(state))
      },

      paste(content, offset = { x: 40, y: 40 }) {
        const pasted = pasteContent(content, ids, offset)
        edit(commands.insertNodes(documentOf(), pasted.nodes, pasted.edges))
      },

      importCanvas(input, prefix) {
        const current = documentOf()
        const imported = commands.prepareImport(current, input, prefix)
        const next = commands.insertNodes(current, imported.nodes, imported.edges)
        edit(
          imported.lorebook && commands.takesImportedBookSettings(current)
            ? { ...next, lorebook: imported.lorebook }
            : next,
        )
        return imported.nodes.length
      },

      setLorebookSettings(settings) {
        edit({ ...documentOf(), lorebook: settings }, { key: 'lorebook-settings' })
      },

      focusNode(nodeId, options) {
        const serial = (get().focusRequest?.serial ?? 0) + 1
        set({
          ...commands.selectOnly(documentOf(), nodeId),
          focusRequest: { nodeId, serial, ...(options?.fit ? { fit: options.fit } : {}) },
        })
      },

      undo() {
        const state = get()
        const step = undo(state.history, documentOf())
        if (!step) return
        set({
          ...asState(step.document),
          history: step.history,
          contentRevision: state.contentRevision + 1,
          saveRevision: state.saveRevision + 1,
        })
      },

      redo() {
        const state = get()
        const step = redo(state.history, documentOf())
        if (!step) return
        set({
          ...asState(step.document),
          history: step.history,
          contentRevision: state.contentRevision + 1,
          saveRevision: state.saveRevision + 1,
        })
      },

      replaceDocument(document) {
        const state = get()
        set({
          ...asState(document),
          history: emptyHistory(),
          contentRevision: state.contentRevision + 1,
        })
      },

      setMetadata(metadata) {
        set({ metadata, contentRevision: get().contentRevision + 1 })
      },

      setErrors(errors) {
        const byNode = new Map<string, ValidationError[]>()
        for (const error of errors) {
          if (!error.nodeId) continue
          const list = byNode.get(error.nodeId)
          if (list) list.push(error)
          else byNode.set(error.nodeId, [error])
        }
        set({ errors, errorsByNode: byNode })
      },
    }
  })
}
