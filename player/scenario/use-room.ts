/**
 * A multiplay room as one member sees it: joins on open, reads its view again whenever the
 * room's socket says it changed (or when the round's timer ends, which closes the round on
 * the server's clock), and leaves when the page closes.
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import type { ScenarioRoomView } from '../../platform/content/scenarios/contract'
import { roomSocketUrl, scenarioPlayerApi } from './scenario-api'

export function useRoom(roomOid: string | null) {
  const [view, setView] = useState<ScenarioRoomView | null>(null)
  const [failure, setFailure] = useState<unknown>(null)
  const revision = useRef(0)

  const refresh = useCallback(async () => {
    if (!roomOid) return
    try {
      setView(await scenarioPlayerApi.room(roomOid))
    } catch (error) {
      setFailure(error)
    }
  }, [roomOid])

  useEffect(() => {
    if (!roomOid) return
    let closed = false
    let socket: WebSocket | null = null
    scenarioPlayerApi.join(roomOid).then(
      (joined) => {
        if (closed) return
        setView(joined)
        socket = new WebSocket(roomSocketUrl(roomOid))
        socket.onmessage = (message) => {
          const frame = JSON.parse(String(message.data)) as { type?: string; revision?: number }
          // A closed room: reading it shows why (the room is gone).
          if (frame.type === 'closed') return void refresh()
          if ((frame.revision ?? 0) <= revision.current) return
          revision.current = frame.revision ?? 0
          void refresh()
        }
        // A socket that dropped: read the room now and then instead.
        socket.onclose = () => {
          if (!closed) setTimeout(() => void refresh(), 2000)
        }
      },
      (error) => setFailure(error),
    )
    return () => {
      closed = true
      socket?.close()
      void scenarioPlayerApi.leave(roomOid).catch(() => {})
    }
  }, [roomOid, refresh])

  // When the round's time is up, reading the room closes it.
  const closesAt = view?.closesAt ?? null
  useEffect(() => {
    if (!closesAt) return
    const wait = Math.max(0, Date.parse(closesAt) - Date.now()) + 300
    const timer = setTimeout(() => void refresh(), wait)
    return () => clearTimeout(timer)
  }, [closesAt, refresh])

  return { view, setView, failure, setFailure, refresh }
}
