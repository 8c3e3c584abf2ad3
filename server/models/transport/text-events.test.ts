import { describe, expect, it } from 'vitest'
import { chatCompletionTextEvents, geminiTextEvents } from './text-events'

const gemini = (text: string, extra: Record<string, unknown> = {}) => ({
  candidates: [{ content: { parts: [{ text }], role: 'model' }, index: 0 }],
  ...extra,
})
const chunk = (content: string, delta: Record<string, unknown> = {}) => ({
  id: 'c',
  object: 'chat.completion.chunk',
  choices: [{ index: 0, delta: { content, ...delta }, finish_reason: null }],
})

describe('geminiTextEvents', () => {
  it('reads the text of an event that carries nothing else', () => {
    expect(geminiTextEvents.textOf(gemini('Hi'))).toBe('Hi')
  })

  it('leaves alone an event with a field it does not know (a finish reason, a tool call)', () => {
    const finished = { candidates: [{ ...gemini('x').candidates[0], finishReason: 'STOP' }] }
    expect(geminiTextEvents.textOf(finished)).toBeNull()
    expect(
      geminiTextEvents.textOf({ candidates: [{ content: { parts: [{ functionCall: {} }] } }] }),
    ).toBeNull()
  })

  it('merges a run into its last event with the latest usage', () => {
    const merged = geminiTextEvents.merged(
      [gemini('a', { usageMetadata: { total: 1 } }), gemini('b')],
      'ab',
    )
    expect(merged).toEqual(gemini('ab', { usageMetadata: { total: 1 } }))
  })
})

describe('chatCompletionTextEvents', () => {
  it('reads a content delta, not a finish, a refusal or usage', () => {
    expect(chatCompletionTextEvents.textOf(chunk('Hi', { role: 'assistant' }))).toBe('Hi')
    expect(chatCompletionTextEvents.textOf(chunk('x', { refusal: 'no' }))).toBeNull()
    expect(
      chatCompletionTextEvents.textOf({ ...chunk('x'), usage: { total_tokens: 1 } }),
    ).toBeNull()
    const finished = { ...chunk('x'), choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] }
    expect(chatCompletionTextEvents.textOf(finished)).toBeNull()
  })

  it('merges a run, keeping the assistant role when any event of it had one', () => {
    expect(
      chatCompletionTextEvents.merged([chunk('a', { role: 'assistant' }), chunk('b')], 'ab'),
    ).toEqual(chunk('ab', { role: 'assistant' }))
  })
})
