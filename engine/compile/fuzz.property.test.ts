import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { demoCanvas, demoMetadata } from '../../platform/stories/demo-stories/demo'
import { compile } from './compile'
import { compileNode } from './compile-node'

/** The demo canvas with one node's data field, or one edge end, replaced by anything. */
const mutatedDemo = fc
  .record({
    nodeIndex: fc.nat((demoCanvas.nodes?.length ?? 1) - 1),
    field: fc.constantFrom(
      'title',
      'keys',
      'condition',
      'effects',
      'price',
      'tags',
      'when',
      'valueType',
      'initial',
      'greeting',
    ),
    value: fc.anything(),
    edgeIndex: fc.nat((demoCanvas.edges?.length ?? 1) - 1),
    edgeEnd: fc.constantFrom('source', 'target', 'sourceHandle', 'targetHandle'),
    edgeValue: fc.oneof(
      fc.string(),
      fc.constantFrom('char-elias', 'scene-harbour', 'enter', 'cast'),
    ),
  })
  .map(({ nodeIndex, field, value, edgeIndex, edgeEnd, edgeValue }) => ({
    ...demoCanvas,
    nodes: demoCanvas.nodes?.map((node, index) =>
      index === nodeIndex ? { ...node, data: { ...node.data, [field]: value } } : node,
    ),
    edges: demoCanvas.edges?.map((edge, index) =>
      index === edgeIndex ? { ...edge, [edgeEnd]: edgeValue } : edge,
    ),
  }))

describe('compile never throws on bad input (property)', () => {
  it('answers arbitrary values with errors as data', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (canvas, metadata) => {
        const result = compile(canvas, metadata)
        expect(result.ok).toBe(false)
        expect(result.ok ? [] : result.errors).not.toHaveLength(0)
        const node = compileNode(canvas, metadata, 'any')
        expect(node.ok).toBe(false)
      }),
      { numRuns: 200 },
    )
  })

  it('answers a damaged demo story with located errors or a compiled story', () => {
    const answers = { compiled: 0, refused: 0 }
    fc.assert(
      fc.property(mutatedDemo, (canvas) => {
        const result = compile(canvas, demoMetadata)
        answers[result.ok ? 'compiled' : 'refused'] += 1
        if (!result.ok) {
          expect(result.errors).not.toHaveLength(0)
          for (const error of result.errors) {
            expect(typeof error.key).toBe('string')
            expect(error.key).toMatch(/^[A-Z][A-Z_]+$/)
            expect(error.message.length).toBeGreaterThan(0)
          }
        }
        for (const node of canvas.nodes ?? []) compileNode(canvas, demoMetadata, node.id)
      }),
      { numRuns: 60 },
    )
    // The fixed seed damages the story both ways: some still compile, some are refused.
    expect(answers.compiled).toBeGreaterThan(0)
    expect(answers.refused).toBeGreaterThan(0)
  })
})
