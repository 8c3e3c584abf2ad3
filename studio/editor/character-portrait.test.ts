import { describe, expect, it } from 'vitest'
import { type CanvasEdge, type CanvasNode, canvasSchema } from '../../engine/canvas'
import { characterPortrait } from './character-portrait'

const asset = (letter: string) => `/api/story-chat/asset/${letter.repeat(64)}`

function graph(pictures: { id: string; url: string; price?: number; owner?: string }[]) {
  const canvas = canvasSchema.parse({
    version: 0,
    nodes: [
      { id: 'mira', type: 'character', position: { x: 0, y: 0 }, data: { name: 'Mira' } },
      { id: 'ann', type: 'character', position: { x: 0, y: 0 }, data: { name: 'Ann' } },
      ...pictures.map((picture) => ({
        id: picture.id,
        type: 'image',
        position: { x: 0, y: 0 },
        data: { url: picture.url, price: picture.price ?? 0 },
      })),
    ],
    edges: pictures.map((picture) => ({
      id: `${picture.id}-edge`,
      source: picture.id,
      sourceHandle: 'owner',
      target: picture.owner ?? 'mira',
      targetHandle: 'images',
    })),
  })
  return { nodes: canvas.nodes as CanvasNode[], edges: canvas.edges as CanvasEdge[] }
}

describe('characterPortrait', () => {
  it('is the first free picture in id order, as the chat’s character info picks it', () => {
    const { nodes, edges } = graph([
      { id: 'img-10', url: asset('a') },
      { id: 'img-2', url: asset('b') },
      { id: 'img-1', url: asset('c'), price: 20 },
    ])
    expect(characterPortrait('mira', nodes, edges)).toBe(asset('b'))
  })

  it('is null for a character without a free picture, and another character’s is not borrowed', () => {
    const { nodes, edges } = graph([
      { id: 'paid', url: asset('a'), price: 20 },
      { id: 'hers', url: asset('b'), owner: 'ann' },
    ])
    expect(characterPortrait('mira', nodes, edges)).toBeNull()
    expect(characterPortrait('ann', nodes, edges)).toBe(asset('b'))
  })

  it('shows no address the studio would not load', () => {
    const { nodes, edges } = graph([{ id: 'far', url: 'https://example.com/a.png' }])
    expect(characterPortrait('mira', nodes, edges)).toBeNull()
  })

  it('follows the pictures when the edges change', () => {
    const { nodes, edges } = graph([{ id: 'img-1', url: asset('a') }])
    expect(characterPortrait('mira', nodes, edges)).toBe(asset('a'))
    expect(characterPortrait('mira', nodes, [])).toBeNull()
  })
})
