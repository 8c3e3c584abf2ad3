/** The reward events' errors: a stable code and a precise text (the spec's for QR entry). */
import { AppError } from '../../http'

const fail = (status: number, code: string, message: string) => () =>
  new AppError({ status, code, message })

export const EVENT_ERRORS = {
  eventNotFound: fail(404, 'EVENT_NOT_FOUND', 'Event not found'),
  codeNotFound: fail(404, 'EVENT_CODE_NOT_FOUND', 'This event code does not exist.'),
  codeTaken: fail(409, 'EVENT_CODE_TAKEN', 'This event code is already in use.'),
  codeWithdrawn: fail(400, 'EVENT_CODE_WITHDRAWN', 'This event code was withdrawn.'),
  alreadyWithdrawn: fail(
    409,
    'EVENT_CODE_ALREADY_WITHDRAWN',
    'This event code was already withdrawn.',
  ),
  notRunning: fail(400, 'EVENT_NOT_RUNNING', 'This event is not running now.'),
  alreadyEnded: fail(409, 'EVENT_ALREADY_ENDED', 'This event has already ended.'),
  allIssued: fail(400, 'EVENT_CODES_ISSUED', 'All event codes have been issued.'),
  alreadyJoined: fail(403, 'EVENT_ALREADY_JOINED', 'You have already joined this event.'),
}
