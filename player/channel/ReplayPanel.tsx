/**
 * The channel's Replay tab: the creator's lives published as replays (video contents made
 * from their recordings) and the videos they added by hand, newest first
 * (`GET /api/live/replays`; others than the creator see only what is published).
 */
import { useTranslation } from 'react-i18next'
import type { LiveReplay, ManualReplay } from '../../platform/live/replays/contract'
import { useData } from '../../web/calls'
import { errorText } from '../../web/i18n'
import { Link } from '../../web/routing'
import { api } from '../../web/session'
import { Alert, Button } from '../../web/ui'
import { StoryThumbnail } from '../catalogue/StoryThumbnail'
import { useLocalizedPath } from '../shell/use-localized-path'
import type { PublicChannelView } from './channel-api'
import '../catalogue/catalogue.css'

function ReplayCard({
  title,
  contentOid,
  thumbnail,
  caption,
}: {
  title: string
  contentOid: string
  thumbnail: string | null
  caption: string
}) {
  const { t } = useTranslation('live')
  const localized = useLocalizedPath()
  return (
    <li className="story-card content-card" data-testid="channel-replay">
      <div className="story-card-media">
        <StoryThumbnail thumbnail={thumbnail ?? ''} title={title} seed={contentOid} />
      </div>
      <div className="story-card-body">
        <h3 className="story-card-title">
          <Link
            className="story-card-link"
            href={localized(`/realplay/${encodeURIComponent(contentOid)}`)}
            aria-label={`${t('livereplays.watch')}: ${title}`}
          >
            {title}
          </Link>
        </h3>
        <p className="story-card-meta">
          <span className="story-card-creator">{caption}</span>
        </p>
      </div>
    </li>
  )
}

export function ReplayPanel({ channel }: { channel: PublicChannelView }) {
  const { t, i18n } = useTranslation(['live', 'player'])
  const { result, reload: retry } = useData(channel.creatorOid, () =>
    api.get('/live/replays', { creatorOid: channel.creatorOid }),
  )
  if (result.state === 'loading') return <p className="muted">{t('common.loading')}</p>
  if (result.state === 'failed')
    return (
      <Alert tone="error">
        {errorText(t, result.error)}{' '}
        <Button variant="link" onClick={retry}>
          {t('player:channel.retry')}
        </Button>
      </Alert>
    )
  const date = (iso: string) =>
    new Date(iso).toLocaleDateString(i18n.language === 'jp' ? 'ja' : i18n.language, {
      dateStyle: 'medium',
    })
  const published = result.value.replays.filter(
    (replay): replay is LiveReplay & { contentOid: string } =>
      replay.state === 'published' && !!replay.contentOid,
  )
  const uploads: ManualReplay[] = result.value.uploads
  if (published.length === 0 && uploads.length === 0)
    return (
      <div className="channel-later card" data-testid="channel-replays-empty">
        <h2>{t('player:channel.tab_replay')}</h2>
        <p className="muted">{t('livereplays.empty')}</p>
      </div>
    )
  return (
    <div className="stack">
      {published.length > 0 ? (
        <ul className="story-grid" aria-label={t('player:channel.tab_replay')}>
          {published.map((replay) => (
            <ReplayCard
              key={replay.recordOid}
              title={replay.title}
              contentOid={replay.contentOid}
              thumbnail={replay.thumbnailUrl}
              caption={t('livereplays.endedAt', { date: date(replay.startedAt) })}
            />
          ))}
        </ul>
      ) : null}
      {uploads.length > 0 ? (
        <section className="stack" aria-labelledby="channel-replay-uploads">
          <h2 id="channel-replay-uploads">{t('livereplays.uploads')}</h2>
          <ul className="story-grid">
            {uploads.map((upload) => (
              <ReplayCard
                key={upload.contentOid}
                title={upload.title}
                contentOid={upload.contentOid}
                thumbnail={null}
                caption={date(upload.addedAt)}
              />
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  )
}
