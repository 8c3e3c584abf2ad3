import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../web/api'
import { errorText } from '../../web/i18n'
import { Link } from '../../web/routing'
import { Button, TextField } from '../../web/ui'
import { useLoginDialog } from '../login/login-dialog-store'
import { useLocalizedPath } from '../shell/use-localized-path'
import { GuestTicketPrice, LiveGateCard, TicketGate } from './TicketGate'

/** The play refusals this page answers with a gate rather than an error. */
export const GATE_CODES = new Set([
  'LIVE_LOGIN_REQUIRED',
  'LIVE_TIER_REQUIRED',
  'LIVE_PASSWORD_REQUIRED',
  'LIVE_PASSWORD_INCORRECT',
  'LIVE_PASSWORD_TRIES',
  'LIVE_TICKET_REQUIRED',
])

export function isGate(error: unknown): error is ApiError {
  return ApiError.isInstance(error) && GATE_CODES.has(error.code)
}

/**
 * The locked stage (spec §8 'The page is locked') with the way in the refusal names: sign
 * in, subscribe to an allowed tier, the password, or the ticket (bought with coins).
 */
export function LiveGate({
  refusal,
  creatorOid,
  customUrl,
  onKey,
  onEntered,
}: {
  refusal: ApiError
  creatorOid: string
  customUrl: string | null
  onKey: (key: string) => void
  onEntered: () => void
}) {
  const { t } = useTranslation('live')
  const code = refusal.code
  const title =
    code === 'LIVE_LOGIN_REQUIRED'
      ? t('liveGate.loginTitle')
      : code === 'LIVE_TIER_REQUIRED'
        ? t('liveGate.tierTitle')
        : code === 'LIVE_TICKET_REQUIRED'
          ? t('liveGate.ticketTitle')
          : t('liveGate.passwordTitle')
  return (
    <section className="live-gate" aria-labelledby="live-gate-title" data-gate={code}>
      <p className="live-gate-lock">
        <svg aria-hidden="true" width="14" height="14" viewBox="0 0 24 24" fill="none">
          <rect x="5" y="11" width="14" height="10" rx="2" stroke="currentColor" strokeWidth="2" />
          <path d="M8 11V8a4 4 0 0 1 8 0v3" stroke="currentColor" strokeWidth="2" />
        </svg>
        {t('liveGate.locked')}
      </p>
      <h2 id="live-gate-title">{title}</h2>
      {code === 'LIVE_LOGIN_REQUIRED' ? <LoginGate creatorOid={creatorOid} /> : null}
      {code === 'LIVE_TIER_REQUIRED' ? (
        <TierGate creatorOid={creatorOid} customUrl={customUrl} />
      ) : null}
      {code.startsWith('LIVE_PASSWORD') ? <PasswordGate refusal={refusal} onKey={onKey} /> : null}
      {code === 'LIVE_TICKET_REQUIRED' ? (
        <TicketGate creatorOid={creatorOid} onEntered={onEntered} />
      ) : null}
    </section>
  )
}

function LoginGate({ creatorOid }: { creatorOid: string }) {
  const { t } = useTranslation('live')
  const openLogin = useLoginDialog((state) => state.openAt)
  return (
    <>
      <LiveGateCard creatorOid={creatorOid} />
      <p>{t('liveGate.loginText')}</p>
      <GuestTicketPrice creatorOid={creatorOid} />
      <div>
        <Button onClick={() => openLogin('login', window.location.pathname)}>
          {t('liveGate.login')}
        </Button>
      </div>
    </>
  )
}

function TierGate({ creatorOid, customUrl }: { creatorOid: string; customUrl: string | null }) {
  const { t } = useTranslation('live')
  const localized = useLocalizedPath()
  return (
    <>
      <p>{t('liveGate.tierText')}</p>
      <div>
        <Link className="button button-primary" href={localized(`/c/${customUrl ?? creatorOid}`)}>
          {t('liveGate.subscribe')}
        </Link>
      </div>
    </>
  )
}

function PasswordGate({ refusal, onKey }: { refusal: ApiError; onKey: (key: string) => void }) {
  const { t } = useTranslation('live')
  const [password, setPassword] = useState('')
  const shown = refusal.code === 'LIVE_PASSWORD_REQUIRED' ? null : errorText(t, refusal)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (password) onKey(password)
  }
  return (
    <form className="live-gate-form" onSubmit={submit}>
      <TextField
        label={t('liveGate.passwordLabel')}
        type="password"
        autoComplete="off"
        maxLength={64}
        value={password}
        error={shown}
        onChange={(event) => setPassword(event.target.value)}
      />
      <div>
        <Button type="submit" disabled={!password}>
          {t('liveGate.passwordSubmit')}
        </Button>
      </div>
    </form>
  )
}
