import { useTranslation } from 'react-i18next'
import { useStore } from 'zustand'
import type { RoomStore } from '../room/room-store'
import { useTurnCost } from './use-turn-cost'

/** "Continue the story" and auto-progress, beside the composer, with what a turn costs. */
export function TurnTools({ store }: { store: RoomStore }) {
  const { t } = useTranslation('chat')
  const room = useStore(store, (state) => state.room)
  const busy = useStore(store, (state) => state.turn !== null)
  const autoProgress = room?.options?.autoProgress ?? false
  const cost = useTurnCost(store)
  return (
    <div className="chat-turn-tools">
      <button
        type="button"
        className="button button-secondary chat-continue"
        disabled={busy || !room}
        data-testid="chat-continue"
        onClick={() =>
          void store
            .getState()
            .autoChat()
            .catch(() => undefined)
        }
      >
        {t('chat.autoChat')}
        {cost ? <span className="chat-cost">{cost}</span> : null}
      </button>
      <label className="checkbox chat-auto-progress">
        <input
          type="checkbox"
          checked={autoProgress}
          disabled={!room}
          onChange={(event) =>
            void store
              .getState()
              .setAutoProgress(event.target.checked)
              .catch(() => undefined)
          }
        />
        <span>{t('chat.autoProgress')}</span>
      </label>
    </div>
  )
}
