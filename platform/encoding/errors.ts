/** The encoding area's texts and refusals beyond the common ones. */
import { AppError } from '../http'

export const ENCODING_REQUEST_FAILED = 'Encoding request failed'
export const REENCODING_FAILED = 'Reencoding failed'
export const NO_PERMISSION = "You don't have permission to use this feature."
export const CANCELLED_REASON = 'Encoding was cancelled'
export const SOURCE_NOT_FOUND = 'No finished upload of this content’s creator has this key'
export const LEGACY_SOURCE_REFUSED =
  'A file of this content is not one of its creator’s uploads: upload it again'

/** A port the request needs is not wired on this server. */
export const notConnected = (reason: string) =>
  new AppError({
    status: 503,
    code: 'ENCODING_REQUEST_FAILED',
    message: ENCODING_REQUEST_FAILED,
    details: { reason },
  })
