import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type {
  AdminRevenueCell,
  RevenueCategory,
  RevenuePeriod,
} from '../../../platform/revenue/contract'
import { useData } from '../../../web/calls'
import { Button, SelectField } from '../../../web/ui'
import { LoadState } from '../../creator/shell/LoadState'
import { BarChart } from './BarChart'
import { DateRangeFields } from './DateRangeFields'
import { moneyApi } from './money-api'
import './money.css'

const DAY_MS = 86_400_000
const utcDay = (time: number) => new Date(time).toISOString().slice(0, 10)
type Measure = 'coins' | 'credits'

const measureOf = (cell: AdminRevenueCell, measure: Measure) =>
  measure === 'coins' ? cell.creatorCoins + cell.platformCoins : cell.credits

/**
 * The platform's revenue over a window of days, by day, week or month: each category's coins
 * (creators' part and the platform's) and credits, drawn as stacked bars and listed in full.
 */
export function RevenuePage() {
  const { t, i18n } = useTranslation('studio')
  const today = Date.now()
  const [draft, setDraft] = useState({
    startDate: utcDay(today - 29 * DAY_MS),
    endDate: utcDay(today),
    period: 'day' as RevenuePeriod,
  })
  const [query, setQuery] = useState(draft)
  const [measure, setMeasure] = useState<Measure>('coins')
  const totals = useData(['admin-revenue', query.startDate, query.endDate, query.period], () =>
    moneyApi.revenueTotals(query),
  )
  const number = (value: number) => value.toLocaleString(i18n.language)
  const categories = totals.data?.categories ?? []
  const label = (category: RevenueCategory) => t(`admin.revCat_${category}`)

  function apply(event: FormEvent) {
    event.preventDefault()
    setQuery(draft)
  }

  return (
    <div className="stack">
      <section className="creator-card stack">
        <form className="admin-inline-form money-range" onSubmit={apply}>
          <DateRangeFields
            from={draft.startDate}
            to={draft.endDate}
            onChange={(range) => setDraft({ ...draft, startDate: range.from, endDate: range.to })}
          />
          <SelectField
            label={t('admin.revPeriod')}
            value={draft.period}
            onChange={(event) =>
              setDraft({ ...draft, period: event.target.value as RevenuePeriod })
            }
            options={(['day', 'week', 'month'] as const).map((value) => ({
              value,
              label: t(`admin.revPeriod_${value}`),
            }))}
          />
          <Button type="submit" variant="secondary">
            {t('admin.revShow')}
          </Button>
        </form>
        <LoadState state={totals} />
      </section>
      {totals.data ? (
        <>
          <section className="creator-card stack" aria-labelledby="revenue-chart">
            <div className="admin-inline-form money-range">
              <h2 id="revenue-chart" className="creator-card-title money-chart-title">
                {t('admin.revChart', { from: totals.data.startDate, to: totals.data.endDate })}
              </h2>
              <div className="money-narrow">
                <SelectField
                  label={t('admin.revMeasure')}
                  value={measure}
                  onChange={(event) => setMeasure(event.target.value as Measure)}
                  options={(['coins', 'credits'] as const).map((value) => ({
                    value,
                    label: t(`admin.revMeasure_${value}`),
                  }))}
                />
              </div>
            </div>
            {totals.data.buckets.every((bucket) =>
              categories.every((category) => measureOf(bucket.categories[category], measure) === 0),
            ) ? (
              <p className="muted">{t('admin.revEmpty')}</p>
            ) : null}
            <BarChart
              label={t('admin.revChartLabel', { measure: t(`admin.revMeasure_${measure}`) })}
              series={categories.map((category) => ({ key: category, label: label(category) }))}
              bars={totals.data.buckets.map((bucket) => ({
                key: bucket.start,
                label: bucket.start,
                values: Object.fromEntries(
                  categories.map((category) => [
                    category,
                    measureOf(bucket.categories[category], measure),
                  ]),
                ),
              }))}
            />
          </section>
          <section className="creator-card stack" aria-labelledby="revenue-figures">
            <h2 id="revenue-figures" className="creator-card-title">
              {t('admin.revFigures')}
            </h2>
            <div className="creator-table-wrap">
              <table className="creator-table admin-table money-figures">
                <thead>
                  <tr>
                    <th scope="col">{t('admin.revCategory')}</th>
                    <th scope="col">{t('admin.revCreatorCoins')}</th>
                    <th scope="col">{t('admin.revPlatformCoins')}</th>
                    <th scope="col">{t('admin.revCredits')}</th>
                    <th scope="col">{t('admin.revCount')}</th>
                  </tr>
                </thead>
                <tbody>
                  {categories.map((category) => {
                    const cell = totals.data?.totals[category]
                    if (!cell) return null
                    return (
                      <tr key={category}>
                        <th scope="row">{label(category)}</th>
                        <td>{number(cell.creatorCoins)}</td>
                        <td>{number(cell.platformCoins)}</td>
                        <td>{number(cell.credits)}</td>
                        <td>{number(cell.count)}</td>
                      </tr>
                    )
                  })}
                </tbody>
              </table>
            </div>
          </section>
        </>
      ) : null}
    </div>
  )
}
