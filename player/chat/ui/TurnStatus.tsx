import { useTranslation } from 'react-i18next'
import { useStore } from 'zustand'
import type { RoomStore } from '../room/room-store'

/**
 * The state of the reply being written, shown and announced politely: "writing",
 * "reconnecting". The finished reply itself is announced by the message list's
 * `ReplyAnnouncer`.
 */
export function TurnStatus({ store }: { store: RoomStore }) {
  const { t } = useTranslation('chat')
  const turn = useStore(store, (state) => state.turn)

  const visible =
    turn?.connection === 'reconnecting' ? t('chat.reconnecting') : turn ? t('chat.typing') : ''
  return (
    <div
      className={`chat-status${turn?.connection === 'reconnecting' ? ' chat-status-warning' : ''}`}
      role="status"
      aria-live="polite"
      data-testid="chat-status"
      data-connection={turn?.connection ?? 'idle'}
    >
      {visible}
      {turn?.offline ? <span className="chat-offline-badge">{t('chat.offlineModel')}</span> : null}
    </div>
  )
}
