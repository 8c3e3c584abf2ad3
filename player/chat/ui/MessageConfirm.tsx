import { useTranslation } from 'react-i18next'
import type { RoomStore } from '../room/room-store'
import { ConfirmDialog } from './ConfirmDialog'
import { deleteQuestion } from './delete-question'

/** What a message's confirm dialog asks about. */
export type MessageConfirmation = 'rollback' | 'delete'

export interface MessageConfirmProps {
  store: RoomStore
  itemId: string
  confirming: MessageConfirmation | null
  /** Later messages a delete takes with the reply. */
  laterCount: number
  onClose: () => void
}

/** Asks before rolling back to a reply or deleting it, then does it. */
export function MessageConfirm({
  store,
  itemId,
  confirming,
  laterCount,
  onClose,
}: MessageConfirmProps) {
  const { t } = useTranslation('chat')
  return (
    <ConfirmDialog
      open={confirming !== null}
      onOpenChange={(open) => {
        if (!open) onClose()
      }}
      title={confirming === 'delete' ? t('chat.deleteTitle') : t('chat.rollbackTitle')}
      description={
        confirming === 'delete' ? deleteQuestion(t, laterCount) : t('chat.rollbackConfirm')
      }
      confirmLabel={confirming === 'delete' ? t('chat.delete') : t('chat.rollback')}
      onConfirm={() => {
        const actions = store.getState()
        const action =
          confirming === 'delete' ? actions.deleteResponse(itemId) : actions.rollback(itemId)
        void action.catch(() => undefined)
      }}
    />
  )
}
