import { useTranslation } from 'react-i18next'
import { titleIn } from '../../web/api/content'
import { useData } from '../../web/calls'
import { Link } from '../../web/routing'
import { PriceTag } from '../catalogue/PriceTag'
import { StoryThumbnail } from '../catalogue/StoryThumbnail'
import { useLocalizedPath } from '../shell/use-localized-path'
import { contentApi } from './content-api'
import { contentHref } from './content-links'
import { isSubscribersOnly } from './subscribers-only'

/** "Recommended for you" beside a content (GET /content/recommendation, 20 by default). */
export function Recommendations({ contentOid }: { contentOid: string }) {
  const { t, i18n } = useTranslation('player')
  const localized = useLocalizedPath()
  const { result } = useData(contentOid, () => contentApi.recommendation(contentOid))
  const items =
    result.state === 'ready' ? result.value.filter((item) => item.contentOid !== contentOid) : []
  return (
    <section className="stack recommendations" aria-labelledby="recommended-title">
      <h2 id="recommended-title">{t('contentPage.recommended')}</h2>
      {result.state === 'loading' ? <p className="muted">{t('contentPage.loading')}</p> : null}
      {result.state !== 'loading' && items.length === 0 ? (
        <p className="muted">{t('contentPage.noRecommended')}</p>
      ) : null}
      <ul className="recommendation-list">
        {items.map((item) => (
          <li key={item.contentOid} className="recommendation">
            <StoryThumbnail thumbnail={item.thumbnail} title={item.title} seed={item.contentOid} />
            <div className="recommendation-body">
              <Link className="recommendation-link" href={localized(contentHref(item))}>
                {titleIn(item, i18n.language)}
              </Link>
              {isSubscribersOnly(item) ? (
                <span className="badge badge-info">{t('subscribe.subscribersOnly')}</span>
              ) : (
                <PriceTag price={item.price} />
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}
