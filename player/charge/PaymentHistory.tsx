import { useTranslation } from 'react-i18next'
import type { Currency, PaymentHistoryItem } from '../../web/api/payments'
import { useSession } from '../../web/session'
import { formatCount, formatDateTime, formatMoney } from './format'

/** The latest coin purchases (the wallet's payment history, first page). */
export function PaymentHistory({ items }: { items: PaymentHistoryItem[] }) {
  const { t } = useTranslation('player')
  const language = useSession((state) => state.activeLanguage)
  return (
    <section className="card stack" aria-labelledby="charge-history-title">
      <h2 id="charge-history-title">{t('chargeResult.historyTitle')}</h2>
      {items.length === 0 ? (
        <p className="charge-note">{t('chargeResult.historyEmpty')}</p>
      ) : (
        <table className="charge-history" data-testid="payment-history">
          <thead>
            <tr>
              <th scope="col">{t('chargeResult.historyDate')}</th>
              <th scope="col" className="charge-number">
                {t('chargeResult.historyCoins')}
              </th>
              <th scope="col" className="charge-number">
                {t('chargeResult.historyPaid')}
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => {
              const amount = item.metadata.amount
              const currency = item.metadata.currency
              return (
                <tr key={item.oid}>
                  <td>{formatDateTime(item.createTime, language)}</td>
                  <td className="charge-number">{formatCount(item.coins, language)}</td>
                  <td className="charge-number">
                    {typeof amount === 'number' && typeof currency === 'string'
                      ? formatMoney(amount, currency as Currency, language)
                      : '—'}
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      )}
    </section>
  )
}
