import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../web/api/api-error'
import type { OneTouchCard } from '../../web/api/one-touch'
import type { Currency, PaymentView } from '../../web/api/payments'
import { useData } from '../../web/calls'
import { errorText } from '../../web/i18n'
import { useSession } from '../../web/session'
import { Alert, Button, SelectField } from '../../web/ui'
import { formatCount, formatMoney } from '../charge/format'
import { paymentsApi } from '../charge/use-charge-data'
import {
  type Attempt,
  attemptFor,
  closesAttempt,
  ONE_TOUCH_CURRENCIES,
  ONE_TOUCH_PACKAGES,
  oneTouchCurrency,
} from './one-touch-flow'
import { oneTouchApi } from './one-touch-store'

type Notice = { tone: 'success' | 'info' | 'error'; text: string } | null

/** A pending payment is read again a few times while its provider confirms. */
const POLLS = 10
const POLL_MS = 1500

/**
 * Buying coins with a one-touch card, in place: one idempotency key per purchase, sent
 * again until a final answer, so a retry after a lost answer is the same payment.
 */
export function OneTouchPay({
  cards,
  preferred,
  onPaid,
}: {
  cards: OneTouchCard[]
  preferred: Currency | undefined
  onPaid: () => void
}) {
  const { t } = useTranslation('player')
  const language = useSession((state) => state.activeLanguage)
  const [cardOid, setCardOid] = useState<string | null>(null)
  const [coins, setCoins] = useState<number>(ONE_TOUCH_PACKAGES[0])
  const [chosen, setChosen] = useState<Currency | null>(null)
  const [paying, setPaying] = useState(false)
  const [notice, setNotice] = useState<Notice>(null)
  // The unfinished purchase: its key is sent again until a final answer.
  const open = useRef<Attempt | null>(null)
  const currency = chosen ?? oneTouchCurrency(preferred)
  const card = cards.find((item) => item.oid === cardOid) ?? cards[0]
  const offers = useData([currency, language], () => paymentsApi.packages(currency))
  const offer = offers.data?.packages.find((item) => item.coins === coins)

  function settle(payment: PaymentView) {
    if (payment.status === 'paid') {
      setNotice({
        tone: 'success',
        text: t('oneTouch.paid', {
          coins: formatCount(payment.coins, language),
          amount: formatMoney(payment.amount, payment.currency, language),
        }),
      })
      onPaid()
    } else if (payment.status === 'pending') {
      setNotice({ tone: 'info', text: t('oneTouch.pending') })
    } else {
      setNotice({ tone: 'error', text: t('oneTouch.failed') })
    }
  }

  /** A pending payment (the same key in flight elsewhere, or a bank's check): read it again. */
  async function follow(payment: PaymentView): Promise<PaymentView> {
    let current = payment
    for (let poll = 0; poll < POLLS && current.status === 'pending'; poll++) {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS))
      current = await paymentsApi.payment(current.paymentOid)
    }
    return current
  }

  async function pay() {
    if (!card) return
    const attempt = attemptFor(open.current, { cardOid: card.oid, coins, currency }, () =>
      crypto.randomUUID(),
    )
    open.current = attempt
    setPaying(true)
    setNotice(null)
    try {
      const answer = await oneTouchApi.confirm({
        cardOid: attempt.cardOid,
        coins: attempt.coins,
        currency: attempt.currency,
        idempotencyKey: attempt.key,
      })
      const final = await follow(answer)
      if (closesAttempt(final)) open.current = null
      settle(final)
    } catch (error) {
      const status = error instanceof ApiError ? error.status : 0
      if (closesAttempt({ error: { status } })) open.current = null
      const known = error instanceof ApiError && status < 500 && status !== 429
      setNotice({
        tone: 'error',
        text: known ? errorText(t, error, { scope: 'payments' }) : t('oneTouch.failed'),
      })
    } finally {
      setPaying(false)
    }
  }

  return (
    <div className="stack one-touch-pay">
      <h3>{t('oneTouch.payTitle')}</h3>
      <div className="one-touch-fields">
        {cards.length > 1 ? (
          <SelectField
            label={t('oneTouch.card')}
            value={card?.oid ?? ''}
            onChange={(event) => setCardOid(event.target.value)}
            options={cards.map((item) => ({ value: item.oid, label: item.label }))}
          />
        ) : null}
        <SelectField
          label={t('oneTouch.package')}
          value={String(coins)}
          onChange={(event) => setCoins(Number(event.target.value))}
          options={ONE_TOUCH_PACKAGES.map((value) => ({
            value: String(value),
            label: t('oneTouch.packageOption', { coins: formatCount(value, language) }),
          }))}
        />
        <SelectField
          label={t('oneTouch.currency')}
          value={currency}
          onChange={(event) => setChosen(event.target.value as Currency)}
          options={ONE_TOUCH_CURRENCIES.map((value) => ({ value, label: value }))}
        />
      </div>
      {offer?.oneTouch ? (
        <p className="one-touch-price" data-testid="one-touch-price">
          <strong>
            {t('charge.buyerPrice', {
              price: formatMoney(offer.oneTouch.amount, currency, language),
            })}
          </strong>{' '}
          <span className="muted">
            {t('oneTouch.price', { price: formatMoney(offer.net, currency, language) })}
          </span>
        </p>
      ) : null}
      {notice ? (
        <div data-testid="one-touch-result">
          <Alert tone={notice.tone}>{notice.text}</Alert>
        </div>
      ) : null}
      <div>
        <Button busy={paying} onClick={pay} data-testid="one-touch-pay">
          {paying ? t('oneTouch.paying') : t('oneTouch.pay')}
        </Button>
      </div>
    </div>
  )
}
