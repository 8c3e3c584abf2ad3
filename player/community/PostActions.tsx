import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../web/ui'
import { Dialog } from '../../web/ui/overlays'

type Asked = 'delete' | 'pin' | 'unpin' | null

/** The creator's edit, pin or unpin, and delete; pinning and deleting ask first. */
export function PostActions({
  pinned,
  busy,
  onEdit,
  onPin,
  onDelete,
}: {
  pinned: boolean
  busy: boolean
  onEdit: () => void
  onPin: (pinned: boolean) => void
  onDelete: () => void
}) {
  const { t } = useTranslation('player')
  const [asked, setAsked] = useState<Asked>(null)
  const confirm = () => {
    if (asked === 'delete') onDelete()
    else if (asked) onPin(asked === 'pin')
    setAsked(null)
  }
  return (
    <div className="row community-actions">
      <Button variant="link" disabled={busy} onClick={onEdit}>
        {t('community.edit')}
      </Button>
      <Button variant="link" disabled={busy} onClick={() => setAsked(pinned ? 'unpin' : 'pin')}>
        {t(pinned ? 'community.unpin' : 'community.pin')}
      </Button>
      <Button variant="link" disabled={busy} onClick={() => setAsked('delete')}>
        {t('community.delete')}
      </Button>
      <Dialog
        open={asked !== null}
        onOpenChange={(open) => !open && setAsked(null)}
        title={asked ? t(`community.${asked}Title`) : ''}
        description={asked ? t(`community.${asked}Text`) : ''}
        closeLabel={t('community.cancel')}
      >
        <div className="row community-dialog-actions">
          <Button variant="secondary" onClick={() => setAsked(null)}>
            {t('community.cancel')}
          </Button>
          <Button onClick={confirm}>{asked ? t(`community.${asked}`) : ''}</Button>
        </div>
      </Dialog>
    </div>
  )
}
