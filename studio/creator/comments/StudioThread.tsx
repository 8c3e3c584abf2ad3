import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { CommentReply, CommentThread } from '../../../platform/chat/comments/contract'
import { errorText } from '../../../web/i18n'
import { Alert, Button } from '../../../web/ui'
import { commentsApi } from '../api'
import { useActingFor } from './team'

const newRequestId = () => crypto.randomUUID().replaceAll('-', '')

/** One thread in the studio: the comment, its replies, and the creator's reply box. */
export function StudioThread({
  thread,
  title,
  href = null,
  names,
  onChanged,
}: {
  thread: CommentThread
  /** The content's title, when the list mixes contents. */
  title: string | null
  /** Where the title links: the content's page unless told (a community post's channel tab). */
  href?: string | null
  names: ReadonlyMap<string, string>
  onChanged(): void
}) {
  const { t } = useTranslation('creator')
  const [replying, setReplying] = useState(false)
  const [text, setText] = useState('')
  const [requestId, setRequestId] = useState(newRequestId)
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const actingFor = useActingFor()

  async function run(call: () => Promise<unknown>): Promise<boolean> {
    setFailure(null)
    setBusy(true)
    try {
      await call()
      onChanged()
      return true
    } catch (error) {
      setFailure(errorText(t, error))
      return false
    } finally {
      setBusy(false)
    }
  }

  async function reply(event: FormEvent) {
    event.preventDefault()
    const body = text.trim()
    if (!body || busy) return
    const done = await run(() =>
      commentsApi.reply(thread.contentOid, thread.commentOid, body, requestId, actingFor),
    )
    if (!done) return
    setText('')
    setRequestId(newRequestId())
    setReplying(false)
  }

  function remove(comment: CommentThread | CommentReply) {
    if (!confirm(t('creatorComments.confirmDelete'))) return
    void run(() => commentsApi.remove(comment.contentOid, comment.commentOid, actingFor))
  }

  return (
    <li className="creator-comment-thread" data-testid="studio-comment">
      {title ? (
        <a className="creator-comment-content" href={href ?? `/play/${thread.contentOid}`}>
          {title}
        </a>
      ) : null}
      <CommentLine comment={thread} names={names} pinned={thread.pinned} />
      <div className="row creator-comment-actions">
        <Button variant="secondary" onClick={() => setReplying((open) => !open)}>
          {t('creatorComments.reply')}
        </Button>
        <Button
          variant="secondary"
          busy={busy}
          onClick={() =>
            void run(() =>
              commentsApi.pin(thread.contentOid, thread.commentOid, !thread.pinned, actingFor),
            )
          }
        >
          {thread.pinned ? t('creatorComments.unpin') : t('creatorComments.pin')}
        </Button>
        <Button variant="secondary" onClick={() => remove(thread)}>
          {t('creatorComments.delete')}
        </Button>
      </div>
      {thread.replies.length > 0 ? (
        <ul className="creator-comment-replies">
          {thread.replies.map((item) => (
            <li key={item.commentOid} className="creator-comment-reply">
              <CommentLine comment={item} names={names} pinned={false} />
              <Button variant="secondary" onClick={() => remove(item)}>
                {t('creatorComments.delete')}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {replying ? (
        <form className="stack creator-comment-form" onSubmit={reply}>
          <label className="field-label" htmlFor={`studio-reply-${thread.commentOid}`}>
            {t('creatorComments.replyLabel')}
          </label>
          <textarea
            id={`studio-reply-${thread.commentOid}`}
            className="field-input"
            rows={2}
            maxLength={2000}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <div>
            <Button type="submit" busy={busy} disabled={!text.trim()}>
              {t('creatorComments.replySend')}
            </Button>
          </div>
        </form>
      ) : null}
      {failure ? <Alert tone="error">{failure}</Alert> : null}
    </li>
  )
}

function CommentLine({
  comment,
  names,
  pinned,
}: {
  comment: CommentThread | CommentReply
  names: ReadonlyMap<string, string>
  pinned: boolean
}) {
  const { t, i18n } = useTranslation('creator')
  const date = new Intl.DateTimeFormat(i18n.language === 'jp' ? 'ja' : i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  })
  return (
    <div className="creator-list-main">
      <span className="creator-list-meta">
        <strong className="creator-comment-author">
          {names.get(comment.commenterOid) || t('creatorComments.viewer')}
        </strong>{' '}
        {comment.byChannelTeam ? (
          <span className="badge" data-testid="manager-mark">
            {t('creatorComments.managerMark')}
          </span>
        ) : null}{' '}
        {pinned ? <span className="badge badge-warning">{t('creatorComments.pinned')}</span> : null}{' '}
        <span className="muted">{date.format(new Date(comment.createdAt))}</span>
      </span>
      <span className="creator-comment-text">{comment.commentContent}</span>
    </div>
  )
}
