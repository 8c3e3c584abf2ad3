import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../web/ui'
import './giftcards.css'

const GiftCardDialog = lazy(() => import('./GiftCardDialog'))

/** Opens the gift-card points popup; its code loads on the first click. */
export function GiftCardButton({ variant = 'link' }: { variant?: 'link' | 'secondary' }) {
  const { t } = useTranslation('player')
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button variant={variant} className="gift-card-button" onClick={() => setOpen(true)}>
        {t('giftCards.open')}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <GiftCardDialog onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  )
}
