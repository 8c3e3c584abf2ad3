import { useTranslation } from 'react-i18next'
import { useData } from '../../web/calls'
import { api } from '../../web/session'
import { giftCardPoints } from './points'
import './giftcards.css'

/** The buyer's gift cards with their codes; `highlight` marks the one just paid for. */
export function MyGiftCards({ highlight }: { highlight?: string | null }) {
  const { t, i18n } = useTranslation('player')
  const cards = useData(['my-gift-cards', highlight ?? ''], () =>
    api.get('/content/dl-giftcard/mine'),
  )
  const list = cards.data?.giftCards ?? []
  if (list.length === 0) return null
  const locale = i18n.language === 'jp' ? 'ja' : i18n.language
  return (
    <section className="card stack" aria-labelledby="my-gift-cards">
      <h2 id="my-gift-cards">{t('giftCards.mine')}</h2>
      <ul className="my-gift-cards" data-testid="my-gift-cards">
        {list.map((card) => (
          <li
            key={card.paymentOid}
            className={card.paymentOid === highlight ? 'is-new' : undefined}
          >
            <span>
              {t('giftCards.points', {
                points: giftCardPoints(card.itemName).toLocaleString(locale),
              })}
            </span>
            <code className="gift-card-code">{card.code}</code>
            <span className="muted">
              {t('giftCards.validUntil', {
                date: new Date(card.expiresAt).toLocaleDateString(locale, { dateStyle: 'medium' }),
              })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}
