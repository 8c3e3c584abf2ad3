/** Refusals of the live replays; texts designed (docs/live/README.md "Replays"). */
import { AppError, badRequest, conflict, notFound } from '../../http'
import { REPLAY_TEXTS } from './contract'

export const REPLAY_ERRORS = {
  notFound: () => notFound(REPLAY_TEXTS.notFound, 'LIVE_REPLAY_NOT_FOUND'),
  notReady: () => conflict('LIVE_REPLAY_NOT_READY', REPLAY_TEXTS.notReady),
  failed: () => conflict('LIVE_REPLAY_FAILED', REPLAY_TEXTS.failed),
  alreadyPublished: () => conflict('LIVE_REPLAY_PUBLISHED', REPLAY_TEXTS.alreadyPublished),
  recordOrContent: () => badRequest('LIVE_REPLAY_SOURCE_REQUIRED', REPLAY_TEXTS.recordOrContent),
  thumbnailRequired: () =>
    badRequest('LIVE_REPLAY_THUMBNAIL_REQUIRED', 'Choose a thumbnail for the replay.'),
  contentNotFound: () => notFound(REPLAY_TEXTS.contentNotFound, 'LIVE_REPLAY_CONTENT_NOT_FOUND'),
  noContentPlatform: () =>
    new AppError({
      status: 503,
      code: 'LIVE_REPLAY_UNAVAILABLE',
      message: REPLAY_TEXTS.noContentPlatform,
    }),
}
