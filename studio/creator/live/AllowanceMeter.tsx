import { useTranslation } from 'react-i18next'
import { useData } from '../../../web/calls'
import { allowanceApi } from './allowance-api'
import './allowance.css'

/** The month's remaining broadcast time; a publish is refused once it reaches zero. */
export function AllowanceMeter({ creatorOid, live }: { creatorOid: string; live: boolean }) {
  const { t, i18n } = useTranslation('creator')
  // Asked again when the stream starts or stops, so the figure follows the last stream.
  const usage = useData(`${creatorOid}:${live}`, () => allowanceApi.usage(creatorOid))
  const data = usage.data
  if (!data) return null
  const left = data.remainingSeconds
  const used = Math.min(1, data.usedSeconds / Math.max(1, data.allowanceSeconds))
  const resets = new Date(data.resetsAt).toLocaleDateString(
    i18n.language === 'jp' ? 'ja' : i18n.language,
    { timeZone: 'UTC', month: 'long', day: 'numeric' },
  )
  return (
    <div className="live-allowance" data-testid="live-allowance">
      <p className="live-allowance-title">{t('liveAllowance.title')}</p>
      {/* The text below says the same for screen readers. */}
      <div className="live-allowance-bar" aria-hidden="true">
        <span style={{ width: `${(used * 100).toFixed(1)}%` }} />
      </div>
      <p className={left > 0 ? 'muted' : 'live-allowance-out'}>
        {left > 0
          ? t('liveAllowance.remaining', {
              hours: Math.floor(left / 3600),
              minutes: Math.floor((left % 3600) / 60),
              total: Math.round(data.allowanceSeconds / 3600),
            })
          : t('liveAllowance.usedUp')}{' '}
        {t('liveAllowance.resets', { date: resets })}
      </p>
    </div>
  )
}
