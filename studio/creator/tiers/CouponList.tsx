import { useTranslation } from 'react-i18next'
import type { TierView } from '../../../platform/channels/contract'
import { Button } from '../../../web/ui'
import type { TierCoupon } from '../api'

/** The creator's coupons with their tier, price and expiry; each can be deleted. */
export function CouponList({
  coupons,
  tiers,
  onDelete,
}: {
  coupons: TierCoupon[]
  tiers: TierView[]
  onDelete: (coupon: TierCoupon) => void
}) {
  const { t, i18n } = useTranslation('creator')
  if (coupons.length === 0) return <p className="muted">{t('creatorCoupons.empty')}</p>
  const date = new Intl.DateTimeFormat(i18n.language === 'jp' ? 'ja' : i18n.language, {
    dateStyle: 'medium',
    timeZone: 'UTC',
  })
  const tierName = (hash: string) => tiers.find((tier) => tier.tierHash === hash)?.name ?? hash
  return (
    <ul className="creator-list" aria-label={t('creatorCoupons.listLabel')}>
      {coupons.map((coupon) => (
        <li key={coupon.oid} className="creator-list-row">
          <span className="creator-list-main">
            <code className="creator-list-title">{coupon.code}</code>
            <span className="muted creator-list-meta">
              {t('creatorCoupons.line', {
                tier: tierName(coupon.tier),
                price: coupon.price,
                date: date.format(new Date(coupon.expiryDate)),
              })}
              {coupon.owner ? ` · ${t('creatorCoupons.used')}` : ''}
            </span>
          </span>
          <Button variant="secondary" onClick={() => onDelete(coupon)}>
            {t('creatorCoupons.delete')}
          </Button>
        </li>
      ))}
    </ul>
  )
}
