import { describe, expect, it } from 'vitest'
import { canvasSchema } from './canvas'
import { storyMetadataSchema } from './metadata'
import { canvasNodeSchema } from './node'

describe('canvas schemas', () => {
  it('fills defaults so the studio can create nodes with partial data', () => {
    const node = canvasNodeSchema.parse({ id: 'l', type: 'lorebookEntry', data: {} })
    expect(node).toMatchObject({
      position: { x: 0, y: 0 },
      data: {
        keys: [],
        selectiveLogic: 'and-any',
        priority: 100,
        probability: 100,
        position: 'before',
        role: 'system',
      },
    })
  })

  it('types a variable initial value by its declared type', () => {
    expect(
      canvasNodeSchema.safeParse({
        id: 'v',
        type: 'variable',
        data: { name: 'n', valueType: 'number', initial: 'x' },
      }).success,
    ).toBe(false)
    expect(
      canvasNodeSchema.parse({
        id: 'v',
        type: 'variable',
        data: { name: 'b', valueType: 'boolean' },
      }).data,
    ).toMatchObject({
      initial: false,
      visibleToModel: true,
    })
  })

  it('drops React Flow view state but keeps the React Flow shape', () => {
    const parsed = canvasSchema.parse({
      nodes: [
        {
          id: 'n',
          type: 'note',
          position: { x: 1, y: 2 },
          data: { text: 'hi' },
          selected: true,
          measured: { width: 3 },
        },
      ],
      edges: [
        { id: 'e', source: 'a', sourceHandle: 'x', target: 'b', targetHandle: 'y', animated: true },
      ],
    })
    expect(parsed).toEqual({
      version: 0,
      nodes: [{ id: 'n', type: 'note', position: { x: 1, y: 2 }, data: { text: 'hi' } }],
      edges: [{ id: 'e', source: 'a', sourceHandle: 'x', target: 'b', targetHandle: 'y' }],
    })
  })

  it('rejects unknown node types and bad trigger effects', () => {
    expect(canvasNodeSchema.safeParse({ id: 'x', type: 'portal', data: {} }).success).toBe(false)
    expect(
      canvasNodeSchema.safeParse({
        id: 't',
        type: 'trigger',
        data: { effects: [{ kind: 'activate-lorebook', entryId: 'a', turns: 0 }] },
      }).success,
    ).toBe(false)
  })

  it('defaults metadata to a private, free, English story on gemini', () => {
    expect(storyMetadataSchema.parse({})).toMatchObject({
      language: 'en',
      model: 'gemini',
      pricing: { kind: 'free' },
      visibility: 'private',
      adult: false,
      imageTaggingMode: 'classic',
    })
    expect(storyMetadataSchema.safeParse({ language: 'fr' }).success).toBe(false)
  })
})
