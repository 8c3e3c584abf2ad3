import { useRef, useState } from 'react'
import { useSession } from '../../web/session'
import { useLoginDialog } from '../login/login-dialog-store'

/** What the server answers a like or an unlike: its state, and the count when it gives one. */
export interface LikeAnswer {
  liked: boolean
  likes: number | null
}

/** The count shown the moment a like (`next`) or an unlike is clicked: never below zero. */
export const countAfterClick = (count: number, next: boolean) =>
  Math.max(0, count + (next ? 1 : -1))

/**
 * A like that toggles at once and settles on the server's answer; a click while the last one
 * is on its way is ignored (document 1, §4), so a double click never likes and unlikes in one
 * go. A visitor is asked to log in instead. A refusal puts the like back and is handed to
 * `onError`.
 */
export function useLikeToggle(
  initial: { liked: boolean; likes: number },
  send: (next: boolean) => Promise<LikeAnswer>,
  onError?: (error: unknown) => void,
) {
  const signedIn = useSession((state) => state.user !== null)
  const openLogin = useLoginDialog((state) => state.openAt)
  const [liked, setLiked] = useState(initial.liked)
  const [likes, setLikes] = useState(initial.likes)
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
    setLikes((count) => countAfterClick(count, next))
    try {
      const answer = await send(next)
      setLiked(answer.liked)
      if (answer.likes !== null) setLikes(answer.likes)
    } catch (error) {
      setLiked(!next)
      setLikes((count) => countAfterClick(count, !next))
      onError?.(error)
    } finally {
      inFlight.current = false
    }
  }

  return { liked, likes, toggle }
}
