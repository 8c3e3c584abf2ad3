import { describe, expect, it } from 'vitest'
import { planResponseDeletion } from './response-deletion'

const message = (oid: string, role: string, status = 'complete') => ({ oid, role, status })
const greeting = message('g', 'assistant')
const path = [
  greeting,
  message('u1', 'user'),
  message('a1', 'assistant'),
  message('u2', 'user'),
  message('a2', 'assistant'),
]
const oids = (messages: Array<{ oid: string }>) => messages.map((entry) => entry.oid)

describe('planResponseDeletion', () => {
  it('hides the reply, the message that asked for it and all after; the head returns to the reply before', () => {
    const plan = planResponseDeletion(path, 'a1')
    expect(oids(plan.removed)).toEqual(['u1', 'a1', 'u2', 'a2'])
    expect(plan.newHead?.oid).toBe('g')
  })

  it('hides a reply that no player message asked for (an auto-chat) alone with what follows', () => {
    const plan = planResponseDeletion([greeting, message('a1', 'assistant')], 'a1')
    expect(oids(plan.removed)).toEqual(['a1'])
    expect(plan.newHead?.oid).toBe('g')
  })

  it('refuses the greeting, a player message and a message off the path', () => {
    for (const id of ['g', 'u1', 'elsewhere'])
      expect(() => planResponseDeletion(path, id)).toThrow(
        expect.objectContaining({
          code: 'DELETE_FAILED',
          details: { reason: 'not a reply on the current path' },
        }),
      )
  })

  it('refuses while the newest reply is still being written', () => {
    const streaming = [...path.slice(0, 4), message('a2', 'assistant', 'streaming')]
    expect(() => planResponseDeletion(streaming, 'a1')).toThrow(
      expect.objectContaining({ details: { reason: 'a response is being written' } }),
    )
  })
})
