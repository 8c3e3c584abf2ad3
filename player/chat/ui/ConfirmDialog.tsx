import { useTranslation } from 'react-i18next'
import { Dialog } from '../../../web/ui/overlays'

export interface ConfirmDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  description: string
  confirmLabel: string
  onConfirm: () => void
}

/**
 * Asks before an action that changes the conversation (roll back, delete a reply):
 * the Radix dialog traps focus, Escape cancels, and the question is the dialog's
 * description, so a screen reader reads it with the title. Cancel comes first and takes
 * the focus (Radix focuses the first control), so Enter on an accidental open does nothing.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
}: ConfirmDialogProps) {
  const { t } = useTranslation()
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      closeLabel={t('common.close')}
    >
      <div className="row chat-confirm-actions">
        <button
          type="button"
          className="button button-secondary"
          onClick={() => onOpenChange(false)}
        >
          {t('common.cancel')}
        </button>
        <button
          type="button"
          className="button button-primary"
          onClick={() => {
            onOpenChange(false)
            onConfirm()
          }}
        >
          {confirmLabel}
        </button>
      </div>
    </Dialog>
  )
}
