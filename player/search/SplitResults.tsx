import { useTranslation } from 'react-i18next'
import { useData } from '../../web/calls'
import { Link } from '../../web/routing'
import { ContentGrid } from '../content/ContentCard'
import { contentApi } from '../content/content-api'
import { useLocalizedPath } from '../shell/use-localized-path'
import { creatorChip } from './detail-search'
import './search.css'

/** A keyword's results in three parts: creators, tags and keyword hits (GET /content/main-search). */
export function SplitResults({
  keyword,
  adult,
  onPickCreator,
}: {
  keyword: string
  adult: boolean
  onPickCreator(creator: { oid: string; nickname: string }): void
}) {
  const { t } = useTranslation('player')
  const localized = useLocalizedPath()
  const { result } = useData(`${keyword}:${adult}`, () => contentApi.mainSearch(keyword, { adult }))
  if (result.state === 'loading') return <p className="muted">{t('contentPage.loading')}</p>
  if (result.state === 'failed') return <p className="muted">{t('searchResults.loadError')}</p>
  const { creators, tags, contents } = result.value
  return (
    <div className="stack split-results">
      <section className="stack" aria-labelledby="creator-results">
        <h2 id="creator-results">{t('searchResults.creators')}</h2>
        {creators.length === 0 ? (
          <p className="muted">{t('searchResults.noCreators')}</p>
        ) : (
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
        )}
      </section>
      <section className="stack" aria-labelledby="tag-results">
        <h2 id="tag-results">{t('searchResults.tags')}</h2>
        {tags.length === 0 ? (
          <p className="muted">{t('searchResults.noTags')}</p>
        ) : (
          <ul className="chip-list">
            {tags.map((entry) => (
              <li key={entry.tag}>
                <Link
                  className="tag-chip"
                  href={localized(`/search?tags=${encodeURIComponent(entry.tag)}`)}
                >
                  #{entry.tag}
                  {entry.count > 0 ? (
                    <span className="tag-count">
                      {' '}
                      {t('searchResults.tagCount', { count: entry.count })}
                    </span>
                  ) : null}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="stack" aria-labelledby="keyword-results">
        <h2 id="keyword-results">{t('searchResults.keywords')}</h2>
        <ContentGrid
          items={contents}
          emptyText={t('searchResults.noKeywords')}
          label={t('searchResults.keywords')}
        />
      </section>
    </div>
  )
}
