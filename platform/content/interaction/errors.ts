/** Every interaction error: a stable code and a precise text (the spec's where it has one). */
import { AppError } from '../../http'

const fail = (status: number, code: string, message: string) => () =>
  new AppError({ status, code, message })

export const INTERACTION_ERRORS = {
  contentNotFound: fail(404, 'CONTENT_NOT_FOUND', 'Content not found'),
  commentNotFound: fail(404, 'COMMENT_NOT_FOUND', 'Comment not found'),
  userNotFound: fail(404, 'USER_NOT_FOUND', 'User not found'),
  adultGated: fail(403, 'ADULT_VERIFICATION_REQUIRED', 'Adult verification is required.'),
  blockSelf: fail(400, 'BLOCK_SELF', 'You cannot block yourself.'),
  blockTarget: fail(
    400,
    'BLOCK_TARGET_REQUIRED',
    'Choose exactly one of userOid, contentOid, commentOid or tag to block.',
  ),
  blockListFull: fail(400, 'BLOCK_LIST_FULL', 'You can block at most 1000 of each kind.'),
  reportReasonRequired: fail(
    400,
    'REPORT_REASON_REQUIRED',
    'Please enter the reason for your report.',
  ),
  reportNotFound: fail(404, 'REPORT_NOT_FOUND', 'Report not found'),
  discountCodeNotFound: fail(
    404,
    'DISCOUNT_CODE_NOT_FOUND',
    'This discount code does not exist for this content.',
  ),
  ratingFeeNotCreator: fail(
    403,
    'NOT_CONTENT_CREATOR',
    'Only the creator of this content can request its rating review.',
  ),
  ratingFeeNoLength: fail(
    400,
    'CONTENT_HAS_NO_LENGTH',
    'The content has no playing length yet; wait until its encoding finishes.',
  ),
  notDetected: fail(
    404,
    'NOT_AN_ILLEGAL_DOWNLOADER',
    'No illegal download was recorded for this user.',
  ),
}

/**
 * The content fetch's answers under the illegal-downloader rule: 444 after the first
 * detection (a warning), 999 once suspended; the client opens the IllegalDownloader screen.
 */
export function illegalDownloaderError(status: 444 | 999) {
  return new AppError({
    status,
    code: status === 444 ? 'ILLEGAL_DOWNLOADER_WARNING' : 'ILLEGAL_DOWNLOADER_SUSPENDED',
    message:
      status === 444
        ? 'Illegal downloading was detected on this account. A second detection suspends it.'
        : 'This account has been suspended (illegal download).',
    details: { illegalDownloader: true, errorStatus: status },
  })
}
