import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { accountsApi } from '../../web/session/accounts-api'
import { Alert, Button } from '../../web/ui'
import { validateCode } from '../../web/validation'
import { CodeField } from './CodeField'
import { completeSignIn } from './complete-sign-in'
import { useLoginDialog } from './login-dialog-store'
import { useAction } from './use-action'

/** Second step of a login whose account has two-factor authentication on. */
export function TwoFactorStep() {
  const { t, i18n } = useTranslation('player')
  const { loginTicket, goTo, close } = useLoginDialog()
  const [code, setCode] = useState('')
  const [codeError, setCodeError] = useState<string | null>(null)
  const { busy, error, run } = useAction()

  async function submit(event: FormEvent) {
    event.preventDefault()
    const key = validateCode(code)
    setCodeError(key ? t(key) : null)
    if (key || !loginTicket) return
    const answer = await run(() => accountsApi.verifyLogin(loginTicket, code.trim()))
    if (!answer) return
    await completeSignIn(i18n, answer)
    close()
  }

  return (
    <form className="stack" onSubmit={submit} noValidate>
      <p className="muted">{t('twoFactorLogin.description')}</p>
      <CodeField
        label={t('twoFactorLogin.code')}
        value={code}
        onChange={setCode}
        error={codeError}
      />
      {error ? <Alert tone="error">{error}</Alert> : null}
      <Button type="submit" block busy={busy}>
        {t('twoFactorLogin.submit')}
      </Button>
      <Button variant="link" onClick={() => goTo('login')}>
        {t('common.back')}
      </Button>
    </form>
  )
}
