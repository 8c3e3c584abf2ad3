/** Refusals of the broadcast allowance and the thumbnail upload (texts designed: docs/live/README.md). */
import { AppError, badRequest } from '../../http'

export const LIVE_THUMBNAIL_MAX_BYTES = 3 * 1024 * 1024
/** Spec §9: a thumbnail is not above 2000×2000. */
export const LIVE_THUMBNAIL_MAX_SIDE = 2000

export const ALLOWANCE_ERRORS = {
  used: (resetsAt: Date) =>
    new AppError({
      status: 403,
      code: 'LIVE_ALLOWANCE_USED',
      message: "This month's broadcast time is used up; it renews on the 1st (UTC).",
      details: { resetsAt: resetsAt.toISOString() },
    }),
  thumbnailTooLarge: () =>
    new AppError({
      status: 413,
      code: 'LIVE_THUMBNAIL_TOO_LARGE',
      message: 'The live thumbnail must be 3MB or less.',
    }),
  thumbnailType: () =>
    new AppError({
      status: 415,
      code: 'LIVE_THUMBNAIL_TYPE',
      message: 'Image uploads accept jpg, jpeg, png, webp and gif.',
    }),
  thumbnailSize: (width: number, height: number) =>
    badRequest('LIVE_THUMBNAIL_DIMENSIONS', 'A thumbnail is at most 2000×2000 pixels.', {
      width,
      height,
      max: LIVE_THUMBNAIL_MAX_SIDE,
    }),
  thumbnailEmpty: () =>
    badRequest('LIVE_THUMBNAIL_EMPTY', 'Send the image bytes as the request body.'),
}

export const ALLOWANCE_ERROR_CODES = [
  'LIVE_ALLOWANCE_USED',
  'LIVE_THUMBNAIL_TOO_LARGE',
  'LIVE_THUMBNAIL_TYPE',
  'LIVE_THUMBNAIL_DIMENSIONS',
  'LIVE_THUMBNAIL_EMPTY',
] as const
