/** Refusals of the live schedules; texts designed (docs/live/README.md "Schedules"). */
import { badRequest, conflict, notFound } from '../../http'
import { SCHEDULE_TEXTS } from './contract'

export const SCHEDULE_ERRORS = {
  notFound: () => notFound(SCHEDULE_TEXTS.notFound, 'LIVE_SCHEDULE_NOT_FOUND'),
  dateInPast: () => badRequest('LIVE_SCHEDULE_DATE_PAST', SCHEDULE_TEXTS.dateInPast),
  dateTooFar: () => badRequest('LIVE_SCHEDULE_DATE_TOO_FAR', SCHEDULE_TEXTS.dateTooFar),
  tooMany: () => conflict('LIVE_SCHEDULE_LIMIT', SCHEDULE_TEXTS.tooMany),
}
