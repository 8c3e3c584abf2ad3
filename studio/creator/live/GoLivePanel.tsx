import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { StreamKeyResponse, StudioResponse } from '../../../platform/live/contract'
import { useAction, useData } from '../../../web/calls'
import { Alert, Button } from '../../../web/ui'
import { LoadState } from '../shell/LoadState'
import { AllowanceMeter } from './AllowanceMeter'
import { ConfirmDialog } from './ConfirmDialog'
import { CopyField } from './CopyField'
import { liveStudioApi } from './live-api'

/** How often the live state and viewer count are asked again while the tab is open. */
const REFRESH_MS = 15_000

/** Going live: where OBS streams to, the stream key (shown once), the state and stop. */
export function GoLivePanel({
  creatorOid,
  studio,
  own,
  onChanged,
}: {
  creatorOid: string
  studio: StudioResponse
  own: boolean
  onChanged: () => void
}) {
  const { t } = useTranslation('creator')
  const live = studio.state === 'liveOn'
  const [views, setViews] = useState<number | null>(null)
  const [stopping, setStopping] = useState(false)
  const { outcome, busy, act } = useAction()

  // The studio's state and the viewers of the stream on air, asked again while open.
  useEffect(() => {
    let current = true
    const ask = () => {
      if (studio.streamOid && live)
        liveStudioApi.views(studio.streamOid).then(
          (answer) => current && setViews(answer.views),
          () => current && setViews(null),
        )
    }
    ask()
    const timer = setInterval(() => {
      onChanged()
      ask()
    }, REFRESH_MS)
    return () => {
      current = false
      clearInterval(timer)
    }
  }, [studio.streamOid, live, onChanged])

  async function stop() {
    // The state beside the button shows the live ended: success needs no words.
    await act(async () => {
      await liveStudioApi.stop(creatorOid)
      onChanged()
    }, null)
    setStopping(false)
  }

  return (
    <div className="stack live-panel">
      <section className="creator-card stack" aria-live="polite">
        <div className="creator-card-head">
          <h2>{t('liveStudio.stateTitle')}</h2>
          <span
            className={live ? 'live-state live-state-on' : 'live-state'}
            data-testid="live-state"
          >
            {live ? t('liveStudio.onAir') : t('liveStudio.offAir')}
          </span>
        </div>
        {live ? (
          <p className="live-views">
            {views === null ? '—' : t('liveStudio.viewers', { count: views })}
          </p>
        ) : (
          <p className="muted">{t('liveStudio.offAirLead')}</p>
        )}
        {live && studio.source ? (
          <p className="muted" data-testid="live-source">
            {t('liveStudio.sourceSize', {
              width: studio.source.width,
              height: studio.source.height,
            })}
          </p>
        ) : null}
        {live && studio.source?.aboveRecommended ? (
          <Alert tone="info">{t('liveStudio.aboveRecommended')}</Alert>
        ) : null}
        <AllowanceMeter creatorOid={creatorOid} live={live} />
        {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
        {live ? (
          <div className="creator-actions">
            <Button variant="secondary" onClick={() => setStopping(true)}>
              {t('liveStudio.stop')}
            </Button>
          </div>
        ) : null}
      </section>

      <section className="creator-card stack">
        <h2>{t('liveStudio.ingestTitle')}</h2>
        <p className="muted">{t('liveStudio.ingestLead')}</p>
        <CopyField label={t('liveStudio.rtmpUrl')} value={studio.ingest.rtmpUrl} />
        <CopyField label={t('liveStudio.streamName')} value={studio.ingest.streamName} />
        {own ? (
          <StreamKey streamName={studio.ingest.streamName} />
        ) : (
          <p className="muted live-note">{t('liveStudio.keyOwnOnly')}</p>
        )}
      </section>

      <ConfirmDialog
        open={stopping}
        title={t('liveStudio.stopTitle')}
        description={t('liveStudio.stopLead')}
        confirm={t('liveStudio.stop')}
        busy={busy}
        onConfirm={() => void stop()}
        onCancel={() => setStopping(false)}
      />
    </div>
  )
}

/** The stream key: in clear only in the answer that made it (GET's first, or a regeneration). */
function StreamKey({ streamName }: { streamName: string }) {
  const { t } = useTranslation('creator')
  const key = useData('stream-key', () => liveStudioApi.streamKey())
  const [asking, setAsking] = useState(false)
  // A publish refused for a wrong key shows here while the studio is open (OBS only says it failed).
  const hidden = !!key.data && key.data.key === null
  useEffect(() => {
    if (!hidden) return
    const timer = setInterval(() => {
      liveStudioApi
        .streamKey()
        .then((fresh) => key.replace(fresh))
        .catch(() => {})
    }, 15_000)
    return () => clearInterval(timer)
  }, [hidden, key.replace])
  const { outcome, busy, act } = useAction()

  async function regenerate() {
    // The new key shows in clear below: success needs no words.
    await act(async () => key.replace(await liveStudioApi.regenerateKey()), null)
    setAsking(false)
  }

  return (
    <div className="stack">
      <LoadState state={key} />
      {key.data ? <KeyView answer={key.data} streamName={streamName} /> : null}
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      <div className="creator-actions creator-actions-start">
        <Button variant="secondary" onClick={() => setAsking(true)} disabled={!key.data}>
          {t('liveStudio.regenerate')}
        </Button>
      </div>
      <ConfirmDialog
        open={asking}
        title={t('liveStudio.regenerateTitle')}
        description={t('liveStudio.regenerateLead')}
        confirm={t('liveStudio.regenerate')}
        busy={busy}
        onConfirm={() => void regenerate()}
        onCancel={() => setAsking(false)}
      />
    </div>
  )
}

function KeyView({ answer, streamName }: { answer: StreamKeyResponse; streamName: string }) {
  const { t, i18n } = useTranslation('creator')
  const created = new Date(answer.createdAt).toLocaleString(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  })
  const refused = answer.wrongKeyAt ? (
    <Alert tone="error">
      {t('liveStudio.wrongKeyRefused', { time: refusedTime(answer.wrongKeyAt, i18n.language) })}
    </Alert>
  ) : null
  if (answer.key)
    return (
      <div className="stack live-key-once" data-testid="stream-key-once">
        <Alert tone="info">{t('liveStudio.keyOnce')}</Alert>
        <CopyField
          label={t('liveStudio.obsKey')}
          value={`${streamName}?key=${answer.key}`}
          hint={t('liveStudio.obsKeyHint')}
          secret
        />
      </div>
    )
  return (
    <div className="stack">
      {refused}
      <div className="field" data-testid="stream-key-hidden">
        <span className="field-label">{t('liveStudio.obsKey')}</span>
        <p className="live-key-hint">
          <span className="live-mono">{`${streamName}?key=lk_…${answer.keyHint}`}</span>
        </p>
        <span className="field-hint">{t('liveStudio.keyHidden', { date: created })}</span>
      </div>
    </div>
  )
}

/** "14:02" today, with the date on another day. */
function refusedTime(iso: string, language: string): string {
  const at = new Date(iso)
  const today = at.toDateString() === new Date().toDateString()
  return at.toLocaleString(
    language,
    today ? { timeStyle: 'short' } : { dateStyle: 'medium', timeStyle: 'short' },
  )
}
