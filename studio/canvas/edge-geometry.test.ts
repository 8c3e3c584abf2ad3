import { describe, expect, it } from 'vitest'
import { bezierControls, edgeEnds, type NodeBox, splitByDragged } from './edge-geometry'

const box = (x: number, y: number, handles: Partial<NodeBox> = {}): NodeBox => ({
  x,
  y,
  width: 180,
  height: 60,
  sources: new Map(),
  targets: new Map(),
  ...handles,
})

describe('edge geometry', () => {
  it('joins the measured handle centres', () => {
    const source = box(0, 0, { sources: new Map([['next', { x: 180, y: 40 }]]) })
    const target = box(400, 100, { targets: new Map([['enter', { x: 0, y: 20 }]]) })
    expect(edgeEnds(source, 'next', target, 'enter')).toEqual({ sx: 180, sy: 40, tx: 400, ty: 120 })
  })

  it('falls back to the middle of the sides for unmeasured handles', () => {
    expect(edgeEnds(box(0, 0), 'a', box(300, 0), 'b')).toEqual({ sx: 180, sy: 30, tx: 300, ty: 30 })
  })

  it('bends forward by half the distance, and loops back gently', () => {
    expect(bezierControls({ sx: 0, sy: 0, tx: 200, ty: 50 })).toEqual({
      c1x: 100,
      c1y: 0,
      c2x: 100,
      c2y: 50,
    })
    const back = bezierControls({ sx: 100, sy: 0, tx: 0, ty: 0 })
    expect(back.c1x).toBeCloseTo(100 + 6.25 * 10)
    expect(back.c2x).toBeCloseTo(0 - 6.25 * 10)
  })

  it('moves only the edges that touch a dragged node, in their order', () => {
    const edges = [
      { id: 'a', source: 'n1', target: 'n2' },
      { id: 'b', source: 'n3', target: 'n4' },
      { id: 'c', source: 'n4', target: 'n1' },
      { id: 'd', source: 'n2', target: 'n3' },
    ]
    const { still, moving } = splitByDragged(edges, new Set(['n1']))
    expect(moving.map((edge) => edge.id)).toEqual(['a', 'c'])
    expect(still.map((edge) => edge.id)).toEqual(['b', 'd'])
    expect(splitByDragged(edges, new Set()).moving).toEqual([])
  })
})
