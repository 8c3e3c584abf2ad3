import { describe, expect, it } from 'vitest'
import { storyMetadataSchema } from '../../engine/canvas'
import { copySelection, pasteContent } from './clipboard'
import { deleteNodes, deleteSelected } from './commands'
import { type EditorDocument, type FlowNode, toStoryDocument } from './document'
import { createEditorStore } from './editor-store'
import {
  absolutePosition,
  GROUP_HEADER,
  GROUP_PADDING,
  groupSelected,
  normalizeGroups,
  ungroup,
} from './grouping'
import { createNode } from './node-defaults'
import { createIdSource } from './node-ids'

const node = (id: string, x: number, y: number, selected = false): FlowNode => ({
  ...createNode('note', id, { x, y }),
  measured: { width: 100, height: 50 },
  selected,
})

const start = (): EditorDocument => ({
  nodes: [node('a', 100, 100, true), node('b', 300, 200, true), node('c', 900, 900)],
  edges: [],
})

describe('grouping', () => {
  it('frames the selected nodes, children relative to the group, group first', () => {
    const { document, group } = groupSelected(start(), 'g', 'Act one')
    expect(group).toMatchObject({
      type: 'group',
      position: { x: 100 - GROUP_PADDING, y: 100 - GROUP_PADDING - GROUP_HEADER },
      data: {
        label: 'Act one',
        width: 300 + 2 * GROUP_PADDING,
        height: 150 + 2 * GROUP_PADDING + GROUP_HEADER,
      },
      selected: true,
    })
    expect(document.nodes.map((entry) => entry.id)).toEqual(['g', 'a', 'b', 'c'])
    const [, a, b, c] = document.nodes
    expect(a).toMatchObject({
      parentId: 'g',
      position: { x: GROUP_PADDING, y: GROUP_PADDING + GROUP_HEADER },
      selected: false,
    })
    expect(b?.parentId).toBe('g')
    expect(c?.parentId).toBeUndefined()
    // On the canvas nothing moved.
    const byId = new Map(document.nodes.map((entry) => [entry.id, entry]))
    expect(absolutePosition(b!, byId)).toEqual({ x: 300, y: 200 })
  })

  it('leaves the document alone when nothing groupable is selected', () => {
    const document: EditorDocument = { nodes: [node('a', 0, 0)], edges: [] }
    expect(groupSelected(document, 'g', 'x')).toEqual({ document, group: null })
  })

  it('moving the group moves its children on the canvas', () => {
    const { document } = groupSelected(start(), 'g', 'Act one')
    const moved = document.nodes.map((entry) =>
      entry.id === 'g'
        ? { ...entry, position: { x: entry.position.x + 500, y: entry.position.y } }
        : entry,
    )
    const byId = new Map(moved.map((entry) => [entry.id, entry]))
    expect(absolutePosition(byId.get('a')!, byId)).toEqual({ x: 600, y: 100 })
  })

  it('ungroups back to absolute positions and drops the frame', () => {
    const { document } = groupSelected(start(), 'g', 'Act one')
    const plain = ungroup(document, ['g'])
    expect(plain.nodes.map((entry) => [entry.id, entry.position, entry.parentId])).toEqual([
      ['a', { x: 100, y: 100 }, undefined],
      ['b', { x: 300, y: 200 }, undefined],
      ['c', { x: 900, y: 900 }, undefined],
    ])
  })

  it('deleting a group keeps its children where they were', () => {
    const { document } = groupSelected(start(), 'g', 'Act one')
    expect(deleteSelected(document).nodes.map((entry) => entry.id)).toEqual(['a', 'b', 'c'])
    const viaIds = deleteNodes(document, ['g'])
    expect(viaIds.nodes.find((entry) => entry.id === 'a')).toMatchObject({
      position: { x: 100, y: 100 },
    })
    expect(viaIds.nodes.some((entry) => entry.parentId)).toBe(false)
  })

  it('copies a group with its children and pastes them under the new group', () => {
    const { document } = groupSelected(start(), 'g', 'Act one')
    const content = copySelection(document.nodes, document.edges, new Set(['g']))
    expect(content?.nodes.map((entry) => entry.id)).toEqual(['g', 'a', 'b'])
    const pasted = pasteContent(
      content!,
      createIdSource(() => 0.5),
      { x: 40, y: 40 },
    )
    const [group, a] = pasted.nodes
    expect(group?.type).toBe('group')
    expect(a?.parentId).toBe(group?.id)
    // The child's relative position is kept; only the group moved by the offset.
    expect(a?.position).toEqual(document.nodes[1]?.position)
    expect(group?.position).toEqual({
      x: document.nodes[0]!.position.x + 40,
      y: document.nodes[0]!.position.y + 40,
    })
  })

  it('copies a child without its group at its place on the canvas', () => {
    const { document } = groupSelected(start(), 'g', 'Act one')
    const content = copySelection(document.nodes, document.edges, new Set(['b']))
    expect(content?.nodes).toHaveLength(1)
    expect(content?.nodes[0]).toMatchObject({ id: 'b', position: { x: 300, y: 200 } })
    expect(content?.nodes[0]?.parentId).toBeUndefined()
  })

  it('saves the parent link and the frame; undo restores the ungrouped graph', () => {
    const store = createEditorStore({
      document: start(),
      metadata: storyMetadataSchema.parse({ title: 'T', thumbnail: 'x' }),
    })
    const group = store.getState().groupSelection('Act one')
    expect(group).not.toBeNull()
    const saved = toStoryDocument(store.getState())
    expect(saved.nodes.find((entry) => entry.id === 'a')).toMatchObject({ parentId: group?.id })
    expect(saved.nodes.find((entry) => entry.id === 'c')).not.toHaveProperty('parentId')
    store.getState().undo()
    expect(store.getState().nodes.map((entry) => entry.id)).toEqual(['a', 'b', 'c'])
    store.getState().redo()
    store.getState().ungroup([group!.id])
    expect(store.getState().nodes.some((entry) => entry.type === 'group')).toBe(false)
  })

  it('loads a document React Flow can draw: groups first, dangling parents dropped', () => {
    const { document } = groupSelected(start(), 'g', 'Act one')
    const [group, ...rest] = document.nodes
    const shuffled = { ...document, nodes: [...rest, group!] }
    expect(normalizeGroups(shuffled).nodes.map((entry) => entry.id)).toEqual(['g', 'a', 'b', 'c'])
    const dangling = { ...document, nodes: rest }
    expect(normalizeGroups(dangling).nodes.some((entry) => entry.parentId)).toBe(false)
    expect(normalizeGroups(document)).toBe(document)
  })
})
