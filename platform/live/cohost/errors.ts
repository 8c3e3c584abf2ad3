/** Refusals of the co-host's calls; texts designed (docs/live/COHOST.md). */
import { badRequest, forbidden } from '../../http'
import { COHOST_TEXTS } from './contract'

export const COHOST_ERRORS = {
  storyNotOwned: () => badRequest('LIVE_COHOST_STORY_NOT_OWNED', COHOST_TEXTS.storyNotOwned),
  characterRequired: () =>
    badRequest('LIVE_COHOST_CHARACTER_REQUIRED', COHOST_TEXTS.characterRequired),
  notModerator: () => forbidden(COHOST_TEXTS.notModerator, 'LIVE_COHOST_NOT_MODERATOR'),
}
