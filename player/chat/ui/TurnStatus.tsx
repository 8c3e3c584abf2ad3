import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useStore } from 'zustand'
import type { RoomStore } from '../room/room-store'

/**
 * The state of the reply being written, shown and announced politely: "writing",
 * "reconnecting", and when it is done the reply's text once, whole — announcing every
 * token would drown a screen reader.
 */
export function TurnStatus({ store }: { store: RoomStore }) {
  const { t } = useTranslation('chat')
  const turn = useStore(store, (state) => state.turn)
  const [announcement, setAnnouncement] = useState('')
  const lastTurnMessage = useRef<string | null>(null)

  useEffect(() => {
    if (turn?.messageId) lastTurnMessage.current = turn.messageId
    if (turn) return
    const id = lastTurnMessage.current
    if (!id) return
    lastTurnMessage.current = null
    const reply = store.getState().items.find((item) => item.id === id)
    if (reply?.status === 'complete') setAnnouncement(t('chat.replyDone', { text: reply.text }))
    else if (reply?.status === 'failed') setAnnouncement(t('chat.failedReply'))
  }, [turn, store, t])

  const visible =
    turn?.connection === 'reconnecting' ? t('chat.reconnecting') : turn ? t('chat.typing') : ''
  return (
    <>
      <div
        className={`chat-status${turn?.connection === 'reconnecting' ? ' chat-status-warning' : ''}`}
        role="status"
        aria-live="polite"
        data-testid="chat-status"
        data-connection={turn?.connection ?? 'idle'}
      >
        {visible}
        {turn?.offline ? (
          <span className="chat-offline-badge">{t('chat.offlineModel')}</span>
        ) : null}
      </div>
      <div className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </div>
    </>
  )
}
