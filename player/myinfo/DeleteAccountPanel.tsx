import { type FormEvent, useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { UnregisterStatusResponse } from '../../platform/accounts/contract'
import type { SignInProvidersResponse } from '../../platform/sign-in/contract'
import { accountsApi } from '../../web/session/accounts-api'
import { Alert, Button, TextField } from '../../web/ui'
import { Dialog } from '../../web/ui/overlays'
import { useLoginDialog } from '../login/login-dialog-store'
import { goToProvider, offeredProviders } from '../login/partner-sign-in'
import { useAction } from '../login/use-action'
import { signOut } from '../shell/sign-out'
import { deletionDate, SURVEY_MINIMUM, surveyProblem } from './delete-account'
import './myinfo.css'

/**
 * My Info → Security: deleting the account. The survey (more than 20 characters) and the
 * password, a confirmation naming the date 14 days out, then the scheduled date and a way out.
 * An account made through Google or Apple has no password: it confirms with that provider
 * first (a fresh login there), and the server accepts the deletion for the next minutes.
 */
export function DeleteAccountPanel() {
  const { t, i18n } = useTranslation('player')
  const surveyId = useId()
  const [survey, setSurvey] = useState('')
  const [password, setPassword] = useState('')
  const [fieldError, setFieldError] = useState<string | null>(null)
  const [asking, setAsking] = useState(false)
  const [scheduled, setScheduled] = useState<UnregisterStatusResponse | null>(null)
  const { busy, error, run } = useAction()
  const language = i18n.language
  const [account, setAccount] = useState<SignInProvidersResponse | null>(null)
  const reauthenticatedNow = useLoginDialog((state) => state.partnerReauthenticated)

  useEffect(() => {
    let live = true
    // Asked afresh: a re-authentication just finished changes the answer.
    void reauthenticatedNow
    offeredProviders().then((answer) => {
      if (live) setAccount(answer)
    })
    return () => {
      live = false
    }
  }, [reauthenticatedNow])
  const passwordless = account !== null && !account.hasPassword && account.linked.length > 0
  const reauthenticated = !!reauthenticatedNow || !!account?.reauthenticatedUntil

  function ask(event: FormEvent) {
    event.preventDefault()
    const problem = surveyProblem(survey)
    setFieldError(problem ? t(`deleteAccount.${problem}`, { count: SURVEY_MINIMUM }) : null)
    if (!problem) setAsking(true)
  }

  async function confirm() {
    const answer = await run(() =>
      accountsApi.requestUnregister(
        passwordless ? { survey: survey.trim() } : { survey: survey.trim(), password },
      ),
    )
    setAsking(false)
    if (!answer) return
    // The session's copy of the account is refreshed at the next start, when the shell's
    // confirm popup asks again; this page says what happened now.
    setScheduled(answer)
  }

  if (scheduled?.confirmUnregister) {
    return (
      <section className="card stack delete-account" aria-labelledby="delete-account-title">
        <h2 id="delete-account-title">{t('deleteAccount.title')}</h2>
        <Alert tone="info">
          {t('deleteAccount.scheduled', {
            date: deletionDate(scheduled.confirmUnregister, language),
          })}
        </Alert>
        <div>
          <Button onClick={() => void signOut()}>{t('deleteAccount.logOut')}</Button>
        </div>
      </section>
    )
  }

  return (
    <section className="card stack delete-account" aria-labelledby="delete-account-title">
      <h2 id="delete-account-title">{t('deleteAccount.title')}</h2>
      <p className="muted">{t('deleteAccount.lead')}</p>
      <form className="stack" onSubmit={ask} noValidate>
        <div className="field">
          <label className="field-label" htmlFor={surveyId}>
            {t('deleteAccount.survey')}
          </label>
          <textarea
            id={surveyId}
            className="field-input delete-account-survey"
            rows={4}
            maxLength={5000}
            value={survey}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={`${surveyId}-hint`}
            onChange={(event) => setSurvey(event.target.value)}
          />
          <span id={`${surveyId}-hint`} className={fieldError ? 'field-error' : 'field-hint'}>
            {fieldError ??
              t('deleteAccount.surveyHint', {
                count: SURVEY_MINIMUM,
                length: survey.trim().length,
              })}
          </span>
        </div>
        {passwordless ? (
          <PartnerReauth
            linked={account.linked}
            done={reauthenticated ? (reauthenticatedNow ?? account.linked[0] ?? null) : null}
          />
        ) : (
          <TextField
            label={t('deleteAccount.password')}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        )}
        {error ? <Alert tone="error">{error}</Alert> : null}
        <div>
          <Button
            type="submit"
            variant="secondary"
            className="button-danger"
            disabled={passwordless && !reauthenticated}
          >
            {t('deleteAccount.submit')}
          </Button>
        </div>
      </form>
      <Dialog
        open={asking}
        onOpenChange={(open) => !open && !busy && setAsking(false)}
        title={t('deleteAccount.confirmTitle')}
        description={t('deleteAccount.confirmBody', {
          date: deletionDate(new Date(Date.now() + 14 * 86_400_000).toISOString(), language),
        })}
        closeLabel={t('deleteAccount.keep')}
      >
        <div className="dialog-actions">
          <Button variant="secondary" onClick={() => setAsking(false)} disabled={busy}>
            {t('deleteAccount.keep')}
          </Button>
          <Button className="button-danger" onClick={confirm} disabled={busy}>
            {t('deleteAccount.confirm')}
          </Button>
        </div>
      </Dialog>
    </section>
  )
}

const NAMES = { google: 'Google', apple: 'Apple' } as const

/** A passwordless account's stand-in for the password: a fresh login at its provider. */
function PartnerReauth({
  linked,
  done,
}: {
  linked: SignInProvidersResponse['linked']
  done: SignInProvidersResponse['linked'][number] | null
}) {
  const { t } = useTranslation('player')
  const { busy, error, run } = useAction()
  if (done)
    return <Alert tone="success">{t('deleteAccount.reauthDone', { provider: NAMES[done] })}</Alert>
  return (
    <div className="stack">
      <p className="muted">
        {t('deleteAccount.reauthLead', { provider: linked.map((p) => NAMES[p]).join(' / ') })}
      </p>
      <div className="row">
        {linked.map((provider) => (
          <Button
            key={provider}
            variant="secondary"
            busy={busy}
            onClick={() => run(() => goToProvider(provider, 'reauth'))}
          >
            {t('deleteAccount.reauth', { provider: NAMES[provider] })}
          </Button>
        ))}
      </div>
      {error ? <Alert tone="error">{error}</Alert> : null}
    </div>
  )
}
