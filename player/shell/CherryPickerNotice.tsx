import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { api } from '../../web/session'
import { Button } from '../../web/ui'
import { Dialog } from '../../web/ui/overlays'

/**
 * The notification for creators with the cherry-picker tag: shown until the creator
 * dismisses it once, on any device (the server remembers the dismissal).
 */
export default function CherryPickerNotice() {
  const { t } = useTranslation('player')
  const [open, setOpen] = useState(false)

  useEffect(() => {
    let current = true
    api.get('/account/shell-notices').then(
      (answer) => current && setOpen(answer.notices.includes('cherry-picker')),
      () => undefined,
    )
    return () => {
      current = false
    }
  }, [])

  function dismiss() {
    setOpen(false)
    // Closing is remembered; a lost request only shows the notice once more.
    void api
      .post('/account/shell-notices/dismiss', { notice: 'cherry-picker' })
      .catch(() => undefined)
  }

  if (!open) return null
  return (
    <Dialog
      open
      onOpenChange={(next) => !next && dismiss()}
      title={t('cherryPicker.title')}
      description={t('cherryPicker.body')}
      closeLabel={t('cherryPicker.dismiss')}
    >
      <div className="dialog-actions" data-testid="cherry-picker-notice">
        <Button onClick={dismiss}>{t('cherryPicker.dismiss')}</Button>
      </div>
    </Dialog>
  )
}
