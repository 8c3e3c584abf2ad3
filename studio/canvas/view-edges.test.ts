import { describe, expect, it } from 'vitest'
import type { FlowEdge } from '../editor/document'
import { draggedKey, nodesNear, splitEdgesByView, viewRect, withDraggedOnPath } from './view-edges'

const edge = (id: string, source: string, target: string, selected = false): FlowEdge =>
  ({ id, source, target, sourceHandle: 'next', targetHandle: 'in', selected }) as FlowEdge

describe('viewRect', () => {
  it('is the flow area the viewport shows, grown by the margin', () => {
    // Panned by (-100, -50) screen px at zoom 2 on an 800×600 view: flow (50, 25) to (450, 325).
    expect(viewRect([-100, -50, 2], 800, 600, 10)).toEqual({
      x: 40,
      y: 15,
      width: 420,
      height: 320,
    })
  })
})

describe('nodesNear', () => {
  it('keeps the nodes whose box overlaps the rectangle', () => {
    const near = nodesNear(
      [
        ['in', { x: 10, y: 10, width: 50, height: 20 }],
        ['edge', { x: -40, y: 0, width: 45, height: 10 }],
        ['far', { x: 500, y: 500, width: 50, height: 20 }],
      ],
      { x: 0, y: 0, width: 100, height: 100 },
    )
    expect([...near].sort()).toEqual(['edge', 'in'])
  })
})

describe('splitEdgesByView', () => {
  it('hands React Flow the edges with an end near the view or selected, in order', () => {
    const edges = [
      edge('a', 'n1', 'far1'),
      edge('b', 'far1', 'far2'),
      edge('c', 'far2', 'n2'),
      edge('d', 'far2', 'far3', true),
    ]
    const { interactive, through } = splitEdgesByView(edges, new Set(['n1', 'n2']))
    expect(interactive.map((e) => e.id)).toEqual(['a', 'c', 'd'])
    expect(through.map((e) => e.id)).toEqual(['b'])
  })
})

describe('withDraggedOnPath', () => {
  const split = {
    interactive: [edge('a-b', 'a', 'b'), edge('b-c', 'b', 'c'), edge('c-d', 'c', 'd')],
    through: [edge('x-y', 'x', 'y')],
  }

  it('moves the React Flow edges touching a dragged node to the path edges', () => {
    const moved = withDraggedOnPath(split, new Set(['b']))
    expect(moved.interactive.map((e) => e.id)).toEqual(['c-d'])
    expect(moved.through.map((e) => e.id)).toEqual(['x-y', 'a-b', 'b-c'])
  })

  it('hands back the same split when nothing is dragged or no edge touches the dragged nodes', () => {
    expect(withDraggedOnPath(split, new Set())).toBe(split)
    expect(withDraggedOnPath(split, new Set(['x', 'z']))).toBe(split)
  })
})

describe('draggedKey', () => {
  it('names the dragged nodes in order, and is empty when none is', () => {
    expect(
      draggedKey([{ id: 'a' }, { id: 'b', dragging: true }, { id: 'c', dragging: true }]),
    ).toBe('b c')
    expect(draggedKey([{ id: 'a', dragging: false }])).toBe('')
  })
})
