import { useCallback, useEffect, useRef, useState } from 'react'
import type { DirectChatEvent } from '../../web/direct-chat'
import { useDirectChatEvents } from './connection'
import { type DirectMessage, directChatApi } from './direct-chat-api'
import {
  compareIds,
  lastStoredId,
  markFailed,
  mergeMessages,
  pendingLine,
  type ThreadLine,
} from './thread'

const TYPING_SHOWN_MS = 4_000

export interface Typist {
  userOid: string
  nickname: string
  until: number
}

/**
 * A room's thread: the newest page, older pages on demand (keyset, `before`), my sends
 * (one client message id each, kept on a retry so the server charges once), live messages
 * and typing from the tab's socket, and the read check-point moved to what was seen.
 */
export function useThread(roomId: string, myOid: string, member: boolean) {
  const [lines, setLines] = useState<ThreadLine[]>([])
  const [nextBefore, setNextBefore] = useState<string | null>(null)
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading')
  const [olderLoading, setOlderLoading] = useState(false)
  const [typists, setTypists] = useState<Typist[]>([])
  const [partnerRead, setPartnerRead] = useState<string | null>(null)
  const add = useCallback((messages: DirectMessage[]) => {
    setLines((current) => mergeMessages(current, messages))
  }, [])

  const loadFirst = useCallback(async () => {
    setState('loading')
    try {
      const page = await directChatApi.history(roomId)
      setLines(mergeMessages([], page.messages))
      setNextBefore(page.nextBefore)
      setState('ready')
    } catch {
      setState('failed')
    }
  }, [roomId])

  useEffect(() => {
    if (member) void loadFirst()
  }, [member, loadFirst])

  const loadOlder = useCallback(async () => {
    if (!nextBefore || olderLoading) return
    setOlderLoading(true)
    try {
      const page = await directChatApi.history(roomId, { before: nextBefore })
      add(page.messages)
      setNextBefore(page.nextBefore)
    } finally {
      setOlderLoading(false)
    }
  }, [roomId, nextBefore, olderLoading, add])

  const hear = (event: DirectChatEvent) => {
    if (event.type === 'message' && event.message.roomId === roomId) {
      add([event.message])
      setTypists((list) => list.filter((typist) => typist.userOid !== event.message.senderOid))
    } else if (event.type === 'typing' && event.roomId === roomId && event.userOid !== myOid) {
      const until = Date.now() + TYPING_SHOWN_MS
      setTypists((list) => [
        ...list.filter((typist) => typist.userOid !== event.userOid),
        { userOid: event.userOid, nickname: event.nickname, until },
      ])
    } else if (event.type === 'read' && event.roomId === roomId && event.userOid !== myOid) {
      setPartnerRead((seen) =>
        seen && compareIds(seen, event.lastReadId) >= 0 ? seen : event.lastReadId,
      )
    } else if (event.type === 'room' && event.roomId === roomId && member) {
      // A ban or a leave elsewhere also comes as `room`: the refusal then is not an error here.
      directChatApi
        .history(roomId)
        .then((page) => add(page.messages))
        .catch(() => undefined)
    }
  }
  const live = useDirectChatEvents(hear)
  useTypistsExpiry(typists, setTypists)
  useMarkRead(roomId, myOid, lines, member)

  const deliver = useCallback(
    async (text: string, clientMessageId: string) => {
      try {
        const { message } = await directChatApi.send(roomId, text, clientMessageId)
        add([message])
        return null
      } catch (error) {
        setLines((current) => markFailed(current, clientMessageId))
        return error
      }
    },
    [roomId, add],
  )

  const send = (text: string) => {
    const clientMessageId = crypto.randomUUID()
    const line = pendingLine({ roomId, senderOid: myOid, text, clientMessageId, now: new Date() })
    setLines((current) => [...current, line])
    return deliver(text, clientMessageId)
  }

  /** The same client message id again: the server answers the stored one, charging nothing. */
  const retry = (line: ThreadLine) => {
    if (!line.clientMessageId) return Promise.resolve(null)
    const clientMessageId = line.clientMessageId
    setLines((current) =>
      current.map((each) =>
        each.clientMessageId === clientMessageId && each.status === 'failed'
          ? { ...each, status: 'sending' }
          : each,
      ),
    )
    return deliver(line.text, clientMessageId)
  }

  const dismiss = (clientMessageId: string) =>
    setLines((current) =>
      current.filter((line) => line.status === 'sent' || line.clientMessageId !== clientMessageId),
    )

  return {
    lines,
    state,
    hasOlder: nextBefore !== null,
    olderLoading,
    loadOlder,
    reload: loadFirst,
    add,
    send,
    retry,
    dismiss,
    typists,
    partnerRead,
    connected: live.connected,
    typing: () => live.typing(roomId),
  }
}

function useTypistsExpiry(typists: Typist[], set: (update: (list: Typist[]) => Typist[]) => void) {
  useEffect(() => {
    if (typists.length === 0) return
    const next = Math.min(...typists.map((typist) => typist.until)) - Date.now()
    const timer = setTimeout(
      () => set((list) => list.filter((typist) => typist.until > Date.now())),
      Math.max(next, 0) + 50,
    )
    return () => clearTimeout(timer)
  }, [typists, set])
}

/** Moves my check-point to the newest message shown while the page is visible. */
function useMarkRead(roomId: string, myOid: string, lines: ThreadLine[], member: boolean) {
  const marked = useRef<string | null>(null)
  const newest = lastStoredId(lines)
  const fromOthers = lines.some((line) => line.status === 'sent' && line.senderOid !== myOid)
  useEffect(() => {
    if (!member || !newest || !fromOthers) return
    const mark = () => {
      if (document.visibilityState !== 'visible') return
      if (marked.current && compareIds(marked.current, newest) >= 0) return
      marked.current = newest
      directChatApi.markRead(roomId, newest).catch(() => {
        marked.current = null
      })
    }
    mark()
    document.addEventListener('visibilitychange', mark)
    return () => document.removeEventListener('visibilitychange', mark)
  }, [roomId, newest, fromOthers, member])
}
