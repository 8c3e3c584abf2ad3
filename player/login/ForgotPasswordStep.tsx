import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { accountsApi } from '../../web/session/accounts-api'
import { Alert, Button, TextField } from '../../web/ui'
import { validateEmail } from '../../web/validation'
import { useLoginDialog } from './login-dialog-store'
import { useAction } from './use-action'

/** Asks for a reset link; the answer never reveals whether the address has an account. */
export function ForgotPasswordStep() {
  const { t } = useTranslation('player')
  const { email: carriedEmail, goTo } = useLoginDialog()
  const [email, setEmail] = useState(carriedEmail)
  const [emailError, setEmailError] = useState<string | null>(null)
  const [sentTo, setSentTo] = useState<string | null>(null)
  const { busy, error, run } = useAction()

  async function submit(event: FormEvent) {
    event.preventDefault()
    const key = validateEmail(email)
    setEmailError(key ? t(key) : null)
    if (key) return
    const answer = await run(() => accountsApi.requestPasswordReset(email.trim()))
    if (answer) setSentTo(email.trim())
  }

  return (
    <form className="stack" onSubmit={submit} noValidate>
      <p className="muted">{t('forgot.description')}</p>
      <TextField
        label={t('forgot.email')}
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={emailError}
        required
      />
      {error ? <Alert tone="error">{error}</Alert> : null}
      {sentTo ? <Alert tone="success">{t('forgot.sent', { email: sentTo })}</Alert> : null}
      <Button type="submit" block busy={busy}>
        {t('forgot.submit')}
      </Button>
      <Button variant="link" onClick={() => goTo('login', { email })}>
        {t('forgot.backToLogin')}
      </Button>
    </form>
  )
}
