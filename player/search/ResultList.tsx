import { useTranslation } from 'react-i18next'
import type { RankedStory } from '../../web/api/catalogue'
import type { ContentItem } from '../../web/api/content'
import { StoryCard } from '../catalogue/StoryCard'
import { ContentCard } from '../content/ContentCard'
import type { ResultHit } from './results'

const CONTENT_KINDS = {
  audio: 'searchResults.kindAudio',
  video: 'searchResults.kindVideo',
  none: 'searchResults.kindContent',
} as const satisfies Record<ContentItem['media'], string>

/** Stories and contents in one grid, each card saying its kind. */
export function ResultList({
  hits,
  names,
}: {
  hits: readonly ResultHit<RankedStory, ContentItem>[]
  names: ReadonlyMap<string, string>
}) {
  const { t } = useTranslation('player')
  return (
    <ul className="story-grid search-result-grid">
      {hits.map((hit, index) =>
        hit.kind === 'story' ? (
          <StoryCard
            key={hit.key}
            story={hit.item}
            creatorName={names.get(hit.item.creatorOid)}
            kindLabel={t('searchResults.kindStory')}
            eager={index < 4}
          />
        ) : (
          <ContentCard
            key={hit.key}
            item={{
              ...hit.item,
              creatorNickname: hit.item.creatorNickname ?? names.get(hit.item.creatorOid) ?? null,
            }}
            kindLabel={t(CONTENT_KINDS[hit.item.media])}
            eager={index < 4}
          />
        ),
      )}
    </ul>
  )
}
