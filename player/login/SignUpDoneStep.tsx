import { useTranslation } from 'react-i18next'
import { Alert, Button } from '../../web/ui'
import { useInvitationOutcome } from './invitation'
import { useLoginDialog } from './login-dialog-store'

/** The spec's sign-up-done screen, shown inside the popup. */
export function SignUpDoneStep() {
  const { t } = useTranslation('player')
  const close = useLoginDialog((state) => state.close)
  const invitation = useInvitationOutcome((state) => state.outcome)
  return (
    <div className="stack">
      <p>{t('signUpDone.description')}</p>
      {invitation?.status === 'paid' ? (
        <Alert tone="success">{t('invitation.paid', { coins: invitation.coins })}</Alert>
      ) : null}
      {invitation?.status === 'notPaid' ? (
        <Alert tone="info">{t('invitation.notPaid')}</Alert>
      ) : null}
      <Button block onClick={close}>
        {t('signUpDone.close')}
      </Button>
    </div>
  )
}
