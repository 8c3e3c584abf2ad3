import { describe, expect, it } from 'vitest'
import { minimapNodesPath } from './minimap-path'

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
