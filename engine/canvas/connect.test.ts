import { describe, expect, it } from 'vitest'
import { minimalCanvas } from '../../platform/stories/demo-stories/minimal'
import { type Canvas, canvasSchema } from './canvas'
import { canConnect } from './connect'
import { NODE_SOCKETS } from './sockets'

function canvasWith(extraNodes: unknown[], extraEdges: unknown[] = []): Canvas {
  const base = minimalCanvas()
  return canvasSchema.parse({
    ...base,
    nodes: [...(base.nodes ?? []), ...extraNodes],
    edges: [...(base.edges ?? []), ...extraEdges],
  })
}

const text = (id: string) => ({ id, type: 'text', position: { x: 0, y: 0 }, data: { text: id } })

describe('canConnect', () => {
  it('accepts a text node into a speech-style socket, and refuses a second one', () => {
    const canvas = canvasWith([text('voice-1'), text('voice-2')])
    const first = {
      source: 'voice-1',
      sourceHandle: 'text',
      target: 'hero',
      targetHandle: 'speechStyle',
    }
    expect(canConnect(canvas, first)).toEqual({ ok: true })
    const withOne = canvasWith([text('voice-1'), text('voice-2')], [{ id: 'e', ...first }])
    expect(
      canConnect(withOne, {
        source: 'voice-2',
        sourceHandle: 'text',
        target: 'hero',
        targetHandle: 'speechStyle',
      }),
    ).toEqual({
      ok: false,
      key: 'SPEECH_STYLE_ONE_TEXT_NODE',
      message: 'The speech-style socket accepts one text node.',
    })
  })

  it('refuses mismatched socket types with a precise message', () => {
    const canvas = canvasWith([text('voice')])
    expect(
      canConnect(canvas, {
        source: 'voice',
        sourceHandle: 'text',
        target: 'scene',
        targetHandle: 'cast',
      }),
    ).toEqual({
      ok: false,
      key: 'SOCKET_TYPE_MISMATCH',
      message: 'Cannot connect a text output to a character input.',
    })
  })

  it('refuses unknown nodes, unknown sockets, self loops and duplicates', () => {
    const canvas = canvasWith([])
    const verdict = (connection: Parameters<typeof canConnect>[1]) => {
      const result = canConnect(canvas, connection)
      return result.ok ? 'ok' : result.key
    }
    expect(
      verdict({ source: 'ghost', sourceHandle: 'cast', target: 'scene', targetHandle: 'cast' }),
    ).toBe('UNKNOWN_SOURCE_NODE')
    expect(
      verdict({ source: 'hero', sourceHandle: 'cast', target: 'ghost', targetHandle: 'cast' }),
    ).toBe('UNKNOWN_TARGET_NODE')
    expect(
      verdict({ source: 'hero', sourceHandle: 'nope', target: 'scene', targetHandle: 'cast' }),
    ).toBe('UNKNOWN_SOURCE_SOCKET')
    expect(
      verdict({ source: 'hero', sourceHandle: 'cast', target: 'scene', targetHandle: 'exit' }),
    ).toBe('UNKNOWN_TARGET_SOCKET')
    expect(
      verdict({ source: 'scene', sourceHandle: 'exit', target: 'scene', targetHandle: 'enter' }),
    ).toBe('SELF_CONNECTION')
    expect(
      verdict({ source: 'hero', sourceHandle: 'cast', target: 'scene', targetHandle: 'cast' }),
    ).toBe('DUPLICATE_EDGE')
  })

  it('lets a start node open exactly one scene, and only a story node', () => {
    const canvas = canvasWith([
      { id: 'scene-2', type: 'story', data: { title: 'Two' } },
      { id: 'gate', type: 'condition', data: {} },
    ])
    const second = canConnect(canvas, {
      source: 'start',
      sourceHandle: 'scene',
      target: 'scene-2',
      targetHandle: 'enter',
    })
    expect(second).toMatchObject({ ok: false, key: 'SOCKET_FULL' })
    const fresh = canvasSchema.parse({ ...canvas, edges: [] })
    expect(
      canConnect(fresh, {
        source: 'start',
        sourceHandle: 'scene',
        target: 'gate',
        targetHandle: 'enter',
      }),
    ).toMatchObject({ ok: false, key: 'TARGET_NOT_ALLOWED' })
    expect(
      canConnect(fresh, {
        source: 'scene',
        sourceHandle: 'exit',
        target: 'gate',
        targetHandle: 'enter',
      }),
    ).toEqual({ ok: true })
  })

  it('declares every socket id once per direction per node kind', () => {
    for (const sockets of Object.values(NODE_SOCKETS)) {
      const ids = sockets.map((socket) => `${socket.direction}:${socket.id}`)
      expect(new Set(ids).size).toBe(ids.length)
    }
  })
})
