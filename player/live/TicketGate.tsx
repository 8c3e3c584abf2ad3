import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { TicketVerificationResponse } from '../../platform/live/entry/contract'
import { ApiError } from '../../web/api'
import { useData } from '../../web/calls'
import { errorText } from '../../web/i18n'
import { Link, useLocation } from '../../web/routing'
import { Alert, Button } from '../../web/ui'
import { rememberChargeReturn } from '../charge/return-path'
import { paymentsApi } from '../charge/use-charge-data'
import { useLocalizedPath } from '../shell/use-localized-path'
import { liveApi } from './live-api'

const SHORT_OF_COINS = new Set(['NOT_ENOUGH_COINS', 'NOT_ENOUGH_BONUS_COINS'])
/** The ticket was re-issued since it was shown: the new one is shown, nothing was charged. */
const TICKET_CHANGED = new Set(['LIVE_TICKET_CHANGED', 'LIVE_TICKET_PRICE_CHANGED'])

/** What the live is: its thumbnail, title and streamer, so a viewer knows what a ticket buys. */
export function LiveGateCard({ creatorOid }: { creatorOid: string }) {
  const { t } = useTranslation('live')
  const card = useData([creatorOid], () => liveApi.stream(creatorOid))
  // A thumbnail that cannot load leaves its frame, not a broken-image icon.
  const [broken, setBroken] = useState(false)
  const stream = card.data?.stream ?? null
  if (!stream) return null
  return (
    <div className="live-gate-card" data-testid="live-gate-card">
      {stream.thumbnailUrl && !broken ? (
        <img
          src={stream.thumbnailUrl}
          alt=""
          width={160}
          height={90}
          loading="lazy"
          onError={() => setBroken(true)}
        />
      ) : (
        <span className="live-gate-card-frame" aria-hidden="true" />
      )}
      <div>
        {stream.title ? <p className="live-gate-card-title">{stream.title}</p> : null}
        <p className="muted">{t('liveGate.streamer', { name: stream.creatorNickname })}</p>
      </div>
    </div>
  )
}

/** The ticket a guest would buy: its price, with the sign-in the gate offers beside it. */
export function GuestTicketPrice({ creatorOid }: { creatorOid: string }) {
  const { t } = useTranslation('live')
  const sold = useData([creatorOid], () => liveApi.ticketVerification(creatorOid))
  const ticket = sold.data?.isValid ? sold.data.ticket : null
  if (!ticket) return null
  return (
    <p className="live-gate-guest" data-testid="live-gate-guest-price">
      {t('liveGate.guestTicket', { price: t('liveGate.ticketPrice', { count: ticket.price }) })}
    </p>
  )
}

/**
 * The ticket gate: the price and the viewer's coins, and a confirmation naming the price
 * before anything is spent; short of coins, the way to charge instead.
 */
export function TicketGate({
  creatorOid,
  onEntered,
}: {
  creatorOid: string
  onEntered: () => void
}) {
  const { t } = useTranslation('live')
  const localized = useLocalizedPath()
  const { pathname } = useLocation()
  const sold = useData<TicketVerificationResponse>([creatorOid], () =>
    liveApi.ticketVerification(creatorOid),
  )
  const wallet = useData([creatorOid], () => paymentsApi.balances())
  const [confirming, setConfirming] = useState(false)
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<unknown>(null)
  const [short, setShort] = useState(false)
  const ticket = sold.data?.ticket ?? null
  const price = ticket?.price ?? null
  const balances = wallet.data?.balances ?? null
  const spendable = balances
    ? balances.coins + (ticket?.allowBonus ? balances.bonusCoins : 0)
    : null
  const coins = (count: number) => t('liveGate.ticketPrice', { count })

  const ask = () => {
    setError(null)
    if (price !== null && spendable !== null && spendable < price) {
      setShort(true)
      return
    }
    setConfirming(true)
  }
  const buy = async () => {
    if (!ticket) return
    setPending(true)
    setError(null)
    try {
      await liveApi.ticketing(creatorOid, { ticketOid: ticket.ticketOid, price: ticket.price })
      onEntered()
    } catch (failure) {
      setError(failure)
      setConfirming(false)
      if (ApiError.isInstance(failure) && SHORT_OF_COINS.has(failure.code)) setShort(true)
      if (ApiError.isInstance(failure) && TICKET_CHANGED.has(failure.code)) sold.reload()
      wallet.reload()
    } finally {
      setPending(false)
    }
  }
  return (
    <>
      <LiveGateCard creatorOid={creatorOid} />
      <p>{t('liveGate.ticketText')}</p>
      {price !== null ? (
        <dl className="live-gate-ticket">
          <div>
            <dt>{t('liveGate.priceLabel')}</dt>
            <dd className="live-gate-price">{coins(price)}</dd>
          </div>
          {balances ? (
            <div>
              <dt>{t('liveGate.balanceLabel')}</dt>
              <dd data-testid="live-gate-balance">{coins(balances.coins)}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      {confirming && price !== null ? (
        <fieldset className="live-gate-confirm" data-testid="live-gate-confirm">
          <legend className="visually-hidden">{t('liveGate.confirmTitle')}</legend>
          <p>
            {spendable !== null
              ? t('liveGate.confirmText', {
                  price: coins(price),
                  left: coins(Math.max(0, (balances?.coins ?? 0) - price)),
                })
              : t('liveGate.confirmTextNoBalance', { price: coins(price) })}
          </p>
          <div className="live-gate-actions">
            <Button onClick={() => void buy()} busy={pending}>
              {pending ? t('liveGate.buying') : t('liveGate.confirmPay', { price: coins(price) })}
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(false)} disabled={pending}>
              {t('liveGate.cancel')}
            </Button>
          </div>
        </fieldset>
      ) : (
        <div>
          <Button onClick={ask} disabled={price === null}>
            {t('liveGate.buy')}
          </Button>
        </div>
      )}
      {short || error ? (
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
