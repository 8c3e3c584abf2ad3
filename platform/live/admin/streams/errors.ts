/** The stream service's refusals (designed texts; spec §8's where it has them). */
import { AppError, badRequest, notFound } from '../../../http'

export const STREAMS_ERRORS = {
  notStreamer: () => notFound('This creator does not stream live.', 'STREAMS_NOT_STREAMER'),
  userNotFound: () => notFound('User not found', 'STREAMS_USER_NOT_FOUND'),
  streamNotFound: () => notFound('The live stream was not found.', 'STREAMS_STREAM_NOT_FOUND'),
  noStudio: () =>
    new AppError({
      status: 409,
      code: 'STREAMS_NO_STUDIO',
      message: "The creator's live studio has no settings yet.",
    }),
  alreadyLive: () =>
    new AppError({
      status: 409,
      code: 'STREAMS_ALREADY_LIVE',
      message: 'The live is on air already.',
    }),
  notLive: () =>
    new AppError({ status: 409, code: 'STREAMS_NOT_LIVE', message: 'The live is not on air.' }),
  whitelistInvalid: () =>
    badRequest('STREAMS_WHITELIST_INVALID', 'The whitelist could not be read.'),
}
