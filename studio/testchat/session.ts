import { createStore } from 'zustand/vanilla'
import type { PromptLog, TestChatApi, TestPrompt, TestRoom, TurnOptions } from './test-chat-api'
import {
  applyStreamEvent,
  beforeReroll,
  type ChatLine,
  openingLines,
  rerollTarget,
  withoutPending,
  withPlayerMessage,
} from './transcript'

export interface TestChatState {
  room: TestRoom | null
  lines: ChatLine[]
  /** The engine's debug record per reply, by message id (from `GET /prompt-logs`). */
  logs: Record<string, PromptLog>
  /** Opening a room or a turn under way. */
  busy: 'opening' | 'turn' | null
  error: unknown
  /** The version published after this room was opened (restart plays it). */
  newerVersion: number | null
  /** Admins' test prompts; null until loaded, or for writers who may not use them. */
  prompts: TestPrompt[] | null
}

export interface TestChatActions {
  /** Opens a room on the story's published version (or a fresh one: restart). */
  open(): Promise<void>
  send(text: string, options: TurnOptions): Promise<void>
  reroll(options: TurnOptions): Promise<void>
  loadPrompts(): Promise<void>
  /** Told by the publish button, so the panel can say it plays an older version. */
  notePublished(version: number): void
  stop(): void
}

export type TestChatSession = ReturnType<typeof createTestChatSession>

/**
 * The test chat of one open canvas: a room on the published story, the streamed transcript
 * and the debug records. Lives as long as the editor (the panel may be closed and reopened).
 */
export function createTestChatSession(options: { api: TestChatApi; contentOid: string }) {
  const { api, contentOid } = options
  let controller: AbortController | null = null

  return createStore<TestChatState & TestChatActions>()((set, get) => {
    const refreshLogs = async (roomOid: string) => {
      const { logs } = await api.promptLogs(roomOid)
      if (get().room?.roomOid !== roomOid) return
      set({
        logs: { ...get().logs, ...Object.fromEntries(logs.map((log) => [log.messageId, log])) },
      })
    }

    const runTurn = async (
      prepare: (lines: ChatLine[]) => ChatLine[],
      call: Parameters<TestChatApi['streamTurn']>[1],
    ) => {
      const room = get().room
      if (!room || get().busy) return
      const before = get().lines
      controller = new AbortController()
      set({ busy: 'turn', error: null, lines: prepare(before) })
      try {
        await api.streamTurn(
          room.roomOid,
          call,
          (event) => set({ lines: applyStreamEvent(get().lines, event) }),
          controller.signal,
        )
        await refreshLogs(room.roomOid)
      } catch (error) {
        if (controller?.signal.aborted) return
        // A refusal before the stream: the transcript goes back to what it was.
        const started = get().lines.some((line) => line.status === 'streaming')
        set({ error, lines: started ? get().lines : withoutPending(before) })
      } finally {
        controller = null
        set({ busy: null })
      }
    }

    return {
      room: null,
      lines: [],
      logs: {},
      busy: null,
      error: null,
      newerVersion: null,
      prompts: null,

      async open() {
        if (get().busy === 'opening') return
        get().stop()
        const previous = get().room
        set({ busy: 'opening', error: null })
        try {
          const { room, messages } = await api.createRoom(contentOid)
          set({ room, lines: openingLines(messages), logs: {}, newerVersion: null })
          // A test room is scratch: the one it replaces leaves the writer's room list.
          if (previous) void api.deleteRoom(previous.roomOid).catch(() => undefined)
        } catch (error) {
          set({ error })
        } finally {
          set({ busy: null })
        }
      },

      send(text, turn) {
        return runTurn((lines) => withPlayerMessage(lines, text), {
          kind: 'message',
          message: text,
          ...turn,
        })
      },

      reroll(turn) {
        const messageId = rerollTarget(get().lines)
        if (!messageId) return Promise.resolve()
        return runTurn((lines) => beforeReroll(lines, messageId), {
          kind: 'reroll',
          messageId,
          ...turn,
        })
      },

      async loadPrompts() {
        try {
          set({ prompts: (await api.testPrompts()).prompts })
        } catch {
          set({ prompts: [] })
        }
      },

      notePublished(version) {
        const room = get().room
        if (room && version > room.compiledVersion) set({ newerVersion: version })
      },

      stop() {
        controller?.abort()
        controller = null
      },
    }
  })
}
