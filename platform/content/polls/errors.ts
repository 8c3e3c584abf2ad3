/** The polls' errors: a stable code and a precise text. */
import { AppError } from '../../http'

const fail = (status: number, code: string, message: string) => () =>
  new AppError({ status, code, message })

export const POLL_ERRORS = {
  notFound: fail(404, 'POLL_NOT_FOUND', 'Poll not found'),
  closed: fail(409, 'POLL_CLOSED', 'This poll is closed.'),
  noOption: fail(400, 'POLL_OPTION_NOT_FOUND', 'Choose one of the poll options.'),
  notYours: fail(403, 'POLL_NOT_YOURS', 'Only the creator of this post can delete its poll.'),
}
