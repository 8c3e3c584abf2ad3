import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import { useData } from '../../web/calls'
import { Link } from '../../web/routing'
import { useSession } from '../../web/session'
import { formatCount, formatDateTime } from '../charge/format'
import { PaymentHistory } from '../charge/PaymentHistory'
import { forgetChargeReturn } from '../charge/return-path'
import { paymentsApi } from '../charge/use-charge-data'
import { useLocalizedPath } from '../shell/use-localized-path'
import { CheckInCard } from './CheckInCard'
import './myinfo.css'
import { useCheckIn, walletApi } from './check-in-store'
import { OneTouchCards } from './OneTouchCards'

/** My Info → Wallet: balances, the daily check-in, movements, coin purchases, one-touch cards. */
export function WalletPanel() {
  const { t } = useTranslation('player')
  const language = useSession((state) => state.activeLanguage)
  const localized = useLocalizedPath()
  const checkedIn = useCheckIn((state) => state.status?.checkedInToday ?? false)
  const balances = useData([checkedIn], () => paymentsApi.balances())
  const history = useData([checkedIn], () => walletApi.history())
  const purchases = useData([], () => paymentsApi.history())
  const amounts = balances.data?.balances
  const stats = [
    ['coins', amounts?.coins],
    ['bonusCoins', amounts?.bonusCoins],
    ['credits', amounts?.credits],
    ['bonusCredits', amounts?.bonusCredits],
  ] as const

  return (
    <div className="stack wallet">
      <section className="wallet-balances" aria-label={t('wallet.tab')}>
        {stats.map(([key, value]) => (
          <div key={key} className="card wallet-stat" data-testid={`wallet-${key}`}>
            <span className="wallet-stat-label">{t(`wallet.${key}`)}</span>
            <span className="wallet-stat-value">
              {value === undefined ? '…' : formatCount(value, language)}
            </span>
            <span className="wallet-stat-hint">{t(`wallet.${key}Hint`)}</span>
          </div>
        ))}
        <Link
          className="button button-primary wallet-buy"
          href={localized('/charge')}
          onClick={forgetChargeReturn}
        >
          {t('wallet.buyCoins')}
        </Link>
      </section>
      <CheckInCard />
      <section className="card stack" aria-labelledby="wallet-history-title">
        <h2 id="wallet-history-title">{t('wallet.history')}</h2>
        {history.data?.events.length ? (
          <ul className="wallet-history" data-testid="wallet-history">
            {history.data.events.slice(0, 20).map((event) => (
              <li key={event.oid}>
                <span className="wallet-history-type">{event.type.replaceAll('_', ' ')}</span>
                <span className="muted">{formatDateTime(event.createTime, language)}</span>
                <span className="wallet-history-change">{changeText(event.changes, t)}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">{history.data ? t('wallet.historyEmpty') : t('wallet.loading')}</p>
        )}
      </section>
      {purchases.data ? <PaymentHistory items={purchases.data.items} /> : null}
      <OneTouchCards
        onPaid={() => {
          balances.reload()
          history.reload()
          purchases.reload()
        }}
      />
    </div>
  )
}

type Translate = TFunction<'player'>

/** "+50 bonus credits, −10 credits": each unit that moved, signed. */
function changeText(
  changes: { coins: number; bonusCoins: number; credits: number; bonusCredits: number },
  t: Translate,
): string {
  const parts = (['coins', 'bonusCoins', 'credits', 'bonusCredits'] as const)
    .filter((key) => changes[key] !== 0)
    .map((key) => `${changes[key] > 0 ? '+' : '−'}${Math.abs(changes[key])} ${t(`wallet.${key}`)}`)
  return parts.join(', ')
}
