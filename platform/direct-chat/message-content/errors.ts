/** Refusals of paid message contents: spec §8 texts where it has them, designed ones otherwise. */
import { badRequest, notFound } from '../../http'
import { MESSAGE_CONTENT_TEXTS as TEXTS } from './contract'

export const MESSAGE_CONTENT_ERRORS = {
  /** A post the caller may not see answers as one that does not exist: ids are guessable. */
  notFound: () => notFound(TEXTS.notFound, 'DIRECT_CHAT_CONTENT_NOT_FOUND'),
  /** Writing is a creator's: anyone else is answered as the settings screen is. */
  notCreator: () => notFound('Not found', 'DIRECT_CHAT_NOT_CREATOR'),
  ownPost: () => badRequest('DIRECT_CHAT_CONTENT_OWN', TEXTS.ownPost),
  mixedMedia: () => badRequest('DIRECT_CHAT_MEDIA_MIXED', TEXTS.mixedMedia),
  tooManyImages: () => badRequest('DIRECT_CHAT_MEDIA_TOO_MANY_IMAGES', TEXTS.tooManyImages),
  tooManyVideos: () => badRequest('DIRECT_CHAT_MEDIA_TOO_MANY_VIDEOS', TEXTS.tooManyVideos),
  uploadNotFound: () => badRequest('DIRECT_CHAT_UPLOAD_NOT_FOUND', TEXTS.uploadNotFound),
  noRecipients: () => badRequest('DIRECT_CHAT_CONTENT_NO_RECIPIENTS', TEXTS.noRecipients),
  tooManyRecipients: () =>
    badRequest('DIRECT_CHAT_CONTENT_TOO_MANY_RECIPIENTS', TEXTS.tooManyRecipients),
  unknownTier: () => badRequest('DIRECT_CHAT_UNKNOWN_TIER', 'Choose tiers of your own channel.'),
  /** A room the creator is not an active member of, or a global room. */
  notYourRoom: () => badRequest('DIRECT_CHAT_CONTENT_ROOM', 'Choose your own 1:1 or group rooms.'),
}
