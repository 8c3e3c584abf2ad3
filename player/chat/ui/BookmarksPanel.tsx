import { useTranslation } from 'react-i18next'
import { useStore } from 'zustand'
import type { RoomStore } from '../room/room-store'

const NONE: string[] = []

/** The bookmarked messages of this room; choosing one scrolls the conversation to it. */
export function BookmarksPanel({
  store,
  onJump,
}: {
  store: RoomStore
  onJump: (messageId: string) => void
}) {
  const { t } = useTranslation('chat')
  const bookmarks = useStore(store, (state) => state.room?.options?.bookmarks ?? NONE)
  const items = useStore(store, (state) => state.items)
  const marked = items.filter((item) => bookmarks.includes(item.id))
  if (marked.length === 0) return <p className="muted">{t('chat.noBookmarks')}</p>
  return (
    <ul className="chat-bookmarks">
      {marked.map((item) => (
        <li key={item.id}>
          <button
            type="button"
            className="chat-bookmark"
            aria-label={`${t('chat.jumpTo')}: ${item.text.slice(0, 60)}`}
            onClick={() => onJump(item.id)}
          >
            {item.text.slice(0, 120) || '…'}
          </button>
        </li>
      ))}
    </ul>
  )
}
