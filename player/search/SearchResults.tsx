import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { errorText } from '../../web/i18n'
import { Alert, Button } from '../../web/ui'
import { StoryGridSkeleton } from '../catalogue/StoryCard'
import type { SearchState } from '../catalogue/search-query'
import { useCatalogue } from '../catalogue/use-catalogue'
import { useCreatorNames } from '../catalogue/use-creator-names'
import { ResultKindFilter } from './ResultKindFilter'
import { ResultList } from './ResultList'
import { ResultSuggestions } from './ResultSuggestions'
import { availableFilter, type ResultFilter, resultCounts, resultView } from './results'
import { SearchSummary } from './SearchSummary'
import { useContentHits } from './use-content-hits'

const FAILED_TEXT = {
  story: 'searchResults.storiesFailed',
  content: 'searchResults.contentsFailed',
} as const

/**
 * One search's results: chat stories and contents in one list, with one empty state when
 * neither has any, the kinds as a filter when both do, and where a keyword may lead
 * (creators, tags of both kinds).
 */
export function SearchResults({
  state,
  adult,
  onChange,
  onPickCreator,
}: {
  state: SearchState
  adult: boolean
  onChange(next: SearchState): void
  onPickCreator(creator: { oid: string; nickname: string }): void
}) {
  const { t } = useTranslation('player')
  const stories = useCatalogue({
    ranking: 'monthly',
    keyword: state.keyword || undefined,
    tags: state.tags,
    adult,
  })
  const search = useMemo(
    () => ({ keyword: state.keyword, tags: state.tags, adult }),
    [state.keyword, state.tags, adult],
  )
  const contents = useContentHits(search)
  const storySource = { status: stories.status, items: stories.stories, hasMore: stories.hasMore }
  const counts = resultCounts(storySource, contents)
  const [wanted, setWanted] = useState<ResultFilter>('all')
  const { offered, filter } = availableFilter(counts, wanted)
  const view = resultView(storySource, contents, filter)
  const names = useCreatorNames([
    ...stories.stories.map((story) => story.creatorOid),
    ...contents.items.map((item) => item.creatorOid),
  ])
  const sources = { story: stories, content: contents }
  const more = (filter === 'all' ? (['story', 'content'] as const) : [filter]).filter(
    (kind) => sources[kind].hasMore,
  )
  const loadingMore = stories.loadingMore || contents.loadingMore

  return (
    <section aria-labelledby="results-title" className="catalogue-section stack search-results">
      <h2 id="results-title">{t('searchPage.resultsTitle')}</h2>
      <SearchSummary state={state} onChange={onChange} />
      <ResultSuggestions
        state={state}
        adult={adult}
        storyTags={stories.stories.map((story) => story.hashtags)}
        onPickCreator={onPickCreator}
      />
      {stories.adultHidden ? <p className="muted">{t('catalogue.adultHidden')}</p> : null}
      {offered ? <ResultKindFilter counts={counts} value={filter} onChange={setWanted} /> : null}
      {view.state === 'loading' ? (
        <div aria-busy="true">
          <p className="visually-hidden" role="status">
            {t('catalogue.loading')}
          </p>
          <StoryGridSkeleton />
        </div>
      ) : null}
      {view.state === 'empty' ? (
        <p className="card muted catalogue-empty">{t('searchPage.noResults')}</p>
      ) : null}
      {view.state === 'results' ? <ResultList hits={view.hits} names={names} /> : null}
      {view.state === 'failed' || view.state === 'results'
        ? view.failed.map((kind) => (
            <div key={kind} className="catalogue-problem stack">
              <Alert tone="error">
                {t(FAILED_TEXT[kind])} {errorText(t, sources[kind].error)}
              </Alert>
              <div>
                <Button variant="secondary" onClick={sources[kind].retry}>
                  {t('catalogue.retry')}
                </Button>
              </div>
            </div>
          ))
        : null}
      {view.state === 'results'
        ? (['story', 'content'] as const)
            .filter((kind) => sources[kind].status === 'ready' && sources[kind].error)
            .map((kind) => (
              <Alert key={kind} tone="error">
                {errorText(t, sources[kind].error)}
              </Alert>
            ))
        : null}
      {view.state === 'results' ? (
        <p className="visually-hidden" role="status">
          {t('searchResults.resultCount', { count: view.hits.length })}
        </p>
      ) : null}
      {view.state === 'results' && more.length > 0 ? (
        <div className="catalogue-more">
          <Button
            variant="secondary"
            busy={loadingMore}
            onClick={() => {
              for (const kind of more) sources[kind].loadMore()
            }}
          >
            {loadingMore ? t('searchResults.loadingMore') : t('searchResults.loadMore')}
          </Button>
        </div>
      ) : null}
    </section>
  )
}
