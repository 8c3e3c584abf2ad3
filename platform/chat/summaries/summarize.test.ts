import { describe, expect, it } from 'vitest'
import type { ChatMessage } from '../rooms/messages'
import { planAutoSummary } from './summarize'

let counter = 0
function message(role: 'user' | 'assistant', turn: number, extra: Partial<ChatMessage> = {}) {
  counter += 1
  return {
    oid: String(counter).padStart(24, '0'),
    role,
    turn_index: turn,
    status: 'complete',
    hidden: false,
    text: `${role} ${turn}`,
    ...extra,
  } as ChatMessage
}

/** Opening (turn 0) and `turns` user/reply pairs. */
function conversation(turns: number) {
  const path = [message('assistant', 0)]
  for (let turn = 1; turn <= turns; turn += 1)
    path.push(message('user', turn), message('assistant', turn))
  return path
}

const limits = { afterMessages: 6, chunkMessages: 4, keepRecentMessages: 2 }

describe('planAutoSummary', () => {
  it('does nothing within budget', () => {
    expect(planAutoSummary(conversation(2), [], 0, limits)).toBeNull()
  })

  it('takes the oldest whole turns, never a turn without its reply', () => {
    const path = conversation(3)
    const range = planAutoSummary(path, [], 0, limits)!
    // 4 messages would end on turn 2's user message: cut back to turn 1's reply.
    expect(range.map((item) => item.turn_index)).toEqual([0, 1, 1])
    expect(range.at(-1)?.role).toBe('assistant')
  })

  it('starts after the last summary and keeps the newest messages verbatim', () => {
    const path = conversation(6)
    const range = planAutoSummary(path, [{ end_turn: 1 }], 0, limits)!
    expect(range[0]?.turn_index).toBe(2)
    expect(range.map((item) => item.turn_index)).toEqual([2, 2, 3, 3])
    expect(planAutoSummary(path, [{ end_turn: 5 }], 0, limits)).toBeNull()
  })

  it('compresses when the prompt had to drop history, even under the message count', () => {
    const path = conversation(2)
    expect(planAutoSummary(path, [], 3, limits)?.length).toBe(3)
  })

  it('skips hidden and failed messages', () => {
    const path = conversation(4)
    path[1] = { ...path[1]!, hidden: true }
    path[2] = { ...path[2]!, hidden: true }
    const range = planAutoSummary(path, [], 0, limits)!
    expect(range.map((item) => item.turn_index)).toEqual([0, 2, 2])
  })
})
