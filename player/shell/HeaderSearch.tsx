import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, navigate, useLocation } from '../../web/routing'
import { isEmptySearch, parseSearchInput, searchQueryString } from '../catalogue/search-query'
import { matchPlayerRoute } from '../routes'
import { useLocalizedPath } from './use-localized-path'

/**
 * The header's search: a box on wide screens, a link to the search page on phones.
 * `#word` searches a hashtag. The search page itself has the full form, so the box
 * steps aside there.
 */
export function HeaderSearch() {
  const { t } = useTranslation('player')
  const localized = useLocalizedPath()
  const { pathname } = useLocation()
  const [text, setText] = useState('')
  if (matchPlayerRoute(pathname).name === 'search') return null

  function submit(event: FormEvent) {
    event.preventDefault()
    const state = parseSearchInput(text)
    setText('')
    navigate(localized(`/search${isEmptySearch(state) ? '' : searchQueryString(state)}`))
  }

  return (
    <>
      <search className="header-search hide-narrow">
        <form onSubmit={submit}>
          <label className="visually-hidden" htmlFor="header-search-input">
            {t('headerSearch.label')}
          </label>
          <input
            id="header-search-input"
            className="field-input header-search-input"
            type="search"
            enterKeyHint="search"
            autoComplete="off"
            placeholder={t('headerSearch.placeholder')}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <button
            type="submit"
            className="header-search-button"
            aria-label={t('headerSearch.submit')}
          >
            <SearchIcon />
          </button>
        </form>
      </search>
      <Link
        className="button button-secondary header-search-link"
        href={localized('/search')}
        aria-label={t('headerSearch.label')}
      >
        <SearchIcon />
      </Link>
    </>
  )
}

function SearchIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="m16 16 4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  )
}
