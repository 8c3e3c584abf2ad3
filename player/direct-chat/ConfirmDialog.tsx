import { useTranslation } from 'react-i18next'
import { Button } from '../../web/ui'
import { Dialog } from '../../web/ui/overlays'

/** Asks before a room action that cannot be taken back at once (leave, block). */
export function ConfirmDialog(props: {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  text: string
  confirmLabel: string
  onConfirm: () => void
}) {
  const { t } = useTranslation('dm')
  return (
    <Dialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={props.title}
      description={props.text}
      closeLabel={t('dmRoom.close')}
    >
      <div className="row dm-dialog-actions">
        <Button variant="secondary" onClick={() => props.onOpenChange(false)}>
          {t('dmRoom.cancel')}
        </Button>
        <Button
          onClick={() => {
            props.onOpenChange(false)
            props.onConfirm()
          }}
        >
          {props.confirmLabel}
        </Button>
      </div>
    </Dialog>
  )
}
