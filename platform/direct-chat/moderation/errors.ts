/** Refusals of direct chat's moderation. */
import { AppError, conflict, notFound } from '../../http'
import { DIRECT_CHAT_TEXTS as TEXTS } from '../contract'

export const MODERATION_ERRORS = {
  /** A user an admin banned from the global room, on send or join (spec §8). */
  banned: () =>
    new AppError({ status: 403, code: 'DIRECT_CHAT_BANNED', message: TEXTS.bannedRoom }),
  reportNotFound: () => notFound('The report was not found.', 'DIRECT_CHAT_REPORT_NOT_FOUND'),
  alreadyReviewed: () =>
    conflict('DIRECT_CHAT_REPORT_REVIEWED', 'This report was already reviewed.'),
  notBanned: () => notFound('This user is not banned from the room.', 'DIRECT_CHAT_NOT_BANNED'),
}
