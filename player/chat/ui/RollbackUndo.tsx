import { useTranslation } from 'react-i18next'
import { useStore } from 'zustand'
import type { RoomStore } from '../room/room-store'

/**
 * Offered right after a rollback: the later turns are still on the server, and Undo
 * switches the room back to where it was. It goes when a new turn starts.
 */
export function RollbackUndo({ store }: { store: RoomStore }) {
  const { t } = useTranslation('chat')
  const offered = useStore(store, (state) => state.rollbackUndo !== null)
  const busy = useStore(store, (state) => state.turn !== null)
  if (!offered) return null
  return (
    <div className="alert alert-info chat-rollback-undo" role="status">
      <span>{t('chat.rolledBack')}</span>
      <button
        type="button"
        className="button button-secondary"
        disabled={busy}
        onClick={() =>
          void store
            .getState()
            .undoRollback()
            .catch(() => undefined)
        }
      >
        {t('chat.undoRollback')}
      </button>
    </div>
  )
}
