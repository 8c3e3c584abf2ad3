import { describe, expect, it } from 'vitest'
import { createNode } from '../editor/node-defaults'
import { applyBulkEdit, lorebookRows, sillyTavernPosition, spacerHeights } from './lorebook-table'

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

  it('pads the rows out of view with spacers as tall as they are', () => {
    const window = [
      { start: 2940, end: 2976 },
      { start: 2976, end: 3012 },
    ]
    expect(spacerHeights(window, 36_000)).toEqual({ top: 2940, bottom: 32_988 })
    expect(spacerHeights([], 0)).toEqual({ top: 0, bottom: 0 })
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

  it("writes an entry's position as SillyTavern's entry list does, and sorts by it", () => {
    const [first] = nodes
    if (first?.type !== 'lorebookEntry') throw new Error('unexpected')
    const at = (position: typeof first.data.position, role = first.data.role, depth = 4) => ({
      ...first.data,
      position,
      role,
      depth,
    })
    expect(sillyTavernPosition(at('before'))).toBe('↑Char')
    expect(sillyTavernPosition(at('anBottom'))).toBe('↓AN')
    expect(sillyTavernPosition(at('emTop'))).toBe('↑EM')
    expect(sillyTavernPosition(at('atDepth', 'user', 2))).toBe('@D 👤 2')
    const placed = [
      { ...first, id: 'deep', data: at('atDepth', 'system', 9) },
      { ...first, id: 'shallow', data: at('atDepth', 'system', 1) },
      { ...first, id: 'top', data: at('before') },
    ]
    expect(
      lorebookRows(placed, { search: '', sortBy: 'position', descending: false }).map(
        (row) => row.id,
      ),
    ).toEqual(['top', 'shallow', 'deep'])
  })
})
