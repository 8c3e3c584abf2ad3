/** Reply ratings: a player's thumbs up or down on a reply, and the creator's view by scene. */
export type {
  RatingsRoutes,
  ReplyRatingReason,
  ReplyRatingRequest,
  ReplyRatingsAnswer,
  ReplyRatingView,
  SceneRatingsRow,
} from './contract'
export { ratingsOf } from './ratings'
export { ratingRoutes } from './routes'
