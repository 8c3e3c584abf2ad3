import { useTranslation } from 'react-i18next'
import type { SearchState } from '../catalogue/search-query'

/** The search's words and its hashtags, each hashtag removable. */
export function SearchSummary({
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
