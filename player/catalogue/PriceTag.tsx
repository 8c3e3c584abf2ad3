import { useTranslation } from 'react-i18next'
import { useSession } from '../../web/session'
import { priceLabel } from './price'

/** "Free" or "30 credits", in the reader's number format. */
export function PriceTag({ price }: { price: number }) {
  const { t } = useTranslation('player')
  const language = useSession((state) => state.activeLanguage)
  const label = priceLabel(price, language)
  return (
    <span className={`price-tag price-tag-${label.kind}`}>
      {label.kind === 'free'
        ? t('storyCard.free')
        : t('storyCard.price', { price: label.formatted })}
    </span>
  )
}
