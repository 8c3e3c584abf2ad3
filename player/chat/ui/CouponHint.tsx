import { useTranslation } from 'react-i18next'

/** A guest out of free chats: where a chat coupon is entered, one click away. */
export function CouponHint({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation('chat')
  return (
    <div className="alert alert-info chat-coupon-hint" role="status" data-testid="chat-coupon-hint">
      <span>{t('chat.couponHint')}</span>
      <button type="button" className="button button-secondary" onClick={onOpen}>
        {t('chat.couponHintOpen')}
      </button>
    </div>
  )
}
