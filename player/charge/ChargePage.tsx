import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { CoinPackageOffer, Currency, PaymentMethod } from '../../web/api/payments'
import { errorText } from '../../web/i18n'
import { Link } from '../../web/routing'
import { useSession } from '../../web/session'
import { Alert, Button, SelectField } from '../../web/ui'
import { GiftCardButton } from '../giftcards/GiftCardButton'
import { useLoginDialog } from '../login/login-dialog-store'
import { useAction } from '../login/use-action'
import './charge.css'
import { useData } from '../../web/calls'
import { formatCount, formatMoney } from './format'
import { chargeReturnLabel, chargeReturnPath } from './return-path'
import { paymentsApi } from './use-charge-data'

/** /charge: coin packages with buyer prices in the visitor's currency; Buy opens the checkout. */
export function ChargePage() {
  const { t } = useTranslation('player')
  const signedIn = useSession((state) => !!state.token)
  const language = useSession((state) => state.activeLanguage)
  const openLogin = useLoginDialog((state) => state.openAt)
  const [currency, setCurrency] = useState<Currency | null>(null)
  const [redirecting, setRedirecting] = useState(false)
  const { busy, error, run } = useAction({ scope: 'payments' })
  const offers = useData([currency, language], () => paymentsApi.packages(currency ?? undefined))
  const balance = useData([signedIn], () =>
    signedIn ? paymentsApi.balances() : Promise.resolve(null),
  )

  if (!signedIn) {
    return (
      <div className="page page-narrow stack">
        <h1>{t('charge.title')}</h1>
        <p>{t('charge.signedOut')}</p>
        <div className="row">
          <Button onClick={() => openLogin('login')}>{t('header.logIn')}</Button>
          <GiftCardButton variant="secondary" />
        </div>
      </div>
    )
  }

  const data = offers.data
  const returnTo = chargeReturnPath()
  const method: PaymentMethod | null = data?.defaultMethod ?? null

  async function buy(offer: CoinPackageOffer) {
    if (!data || !method) return
    const started = await run(() =>
      paymentsApi.startCharge({ coins: offer.coins, currency: data.currency, method }),
    )
    if (started?.redirectUrl) {
      setRedirecting(true)
      window.location.assign(started.redirectUrl)
    }
  }

  return (
    <div className="page stack">
      {returnTo ? (
        <Link href={returnTo} className="back-link">
          ← {t(chargeReturnLabel(returnTo))}
        </Link>
      ) : null}
      <h1>{t('charge.title')}</h1>
      <p>{t('charge.lead')}</p>
      <div>
        <GiftCardButton variant="secondary" />
      </div>
      {balance.data ? (
        <p className="charge-balance" data-testid="coin-balance">
          {t('charge.balance')}: {formatCount(balance.data.balances.coins, language)}
        </p>
      ) : null}
      {offers.error ? (
        <Alert tone="error">{errorText(t, offers.error, { scope: 'payments' })}</Alert>
      ) : null}
      {error ? <Alert tone="error">{error}</Alert> : null}
      {redirecting ? <Alert tone="info">{t('charge.redirecting')}</Alert> : null}
      {data ? (
        <>
          <div className="page-narrow">
            <SelectField
              label={t('charge.currency')}
              value={data.currency}
              options={data.currencies.map((code) => ({ value: code, label: code }))}
              onChange={(event) => setCurrency(event.target.value as Currency)}
            />
          </div>
          {method ? null : <Alert tone="info">{t('charge.noMethods')}</Alert>}
          <ul className="charge-packages" aria-label={t('charge.packagesLabel')}>
            {data.packages.map((offer) => {
              const price = method ? offer.prices[method] : undefined
              const priceText = price ? formatMoney(price.amount, data.currency, language) : ''
              const coinsText = formatCount(offer.coins, language)
              return (
                <li key={offer.coins} className="card charge-package">
                  <p className="charge-package-coins">
                    {t('charge.packageCoins', { coins: coinsText })}
                  </p>
                  <p className="charge-package-net">
                    {t('charge.netPrice', {
                      price: formatMoney(offer.net, data.currency, language),
                    })}
                  </p>
                  {price ? (
                    <p className="charge-package-price">
                      {t('charge.buyerPrice', { price: priceText })}
                    </p>
                  ) : null}
                  <Button
                    className="charge-package-buy"
                    onClick={() => buy(offer)}
                    busy={busy || redirecting}
                    disabled={!price}
                    aria-label={t('charge.buyLabel', { coins: coinsText, price: priceText })}
                  >
                    {t('charge.buy')}
                  </Button>
                </li>
              )
            })}
          </ul>
          <p className="charge-note">{t('charge.vatNote')}</p>
          {method === 'sandbox' ? <p className="charge-note">{t('charge.sandboxNote')}</p> : null}
        </>
      ) : null}
    </div>
  )
}
