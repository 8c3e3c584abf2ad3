import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useStore } from 'zustand'
import { useSession } from '../../../web/session'
import type { RoomStore } from '../room/room-store'
import { useChatWallet } from '../wallet-store'

export interface ChatHeaderProps {
  store: RoomStore
  onOpenConvert: () => void
  onTogglePanel: () => void
  panelOpen: boolean
}

/** The room's title (editable), what the player can spend, and the turn-level actions. */
export function ChatHeader({ store, onOpenConvert, onTogglePanel, panelOpen }: ChatHeaderProps) {
  const { t } = useTranslation()
  const room = useStore(store, (state) => state.room)
  const busy = useStore(store, (state) => state.turn !== null)
  const signedIn = useSession((state) => !!state.token)
  const credits = useChatWallet((state) => state.credits)
  const freeChats = useChatWallet((state) => state.freeChats)
  const couponChats = useChatWallet((state) => state.couponChats)
  const [editing, setEditing] = useState(false)
  const [title, setTitle] = useState('')
  const autoProgress = room?.options?.autoProgress ?? false

  async function saveTitle() {
    try {
      await store.getState().setTitle(title)
      setEditing(false)
    } catch {
      // The banner shows 'Failed to update title.'; the field keeps the text.
    }
  }

  return (
    <header className="chat-header">
      <div className="chat-title">
        {editing ? (
          <form
            className="row"
            onSubmit={(event) => {
              event.preventDefault()
              void saveTitle()
            }}
          >
            <label className="visually-hidden" htmlFor="chat-title-input">
              {t('chat.titleLabel')}
            </label>
            <input
              id="chat-title-input"
              className="field-input chat-title-input"
              value={title}
              maxLength={100}
              onChange={(event) => setTitle(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Escape') setEditing(false)
              }}
            />
            <button type="submit" className="button button-primary">
              {t('chat.save')}
            </button>
          </form>
        ) : (
          <>
            <h1 className="chat-title-text" data-testid="chat-title">
              {room?.title ?? t('chat.pageTitle')}
            </h1>
            {room ? (
              <button
                type="button"
                className="chat-icon-button"
                aria-label={t('chat.editTitle')}
                onClick={() => {
                  setTitle(room.title)
                  setEditing(true)
                }}
              >
                ✎
              </button>
            ) : null}
          </>
        )}
      </div>
      <div className="chat-header-actions">
        {signedIn ? (
          <button
            type="button"
            className="chat-credits"
            aria-label={t('chat.creditsLabel')}
            onClick={onOpenConvert}
            data-testid="chat-credits"
          >
            {t('chat.credits', { count: credits ?? 0 })}
          </button>
        ) : freeChats ? (
          <span className="chat-credits" data-testid="chat-free-chats">
            {t('chat.freeChats', { left: freeChats.left, total: freeChats.total })}
          </span>
        ) : null}
        {couponChats > 0 ? (
          <span className="chat-credits">
            {t('chatCredits.couponChats', { count: couponChats })}
          </span>
        ) : null}
        <button
          type="button"
          className="button button-secondary"
          disabled={busy || !room}
          onClick={() =>
            void store
              .getState()
              .autoChat()
              .catch(() => undefined)
          }
        >
          {t('chat.autoChat')}
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
        <button
          type="button"
          className="button button-secondary chat-panel-toggle"
          aria-expanded={panelOpen}
          aria-controls="chat-side"
          onClick={onTogglePanel}
        >
          {panelOpen ? t('chat.closePanel') : t('chat.openPanel')}
        </button>
      </div>
    </header>
  )
}
