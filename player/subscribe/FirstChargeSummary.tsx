import { useTranslation } from 'react-i18next'
import type { Currency } from '../../web/api/payments'
import { formatMoney } from '../charge/format'
import type { FirstChargeQuote } from './tier-price'

/** Today's charge (the days left of this month) and the next one on the 1st, before paying. */
export function FirstChargeSummary({
  quote,
  currency,
  language,
}: {
  quote: FirstChargeQuote
  currency: Currency
  language: Parameters<typeof formatMoney>[2]
}) {
  const { t } = useTranslation('player')
  const partial = quote.days < quote.monthDays
  const date = quote.nextChargeAt.toLocaleDateString(language === 'jp' ? 'ja' : language, {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  })
  return (
    <dl className="subscribe-charges" data-testid="subscribe-charges">
      <div>
        <dt>{t('subscribe.todayCharge')}</dt>
        <dd>
          <strong>{formatMoney(quote.today.total, currency, language)}</strong>{' '}
          <span className="muted">
            {partial
              ? t('subscribe.todayDays', { days: quote.days, monthDays: quote.monthDays })
              : t('subscribe.todayMonth')}
          </span>
        </dd>
      </div>
      <div>
        <dt>{t('subscribe.nextCharge')}</dt>
        <dd>
          <strong>{formatMoney(quote.next.total, currency, language)}</strong>{' '}
          <span className="muted">{t('subscribe.nextChargeOn', { date })}</span>
        </dd>
      </div>
    </dl>
  )
}
