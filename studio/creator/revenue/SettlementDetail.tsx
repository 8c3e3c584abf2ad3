import { useTranslation } from 'react-i18next'
import { useData } from '../../../web/calls'
import { api } from '../../../web/session'
import { Button } from '../../../web/ui'
import { LoadState } from '../shell/LoadState'
import { CategoryTable } from './CategoryTable'
import { MoneyLine } from './MoneyLine'

/** One settlement: month, status, exchange rate and payout date, revenue by category. */
export function SettlementDetail({ oid, onClose }: { oid: string; onClose: () => void }) {
  const { t, i18n } = useTranslation('creator')
  const detail = useData(oid, () => api.get('/revenue/settlements/:oid', { oid }))
  const date = new Intl.DateTimeFormat(i18n.language === 'jp' ? 'ja' : i18n.language, {
    dateStyle: 'medium',
    timeZone: 'UTC',
  })
  const settlement = detail.data?.settlement
  return (
    <section
      className="creator-card stack"
      aria-labelledby="settlement-detail"
      data-testid="settlement-detail"
    >
      <div className="creator-card-head">
        <h2 id="settlement-detail">
          {t('creatorRevenue.detailTitle', { month: settlement?.month ?? '' })}
        </h2>
        <Button variant="link" onClick={onClose}>
          {t('common.close')}
        </Button>
      </div>
      <LoadState state={detail} />
      {settlement && detail.data ? (
        <>
          <dl className="creator-facts">
            <dt>{t('creatorRevenue.status')}</dt>
            <dd>{t(`creatorRevenue.status_${settlement.status}`)}</dd>
            <dt>{t('creatorRevenue.coins')}</dt>
            <dd>{settlement.coins.toLocaleString()}</dd>
            <dt>{t('creatorRevenue.amount')}</dt>
            <dd>
              <MoneyLine money={settlement.amount} />
            </dd>
            <dt>{t('creatorRevenue.exchangeRate')}</dt>
            <dd>
              {t('creatorRevenue.rateLine', {
                rate: settlement.exchangeRate,
                currency: settlement.currency,
                date: date.format(new Date(settlement.exchangeRateDate)),
              })}
            </dd>
            <dt>{t('creatorRevenue.payoutDate')}</dt>
            <dd>{date.format(new Date(settlement.payoutDate))}</dd>
          </dl>
          <CategoryTable categories={detail.data.categories} />
        </>
      ) : null}
    </section>
  )
}
