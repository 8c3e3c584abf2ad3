import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ContentItem, DetailSearch } from '../../web/api/content'
import type { Loaded } from '../../web/calls'
import { errorText } from '../../web/i18n'
import { Alert } from '../../web/ui'
import { ContentGrid } from '../content/ContentCard'
import { contentApi } from '../content/content-api'
import { DetailSearchForm } from './DetailSearchForm'
import type { DetailSearchState } from './use-detail-search'
import './search.css'

/**
 * The detailed search: document 1's filter form over contents, in a box the reader opens,
 * and the contents it finds (a search of its own, below the page's result list).
 */
export function DetailSearchBox({
  detail,
  adult,
  onSearched,
}: {
  detail: DetailSearchState
  adult: boolean
  onSearched(keyword: string): void
}) {
  const { t } = useTranslation('player')
  const [results, setResults] = useState<Loaded<{ contents: ContentItem[] }> | null>(null)

  async function run(search: DetailSearch) {
    if (search.keyword.trim()) onSearched(search.keyword)
    setResults({ state: 'loading' })
    try {
      setResults({ state: 'ready', value: await contentApi.search(search) })
    } catch (error) {
      setResults({ state: 'failed', error })
    }
  }

  return (
    <div className="stack content-search">
      <details
        className="detail-search-box"
        open={detail.open}
        onToggle={(event) => detail.setOpen(event.currentTarget.open)}
      >
        <summary>{t('detailSearch.toggle')}</summary>
        <DetailSearchForm
          value={detail.value}
          onChange={detail.set}
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
          <h2 id="detail-results">{t('searchResults.detailResults')}</h2>
          {results.state === 'loading' ? <p className="muted">{t('contentPage.loading')}</p> : null}
          {results.state === 'failed' ? (
            <Alert tone="error">
              {t('searchResults.loadError')} {errorText(t, results.error)}
            </Alert>
          ) : null}
          {results.state === 'ready' ? (
            <ContentGrid
              items={results.value.contents}
              emptyText={t('searchResults.noDetailMatches')}
            />
          ) : null}
        </section>
      ) : null}
    </div>
  )
}
