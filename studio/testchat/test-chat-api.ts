import type { PriceBreakdown } from '../../engine/pricing'
import type { AfterTurnDebug, StoredTurnDebug } from '../../engine/turn'
import type { TestAllowanceView } from '../../platform/chat/test-turns/contract'
import {
  type ApiClient,
  apiErrorFromBody,
  buildRequest,
  createTypedApi,
  type RequestContext,
} from '../../web/api'
import type { StoryCharacter } from '../../web/api/chat'
import { createSseParser, type SseEvent } from '../../web/stream'

export type { StoryCharacter, TestAllowanceView }

const BASE = '/api/story-chat'

export interface TestRoom {
  roomOid: string
  contentOid: string
  title: string
  compiledVersion: number
  headMessageId: string | null
}

export interface RoomMessage {
  messageId: string
  parentId: string | null
  role: 'user' | 'assistant'
  text: string
  status: string
  turnIndex: number
}

export interface TestPrompt {
  oid: string
  name: string
  promptType: string
}

/** One turn's record as `GET /prompt-logs` returns it (the engine's debug record inside). */
export interface PromptLog {
  messageId: string
  model: string
  debug: {
    assemble: StoredTurnDebug
    after: AfterTurnDebug
    finishReason?: string
    usage?: { inputTokens?: number; outputTokens?: number }
  }
  price: { quote: PriceBreakdown; actual: PriceBreakdown; charged: number }
  createdAt: string
}

/** What the studio's test chat sends with a turn. */
export interface TurnOptions {
  /** A test turn of one's own story: free on the demo model, else from the monthly allowance. */
  testMode?: boolean
  testModeContext?: string
  testPromptOid?: string
  requestId?: string
}

export type TurnCall =
  | ({ kind: 'message'; message: string } & TurnOptions)
  | ({ kind: 'reroll'; messageId: string } & TurnOptions)

/** Typed calls of the test chat: JSON through the shared client, turns as SSE through fetch. */
export function createTestChatApi(
  client: ApiClient,
  stream: { getContext: () => RequestContext; fetch?: typeof fetch },
) {
  const fetcher = stream.fetch ?? globalThis.fetch.bind(globalThis)
  const api = createTypedApi(client)
  return {
    /** The caller's test turns this month on the story's model (the test room's, when given). */
    testAllowance: (contentOid: string, roomOid?: string) =>
      api.get('/story-chat/test-allowance', roomOid ? { contentOid, roomOid } : { contentOid }),
    /** A room on the published story. */
    createRoom: (contentOid: string): Promise<{ room: TestRoom; messages: RoomMessage[] }> =>
      api.post('/story-chat/chat-room', { contentOid, title: 'Studio test chat' }),
    /** "Test from here": a room on the saved draft, at a start point or in a scene. */
    openTestRoom: (contentOid: string, from: { startPointId?: string; sceneId?: string }) =>
      api.post('/story-chat/test-room', {
        contentOid,
        title: 'Studio test chat',
        ...(from.startPointId ? { startStoryOid: from.startPointId } : {}),
        ...(from.sceneId ? { sceneId: from.sceneId } : {}),
      }),
    /** The room's cast, whose names and portraits the replies show (as the player does). */
    characterInfo: (roomOid: string) => api.get('/story-chat/character-info', { roomOid }),
    deleteRoom: (roomOid: string) => api.delete('/story-chat/chat-room', { roomOid }),
    testPrompts: () => api.get('/story-chat/test-prompts'),
    promptLogs: async (roomOid: string): Promise<{ logs: PromptLog[] }> => {
      const { logs } = await api.get('/story-chat/prompt-logs', { roomOid, limit: 100 })
      // The test chat plays the caller's own story: the whole prompt, `debug` the engine's record.
      return { logs: logs as unknown as PromptLog[] }
    },

    /**
     * Starts a turn and hands every event to `onEvent` as it arrives. A refusal before the
     * stream (credits, rights) rejects with the server's ApiError.
     */
    async streamTurn(
      roomOid: string,
      call: TurnCall,
      onEvent: (event: SseEvent) => void,
      signal?: AbortSignal,
    ): Promise<void> {
      const { kind, ...body } = call
      const { url, init } = buildRequest(
        'POST',
        `${BASE}/chat-room/${roomOid}/${kind}`,
        { body },
        stream.getContext(),
      )
      const response = await fetcher(url, {
        ...init,
        headers: { ...init.headers, accept: 'text/event-stream' },
        ...(signal ? { signal } : {}),
      })
      if (!response.ok || !response.body) {
        throw apiErrorFromBody(response.status, await response.json().catch(() => null))
      }
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
      const parser = createSseParser()
      for (;;) {
        const { done, value } = await reader.read()
        if (done) return
        for (const event of parser.push(value)) onEvent(event)
      }
    },
  }
}

export type TestChatApi = ReturnType<typeof createTestChatApi>
