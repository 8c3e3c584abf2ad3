import { describe, expect, it } from 'vitest'
import { storyMetadataSchema } from '../../engine/canvas'
import { importCard, withCardPortrait } from '../../engine/cards'
import { parseClipboard } from './clipboard'
import { createEditorStore } from './editor-store'
import { createIdSource } from './node-ids'

const metadata = storyMetadataSchema.parse({ title: 'T', thumbnail: 'x' })

const textOf = (store: ReturnType<typeof makeStore>) =>
  (store.getState().nodes[0]?.data as { text?: string } | undefined)?.text

function makeStore() {
  let clock = 0
  return createEditorStore({
    document: { nodes: [], edges: [] },
    metadata,
    ids: createIdSource(() => 0.5),
    now: () => (clock += 5000),
  })
}

describe('editor store', () => {
  it('adds a node with engine defaults and selects it', () => {
    const store = makeStore()
    const node = store.getState().addNode('image', { x: 10, y: 20 })
    expect(node.type).toBe('image')
    expect(store.getState().nodes).toHaveLength(1)
    expect(store.getState().nodes[0]?.selected).toBe(true)
    expect(store.getState().contentRevision).toBe(1)
  })

  it('connects only what canConnect allows', () => {
    const store = makeStore()
    const character = store.getState().addNode('character', { x: 0, y: 0 })
    const first = store.getState().addNode('text', { x: 0, y: 0 })
    const second = store.getState().addNode('text', { x: 0, y: 0 })
    const link = (source: string) =>
      store.getState().connect({
        source,
        sourceHandle: 'text',
        target: character.id,
        targetHandle: 'speechStyle',
      })
    expect(link(first.id).ok).toBe(true)
    const refused = link(second.id)
    expect(refused.ok).toBe(false)
    expect(store.getState().edges).toHaveLength(1)
    expect(store.getState().refusal).toEqual(refused)
    // The reason is about that attempt: the next edit retires it.
    store.getState().addNode('note', { x: 0, y: 0 })
    expect(store.getState().refusal).toBeNull()
    store.getState().noteRefusal({ ok: false, key: 'SAME_DIRECTION', message: 'x' })
    expect(store.getState().refusal).toMatchObject({ key: 'SAME_DIRECTION' })
  })

  it('undoes and redoes edits; typing in one field is one step', () => {
    const store = makeStore()
    const text = store.getState().addNode('text', { x: 0, y: 0 })
    const type = (value: string) =>
      store
        .getState()
        .updateNodeData<{ title: string; text: string }>(
          text.id,
          (data) => ({ ...data, text: value }),
          'text',
        )
    // Consecutive keystrokes within the coalescing window: the test clock moves 5 s per call,
    // so use a store whose clock stands still.
    type('a')
    expect(store.getState().history.past).toHaveLength(2)
    store.getState().undo()
    expect(textOf(store)).toBe('')
    store.getState().undo()
    expect(store.getState().nodes).toHaveLength(0)
    store.getState().redo()
    store.getState().redo()
    expect(textOf(store)).toBe('a')
  })

  it('coalesces keystrokes in one field into one undo step', () => {
    const store = createEditorStore({ document: { nodes: [], edges: [] }, metadata, now: () => 1 })
    const text = store.getState().addNode('text', { x: 0, y: 0 })
    for (const value of ['H', 'He', 'Hel', 'Hell', 'Hello']) {
      store
        .getState()
        .updateNodeData<{ title: string; text: string }>(
          text.id,
          (data) => ({ ...data, text: value }),
          'text',
        )
    }
    expect(store.getState().history.past).toHaveLength(2)
    store.getState().undo()
    expect(textOf(store)).toBe('')
  })

  it('deletes the selection with its edges in one undoable step', () => {
    const store = makeStore()
    const start = store.getState().addNode('start', { x: 0, y: 0 })
    const scene = store.getState().addNode('story', { x: 0, y: 0 })
    store
      .getState()
      .connect({ source: start.id, sourceHandle: 'scene', target: scene.id, targetHandle: 'enter' })
    store.getState().deleteSelection() // the scene was selected last
    expect(store.getState().nodes.map((node) => node.id)).toEqual([start.id])
    expect(store.getState().edges).toHaveLength(0)
    store.getState().undo()
    expect(store.getState().edges).toHaveLength(1)
  })

  it('copies and pastes nodes with fresh ids and their inner edges', () => {
    const store = makeStore()
    const character = store.getState().addNode('character', { x: 0, y: 0 })
    const text = store.getState().addNode('text', { x: 100, y: 0 })
    store.getState().connect({
      source: text.id,
      sourceHandle: 'text',
      target: character.id,
      targetHandle: 'speechStyle',
    })
    store.getState().onNodesChange([{ type: 'select', id: character.id, selected: true }])
    const copied = store.getState().copySelection()
    expect(copied?.nodes).toHaveLength(2)
    const roundTrip = parseClipboard(JSON.stringify(copied))
    store.getState().paste(roundTrip!)
    const { nodes, edges } = store.getState()
    expect(nodes).toHaveLength(4)
    expect(new Set(nodes.map((node) => node.id)).size).toBe(4)
    expect(edges).toHaveLength(2)
    expect(nodes.filter((node) => node.selected)).toHaveLength(2)
    expect(nodes[2]?.position).toEqual({ x: 40, y: 40 })
  })

  it('records one undo step per drag gesture and does not revalidate on moves', () => {
    const store = makeStore()
    const scene = store.getState().addNode('story', { x: 0, y: 0 })
    const revision = store.getState().contentRevision
    const steps = store.getState().history.past.length
    for (const x of [10, 20, 30]) {
      store
        .getState()
        .onNodesChange([{ type: 'position', id: scene.id, position: { x, y: 0 }, dragging: true }])
    }
    store.getState().onNodesChange([{ type: 'position', id: scene.id, dragging: false }])
    expect(store.getState().nodes[0]?.position.x).toBe(30)
    expect(store.getState().dragging).toBe(false)
    expect(store.getState().contentRevision).toBe(revision)
    expect(store.getState().history.past.length).toBe(steps + 1)
    store.getState().undo()
    expect(store.getState().nodes[0]?.position.x).toBe(0)
  })

  it('imports a canvas with prefixed ids beside the existing nodes', () => {
    const store = makeStore()
    store.getState().addNode('story', { x: 500, y: 0 })
    const count = store.getState().importCanvas(
      {
        nodes: [
          { id: 'character-1', type: 'character', data: { name: 'Sakana' } },
          { id: 'lore-1', type: 'lorebookEntry', data: { keys: ['fish'] } },
        ],
        edges: [
          {
            id: 'e',
            source: 'lore-1',
            sourceHandle: 'scope',
            target: 'character-1',
            targetHandle: 'lorebook',
          },
        ],
      },
      'imp1-',
    )
    expect(count).toBe(2)
    const ids = store.getState().nodes.map((node) => node.id)
    expect(ids).toContain('imp1-lore-1')
    expect(store.getState().edges[0]).toMatchObject({
      source: 'imp1-lore-1',
      target: 'imp1-character-1',
    })
    expect(store.getState().nodes[1]?.position.x).toBe(900)
  })

  it('places an import reaching left of its origin (a portrait) wholly right of the existing nodes', () => {
    const store = makeStore()
    store.getState().addNode('story', { x: 500, y: 0 })
    store
      .getState()
      .importCanvas(
        withCardPortrait(
          importCard({ spec: 'chara_card_v2', data: { name: 'Mira', first_mes: 'Hi.' } }).canvas,
          `/api/story-chat/asset/${'a'.repeat(64)}`,
        ),
        'card1-',
      )
    const imported = store.getState().nodes.filter((node) => node.id.startsWith('card1-'))
    const positions = imported.map((node) => node.position.x)
    expect(Math.min(...positions)).toBe(900)
    expect(imported.find((node) => node.type === 'image')?.position.x).toBe(900)
    expect(imported.find((node) => node.type === 'character')?.position.x).toBe(1180)
  })

  it("imports a card's greetings as further openings in the selectable slots still free", () => {
    const store = makeStore()
    for (let index = 0; index < 3; index++) store.getState().addNode('start', { x: 0, y: 0 })
    const card = {
      spec: 'chara_card_v2',
      spec_version: '2.0',
      data: { name: 'Mira', first_mes: 'First.', alternate_greetings: ['Second.', 'Third.'] },
    }
    store.getState().importCanvas(importCard(card).canvas, 'card1-')
    const imported = store
      .getState()
      .nodes.filter((node) => node.type === 'start' && node.id.startsWith('card1-'))
      .map((node) => node.data as { selectable: boolean; imported: boolean })
    expect(imported.map((data) => [data.selectable, data.imported])).toEqual([
      [true, true],
      [true, true],
      [false, true],
    ])
  })

  it('indexes validation errors by node', () => {
    const store = makeStore()
    store.getState().setErrors([
      { nodeId: 'a', key: 'K', message: 'm', severity: 'error' },
      { key: 'M', message: 'metadata', severity: 'error' },
    ])
    expect(store.getState().errorsByNode.get('a')).toHaveLength(1)
    expect(store.getState().errors).toHaveLength(2)
  })
})
