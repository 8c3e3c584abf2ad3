import { describe, expect, it } from 'vitest'
import type { CanvasNodeType } from '../../engine/canvas'
import {
  containsRect,
  estimatedSize,
  freeSpot,
  type PlacedNode,
  placeInView,
  type Rect,
} from './placement'

const VIEW: Rect = { x: -300, y: -200, width: 700, height: 560 }
const box = (type: CanvasNodeType, point: { x: number; y: number }): Rect => ({
  ...point,
  ...estimatedSize(type),
})
const node = (type: CanvasNodeType, position: { x: number; y: number }): PlacedNode => ({
  id: `${type}-${position.x}-${position.y}`,
  type,
  position,
  measured: estimatedSize(type),
})

describe('placeInView', () => {
  it('puts a scene, then a start to its left, then a character, all inside the view', () => {
    const scene = placeInView('story', [], VIEW)
    expect(containsRect(VIEW, box('story', scene))).toBe(true)
    const nodes = [node('story', scene)]
    const start = placeInView('start', nodes, VIEW)
    expect(containsRect(VIEW, box('start', start))).toBe(true)
    expect(start.x + 220).toBeLessThanOrEqual(scene.x)
    nodes.push(node('start', start))
    const character = placeInView('character', nodes, VIEW)
    expect(containsRect(VIEW, box('character', character))).toBe(true)
    expect(character.x + 220).toBeLessThanOrEqual(scene.x)
    // Clear of the start it shares the column with.
    expect(
      character.y >= start.y + estimatedSize('start').height ||
        character.y + estimatedSize('character').height <= start.y,
    ).toBe(true)
  })

  it('puts a scene to the right of an existing start', () => {
    const start = placeInView('start', [], VIEW)
    const scene = placeInView('story', [node('start', start)], VIEW)
    expect(containsRect(VIEW, box('story', scene))).toBe(true)
    expect(scene.x).toBeGreaterThanOrEqual(start.x + 220)
  })

  it('goes beside the anchor just outside a view with no room on that side (the editor pans)', () => {
    const scene = { x: VIEW.x + 20, y: 0 }
    const start = placeInView('start', [node('story', scene)], VIEW)
    expect(start.x + 220).toBeLessThanOrEqual(scene.x)
    expect(start.y).toBe(0)
  })

  it('stays inside a view the writer has panned anywhere, and on the grid', () => {
    const far: Rect = { x: 5230, y: -7710, width: 500, height: 400 }
    const spot = placeInView('character', [], far)
    expect(containsRect(far, box('character', spot))).toBe(true)
    expect(Math.abs(spot.x % 20)).toBe(0)
    expect(Math.abs(spot.y % 20)).toBe(0)
  })

  it('keeps clear of what covers the view (the minimap)', () => {
    const minimap: Rect = { x: VIEW.x, y: VIEW.y, width: VIEW.width, height: 300 }
    const spot = placeInView('note', [], VIEW, { obstacles: [minimap] })
    expect(spot.y).toBeGreaterThanOrEqual(minimap.y + minimap.height)
    expect(containsRect(VIEW, box('note', spot))).toBe(true)
  })

  it('overlaps rather than leaves a full view, and shows the top-left of a tiny one', () => {
    const crowd: PlacedNode[] = []
    for (let x = -500; x < 500; x += 100)
      for (let y = -300; y < 500; y += 100) crowd.push(node('text', { x, y }))
    expect(containsRect(VIEW, box('text', placeInView('text', crowd, VIEW)))).toBe(true)
    expect(placeInView('story', [], { x: 10, y: 10, width: 100, height: 80 })).toEqual({
      x: 30,
      y: 30,
    })
  })

  it('reads a grouped node at its absolute position', () => {
    const group: PlacedNode = { id: 'g', type: 'group', position: { x: 1000, y: 1000 } }
    const child = { ...node('story', { x: -1000, y: -1000 }), parentId: 'g' }
    const view: Rect = { x: -400, y: -100, width: 900, height: 400 }
    const start = placeInView('start', [group, child], view)
    expect(start.x + 220).toBeLessThanOrEqual(0)
  })
})

describe('freeSpot', () => {
  it('uses the centre when it is free and steps around occupied spots', () => {
    expect(freeSpot([], { x: 0, y: 0 })).toEqual({ x: 0, y: 0 })
    const spot = freeSpot([{ position: { x: 0, y: 0 } }], { x: 0, y: 0 })
    expect(Math.abs(spot.x) >= 220 || Math.abs(spot.y) >= 160).toBe(true)
  })
})
