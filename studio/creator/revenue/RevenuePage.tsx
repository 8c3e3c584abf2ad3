import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { RevenueSummaryResponse } from '../../../platform/revenue/contract'
import { useAction, useData } from '../../../web/calls'
import { api, useSession } from '../../../web/session'
import { Alert, Button } from '../../../web/ui'
import { Chart } from '../charts/Chart'
import type { ChartData } from '../charts/series'
import { payoutsPath } from '../creator-paths'
import { CreatorLayout } from '../shell/CreatorLayout'
import { LoadState } from '../shell/LoadState'
import { CategoryTable } from './CategoryTable'
import { MoneyLine } from './MoneyLine'
import { SettlementDetail } from './SettlementDetail'
import { SettlementHistory } from './SettlementHistory'

/**
 * Revenue management: earnings not yet settled (valued with VAT/fees apart), this year's
 * revenue by month and category, the settlement request (25th to month end, once a month,
 * above the minimum) and the history with each settlement's detail.
 */
export function RevenuePage() {
  const { t } = useTranslation('creator')
  const creatorOid = useSession((state) => state.user?.oid ?? '')
  const year = new Date().getUTCFullYear()
  const summary = useData(`summary:${creatorOid}`, () =>
    api.get('/revenue/summary', { creatorOid }),
  )
  const monthly = useData(`monthly:${creatorOid}:${year}`, () =>
    api.get('/revenue/monthly', { creatorOid, year }),
  )
  const history = useData(`history:${creatorOid}`, () =>
    api.get('/revenue/settlements', { creatorOid }),
  )
  const [open, setOpen] = useState<string | null>(null)

  const chart = useMemo((): ChartData | null => {
    const months = monthly.data?.months ?? []
    if (months.length === 0) return null
    return {
      x: months.map((_, index) => index),
      categories: months.map((month) => month.month.slice(5)),
      series: [
        {
          label: t('creatorRevenue.coins'),
          values: months.map((month) => month.coins),
          color: '#7c5cff',
        },
      ],
    }
  }, [monthly.data, t])

  return (
    <CreatorLayout
      section="revenue"
      title={t('creatorRevenue.title')}
      lead={t('creatorRevenue.lead')}
    >
      <LoadState state={summary} />
      {summary.data ? (
        <SettlementCard
          summary={summary.data}
          onRequested={() => {
            summary.reload()
            history.reload()
          }}
        />
      ) : null}
      <section className="creator-card stack" aria-labelledby="revenue-monthly">
        <h2 id="revenue-monthly">{t('creatorRevenue.monthlyTitle', { year })}</h2>
        <LoadState state={monthly} />
        {chart ? <Chart title={t('creatorRevenue.monthlyChart')} data={chart} kind="bars" /> : null}
        {summary.data ? (
          <>
            <h3>{t('creatorRevenue.thisMonth', { month: summary.data.thisMonth.month })}</h3>
            <CategoryTable categories={summary.data.thisMonth.categories} />
          </>
        ) : null}
      </section>
      <section className="creator-card stack" aria-labelledby="revenue-history">
        <div className="creator-card-head">
          <h2 id="revenue-history">{t('creatorRevenue.history')}</h2>
          <a className="button button-secondary" href={payoutsPath(creatorOid, 'show')}>
            {t('creatorRevenue.payoutAccount')}
          </a>
        </div>
        <LoadState state={history} />
        {history.data ? (
          <SettlementHistory settlements={history.data.settlements} onOpen={setOpen} />
        ) : null}
      </section>
      {open ? <SettlementDetail oid={open} onClose={() => setOpen(null)} /> : null}
    </CreatorLayout>
  )
}

function SettlementCard({
  summary,
  onRequested,
}: {
  summary: RevenueSummaryResponse
  onRequested: () => void
}) {
  const { t, i18n } = useTranslation('creator')
  const { outcome, busy, act } = useAction()
  const { eligibility } = summary
  const date = new Intl.DateTimeFormat(i18n.language === 'jp' ? 'ja' : i18n.language, {
    dateStyle: 'medium',
    timeZone: 'UTC',
  })

  async function request() {
    const requested = await act(
      () => api.post('/revenue/settlement', { creatorOid: summary.creatorOid }),
      ({ settlement }) =>
        t('creatorRevenue.requested', { date: date.format(new Date(settlement.payoutDate)) }),
    )
    if (requested) onRequested()
  }

  return (
    <section
      className="creator-card stack"
      aria-labelledby="revenue-available"
      data-testid="settlement-card"
    >
      <h2 id="revenue-available">{t('creatorRevenue.available')}</h2>
      <p className="creator-big-number">
        {t('creatorRevenue.coinsValue', { coins: summary.availableCoins.toLocaleString() })}
      </p>
      <p>
        <MoneyLine money={summary.value} />
      </p>
      <p className="field-hint">{t('creatorRevenue.coinPrice')}</p>
      <p className="field-hint">{t('creatorRevenue.currencyNote')}</p>
      <p className="muted">
        {t('creatorRevenue.window', {
          start: date.format(new Date(eligibility.windowStart)),
          minimum: eligibility.minimumCoins.toLocaleString(),
        })}
      </p>
      {!eligibility.allowed && eligibility.reason ? (
        <Alert tone="info">
          {t(`creatorRevenue.reason_${eligibility.reason}`)}{' '}
          {eligibility.reason === 'no-payout-account' ? (
            <a href={payoutsPath(summary.creatorOid, 'edit')}>
              {t('creatorRevenue.payoutAccount')}
            </a>
          ) : null}
        </Alert>
      ) : null}
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      <div className="creator-actions creator-actions-start">
        <Button busy={busy} disabled={!eligibility.allowed} onClick={() => void request()}>
          {t('creatorRevenue.request')}
        </Button>
      </div>
    </section>
  )
}
