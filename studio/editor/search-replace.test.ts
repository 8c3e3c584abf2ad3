import { describe, expect, it } from 'vitest'
import { type CanvasNode, canvasNodeSchema, storyMetadataSchema } from '../../engine/canvas'
import { createEditorStore } from './editor-store'
import { createIdSource } from './node-ids'
import { countMatches, replaceAll, replaceOne, searchNodes } from './search-replace'

const nodes: CanvasNode[] = [
  {
    id: 'scene',
    type: 'story',
    data: {
      title: 'The Lighthouse',
      situation: 'A lighthouse on a cliff; the lighthouse keeper waits.',
    },
  },
  {
    id: 'keeper',
    type: 'character',
    data: { name: 'Elias', description: 'Keeper of the LIGHTHOUSE.' },
  },
  {
    id: 'counter',
    type: 'variable',
    data: { name: 'lighthouse_visits', valueType: 'number', description: '' },
  },
  { id: 'memo', type: 'note', data: { text: 'Check the lighthouse scene.' } },
].map((node) => canvasNodeSchema.parse({ position: { x: 0, y: 0 }, ...node }))

const anyCase = { caseSensitive: false }

describe('searchNodes', () => {
  it('finds every occurrence in titles and text fields, in node order, with context', () => {
    const matches = searchNodes(nodes, 'lighthouse', anyCase)
    expect(matches.map((match) => `${match.nodeId}.${match.field}@${match.start}`)).toEqual([
      'scene.title@4',
      'scene.situation@2',
      'scene.situation@29',
      'keeper.description@14',
      'memo.text@10',
    ])
    expect(matches[3]).toMatchObject({ text: 'LIGHTHOUSE', before: 'Keeper of the ', after: '.' })
    // Context cut short is cut between words.
    expect(matches[2]).toMatchObject({ before: '…on a cliff; the ', after: ' keeper waits.' })
  })

  it('matches case when asked, and leaves variable names alone', () => {
    expect(searchNodes(nodes, 'Lighthouse', { caseSensitive: true })).toHaveLength(1)
    expect(searchNodes(nodes, 'visits', anyCase)).toEqual([])
  })

  it('takes the query literally, and lists at most the limit while counting all', () => {
    expect(searchNodes(nodes, 'cliff;', anyCase)).toHaveLength(1)
    expect(searchNodes(nodes, '.*', anyCase)).toEqual([])
    expect(searchNodes(nodes, 'e', anyCase, 3)).toHaveLength(3)
    expect(countMatches(nodes, 'lighthouse', anyCase)).toBe(5)
  })

  it('finds nothing for an empty query', () => {
    expect(searchNodes(nodes, '', anyCase)).toEqual([])
    expect(countMatches(nodes, '', anyCase)).toBe(0)
  })
})

describe('replaceOne', () => {
  it('replaces exactly the occurrence found', () => {
    const [, second] = searchNodes(nodes, 'lighthouse', anyCase)
    const data = replaceOne(nodes[0]!.data, second!, 'tower')
    expect(data).toMatchObject({
      title: 'The Lighthouse',
      situation: 'A tower on a cliff; the lighthouse keeper waits.',
    })
  })

  it('refuses when the text there changed since the search', () => {
    const [first] = searchNodes(nodes, 'lighthouse', anyCase)
    expect(replaceOne({ ...nodes[0]!.data, title: 'Renamed' }, first!, 'tower')).toBeNull()
  })
})

describe('replaceAll', () => {
  it('replaces every occurrence in the node, whatever its case, writing "$&" as typed', () => {
    expect(replaceAll(nodes[0]!, 'LIGHTHOUSE', '$& tower', anyCase)).toMatchObject({
      title: 'The $& tower',
      situation: 'A $& tower on a cliff; the $& tower keeper waits.',
    })
  })

  it('keeps the same data when nothing matches', () => {
    expect(replaceAll(nodes[2]!, 'lighthouse', 'x', anyCase)).toBe(nodes[2]!.data)
  })
})

describe('replacing in the editor', () => {
  const store = () =>
    createEditorStore({
      document: { nodes, edges: [] },
      metadata: storyMetadataSchema.parse({}),
      ids: createIdSource(() => 0.5),
      now: () => 0,
    })

  it('replaces all as one undo step, and undo brings every text back', () => {
    const editor = store()
    expect(editor.getState().replaceEverywhere('lighthouse', 'tower', anyCase)).toBe(3)
    expect(editor.getState().history.past).toHaveLength(1)
    expect(countMatches(editor.getState().nodes, 'lighthouse', anyCase)).toBe(0)
    expect(countMatches(editor.getState().nodes, 'tower', anyCase)).toBe(5)
    editor.getState().undo()
    expect(editor.getState().nodes).toEqual(nodes)
  })

  it('replaces one occurrence as its own step, and refuses a stale one', () => {
    const editor = store()
    const [first, second] = searchNodes(editor.getState().nodes, 'lighthouse', anyCase)
    expect(editor.getState().replaceMatch(second!, 'tower')).toBe(true)
    expect(editor.getState().replaceMatch(second!, 'tower')).toBe(false)
    expect(editor.getState().replaceMatch(first!, 'Tower')).toBe(true)
    expect(editor.getState().history.past).toHaveLength(2)
    expect(countMatches(editor.getState().nodes, 'lighthouse', anyCase)).toBe(3)
  })
})
