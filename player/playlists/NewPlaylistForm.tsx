import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { errorText } from '../../web/i18n'
import { Alert, Button, TextField } from '../../web/ui'
import { playlistsApi } from './playlists-api'

/** A name and a button that makes a playlist; the caller reloads or adds to it. */
export function NewPlaylistForm({
  onCreated,
  label,
}: {
  onCreated(playlistOid: string, name: string): void
  label?: string
}) {
  const { t } = useTranslation('player')
  const [name, setName] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<unknown>(null)

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!name.trim()) return
    setBusy(true)
    setError(null)
    try {
      const { playlist } = await playlistsApi.create(name)
      setName('')
      onCreated(playlist.playlistOid, playlist.name)
    } catch (failure) {
      setError(failure)
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className="playlist-new" onSubmit={(event) => void submit(event)}>
      <TextField
        label={label ?? t('playlistsPage.newName')}
        value={name}
        maxLength={60}
        onChange={(event) => setName(event.target.value)}
      />
      <Button type="submit" busy={busy} disabled={!name.trim()}>
        {t('playlistsPage.create')}
      </Button>
      {error ? <Alert tone="error">{errorText(t, error)}</Alert> : null}
    </form>
  )
}
