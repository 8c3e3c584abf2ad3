import { describe, expect, it } from 'vitest'
import { generateSyntheticStory } from '../../fixtures/synthetic'
import { demoCanvas, demoMetadata } from '../../platform/stories/demo-stories/demo'
import { compile } from './compile'
import { compileNode } from './compile-node'

describe('compileNode', () => {
  const full = compile(demoCanvas, demoMetadata)
  if (!full.ok) throw new Error('demo must compile')

  it('compiles a scene exactly as the whole-story compile does', () => {
    const result = compileNode(demoCanvas, demoMetadata, 'scene-lighthouse')
    expect(result.ok).toBe(true)
    expect(result.compiledNode).toEqual({
      kind: 'scene',
      scene: full.compiled.scenes.find((scene) => scene.id === 'scene-lighthouse'),
    })
  })

  it('agrees with compile for every node of the demo story', () => {
    for (const node of demoCanvas.nodes ?? []) {
      const result = compileNode(demoCanvas, demoMetadata, node.id)
      expect(result.errors.filter((entry) => entry.severity === 'error')).toEqual([])
      const compiledNode = result.compiledNode
      if (compiledNode?.kind === 'trigger') {
        expect(full.compiled.triggers).toContainEqual(compiledNode.trigger)
      } else if (compiledNode?.kind === 'lorebookEntry') {
        expect(full.compiled.lorebook).toContainEqual(compiledNode.entry)
      } else if (compiledNode?.kind === 'image') {
        expect(full.compiled.images).toContainEqual(compiledNode.image)
      } else if (compiledNode?.kind === 'character') {
        expect(full.compiled.cast).toContainEqual(compiledNode.character)
      } else if (compiledNode?.kind === 'startPoint') {
        expect(full.compiled.startPoints).toContainEqual(compiledNode.startPoint)
      }
    }
  })

  it('reports only the errors of the node asked about', () => {
    const canvas = {
      ...demoCanvas,
      nodes: demoCanvas.nodes?.map((node) =>
        node.id === 'img-elias'
          ? { ...node, data: { ...node.data, price: 5 } }
          : node.id === 'category-moments'
            ? { ...node, data: { name: 'Moments', description: '' } }
            : node,
      ),
    }
    const image = compileNode(canvas, demoMetadata, 'img-elias')
    expect(image).toEqual({
      ok: false,
      errors: [
        {
          nodeId: 'img-elias',
          field: 'price',
          key: 'MINIMUM_IMAGE_PRICE',
          message: 'Minimum price is 10 credits',
          severity: 'error',
        },
      ],
    })
    expect(
      compileNode(canvas, demoMetadata, 'category-moments').errors.map((entry) => entry.key),
    ).toEqual(['CATEGORY_DESCRIPTION_REQUIRED'])
  })

  it('checks trigger effect targets that are not neighbours', () => {
    const canvas = {
      ...demoCanvas,
      nodes: demoCanvas.nodes?.map((node) =>
        node.id === 'trigger-logbook'
          ? {
              ...node,
              data: {
                ...node.data,
                effects: [
                  { kind: 'show-image', imageId: 'img-missing' },
                  { kind: 'show-image', imageId: 'img-harbour' },
                ],
              },
            }
          : node,
      ),
    }
    expect(
      compileNode(canvas, demoMetadata, 'trigger-logbook').errors.map((entry) => [
        entry.key,
        entry.field,
      ]),
    ).toEqual([['UNKNOWN_IMAGE', 'effects.0']])
  })

  it('answers for a missing node and for a malformed one', () => {
    expect(compileNode(demoCanvas, demoMetadata, 'nope')).toEqual({
      ok: false,
      errors: [
        {
          nodeId: 'nope',
          key: 'UNKNOWN_NODE',
          message: 'No node with id "nope".',
          severity: 'error',
        },
      ],
    })
    const broken = {
      ...demoCanvas,
      nodes: [...(demoCanvas.nodes ?? []), { id: 'bad', type: 'story', data: { tags: 'x' } }],
    }
    expect(compileNode(broken, demoMetadata, 'bad')).toMatchObject({
      ok: false,
      errors: [{ nodeId: 'bad', key: 'INVALID_NODE', field: 'tags' }],
    })
  })

  it('does not parse the whole lorebook to check one scene', () => {
    const { canvas, metadata } = generateSyntheticStory({
      seed: 5,
      nodes: 200,
      lorebookEntries: 3000,
    })
    const poisoned = {
      ...canvas,
      // An invalid far-away entry: a full parse would report it, compileNode must not.
      nodes: [
        ...(canvas.nodes ?? []),
        { id: 'far', type: 'lorebookEntry', data: { probability: 500 } },
      ],
    }
    const result = compileNode(poisoned, metadata, 'scene-1')
    expect(result.ok).toBe(true)
    expect(result.compiledNode?.kind).toBe('scene')
  })
})
