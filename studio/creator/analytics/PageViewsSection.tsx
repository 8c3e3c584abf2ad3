import { useTranslation } from 'react-i18next'
import { useData } from '../../../web/calls'
import { api } from '../../../web/session'
import { LoadState } from '../shell/LoadState'

/**
 * "Page views": how often the player opened the creator's contents' pages in the range, from
 * the player's own page-load events (docs/ANALYTICS.md), with the most viewed contents.
 */
export function PageViewsSection({ start, end }: { start: string; end: string }) {
  const { t } = useTranslation('creator')
  const figure = useData(`page-views:${start}:${end}`, async () => {
    const answer = await api.get('/mixpanel/creator/page-views', { startDate: start, endDate: end })
    const oids = answer.contents.map((entry) => entry.contentOid)
    const titles =
      oids.length > 0 ? await api.get('/content/bulk', { requestFormQueue: oids.join('|') }) : {}
    return { answer, titles }
  })
  const data = figure.data
  return (
    <section className="creator-page-views" data-testid="analytics-page-views">
      <h2>{t('creatorPageViews.title')}</h2>
      <p className="muted">{t('creatorPageViews.lead')}</p>
      <LoadState state={figure} />
      {data ? (
        <>
          <dl className="creator-stats">
            <div className="creator-stat">
              <dt>{t('creatorPageViews.title')}</dt>
              <dd>{data.answer.total.toLocaleString()}</dd>
            </div>
          </dl>
          {data.answer.contents.length === 0 ? (
            <p className="muted">{t('creatorPageViews.none')}</p>
          ) : (
            <>
              <h3>{t('creatorPageViews.top')}</h3>
              <ol>
                {data.answer.contents.map((entry) => (
                  <li key={entry.contentOid}>
                    {data.titles[entry.contentOid]?.title ?? entry.contentOid} ·{' '}
                    {t('creatorPageViews.total', { count: entry.views })}
                  </li>
                ))}
              </ol>
            </>
          )}
        </>
      ) : null}
    </section>
  )
}
