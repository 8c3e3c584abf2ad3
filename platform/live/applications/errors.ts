/** Refusals of live applications (designed texts). */
import { conflict, forbidden, notFound } from '../../http'

export const LIVE_APPLICATION_ERRORS = {
  notCreator: () => forbidden('Only creators can apply for live.', 'LIVE_APPLICATION_NOT_CREATOR'),
  alreadyStreamer: () =>
    conflict('LIVE_APPLICATION_ALREADY_STREAMER', 'You can stream live already.'),
  pending: () =>
    conflict('LIVE_APPLICATION_PENDING', 'Your application is waiting for a decision.'),
  notFound: () => notFound('The application was not found.', 'LIVE_APPLICATION_NOT_FOUND'),
  decided: () => conflict('LIVE_APPLICATION_DECIDED', 'This application was decided already.'),
}
