import { useTranslation } from 'react-i18next'
import { Button } from '../../../web/ui'
import { Dialog } from '../../../web/ui/Dialog'

/** A yes/no question before a step that cannot be undone (a new key, stopping the live). */
export function ConfirmDialog({
  open,
  title,
  description,
  confirm,
  busy,
  onConfirm,
  onCancel,
}: {
  open: boolean
  title: string
  description: string
  confirm: string
  busy?: boolean
  onConfirm: () => void
  onCancel: () => void
}) {
  const { t } = useTranslation()
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? null : onCancel())}
      title={title}
      description={description}
      closeLabel={t('common.close')}
    >
      <div className="creator-actions">
        <Button variant="secondary" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button busy={busy} onClick={onConfirm}>
          {confirm}
        </Button>
      </div>
    </Dialog>
  )
}
