import { describe, expect, it } from 'vitest'
import { ApiError } from '../../web/api'
import type { SseEvent } from '../../web/stream'
import { createTestChatSession } from './session'
import type { TestAllowanceView, TestChatApi, TurnCall } from './test-chat-api'

const event = (name: string, data: object): SseEvent => ({
  event: name,
  id: null,
  data: JSON.stringify(data),
  retry: null,
})

const allowance = (left: number): TestAllowanceView => ({
  model: 'gemini',
  offline: false,
  limit: 200,
  used: 200 - left,
  left,
  month: '2026-11',
  resetsAt: '2026-12-01T00:00:00.000Z',
})

/**
 * A test-chat API that answers turns from a script: a refusal (rejects before any event)
 * or a reply, whose first event `during` may interleave with (the writer typing on).
 */
function fakeApi(turns: Array<'refuse' | { reply: string; during?: () => void }>) {
  const sent: TurnCall[] = []
  let left = 200
  let allowanceReads = 0
  const api = {
    createRoom: async () => ({
      room: {
        roomOid: 'r1',
        contentOid: 'c1',
        title: 'Studio test chat',
        compiledVersion: 1,
        headMessageId: 'g1',
      },
      messages: [
        {
          messageId: 'g1',
          parentId: null,
          role: 'assistant' as const,
          text: 'Who knocks?',
          status: 'complete',
          turnIndex: 0,
        },
      ],
    }),
    deleteRoom: async () => ({ ok: true as const }),
    testPrompts: async () => ({ prompts: [] }),
    promptLogs: async () => ({ logs: [] }),
    testAllowance: async () => {
      allowanceReads += 1
      return allowance(left)
    },
    async streamTurn(_room: string, call: TurnCall, onEvent: (event: SseEvent) => void) {
      sent.push(call)
      const turn = turns.shift()
      if (!turn || turn === 'refuse')
        throw new ApiError({
          status: 403,
          code: 'INSUFFICIENT_CREDITS',
          message: 'Insufficient credits.',
        })
      left -= 1
      const id = `a${sent.length}`
      onEvent(
        event('message-start', { messageId: id, userMessageId: `u${sent.length}`, turnIndex: 1 }),
      )
      turn.during?.()
      onEvent(event('text-delta', { delta: turn.reply }))
      onEvent(event('message-end', { messageId: id, text: turn.reply, creditsCharged: 0 }))
    },
  } satisfies Partial<TestChatApi>
  return {
    api: api as unknown as TestChatApi,
    sent,
    allowanceReads: () => allowanceReads,
  }
}

async function openSession(turns: Parameters<typeof fakeApi>[0]) {
  const fake = fakeApi(turns)
  const session = createTestChatSession({ api: fake.api, contentOid: 'c1' })
  await session.getState().open()
  // Opening reads the allowance in the background: let it land.
  await Promise.resolve()
  return { session, ...fake }
}

describe('test-chat session', () => {
  it('keeps the message in the box and the transcript as it was when the server refuses it', async () => {
    const { session, sent } = await openSession(['refuse'])
    session.getState().setDraft('  Tell me about the lamp.  ')
    await session.getState().send({ testMode: true })
    const state = session.getState()
    expect(sent).toEqual([{ kind: 'message', message: 'Tell me about the lamp.', testMode: true }])
    expect(state.draft).toBe('  Tell me about the lamp.  ')
    expect(state.lines.map((line) => line.text)).toEqual(['Who knocks?'])
    expect(ApiError.isInstance(state.error) && state.error.code).toBe('INSUFFICIENT_CREDITS')
    expect(state.busy).toBeNull()
  })

  it('empties the box once the server takes the message, and reads what is left of the month', async () => {
    const { session, allowanceReads } = await openSession([{ reply: 'The lamp is lit.' }])
    expect(allowanceReads()).toBe(1)
    expect(session.getState().allowance?.left).toBe(200)
    session.getState().setDraft('Tell me about the lamp.')
    await session.getState().send({ testMode: true })
    await Promise.resolve()
    const state = session.getState()
    expect(state.draft).toBe('')
    expect(state.lines.map((line) => [line.role, line.text])).toEqual([
      ['assistant', 'Who knocks?'],
      ['user', 'Tell me about the lamp.'],
      ['assistant', 'The lamp is lit.'],
    ])
    expect(allowanceReads()).toBe(2)
    expect(state.allowance?.left).toBe(199)
  })

  it('leaves what the writer typed while the reply started', async () => {
    const { session } = await openSession([
      {
        reply: 'The lamp is lit.',
        during: () => session.getState().setDraft('And the stairs?'),
      },
    ])
    session.getState().setDraft('Tell me about the lamp.')
    await session.getState().send({ testMode: true })
    expect(session.getState().draft).toBe('And the stairs?')
  })

  it('sends nothing for an empty box, and the next send after a refusal sends the same words', async () => {
    const { session, sent } = await openSession(['refuse', { reply: 'Yes.' }])
    session.getState().setDraft('   ')
    await session.getState().send({ testMode: true })
    expect(sent).toHaveLength(0)
    session.getState().setDraft('Again?')
    await session.getState().send({ testMode: true })
    await session.getState().send({ testMode: true })
    expect(sent.map((call) => call.kind === 'message' && call.message)).toEqual([
      'Again?',
      'Again?',
    ])
    expect(session.getState().draft).toBe('')
    expect(session.getState().error).toBeNull()
  })
})
