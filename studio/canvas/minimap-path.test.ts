import { describe, expect, it } from 'vitest'
import { minimapNodesPath, sameNodes, splitByDragging } from './minimap-path'

const node = (x: number, y: number, width?: number, height?: number, hidden = false) => ({
  hidden,
  measured: { width, height },
  internals: { positionAbsolute: { x, y } },
})

describe('minimapNodesPath', () => {
  it('draws a closed rectangle per measured, shown node', () => {
    expect(minimapNodesPath([node(10, 20, 180, 60), node(-5.4, 0.6, 100.2, 40)])).toBe(
      'M10 20h180v60h-180zM-5 1h100v40h-100z',
    )
  })

  it('leaves out hidden nodes and nodes not measured yet', () => {
    expect(minimapNodesPath([node(0, 0, 10, 10, true), node(0, 0), node(1, 1, 0, 5)])).toBe('')
  })
})

describe('splitByDragging and sameNodes', () => {
  it('puts dragged nodes apart, keeping the order of each part', () => {
    const a = { ...node(0, 0, 10, 10), dragging: false }
    const b = { ...node(5, 5, 10, 10), dragging: true }
    const c = node(9, 9, 10, 10)
    expect(splitByDragging([a, b, c])).toEqual({ still: [a, c], moving: [b] })
  })

  it('tells a list of the same node objects from one where a node was replaced', () => {
    const a = node(0, 0, 10, 10)
    const b = node(5, 5, 10, 10)
    expect(sameNodes([a, b], [a, b])).toBe(true)
    expect(sameNodes([a, b], [a, { ...b }])).toBe(false)
    expect(sameNodes([a], [a, b])).toBe(false)
  })
})
