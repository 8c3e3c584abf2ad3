import { useTranslation } from 'react-i18next'
import type { EventView } from '../../platform/content/events/contract'
import { Link } from '../../web/routing'
import { useLocalizedPath } from '../shell/use-localized-path'
import { eventPeriod, rewardText } from './event-texts'

/** One event in a list: its state, title, reward, period and spots, linking to its page. */
export function EventCard({ event }: { event: EventView }) {
  const { t, i18n } = useTranslation('player')
  const localized = useLocalizedPath()
  return (
    <li className="event-card" data-testid="event-card">
      <Link className="event-card-link" href={localized(`/event/${event.eventOid}`)}>
        <span className="event-badges">
          <span className={`event-state event-state-${event.state}`}>
            {t(`events.state_${event.state}`)}
          </span>
          {event.joined ? <span className="event-joined">{t('events.joined')}</span> : null}
        </span>
        <span className="event-card-title">{event.title}</span>
        <span className="event-card-reward">{rewardText(t, event)}</span>
        <span className="muted event-card-facts">
          {eventPeriod(t, event, i18n.language)} ·{' '}
          {event.spotsLeft > 0
            ? t('events.spotsLeft', { count: event.spotsLeft })
            : t('events.full')}
        </span>
      </Link>
    </li>
  )
}
