import { useTranslation } from 'react-i18next'
import type { ContentItem } from '../../web/api/content'
import { titleIn } from '../../web/api/content'
import { Link } from '../../web/routing'
import { PriceTag } from '../catalogue/PriceTag'
import { StoryThumbnail } from '../catalogue/StoryThumbnail'
import { useLocalizedPath } from '../shell/use-localized-path'
import { contentHref } from './content-links'
import { isSubscribersOnly } from './subscribers-only'
import '../catalogue/catalogue.css'

/** One content in a grid; the title's link covers the card (as story cards do). */
export function ContentCard({
  item,
  eager,
  kindLabel,
  children,
}: {
  item: ContentItem
  eager?: boolean
  /** What kind of result this is, in a list mixing kinds (search). */
  kindLabel?: string
  children?: React.ReactNode
}) {
  const { t, i18n } = useTranslation('player')
  const localized = useLocalizedPath()
  const title = titleIn(item, i18n.language)
  return (
    <li className="story-card content-card">
      <div className="story-card-media">
        <StoryThumbnail
          thumbnail={item.thumbnail}
          title={title}
          seed={item.contentOid}
          eager={eager}
        />
        {kindLabel ? <span className="story-card-kind">{kindLabel}</span> : null}
        {item.adult ? (
          <span className="adult-badge story-card-adult" title={t('storyCard.adultLabel')}>
            <span aria-hidden="true">{t('contentPage.adult')}</span>
            <span className="visually-hidden">{t('storyCard.adultLabel')}</span>
          </span>
        ) : null}
      </div>
      <div className="story-card-body">
        <h3 className="story-card-title">
          <Link className="story-card-link" href={localized(contentHref(item))}>
            {title}
          </Link>
        </h3>
        <p className="story-card-meta">
          <span className="story-card-creator">
            {item.creatorNickname ? (
              <Link
                className="story-card-creator-link"
                href={localized(`/creatorhome/${item.creatorOid}`)}
              >
                {t('storyCard.by', { nickname: item.creatorNickname })}
              </Link>
            ) : (
              '\u00a0'
            )}
          </span>
          {isSubscribersOnly(item) ? (
            <span className="badge badge-info">{t('subscribe.subscribersOnly')}</span>
          ) : (
            <PriceTag price={item.price} />
          )}
        </p>
        {children ? <div className="content-card-actions">{children}</div> : null}
      </div>
    </li>
  )
}

/** A grid of content cards, or a friendly line when there are none. */
export function ContentGrid({
  items,
  emptyText,
  label,
  action,
}: {
  items: readonly ContentItem[]
  emptyText: string
  label?: string
  action?: (item: ContentItem) => React.ReactNode
}) {
  if (items.length === 0) return <p className="muted content-empty">{emptyText}</p>
  return (
    <ul className="story-grid" aria-label={label}>
      {items.map((item, index) => (
        <ContentCard key={item.contentOid} item={item} eager={index < 4}>
          {action?.(item)}
        </ContentCard>
      ))}
    </ul>
  )
}
