import { describe, expect, it } from 'vitest'
import { ApiError } from '../../web/api'
import type { SseEvent } from '../../web/stream'
import { createTestChatSession, DraftNotSavedError, type TestOrigin } from './session'
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

/** A test-chat API for draft tests: records each room opened and each allowance read. */
function draftApi(answers: Array<'ok' | ApiError>) {
  const calls: string[] = []
  let rooms = 0
  const api = {
    createRoom: async () => {
      rooms += 1
      calls.push('published')
      return {
        room: {
          roomOid: `r${rooms}`,
          contentOid: 'c1',
          title: 'T',
          compiledVersion: 2,
          headMessageId: 'g',
        },
        messages: [],
      }
    },
    openTestRoom: async (_content: string, from: { startPointId?: string; sceneId?: string }) => {
      const answer = answers.shift() ?? 'ok'
      calls.push(`draft ${from.startPointId ?? '-'} ${from.sceneId ?? '-'}`)
      if (answer !== 'ok') throw answer
      rooms += 1
      return {
        room: {
          roomOid: `r${rooms}`,
          contentOid: 'c1',
          title: 'Studio test chat',
          compiledVersion: -rooms,
          startStoryOid: 'start-1',
          headMessageId: 'g',
        },
        messages: [
          {
            messageId: `g${rooms}`,
            parentId: null,
            role: 'assistant' as const,
            text: 'The lamp room is dark.',
            status: 'complete',
            turnIndex: 0,
          },
        ],
        draft: { hash: 'h', startPointId: 'start-1', sceneId: 'scene-2', warnings: 0 },
      }
    },
    characterInfo: async (roomOid: string) => {
      calls.push(`cast ${roomOid}`)
      return {
        characters: [
          {
            id: 'w',
            name: 'Wren',
            description: '',
            personality: '',
            imageIds: [],
            portraitUrl: null,
          },
        ],
      }
    },
    testAllowance: async (_content: string, roomOid?: string) => {
      calls.push(`allowance ${roomOid ?? '-'}`)
      return allowance(200)
    },
    deleteRoom: async (roomOid: string) => {
      calls.push(`delete ${roomOid}`)
      return { ok: true as const }
    },
  } satisfies Partial<TestChatApi>
  return { api: api as unknown as TestChatApi, calls }
}

/** Lets the background reads an open starts (the allowance, the cast) land. */
const settle = async () => {
  for (let turn = 0; turn < 3; turn++) await Promise.resolve()
}

describe('test from here', () => {
  const fromScene: TestOrigin = { kind: 'draft', sceneId: 'scene-2', label: 'The lamp room' }

  it('saves first, opens the draft in the scene, reads its cast and the dock; restart plays the same origin', async () => {
    const { api, calls } = draftApi([])
    let flushes = 0
    const session = createTestChatSession({
      api,
      contentOid: 'c1',
      flush: async () => {
        flushes += 1
        return true
      },
    })
    await session.getState().openFrom(fromScene)
    await settle()
    expect(flushes).toBe(1)
    expect(calls).toEqual(['draft - scene-2', 'allowance r1', 'cast r1'])
    expect(session.getState()).toMatchObject({
      origin: fromScene,
      room: { roomOid: 'r1', compiledVersion: -1 },
      cast: [{ name: 'Wren' }],
      error: null,
    })
    expect(session.getState().lines.map((line) => line.text)).toEqual(['The lamp room is dark.'])

    // A publish does not make a draft's room stale: it already plays the newest save.
    session.getState().notePublished(9)
    expect(session.getState().newerVersion).toBeNull()

    // Restart: saved again, the same scene in a new room; the old one is deleted.
    await session.getState().open()
    await settle()
    expect(flushes).toBe(2)
    expect(calls.slice(3)).toEqual(['draft - scene-2', 'delete r1', 'allowance r2', 'cast r2'])

    // Back to the published story: no save needed, and the cast of its room.
    await session.getState().openFrom({ kind: 'published' })
    await settle()
    expect(flushes).toBe(2)
    expect(calls.slice(7)).toEqual(['published', 'delete r2', 'allowance r3', 'cast r3'])
  })

  it('starts nothing when the canvas cannot be saved, and keeps the room it had', async () => {
    const { api, calls } = draftApi([])
    const session = createTestChatSession({ api, contentOid: 'c1', flush: async () => false })
    await session.getState().openFrom({ kind: 'published' })
    await settle()
    await session.getState().openFrom(fromScene)
    expect(calls.filter((call) => call.startsWith('draft'))).toEqual([])
    expect(session.getState().error).toBeInstanceOf(DraftNotSavedError)
    expect(session.getState().room?.roomOid).toBe('r1')
    expect(session.getState().busy).toBeNull()
  })

  it("hands a refused draft's findings to the problems panel, and shows the refusal", async () => {
    const findings = [
      {
        key: 'START_WITHOUT_SCENE',
        message: 'Connect this start node to the story node it opens.',
        nodeId: 'start-1',
        severity: 'error' as const,
      },
    ]
    const refusal = new ApiError({
      status: 400,
      code: 'DRAFT_HAS_ERRORS',
      message: findings[0]!.message,
      details: findings,
    })
    const { api } = draftApi([refusal])
    const reported: unknown[] = []
    const session = createTestChatSession({
      api,
      contentOid: 'c1',
      onDraftErrors: (errors) => reported.push(errors),
    })
    await session.getState().openFrom(fromScene)
    expect(reported).toEqual([findings])
    expect(session.getState().error).toBe(refusal)
    expect(session.getState().room).toBeNull()
    // Fixed and tried again: the same origin opens.
    await session.getState().open()
    expect(session.getState().room?.compiledVersion).toBe(-1)
    expect(session.getState().error).toBeNull()
  })
})
