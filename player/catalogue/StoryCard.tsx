import { useTranslation } from 'react-i18next'
import type { PublicContent } from '../../web/api/catalogue'
import { Link } from '../../web/routing'
import { useLocalizedPath } from '../shell/use-localized-path'
import { PriceTag } from './PriceTag'
import { storyHref } from './play-link'
import { StoryThumbnail } from './StoryThumbnail'

export interface StoryCardProps {
  story: PublicContent
  creatorName: string | undefined
  /** Position in a ranking (1-based); left out for search results. */
  rank?: number
  /** What kind of result this is, in a list mixing kinds (search). */
  kindLabel?: string
  eager?: boolean
}

/**
 * One story in a grid. The title is the link; it stretches over the whole card, so the
 * card is one click target and one tab stop, and screen readers hear just the title.
 */
export function StoryCard({ story, creatorName, rank, kindLabel, eager }: StoryCardProps) {
  const { t } = useTranslation('player')
  const localized = useLocalizedPath()
  return (
    <li className="story-card">
      <div className="story-card-media">
        <StoryThumbnail
          thumbnail={story.thumbnail}
          title={story.title}
          seed={story.contentOid}
          eager={eager}
        />
        {rank !== undefined ? (
          <span className="story-card-rank">{t('storyCard.rank', { rank })}</span>
        ) : null}
        {kindLabel ? <span className="story-card-kind">{kindLabel}</span> : null}
        {story.adult ? (
          <span className="adult-badge story-card-adult" title={t('storyCard.adultLabel')}>
            <span aria-hidden="true">{t('storyCard.adult')}</span>
            <span className="visually-hidden">{t('storyCard.adultLabel')}</span>
          </span>
        ) : null}
      </div>
      <div className="story-card-body">
        <h3 className="story-card-title">
          <Link className="story-card-link" href={localized(storyHref(story.contentOid))}>
            {story.title}
          </Link>
        </h3>
        {story.briefIntro ? <p className="story-card-intro">{story.briefIntro}</p> : null}
        <p className="story-card-meta">
          <span className="story-card-creator">
            {creatorName ? (
              <Link
                className="story-card-creator-link"
                href={localized(`/creatorhome/${story.creatorOid}`)}
              >
                {t('storyCard.by', { nickname: creatorName })}
              </Link>
            ) : (
              '\u00a0'
            )}
          </span>
          <PriceTag price={story.price} />
        </p>
      </div>
    </li>
  )
}

/** Placeholders shaped like cards while the first page loads, so nothing shifts after. */
export function StoryGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <ul className="story-grid" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
        <li key={index} className="story-card story-card-skeleton">
          <div className="story-card-media">
            <div className="story-thumb skeleton-block" />
          </div>
          <div className="story-card-body">
            <div className="skeleton-line skeleton-line-title" />
            <div className="skeleton-line" />
            <div className="skeleton-line skeleton-line-short" />
          </div>
        </li>
      ))}
    </ul>
  )
}
