import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { accountsApi } from '../../web/session/accounts-api'
import { Alert, Button } from '../../web/ui'
import { validateCode } from '../../web/validation'
import { CodeField } from './CodeField'
import { completeSignIn } from './complete-sign-in'
import { forgetInvitation, useInvitationOutcome } from './invitation'
import { useLoginDialog } from './login-dialog-store'
import { useAction } from './use-action'

/**
 * Sign-up's e-mail verification: the 6-digit code from the mail logs the new user in.
 * One message at a time: whichever action ran last says how it went.
 */
export function ConfirmCodeStep() {
  const { t, i18n } = useTranslation('player')
  const { email, goTo, unconfirmed } = useLoginDialog()
  const [code, setCode] = useState('')
  const [codeError, setCodeError] = useState<string | null>(null)
  const [resent, setResent] = useState(false)
  const { busy, error, setError, run } = useAction()
  const resend = useAction()
  const setInvitationOutcome = useInvitationOutcome((state) => state.set)

  async function submit(event: FormEvent) {
    event.preventDefault()
    resend.setError(null)
    setResent(false)
    const key = validateCode(code)
    setCodeError(key ? t(key) : null)
    if (key) return
    const answer = await run(() => accountsApi.confirmRegistration(email, code.trim()))
    if (!answer) return
    setInvitationOutcome(answer.invitation ?? null)
    if (answer.invitation) forgetInvitation()
    await completeSignIn(i18n, answer)
    goTo('signUpDone')
  }

  async function sendAgain() {
    setResent(false)
    setError(null)
    setCodeError(null)
    const answer = await resend.run(() => accountsApi.resendConfirmation(email))
    if (answer) setResent(true)
  }

  return (
    <form className="stack" onSubmit={submit} noValidate>
      {unconfirmed ? (
        <Alert tone="info">{t('confirm.unconfirmed', { email })}</Alert>
      ) : (
        <p className="muted">{t('confirm.description', { email })}</p>
      )}
      <CodeField label={t('confirm.code')} value={code} onChange={setCode} error={codeError} />
      {error ? <Alert tone="error">{error}</Alert> : null}
      {resend.error ? <Alert tone="error">{resend.error}</Alert> : null}
      {resent ? <Alert tone="success">{t('confirm.resent')}</Alert> : null}
      <Button type="submit" block busy={busy}>
        {t('confirm.submit')}
      </Button>
      <Button variant="link" busy={resend.busy} onClick={() => void sendAgain()}>
        {t('confirm.resend')}
      </Button>
    </form>
  )
}
