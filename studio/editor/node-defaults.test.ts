import { describe, expect, it } from 'vitest'
import type { CanvasNode } from '../../engine/canvas'
import { createNode, nodeNames } from './node-defaults'

describe('nodeNames', () => {
  it('names a node by its title, else by its kind and number, never by its id', () => {
    const first = createNode('story', 'story-1xief', { x: 0, y: 0 })
    const second = createNode('story', 'story-2abcd', { x: 0, y: 0 })
    const start = createNode('start', 'start-0zzzz', { x: 0, y: 0 })
    const titled = { ...second, data: { ...second.data, title: '  The lamp room ' } } as CanvasNode
    const names = nodeNames([first, start, titled], (type, number) => `${type} ${number}`)
    expect(names.get('story-1xief')).toBe('story 1')
    expect(names.get('story-2abcd')).toBe('The lamp room')
    expect(names.get('start-0zzzz')).toBe('start 1')
    expect([...names.values()].join(' ')).not.toMatch(/1xief|0zzzz/)
  })
})
