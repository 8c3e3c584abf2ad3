import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import type { AdultVerificationState } from '../../platform/adult-verification/contract'
import { useData } from '../../web/calls'
import { navigate, useLocation } from '../../web/routing'
import { useSession } from '../../web/session'
import { Alert, Button } from '../../web/ui'
import { adultVerificationApi, YotiVerifyButton } from './YotiVerifyButton'
import { yotiSessionOf } from './yoti-session'

const TONE: Record<AdultVerificationState, 'success' | 'error' | 'info'> = {
  unverified: 'info',
  sent: 'info',
  verified: 'success',
  not_adult: 'error',
}

function StateLine({ state }: { state: AdultVerificationState }) {
  const { t } = useTranslation('player')
  return (
    <div data-testid="adult-verification-state" data-state={state}>
      <Alert tone={TONE[state]}>{t(`adultVerification.state_${state}`)}</Alert>
    </div>
  )
}

/** `register/adultverify`: the user's verification state and the way to Yoti. */
export function AdultVerifyPage() {
  const { t } = useTranslation('player')
  const signedIn = useSession((state) => !!state.token)
  const status = useData(signedIn ? 'yoti-status' : null, () => adultVerificationApi.status())
  return (
    <div className="page page-narrow stack">
      <h1>{t('adultVerification.title')}</h1>
      <p className="muted">{t('adultVerification.lead')}</p>
      {!signedIn ? <p>{t('adultVerification.signedOut')}</p> : null}
      {status.data ? <StateLine state={status.data.state} /> : null}
      {signedIn ? <YotiVerifyButton /> : null}
    </div>
  )
}

/** `/yoti-callback`: back from Yoti, the session's result (verified, not adult, or still open). */
export function YotiCallbackPage() {
  const { t } = useTranslation('player')
  const { search } = useLocation()
  const signedIn = useSession((state) => !!state.token)
  const sessionId = yotiSessionOf(search)
  const result = useData(signedIn && sessionId ? ['yoti-result', sessionId] : null, () =>
    adultVerificationApi.result(sessionId ?? ''),
  )
  const verified = result.data?.isUserAdult === true
  // The session's copy of the account learns the new flag without a reload.
  useEffect(() => {
    const { user, setUser } = useSession.getState()
    if (verified && user && !user.isUserAdult) setUser({ ...user, isUserAdult: true })
  }, [verified])
  return (
    <div className="page page-narrow stack">
      <h1>{t('adultVerification.callbackTitle')}</h1>
      {!signedIn ? <p>{t('adultVerification.signedOut')}</p> : null}
      {result.data ? <StateLine state={result.data.state} /> : null}
      {!sessionId && signedIn ? <StateLine state="unverified" /> : null}
      <div className="row">
        {result.data?.state === 'sent' ? (
          <Button variant="secondary" onClick={result.reload}>
            {t('adultVerification.check')}
          </Button>
        ) : null}
        <Button onClick={() => navigate('/')}>{t('adultVerification.continue')}</Button>
      </div>
    </div>
  )
}
