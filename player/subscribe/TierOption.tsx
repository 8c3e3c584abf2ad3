import { useTranslation } from 'react-i18next'
import type { Currency } from '../../web/api/payments'
import type { TierView } from '../channel/channel-api'
import { tierText } from '../channel/tier-text'
import { formatMoney } from '../charge/format'
import { isFreeTier, tierPrice } from './tier-price'

/**
 * One tier as a radio choice: icon, name and details in the reader's language, "Your tier"
 * on the viewer's own, and its monthly price with the VAT and fees apart (none until the
 * currency is known).
 */
export function TierOption({
  tier,
  group,
  chosen,
  disabled,
  isCurrent,
  currency,
  language,
  onChoose,
}: {
  tier: TierView
  /** The radio group's name. */
  group: string
  chosen: boolean
  disabled?: boolean
  isCurrent: boolean
  currency: Currency | null
  language: Parameters<typeof formatMoney>[2]
  onChoose(): void
}) {
  const { t } = useTranslation('player')
  const text = tierText(tier, language)
  const free = tier.isFree || isFreeTier(tier)
  const price = currency && !free ? tierPrice(tier, currency) : null
  return (
    <label className="subscribe-tier" data-selected={chosen || undefined}>
      <input
        type="radio"
        name={group}
        value={tier.tierHash}
        checked={chosen}
        disabled={disabled}
        onChange={onChoose}
      />
      {tier.icon ? <img src={tier.icon} alt="" width={32} height={32} /> : null}
      <span className="subscribe-tier-text">
        <strong>{text.name}</strong>
        {text.details ? <span className="muted">{text.details}</span> : null}
        {isCurrent ? <span className="badge">{t('subscribe.yourTier')}</span> : null}
      </span>
      {free ? (
        <span className="subscribe-tier-price">{t('subscribe.free')}</span>
      ) : price ? (
        <span className="subscribe-tier-price">
          <span>
            {t('subscribe.perMonth', { price: formatMoney(price.net, price.currency, language) })}
          </span>
          <span className="muted">
            {t('subscribe.fees', { fees: formatMoney(price.fees, price.currency, language) })}
          </span>
        </span>
      ) : null}
    </label>
  )
}
