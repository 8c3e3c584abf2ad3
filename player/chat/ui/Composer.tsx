import { type FormEvent, type KeyboardEvent, useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useStore } from 'zustand'
import { ApiError } from '../../../web/api'
import { errorText } from '../../../web/i18n'
import { useSession } from '../../../web/session'
import { formatCount } from '../../charge/format'
import { MAX_MESSAGE_CHARS } from '../room/limits'
import type { RoomStore } from '../room/room-store'

const draftKey = (roomOid: string) => `taleloom.chat.draft.${roomOid}`

/**
 * The message box. Its text lives in the room store and in sessionStorage, so neither
 * a refused send nor a reload loses what was typed; a failed send offers a retry.
 */
export function Composer({ store }: { store: RoomStore }) {
  const { t } = useTranslation('chat')
  const roomOid = useStore(store, (state) => state.roomOid)
  const draft = useStore(store, (state) => state.draft)
  const busy = useStore(store, (state) => state.turn !== null)
  const phase = useStore(store, (state) => state.phase)
  const ready = phase === 'ready'
  const failedSend = useStore(store, (state) => state.failedSend)
  const language = useSession((state) => state.activeLanguage)
  const max = formatCount(MAX_MESSAGE_CHARS, language)
  const tooLong =
    ApiError.isInstance(failedSend?.error) && failedSend.error.code === 'MESSAGE_TOO_LONG'

  useEffect(() => {
    const saved = sessionStorage.getItem(draftKey(roomOid))
    if (saved && !store.getState().draft) store.getState().setDraft(saved)
  }, [roomOid, store])

  useEffect(() => {
    if (draft) sessionStorage.setItem(draftKey(roomOid), draft)
    else sessionStorage.removeItem(draftKey(roomOid))
  }, [draft, roomOid])

  function submit(event?: FormEvent) {
    event?.preventDefault()
    void store.getState().send()
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event)
  }

  return (
    <form className="chat-composer" onSubmit={submit}>
      {failedSend ? (
        <div className="alert alert-error chat-send-error" role="alert">
          <span>
            {t('chat.sendFailed', {
              reason: tooLong ? t('chat.messageTooLong', { max }) : errorText(t, failedSend.error),
            })}
          </span>
          <span className="row">
            <button
              type="button"
              className="button button-secondary"
              disabled={busy || !ready}
              onClick={() => void store.getState().retrySend()}
            >
              {t('chat.retry')}
            </button>
            <button
              type="button"
              className="button button-link"
              onClick={() => store.getState().dismissError()}
            >
              {t('chat.dismiss')}
            </button>
          </span>
        </div>
      ) : null}
      <div className="chat-composer-row">
        <label htmlFor="chat-input" className="visually-hidden">
          {t('chat.composerLabel')}
        </label>
        <textarea
          id="chat-input"
          className="chat-input"
          value={draft}
          placeholder={t('chat.composerPlaceholder')}
          aria-describedby="chat-input-hint"
          rows={2}
          maxLength={MAX_MESSAGE_CHARS}
          onChange={(event) => store.getState().setDraft(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <button
          type="submit"
          className="button button-primary chat-send"
          disabled={busy || phase === 'error' || draft.trim() === ''}
        >
          {t('chat.send')}
        </button>
      </div>
      <p id="chat-input-hint" className="chat-hint muted" aria-live="polite">
        {draft.length >= MAX_MESSAGE_CHARS
          ? t('chat.messageLimit', { max })
          : t('chat.composerHint')}
      </p>
    </form>
  )
}
