import { useCallback, useEffect, useRef, useState } from 'react'
import type { BoxSearch, ContentItem } from '../../web/api/content'
import { contentApi } from '../content/content-api'
import type { SourceLoad } from './results'

export interface ContentHits extends SourceLoad<ContentItem> {
  /** A further page is on its way (the list stays shown). */
  loadingMore: boolean
  error: unknown
  loadMore(): void
  retry(): void
}

interface Loaded {
  key: string
  pages: { contents: ContentItem[]; hasMore: boolean }[]
}

/** The search box's content hits (GET /content/search), page by page; null waits. */
export function useContentHits(search: BoxSearch | null): ContentHits {
  const key = search ? JSON.stringify(search) : ''
  const [loaded, setLoaded] = useState<Loaded | null>(null)
  const [error, setError] = useState<{ key: string; error: unknown } | null>(null)
  const [loadingMore, setLoadingMore] = useState(false)
  const [attempt, setAttempt] = useState(0)
  const searchRef = useRef(search)
  searchRef.current = search

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `search`; `attempt` re-runs on retry.
  useEffect(() => {
    const current = searchRef.current
    if (!current) return
    let active = true
    setLoaded(null)
    setError(null)
    contentApi.boxSearch(current).then(
      (page) => active && setLoaded({ key, pages: [page] }),
      (failure: unknown) => active && setError({ key, error: failure }),
    )
    return () => {
      active = false
    }
  }, [key, attempt])

  const pages = loaded?.key === key ? loaded.pages : []
  const last = pages.at(-1)

  const loadMore = useCallback(() => {
    const current = searchRef.current
    if (!current || !last?.hasMore || loadingMore) return
    setLoadingMore(true)
    contentApi
      .boxSearch(current, pages.length + 1)
      .then(
        (page) =>
          setLoaded((previous) =>
            previous?.key === key ? { key, pages: [...previous.pages, page] } : previous,
          ),
        (failure: unknown) => setError({ key, error: failure }),
      )
      .finally(() => setLoadingMore(false))
  }, [key, last, loadingMore, pages.length])

  const retry = useCallback(() => setAttempt((value) => value + 1), [])
  const failed = error?.key === key
  return {
    status: pages.length > 0 ? 'ready' : failed ? 'error' : 'loading',
    items: dedupe(pages.flatMap((page) => page.contents)),
    hasMore: !!last?.hasMore,
    loadingMore,
    error: failed ? error.error : null,
    loadMore,
    retry,
  }
}

/** A content liked while paging moves up the list; it is shown once. */
function dedupe(items: ContentItem[]): ContentItem[] {
  const seen = new Set<string>()
  return items.filter((item) => !seen.has(item.contentOid) && seen.add(item.contentOid))
}
