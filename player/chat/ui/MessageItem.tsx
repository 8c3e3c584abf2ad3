import { memo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useStore } from 'zustand'
import { Avatar } from '../../../web/ui'
import { type ChatItem, replyAfter } from '../room/messages'
import type { RoomStore } from '../room/room-store'
import { MessageActions } from './MessageActions'
import { MessageConfirm, type MessageConfirmation } from './MessageConfirm'
import { MessageEditor } from './MessageEditor'
import { MessageText } from './MessageText'
import { useMessageSpeaker } from './use-message-speaker'
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
  const { t } = useTranslation('chat')
  const [editing, setEditing] = useState(false)
  const [editText, setEditText] = useState(item.text)
  const [confirming, setConfirming] = useState<MessageConfirmation | null>(null)
  const [laterCount, setLaterCount] = useState(0)
  const { name, speaker } = useMessageSpeaker(store, item)
  const isUser = item.role === 'user'
  const saved = !item.id.startsWith('pending-')
  const streaming = item.status === 'streaming'

  const busy = useStore(store, (state) => state.turn !== null)
  // Offered when a finished reply follows the message and the story still takes turns.
  const canRegenerate = useStore(
    store,
    (state) => state.ending === null && replyAfter(state.items, item.id) !== null,
  )
  const cost = useTurnCost(store)

  async function saveEdit(regenerate: boolean) {
    const actions = store.getState()
    try {
      if (regenerate) {
        // The editor closes once the edit is saved; the new reply streams below it.
        setEditing(false)
        await actions.editAndRegenerate(item.id, editText)
      } else {
        await actions.edit(item.id, editText)
        setEditing(false)
      }
    } catch {
      // Shown by the room's error banner; the text stays in the editor.
      if (regenerate && store.getState().items.find((i) => i.id === item.id)?.text !== editText)
        setEditing(true)
    }
  }

  return (
    <article
      id={`message-${item.id}`}
      tabIndex={-1}
      className={`chat-message chat-message-${item.role}${item.status === 'failed' ? ' chat-message-failed' : ''}${editing ? ' chat-message-editing' : ''}`}
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
            <MessageEditor
              text={editText}
              onChange={setEditText}
              onSave={() => void saveEdit(false)}
              onSaveAndRegenerate={canRegenerate ? () => void saveEdit(true) : undefined}
              regenerateCost={cost}
              busy={busy}
              onCancel={() => {
                setEditing(false)
                setEditText(item.text)
              }}
            />
          ) : (
            <MessageText text={item.text} streaming={streaming} />
          )}
          {item.status === 'failed' ? (
            <p className="chat-error-text" role="alert">
              {t('chat.failedReply')}
            </p>
          ) : null}
        </div>
        {saved && !editing && !streaming ? (
          <MessageActions
            store={store}
            item={item}
            isLast={isLast}
            onEdit={() => {
              setEditText(item.text)
              setEditing(true)
            }}
            onConfirm={(confirmation, later = 0) => {
              if (confirmation === 'delete') setLaterCount(later)
              setConfirming(confirmation)
            }}
          />
        ) : null}
      </div>
      <MessageConfirm
        store={store}
        itemId={item.id}
        confirming={confirming}
        laterCount={laterCount}
        onClose={() => setConfirming(null)}
      />
    </article>
  )
})
