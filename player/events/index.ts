export { EventPage } from './EventPage'
export { EventsPage, RecommendedEventsPage } from './EventsPage'
