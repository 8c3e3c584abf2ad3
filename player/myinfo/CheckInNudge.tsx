import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button, GiftIcon } from '../../web/ui'
import { useCheckIn } from './check-in-store'
import './myinfo.css'

const DISMISSED_KEY = 'taleloom.checkin.later'
const today = () => new Date().toISOString().slice(0, 10)

/**
 * A signed-in player who has not checked in today is offered it once a day, wherever they
 * are: a new account has no credits, and the check-in's bonus lets them chat at once.
 */
export default function CheckInNudge() {
  const { t } = useTranslation('player')
  const { status, busy, claimed, load, claim } = useCheckIn()
  const [later, setLater] = useState(() => localStorage.getItem(DISMISSED_KEY) === today())
  const [thanks, setThanks] = useState(false)

  useEffect(() => {
    if (!later) void load()
  }, [later, load])

  if (thanks && claimed !== null) {
    return (
      <div className="toast-region">
        <div className="toast" role="status" data-testid="checkin-nudge-done">
          <span>{t('wallet.nudgeClaimed', { credits: claimed })}</span>
          <button type="button" className="toast-close" onClick={() => setThanks(false)}>
            ✕<span className="visually-hidden">{t('common.close')}</span>
          </button>
        </div>
      </div>
    )
  }
  if (later || !status || status.checkedInToday) return null
  return (
    <div className="toast-region">
      <section
        className="toast toast-action"
        aria-labelledby="checkin-nudge-title"
        data-testid="checkin-nudge"
      >
        <span className="toast-icon">
          <GiftIcon size={28} />
        </span>
        <div className="toast-text">
          <strong id="checkin-nudge-title">{t('wallet.nudgeTitle')}</strong>
          <span>{t('wallet.nudgeText', { credits: status.creditsToday })}</span>
        </div>
        <Button
          busy={busy}
          onClick={() =>
            void claim().then((ok) => {
              if (ok) setThanks(true)
            })
          }
        >
          {t('wallet.checkInClaim', { credits: status.creditsToday })}
        </Button>
        <Button
          variant="link"
          className="toast-later"
          onClick={() => {
            localStorage.setItem(DISMISSED_KEY, today())
            setLater(true)
          }}
        >
          {t('wallet.nudgeLater')}
        </Button>
      </section>
    </div>
  )
}
