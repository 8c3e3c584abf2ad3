import { describe, expect, it } from 'vitest'
import { demoCanvas, demoMetadata } from '../../platform/stories/demo-stories/demo'
import { canvasSchema } from '../canvas'
import { validateStory } from '../validate/validate-story'
import { compile } from './compile'

/** The demo story with a group framing its first two nodes (positions made relative). */
function grouped() {
  const nodes = demoCanvas.nodes ?? []
  const framed = new Set(nodes.slice(0, 2).map((node) => node.id))
  return {
    ...demoCanvas,
    nodes: [
      {
        id: 'frame',
        type: 'group' as const,
        position: { x: -40, y: -40 },
        data: { label: 'Opening', width: 600, height: 400 },
      },
      ...nodes.map((node) =>
        framed.has(node.id)
          ? {
              ...node,
              parentId: 'frame',
              position: {
                x: (node.position?.x ?? 0) + 40,
                y: (node.position?.y ?? 0) + 40,
              },
            }
          : node,
      ),
    ],
  }
}

describe('groups are layout only', () => {
  it('keeps the group and its children’s parentId through parsing', () => {
    const canvas = canvasSchema.parse(grouped())
    expect(canvas.nodes[0]).toMatchObject({ type: 'group', data: { label: 'Opening' } })
    expect(canvas.nodes.filter((node) => node.parentId === 'frame')).toHaveLength(2)
  })

  it('adds no finding and compiles to the same story and hash', () => {
    expect(validateStory(grouped(), demoMetadata).errors).toEqual(
      validateStory(demoCanvas, demoMetadata).errors,
    )
    const plain = compile(demoCanvas, demoMetadata)
    const framed = compile(grouped(), demoMetadata)
    expect(plain.ok && framed.ok).toBe(true)
    if (!plain.ok || !framed.ok) return
    expect(framed.compiled.hash).toBe(plain.compiled.hash)
  })
})
