/**
 * The creator's upcoming lives under an offline stage (`GET /api/live/schedules`). Nothing
 * shows when there are none, or when the call fails (spec §7: schedule fetch is quiet).
 */
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { LiveSchedule } from '../../platform/live/schedules/contract'
import { api } from '../../web/session'
import './live-schedules.css'

export function LiveSchedules({ creatorOid }: { creatorOid: string }) {
  const { t, i18n } = useTranslation('live')
  const [schedules, setSchedules] = useState<LiveSchedule[]>([])
  useEffect(() => {
    let current = true
    api
      .get('/live/schedules', { creatorOid })
      .then((answer) => current && setSchedules(answer.schedules))
      .catch(() => current && setSchedules([]))
    return () => {
      current = false
    }
  }, [creatorOid])
  if (schedules.length === 0) return null
  const when = (iso: string) =>
    new Date(iso).toLocaleString(i18n.language === 'jp' ? 'ja' : i18n.language, {
      dateStyle: 'medium',
      timeStyle: 'short',
    })
  return (
    <section
      className="live-schedules"
      aria-labelledby="live-schedules"
      data-testid="live-schedules"
    >
      <h2 id="live-schedules">{t('livereplays.schedulesTitle')}</h2>
      <ul>
        {schedules.slice(0, 5).map((schedule) => (
          <li key={schedule.oid}>
            <strong>{schedule.title}</strong>
            <span className="muted">{when(schedule.date)}</span>
          </li>
        ))}
      </ul>
    </section>
  )
}
