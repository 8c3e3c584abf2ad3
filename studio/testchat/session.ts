import { createStore } from 'zustand/vanilla'
import type {
  PromptLog,
  TestAllowanceView,
  TestChatApi,
  TestPrompt,
  TestRoom,
  TurnOptions,
} from './test-chat-api'
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
  /** What the composer holds: kept until the server takes the message, so a refusal loses nothing. */
  draft: string
  /** The writer's test turns this month (the dock's line); null until loaded or unknown. */
  allowance: TestAllowanceView | null
}

export interface TestChatActions {
  /** Opens a room on the story's published version (or a fresh one: restart). */
  open(): Promise<void>
  setDraft(text: string): void
  /** Sends the draft; it leaves the box once the server has taken it, and stays on a refusal. */
  send(options: TurnOptions): Promise<void>
  reroll(options: TurnOptions): Promise<void>
  loadPrompts(): Promise<void>
  /** Reads the writer's test turns left this month (after opening, and after each turn). */
  loadAllowance(): Promise<void>
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

    const loadAllowance = async () => {
      try {
        const allowance = await api.testAllowance(contentOid)
        set({ allowance })
      } catch {
        // The line is a courtesy: a failed read leaves the last one (or none) in place.
      }
    }

    /** Runs one turn; `accepted` runs once the server has taken it (its first event). */
    const runTurn = async (
      prepare: (lines: ChatLine[]) => ChatLine[],
      call: Parameters<TestChatApi['streamTurn']>[1],
      accepted: () => void = () => {},
    ) => {
      const room = get().room
      if (!room || get().busy) return
      const before = get().lines
      controller = new AbortController()
      set({ busy: 'turn', error: null, lines: prepare(before) })
      let taken = false
      try {
        await api.streamTurn(
          room.roomOid,
          call,
          (event) => {
            if (!taken) {
              taken = true
              accepted()
            }
            set({ lines: applyStreamEvent(get().lines, event) })
          },
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
        // A turn taken or given back changes what is left of the month's test turns.
        if (taken) void loadAllowance()
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
      draft: '',
      allowance: null,

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
          void loadAllowance()
        } catch (error) {
          set({ error })
        } finally {
          set({ busy: null })
        }
      },

      setDraft(text) {
        set({ draft: text })
      },

      send(turn) {
        const text = get().draft.trim()
        if (!text) return Promise.resolve()
        return runTurn(
          (lines) => withPlayerMessage(lines, text),
          { kind: 'message', message: text, ...turn },
          // Taken by the server: the box empties, unless the writer has typed on meanwhile.
          () => {
            if (get().draft.trim() === text) set({ draft: '' })
          },
        )
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

      loadAllowance,

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
