import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useAction } from '../../../web/calls'
import { errorText } from '../../../web/i18n'
import { useSession } from '../../../web/session'
import { Alert, Button } from '../../../web/ui'
import { HiddenAuthors } from '../../catalogue/ReviewActions'
import { useCreatorNames } from '../../catalogue/use-creator-names'
import { useLoginDialog } from '../../login/login-dialog-store'
import { CommentItem } from './CommentItem'
import { commentsApi, newRequestId } from './comments-api'
import { useCommentThreads } from './use-comment-threads'
import './comments.css'

/** The server's limit on a comment's length. */
export const MAX_COMMENT_CHARS = 2000

/**
 * A content's comments under its player: a box to write one (signed in), then the threads,
 * the creator's pinned comment first and the rest newest first, each with its replies;
 * "Show more" reads the next page. Every comment can be liked and answered; another's
 * reported or its writer blocked; the writer deletes their own, the creator any, and the
 * creator pins one.
 */
export function ContentComments({ contentOid }: { contentOid: string }) {
  const { t } = useTranslation('player')
  const viewerOid = useSession((state) => state.user?.oid ?? null)
  const threads = useCommentThreads(contentOid, viewerOid)
  const names = useCreatorNames([
    ...threads.threads.flatMap((thread) => [
      thread.commenterOid,
      ...thread.replies.map((reply) => reply.commenterOid),
    ]),
    ...threads.hiddenAuthors,
  ])
  const [notice, setNotice] = useState<string | null>(null)
  const [loadingMore, setLoadingMore] = useState(false)

  return (
    <section className="stack content-comments" aria-labelledby="content-comments-title">
      <h2 id="content-comments-title">
        {threads.status === 'ready'
          ? t('contentComments.headingCount', { count: threads.total })
          : t('contentComments.heading')}
      </h2>
      {viewerOid ? (
        <CommentForm contentOid={contentOid} onPosted={() => void threads.reload()} />
      ) : (
        <LoginOffer />
      )}
      {notice ? (
        <p className="review-note" role="status">
          {notice}
        </p>
      ) : null}
      <HiddenAuthors
        authorOids={threads.hiddenAuthors}
        names={names}
        onChanged={() => {
          setNotice(null)
          void threads.reload()
        }}
      />
      {threads.status === 'failed' ? (
        <div className="stack">
          <Alert tone="error">
            {t('contentComments.loadError')} {errorText(t, threads.error)}
          </Alert>
          <div>
            <Button variant="secondary" onClick={() => void threads.reload()}>
              {t('storyReviews.retry')}
            </Button>
          </div>
        </div>
      ) : threads.status === 'ready' && threads.threads.length === 0 ? (
        <p className="muted">{t('contentComments.empty')}</p>
      ) : (
        <ul
          className="comment-list"
          aria-label={t('contentComments.listLabel')}
          aria-busy={threads.status === 'loading'}
        >
          {threads.threads.map((thread) => (
            <CommentItem
              key={thread.commentOid}
              comment={thread}
              thread={thread}
              names={names}
              state={threads}
              viewerOid={viewerOid}
              onChanged={() => void threads.reload()}
              onBlocked={() => {
                setNotice(t('contentComments.blocked'))
                void threads.reload()
              }}
            />
          ))}
        </ul>
      )}
      {threads.hasMore ? (
        <div>
          <Button
            variant="secondary"
            busy={loadingMore}
            onClick={async () => {
              setLoadingMore(true)
              await threads.loadMore()
              setLoadingMore(false)
            }}
          >
            {t('contentComments.more')}
          </Button>
        </div>
      ) : null}
    </section>
  )
}

function LoginOffer() {
  const { t } = useTranslation('player')
  const openLogin = useLoginDialog((state) => state.openAt)
  return (
    <p className="story-review-login">
      <span>{t('contentComments.logIn')}</span>{' '}
      <Button variant="secondary" onClick={() => openLogin('login')}>
        {t('storyReviews.logInButton')}
      </Button>
    </p>
  )
}

/** The comment box (or a reply's, with `parentOid`): one request id per comment. */
export function CommentForm({
  contentOid,
  parentOid,
  onPosted,
  onCancel,
}: {
  contentOid: string
  parentOid?: string
  onPosted(): void
  onCancel?(): void
}) {
  const { t } = useTranslation('player')
  const [text, setText] = useState('')
  const [requestId, setRequestId] = useState(newRequestId)
  const posting = useAction()
  const id = parentOid ? `comment-reply-${parentOid}` : 'content-comment-input'

  async function submit(event: FormEvent) {
    event.preventDefault()
    const body = text.trim()
    if (!body || posting.busy) return
    const written = await posting.act(
      () => commentsApi.write(contentOid, body, requestId, parentOid),
      null,
    )
    if (!written) return
    setText('')
    setRequestId(newRequestId())
    onPosted()
  }

  return (
    <form
      className={parentOid ? 'stack comment-reply-form' : 'stack comment-form'}
      onSubmit={submit}
    >
      <label className={parentOid ? 'visually-hidden' : 'field-label'} htmlFor={id}>
        {parentOid ? t('contentComments.replyLabel') : t('contentComments.label')}
      </label>
      <textarea
        id={id}
        className="field-input comment-input"
        value={text}
        rows={parentOid ? 2 : 3}
        maxLength={MAX_COMMENT_CHARS}
        placeholder={
          parentOid ? t('contentComments.replyPlaceholder') : t('contentComments.placeholder')
        }
        onChange={(event) => setText(event.target.value)}
        // biome-ignore lint/a11y/noAutofocus: the reply box opens where the viewer clicked Reply
        autoFocus={!!parentOid}
      />
      <div className="row comment-form-actions">
        <Button type="submit" busy={posting.busy} disabled={text.trim() === ''}>
          {parentOid ? t('contentComments.replySend') : t('contentComments.post')}
        </Button>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            {t('storyReviews.cancel')}
          </Button>
        ) : null}
      </div>
      {posting.outcome ? <Alert tone={posting.outcome.tone}>{posting.outcome.text}</Alert> : null}
    </form>
  )
}
