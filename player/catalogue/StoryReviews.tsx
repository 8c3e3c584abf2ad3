import { type FormEvent, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { CommentWritten } from '../../platform/chat/comments/contract'
import { useAction, useData } from '../../web/calls'
import { errorText } from '../../web/i18n'
import { useSession } from '../../web/session'
import { Alert, Button } from '../../web/ui'
import { formatDateTime } from '../charge/format'
import { useLoginDialog } from '../login/login-dialog-store'
import { REVIEWS_ANCHOR } from './play-link'
import { reviewsApi } from './reviews-api'
import { useCreatorNames } from './use-creator-names'

/** The server's limit on a comment's length. */
const MAX_REVIEW_CHARS = 2000

const newRequestId = () => crypto.randomUUID().replaceAll('-', '')

/**
 * The story page's reviews: what readers wrote (the content comments, newest first) and,
 * for a signed-in reader, a box to write one. "Rate this story" at the end of a chat opens
 * the page here (`#reviews`): the section is brought into view and the box focused.
 */
export function StoryReviews({ contentOid }: { contentOid: string }) {
  const { t } = useTranslation('player')
  const signedIn = useSession((state) => !!state.token)
  const language = useSession((state) => state.activeLanguage)
  const openLogin = useLoginDialog((state) => state.openAt)
  const reviews = useData(['story-reviews', contentOid], () => reviewsApi.list(contentOid))
  const comments = [...(reviews.data?.comments ?? [])].reverse()
  const names = useCreatorNames(comments.map((comment) => comment.commenterOid))
  const [text, setText] = useState('')
  // One id per review being written: a second click or a retry writes it once.
  const [requestId, setRequestId] = useState(newRequestId)
  const posting = useAction()
  const headingRef = useRef<HTMLHeadingElement>(null)
  const inputRef = useRef<HTMLTextAreaElement>(null)

  useEffect(() => {
    if (location.hash !== `#${REVIEWS_ANCHOR}`) return
    headingRef.current?.scrollIntoView({ block: 'start' })
    ;(inputRef.current ?? headingRef.current)?.focus({ preventScroll: true })
  }, [])

  function postedText(answer: CommentWritten): string {
    const posted = t('storyReviews.posted')
    if (!answer.refund) return posted
    return `${posted} ${t('storyReviews.refund', answer.refund)}`
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    const body = text.trim()
    if (!body || posting.busy) return
    const written = await posting.act(
      () => reviewsApi.write(contentOid, body, requestId),
      postedText,
    )
    if (!written) return
    setText('')
    setRequestId(newRequestId())
    reviews.reload()
  }

  return (
    <section
      id={REVIEWS_ANCHOR}
      aria-labelledby="story-reviews"
      className="story-section story-reviews"
      data-testid="story-reviews"
    >
      <h2 id="story-reviews" ref={headingRef} tabIndex={-1}>
        {t('storyReviews.heading')}
      </h2>
      {signedIn ? (
        <form className="story-review-form stack" onSubmit={submit}>
          <label className="field-label" htmlFor="story-review-input">
            {t('storyReviews.label')}
          </label>
          <textarea
            id="story-review-input"
            ref={inputRef}
            className="field-input story-review-input"
            value={text}
            rows={3}
            maxLength={MAX_REVIEW_CHARS}
            placeholder={t('storyReviews.placeholder')}
            onChange={(event) => setText(event.target.value)}
          />
          <div>
            <Button type="submit" busy={posting.busy} disabled={text.trim() === ''}>
              {posting.busy ? t('storyReviews.posting') : t('storyReviews.post')}
            </Button>
          </div>
          {posting.outcome ? (
            <Alert tone={posting.outcome.tone}>{posting.outcome.text}</Alert>
          ) : null}
        </form>
      ) : (
        <p className="story-review-login">
          <span>{t('storyReviews.logIn')}</span>{' '}
          <Button variant="secondary" onClick={() => openLogin('login')}>
            {t('storyReviews.logInButton')}
          </Button>
        </p>
      )}
      {reviews.result.state === 'failed' ? (
        <div className="stack">
          <Alert tone="error">
            {t('storyReviews.loadError')} {errorText(t, reviews.error)}
          </Alert>
          <div>
            <Button variant="secondary" onClick={reviews.reload}>
              {t('storyReviews.retry')}
            </Button>
          </div>
        </div>
      ) : reviews.result.state === 'ready' && comments.length === 0 ? (
        <p className="muted">{t('storyReviews.empty')}</p>
      ) : (
        <ul className="story-review-list" aria-busy={reviews.loading}>
          {comments.map((comment) => (
            <li key={comment.commentOid} className="story-review" data-testid="story-review">
              <p className="story-review-meta">
                <span className="story-review-author">
                  {names.get(comment.commenterOid) || t('storyReviews.reader')}
                </span>
                <time dateTime={comment.createdAt}>
                  {formatDateTime(comment.createdAt, language)}
                </time>
              </p>
              <p className="story-review-text">{comment.commentContent}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
