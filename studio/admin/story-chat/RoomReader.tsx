import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useData } from '../../../web/calls'
import { Button } from '../../../web/ui'
import { LoadState } from '../../creator/shell/LoadState'
import { storyChatAdminApi } from './story-chat-api'

/** One room's conversation on its active path, newest messages first loaded, earlier on request. */
export function RoomReader({ roomOid }: { roomOid: string }) {
  const { t } = useTranslation('studio')
  const [from, setFrom] = useState<string[]>([])
  const page = useData(['archive-room', roomOid, from.at(-1) ?? ''], () => {
    const at = from.at(-1)
    return storyChatAdminApi.room({ roomOid, ...(at ? { from: at } : {}) })
  })
  const next = page.data?.next
  return (
    <div className="stack">
      <LoadState state={page} />
      <div className="admin-actions">
        <Button
          variant="secondary"
          disabled={from.length === 0}
          onClick={() => setFrom(from.slice(0, -1))}
        >
          {t('admin.archiveLater')}
        </Button>
        <Button
          variant="secondary"
          disabled={!next}
          onClick={() => next && setFrom([...from, next])}
        >
          {t('admin.archiveEarlier')}
        </Button>
      </div>
      <ol className="ai-chat-lines" aria-label={t('admin.archiveConversation')}>
        {(page.data?.messages ?? []).map((message) => (
          <li key={message.messageId} className={`ai-chat-line ai-chat-${message.role}`}>
            <strong>
              {message.role === 'user' ? t('admin.archivePlayer') : t('admin.archiveStory')}
            </strong>
            <p className="playground-text">{message.text}</p>
          </li>
        ))}
      </ol>
    </div>
  )
}
