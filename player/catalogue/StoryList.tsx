import { useTranslation } from 'react-i18next'
import { errorText } from '../../web/i18n'
import { Alert, Button } from '../../web/ui'
import { StoryCard, StoryGridSkeleton } from './StoryCard'
import type { CatalogueList } from './use-catalogue'
import { useCreatorNames } from './use-creator-names'

export interface StoryListProps {
  list: CatalogueList
  /** Number the cards (rankings). */
  ranked?: boolean
  /** Shown when the list is empty. */
  emptyText: string
}

/** Cards of a ranking or a search, with loading, empty, error and "show more" states. */
export function StoryList({ list, ranked = false, emptyText }: StoryListProps) {
  const { t } = useTranslation('player')
  const names = useCreatorNames(list.stories.map((story) => story.creatorOid))

  if (list.status === 'loading') {
    return (
      <div aria-busy="true">
        <p className="visually-hidden" role="status">
          {t('catalogue.loading')}
        </p>
        <StoryGridSkeleton />
      </div>
    )
  }
  if (list.status === 'error') {
    return (
      <div className="catalogue-problem stack">
        <Alert tone="error">
          {t('catalogue.loadError')} {errorText(t, list.error)}
        </Alert>
        <div>
          <Button variant="secondary" onClick={list.retry}>
            {t('catalogue.retry')}
          </Button>
        </div>
      </div>
    )
  }
  return (
    <div className="stack">
      {list.adultHidden ? <p className="muted">{t('catalogue.adultHidden')}</p> : null}
      {list.stories.length === 0 ? (
        <p className="card muted catalogue-empty">{emptyText}</p>
      ) : (
        <ul className="story-grid">
          {list.stories.map((story, index) => (
            <StoryCard
              key={story.contentOid}
              story={story}
              creatorName={names.get(story.creatorOid)}
              rank={ranked ? index + 1 : undefined}
              eager={index < 4}
            />
          ))}
        </ul>
      )}
      <p className="visually-hidden" role="status">
        {t('catalogue.storyCount', { count: list.stories.length })}
      </p>
      {list.error && list.stories.length > 0 ? (
        <Alert tone="error">{errorText(t, list.error)}</Alert>
      ) : null}
      {list.hasMore ? (
        <div className="catalogue-more">
          <Button variant="secondary" busy={list.loadingMore} onClick={list.loadMore}>
            {list.loadingMore ? t('catalogue.loadingMore') : t('catalogue.loadMore')}
          </Button>
        </div>
      ) : null}
    </div>
  )
}
