import type { Node } from '@xyflow/react'
import { describe, expect, it } from 'vitest'
import { withOffsetPositions } from './offset-positions'

const node = (id: string, x: number, y: number, parentId?: string): Node => ({
  id,
  type: 'scene',
  position: { x, y },
  data: {},
  ...(parentId ? { parentId } : {}),
})

describe('withOffsetPositions', () => {
  it('places nodes by offset instead of a transform, keeping their own style', () => {
    const [placed] = withOffsetPositions([{ ...node('a', 40, -20), style: { opacity: 0.5 } }])
    expect(placed?.style).toEqual({ opacity: 0.5, transform: 'none', left: 40, top: -20 })
    expect(placed?.position).toEqual({ x: 40, y: -20 })
  })

  it('keeps the identity of an unchanged node, so React Flow skips it', () => {
    const a = node('a', 0, 0)
    const b = node('b', 100, 0)
    const first = withOffsetPositions([a, b])
    const moved = { ...b, position: { x: 120, y: 20 } }
    const second = withOffsetPositions([a, moved])
    expect(second[0]).toBe(first[0])
    expect(second[1]).not.toBe(first[1])
    expect(second[1]?.style).toMatchObject({ left: 120, top: 20 })
  })

  it('places a group child at its parent plus its own position, groups within groups too', () => {
    const placed = withOffsetPositions([
      node('outer', 100, 100),
      node('inner', 10, 20, 'outer'),
      node('child', 5, 5, 'inner'),
    ])
    expect(placed.map((item) => [item.style?.left, item.style?.top])).toEqual([
      [100, 100],
      [110, 120],
      [115, 125],
    ])
  })

  it('leaves a dragged node to React Flow, which moves it by a transform', () => {
    const dragged = { ...node('a', 40, 60), dragging: true }
    const [placed, still] = withOffsetPositions([dragged, node('b', 0, 0)])
    expect(placed).toBe(dragged)
    expect(still?.style).toMatchObject({ transform: 'none', left: 0, top: 0 })
  })
})
