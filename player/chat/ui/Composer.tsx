import { type ClipboardEvent, type FormEvent, type KeyboardEvent, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useStore } from 'zustand'
import { ApiError } from '../../../web/api'
import { errorText } from '../../../web/i18n'
import { useSession } from '../../../web/session'
import { formatCount } from '../../charge/format'
import { MAX_MESSAGE_CHARS } from '../room/limits'
import type { RoomStore } from '../room/room-store'
import { lengthState, pastedLength } from './composer-length'
import { useTurnCost } from './use-turn-cost'

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
  const cost = useTurnCost(store)
  const length = lengthState(draft.length, MAX_MESSAGE_CHARS)
  // The last paste took the message past the limit: the note says it was kept whole.
  const [pastedOver, setPastedOver] = useState(false)
  const over = length.over > 0

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
    // Over the limit the counter already says by how much; nothing is cut, nothing is sent.
    if (store.getState().draft.trim().length > MAX_MESSAGE_CHARS) return
    setPastedOver(false)
    void store.getState().send()
  }

  function onPaste(event: ClipboardEvent<HTMLTextAreaElement>) {
    const box = event.currentTarget
    const pasted = event.clipboardData.getData('text').length
    const after = pastedLength(box.value.length, box.selectionEnd - box.selectionStart, pasted)
    setPastedOver(after > MAX_MESSAGE_CHARS)
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
          aria-invalid={over || undefined}
          onChange={(event) => {
            store.getState().setDraft(event.target.value)
            if (event.target.value.length <= MAX_MESSAGE_CHARS) setPastedOver(false)
          }}
          onPaste={onPaste}
          onKeyDown={onKeyDown}
        />
        <button
          type="submit"
          className="button button-primary chat-send"
          disabled={busy || phase === 'error' || draft.trim() === '' || over}
        >
          {t('chat.send')}
          {cost ? <span className="chat-cost chat-send-cost">{cost}</span> : null}
        </button>
      </div>
      <div className="chat-composer-foot">
        <p id="chat-input-hint" className="chat-hint muted">
          {t('chat.composerHint')}
        </p>
        {length.shown ? (
          <span
            className={`chat-counter${over ? ' chat-counter-over' : ''}`}
            data-testid="chat-counter"
          >
            {t('chat.charCount', {
              count: formatCount(draft.length, language),
              max,
            })}
          </span>
        ) : null}
      </div>
      <p className="chat-length-note" aria-live="polite" data-testid="chat-length-note">
        {over
          ? pastedOver
            ? t('chat.pasteTooLong', { over: formatCount(length.over, language), max })
            : t('chat.overLimit', { over: formatCount(length.over, language), max })
          : ''}
      </p>
    </form>
  )
}
