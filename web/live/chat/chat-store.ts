/**
 * One live chat connection as a zustand store: asks a chat token, opens the socket, folds
 * frames (apply-frame.ts), and reconnects with the last seen id after a drop (1, 2, 4… s,
 * at most 30 s) unless the server said kick, block or a bad token.
 */
import { createStore } from 'zustand/vanilla'
import type { ClientFrame, LiveEvent, ServerFrame } from '../../../platform/live/chat/contract'
import { api } from '../../session'
import { applyFrame, type ChatState, FINAL_DISCONNECTS, initialChatState } from './apply-frame'

export interface ChatStore extends ChatState {
  send(content: string, isHiddenName?: boolean): void
  clearError(): void
  close(): void
  /** Hears every live event this connection receives (liveOn, entry changes…); returns the unsubscribe. */
  onEvent(listener: LiveEventListener): () => void
}

export type LiveEventListener = (event: LiveEvent) => void

export function createChatStore(creatorOid: string) {
  let socket: WebSocket | null = null
  let closed = false
  let retries = 0
  let timer: ReturnType<typeof setTimeout> | null = null
  const listeners = new Set<LiveEventListener>()

  const store = createStore<ChatStore>()((set) => ({
    ...initialChatState,
    send(content, isHiddenName) {
      const frame: ClientFrame = {
        kind: 'send',
        content,
        ...(isHiddenName ? { isHiddenName } : {}),
      }
      socket?.send(JSON.stringify(frame))
    },
    clearError: () => set({ error: null }),
    close() {
      closed = true
      if (timer) clearTimeout(timer)
      socket?.close()
      listeners.clear()
    },
    onEvent(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }))

  async function open() {
    if (closed) return
    store.setState({ status: 'connecting' })
    try {
      const { token } = await api.get('/live/chattoken', { creatorOid })
      const base = location.origin.replace(/^http/, 'ws')
      const lastId = store.getState().lastId
      const query = new URLSearchParams({ token, ...(lastId ? { lastId } : {}) })
      socket = new WebSocket(`${base}/api/live/chat?${query}`)
      socket.onmessage = (event) => {
        retries = 0
        const frame = JSON.parse(String(event.data)) as ServerFrame
        store.setState((state) => applyFrame(state, frame))
        if (frame.kind === 'event') for (const listener of listeners) listener(frame)
      }
      socket.onclose = () => {
        socket = null
        const { disconnect: reason, stale } = store.getState()
        store.setState({ status: 'closed', canChat: false })
        // Closed by us for a fresh welcome: reconnect at once, resuming after lastId.
        if (stale) void open()
        else if (!reason || !FINAL_DISCONNECTS.has(reason)) retry()
      }
    } catch {
      retry()
    }
  }

  function retry() {
    if (closed) return
    const delay = Math.min(30_000, 1000 * 2 ** retries)
    retries += 1
    timer = setTimeout(() => void open(), delay)
  }

  // A stale welcome (emoticons or our tier changed): a new connection brings a fresh one.
  store.subscribe((state, previous) => {
    if (state.stale && !previous.stale && socket) socket.close()
  })

  void open()
  return store
}
