/** The live area's refusals; texts designed where the spec has none (docs/live/README.md). */
import { AppError, forbidden, notFound } from '../http'

export const LIVE_ERRORS = {
  notLivestreamer: () =>
    forbidden('Only livestreamers can use the live studio.', 'LIVE_NOT_LIVESTREAMER'),
  creatorNotFound: () => notFound('This creator does not stream live.', 'LIVE_NOT_FOUND'),
  streamNotFound: () => notFound('The live stream was not found.', 'LIVE_STREAM_NOT_FOUND'),
  keyInvalid: () =>
    new AppError({
      status: 403,
      code: 'LIVE_KEY_INVALID',
      message: 'The stream key is not valid.',
    }),
  notLive: () =>
    new AppError({ status: 409, code: 'LIVE_NOT_LIVE', message: 'The live is not on air.' }),
}
