import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from '../../web/routing'
import { accountsApi } from '../../web/session/accounts-api'
import { Alert, Button, TextField } from '../../web/ui'
import { validatePassword, validatePasswordRepeat } from '../../web/validation'
import { useLoginDialog } from '../login/login-dialog-store'
import { useAction } from '../login/use-action'
import { Logo } from '../shell/Logo'
import { useLocalizedPath } from '../shell/use-localized-path'

/** `/pwreset?token=…` from the reset mail; the spec shows it without the navbar. */
export function PasswordResetPage() {
  const { t } = useTranslation('player')
  const localized = useLocalizedPath()
  const { search } = useLocation()
  const token = new URLSearchParams(search).get('token')
  const [password, setPassword] = useState('')
  const [repeat, setRepeat] = useState('')
  const [errors, setErrors] = useState<{ password?: string; repeat?: string }>({})
  const [done, setDone] = useState(false)
  const [expired, setExpired] = useState(false)
  const { busy, error, run } = useAction()
  const openLogin = useLoginDialog((state) => state.openAt)

  async function submit(event: FormEvent) {
    event.preventDefault()
    const passwordKey = validatePassword(password)
    const repeatKey = validatePasswordRepeat(password, repeat)
    setErrors({
      password: passwordKey ? t(passwordKey) : undefined,
      repeat: repeatKey ? t(repeatKey) : undefined,
    })
    if (passwordKey || repeatKey || !token) return
    const answer = await run(async () => {
      try {
        return await accountsApi.finalizePasswordReset({ token, password, passwordRepeat: repeat })
      } catch (failure) {
        const code = (failure as { code?: string }).code
        setExpired(code === 'RESET_LINK_EXPIRED' || code === 'RESET_LINK_INVALID')
        throw failure
      }
    })
    if (answer) setDone(true)
  }

  return (
    <div className="page page-narrow stack bare-page">
      <Link href={localized('/')}>
        <Logo />
        <span className="visually-hidden">{t('header.home')}</span>
      </Link>
      <h1>{t('passwordReset.title')}</h1>
      {!token ? (
        <Alert tone="error">{t('passwordReset.missingToken')}</Alert>
      ) : done ? (
        <>
          <Alert tone="success">{t('passwordReset.done')}</Alert>
          <Link className="button button-primary" href={localized('/')}>
            {t('passwordReset.toHome')}
          </Link>
        </>
      ) : (
        <form className="stack card" onSubmit={submit} noValidate>
          <p className="muted">{t('passwordReset.description')}</p>
          <TextField
            label={t('passwordReset.password')}
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            hint={t('signUp.passwordHint')}
            error={errors.password}
            required
          />
          <TextField
            label={t('passwordReset.passwordRepeat')}
            type="password"
            autoComplete="new-password"
            value={repeat}
            onChange={(event) => setRepeat(event.target.value)}
            error={errors.repeat}
            required
          />
          {error ? <Alert tone="error">{error}</Alert> : null}
          <Button type="submit" block busy={busy}>
            {t('passwordReset.submit')}
          </Button>
        </form>
      )}
      {!token || expired ? (
        <Button variant="secondary" onClick={() => openLogin('forgot')}>
          {t('passwordReset.requestNew')}
        </Button>
      ) : null}
    </div>
  )
}
