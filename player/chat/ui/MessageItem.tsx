import type { TFunction } from 'i18next'
import { memo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useStore } from 'zustand'
import { useSession } from '../../../web/session'
import { Avatar } from '../../../web/ui'
import { type ChatItem, laterMessageCount } from '../room/messages'
import type { RoomStore } from '../room/room-store'
import { useCast } from '../story/cast-store'
import { StoryText } from '../story/StoryText'
import { speakerOf } from '../story/speaker'
import { ConfirmDialog } from './ConfirmDialog'
import { useTurnCost } from './use-turn-cost'

export interface MessageItemProps {
  store: RoomStore
  item: ChatItem
  isLast: boolean
  index: number
}

/**
 * One message, with who says it: the character (portrait or monogram) for replies, the
 * persona for the player's. Text goes through the story renderer (React text nodes only).
 */
export const MessageItem = memo(function MessageItem({ store, item, isLast }: MessageItemProps) {
  const { t } = useTranslation()
  const busy = useStore(store, (state) => state.turn !== null)
  const bookmarked = useStore(
    store,
    (state) => state.room?.options?.bookmarks?.includes(item.id) ?? false,
  )
  const [editing, setEditing] = useState(false)
  const [editText, setEditText] = useState(item.text)
  const [confirming, setConfirming] = useState<'rollback' | 'delete' | null>(null)
  // Read when the dialog opens, not subscribed: every streamed delta changes the items.
  const [laterCount, setLaterCount] = useState(0)
  const actions = store.getState()
  const isUser = item.role === 'user'
  const saved = !item.id.startsWith('pending-')
  const streaming = item.status === 'streaming'
  const alternatives = item.alternatives
  const cast = useCast(actions.roomOid)
  const cost = useTurnCost(store)
  const personaName = useStore(store, (state) => state.room?.userSettings?.personaName ?? '')
  const nickname = useSession((state) => state.user?.nickname ?? '')
  const speaker = isUser ? null : speakerOf(item.text, cast)
  const name = isUser
    ? personaName || nickname || t('chat.you')
    : (speaker?.name ?? t('chat.narrator'))

  async function saveEdit() {
    try {
      await actions.edit(item.id, editText)
      setEditing(false)
    } catch {
      // Shown by the room's error banner; the text stays in the editor.
    }
  }

  return (
    <article
      id={`message-${item.id}`}
      tabIndex={-1}
      className={`chat-message chat-message-${item.role}${item.status === 'failed' ? ' chat-message-failed' : ''}`}
      aria-label={name}
      data-status={item.status}
      data-testid="chat-message"
    >
      <Avatar
        name={name}
        src={speaker?.portraitUrl ?? null}
        className="chat-avatar"
        size={isUser ? 'sm' : 'md'}
      />
      <div className="chat-message-body">
        <p className="chat-speaker" data-testid="chat-speaker">
          {name}
        </p>
        <div className="chat-bubble">
          {editing ? (
            <div className="stack">
              <label className="field">
                <span className="field-label">{t('chat.editLabel')}</span>
                <textarea
                  className="chat-edit"
                  value={editText}
                  onChange={(event) => setEditText(event.target.value)}
                  rows={4}
                />
              </label>
              <div className="row">
                <button
                  type="button"
                  className="button button-primary"
                  disabled={editText.trim() === ''}
                  onClick={saveEdit}
                >
                  {t('chat.save')}
                </button>
                <button
                  type="button"
                  className="button button-secondary"
                  onClick={() => {
                    setEditing(false)
                    setEditText(item.text)
                  }}
                >
                  {t('common.cancel')}
                </button>
              </div>
            </div>
          ) : (
            <div className="chat-text" data-testid="chat-text">
              <StoryText text={item.text} />
              {streaming ? (
                <span className="chat-typing" role="img" aria-label={t('chat.typing')}>
                  <span />
                  <span />
                  <span />
                </span>
              ) : null}
            </div>
          )}
          {item.status === 'failed' ? (
            <p className="chat-error-text" role="alert">
              {t('chat.failedReply')}
            </p>
          ) : null}
        </div>
        {saved && !editing && !streaming ? (
          <fieldset className="chat-actions" aria-label={t('chat.messageActions')}>
            {alternatives && alternatives.total > 1 ? (
              <span className="chat-alternatives">
                <button
                  type="button"
                  className="chat-icon-button"
                  aria-label={t('chat.previousAlternative')}
                  disabled={busy || alternatives.index <= 1}
                  onClick={() =>
                    void actions
                      .switchAlternative(alternatives.ids[alternatives.index - 2] as string)
                      .catch(() => undefined)
                  }
                >
                  ←
                </button>
                <span data-testid="chat-alternative-count" aria-hidden="true">
                  {alternatives.index}/{alternatives.total}
                </span>
                <span className="visually-hidden">
                  {t('chat.alternativeCount', {
                    index: alternatives.index,
                    total: alternatives.total,
                  })}
                </span>
                <button
                  type="button"
                  className="chat-icon-button"
                  aria-label={t('chat.nextAlternative')}
                  disabled={busy || alternatives.index >= alternatives.total}
                  onClick={() =>
                    void actions
                      .switchAlternative(alternatives.ids[alternatives.index] as string)
                      .catch(() => undefined)
                  }
                >
                  →
                </button>
              </span>
            ) : null}
            {!isUser && isLast && item.parentId ? (
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
                onClick={() => setConfirming('rollback')}
              >
                {t('chat.rollback')}
              </button>
            ) : null}
            {isUser ? (
              <button
                type="button"
                className="chat-action"
                disabled={busy}
                onClick={() => {
                  setEditText(item.text)
                  setEditing(true)
                }}
              >
                {t('chat.edit')}
              </button>
            ) : null}
            {!isUser && item.parentId ? (
              <button
                type="button"
                className="chat-action"
                disabled={busy}
                onClick={() => {
                  setLaterCount(laterMessageCount(store.getState().items, item.id))
                  setConfirming('delete')
                }}
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
        ) : null}
      </div>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open) setConfirming(null)
        }}
        title={confirming === 'delete' ? t('chat.deleteTitle') : t('chat.rollbackTitle')}
        description={
          confirming === 'delete' ? deleteQuestion(t, laterCount) : t('chat.rollbackConfirm')
        }
        confirmLabel={confirming === 'delete' ? t('chat.delete') : t('chat.rollback')}
        onConfirm={() => {
          const action =
            confirming === 'delete' ? actions.deleteResponse(item.id) : actions.rollback(item.id)
          void action.catch(() => undefined)
        }}
      />
    </article>
  )
})

/** The delete question names the later messages that go with the reply, when there are any. */
function deleteQuestion(t: TFunction, later: number): string {
  if (later === 0) return t('chat.deleteConfirm')
  if (later === 1) return t('chat.deleteConfirmLaterOne')
  return t('chat.deleteConfirmLater', { number: later })
}
