import { type ReactNode, useState } from 'react'
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
  /** A room kind's own way out (a character room's Memories), first among the actions. */
  extra?: ReactNode
}

/** The room's title (editable), what the player can spend, and the side panel's toggle: one line on a phone. */
export function ChatHeader({
  store,
  onOpenConvert,
  onTogglePanel,
  panelOpen,
  extra,
}: ChatHeaderProps) {
  const { t } = useTranslation('chat')
  const room = useStore(store, (state) => state.room)
  const signedIn = useSession((state) => !!state.token)
  const credits = useChatWallet((state) => state.credits)
  const freeChats = useChatWallet((state) => state.freeChats)
  const couponChats = useChatWallet((state) => state.couponChats)
  const [editing, setEditing] = useState(false)
  const [title, setTitle] = useState('')

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
            {/* Cut to one line on a phone: the full title stays a hover or long-press away. */}
            <h1 className="chat-title-text" data-testid="chat-title" title={room?.title}>
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
        {extra}
        {signedIn ? (
          <button
            type="button"
            className="chat-credits"
            onClick={onOpenConvert}
            data-testid="chat-credits"
          >
            {/* Named by the count it shows, then what it is: voice control finds it by sight. */}
            {t('chat.credits', { count: credits ?? 0 })}
            <span className="visually-hidden">, {t('chat.creditsLabel')}</span>
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
          className="button button-secondary chat-panel-toggle"
          aria-expanded={panelOpen}
          aria-controls="chat-side"
          aria-label={panelOpen ? t('chat.closePanel') : t('chat.openPanel')}
          onClick={onTogglePanel}
        >
          <span aria-hidden="true">☰</span>
          <span className="chat-panel-toggle-text">{t('chat.panels')}</span>
        </button>
      </div>
    </header>
  )
}
