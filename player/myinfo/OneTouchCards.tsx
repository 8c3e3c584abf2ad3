import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../web/api/api-error'
import type { OneTouchCard } from '../../web/api/one-touch'
import { useData } from '../../web/calls'
import { errorText } from '../../web/i18n'
import { navigate } from '../../web/routing'
import { useSession } from '../../web/session'
import { Alert, Button } from '../../web/ui'
import { Dialog } from '../../web/ui/overlays'
import { formatDateTime } from '../charge/format'
import { rememberChargeReturn } from '../charge/return-path'
import { paymentsApi } from '../charge/use-charge-data'
import { useLocalizedPath } from '../shell/use-localized-path'
import { OneTouchPay } from './OneTouchPay'
import { oneTouchApi } from './one-touch-store'
import './one-touch.css'

type Notice = { tone: 'success' | 'info' | 'error'; text: string } | null

/**
 * My Info → Wallet: the one-touch cards. Register one (the sandbox's test card, landing on
 * /charge/registrationok), buy coins with it without leaving the page (one idempotency key
 * per purchase, so a retry is the same payment), or delete it.
 */
export function OneTouchCards({ onPaid }: { onPaid?: () => void }) {
  const { t } = useTranslation('player')
  const language = useSession((state) => state.activeLanguage)
  const localized = useLocalizedPath()
  const [round, setRound] = useState(0)
  const cards = useData([round], () => oneTouchApi.cards())
  const offers = useData([language], () => paymentsApi.packages())
  const [registering, setRegistering] = useState(false)
  const [notice, setNotice] = useState<Notice>(null)
  const [removing, setRemoving] = useState<OneTouchCard | null>(null)
  const list = cards.data?.cards ?? []

  async function register() {
    setRegistering(true)
    setNotice(null)
    rememberChargeReturn(localized('/myinfo?tab=wallet'))
    try {
      const answer = await oneTouchApi.register()
      if (answer.status === 'registered') {
        navigate(localized(`/charge/registrationok?cardOid=${answer.cardOid}`))
        return
      }
      setNotice({ tone: 'info', text: t('oneTouch.registerPending') })
    } catch (error) {
      const reason = error instanceof ApiError ? error.code : 'NETWORK_ERROR'
      navigate(localized(`/charge/registrationfail?reason=${encodeURIComponent(reason)}`))
    } finally {
      setRegistering(false)
    }
  }

  async function remove(card: OneTouchCard) {
    try {
      await oneTouchApi.remove(card.oid)
      setNotice({ tone: 'info', text: t('oneTouch.deleted') })
    } catch (error) {
      setNotice({ tone: 'error', text: errorText(t, error, { scope: 'payments' }) })
    }
    setRemoving(null)
    setRound((value) => value + 1)
  }

  return (
    <section className="card stack one-touch" aria-labelledby="one-touch-title">
      <h2 id="one-touch-title">{t('oneTouch.title')}</h2>
      <p className="muted">{t('oneTouch.lead')}</p>
      {offers.data?.currency === 'KRW' ? <Alert tone="info">{t('oneTouch.krw')}</Alert> : null}
      {/* The checkout's own words on which purchases keep a card, as the sandbox says them. */}
      {cards.data && list.length === 0 ? <p className="muted">{t('wallet.cardsEmpty')}</p> : null}
      {list.length > 0 ? (
        <ul className="one-touch-cards" data-testid="one-touch-cards">
          {list.map((card) => (
            <li key={card.oid}>
              <span className="one-touch-card-label">{card.label}</span>
              {card.selected ? (
                <span className="badge badge-success">{t('oneTouch.default')}</span>
              ) : null}
              <span className="muted one-touch-card-date">
                {t('oneTouch.added', { date: formatDateTime(card.createdAt, language) })}
              </span>
              <Button variant="secondary" onClick={() => setRemoving(card)}>
                {t('oneTouch.delete')}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      <div>
        <Button
          variant={list.length ? 'secondary' : 'primary'}
          busy={registering}
          onClick={register}
        >
          {registering ? t('oneTouch.registering') : t('oneTouch.register')}
        </Button>
      </div>
      {list.length > 0 ? (
        <OneTouchPay cards={list} preferred={offers.data?.currency} onPaid={() => onPaid?.()} />
      ) : null}
      <Dialog
        open={removing !== null}
        onOpenChange={(open) => (open ? null : setRemoving(null))}
        title={t('oneTouch.deleteTitle')}
        description={t('oneTouch.deleteText', { card: removing?.label ?? '' })}
        closeLabel={t('oneTouch.close')}
      >
        <div className="row one-touch-dialog-actions">
          <Button variant="secondary" onClick={() => setRemoving(null)}>
            {t('oneTouch.cancel')}
          </Button>
          <Button onClick={() => removing && remove(removing)}>
            {t('oneTouch.deleteConfirm')}
          </Button>
        </div>
      </Dialog>
    </section>
  )
}
