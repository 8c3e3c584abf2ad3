import { createStore, type StoreApi } from 'zustand/vanilla'
import { ApiError } from '../../../web/api'
import type {
  ChatApi,
  ChatRoomModel,
  ChatRoomView,
  ReplyRatingRequest,
  SituationImage,
  TurnBody,
} from '../../../web/api/chat'
import type { ChatEvent } from '../../../web/stream'
import { defaultSleep, runChatStream } from '../stream/stream-client'
import {
  AUTOPLAY_GAP_MS,
  AUTOPLAY_IDLE,
  type AutoplayEvent,
  type AutoplayState,
  autoplayStep,
  mayStartTurn,
} from './autoplay'
import { endingOf, type StoryEnding } from './ending'
import { createFrameBatcher } from './frame-batcher'
import { appendText, applyEvent, type ChatItem, fromView, prependOlder } from './messages'
import { roomEditActions } from './room-edit-actions'
import { roomSendActions } from './room-send-actions'

export type TurnKind = TurnBody['kind'] | 'resume'
export type Connection = 'connecting' | 'open' | 'reconnecting'

export interface TurnInProgress {
  kind: TurnKind
  messageId: string | null
  connection: Connection
  offline: boolean
}

export interface RoomState {
  roomOid: string
  room: ChatRoomView | null
  items: ChatItem[]
  hasMore: boolean
  loadingOlder: boolean
  phase: 'loading' | 'ready' | 'error'
  loadError: unknown
  turn: TurnInProgress | null
  /** What the composer holds; kept here so a failed send can put the text back. */
  draft: string
  /** The last send that was refused or lost: its text and why, for the retry. */
  failedSend: { text: string; error: unknown } | null
  /** The composer was sent while the room was still loading: it goes out once it is ready. */
  sendQueued: boolean
  /** The last failed action other than a send (reroll, edit, delete, …), to show. */
  actionError: unknown
  image: SituationImage | null
  storyState: Record<string, unknown> | null
  /** The story ended at the head: no turn runs (the server refuses one), the ending shows. */
  ending: StoryEnding | null
  /** The head before the last rollback(s), as the server keeps it: Undo switches back to it. */
  rollbackUndo: string | null
  /** The room's model, whether the built-in offline model answers for it, and a turn's quote. */
  model: ChatRoomModel | null
  /** The auto-play run of this page (autoplay.ts); a room opened again starts idle. */
  autoplay: AutoplayState
}

/** What the player does to auto-play; the turns' own events come from the store. */
export type AutoplayControl = Extract<
  AutoplayEvent,
  { type: 'ask' | 'choose-cap' | 'cancel' | 'confirm' | 'pause' | 'resume' | 'stop' | 'dismiss' }
>

export interface RoomActions {
  load(): Promise<void>
  loadOlder(): Promise<void>
  setDraft(text: string): void
  send(text?: string): Promise<boolean>
  retrySend(): Promise<boolean>
  reroll(messageId: string): Promise<void>
  autoChat(): Promise<void>
  rollback(messageId: string): Promise<void>
  undoRollback(): Promise<void>
  switchAlternative(messageId: string): Promise<void>
  edit(messageId: string, text: string): Promise<void>
  /** Saves the edited message, then rerolls the reply after it (a paid reroll turn). */
  editAndRegenerate(messageId: string, text: string): Promise<void>
  /** Rates a reply up or down (with an optional reason and note); `rating: null` clears it. */
  rate(request: ReplyRatingRequest): Promise<void>
  deleteResponse(messageId: string): Promise<void>
  setTitle(title: string): Promise<void>
  toggleBookmark(messageId: string): Promise<void>
  controlAutoplay(control: AutoplayControl): void
  /** The room's model and quote after its settings changed (the settings answer's). */
  setModel(model: ChatRoomModel): void
  refreshImage(): Promise<void>
  dismissError(): void
  /** Stops reading streams (the page closes); the server goes on writing the reply. */
  dispose(): void
}

export type RoomStore = StoreApi<RoomState & RoomActions>

export interface RoomStoreDeps {
  api: ChatApi
  /** `requestAnimationFrame` in the browser. */
  schedule: (callback: () => void) => unknown
  newRequestId: () => string
  /** Called when a turn settles (credits and free chats changed). */
  onTurnSettled?: () => void
  /** The persona chosen for this room, sent with every turn. */
  personaOid?: () => string | null
  /** Called with the arrival time of the first delta of each painted batch. */
  onTextFlushed?: (arrivedAt: number) => void
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>
  /** The first reads, if the page started them early (taken once). */
  initial?: () => Promise<InitialRoomData> | null
  /** Opens a turn's stream instead of `api.startTurn` (a group room's replies: chat/groups). */
  openTurn?: ChatApi['startTurn']
}

/** The first page fills a screen quickly; older pages come in larger steps. */
const FIRST_PAGE = 40
const PAGE = 100

export interface InitialRoomData {
  status: Awaited<ReturnType<ChatApi['status']>>
  page: Awaited<ReturnType<ChatApi['prevMessages']>>
}

/** Starts the first reads of a room; the page may call it before React mounts. */
export function fetchInitialRoom(api: ChatApi, roomOid: string): Promise<InitialRoomData> {
  return Promise.all([api.status(roomOid), api.prevMessages(roomOid, null, FIRST_PAGE)]).then(
    ([status, page]) => ({ status, page }),
  )
}

/** One room's state and the calls that change it; no React inside. */
export function createRoomStore(roomOid: string, deps: RoomStoreDeps): RoomStore {
  const { api } = deps
  let controller = new AbortController()

  return createStore<RoomState & RoomActions>()((set, get) => {
    async function loadPath() {
      const early = deps.initial?.()
      const { status, page } = await (early ?? fetchInitialRoom(api, roomOid))
      set({
        room: status.room,
        items: page.messages.map(fromView),
        hasMore: page.hasMore,
        storyState: status.state,
        ending: endingOf(status),
        // The server keeps the rolled-back head, so the offer survives a reload.
        rollbackUndo: status.rollbackUndo?.headMessageId ?? null,
        model: status.model ?? get().model,
        phase: 'ready',
        loadError: null,
      })
      return status
    }

    async function runTurn(
      kind: TurnKind,
      open: (signal: AbortSignal) => Promise<Response>,
      reopen: (lastEventId: string | null, signal: AbortSignal) => Promise<Response>,
      pendingUserId: string | null,
    ) {
      // A new turn grows from the current head: the rolled-back turns are no longer offered.
      set({
        turn: { kind, messageId: null, connection: 'connecting', offline: false },
        rollbackUndo: null,
      })
      const batcher = createFrameBatcher((text, arrivedAt) => {
        const turn = get().turn
        set({ items: appendText(get().items, turn?.messageId ?? null, text) })
        deps.onTextFlushed?.(arrivedAt)
      }, deps.schedule)
      const onEvent = (event: ChatEvent) => {
        if (event.type === 'text-delta') return batcher.push(event.data.delta)
        batcher.drain()
        if (event.type === 'message-start') {
          set({
            items: applyEvent(get().items, event, pendingUserId),
            turn: {
              kind,
              messageId: event.data.messageId,
              connection: get().turn?.connection ?? 'open',
              offline: event.data.offline,
            },
            model: modelAfterStart(get().model, event.data),
          })
          // Accepted: the text the player sent is now safely in the conversation.
          if (pendingUserId) set({ failedSend: null })
        } else if (event.type === 'image') {
          if (event.data.situation) {
            const image = { ...event.data }
            set({ image })
            void withBoughtAddress(image).then((shown) => {
              if (get().image?.imageHash === shown.imageHash) set({ image: shown })
            })
          }
        } else if (event.type === 'state-update') {
          set({ storyState: { ...get().storyState, ...event.data }, ending: endingOf(event.data) })
        } else {
          set({ items: applyEvent(get().items, event) })
        }
      }
      try {
        await runChatStream({
          open,
          reopen,
          onEvent,
          onConnection: (connection) => {
            const turn = get().turn
            if (turn) set({ turn: { ...turn, connection } })
          },
          signal: controller.signal,
          ...(deps.sleep ? { sleep: deps.sleep } : {}),
        })
      } finally {
        batcher.drain()
        set({ turn: null })
        deps.onTurnSettled?.()
        // A run that waited for this turn (the player's own) goes on after it.
        queueMicrotask(() => void driveAutoplay())
      }
    }

    function turnBody<K extends TurnBody['kind']>(kind: K, extra: Record<string, unknown>) {
      const personaOid = deps.personaOid?.()
      return {
        kind,
        requestId: deps.newRequestId(),
        ...extra,
        ...(personaOid ? { personaOid } : {}),
      } as unknown as TurnBody
    }

    function startStreamed(kind: TurnBody['kind'], body: TurnBody, pendingUserId: string | null) {
      const startTurn = deps.openTurn ?? api.startTurn
      return runTurn(
        kind,
        (signal) => startTurn(roomOid, body, signal),
        (lastEventId, signal) =>
          lastEventId
            ? api.resumeStream(roomOid, { lastEventId }, signal)
            : startTurn(roomOid, body, signal),
        pendingUserId,
      )
    }

    // The server marks free, story-unlocked and bought pictures unlocked and usually gives
    // their address; only an unlocked one without an address is asked for (a locked one
    // would be refused with 403, noise in the console on every load).
    async function withBoughtAddress(image: SituationImage): Promise<SituationImage> {
      const contentOid = get().room?.contentOid
      if (image.locked || image.url || !contentOid) return image
      try {
        const { url } = await api.signedImageUrl(contentOid, image.imageHash, roomOid)
        return { ...image, url }
      } catch {
        return image
      }
    }

    async function act(action: () => Promise<void>) {
      // A new action: an older error (a failed send's too) must not hide this one's outcome.
      set({ actionError: null, failedSend: null })
      try {
        await action()
      } catch (error) {
        set({ actionError: error })
        await showEndingIfEnded(error)
        throw error
      }
    }

    const autoplay = (event: AutoplayEvent) =>
      set({ autoplay: autoplayStep(get().autoplay, event) })
    let driving = false
    /** The run's count of finished turns when the pause after it was last waited out. */
    let restedAfter = 0
    /** Counts confirmed runs: a pause waited out for an earlier run is not this one's. */
    let runNumber = 0

    /**
     * Plays the run's turns one after another while the machine allows, with a pause
     * between them; returns when the run pauses or ends, or when another turn is being
     * played (its end drives the run again).
     */
    async function driveAutoplay() {
      if (driving) return
      driving = true
      try {
        for (;;) {
          const state = get().autoplay
          if (!mayStartTurn(state) || state.phase !== 'running') return
          if (controller.signal.aborted) return
          if (get().ending) return autoplay({ type: 'story-ended' })
          if (get().turn || get().phase !== 'ready') return
          if (state.done > restedAfter) {
            const run = runNumber
            await (deps.sleep ?? defaultSleep)(AUTOPLAY_GAP_MS, controller.signal)
            if (run === runNumber) restedAfter = state.done
            continue
          }
          await playAutoTurn()
        }
      } finally {
        driving = false
      }
    }

    async function playAutoTurn() {
      autoplay({ type: 'turn-started' })
      set({ actionError: null, failedSend: null })
      try {
        await startStreamed('auto-chat', turnBody('auto-chat', {}), null)
      } catch (error) {
        set({ actionError: error })
        await showEndingIfEnded(error)
        if (get().ending) return autoplay({ type: 'story-ended' })
        // Refused before it started (credits, a limit): nothing was spent, the run ends.
        const refused = ApiError.isInstance(error) && error.status < 500
        return autoplay({ type: refused ? 'turn-refused' : 'turn-failed' })
      }
      void get().refreshImage()
      const last = get().items.at(-1)
      if (last?.role !== 'assistant' || last.status !== 'complete')
        return autoplay({ type: 'turn-failed' })
      autoplay({ type: 'turn-done', storyEnded: get().ending !== null })
    }

    // Refused because the story ended meanwhile (in another tab): show the room as it is now.
    async function showEndingIfEnded(error: unknown) {
      if (!ApiError.isInstance(error) || error.code !== 'STORY_ENDED') return
      await loadPath().catch(() => undefined)
    }

    return {
      roomOid,
      room: null,
      items: [],
      hasMore: false,
      loadingOlder: false,
      phase: 'loading',
      loadError: null,
      turn: null,
      draft: '',
      failedSend: null,
      sendQueued: false,
      actionError: null,
      image: null,
      storyState: null,
      ending: null,
      rollbackUndo: null,
      model: null,
      autoplay: AUTOPLAY_IDLE,

      async load() {
        // Opened again after dispose (React's strict mode mounts twice): read streams again.
        if (controller.signal.aborted) controller = new AbortController()
        // Loaded again (after a guest's sign-in, turns are paid another way): a run the
        // player confirmed before does not go on under a price they did not see.
        set({ autoplay: AUTOPLAY_IDLE })
        try {
          const status = await loadPath()
          void get().refreshImage()
          // Reloaded mid-stream: replay the reply from its start and follow it live.
          const streaming = status.streaming
          if (streaming && !get().turn) {
            await runTurn(
              'resume',
              (signal) => api.resumeStream(roomOid, { messageId: streaming.messageId }, signal),
              (lastEventId, signal) =>
                api.resumeStream(
                  roomOid,
                  lastEventId ? { lastEventId } : { messageId: streaming.messageId },
                  signal,
                ),
              null,
            ).catch((error: unknown) => set({ actionError: error }))
          }
          if (get().sendQueued) {
            set({ sendQueued: false })
            await get().send()
          }
          // Nothing plays by itself on open: auto-play runs only when confirmed in this page.
        } catch (error) {
          set({ phase: 'error', loadError: error, sendQueued: false })
        }
      },

      async loadOlder() {
        const { hasMore, loadingOlder, items } = get()
        const first = items.find((item) => !item.id.startsWith('pending-'))
        if (!hasMore || loadingOlder || !first) return
        set({ loadingOlder: true })
        try {
          const page = await api.prevMessages(roomOid, first.id, PAGE)
          set({
            items: prependOlder(get().items, page.messages.map(fromView)),
            hasMore: page.hasMore,
          })
        } catch (error) {
          set({ actionError: error })
        } finally {
          set({ loadingOlder: false })
        }
      },

      setDraft(text) {
        set({ draft: text })
      },

      ...roomSendActions({ set, get, turnBody, startStreamed, showEndingIfEnded }),

      async reroll(messageId) {
        if (get().turn || get().ending) return
        await act(() => startStreamed('reroll', turnBody('reroll', { messageId }), null))
        void get().refreshImage()
      },

      async autoChat() {
        if (get().turn || get().ending) return
        await act(() => startStreamed('auto-chat', turnBody('auto-chat', {}), null))
        void get().refreshImage()
      },

      ...roomEditActions({ roomOid, api, set, get, act, loadPath }),

      controlAutoplay(control) {
        if (control.type === 'confirm' && get().autoplay.phase === 'confirming') {
          runNumber += 1
          restedAfter = 0
        }
        autoplay(control)
        if (control.type === 'confirm' || control.type === 'resume') void driveAutoplay()
      },

      setModel(model) {
        set({ model })
      },

      async refreshImage() {
        try {
          const { image } = await api.situationImage(roomOid)
          set({ image: image ? await withBoughtAddress(image) : null })
        } catch {
          // The picture is decoration: the chat goes on without it.
        }
      },

      dismissError() {
        set({ actionError: null, failedSend: null })
      },

      dispose() {
        controller.abort()
        set({ autoplay: AUTOPLAY_IDLE })
      },
    }
  })
}

/** The model a turn ran with; a turn paid with credits also tells the quote it held. */
function modelAfterStart(
  model: ChatRoomModel | null,
  start: { model: string; offline: boolean; quote: number; paidWith: string },
): ChatRoomModel {
  const quote = model?.quote ?? { credits: start.quote, upTo: false }
  return {
    feeCredits: model?.feeCredits ?? 0,
    quote: start.paidWith === 'hold' ? { ...quote, credits: start.quote } : quote,
    id: start.model,
    offline: start.offline,
  }
}
