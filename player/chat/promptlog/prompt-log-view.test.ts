import { describe, expect, it } from 'vitest'
import type { PromptLogEntry } from '../../../web/api/chat'
import { promptLogTurns } from './prompt-log-view'

const log = (overrides: Partial<PromptLogEntry>): PromptLogEntry => ({
  messageId: 'm',
  model: 'offline',
  request: { messages: [], offline: true },
  debug: null,
  price: {},
  createdAt: '2026-01-01T00:00:00Z',
  ...overrides,
})

describe('promptLogTurns', () => {
  it('shows the oldest turn first and numbers the turns', () => {
    const turns = promptLogTurns([
      log({ messageId: 'second', createdAt: '2026-01-02T00:00:00Z' }),
      log({ messageId: 'first', createdAt: '2026-01-01T00:00:00Z' }),
    ])
    expect(turns.map((turn) => [turn.number, turn.messageId])).toEqual([
      [1, 'first'],
      [2, 'second'],
    ])
  })

  it('gives each message its text, joining text parts and keeping other parts as JSON', () => {
    const [turn] = promptLogTurns([
      log({
        request: {
          messages: [
            { role: 'system', content: 'You tell the story.' },
            {
              role: 'user',
              content: [
                { type: 'text', text: 'I open the door.' },
                { type: 'image', image: 'x' },
              ],
            },
          ],
        },
        debug: { usage: { inputTokens: 120, outputTokens: 40 }, finishReason: 'stop' },
        price: { charged: 3 },
      }),
    ])
    expect(turn?.messages).toEqual([
      { role: 'system', text: 'You tell the story.' },
      { role: 'user', text: 'I open the door.\n{"type":"image","image":"x"}' },
    ])
    expect([turn?.inputTokens, turn?.outputTokens, turn?.charged, turn?.finishReason]).toEqual([
      120,
      40,
      3,
      'stop',
    ])
    expect(turn?.offline).toBe(false)
  })
})
