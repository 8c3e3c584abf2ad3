import { describe, expect, it } from 'vitest'
import type { PromptHistoryMessage } from '../rooms/messages'
import { planReroll } from './turn-start'

function message(oid: string, role: 'user' | 'assistant', depth: number): PromptHistoryMessage {
  return {
    oid,
    parent_oid: depth === 0 ? null : `p${depth}`,
    role,
    text: `text of ${oid}`,
    status: 'complete',
    turn_index: 0,
    depth,
    hidden: false,
  } as PromptHistoryMessage
}

// greeting, a player's message and its reply, then an auto-chat reply.
const path = [
  message('g', 'assistant', 0),
  message('u1', 'user', 1),
  message('a1', 'assistant', 2),
  message('a2', 'assistant', 3),
]
const target = (oid: string, parent: string | null) => ({
  oid,
  role: 'assistant' as const,
  parent_oid: parent,
  text: `text of ${oid}`,
})

describe('planReroll', () => {
  it('rerolls a reply to a player’s message with that message, from the reply before it', () => {
    const plan = planReroll(path, target('a1', 'u1'))
    expect(plan).toMatchObject({
      baseOid: 'g',
      parentOid: 'u1',
      depth: 2,
      mode: 'chat',
      userText: 'text of u1',
      replacing: 'text of a1',
    })
    expect(plan.history?.map((entry) => entry.oid)).toEqual(['g'])
  })

  it('rerolls a reply after a reply as an auto-chat from that reply', () => {
    const plan = planReroll(path, target('a2', 'a1'))
    expect(plan).toMatchObject({ baseOid: 'a1', parentOid: 'a1', depth: 3, mode: 'auto-chat' })
    expect(plan.userText).toBe('')
    expect(plan.history?.map((entry) => entry.oid)).toEqual(['g', 'u1', 'a1'])
  })

  it('refuses the greeting, a player’s message and a reply off the path', () => {
    const cannot = expect.objectContaining({ code: 'CANNOT_REROLL' })
    expect(() => planReroll(path, target('g', null))).toThrow(cannot)
    expect(() => planReroll(path, { ...target('u1', 'g'), role: 'user' })).toThrow(cannot)
    expect(() => planReroll(path, target('elsewhere', 'u1'))).toThrow(cannot)
  })
})
