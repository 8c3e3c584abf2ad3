import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { PlaylistSummary } from '../../platform/content/playlists/contract'
import { errorText } from '../../web/i18n'
import { useSession } from '../../web/session'
import { Alert, Button } from '../../web/ui'
import { useLoginDialog } from '../login/login-dialog-store'
import { NewPlaylistForm } from './NewPlaylistForm'
import { playlistsApi } from './playlists-api'
import './playlists.css'

/**
 * The content page's "Add to playlist": a panel listing the viewer's playlists (one press
 * adds, a second says it is already there) and a form to make a new one and add to it.
 */
export function AddToPlaylist({ contentOid }: { contentOid: string }) {
  const { t } = useTranslation('player')
  const signedIn = useSession((state) => state.user !== null)
  const openLogin = useLoginDialog((state) => state.openAt)
  const [open, setOpen] = useState(false)
  const panelId = useId()
  if (!signedIn)
    return (
      <Button variant="secondary" onClick={() => openLogin('login')}>
        {t('addToPlaylist.button')}
      </Button>
    )
  return (
    <div className="playlist-add">
      <Button
        variant="secondary"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {t('addToPlaylist.button')}
      </Button>
      {open ? (
        <AddPanel id={panelId} contentOid={contentOid} onClose={() => setOpen(false)} />
      ) : null}
    </div>
  )
}

function AddPanel({
  id,
  contentOid,
  onClose,
}: {
  id: string
  contentOid: string
  onClose(): void
}) {
  const { t } = useTranslation('player')
  const [playlists, setPlaylists] = useState<PlaylistSummary[] | null>(null)
  const [busy, setBusy] = useState<string | null>(null)
  const [note, setNote] = useState<{ tone: 'success' | 'error'; text: string } | null>(null)
  const heading = useRef<HTMLHeadingElement>(null)

  useEffect(() => {
    let current = true
    playlistsApi.list().then(
      (list) => current && setPlaylists(list.playlists),
      (error: unknown) => current && setNote({ tone: 'error', text: errorText(t, error) }),
    )
    heading.current?.focus()
    return () => {
      current = false
    }
  }, [t])

  async function add(playlistOid: string, name: string) {
    setBusy(playlistOid)
    setNote(null)
    try {
      const { changed } = await playlistsApi.add(playlistOid, contentOid)
      setNote({
        tone: 'success',
        text: changed ? t('addToPlaylist.added', { name }) : t('addToPlaylist.already', { name }),
      })
      setPlaylists((await playlistsApi.list()).playlists)
    } catch (error) {
      setNote({ tone: 'error', text: errorText(t, error) })
    } finally {
      setBusy(null)
    }
  }

  return (
    <section id={id} className="playlist-add-panel stack" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1}>
        {t('addToPlaylist.title')}
      </h2>
      {playlists === null ? null : playlists.length === 0 ? (
        <p className="muted">{t('addToPlaylist.none')}</p>
      ) : (
        <ul className="playlist-add-list">
          {playlists.map((playlist) => (
            <li key={playlist.playlistOid}>
              <Button
                variant="secondary"
                block
                busy={busy === playlist.playlistOid}
                onClick={() => void add(playlist.playlistOid, playlist.name)}
              >
                {playlist.name}
                <span className="muted">
                  {' '}
                  · {t('playlistsPage.count', { count: playlist.count })}
                </span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <NewPlaylistForm
        label={t('addToPlaylist.newPlaylist')}
        onCreated={(playlistOid, name) => void add(playlistOid, name)}
      />
      {note ? <Alert tone={note.tone}>{note.text}</Alert> : null}
      <div>
        <Button variant="link" onClick={onClose}>
          {t('addToPlaylist.close')}
        </Button>
      </div>
    </section>
  )
}
