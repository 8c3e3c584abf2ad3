import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { GiftCardItemView } from '../../platform/payments/contract'
import { useData } from '../../web/calls'
import { api, useSession } from '../../web/session'
import { Alert, Button } from '../../web/ui'
import { Dialog } from '../../web/ui/overlays'
import { useLoginDialog } from '../login/login-dialog-store'
import { useAction } from '../login/use-action'
import { giftCardPoints } from './points'
import './giftcards.css'

/**
 * The spec's gift-card points popup (at most 800 px wide): the partner shop's five cards, one
 * chosen, then Buy, which opens the payment page. Unavailable cards cannot be chosen; a
 * visitor is asked to log in first.
 */
export default function GiftCardDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('player')
  const signedIn = useSession((state) => !!state.token)
  const openLogin = useLoginDialog((state) => state.openAt)
  const items = useData('gift-cards', () => api.get('/content/dl-giftcard'))
  const [chosen, setChosen] = useState<string | null>(null)
  const [leaving, setLeaving] = useState(false)
  const { busy, error, run } = useAction({ scope: 'payments' })

  async function buy() {
    if (!chosen) return
    const started = await run(() => api.post('/content/dl-giftcard', { itemName: chosen }))
    if (!started?.redirectUrl) return
    // The popup closes and the payment page opens (the spec's external payment page).
    setLeaving(true)
    onClose()
    window.location.assign(started.redirectUrl)
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('giftCards.title')}
      description={t('giftCards.lead')}
      closeLabel={t('giftCards.close')}
    >
      <div className="gift-card-dialog" data-testid="gift-card-dialog">
        {items.result.state === 'failed' ? (
          <Alert tone="error">{t('giftCards.loadFailed')}</Alert>
        ) : null}
        <ul className="gift-card-items" aria-label={t('giftCards.title')}>
          {(items.data ?? []).map((item) => (
            <GiftCardItem
              key={item.itemName}
              item={item}
              chosen={chosen === item.itemName}
              onChoose={() => setChosen(item.itemName)}
            />
          ))}
        </ul>
        <p className="muted gift-card-terms">{t('giftCards.terms')}</p>
        {error ? <Alert tone="error">{error}</Alert> : null}
        <div className="dialog-actions">
          {signedIn ? (
            <Button onClick={() => void buy()} disabled={!chosen || busy || leaving}>
              {t('giftCards.buy')}
            </Button>
          ) : (
            <Button
              onClick={() => {
                onClose()
                openLogin('login')
              }}
            >
              {t('giftCards.logInToBuy')}
            </Button>
          )}
        </div>
      </div>
    </Dialog>
  )
}

function GiftCardItem({
  item,
  chosen,
  onChoose,
}: {
  item: GiftCardItemView
  chosen: boolean
  onChoose: () => void
}) {
  const { t, i18n } = useTranslation('player')
  const points = giftCardPoints(item.itemName).toLocaleString(
    i18n.language === 'jp' ? 'ja' : i18n.language,
  )
  return (
    <li>
      <button
        type="button"
        className="gift-card-item"
        aria-pressed={chosen}
        disabled={!item.available}
        onClick={onChoose}
      >
        <span className="gift-card-points">{t('giftCards.points', { points })}</span>
        <span className="muted gift-card-state">
          {item.available ? t('giftCards.available') : t('giftCards.unavailable')}
        </span>
      </button>
    </li>
  )
}
