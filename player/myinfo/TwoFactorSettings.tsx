import { type FormEvent, useEffect, useReducer, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { accountsApi } from '../../web/session/accounts-api'
import { Alert, Button } from '../../web/ui'
import { validateCode } from '../../web/validation'
import { CodeField } from '../login/CodeField'
import { offeredProviders } from '../login/partner-sign-in'
import { useAction } from '../login/use-action'
import { initialTwoFactorView, stepTwoFactor } from './two-factor-flow'

export function TwoFactorSettings() {
  const { t } = useTranslation('player')
  const [view, dispatch] = useReducer(stepTwoFactor, initialTwoFactorView)
  const [code, setCode] = useState('')
  const [codeError, setCodeError] = useState<string | null>(null)
  const { busy, error, setError, run } = useAction()
  // An account made through Google or Apple has no password to name.
  const [passwordless, setPasswordless] = useState(false)

  useEffect(() => {
    let current = true
    offeredProviders().then(
      (account) => current && setPasswordless(!account.hasPassword && account.linked.length > 0),
    )
    accountsApi.twoFactorStatus().then(
      (status) => current && dispatch({ type: 'statusLoaded', enabled: status.enabled }),
      () => current && dispatch({ type: 'statusLoaded', enabled: false }),
    )
    return () => {
      current = false
    }
  }, [])

  function resetCode() {
    setCode('')
    setCodeError(null)
    setError(null)
  }

  async function startSetup() {
    resetCode()
    const setup = await run(() => accountsApi.setUpTwoFactor())
    if (setup) dispatch({ type: 'setupStarted', setup })
  }

  async function submitCode(event: FormEvent, action: 'confirm' | 'disable') {
    event.preventDefault()
    const key = validateCode(code)
    setCodeError(key ? t(key) : null)
    if (key) return
    const call =
      action === 'confirm'
        ? () => accountsApi.confirmTwoFactor(code.trim())
        : () => accountsApi.disableTwoFactor(code.trim())
    const answer = await run(call)
    if (!answer) return
    resetCode()
    dispatch({ type: action === 'confirm' ? 'confirmed' : 'disabled' })
  }

  const codeInput = (
    <CodeField label={t('twoFactor.code')} value={code} onChange={setCode} error={codeError} />
  )

  return (
    <section className="card stack" aria-labelledby="two-factor-title">
      <h2 id="two-factor-title">{t('twoFactor.title')}</h2>
      {view.status === 'loading' ? <p className="muted">{t('common.loading')}</p> : null}

      {view.status === 'off' ? (
        <>
          {view.notice ? <Alert tone="success">{t('twoFactor.disabled')}</Alert> : null}
          <p>{t(passwordless ? 'twoFactor.statusOffPartner' : 'twoFactor.statusOff')}</p>
          {error ? <Alert tone="error">{error}</Alert> : null}
          <div>
            <Button busy={busy} onClick={() => void startSetup()}>
              {t('twoFactor.setUp')}
            </Button>
          </div>
        </>
      ) : null}

      {view.status === 'settingUp' ? (
        <form className="stack" onSubmit={(event) => void submitCode(event, 'confirm')} noValidate>
          {view.showSecret ? (
            <div className="field">
              <span className="field-label">{t('twoFactor.secretLabel')}</span>
              <code className="two-factor-secret" data-testid="two-factor-secret">
                {view.setup.secret}
              </code>
            </div>
          ) : (
            <>
              <p>{t('twoFactor.scanQr')}</p>
              <img
                className="two-factor-qr"
                src={view.setup.qrDataUrl}
                alt={t('twoFactor.qrAlt')}
                width={200}
                height={200}
              />
            </>
          )}
          <div>
            <Button variant="link" onClick={() => dispatch({ type: 'secretToggled' })}>
              {view.showSecret ? t('twoFactor.showQr') : t('twoFactor.showSecret')}
            </Button>
          </div>
          <p>{t('twoFactor.enterCode')}</p>
          {codeInput}
          {error ? <Alert tone="error">{error}</Alert> : null}
          <div className="row">
            <Button type="submit" busy={busy}>
              {t('twoFactor.verify')}
            </Button>
            <Button variant="secondary" onClick={() => dispatch({ type: 'setupCancelled' })}>
              {t('common.cancel')}
            </Button>
          </div>
        </form>
      ) : null}

      {view.status === 'on' ? (
        <>
          {view.notice ? <Alert tone="success">{t('twoFactor.success')}</Alert> : null}
          <p>{t('twoFactor.statusOn')}</p>
          {view.disabling ? (
            <form
              className="stack"
              onSubmit={(event) => void submitCode(event, 'disable')}
              noValidate
            >
              <h3>{t('twoFactor.disableTitle')}</h3>
              <p className="muted">{t('twoFactor.disableDescription')}</p>
              {codeInput}
              {error ? <Alert tone="error">{error}</Alert> : null}
              <div className="row">
                <Button type="submit" busy={busy}>
                  {t('twoFactor.disable')}
                </Button>
                <Button
                  variant="secondary"
                  onClick={() => {
                    resetCode()
                    dispatch({ type: 'disableCancelled' })
                  }}
                >
                  {t('common.cancel')}
                </Button>
              </div>
            </form>
          ) : (
            <div>
              <Button
                variant="secondary"
                onClick={() => {
                  resetCode()
                  dispatch({ type: 'disableRequested' })
                }}
              >
                {t('twoFactor.disableTitle')}
              </Button>
            </div>
          )}
        </>
      ) : null}
    </section>
  )
}
