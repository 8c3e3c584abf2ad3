import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { gridLayout, type LayoutEdge, type LayoutNode, layoutLeftToRight } from './layout'

const box = (id: string, width = 200, height = 80): LayoutNode => ({ id, width, height })
const link = (source: string, target: string): LayoutEdge => ({ source, target })

type Placed = Map<string, { x: number; y: number }>

/** Pairs of nodes whose boxes overlap. */
function overlaps(nodes: readonly LayoutNode[], placed: Placed): string[] {
  const found: string[] = []
  for (const [at, a] of nodes.entries()) {
    for (const b of nodes.slice(at + 1)) {
      const p = placed.get(a.id)!
      const q = placed.get(b.id)!
      if (
        p.x < q.x + b.width &&
        q.x < p.x + a.width &&
        p.y < q.y + b.height &&
        q.y < p.y + a.height
      )
        found.push(`${a.id}/${b.id}`)
    }
  }
  return found
}

describe('layoutLeftToRight', () => {
  it('puts every edge left to right: start and character before their scene', () => {
    const nodes = [box('scene'), box('start'), box('character'), box('style')]
    const edges = [link('start', 'scene'), link('character', 'scene'), link('style', 'character')]
    const placed = layoutLeftToRight(nodes, edges)
    for (const edge of edges) {
      expect(placed.get(edge.source)!.x).toBeLessThan(placed.get(edge.target)!.x)
    }
    // The start is pulled next to its scene, not left at the far left with the text.
    expect(placed.get('start')!.x).toBe(placed.get('character')!.x)
    expect(overlaps(nodes, placed)).toEqual([])
  })

  it('lays out a loop of scenes without hanging, and everything stays apart', () => {
    const nodes = ['a', 'b', 'c'].map((id) => box(id))
    const placed = layoutLeftToRight(nodes, [link('a', 'b'), link('b', 'c'), link('c', 'a')])
    expect(placed.size).toBe(3)
    expect(new Set([...placed.values()].map((point) => point.x)).size).toBe(3)
  })

  it('uncrosses two parallel chains', () => {
    const nodes = ['a1', 'b1', 'a2', 'b2'].map((id) => box(id))
    // Listed crossed: a1 → a2 and b1 → b2, but a2 comes after b2 in the input order.
    const placed = layoutLeftToRight(
      [nodes[0]!, nodes[1]!, nodes[3]!, nodes[2]!],
      [link('a1', 'a2'), link('b1', 'b2')],
    )
    const above = (x: string, y: string) => placed.get(x)!.y < placed.get(y)!.y
    expect(above('a1', 'b1')).toBe(above('a2', 'b2'))
  })

  it('puts unlinked nodes in rows below the graph', () => {
    const nodes = [box('a'), box('b'), box('note-1'), box('note-2')]
    const placed = layoutLeftToRight(nodes, [link('a', 'b')])
    const graphBottom = Math.max(placed.get('a')!.y, placed.get('b')!.y) + 80
    expect(placed.get('note-1')!.y).toBeGreaterThan(graphBottom)
    expect(placed.get('note-1')!.y).toBe(placed.get('note-2')!.y)
    expect(overlaps(nodes, placed)).toEqual([])
  })

  it('never overlaps boxes and is deterministic, on any graph (property)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            width: fc.integer({ min: 40, max: 300 }),
            height: fc.integer({ min: 20, max: 200 }),
          }),
          {
            minLength: 1,
            maxLength: 30,
          },
        ),
        fc.array(fc.tuple(fc.nat(), fc.nat()), { maxLength: 60 }),
        (sizes, pairs) => {
          const nodes = sizes.map((size, at) => ({ id: `n${at}`, ...size }))
          const edges = pairs.map(([a, b]) => link(`n${a % nodes.length}`, `n${b % nodes.length}`))
          const placed = layoutLeftToRight(nodes, edges)
          expect(placed.size).toBe(nodes.length)
          expect(overlaps(nodes, placed)).toEqual([])
          expect([...layoutLeftToRight(nodes, edges)]).toEqual([...placed])
        },
      ),
    )
  })
})

describe('gridLayout', () => {
  it('fills rows up to the width, then wraps', () => {
    const placed = gridLayout([box('a'), box('b'), box('c')], { width: 500, gap: 40 })
    expect(placed.get('a')).toEqual({ x: 0, y: 0 })
    expect(placed.get('b')).toEqual({ x: 240, y: 0 })
    expect(placed.get('c')).toEqual({ x: 0, y: 120 })
  })
})
