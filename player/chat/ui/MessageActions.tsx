import { useTranslation } from 'react-i18next'
import { useStore } from 'zustand'
import { type ChatItem, laterMessageCount } from '../room/messages'
import type { RoomStore } from '../room/room-store'
import { AlternativeSwitch } from './AlternativeSwitch'
import type { MessageConfirmation } from './MessageConfirm'
import { RatingControl } from './RatingControl'
import { useTurnCost } from './use-turn-cost'

export interface MessageActionsProps {
  store: RoomStore
  item: ChatItem
  isLast: boolean
  /** Opens the editor on the player's message. */
  onEdit: () => void
  /** Asks before a rollback or a delete (with the count of later messages going too). */
  onConfirm: (confirmation: MessageConfirmation, laterCount?: number) => void
}

/**
 * What a saved message offers: switch branches, rate a reply, reroll the last reply, roll
 * back to a reply, edit the player's message, delete a reply, bookmark.
 */
export function MessageActions({ store, item, isLast, onEdit, onConfirm }: MessageActionsProps) {
  const { t } = useTranslation('chat')
  const busy = useStore(store, (state) => state.turn !== null)
  // After the end no turn runs: the ending's reply is not rerolled (a rollback still goes back).
  const ended = useStore(store, (state) => state.ending !== null)
  const bookmarked = useStore(
    store,
    (state) => state.room?.options?.bookmarks?.includes(item.id) ?? false,
  )
  const cost = useTurnCost(store)
  const actions = store.getState()
  const isUser = item.role === 'user'
  const alternatives = item.alternatives
  return (
    <fieldset className="chat-actions" aria-label={t('chat.messageActions')}>
      {alternatives && alternatives.total > 1 ? (
        <AlternativeSwitch
          alternatives={alternatives}
          busy={busy}
          role={item.role}
          onSwitch={(id) => void actions.switchAlternative(id).catch(() => undefined)}
        />
      ) : null}
      {!isUser && item.status === 'complete' ? <RatingControl store={store} item={item} /> : null}
      {!isUser && isLast && item.parentId && !ended ? (
        <button
          type="button"
          className="chat-action"
          disabled={busy}
          onClick={() => void actions.reroll(item.id).catch(() => undefined)}
          data-testid="chat-reroll"
        >
          {t('chat.reroll')}
          {cost ? <span className="chat-cost">{cost}</span> : null}
        </button>
      ) : null}
      {!isUser && !isLast && item.status === 'complete' ? (
        <button
          type="button"
          className="chat-action"
          disabled={busy}
          onClick={() => onConfirm('rollback')}
        >
          {t('chat.rollback')}
        </button>
      ) : null}
      {isUser ? (
        <button type="button" className="chat-action" disabled={busy} onClick={onEdit}>
          {t('chat.edit')}
        </button>
      ) : null}
      {!isUser && item.parentId ? (
        <button
          type="button"
          className="chat-action"
          disabled={busy}
          // Read when the dialog opens, not subscribed: every streamed delta changes the items.
          onClick={() => onConfirm('delete', laterMessageCount(store.getState().items, item.id))}
        >
          {t('chat.delete')}
        </button>
      ) : null}
      <button
        type="button"
        className="chat-action"
        aria-pressed={bookmarked}
        onClick={() => void actions.toggleBookmark(item.id).catch(() => undefined)}
      >
        {bookmarked ? `★ ${t('chat.unbookmark')}` : `☆ ${t('chat.bookmark')}`}
      </button>
    </fieldset>
  )
}
