import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { LiveReplay } from '../../../platform/live/replays/contract'
import { useAction, useData } from '../../../web/calls'
import { splitLanguagePrefix, withLanguagePrefix } from '../../../web/i18n'
import { useLocation } from '../../../web/routing'
import { Alert, Button } from '../../../web/ui'
import { LoadState } from '../shell/LoadState'
import { ConfirmDialog } from './ConfirmDialog'
import { liveStudioApi } from './live-api'
import { ReplayPreview, ReplayThumbnailField } from './ReplayThumbnail'

/**
 * Recorded replays with their state (spec §4), published as content with
 * `POST /live/record/upload` or deleted with `DELETE /live/record`; manual uploads apart.
 */
export function ReplaysPanel({ creatorOid }: { creatorOid: string }) {
  const { t, i18n } = useTranslation('creator')
  const { version, outcome, busy, act } = useAction()
  const replays = useData([creatorOid, version], () => liveStudioApi.replays(creatorOid))
  /** The replay a publish runs for, or `delete:{recordOid}`. */
  const [doing, setDoing] = useState('')
  const [deleting, setDeleting] = useState<LiveReplay | null>(null)
  /** Thumbnails uploaded in this tab, by replay; a replay without one keeps the live's. */
  const [thumbnails, setThumbnails] = useState<Record<string, string>>({})
  const { pathname } = useLocation()
  const prefix = splitLanguagePrefix(pathname).prefix
  const date = (iso: string) =>
    new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })

  function publish(replay: LiveReplay) {
    setDoing(replay.recordOid)
    void act(
      () => liveStudioApi.publishReplay(creatorOid, replay.recordOid, thumbnails[replay.recordOid]),
      t('liveStudio.replayPublished'),
    )
  }

  async function remove() {
    if (!deleting) return
    setDoing(`delete:${deleting.recordOid}`)
    await act(
      () => liveStudioApi.deleteReplay(creatorOid, deleting.recordOid),
      t('liveStudio.replayDeleted'),
    )
    setDeleting(null)
  }

  const recorded = replays.data?.replays ?? []
  const uploads = replays.data?.uploads ?? []
  return (
    <div className="stack live-panel">
      <section className="creator-card stack">
        <h2>{t('liveStudio.replaysTitle')}</h2>
        <p className="muted">{t('liveStudio.replaysLead')}</p>
        <LoadState state={replays} />
        {replays.data && recorded.length === 0 ? (
          <p className="muted" data-testid="replays-empty">
            {t('liveStudio.noReplays')}
          </p>
        ) : null}
        {recorded.length > 0 ? (
          <ul className="creator-list" aria-label={t('liveStudio.replaysTitle')}>
            {recorded.map((replay) => (
              <li key={replay.recordOid} className="creator-list-row live-replay-row">
                <ReplayPreview replay={replay} chosen={thumbnails[replay.recordOid]} />
                <div className="creator-list-main">
                  <span className="creator-list-title">{replay.title}</span>
                  <span className="muted creator-list-meta">
                    <span className={`live-replay-state live-replay-${replay.state}`}>
                      {t(`liveStudio.replayState_${replay.state}`)}
                    </span>
                    {' · '}
                    {t('liveStudio.replayEnded', { date: date(replay.endedAt) })}
                    {replay.expiresAt
                      ? ` · ${t('liveStudio.replayExpires', { date: date(replay.expiresAt) })}`
                      : ''}
                  </span>
                  {replay.state === 'failed' ? (
                    <span className="field-error">{t('liveStudio.replayRecordingFailed')}</span>
                  ) : null}
                  {replay.state === 'unpublished' ? (
                    <ReplayThumbnailField
                      creatorOid={creatorOid}
                      replay={replay}
                      chosen={thumbnails[replay.recordOid]}
                      onChange={(url) =>
                        setThumbnails((current) => ({ ...current, [replay.recordOid]: url }))
                      }
                    />
                  ) : null}
                </div>
                <div className="creator-actions">
                  {replay.state === 'unpublished' ? (
                    <Button
                      busy={busy && doing === replay.recordOid}
                      onClick={() => publish(replay)}
                    >
                      {t('liveStudio.replayPublish')}
                    </Button>
                  ) : null}
                  {replay.state === 'published' && replay.contentOid ? (
                    <a
                      className="button button-secondary"
                      href={withLanguagePrefix(
                        `/realplay/${encodeURIComponent(replay.contentOid)}`,
                        prefix,
                      )}
                    >
                      {t('liveStudio.replayOpen')}
                    </a>
                  ) : null}
                  {replay.state !== 'encoding' ? (
                    <Button
                      variant="secondary"
                      aria-label={t('liveStudio.replayDeleteNamed', { title: replay.title })}
                      onClick={() => setDeleting(replay)}
                    >
                      {t('liveStudio.delete')}
                    </Button>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        ) : null}
        {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      </section>

      <section className="creator-card stack">
        <h2>{t('liveStudio.uploadsTitle')}</h2>
        <p className="muted">{t('liveStudio.uploadsLead')}</p>
        {replays.data && uploads.length === 0 ? (
          <p className="muted">{t('liveStudio.noUploads')}</p>
        ) : null}
        {uploads.length > 0 ? (
          <ul className="creator-list" aria-label={t('liveStudio.uploadsTitle')}>
            {uploads.map((upload) => (
              <li key={upload.contentOid} className="creator-list-row">
                <div className="creator-list-main">
                  <span className="creator-list-title">{upload.title}</span>
                  <span className="muted creator-list-meta">
                    {t('liveStudio.uploadAdded', { date: date(upload.addedAt) })}
                  </span>
                </div>
              </li>
            ))}
          </ul>
        ) : null}
      </section>
      <ConfirmDialog
        open={deleting !== null}
        title={t('liveStudio.replayDeleteTitle')}
        description={t(
          deleting?.state === 'published'
            ? 'liveStudio.replayDeleteLeadPublished'
            : 'liveStudio.replayDeleteLead',
        )}
        confirm={t('liveStudio.delete')}
        busy={busy && doing.startsWith('delete:')}
        onConfirm={() => void remove()}
        onCancel={() => setDeleting(null)}
      />
    </div>
  )
}
