import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { CommentReply, CommentThread } from '../../../platform/chat/comments/contract'
import { errorText } from '../../../web/i18n'
import { useSession } from '../../../web/session'
import { Button } from '../../../web/ui'
import { formatDateTime } from '../../charge/format'
import { useLikeToggle } from '../use-like-toggle'
import { CommentMenu } from './CommentMenu'
import { CommentForm } from './ContentComments'
import { commentsApi } from './comments-api'
import type { ThreadsState } from './use-comment-threads'

interface ItemProps {
  comment: CommentThread | CommentReply
  /** The thread it belongs to: a reply's Reply answers the same thread. */
  thread: CommentThread
  names: ReadonlyMap<string, string>
  state: ThreadsState
  viewerOid: string | null
  onChanged(): void
  onBlocked(): void
}

/** One comment or reply: who and when, the text, like, reply, pin, delete and the ⋯ menu. */
export function CommentItem(props: ItemProps) {
  const { comment, thread, names, state, viewerOid, onChanged } = props
  const { t } = useTranslation('player')
  const language = useSession((session) => session.activeLanguage)
  const [replying, setReplying] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const isReply = 'parentOid' in comment
  const fromCreator = state.ownerOids.includes(comment.commenterOid)
  const mine = viewerOid !== null && comment.commenterOid === viewerOid
  const pinned = !isReply && (comment as CommentThread).pinned

  async function run(call: () => Promise<unknown>) {
    setProblem(null)
    try {
      await call()
      onChanged()
    } catch (error) {
      setProblem(errorText(t, error))
    }
  }

  return (
    <li className={isReply ? 'comment comment-reply' : 'comment'} data-testid="comment">
      <div className="comment-head">
        <p className="comment-meta">
          <span className="comment-author">
            {names.get(comment.commenterOid) || t('storyReviews.reader')}
          </span>
          {fromCreator ? (
            <span className="badge comment-badge">{t('contentComments.creator')}</span>
          ) : null}
          {comment.byChannelTeam ? (
            <span className="badge comment-badge" data-testid="manager-mark">
              {t('contentComments.manager')}
            </span>
          ) : null}
          {pinned ? (
            <span className="badge comment-badge comment-pinned">
              <span>{t('contentComments.pinned')}</span>
            </span>
          ) : null}
          <time dateTime={comment.createdAt}>{formatDateTime(comment.createdAt, language)}</time>
        </p>
        {viewerOid && !mine ? (
          <CommentMenu
            contentOid={comment.contentOid}
            commentOid={comment.commentOid}
            authorOid={comment.commenterOid}
            onBlocked={props.onBlocked}
          />
        ) : null}
      </div>
      <p className="comment-text">{comment.commentContent}</p>
      <div className="row comment-actions">
        <CommentLike
          key={`${state.liked.has(comment.commentOid)}:${state.likes[comment.commentOid] ?? 0}`}
          contentOid={comment.contentOid}
          commentOid={comment.commentOid}
          liked={state.liked.has(comment.commentOid)}
          likes={state.likes[comment.commentOid] ?? 0}
        />
        {viewerOid ? (
          <Button variant="secondary" className="comment-action" onClick={() => setReplying(true)}>
            {t('contentComments.reply')}
          </Button>
        ) : null}
        {state.canModerate && !isReply ? (
          <Button
            variant="secondary"
            className="comment-action"
            onClick={() =>
              void run(() => commentsApi.pin(comment.contentOid, comment.commentOid, !pinned))
            }
          >
            {pinned ? t('contentComments.unpin') : t('contentComments.pin')}
          </Button>
        ) : null}
        {mine || state.canModerate ? (
          <Button
            variant="secondary"
            className="comment-action"
            onClick={() => {
              if (!confirm(t('contentComments.confirmDelete'))) return
              void run(() => commentsApi.remove(comment.contentOid, comment.commentOid))
            }}
          >
            {t('contentComments.delete')}
          </Button>
        ) : null}
      </div>
      {problem ? (
        <p className="field-error" role="alert">
          {problem}
        </p>
      ) : null}
      {replying ? (
        <CommentForm
          contentOid={comment.contentOid}
          parentOid={thread.commentOid}
          onCancel={() => setReplying(false)}
          onPosted={() => {
            setReplying(false)
            onChanged()
          }}
        />
      ) : null}
      {!isReply && thread.replies.length > 0 ? (
        <ul
          className="comment-replies"
          aria-label={t('contentComments.replies', { count: thread.replies.length })}
        >
          {thread.replies.map((reply) => (
            <CommentItem key={reply.commentOid} {...props} comment={reply} />
          ))}
        </ul>
      ) : null}
    </li>
  )
}

/** A comment's like (`useLikeToggle`). */
function CommentLike(props: {
  contentOid: string
  commentOid: string
  liked: boolean
  likes: number
}) {
  const { t } = useTranslation('player')
  const { liked, likes, toggle } = useLikeToggle(props, (next) =>
    commentsApi.like(props.contentOid, props.commentOid, next),
  )

  return (
    <button
      type="button"
      className={`button button-secondary comment-action comment-like${liked ? ' like-button-on' : ''}`}
      aria-pressed={liked}
      aria-label={t('contentComments.likeLabel', { count: likes })}
      onClick={() => void toggle()}
    >
      <span aria-hidden="true">{liked ? '♥' : '♡'}</span>{' '}
      <span className="like-count">{likes}</span>
    </button>
  )
}
