import { useTranslation } from 'react-i18next'
import { useStore } from 'zustand'
import { shownTurn } from '../room/autoplay'
import type { RoomStore } from '../room/room-store'
import { AutoplayDialog } from './AutoplayDialog'
import { useTurnCost } from './use-turn-cost'

/** "Continue the story" and auto-play, beside the composer, with what a turn costs. */
export function TurnTools({ store }: { store: RoomStore }) {
  const { t } = useTranslation('chat')
  const room = useStore(store, (state) => state.room)
  const busy = useStore(store, (state) => state.turn !== null)
  const autoplay = useStore(store, (state) => state.autoplay)
  const cost = useTurnCost(store)
  const control = store.getState().controlAutoplay
  const inRun = autoplay.phase === 'running' || autoplay.phase === 'paused'
  return (
    <div className="chat-turn-tools">
      <button
        type="button"
        className="button button-secondary chat-continue"
        disabled={busy || !room || inRun}
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
      {inRun ? (
        <AutoplayIndicator store={store} />
      ) : (
        <button
          type="button"
          className="button button-secondary chat-autoplay"
          disabled={!room}
          data-testid="chat-autoplay"
          onClick={() => control({ type: 'ask' })}
        >
          {t('chat.autoPlay')}
        </button>
      )}
      {autoplay.phase === 'ended' ? (
        <p className="chat-autoplay-ended" role="status" data-testid="chat-autoplay-ended">
          <span>
            {t(`chat.autoPlayEnded_${autoplay.reason}`, {
              done: autoplay.done,
              cap: autoplay.cap,
            })}
          </span>
          <button
            type="button"
            className="button button-link"
            onClick={() => control({ type: 'dismiss' })}
          >
            {t('chat.dismiss')}
          </button>
        </p>
      ) : null}
      <AutoplayDialog store={store} />
    </div>
  )
}

/** "Auto-play 2 of 5 · Pause" while it runs; "paused · Resume · Stop" while it waits. */
function AutoplayIndicator({ store }: { store: RoomStore }) {
  const { t } = useTranslation('chat')
  const autoplay = useStore(store, (state) => state.autoplay)
  const control = store.getState().controlAutoplay
  if (autoplay.phase !== 'running' && autoplay.phase !== 'paused') return null
  const running = autoplay.phase === 'running'
  const numbers = { turn: shownTurn(autoplay), cap: autoplay.cap }
  return (
    <div
      className={`chat-autoplay-run${running ? '' : ' chat-autoplay-paused'}`}
      role="status"
      data-testid="chat-autoplay-run"
      data-phase={autoplay.phase}
      data-done={autoplay.done}
    >
      {running ? <span className="chat-autoplay-dot" aria-hidden="true" /> : null}
      <span className="chat-autoplay-label">
        {t(running ? 'chat.autoPlayRunning' : 'chat.autoPlayPaused', numbers)}
      </span>
      {running ? (
        <button
          type="button"
          className="button button-secondary chat-autoplay-action"
          onClick={() => control({ type: 'pause' })}
        >
          {t('chat.autoPlayPause')}
        </button>
      ) : (
        <>
          <button
            type="button"
            className="button button-secondary chat-autoplay-action"
            onClick={() => control({ type: 'resume' })}
          >
            {t('chat.autoPlayResume')}
          </button>
          <button
            type="button"
            className="button button-link chat-autoplay-action"
            onClick={() => control({ type: 'stop' })}
          >
            {t('chat.autoPlayStop')}
          </button>
        </>
      )}
    </div>
  )
}
