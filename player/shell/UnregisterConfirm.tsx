import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSession } from '../../web/session'
import { accountsApi } from '../../web/session/accounts-api'
import { Alert, Button } from '../../web/ui'
import { Dialog } from '../../web/ui/overlays'
import { useAction } from '../login/use-action'
import { deletionDate } from '../myinfo/delete-account'
import { signOut } from './sign-out'

/**
 * The spec's popup for an account awaiting deletion: the scheduled date; Yes cancels the
 * deletion, No (or closing) logs out. Shown by the shell while the account is in `wait`.
 */
export default function UnregisterConfirm() {
  const { t, i18n } = useTranslation('player')
  const user = useSession((state) => state.user)
  const setUser = useSession((state) => state.setUser)
  const [open, setOpen] = useState(true)
  const { busy, error, run } = useAction()
  if (user?.unregisterState !== 'wait' || !user.confirmUnregister) return null

  async function keep() {
    if (!user) return
    const answer = await run(() => accountsApi.cancelUnregister())
    if (!answer) return
    setUser({ ...user, unregisterState: answer.state, confirmUnregister: answer.confirmUnregister })
    setOpen(false)
  }

  async function leave() {
    setOpen(false)
    await signOut()
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && !busy && void leave()}
      title={t('unregisterConfirm.title')}
      description={t('unregisterConfirm.body', {
        date: deletionDate(user.confirmUnregister, i18n.language),
      })}
      closeLabel={t('unregisterConfirm.no')}
    >
      {error ? <Alert tone="error">{error}</Alert> : null}
      <div className="dialog-actions">
        <Button variant="secondary" onClick={() => void leave()} disabled={busy}>
          {t('unregisterConfirm.no')}
        </Button>
        <Button onClick={() => void keep()} disabled={busy}>
          {t('unregisterConfirm.yes')}
        </Button>
      </div>
    </Dialog>
  )
}
