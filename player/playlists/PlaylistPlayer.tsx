import { useTranslation } from 'react-i18next'
import type { PlaylistView } from '../../platform/content/playlists/contract'
import { titleIn } from '../../web/api/content'
import { useData } from '../../web/calls'
import { errorText } from '../../web/i18n'
import { Alert, Button } from '../../web/ui'
import { ContentPlayer } from '../content/ContentPlayer'
import { contentApi } from '../content/content-api'
import { nextAfter, previousBefore } from './order'

/**
 * The playing item of a playlist, through the content page's player: each item from its
 * start, the next one starting by itself when one ends (the listener pressed play first).
 */
export function PlaylistPlayer({
  playlist,
  current,
  ended,
  onPlay,
  onEnded,
}: {
  playlist: PlaylistView
  current: string | null
  ended: boolean
  onPlay(contentOid: string | null): void
  onEnded(): void
}) {
  const { t } = useTranslation('player')
  const shown = playlist.contents.map((hit) => hit.contentOid)
  const first = shown[0] ?? null
  if (current === null)
    return (
      <section
        className="playlist-player playlist-player-idle stack"
        aria-label={t('playlistPage.title')}
      >
        {ended ? (
          <p role="status" className="muted">
            {t('playlistPage.ended')}
          </p>
        ) : null}
        <div>
          <Button onClick={() => onPlay(first)}>{t('playlistPage.playAll')}</Button>
        </div>
      </section>
    )
  const position = shown.indexOf(current) + 1
  const next = nextAfter(shown, current)
  const previous = previousBefore(shown, current)
  return (
    <section className="playlist-player stack" aria-label={t('playlistPage.title')}>
      <PlayingItem key={current} contentOid={current} onEnded={onEnded} />
      <div className="playlist-controls">
        <Button variant="secondary" disabled={previous === null} onClick={() => onPlay(previous)}>
          {t('playlistPage.previous')}
        </Button>
        <span className="playlist-now" data-testid="playlist-now" role="status">
          {t('playlistPage.nowPlaying', { position, total: shown.length })}
        </span>
        <Button variant="secondary" disabled={next === null} onClick={() => onPlay(next)}>
          {t('playlistPage.next')}
        </Button>
      </div>
    </section>
  )
}

function PlayingItem({ contentOid, onEnded }: { contentOid: string; onEnded(): void }) {
  const { t, i18n } = useTranslation('player')
  const { result } = useData(contentOid, () => contentApi.get(contentOid))
  if (result.state === 'loading') return <p className="muted">{t('contentPage.loading')}</p>
  if (result.state === 'failed') return <Alert tone="error">{errorText(t, result.error)}</Alert>
  const item = result.value
  const title = titleIn(item, i18n.language)
  return (
    <div className="stack playlist-playing" data-content-oid={item.contentOid}>
      <h2 className="playlist-playing-title">{title}</h2>
      {item.canView ? (
        <ContentPlayer item={item} title={title} onEnded={onEnded} autoPlay fromStart />
      ) : (
        <p className="content-locked" role="status">
          {t('contentPage.locked')}
        </p>
      )}
    </div>
  )
}
