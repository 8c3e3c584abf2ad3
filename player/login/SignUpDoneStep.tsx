import { useTranslation } from 'react-i18next'
import { Button } from '../../web/ui'
import { useLoginDialog } from './login-dialog-store'

/** The spec's sign-up-done screen, shown inside the popup. */
export function SignUpDoneStep() {
  const { t } = useTranslation('player')
  const close = useLoginDialog((state) => state.close)
  return (
    <div className="stack">
      <p>{t('signUpDone.description')}</p>
      <Button block onClick={close}>
        {t('signUpDone.close')}
      </Button>
    </div>
  )
}
