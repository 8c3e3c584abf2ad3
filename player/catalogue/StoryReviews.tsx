import { type FormEvent, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { CommentWritten, ContentComment } from '../../platform/chat/comments/contract'
import { useAction, useData } from '../../web/calls'
import { errorText } from '../../web/i18n'
import { useSession } from '../../web/session'
import { Alert, Button } from '../../web/ui'
import { formatDateTime } from '../charge/format'
import { useLoginDialog } from '../login/login-dialog-store'
import { REVIEWS_ANCHOR } from './play-link'
import { HiddenAuthors, ReviewActions } from './ReviewActions'
import { RatingSummaryView, StarInput, Stars } from './ReviewStars'
import { reviewsApi } from './reviews-api'
import { useCreatorNames } from './use-creator-names'

/** The server's limit on a comment's length. */
const MAX_REVIEW_CHARS = 2000

const newRequestId = () => crypto.randomUUID().replaceAll('-', '')

/**
 * The story page's reviews: the story's rating (average, count, a bar per star), what
 * readers wrote (the content comments, newest first, with the stars of a review) and, for
 * a signed-in reader, a box to write one with 1–5 stars (their one rating of the story: a
 * new review replaces it). Another reader's review can be reported or its writer blocked.
 * "Rate this story" at the end of a chat opens the page here (`#reviews`): the section is
 * brought into view and the box focused.
 */
export function StoryReviews({ contentOid }: { contentOid: string }) {
  const { t } = useTranslation('player')
  const signedIn = useSession((state) => !!state.token)
  const viewerOid = useSession((state) => state.user?.oid ?? null)
  const reviews = useData(['story-reviews', contentOid, viewerOid], () =>
    reviewsApi.list(contentOid),
  )
  // Reviews are top-level comments; replies belong to the content page's threads.
  const comments = [...(reviews.data?.comments ?? [])].filter((item) => !item.parentOid).reverse()
  const hiddenAuthors = reviews.data?.hiddenAuthors ?? []
  const names = useCreatorNames([
    ...comments.map((comment) => comment.commenterOid),
    ...hiddenAuthors,
  ])
  const [notice, setNotice] = useState<string | null>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)

  useEffect(() => {
    if (location.hash !== `#${REVIEWS_ANCHOR}`) return
    headingRef.current?.scrollIntoView({ block: 'start' })
    const input = document.getElementById('story-review-input')
    ;(input ?? headingRef.current)?.focus({ preventScroll: true })
  }, [])

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
      {reviews.data ? <RatingSummaryView ratings={reviews.data.ratings} /> : null}
      {signedIn ? (
        <ReviewForm
          contentOid={contentOid}
          mine={reviews.data?.mine?.stars ?? null}
          onPosted={reviews.reload}
        />
      ) : (
        <LoginOffer />
      )}
      {notice ? (
        <p className="review-note" role="status">
          {notice}
        </p>
      ) : null}
      <HiddenAuthors
        authorOids={hiddenAuthors}
        names={names}
        onChanged={() => {
          setNotice(null)
          reviews.reload()
        }}
      />
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
      ) : reviews.result.state === 'ready' &&
        comments.length === 0 &&
        hiddenAuthors.length === 0 ? (
        <p className="muted">{t('storyReviews.empty')}</p>
      ) : (
        <ul className="story-review-list" aria-busy={reviews.loading}>
          {comments.map((comment) => (
            <ReviewItem
              key={comment.commentOid}
              comment={comment}
              author={names.get(comment.commenterOid) || t('storyReviews.reader')}
              canAct={signedIn && viewerOid !== null && comment.commenterOid !== viewerOid}
              onBlocked={() => {
                setNotice(t('storyReviews.blocked'))
                reviews.reload()
              }}
            />
          ))}
        </ul>
      )}
    </section>
  )
}

function ReviewItem({
  comment,
  author,
  canAct,
  onBlocked,
}: {
  comment: ContentComment
  author: string
  canAct: boolean
  onBlocked(): void
}) {
  const language = useSession((state) => state.activeLanguage)
  return (
    <li className="story-review" data-testid="story-review">
      <div className="story-review-head">
        <p className="story-review-meta">
          <span className="story-review-author">{author}</span>
          {comment.rating ? <Stars value={comment.rating} /> : null}
          <time dateTime={comment.createdAt}>{formatDateTime(comment.createdAt, language)}</time>
        </p>
        {canAct ? (
          <ReviewActions
            contentOid={comment.contentOid}
            commentOid={comment.commentOid}
            authorOid={comment.commenterOid}
            onBlocked={onBlocked}
          />
        ) : null}
      </div>
      <p className="story-review-text">{comment.commentContent}</p>
    </li>
  )
}

function LoginOffer() {
  const { t } = useTranslation('player')
  const openLogin = useLoginDialog((state) => state.openAt)
  return (
    <p className="story-review-login">
      <span>{t('storyReviews.logIn')}</span>{' '}
      <Button variant="secondary" onClick={() => openLogin('login')}>
        {t('storyReviews.logInButton')}
      </Button>
    </p>
  )
}

/** The review box: stars and text; one request id per review, so a retry writes it once. */
function ReviewForm({
  contentOid,
  mine,
  onPosted,
}: {
  contentOid: string
  mine: number | null
  onPosted(): void
}) {
  const { t } = useTranslation('player')
  const [text, setText] = useState('')
  const [stars, setStars] = useState<number | null>(null)
  const [requestId, setRequestId] = useState(newRequestId)
  const posting = useAction()

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
      () => reviewsApi.write(contentOid, body, requestId, stars),
      postedText,
    )
    if (!written) return
    setText('')
    setStars(null)
    setRequestId(newRequestId())
    onPosted()
  }

  return (
    <form className="story-review-form stack" onSubmit={submit}>
      <StarInput value={stars} onChange={setStars} />
      {mine !== null ? (
        <p className="review-note" data-testid="my-rating">
          {t('storyReviews.yourRating', { value: mine })}
        </p>
      ) : null}
      <label className="field-label" htmlFor="story-review-input">
        {t('storyReviews.label')}
      </label>
      <textarea
        id="story-review-input"
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
      {posting.outcome ? <Alert tone={posting.outcome.tone}>{posting.outcome.text}</Alert> : null}
    </form>
  )
}
