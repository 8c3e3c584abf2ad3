/** Refusals of image messages: spec §8 texts where it has them. */
import { AppError, badRequest } from '../../http'
import { DIRECT_CHAT_TEXTS as TEXTS } from '../contract'
import { DM_MEDIA_TEXTS, type DmMediaRefusal } from './media-rules'

const MEDIA_CODES: Record<DmMediaRefusal, string> = {
  empty: 'DIRECT_CHAT_MEDIA_EMPTY',
  type: 'DIRECT_CHAT_MEDIA_TYPE',
  mixed: 'DIRECT_CHAT_MEDIA_MIXED',
  tooManyImages: 'DIRECT_CHAT_MEDIA_TOO_MANY_IMAGES',
  tooManyVideos: 'DIRECT_CHAT_MEDIA_TOO_MANY_VIDEOS',
}

export const IMAGE_MESSAGE_ERRORS = {
  media: (reason: DmMediaRefusal) => badRequest(MEDIA_CODES[reason], DM_MEDIA_TEXTS[reason]),
  duplicate: () =>
    badRequest('DIRECT_CHAT_MEDIA_DUPLICATE', 'Each file can be sent once in a message.'),
  /** A file the message names is not the sender's finished chat upload. */
  uploadNotFound: () =>
    new AppError({
      status: 404,
      code: 'DIRECT_CHAT_UPLOAD_NOT_FOUND',
      message: TEXTS.uploadNotFound,
    }),
  /** The price or the reception condition the client read is no longer the room's. */
  conditionsChanged: () =>
    new AppError({
      status: 409,
      code: 'DIRECT_CHAT_IMAGE_CONDITIONS_CHANGED',
      message: TEXTS.imageConditionsChanged,
    }),
  notFound: () =>
    new AppError({
      status: 404,
      code: 'DIRECT_CHAT_IMAGE_NOT_FOUND',
      message: 'The image message was not found.',
    }),
}
