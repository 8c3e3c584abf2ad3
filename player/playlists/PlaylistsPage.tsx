import { useTranslation } from 'react-i18next'
import type { PlaylistList } from '../../platform/content/playlists/contract'
import { useData } from '../../web/calls'
import { Link } from '../../web/routing'
import { useSession } from '../../web/session'
import { StoryThumbnail } from '../catalogue/StoryThumbnail'
import { SignedInList } from '../mypage/SignedInList'
import { useLocalizedPath } from '../shell/use-localized-path'
import { NewPlaylistForm } from './NewPlaylistForm'
import { playlistsApi } from './playlists-api'
import './playlists.css'

/** `/mypage/playlists`: the viewer's playlists, newest first, and a form to make one. */
export function PlaylistsPage() {
  const { t } = useTranslation('player')
  const userOid = useSession((state) => state.user?.oid ?? null)
  const { result, reload } = useData(userOid, () => playlistsApi.list())
  return (
    <SignedInList title={t('playlistsPage.title')} result={result} retry={reload}>
      {(list) => <PlaylistsBody list={list} reload={reload} />}
    </SignedInList>
  )
}

function PlaylistsBody({ list, reload }: { list: PlaylistList; reload(): void }) {
  const { t } = useTranslation('player')
  const localized = useLocalizedPath()
  return (
    <div className="stack">
      <NewPlaylistForm onCreated={reload} />
      {list.playlists.length === 0 ? (
        <p className="muted">{t('playlistsPage.empty')}</p>
      ) : (
        <ul className="playlist-cards" aria-label={t('playlistsPage.title')}>
          {list.playlists.map((playlist) => (
            <li key={playlist.playlistOid} className="playlist-card">
              <StoryThumbnail
                thumbnail={playlist.thumbnail ?? ''}
                title={playlist.name}
                seed={playlist.playlistOid}
              />
              <div className="playlist-card-text">
                <Link
                  className="playlist-card-link"
                  href={localized(`/mypage/playlists/${playlist.playlistOid}`)}
                >
                  {playlist.name}
                </Link>
                <span className="muted">
                  {t('playlistsPage.count', { count: playlist.count })} ·{' '}
                  {playlist.isPublic ? t('playlistsPage.public') : t('playlistsPage.private')}
                </span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
