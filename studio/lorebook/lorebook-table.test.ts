import { describe, expect, it } from 'vitest'
import { createNode } from '../editor/node-defaults'
import { applyBulkEdit, lorebookRows, visibleRange } from './lorebook-table'

const entry = (id: string, name: string, keys: string[], priority: number) => {
  const node = createNode('lorebookEntry', id, { x: 0, y: 0 })
  if (node.type !== 'lorebookEntry') throw new Error('unexpected')
  return { ...node, data: { ...node.data, name, keys, priority } }
}

describe('lorebook table', () => {
  const nodes = [
    entry('a', 'Harbour', ['harbour', 'dock'], 5),
    entry('b', 'Lantern', ['lamp'], 50),
    createNode('note', 'n', { x: 0, y: 0 }),
  ]

  it('lists only entries, searched by name or key, sorted', () => {
    expect(
      lorebookRows(nodes, { search: '', sortBy: 'priority', descending: true }).map(
        (row) => row.id,
      ),
    ).toEqual(['b', 'a'])
    expect(
      lorebookRows(nodes, { search: 'DOCK', sortBy: 'name', descending: false }).map(
        (row) => row.id,
      ),
    ).toEqual(['a'])
  })

  it('renders only the rows in view', () => {
    expect(visibleRange(0, 300, 30, 1000, 2)).toEqual({ start: 0, end: 12 })
    expect(visibleRange(3000, 300, 30, 1000, 2)).toEqual({ start: 98, end: 112 })
    expect(visibleRange(0, 300, 30, 3, 2)).toEqual({ start: 0, end: 3 })
  })

  it('applies bulk edits', () => {
    const first = nodes[0]!
    if (first.type !== 'lorebookEntry') throw new Error('unexpected')
    expect(applyBulkEdit(first.data, { enabled: false, scanDepth: 4 })).toMatchObject({
      enabled: false,
      scanDepth: 4,
      priority: 5,
    })
  })
})
