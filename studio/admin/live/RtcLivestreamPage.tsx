import { useTranslation } from 'react-i18next'
import type { LiveIngestKind } from '../../../platform/live/admin/contract'
import { useData } from '../../../web/calls'
import { Button } from '../../../web/ui'
import { LoadState } from '../../creator/shell/LoadState'
import { adminLiveGroupApi } from './live-api'
import './live.css'

/**
 * The ways a stream reaches the live area (the embedded RTMP ingest, nginx-rtmp) with their
 * streams on air and of the last 30 days, and WebRTC as the extension point it is: what an
 * RTC ingest would plug into, and that none runs. Read when the page opens and on Refresh.
 */
export function RtcLivestreamPage() {
  const { t } = useTranslation('studio')
  const state = useData('admin-live-ingests', () => adminLiveGroupApi.ingests())
  return (
    <div className="stack">
      <div className="admin-actions">
        <Button variant="secondary" onClick={state.reload}>
          {t('admin.refresh')}
        </Button>
      </div>
      <LoadState state={state} />
      <section className="creator-card stack" aria-labelledby="rtc-ingests-title">
        <h2 id="rtc-ingests-title" className="creator-card-title">
          {t('admin.rtcIngests')}
        </h2>
        <ul className="admin-prompt-versions" aria-labelledby="rtc-ingests-title">
          {(state.data?.ingests ?? []).map((ingest) => (
            <IngestRow key={ingest.kind} ingest={ingest} days={state.data?.windowDays ?? 30} />
          ))}
        </ul>
      </section>
      <section className="creator-card stack" aria-labelledby="rtc-plug-title">
        <h2 id="rtc-plug-title" className="creator-card-title">
          {t('admin.rtcPlugTitle')}
        </h2>
        <p>{t('admin.rtcPlugLead')}</p>
        <ol className="rtc-steps">
          <li>{t('admin.rtcStepVerify')}</li>
          <li>{t('admin.rtcStepControl')}</li>
          <li>{t('admin.rtcStepRecord')}</li>
          <li>{t('admin.rtcStepPlay')}</li>
        </ol>
        <p className="muted">{t('admin.rtcNone')}</p>
      </section>
    </div>
  )
}

function IngestRow({ ingest, days }: { ingest: LiveIngestKind; days: number }) {
  const { t } = useTranslation('studio')
  const names = {
    embedded: t('admin.rtcKind_embedded'),
    nginx: t('admin.rtcKind_nginx'),
    rtc: t('admin.rtcKind_rtc'),
  }
  const status =
    ingest.kind === 'rtc'
      ? t('admin.rtcNotBuilt')
      : ingest.running
        ? t('admin.rtcRunning')
        : t('admin.rtcOff')
  return (
    <li className="admin-prompt-version">
      <div className="admin-audit-head">
        <strong>{names[ingest.kind]}</strong>
        <span className={ingest.running ? 'muted' : 'admin-pending'}>{status}</span>
      </div>
      <p className="admin-audit-meta">
        {t('admin.rtcFigures', {
          protocol: ingest.protocol,
          live: ingest.liveNow,
          recent: ingest.startedLast30Days,
          days,
        })}
      </p>
      {ingest.publishUrl ? (
        <p className="admin-audit-meta discord-ids">
          {t('admin.rtcPublishUrl', { url: ingest.publishUrl })}
        </p>
      ) : null}
    </li>
  )
}
