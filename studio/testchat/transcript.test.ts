import { describe, expect, it } from 'vitest'
import {
  applyStreamEvent,
  beforeReroll,
  type ChatLine,
  openingLines,
  rerollTarget,
  withoutPending,
  withPlayerMessage,
} from './transcript'

const event = (name: string, data: object) => ({ event: name, data: JSON.stringify(data) })
const greeting = openingLines([
  {
    messageId: 'g1',
    parentId: null,
    role: 'assistant',
    text: 'Who knocks?',
    status: 'complete',
    turnIndex: 0,
  },
])

function playTurn(lines: ChatLine[], text: string, reply: string[], id = 'a1') {
  let next = withPlayerMessage(lines, text)
  const stream = [
    event('message-start', {
      messageId: id,
      userMessageId: 'u1',
      turnIndex: 1,
      model: 'gemini',
      offline: true,
      quote: 12,
    }),
    ...reply.map((delta) => event('text-delta', { delta })),
    event('state-update', {
      sceneId: 'scene-1',
      variables: { trust: 3 },
      turnIndex: 1,
      ended: false,
      triggersFired: [],
      variableChanges: [],
    }),
    event('message-end', { messageId: id, text: reply.join('').trim(), creditsCharged: 9 }),
  ]
  for (const item of stream) next = applyStreamEvent(next, item)
  return next
}

describe('test-chat transcript', () => {
  it('names the pending player line and builds the reply from deltas', () => {
    const lines = playTurn(greeting, 'Tell me of the lantern', ['The ', 'lantern ', 'glows.'])
    expect(lines.map((line) => [line.id, line.role, line.status])).toEqual([
      ['g1', 'assistant', 'complete'],
      ['u1', 'user', 'complete'],
      ['a1', 'assistant', 'complete'],
    ])
    expect(lines[2]).toMatchObject({
      text: 'The lantern glows.',
      offline: true,
      quote: 12,
      charged: 9,
      state: { sceneId: 'scene-1', variables: { trust: 3 } },
    })
  })

  it('offers the last reply for reroll and drops it when rerolling', () => {
    const lines = playTurn(greeting, 'Hello', ['Hi.'])
    expect(rerollTarget(greeting)).toBeNull()
    expect(rerollTarget(lines)).toBe('a1')
    const trimmed = beforeReroll(lines, 'a1')
    expect(trimmed.map((line) => line.id)).toEqual(['g1', 'u1'])
    const rerolled = applyStreamEvent(
      trimmed,
      event('message-start', { messageId: 'a2', userMessageId: 'u1', turnIndex: 1 }),
    )
    expect(rerolled.map((line) => line.id)).toEqual(['g1', 'u1', 'a2'])
  })

  it('marks a failed reply and takes back a refused player line', () => {
    let lines = withPlayerMessage(greeting, 'Hello')
    expect(withoutPending(lines)).toEqual(greeting)
    lines = applyStreamEvent(
      lines,
      event('message-start', { messageId: 'a1', userMessageId: 'u1', turnIndex: 1 }),
    )
    lines = applyStreamEvent(lines, event('error', { messageId: 'a1', code: 'PROVIDER_ERROR' }))
    expect(lines.at(-1)).toMatchObject({ status: 'failed', errorCode: 'PROVIDER_ERROR' })
    expect(rerollTarget(lines)).toBe('a1')
  })
})
