/**
 * The direct chat socket of this tab: one connection for all my rooms, delivering the
 * server's events (docs/DIRECT-CHAT.md "Real time"). Sending, history and marking read stay
 * REST calls; this only listens, tells typing, and resumes after a drop from the last
 * message id it saw per room (seeded from the check-points when it first opens).
 */
import { createStore, type StoreApi } from 'zustand/vanilla'
import type {
  DirectChatClientFrame,
  DirectChatEvent,
} from '../../platform/direct-chat/realtime-contract'
import {
  DIRECT_CHAT_REALTIME_LIMITS,
  DIRECT_CHAT_SOCKET_PATH,
} from '../../platform/direct-chat/realtime-contract'
import { api } from '../session'
import { createSeenIds, createThrottle, laterId, reconnectDelay } from './throttle'

export type {
  DirectChatClientFrame,
  DirectChatEvent,
} from '../../platform/direct-chat/realtime-contract'

export interface DirectChatConnection {
  /** Hears every event; returns the unsubscribe. */
  subscribe(listener: (event: DirectChatEvent) => void): () => void
  /** Tells the room's other members I am typing (throttled here to once per 3 s per room). */
  typing(roomId: string): void
  /** True while the socket is open. A zustand vanilla store, for React's useStore. */
  state: StoreApi<{ connected: boolean }>
  close(): void
}

/**
 * One socket per tab for all my rooms; reconnects (1, 2, 4… s, at most 30 s) and resumes
 * from the last message id it saw per room. Its token comes from the session's `api`.
 */
export function connectDirectChat(): DirectChatConnection {
  const listeners = new Set<(event: DirectChatEvent) => void>()
  const state = createStore<{ connected: boolean }>()(() => ({ connected: false }))
  const lastIds = new Map<string, string>()
  const firstTime = createSeenIds()
  const throttle = createThrottle(DIRECT_CHAT_REALTIME_LIMITS.typingIntervalMs)
  let socket: WebSocket | null = null
  let closed = false
  let seeded = false
  let retries = 0
  let timer: ReturnType<typeof setTimeout> | null = null

  const sendFrame = (frame: DirectChatClientFrame) => {
    if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify(frame))
  }

  function hear(event: DirectChatEvent) {
    if (event.type === 'message') {
      const { roomId, messageId } = event.message
      if (!firstTime(messageId)) return
      lastIds.set(roomId, laterId(lastIds.get(roomId), messageId))
    }
    for (const listener of listeners) listener(event)
  }

  async function open() {
    if (closed) return
    try {
      // Where each room stood when this tab first connected: what comes later is resumed.
      if (!seeded) {
        const { checkPoints } = await api.get('/chat/messages/check-point', {})
        for (const point of checkPoints)
          if (point.lastMessageId) lastIds.set(point.roomId, point.lastMessageId)
        seeded = true
      }
      const { token } = await api.get('/chat/socket-token', {})
      if (closed) return
      const base = location.origin.replace(/^http/, 'ws')
      const opened = new WebSocket(`${base}${DIRECT_CHAT_SOCKET_PATH}?token=${token}`)
      socket = opened
      opened.onopen = () => {
        retries = 0
        state.setState({ connected: true })
        const checkPoints = [...lastIds].map(([roomId, afterId]) => ({ roomId, afterId }))
        sendFrame({ type: 'resume', checkPoints })
      }
      opened.onmessage = (event) => hear(JSON.parse(String(event.data)) as DirectChatEvent)
      opened.onclose = () => {
        if (socket === opened) socket = null
        state.setState({ connected: false })
        retry()
      }
    } catch {
      retry()
    }
  }

  function retry() {
    if (closed) return
    timer = setTimeout(() => void open(), reconnectDelay(retries))
    retries += 1
  }

  void open()
  return {
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    typing(roomId) {
      if (throttle.allow(roomId, Date.now())) sendFrame({ type: 'typing', roomId })
    },
    state,
    close() {
      closed = true
      if (timer) clearTimeout(timer)
      socket?.close()
      socket = null
      listeners.clear()
      state.setState({ connected: false })
    },
  }
}
