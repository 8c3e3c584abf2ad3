import { type FormEvent, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { navigate, useLocation } from '../../web/routing'
import { Button, TextField } from '../../web/ui'
import { BannerStrip } from '../banners/BannerStrip'
import { AdultToggle } from '../catalogue/AdultToggle'
import {
  isEmptySearch,
  parseSearchInput,
  readSearchState,
  type SearchState,
  searchInputText,
  searchQueryString,
} from '../catalogue/search-query'
import { useAdultSetting } from '../catalogue/use-adult'
import { DetailSearchBox } from '../search/DetailSearchBox'
import { RecentSearches } from '../search/RecentSearches'
import { clearRecentSearches, readRecentSearches, rememberSearch } from '../search/recent-searches'
import { SearchCategories, type SearchInputPick } from '../search/SearchCategories'
import { SearchResults } from '../search/SearchResults'
import { useDetailSearch } from '../search/use-detail-search'
import { useLocalizedPath } from '../shell/use-localized-path'
import '../catalogue/catalogue.css'
import '../search/search.css'

/**
 * `/search?q=…&tags=…`: one search over chat stories and contents by keyword and hashtag,
 * with the detailed search over contents below. The address holds the search, so a result
 * list can be shared, bookmarked and reloaded.
 */
export function SearchPage() {
  const { t } = useTranslation('player')
  const localized = useLocalizedPath()
  const { search } = useLocation()
  const state = readSearchState(search)
  const stateText = searchInputText(state)
  const [text, setText] = useState(stateText)
  const [problem, setProblem] = useState<string | null>(null)
  const [recent, setRecent] = useState(readRecentSearches)
  const adult = useAdultSetting() === 'on'
  const detail = useDetailSearch(state.keyword)

  // The header's box or a hashtag link can change the search while this page is open.
  useEffect(() => {
    setText(stateText)
    setProblem(null)
    setRecent(readRecentSearches())
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
    setRecent(rememberSearch(text))
    go(next)
  }

  /** A category's chip: a hashtag searches it; a creator or content type opens the detailed search. */
  function pickInput(pick: SearchInputPick) {
    if (pick.kind === 'tags') go({ keyword: '', tags: [pick.tag] })
    else if (pick.kind === 'creators') detail.pickCreator(pick.creator)
    else {
      detail.set({ ...detail.value, contentTypes: [pick.type] })
      detail.setOpen(true)
    }
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
      <BannerStrip placement="search" />
      <SearchCategories onPick={pickInput} />
      <AdultToggle className="search-adult" />
      <RecentSearches
        items={recent}
        onPick={runAgain}
        onClear={() => {
          clearRecentSearches()
          setRecent([])
        }}
      />
      {isEmptySearch(state) ? (
        <p className="muted">{t('searchPage.prompt')}</p>
      ) : (
        <SearchResults
          key={searchQueryString(state)}
          state={state}
          adult={adult}
          onChange={go}
          onPickCreator={detail.pickCreator}
        />
      )}
      <DetailSearchBox
        detail={detail}
        adult={adult}
        onSearched={(keyword) => setRecent(rememberSearch(keyword))}
      />
    </div>
  )
}
