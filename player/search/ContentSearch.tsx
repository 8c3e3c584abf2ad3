import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { DetailSearch } from '../../web/api/content'
import type { Loaded } from '../../web/calls'
import { errorText } from '../../web/i18n'
import { Alert } from '../../web/ui'
import { ContentGrid } from '../content/ContentCard'
import { contentApi } from '../content/content-api'
import { DetailSearchForm } from './DetailSearchForm'
import { emptyDetailSearch } from './detail-search'
import { RecentSearches } from './RecentSearches'
import { clearRecentSearches, readRecentSearches, rememberSearch } from './recent-searches'
import { SplitResults } from './SplitResults'
import './search.css'

/**
 * The content half of the search page: recent searches, the keyword's creators, tags and
 * hits, and the detail-search form with its results.
 */
export function ContentSearch({
  keyword,
  adult,
  onRunKeyword,
}: {
  keyword: string
  adult: boolean
  onRunKeyword(text: string): void
}) {
  const { t } = useTranslation('player')
  const [recent, setRecent] = useState(readRecentSearches)
  const [open, setOpen] = useState(false)
  const [detail, setDetail] = useState<DetailSearch>(() => ({ ...emptyDetailSearch(), keyword }))
  const [results, setResults] = useState<Loaded<{
    contents: import('../../web/api/content').ContentItem[]
  }> | null>(null)

  // The page's own box remembers its searches: read them again when the keyword changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the keyword is the trigger
  useEffect(() => setRecent(readRecentSearches()), [keyword])

  async function run(search: DetailSearch) {
    if (search.keyword.trim()) setRecent(rememberSearch(search.keyword))
    setResults({ state: 'loading' })
    try {
      setResults({ state: 'ready', value: await contentApi.search(search) })
    } catch (error) {
      setResults({ state: 'failed', error })
    }
  }

  return (
    <div className="stack content-search">
      <RecentSearches
        items={recent}
        onPick={onRunKeyword}
        onClear={() => {
          clearRecentSearches()
          setRecent([])
        }}
      />
      {keyword ? (
        <SplitResults
          keyword={keyword}
          adult={adult}
          onPickCreator={(creator) => {
            setDetail((current) => ({
              ...current,
              mode: 'creator',
              creators: current.creators.some((other) => other.oid === creator.oid)
                ? current.creators
                : [...current.creators, creator],
            }))
            setOpen(true)
          }}
        />
      ) : null}
      <details
        className="detail-search-box"
        open={open}
        onToggle={(event) => setOpen(event.currentTarget.open)}
      >
        <summary>{t('detailSearch.toggle')}</summary>
        <DetailSearchForm
          value={detail}
          onChange={setDetail}
          onSubmit={(search) => void run(search)}
          adultAllowed={adult}
        />
      </details>
      {results ? (
        <section
          className="stack"
          aria-labelledby="detail-results"
          aria-busy={results.state === 'loading'}
        >
          <h2 id="detail-results">{t('searchResults.keywords')}</h2>
          {results.state === 'loading' ? <p className="muted">{t('contentPage.loading')}</p> : null}
          {results.state === 'failed' ? (
            <Alert tone="error">
              {t('searchResults.loadError')} {errorText(t, results.error)}
            </Alert>
          ) : null}
          {results.state === 'ready' ? (
            <ContentGrid items={results.value.contents} emptyText={t('searchResults.noKeywords')} />
          ) : null}
        </section>
      ) : null}
    </div>
  )
}

export { rememberSearch }
