import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { PlaylistView } from '../../platform/content/playlists/contract'
import { ApiError } from '../../web/api'
import { useData } from '../../web/calls'
import { errorText } from '../../web/i18n'
import { Link, navigate } from '../../web/routing'
import { useSession } from '../../web/session'
import { Alert, Button } from '../../web/ui'
import type { PageProps } from '../PlayerApp'
import { useLocalizedPath } from '../shell/use-localized-path'
import { nextAfter } from './order'
import { PlaylistItems } from './PlaylistItems'
import { PlaylistPlayer } from './PlaylistPlayer'
import { playlistsApi } from './playlists-api'
import './playlists.css'

/**
 * `/mypage/playlists/{playlistOid}`: a playlist played in order (the next starts when one
 * ends; skip and back), and for its owner reordering by drag or by buttons, removal,
 * public or private, and deletion. A public playlist is open to anyone at the same address.
 */
export function PlaylistPage({ params }: PageProps) {
  const playlistOid = params.playlistOid ?? ''
  const { t } = useTranslation('player')
  const localized = useLocalizedPath()
  const userOid = useSession((state) => state.user?.oid ?? null)
  const { result, reload, replace } = useData(`${playlistOid}:${userOid}`, () =>
    playlistsApi.read(playlistOid),
  )
  const back = (
    <p className="mypage-back">
      <Link href={localized('/mypage/playlists')}>← {t('playlistPage.back')}</Link>
    </p>
  )
  if (result.state === 'loading')
    return (
      <div className="page stack" aria-busy="true">
        {back}
        <p className="muted">{t('contentPage.loading')}</p>
      </div>
    )
  if (result.state === 'failed')
    return (
      <div className="page stack">
        {back}
        <h1>{t('playlistPage.title')}</h1>
        <Alert tone="error">{errorText(t, result.error)}</Alert>
        {ApiError.isInstance(result.error) && result.error.status === 404 ? null : (
          <div>
            <Button variant="secondary" onClick={reload}>
              {t('lists.retry')}
            </Button>
          </div>
        )}
      </div>
    )
  return (
    <div className="page stack playlist-page">
      {back}
      <PlaylistBody
        playlist={result.value}
        owner={result.value.ownerOid === userOid}
        onChange={replace}
        onDeleted={() => navigate(localized('/mypage/playlists'))}
      />
    </div>
  )
}

function PlaylistBody({
  playlist,
  owner,
  onChange,
  onDeleted,
}: {
  playlist: PlaylistView
  owner: boolean
  onChange(playlist: PlaylistView): void
  onDeleted(): void
}) {
  const { t } = useTranslation('player')
  // The content playing, by id: a reorder while it plays keeps it playing.
  const [chosen, setChosen] = useState<string | null>(null)
  const [ended, setEnded] = useState(false)
  const [error, setError] = useState<unknown>(null)
  const shown = playlist.contents.map((hit) => hit.contentOid)
  // An item removed while it plays stops playing.
  const current = chosen && shown.includes(chosen) ? chosen : null

  const play = (contentOid: string | null) => {
    setEnded(contentOid === null)
    setChosen(contentOid)
  }

  async function change(action: () => Promise<{ playlist: PlaylistView }>) {
    setError(null)
    try {
      onChange((await action()).playlist)
    } catch (failure) {
      setError(failure)
    }
  }

  async function remove() {
    if (!window.confirm(t('playlistPage.deleteConfirm'))) return
    try {
      await playlistsApi.remove(playlist.playlistOid)
      onDeleted()
    } catch (failure) {
      setError(failure)
    }
  }

  return (
    <>
      <header className="playlist-header">
        <h1>{playlist.name}</h1>
        <span className="muted">
          {t('playlistsPage.count', { count: shown.length })} ·{' '}
          {playlist.isPublic ? t('playlistsPage.public') : t('playlistsPage.private')}
        </span>
      </header>
      {shown.length === 0 ? (
        <p className="muted">{t('playlistPage.empty')}</p>
      ) : (
        <div className="playlist-layout">
          <PlaylistPlayer
            playlist={playlist}
            current={current}
            ended={ended}
            onPlay={play}
            onEnded={() => play(nextAfter(shown, current))}
          />
          <PlaylistItems
            playlist={playlist}
            owner={owner}
            current={current}
            onPlay={play}
            onOrder={(contentOids) =>
              change(() => playlistsApi.order(playlist.playlistOid, contentOids))
            }
            onRemove={(contentOid) =>
              change(() => playlistsApi.removeItem(playlist.playlistOid, contentOid))
            }
          />
        </div>
      )}
      {error ? <Alert tone="error">{errorText(t, error)}</Alert> : null}
      {owner ? (
        <div className="playlist-owner-actions">
          <Button
            variant="secondary"
            onClick={() => void change(() => playlistsApi.setPublic(playlist, !playlist.isPublic))}
          >
            {playlist.isPublic ? t('playlistPage.makePrivate') : t('playlistPage.makePublic')}
          </Button>
          <Button variant="link" onClick={() => void remove()}>
            {t('playlistPage.delete')}
          </Button>
        </div>
      ) : null}
    </>
  )
}
