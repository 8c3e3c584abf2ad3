import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { SignInProvider, SignInProvidersResponse } from '../../platform/sign-in/contract'
import { api } from '../../web/session'
import { Alert, Button } from '../../web/ui'
import { useLoginDialog } from '../login/login-dialog-store'
import { goToProvider, offeredProviders, refreshOfferedProviders } from '../login/partner-sign-in'
import { useAction } from '../login/use-action'

const NAMES = { google: 'Google', apple: 'Apple' } as const

/**
 * Links Google or Apple to the signed-in account, so either logs it in from then on, and
 * unlinks one (the server refuses the account's only way to log in, and says why).
 */
export function PartnerLinksPanel() {
  const { t } = useTranslation('player')
  const [offered, setOffered] = useState<SignInProvidersResponse | null>(null)
  const linkedNow = useLoginDialog((state) => state.partnerLinked)
  const refused = useLoginDialog((state) => state.partnerError)
  const [unlinked, setUnlinked] = useState<SignInProvider | null>(null)
  const { busy, error, run } = useAction()

  async function unlink(provider: SignInProvider) {
    const answer = await run(() => api.post('/account/sign-in/unlink', { provider }))
    if (!answer) return
    useLoginDialog.setState({ partnerLinked: null, partnerError: null })
    await refreshOfferedProviders()
    setOffered(answer)
    setUnlinked(provider)
  }

  useEffect(() => {
    let live = true
    offeredProviders().then((answer) => {
      if (live) setOffered(answer)
    })
    return () => {
      live = false
    }
  }, [])
  if (!offered || offered.providers.length === 0) return null
  const linked = new Set([...offered.linked, ...(linkedNow ? [linkedNow] : [])])
  return (
    <section className="card stack" aria-labelledby="partner-links-title">
      <h2 id="partner-links-title">{t('partners.linksTitle')}</h2>
      <p className="muted">{t('partners.linksLead')}</p>
      {linkedNow ? (
        <Alert tone="success">{t('partners.linkedNow', { provider: NAMES[linkedNow] })}</Alert>
      ) : null}
      {unlinked ? (
        <Alert tone="success">{t('partners.unlinkedNow', { provider: NAMES[unlinked] })}</Alert>
      ) : null}
      {refused || error ? <Alert tone="error">{refused ?? error}</Alert> : null}
      <ul className="stack partner-links">
        {offered.providers.map((provider) => (
          <li key={provider} className="row partner-link">
            <strong>{NAMES[provider]}</strong>
            {linked.has(provider) ? (
              <span className="row partner-link-state">
                <span className="muted">{t('partners.linked')}</span>
                <Button
                  variant="secondary"
                  busy={busy}
                  aria-label={t('partners.unlinkLabel', { provider: NAMES[provider] })}
                  onClick={() => void unlink(provider)}
                >
                  {t('partners.unlink')}
                </Button>
              </span>
            ) : (
              <Button
                variant="secondary"
                busy={busy}
                onClick={() => run(() => goToProvider(provider, 'link'))}
              >
                {t('partners.link', { provider: NAMES[provider] })}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}
