import { createStore } from 'zustand/vanilla'
import type { ValidationError } from '../../engine/validate'
import { ApiError } from '../../web/api'
import type {
  PromptLog,
  StoryCharacter,
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

/**
 * Where a test chat plays: the published story, or the saved draft (compiled on the server
 * for this test, never published) from a start point or in a scene, which `label` names
 * (without one: the story's first start).
 */
export type TestOrigin =
  | { kind: 'published' }
  | { kind: 'draft'; startPointId?: string; sceneId?: string; label?: string }

/** The canvas could not be saved before a draft test: the test would play an older draft. */
export class DraftNotSavedError extends Error {
  constructor() {
    super('The canvas could not be saved.')
    this.name = 'DraftNotSavedError'
  }
}

export interface TestChatState {
  /** What the next open (and Restart) plays. */
  origin: TestOrigin
  room: TestRoom | null
  /** The room's cast: replies show the speaker's name and portrait, as in the player. */
  cast: StoryCharacter[]
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
  /** Opens a room where the origin says (or a fresh one: restart). */
  open(): Promise<void>
  /** "Test from here": plays from this origin from now on, in a new room. */
  openFrom(origin: TestOrigin): Promise<void>
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

export interface TestChatSessionOptions {
  api: TestChatApi
  contentOid: string
  /** Saves the canvas's pending edits before a draft test; false when they could not be. */
  flush?: () => Promise<boolean>
  /** A draft the engine refuses: its findings, for the problems panel. */
  onDraftErrors?: (errors: ValidationError[]) => void
}

/**
 * The test chat of one open canvas: a room on the published story or the saved draft, the
 * streamed transcript and the debug records. Lives as long as the editor (the panel may be
 * closed and reopened).
 */
export function createTestChatSession(options: TestChatSessionOptions) {
  const { api, contentOid } = options
  const flush = options.flush ?? (async () => true)
  let controller: AbortController | null = null

  const openRoom = async (origin: TestOrigin) => {
    if (origin.kind === 'published') return api.createRoom(contentOid)
    if (!(await flush())) throw new DraftNotSavedError()
    return api.openTestRoom(contentOid, origin)
  }

  return createStore<TestChatState & TestChatActions>()((set, get) => {
    const loadCast = async (roomOid: string) => {
      try {
        const { characters } = await api.characterInfo(roomOid)
        if (get().room?.roomOid === roomOid) set({ cast: characters })
      } catch {
        // Names are decoration: without them replies are the narrator's, as in the player.
      }
    }

    const refreshLogs = async (roomOid: string) => {
      const { logs } = await api.promptLogs(roomOid)
      if (get().room?.roomOid !== roomOid) return
      set({
        logs: { ...get().logs, ...Object.fromEntries(logs.map((log) => [log.messageId, log])) },
      })
    }

    const loadAllowance = async () => {
      try {
        const allowance = await api.testAllowance(contentOid, get().room?.roomOid)
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
      origin: { kind: 'published' },
      room: null,
      cast: [],
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
          const { room, messages } = await openRoom(get().origin)
          set({ room, cast: [], lines: openingLines(messages), logs: {}, newerVersion: null })
          // A test room is scratch: the one it replaces leaves the writer's room list.
          if (previous) void api.deleteRoom(previous.roomOid).catch(() => undefined)
          void loadAllowance()
          void loadCast(room.roomOid)
        } catch (error) {
          const findings = draftFindings(error)
          if (findings) options.onDraftErrors?.(findings)
          set({ error })
        } finally {
          set({ busy: null })
        }
      },

      openFrom(origin) {
        if (get().busy === 'opening') return Promise.resolve()
        set({ origin })
        return get().open()
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
        // A draft's room (a negative version) already plays the newest saved canvas.
        if (room && !isDraftRoom(room) && version > room.compiledVersion)
          set({ newerVersion: version })
      },

      stop() {
        controller?.abort()
        controller = null
      },
    }
  })
}

/** A room on a draft compiled for its test: its version is below zero. */
export function isDraftRoom(room: Pick<TestRoom, 'compiledVersion'>): boolean {
  return room.compiledVersion < 0
}

/** The engine's findings of a draft the server refused to test, or null for other failures. */
export function draftFindings(error: unknown): ValidationError[] | null {
  if (!ApiError.isInstance(error) || error.code !== 'DRAFT_HAS_ERRORS') return null
  return Array.isArray(error.details) ? (error.details as ValidationError[]) : []
}
