import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { SignInProvider } from '../../platform/sign-in/contract'
import { Alert, Button } from '../../web/ui'
import { useLoginDialog } from './login-dialog-store'
import { goToProvider, offeredProviders } from './partner-sign-in'
import { useAction } from './use-action'

const LABELS = { google: 'partners.google', apple: 'partners.apple' } as const

/** "Continue with Google / Apple", for the providers the server is configured for only. */
export function PartnerButtons() {
  const { t } = useTranslation('player')
  const [providers, setProviders] = useState<SignInProvider[]>([])
  const partnerError = useLoginDialog((state) => state.partnerError)
  const { busy, error, run } = useAction()

  useEffect(() => {
    let live = true
    offeredProviders().then((answer) => {
      if (live) setProviders(answer.providers)
    })
    return () => {
      live = false
    }
  }, [])
  if (providers.length === 0)
    return partnerError ? <Alert tone="error">{partnerError}</Alert> : null
  return (
    <div className="stack partner-sign-in">
      <p className="muted partner-sign-in-or">{t('partners.or')}</p>
      {partnerError || error ? <Alert tone="error">{partnerError ?? error}</Alert> : null}
      {providers.map((provider) => (
        <Button
          key={provider}
          variant="secondary"
          block
          busy={busy}
          className={`partner-button partner-button-${provider}`}
          onClick={() => run(() => goToProvider(provider))}
        >
          {t(LABELS[provider])}
        </Button>
      ))}
    </div>
  )
}
