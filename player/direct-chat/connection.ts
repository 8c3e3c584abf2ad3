import { useEffect, useRef, useState } from 'react'
import { useStore } from 'zustand'
import { createStore } from 'zustand/vanilla'
import {
  connectDirectChat,
  type DirectChatConnection,
  type DirectChatEvent,
} from '../../web/direct-chat'

let shared: DirectChatConnection | null = null
let users = 0
let closing: ReturnType<typeof setTimeout> | null = null
/** A moment to keep the socket across a move from the list to a room. */
const LINGER_MS = 5_000
const offline = createStore<{ connected: boolean }>()(() => ({ connected: false }))

/** The tab's one socket, opened by the first screen that listens and closed after the last. */
function acquire(): DirectChatConnection {
  users += 1
  if (closing) clearTimeout(closing)
  closing = null
  shared ??= connectDirectChat()
  return shared
}

function release() {
  users -= 1
  if (users > 0) return
  closing = setTimeout(() => {
    closing = null
    shared?.close()
    shared = null
  }, LINGER_MS)
}

/**
 * Hears the direct chat events while the screen is shown (`listener` may change on every
 * render); answers whether the socket is open and a way to tell a room I am typing.
 */
export function useDirectChatEvents(listener: (event: DirectChatEvent) => void) {
  const current = useRef(listener)
  current.current = listener
  const [connection, setConnection] = useState<DirectChatConnection | null>(null)
  useEffect(() => {
    const opened = acquire()
    setConnection(opened)
    const unsubscribe = opened.subscribe((event) => current.current(event))
    return () => {
      unsubscribe()
      release()
    }
  }, [])
  const connected = useStore(connection?.state ?? offline, (state) => state.connected)
  return { connected, typing: (roomId: string) => connection?.typing(roomId) }
}
