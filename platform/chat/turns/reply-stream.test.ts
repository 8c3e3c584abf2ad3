import { describe, expect, it } from 'vitest'
import type { StreamWriter } from '../stream/stream-hub'
import { createReplyText } from './reply-stream'

/** A writer that keeps the deltas it was given. */
function recordingWriter() {
  const deltas: string[] = []
  const writer = {
    emit(event: string, data: { delta?: string }) {
      if (event === 'text-delta' && data.delta !== undefined) deltas.push(data.delta)
      return {}
    },
    finish: async () => {},
  } as unknown as StreamWriter
  return { writer, deltas }
}

describe('createReplyText', () => {
  it('answers a failed reply with only the text it sent: no state block, nothing held', () => {
    const { writer, deltas } = recordingWriter()
    const text = createReplyText(writer)
    text.begin({ user: 'Ana', char: 'Mira', nickname: 'Ana' })
    text.push('Hello ')
    text.push('<state>{"x":1}')
    expect(text.abandon()).toBe('Hello ')
    expect(deltas.join('')).toBe('Hello ')
  })

  it('answers the names as streamed and a split macro as the flush sent it', () => {
    const { writer, deltas } = recordingWriter()
    const text = createReplyText(writer)
    text.begin({ user: 'Ana', char: 'Mira', nickname: 'Ana' })
    text.push('{{char}} waves at {{us')
    const sent = text.abandon()
    expect(sent).toBe('Mira waves at {{us')
    expect(deltas.join('')).toBe(sent)
  })
})
