import { useTranslation } from 'react-i18next'
import type { ReconciliationReport } from '../../../platform/payments/reconcile/contract'
import { formatMoney } from './money-format'
import { VERDICT_ORDER } from './settle-coins'

/** Totals per provider and currency: what each side holds and how many rows of each verdict. */
export function ReconciliationTotals({ report }: { report: ReconciliationReport }) {
  const { t, i18n } = useTranslation('studio')
  const money = (amount: number, currency: string) =>
    currency ? formatMoney(amount, currency, i18n.language) : '—'
  return (
    <section className="creator-card stack" aria-labelledby="calc-totals">
      <h2 id="calc-totals" className="creator-card-title money-chart-title">
        {t('admin.calcTotals', { from: report.from, to: report.to })}
      </h2>
      <div className="creator-table-wrap">
        <table className="creator-table admin-table money-figures money-verdicts">
          <thead>
            <tr>
              <th scope="col">{t('admin.calcProvider')}</th>
              <th scope="col">{t('admin.calcOurs')}</th>
              <th scope="col">{t('admin.calcTheirs')}</th>
              {VERDICT_ORDER.map((verdict) => (
                <th scope="col" key={verdict}>
                  {t(`admin.calcVerdict_${verdict}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {report.totals.map((total) => (
              <tr key={`${total.provider}-${total.currency}`}>
                <th scope="row">
                  {total.provider} {total.currency}
                  <br />
                  <span className="muted">{t(`admin.calcMode_${total.mode}`)}</span>
                </th>
                <td>{money(total.ours, total.currency)}</td>
                <td>{money(total.theirs, total.currency)}</td>
                {VERDICT_ORDER.map((verdict) => (
                  <td key={verdict}>{total.counts[verdict].toLocaleString(i18n.language)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}
