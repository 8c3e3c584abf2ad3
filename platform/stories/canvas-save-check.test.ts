import { afterAll, describe, expect, it } from 'vitest'
import { canvasSchema } from '../../engine/canvas'
import { generateSyntheticStory } from '../../fixtures/synthetic'
import { checkCanvasSave, inProcessCanvasSaveChecker } from './canvas-save-check'
import { CompileThread } from './compile-thread'
import { fixtureStories } from './demo-stories'

const bytes = (text: string) => new TextEncoder().encode(text)
const body = (value: unknown) => bytes(JSON.stringify(value))
const contentOid = '0123456789abcdef01234567'

describe('a canvas save checked without the database', () => {
  it('stores what the engine schema parsed, at the next version', () => {
    const canvas = fixtureStories[0]!.canvas
    const checked = checkCanvasSave(body({ contentOid, canvas, version: 4, lang: 'ko' }))
    expect(checked).toEqual({
      ok: true,
      contentOid,
      expectedVersion: 4,
      canvasJson: JSON.stringify({ ...canvasSchema.parse(canvas), version: 5 }),
    })
  })

  it('refuses the body before the session is checked, and the fields after, with the API texts', () => {
    const refusal = (input: Uint8Array) => {
      const checked = checkCanvasSave(input)
      if (checked.ok) throw new Error('expected a refusal')
      return [checked.stage, checked.error.status, checked.error.code, checked.error.message]
    }
    expect(refusal(bytes('{"contentOid": '))).toEqual([
      'body',
      400,
      'INVALID_JSON',
      'The request body is not valid JSON.',
    ])
    expect(refusal(bytes('[]'))).toEqual([
      'body',
      400,
      'INVALID_JSON',
      'The request body must be a JSON object.',
    ])
    expect(refusal(body({ contentOid, canvas: { note: 'a\u0000' }, version: 0 }))).toEqual([
      'body',
      400,
      'INVALID_TEXT',
      'Text must not contain the NUL character (U+0000).',
    ])
    // An escaped backslash before `u0000` is text, not the character.
    expect(checkCanvasSave(body({ contentOid, canvas: { note: '\\u0000' }, version: 0 })).ok).toBe(
      true,
    )
    expect(refusal(bytes(''))).toEqual([
      'request',
      400,
      'MISSING_PARAMETERS',
      'Missing required parameters',
    ])
    expect(refusal(body({ contentOid, canvas: { nodes: 'none' }, version: 0 }))).toEqual([
      'request',
      400,
      'CANVAS_INVALID',
      'The canvas is invalid.',
    ])
  })

  describe('on the compile thread', () => {
    const thread = new CompileThread()
    afterAll(() => thread.close())

    it('answers what the server thread answers', async () => {
      const large = generateSyntheticStory({ seed: 3, nodes: 200, lorebookEntries: 2_000 })
      const inputs = [
        body({ contentOid, canvas: large.canvas, version: 2 }),
        body({ contentOid, canvas: fixtureStories[0]!.canvas, version: 0 }),
        bytes('{"contentOid": '),
        body({ contentOid, canvas: { nodes: [{ id: 'x', type: 'nope' }] }, version: 0 }),
        body({ contentOid: 'short', canvas: {}, version: 0 }),
        bytes(`\ufeff${JSON.stringify({ contentOid, canvas: { nodes: [] }, version: 1 })}`),
      ]
      for (const input of inputs) {
        expect(await thread.checkCanvasSave(input)).toEqual(await inProcessCanvasSaveChecker(input))
      }
      const stored = await thread.checkCanvasSave(inputs[0]!)
      if (!stored.ok) throw new Error('expected the large canvas to pass')
      expect(JSON.parse(stored.canvasJson).version).toBe(3)
    })
  })
})
