import { type FormEvent, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { navigate, useLocation } from '../../web/routing'
import { Button, TextField } from '../../web/ui'
import { AdultToggle } from '../catalogue/AdultToggle'
import { StoryList } from '../catalogue/StoryList'
import {
  isEmptySearch,
  parseSearchInput,
  readSearchState,
  type SearchState,
  searchInputText,
  searchQueryString,
} from '../catalogue/search-query'
import { useAdultSetting } from '../catalogue/use-adult'
import { useCatalogue } from '../catalogue/use-catalogue'
import { ContentSearch, rememberSearch } from '../search/ContentSearch'
import { useLocalizedPath } from '../shell/use-localized-path'
import '../catalogue/catalogue.css'

/**
 * `/search?q=…&tags=…`: keyword and hashtag search. The address holds the search, so a
 * result list can be shared, bookmarked and reloaded.
 */
export function SearchPage() {
  const { t } = useTranslation('player')
  const localized = useLocalizedPath()
  const { search } = useLocation()
  const state = readSearchState(search)
  const stateText = searchInputText(state)
  const [text, setText] = useState(stateText)
  const [problem, setProblem] = useState<string | null>(null)
  const adult = useAdultSetting() === 'on'
  const empty = isEmptySearch(state)
  const list = useCatalogue(
    empty
      ? null
      : {
          ranking: 'monthly',
          keyword: state.keyword || undefined,
          tags: state.tags,
          adult,
        },
  )

  // The header's box or a hashtag link can change the search while this page is open.
  useEffect(() => {
    setText(stateText)
    setProblem(null)
  }, [stateText])

  function go(next: SearchState) {
    navigate(localized(`/search${searchQueryString(next)}`))
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    const next = parseSearchInput(text)
    if (isEmptySearch(next)) {
      setProblem(t('searchPage.keywordRequired'))
      return
    }
    setProblem(null)
    rememberSearch(text)
    go(next)
  }

  function runAgain(again: string) {
    setText(again)
    go(parseSearchInput(again))
  }

  return (
    <div className="page stack search-page">
      <h1>{t('searchPage.title')}</h1>
      <search>
        <form className="search-form" onSubmit={submit} noValidate>
          <TextField
            label={t('searchPage.label')}
            hint={t('searchPage.hint')}
            type="search"
            name="q"
            value={text}
            error={problem}
            enterKeyHint="search"
            autoComplete="off"
            onChange={(event) => setText(event.target.value)}
          />
          <Button type="submit">{t('searchPage.submit')}</Button>
        </form>
      </search>
      <AdultToggle className="search-adult" />
      <ContentSearch keyword={state.keyword} adult={adult} onRunKeyword={runAgain} />
      {empty ? (
        <p className="muted">{t('searchPage.prompt')}</p>
      ) : (
        <section aria-labelledby="results-title" className="catalogue-section stack">
          <h2 id="results-title">{t('searchPage.resultsTitle')}</h2>
          <SearchSummary state={state} onChange={go} />
          <StoryList list={list} emptyText={t('searchPage.noResults')} />
        </section>
      )}
    </div>
  )
}

function SearchSummary({
  state,
  onChange,
}: {
  state: SearchState
  onChange: (next: SearchState) => void
}) {
  const { t } = useTranslation('player')
  return (
    <div className="search-summary">
      {state.keyword ? (
        <p className="search-keyword">{t('searchPage.keywordIs', { keyword: state.keyword })}</p>
      ) : null}
      {state.tags.length > 0 ? (
        <ul className="tag-list" aria-label={t('searchPage.activeTags')}>
          {state.tags.map((tag) => (
            <li key={tag}>
              <button
                type="button"
                className="tag-chip tag-chip-removable"
                aria-label={t('searchPage.removeTag', { tag })}
                onClick={() =>
                  onChange({ ...state, tags: state.tags.filter((other) => other !== tag) })
                }
              >
                #{tag}
                <span aria-hidden="true"> ×</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
