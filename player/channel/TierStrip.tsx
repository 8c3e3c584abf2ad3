import { useTranslation } from 'react-i18next'
import { useSession } from '../../web/session'
import { Button } from '../../web/ui'
import { formatMoney } from '../charge/format'
import { currencyForLanguage, isFreeTier, tierPrice } from '../subscribe/tier-price'
import type { PublicChannelView } from './channel-api'
import { tierText } from './tier-text'

/** The channel's tiers on its Home tab, lowest first, each with its own Subscribe. */
export function TierStrip({
  channel,
  onSubscribe,
}: {
  channel: PublicChannelView
  onSubscribe: (tierHash?: string) => void
}) {
  const { t } = useTranslation('player')
  const language = useSession((state) => state.activeLanguage)
  const currency = currencyForLanguage(language)
  const tiers = [...channel.tiers].sort((a, b) => a.position - b.position)
  const current = channel.mySubscription?.tierHash
  return (
    <section className="stack" aria-labelledby="channel-tiers">
      <h2 id="channel-tiers">{t('channel.tiers')}</h2>
      <ul className="channel-tiers">
        {tiers.map((tier) => {
          const free = tier.isFree || isFreeTier(tier)
          const text = tierText(tier, language)
          return (
            <li key={tier.tierHash} className="card channel-tier">
              <div className="channel-tier-head">
                {tier.icon ? <img src={tier.icon} alt="" width={32} height={32} /> : null}
                <h3>{text.name}</h3>
              </div>
              {text.details ? <p className="muted channel-tier-details">{text.details}</p> : null}
              <p className="channel-tier-price">
                {free
                  ? t('subscribe.free')
                  : t('subscribe.perMonth', {
                      price: formatMoney(tierPrice(tier, currency).net, currency, language),
                    })}
              </p>
              {channel.isMine ? null : current === tier.tierHash ? (
                <span className="badge badge-success">{t('subscribe.yourTier')}</span>
              ) : (
                <Button variant="secondary" onClick={() => onSubscribe(tier.tierHash)}>
                  {t('channel.subscribe')}
                </Button>
              )}
            </li>
          )
        })}
      </ul>
      {tiers.some((tier) => !(tier.isFree || isFreeTier(tier))) ? (
        <p className="muted channel-vat">{t('subscribe.vatNote')}</p>
      ) : null}
    </section>
  )
}
