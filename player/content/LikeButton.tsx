import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { errorText } from '../../web/i18n'
import { contentApi } from './content-api'
import { useLikeToggle } from './use-like-toggle'

/** A content's like, with what the server says when it refuses one. */
export function LikeButton({
  contentOid,
  liked: initialLiked,
  likes: initialLikes,
}: {
  contentOid: string
  liked: boolean
  likes: number
}) {
  const { t } = useTranslation('player')
  const [problem, setProblem] = useState<string | null>(null)
  const { liked, likes, toggle } = useLikeToggle(
    { liked: initialLiked, likes: initialLikes },
    (next) => {
      setProblem(null)
      return contentApi.like(contentOid, next)
    },
    (error) => setProblem(errorText(t, error)),
  )

  return (
    <span className="like-button-wrap">
      <button
        type="button"
        className={`button button-secondary like-button${liked ? ' like-button-on' : ''}`}
        aria-pressed={liked}
        aria-label={t('contentActions.likeLabel', { count: likes })}
        onClick={() => void toggle()}
      >
        <span aria-hidden="true">{liked ? '♥' : '♡'}</span>{' '}
        {liked ? t('contentActions.liked') : t('contentActions.like')}{' '}
        <span className="like-count">{likes}</span>
      </button>
      {problem ? (
        <span className="field-error" role="alert">
          {problem}
        </span>
      ) : null}
    </span>
  )
}

/**
 * The like's place while the viewer's liked list is read: the actions beside it keep their
 * places, so a press aimed at one of them cannot land on the like when it appears.
 */
export function LikeButtonPending({ likes }: { likes: number }) {
  const { t } = useTranslation('player')
  return (
    <span className="like-button-wrap">
      <button
        type="button"
        className="button button-secondary like-button"
        aria-label={t('contentActions.likeLabel', { count: likes })}
        aria-busy="true"
        disabled
      >
        <span aria-hidden="true">♡</span> {t('contentActions.like')}{' '}
        <span className="like-count">{likes}</span>
      </button>
    </span>
  )
}
