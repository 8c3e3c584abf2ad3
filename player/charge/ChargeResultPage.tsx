import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import type { PaymentView } from '../../web/api/payments'
import { errorText } from '../../web/i18n'
import { Link, useLocation } from '../../web/routing'
import { useSession } from '../../web/session'
import { Alert, Button } from '../../web/ui'
import { MyGiftCards } from '../giftcards/MyGiftCards'
import { useLoginDialog } from '../login/login-dialog-store'
import { useLocalizedPath } from '../shell/use-localized-path'
import './charge.css'
import { useData } from '../../web/calls'
import { formatCount } from './format'
import { PaymentHistory } from './PaymentHistory'
import { chargeReturnLabel, chargeReturnPath } from './return-path'
import { paymentsApi } from './use-charge-data'

/**
 * Where a checkout lands: /charge/success or /charge/fail with `paymentOid`. The page
 * reads the payment's real status (never trusts the address alone), confirms a
 * KakaoPay return that carries a `pg_token`, and shows the balance and recent purchases.
 */
function ChargeResultPage({ landing }: { landing: 'success' | 'fail' }) {
  const { t } = useTranslation('player')
  const { search } = useLocation()
  const localized = useLocalizedPath()
  const signedIn = useSession((state) => !!state.token)
  const language = useSession((state) => state.activeLanguage)
  const openLogin = useLoginDialog((state) => state.openAt)
  const query = new URLSearchParams(search)
  const paymentOid = query.get('paymentOid')
  const pgToken = query.get('pg_token')
  const reason = query.get('reason')
  const returnTo = chargeReturnPath()

  const payment = useData<PaymentView | null>([signedIn, paymentOid, pgToken], async () => {
    if (!signedIn || !paymentOid) return null
    const current = await paymentsApi.payment(paymentOid)
    if (current.status === 'pending' && current.provider === 'kakaopay' && pgToken) {
      return paymentsApi.confirmOnetime(paymentOid, pgToken)
    }
    // Card payments come back before Stripe's webhook may have: ask Stripe directly.
    // Crediting stays once per payment whichever of the two arrives first.
    if (current.status === 'pending' && current.provider === 'stripe') {
      return paymentsApi.confirm(paymentOid).catch(() => current)
    }
    return current
  })
  const status = payment.data?.status
  const balance = useData([signedIn, status], () =>
    signedIn ? paymentsApi.balances() : Promise.resolve(null),
  )
  const history = useData([signedIn, status], () =>
    signedIn ? paymentsApi.history() : Promise.resolve(null),
  )

  // A provider may report a moment later than the redirect: look again while pending.
  const { reload } = payment
  const polls = useRef(0)
  useEffect(() => {
    if (status !== 'pending' || polls.current >= 20) return
    const timer = setTimeout(() => {
      polls.current += 1
      reload()
    }, 1500)
    return () => clearTimeout(timer)
  }, [status, reload])

  if (!signedIn) {
    return (
      <div className="page page-narrow stack">
        <h1>{t(landing === 'success' ? 'chargeResult.successTitle' : 'chargeResult.failTitle')}</h1>
        <div>
          <Button onClick={() => openLogin('login')}>{t('header.logIn')}</Button>
        </div>
      </div>
    )
  }

  const paid = status === 'paid'
  const cancelled = status === 'cancelled' || (status === 'failed' && reason === 'cancelled')
  const failed = status === 'failed' && !cancelled
  const title = paid
    ? t('chargeResult.successTitle')
    : status === 'pending' || (status === undefined && landing === 'success')
      ? t('chargeResult.pendingTitle')
      : t('chargeResult.failTitle')

  return (
    <div className="page stack">
      <h1>{title}</h1>
      {payment.error ? (
        <Alert tone="error">{errorText(t, payment.error, { scope: 'payments' })}</Alert>
      ) : null}
      {!paymentOid ? <Alert tone="error">{t('chargeResult.missing')}</Alert> : null}
      {paid && payment.data?.kind === 'giftcard' ? (
        <>
          <Alert tone="success">{t('giftCards.issued')}</Alert>
          <MyGiftCards highlight={payment.data.paymentOid} />
        </>
      ) : paid && payment.data ? (
        <Alert tone="success">
          {t('chargeResult.successText', { coins: formatCount(payment.data.coins, language) })}
        </Alert>
      ) : null}
      {status === 'pending' ? <Alert tone="info">{t('chargeResult.pendingText')}</Alert> : null}
      {failed ? <Alert tone="error">{t('chargeResult.failText')}</Alert> : null}
      {cancelled ? <Alert tone="info">{t('chargeResult.cancelledText')}</Alert> : null}
      {balance.data && payment.data?.kind !== 'giftcard' ? (
        <p className="charge-balance" data-testid="coin-balance">
          {t('chargeResult.balance')}: {formatCount(balance.data.balances.coins, language)}
        </p>
      ) : null}
      {history.data ? <PaymentHistory items={history.data.items} /> : null}
      <p className="row">
        {returnTo ? (
          <Link href={returnTo} className="button button-primary" data-testid="charge-back-to-chat">
            {t(chargeReturnLabel(returnTo))}
          </Link>
        ) : null}
        <Link href={localized('/charge')} className="button button-secondary">
          {paid ? t('chargeResult.again') : t('chargeResult.retry')}
        </Link>
      </p>
    </div>
  )
}

export function ChargeSuccessPage() {
  return <ChargeResultPage landing="success" />
}

export function ChargeFailPage() {
  return <ChargeResultPage landing="fail" />
}
