import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { TicketVerificationResponse } from '../../platform/live/entry/contract'
import { ApiError } from '../../web/api'
import { useData } from '../../web/calls'
import { errorText } from '../../web/i18n'
import { Link, useLocation } from '../../web/routing'
import { Alert, Button, TextField } from '../../web/ui'
import { rememberChargeReturn } from '../charge/return-path'
import { useLoginDialog } from '../login/login-dialog-store'
import { useLocalizedPath } from '../shell/use-localized-path'
import { liveApi } from './live-api'

/** The play refusals this page answers with a gate rather than an error. */
export const GATE_CODES = new Set([
  'LIVE_LOGIN_REQUIRED',
  'LIVE_TIER_REQUIRED',
  'LIVE_PASSWORD_REQUIRED',
  'LIVE_PASSWORD_INCORRECT',
  'LIVE_PASSWORD_TRIES',
  'LIVE_TICKET_REQUIRED',
])

const SHORT_OF_COINS = new Set(['NOT_ENOUGH_COINS', 'NOT_ENOUGH_BONUS_COINS'])
/** The ticket was re-issued since it was shown: the new one is shown, nothing was charged. */
const TICKET_CHANGED = new Set(['LIVE_TICKET_CHANGED', 'LIVE_TICKET_PRICE_CHANGED'])

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
      {code === 'LIVE_LOGIN_REQUIRED' ? <LoginGate /> : null}
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

function LoginGate() {
  const { t } = useTranslation('live')
  const openLogin = useLoginDialog((state) => state.openAt)
  return (
    <>
      <p>{t('liveGate.loginText')}</p>
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

function TicketGate({ creatorOid, onEntered }: { creatorOid: string; onEntered: () => void }) {
  const { t } = useTranslation('live')
  const localized = useLocalizedPath()
  const { pathname } = useLocation()
  const sold = useData<TicketVerificationResponse>([creatorOid], () =>
    liveApi.ticketVerification(creatorOid),
  )
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<unknown>(null)
  const ticket = sold.data?.ticket ?? null
  const price = ticket?.price ?? null
  const buy = async () => {
    if (!ticket) return
    setPending(true)
    setError(null)
    try {
      await liveApi.ticketing(creatorOid, { ticketOid: ticket.ticketOid, price: ticket.price })
      onEntered()
    } catch (failure) {
      setError(failure)
      if (ApiError.isInstance(failure) && TICKET_CHANGED.has(failure.code)) sold.reload()
    } finally {
      setPending(false)
    }
  }
  const short = ApiError.isInstance(error) && SHORT_OF_COINS.has(error.code)
  return (
    <>
      <p>{t('liveGate.ticketText')}</p>
      {price !== null ? (
        <p className="live-gate-price">{t('liveGate.ticketPrice', { count: price })}</p>
      ) : null}
      <div>
        <Button onClick={() => void buy()} busy={pending} disabled={price === null}>
          {pending ? t('liveGate.buying') : t('liveGate.buy')}
        </Button>
      </div>
      {error ? (
        <Alert tone="error">
          {short ? t('liveGate.notEnoughCoins') : errorText(t, error)}{' '}
          {short ? (
            <Link href={localized('/charge')} onClick={() => rememberChargeReturn(pathname)}>
              {t('liveGate.charge')}
            </Link>
          ) : null}
        </Alert>
      ) : null}
    </>
  )
}
