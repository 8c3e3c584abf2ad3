import { type ChangeEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Language } from '../../../engine/i18n'
import { CHAT_IMPORT_LIMITS, type RoomListEntry } from '../../../platform/chat/rooms/contract'
import { Link } from '../../../web/routing'
import { useSession } from '../../../web/session'
import { Alert, Button } from '../../../web/ui'
import { roomHref } from '../../catalogue/play-link'
import { useLoginDialog } from '../../login/login-dialog-store'
import { useLocalizedPath } from '../../shell/use-localized-path'
import { chatApi } from '../connected'
import { fileProblemText, importErrorText } from './file-problem'

type Outcome =
  | { kind: 'imported'; room: RoomListEntry; messages: number }
  | { kind: 'failed'; text: string }
  | null

/**
 * "Import a chat" for one story: a SillyTavern `.jsonl` file becomes a new room of it, its
 * messages only (no turn charged). Signed-in players only: a guest is offered the login.
 * A file over the limit is refused here, before it is sent.
 */
export function ImportChat({
  contentOid,
  storyTitle,
  onImported,
}: {
  contentOid: string
  storyTitle: string
  onImported(room: RoomListEntry): void
}) {
  const { t, i18n } = useTranslation('chat')
  const localized = useLocalizedPath()
  const signedIn = useSession((state) => state.token !== null)
  const openLogin = useLoginDialog((state) => state.openAt)
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<Outcome>(null)
  const hintId = useId()
  const language = i18n.language as Language

  async function chosen(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget
    const file = input.files?.[0]
    // The same file may be chosen again after a fix: the input forgets it now.
    input.value = ''
    if (!file) return
    setOutcome(null)
    if (file.size > CHAT_IMPORT_LIMITS.maxBytes) {
      const reason = fileProblemText(t, language, 'TOO_LARGE', null)
      setOutcome({ kind: 'failed', text: t('myChats.importFailed', { reason }) })
      return
    }
    setBusy(true)
    try {
      const answer = await chatApi.importRoom({ contentOid, jsonl: await file.text() })
      setOutcome({ kind: 'imported', room: answer.room, messages: answer.imported.messages })
      onImported(answer.room)
    } catch (error) {
      const reason = importErrorText(t, language, error)
      setOutcome({ kind: 'failed', text: t('myChats.importFailed', { reason }) })
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="my-chat-import">
      {signedIn ? (
        <label
          className={`button button-secondary my-chat-import-button${busy ? ' is-busy' : ''}`}
          aria-busy={busy || undefined}
        >
          {busy ? t('myChats.importing') : t('myChats.import')}
          <input
            type="file"
            className="visually-hidden"
            accept=".jsonl,application/x-ndjson,application/jsonl,text/plain"
            aria-label={t('myChats.importLabel', { story: storyTitle })}
            aria-describedby={hintId}
            disabled={busy}
            onChange={(event) => void chosen(event)}
            data-testid="my-chat-import-file"
          />
        </label>
      ) : (
        <Button variant="secondary" onClick={() => openLogin('login')}>
          {t('myChats.import')}
        </Button>
      )}
      <p id={hintId} className="my-chat-import-hint">
        {signedIn
          ? t('myChats.importHint', { size: CHAT_IMPORT_LIMITS.maxBytes / 1024 })
          : t('myChats.importLogin')}
      </p>
      {outcome?.kind === 'imported' ? (
        <Alert tone="success">
          {t('myChats.imported', { count: outcome.messages, title: outcome.room.title })}{' '}
          <Link href={localized(roomHref(outcome.room.contentOid, outcome.room.roomOid))}>
            {t('myChats.openImported')}
          </Link>
        </Alert>
      ) : outcome?.kind === 'failed' ? (
        <Alert tone="error">{outcome.text}</Alert>
      ) : null}
    </div>
  )
}
