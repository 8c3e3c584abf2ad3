import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { errorText } from '../../web/i18n'
import { Alert, Button, GiftIcon } from '../../web/ui'
import { useCheckIn } from './check-in-store'

/** The spec's daily check-in: today's bonus credits and the 7-day box toward the random box. */
export function CheckInCard() {
  const { t } = useTranslation('player')
  const { status, busy, error, load, claim } = useCheckIn()

  useEffect(() => {
    void load()
  }, [load])

  const target = status?.weeklyTarget ?? 7
  const progress = status?.weeklyProgress ?? 0
  return (
    <section className="card checkin" aria-labelledby="checkin-title" data-testid="checkin-card">
      <h2 id="checkin-title" className="checkin-title">
        {t('wallet.checkInTitle')}
      </h2>
      <p className="muted">{t('wallet.checkInLead', { weekday: 50, weekend: 100 })}</p>
      <ol
        className="checkin-days"
        aria-label={t('wallet.streak', { days: status?.streakDays ?? 0 })}
      >
        {Array.from({ length: target }, (_, index) => {
          const day = index + 1
          const done = day <= progress
          const box = day === target
          return (
            <li
              key={day}
              className={`checkin-day${done ? ' checkin-day-done' : ''}${box ? ' checkin-day-box' : ''}`}
              data-done={done}
            >
              <span className="checkin-day-mark" aria-hidden="true">
                {box ? <GiftIcon size={18} /> : done ? '✓' : day}
              </span>
              <span className="checkin-day-label">
                {box ? t('wallet.randomBox') : t('wallet.day', { number: day })}
              </span>
            </li>
          )
        })}
      </ol>
      {status?.checkedInToday ? (
        <Alert tone="success">{t('wallet.checkInDone', { credits: status.creditsEarned })}</Alert>
      ) : (
        <div>
          <Button onClick={() => void claim()} busy={busy} disabled={!status}>
            {t('wallet.checkInClaim', { credits: status?.creditsToday ?? 50 })}
          </Button>
        </div>
      )}
      {error ? <Alert tone="error">{errorText(t, error)}</Alert> : null}
    </section>
  )
}
