import { describe, expect, it } from 'vitest'
import { canvasSchema } from '../../engine/canvas'
import { minimalCanvas } from '../../platform/stories/demo-stories/minimal'
import { connectionHint } from './connection-hint'

// start.scene → scene.enter and hero.cast → scene.cast are connected; a text node is free.
const canvas = canvasSchema.parse({
  ...minimalCanvas(),
  nodes: [
    ...(minimalCanvas().nodes ?? []),
    { id: 'style', type: 'text', position: { x: 0, y: 0 }, data: { text: 'Brisk.' } },
  ],
})

describe('connectionHint', () => {
  it('allows what the engine allows, from either end of the drag', () => {
    const forward = connectionHint(
      canvas,
      { nodeId: 'style', id: 'text', type: 'source' },
      { nodeId: 'hero', id: 'speechStyle', type: 'target' },
    )
    const backward = connectionHint(
      canvas,
      { nodeId: 'hero', id: 'speechStyle', type: 'target' },
      { nodeId: 'style', id: 'text', type: 'source' },
    )
    expect(forward).toEqual({ ok: true })
    expect(backward).toEqual({ ok: true })
  })

  it("gives the engine's reason for a refused socket", () => {
    expect(
      connectionHint(
        canvas,
        { nodeId: 'hero', id: 'cast', type: 'source' },
        { nodeId: 'scene', id: 'enter', type: 'target' },
      ),
    ).toEqual({
      ok: false,
      key: 'SOCKET_TYPE_MISMATCH',
      message: 'Cannot connect a character output to a story flow input.',
    })
    expect(
      connectionHint(
        canvas,
        { nodeId: 'scene', id: 'enter', type: 'target' },
        { nodeId: 'start', id: 'scene', type: 'source' },
      ),
    ).toMatchObject({ ok: false, key: 'DUPLICATE_EDGE' })
  })

  it('refuses two outputs or two inputs before asking the engine', () => {
    expect(
      connectionHint(
        canvas,
        { nodeId: 'start', id: 'scene', type: 'source' },
        { nodeId: 'hero', id: 'cast', type: 'source' },
      ),
    ).toMatchObject({ ok: false, key: 'SAME_DIRECTION' })
  })
})
