import { useTranslation } from 'react-i18next'
import { useData } from '../../web/calls'
import { Link } from '../../web/routing'
import { normalizeHashtag } from '../catalogue/hashtag'
import type { SearchState } from '../catalogue/search-query'
import { searchQueryString } from '../catalogue/search-query'
import { contentApi } from '../content/content-api'
import { useLocalizedPath } from '../shell/use-localized-path'
import { creatorChip } from './detail-search'
import { tagSuggestions } from './results'

/**
 * Where a keyword search may go on: creators whose nickname holds it, and the tags of
 * both kinds of result that hold one of its words. Shown only when there are some: an
 * empty row says nothing the result list does not.
 */
export function ResultSuggestions({
  state,
  adult,
  storyTags,
  onPickCreator,
}: {
  state: SearchState
  adult: boolean
  /** The hashtags of the stories found. */
  storyTags: readonly (readonly string[])[]
  onPickCreator(creator: { oid: string; nickname: string }): void
}) {
  const { t } = useTranslation('player')
  const localized = useLocalizedPath()
  const keyword = state.keyword
  // Its hits are not shown (the list pages them from the content search): one is enough.
  const { result } = useData(keyword ? [keyword, adult] : null, () =>
    contentApi.mainSearch(keyword, { adult, limit: 1 }),
  )
  if (!keyword || result.state === 'loading') return null
  const answer = result.state === 'ready' ? result.value : null
  const creators = answer?.creators ?? []
  const tags = tagSuggestions({
    keyword,
    searchedTags: state.tags,
    contentTags: answer?.tags ?? [],
    storyTags,
    normalize: normalizeHashtag,
  })
  if (creators.length === 0 && tags.length === 0) return null
  return (
    <div className="result-suggestions">
      {creators.length > 0 ? (
        <section className="result-suggestion-row" aria-labelledby="creator-results">
          <h3 id="creator-results">{t('searchResults.creators')}</h3>
          <ul className="chip-list">
            {creators.map((creator) => (
              <li key={creator.oid}>
                <button
                  type="button"
                  className="creator-chip"
                  title={creator.nickname}
                  onClick={() => onPickCreator(creator)}
                >
                  <span className="creator-chip-avatar" aria-hidden="true">
                    {[...creator.nickname][0]?.toUpperCase()}
                  </span>
                  {creatorChip(creator.nickname)}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {tags.length > 0 ? (
        <section className="result-suggestion-row" aria-labelledby="tag-results">
          <h3 id="tag-results">{t('searchResults.tags')}</h3>
          <ul className="chip-list">
            {tags.map((entry) => (
              <li key={entry.tag}>
                <Link
                  className="tag-chip"
                  href={localized(
                    `/search${searchQueryString({ keyword: '', tags: [entry.tag] })}`,
                  )}
                >
                  #{entry.tag}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  )
}
