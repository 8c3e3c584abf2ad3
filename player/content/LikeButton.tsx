import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { errorText } from '../../web/i18n'
import { useSession } from '../../web/session'
import { useLoginDialog } from '../login/login-dialog-store'
import { contentApi } from './content-api'

/**
 * Like toggles between like and unlike; a click while the last one is still on its way is
 * ignored (document 1, §4), so a double click never likes and unlikes in one go.
 */
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
  const signedIn = useSession((state) => state.user !== null)
  const openLogin = useLoginDialog((state) => state.openAt)
  const [liked, setLiked] = useState(initialLiked)
  const [likes, setLikes] = useState(initialLikes)
  const [problem, setProblem] = useState<string | null>(null)
  const inFlight = useRef(false)

  async function toggle() {
    if (!signedIn) {
      openLogin('login')
      return
    }
    if (inFlight.current) return
    inFlight.current = true
    const next = !liked
    setLiked(next)
    setLikes((count) => Math.max(0, count + (next ? 1 : -1)))
    setProblem(null)
    try {
      const answer = await contentApi.like(contentOid, next)
      setLiked(answer.liked)
      if (answer.likes !== null) setLikes(answer.likes)
    } catch (error) {
      setLiked(!next)
      setLikes((count) => Math.max(0, count + (next ? -1 : 1)))
      setProblem(errorText(t, error))
    } finally {
      inFlight.current = false
    }
  }

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
