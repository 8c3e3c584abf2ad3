import { useCallback, useEffect, useRef, useState } from 'react'
import type { CataloguePage, CatalogueRequest, RankedStory } from '../../web/api/catalogue'
import { catalogueApi } from './catalogue-api'

export type CatalogueStatus = 'loading' | 'ready' | 'error'

export interface CatalogueList {
  status: CatalogueStatus
  stories: RankedStory[]
  hasMore: boolean
  /** A further page is on its way (the list stays shown). */
  loadingMore: boolean
  /** True when adult stories were asked for but the viewer is not adult-verified. */
  adultHidden: boolean
  error: unknown
  loadMore(): void
  retry(): void
}

interface Loaded {
  key: string
  pages: CataloguePage[]
}

/**
 * Pages already seen this visit, by request: switching back to a tab shows it at once
 * while a fresh first page is fetched behind it.
 */
const recent = new Map<string, CataloguePage[]>()
const RECENT_LIMIT = 20

function remember(key: string, pages: CataloguePage[]) {
  recent.delete(key)
  recent.set(key, pages)
  if (recent.size > RECENT_LIMIT) recent.delete(recent.keys().next().value as string)
}

/** A ranking or search list, page by page; `request` null waits (an empty search). */
export function useCatalogue(request: Omit<CatalogueRequest, 'page'> | null): CatalogueList {
  const key = request ? JSON.stringify(request) : ''
  const [loaded, setLoaded] = useState<Loaded | null>(() =>
    recent.has(key) ? { key, pages: recent.get(key) ?? [] } : null,
  )
  const [error, setError] = useState<{ key: string; error: unknown } | null>(null)
  const [loadingMore, setLoadingMore] = useState(false)
  const [attempt, setAttempt] = useState(0)
  const requestRef = useRef(request)
  requestRef.current = request

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `request`; `attempt` re-runs on retry.
  useEffect(() => {
    const current = requestRef.current
    if (!current) return
    let active = true
    const cached = recent.get(key)
    setLoaded(cached ? { key, pages: cached } : null)
    setError(null)
    catalogueApi.listStories({ ...current, page: 0 }).then(
      (page) => {
        if (!active) return
        remember(key, [page])
        setLoaded({ key, pages: [page] })
      },
      (failure: unknown) => {
        if (active) setError({ key, error: failure })
      },
    )
    return () => {
      active = false
    }
  }, [key, attempt])

  const pages = loaded?.key === key ? loaded.pages : []
  const last = pages.at(-1)

  const loadMore = useCallback(() => {
    const current = requestRef.current
    if (!current || !last?.hasMore || loadingMore) return
    setLoadingMore(true)
    catalogueApi
      .listStories({ ...current, page: last.page + 1 })
      .then(
        (page) => {
          setLoaded((previous) => {
            if (previous?.key !== key) return previous
            const next = [...previous.pages, page]
            remember(key, next)
            return { key, pages: next }
          })
        },
        (failure: unknown) => setError({ key, error: failure }),
      )
      .finally(() => setLoadingMore(false))
  }, [key, last, loadingMore])

  const retry = useCallback(() => setAttempt((value) => value + 1), [])
  const failed = error?.key === key
  const stories = dedupe(pages.flatMap((page) => page.stories))

  return {
    status: pages.length > 0 ? 'ready' : failed ? 'error' : 'loading',
    stories,
    hasMore: !!last?.hasMore,
    loadingMore,
    adultHidden: !!pages[0]?.adultHidden,
    error: failed ? error.error : null,
    loadMore,
    retry,
  }
}

/** Rankings shift while a player pages through them; a story is shown once. */
function dedupe(stories: RankedStory[]): RankedStory[] {
  const seen = new Set<string>()
  return stories.filter((story) => {
    if (seen.has(story.contentOid)) return false
    seen.add(story.contentOid)
    return true
  })
}
