import { describe, expect, it } from 'vitest'
import { storyMetadataSchema } from '../../engine/canvas'
import type { EditorDocument, FlowNode } from './document'
import { createEditorStore } from './editor-store'
import { createIdSource } from './node-ids'
import { tidyUp } from './tidy-up'

const node = (id: string, type: FlowNode['type'], x = 0, y = 0, extra = {}): FlowNode =>
  ({ id, type, position: { x, y }, data: {}, ...extra }) as FlowNode
const edge = (source: string, sourceHandle: string, target: string, targetHandle: string) => ({
  id: `${source}.${sourceHandle}->${target}.${targetHandle}`,
  source,
  sourceHandle,
  target,
  targetHandle,
})

const document: EditorDocument = {
  nodes: [
    node('scene', 'story', 0, 0),
    node('start', 'start', 500, 500),
    node('frame', 'group', 900, 40, { data: { label: 'Cast', width: 300, height: 200 } }),
    node('hero', 'character', 24, 56, { parentId: 'frame' }),
    node('memo', 'note', 3, 7),
  ],
  edges: [edge('start', 'scene', 'scene', 'enter'), edge('hero', 'cast', 'scene', 'cast')],
}

describe('tidyUp', () => {
  it('moves top-level nodes left to right on the snap grid; children stay inside their group', () => {
    const tidy = tidyUp(document)
    const at = (id: string) => tidy.nodes.find((entry) => entry.id === id)!.position
    expect(at('start').x).toBeLessThan(at('scene').x)
    // The character's edge counts for its group, which moves as one box.
    expect(at('frame').x + 300).toBeLessThanOrEqual(at('scene').x)
    expect(at('hero')).toEqual({ x: 24, y: 56 })
    for (const entry of tidy.nodes.filter((entry) => !entry.parentId)) {
      expect(entry.position.x % 20).toBe(0)
      expect(entry.position.y % 20).toBe(0)
    }
    expect(tidy.edges).toBe(document.edges)
  })

  it('changes nothing when the graph is already tidy', () => {
    const once = tidyUp(document)
    expect(tidyUp(once)).toBe(once)
  })

  it('is one undo step in the editor, and does not re-run validation', () => {
    const store = createEditorStore({
      document,
      metadata: storyMetadataSchema.parse({}),
      ids: createIdSource(() => 0.5),
      now: () => 0,
    })
    const before = store.getState()
    store.getState().tidyUp()
    const after = store.getState()
    expect(after.history.past).toHaveLength(1)
    expect(after.contentRevision).toBe(before.contentRevision)
    expect(after.saveRevision).toBe(before.saveRevision + 1)
    store.getState().undo()
    expect(store.getState().nodes.map((entry) => entry.position)).toEqual(
      document.nodes.map((entry) => entry.position),
    )
  })
})
