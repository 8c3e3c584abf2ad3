import { useCallback, useEffect, useRef, useState } from 'react'
import type { CommentThread } from '../../../platform/chat/comments/contract'
import { commentsApi } from './comments-api'

export interface ThreadsState {
  threads: CommentThread[]
  total: number
  hasMore: boolean
  ownerOids: string[]
  hiddenAuthors: string[]
  canModerate: boolean
  likes: Record<string, number>
  liked: ReadonlySet<string>
}

const EMPTY: ThreadsState = {
  threads: [],
  total: 0,
  hasMore: false,
  ownerOids: [],
  hiddenAuthors: [],
  canModerate: false,
  likes: {},
  liked: new Set(),
}

/**
 * A content's comment threads, page by page ("Show more" appends the next page; a comment
 * already shown is never shown twice). `reload` reads again every page loaded so far, so a
 * new comment, reply, pin or delete shows where the server puts it.
 */
export function useCommentThreads(contentOid: string, viewerOid: string | null) {
  const [state, setState] = useState<ThreadsState>(EMPTY)
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading')
  const [error, setError] = useState<unknown>(null)
  const pages = useRef(1)
  const generation = useRef(0)

  const load = useCallback(
    async (pageCount: number) => {
      const mine = ++generation.current
      try {
        const answers = []
        for (let page = 1; page <= pageCount; page += 1)
          answers.push(await commentsApi.threads(contentOid, page))
        const likes = await commentsApi.likes(contentOid)
        if (mine !== generation.current) return
        const seen = new Set<string>()
        const threads = answers
          .flatMap((answer) => answer.comments)
          .filter((thread) => !seen.has(thread.commentOid) && !!seen.add(thread.commentOid))
        const last = answers[answers.length - 1]
        pages.current = pageCount
        setState({
          threads,
          total: last?.total ?? 0,
          hasMore: last?.hasMore ?? false,
          ownerOids: last?.ownerOids ?? [],
          hiddenAuthors: last?.hiddenAuthors ?? [],
          canModerate: last?.canModerate ?? false,
          likes: likes.likes,
          liked: new Set(likes.liked),
        })
        setStatus('ready')
      } catch (failure) {
        if (mine !== generation.current) return
        setError(failure)
        setStatus('failed')
      }
    },
    [contentOid],
  )

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new viewer reads again
  useEffect(() => {
    pages.current = 1
    setStatus('loading')
    void load(1)
  }, [load, viewerOid])

  return {
    ...state,
    status,
    error,
    reload: () => load(pages.current),
    loadMore: () => load(pages.current + 1),
  }
}
