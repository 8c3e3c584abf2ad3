import { useTranslation } from 'react-i18next'
import type { MoneyBreakdown } from '../../../platform/revenue/contract'
import { formatMoney } from '../rules'

/** Coins valued in a currency with the 10% VAT/fees shown apart, as the spec asks. */
export function MoneyLine({ money }: { money: MoneyBreakdown }) {
  const { t, i18n } = useTranslation('creator')
  const locale = i18n.language === 'jp' ? 'ja' : i18n.language
  const format = (amount: number) => formatMoney(amount, money.currency, locale)
  return (
    <span className="creator-money">
      {t('creatorRevenue.moneyLine', {
        gross: format(money.gross),
        fee: format(money.fee),
        net: format(money.net),
      })}
    </span>
  )
}
