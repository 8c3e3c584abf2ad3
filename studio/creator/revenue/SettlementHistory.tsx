import { useTranslation } from 'react-i18next'
import type { Settlement } from '../../../platform/revenue/contract'
import { Button } from '../../../web/ui'
import { MoneyLine } from './MoneyLine'

/** Settlement requests, newest first, each opening its detail. */
export function SettlementHistory({
  settlements,
  onOpen,
}: {
  settlements: Settlement[]
  onOpen?: (oid: string) => void
}) {
  const { t, i18n } = useTranslation('creator')
  const date = new Intl.DateTimeFormat(i18n.language === 'jp' ? 'ja' : i18n.language, {
    dateStyle: 'medium',
    timeZone: 'UTC',
  })
  if (settlements.length === 0) return <p className="muted">{t('creatorRevenue.noSettlements')}</p>
  return (
    <ul className="creator-list" aria-label={t('creatorRevenue.history')}>
      {settlements.map((settlement) => (
        <li key={settlement.oid} className="creator-list-row" data-testid="settlement-row">
          <span className="creator-list-main">
            <span className="creator-list-title">
              {settlement.month} ·{' '}
              <span className={`creator-badge creator-badge-${settlement.status}`}>
                {t(`creatorRevenue.status_${settlement.status}`)}
              </span>
            </span>
            <span className="muted creator-list-meta">
              {t('creatorRevenue.historyLine', {
                coins: settlement.coins.toLocaleString(),
                date: date.format(new Date(settlement.payoutDate)),
              })}{' '}
              · <MoneyLine money={settlement.amount} />
            </span>
          </span>
          {onOpen ? (
            <Button variant="secondary" onClick={() => onOpen(settlement.oid)}>
              {t('creatorRevenue.details')}
            </Button>
          ) : null}
        </li>
      ))}
    </ul>
  )
}
