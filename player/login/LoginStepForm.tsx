import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { accountsApi } from '../../web/session/accounts-api'
import { Alert, Button, TextField } from '../../web/ui'
import { validateEmail } from '../../web/validation'
import { completeSignIn } from './complete-sign-in'
import { useLoginDialog } from './login-dialog-store'
import { PartnerButtons } from './PartnerButtons'
import { useAction } from './use-action'

export function LoginStepForm() {
  const { t, i18n } = useTranslation('player')
  const { email: carriedEmail, goTo, close } = useLoginDialog()
  const [email, setEmail] = useState(carriedEmail)
  const [password, setPassword] = useState('')
  const [emailError, setEmailError] = useState<string | null>(null)
  const [passwordError, setPasswordError] = useState<string | null>(null)
  const { busy, error, run } = useAction()

  async function submit(event: FormEvent) {
    event.preventDefault()
    const emailKey = validateEmail(email)
    setEmailError(emailKey ? t(emailKey) : null)
    setPasswordError(password ? null : t('validation.passwordRequired'))
    if (emailKey || !password) return
    const answer = await run(() => accountsApi.login(email.trim(), password))
    if (!answer) return
    if ('stage' in answer) {
      goTo('confirm', { email: answer.email, unconfirmed: true })
      return
    }
    if (answer.require2FA) {
      goTo('twoFactor', { email: answer.email, loginTicket: answer.loginTicket })
      return
    }
    await completeSignIn(i18n, answer)
    close()
  }

  return (
    <form className="stack" onSubmit={submit} noValidate>
      <p className="muted">{t('login.dialogDescription')}</p>
      <TextField
        label={t('login.email')}
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={emailError}
        required
      />
      <TextField
        label={t('login.password')}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={passwordError}
        required
      />
      {error ? <Alert tone="error">{error}</Alert> : null}
      <Button type="submit" block busy={busy}>
        {t('login.submit')}
      </Button>
      <PartnerButtons />
      <div className="row dialog-links">
        <Button variant="link" onClick={() => goTo('forgot', { email })}>
          {t('login.forgotPassword')}
        </Button>
        <span className="muted">
          {t('login.noAccount')}{' '}
          <Button variant="link" onClick={() => goTo('signUp', { email })}>
            {t('login.toSignUp')}
          </Button>
        </span>
      </div>
    </form>
  )
}
