import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { EventView } from '../../platform/content/events/contract'
import { useData } from '../../web/calls'
import { Link } from '../../web/routing'
import { useSession } from '../../web/session'
import { Button } from '../../web/ui'
import type { PageProps } from '../PlayerApp'
import { useLocalizedPath } from '../shell/use-localized-path'
import { EventCard } from './EventCard'
import { eventsApi } from './events-api'
import './events.css'

/**
 * `/event` and `/event/recommendation`: every running and upcoming event, or those the reader
 * can still join ("For you"). Two links switch between them.
 */
export function EventsPage({ forYou = false }: PageProps & { forYou?: boolean }) {
  const { t, i18n } = useTranslation('player')
  const localized = useLocalizedPath()
  const userOid = useSession((state) => state.user?.oid ?? null)
  const first = useData(['events', forYou, userOid, i18n.language], () =>
    forYou ? eventsApi.recommended() : eventsApi.list(0),
  )
  const [more, setMore] = useState<{ events: EventView[]; nextPage: number | null }[]>([])
  const pages = first.data ? [first.data, ...more] : []
  const events = pages.flatMap((page) => page.events)
  const nextPage = (pages.at(-1) as { nextPage?: number | null } | undefined)?.nextPage ?? null

  async function loadMore() {
    if (nextPage === null) return
    const next = await eventsApi.list(nextPage)
    setMore((loaded) => [...loaded, next])
  }

  return (
    <div className="page stack events-page">
      <h1>{t('events.title')}</h1>
      <nav className="events-switch" aria-label={t('events.title')}>
        <Link href={localized('/event')} aria-current={forYou ? undefined : 'page'}>
          {t('events.all')}
        </Link>
        <Link href={localized('/event/recommendation')} aria-current={forYou ? 'page' : undefined}>
          {t('events.forYou')}
        </Link>
      </nav>
      {forYou ? <p className="muted">{t('events.forYouLead')}</p> : null}
      {first.result.state === 'failed' ? (
        <div className="stack">
          <p>{t('events.loadFailed')}</p>
          <div>
            <Button variant="secondary" onClick={first.reload}>
              {t('events.retry')}
            </Button>
          </div>
        </div>
      ) : null}
      {first.data && events.length === 0 ? (
        <p className="muted">{forYou ? t('events.emptyForYou') : t('events.empty')}</p>
      ) : null}
      <ul className="event-grid">
        {events.map((event) => (
          <EventCard key={event.eventOid} event={event} />
        ))}
      </ul>
      {nextPage !== null ? (
        <div>
          <Button variant="secondary" onClick={() => void loadMore()}>
            {t('events.more')}
          </Button>
        </div>
      ) : null}
    </div>
  )
}

export function RecommendedEventsPage(props: PageProps) {
  return <EventsPage {...props} forYou />
}
