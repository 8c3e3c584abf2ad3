/** The direct chat area's refusals: spec §8 texts where it has them, designed ones otherwise. */
import { AppError, badRequest, forbidden, notFound } from '../http'
import { DIRECT_CHAT_TEXTS as TEXTS } from './contract'

const refused = (code: string, message: string) => new AppError({ status: 403, code, message })

export const DIRECT_CHAT_ERRORS = {
  roomNotFound: () => notFound('The chat room was not found.', 'DIRECT_CHAT_ROOM_NOT_FOUND'),
  userNotFound: () => notFound('The user was not found.', 'DIRECT_CHAT_USER_NOT_FOUND'),
  messageNotFound: () =>
    notFound('The message was not found in this room.', 'DIRECT_CHAT_MESSAGE_NOT_FOUND'),
  /** A non-member reading or writing a room, or joining one that is not open to all. */
  notMember: () => refused('DIRECT_CHAT_NOT_MEMBER', TEXTS.unableToJoin),
  roomFull: () =>
    new AppError({ status: 409, code: 'DIRECT_CHAT_ROOM_FULL', message: TEXTS.roomFull }),
  /** A global room an admin closed. */
  closed: () => refused('DIRECT_CHAT_ROOM_CLOSED', TEXTS.bannedRoom),
  /** A block between the sender and the partner (or the room's creator). */
  blocked: () => refused('DIRECT_CHAT_BLOCKED', TEXTS.unableToChat),
  /** The creator's settings do not let this user message them. */
  refusedBySettings: () => refused('DIRECT_CHAT_REFUSED', TEXTS.creatorRefused),
  /** A room with nobody left to talk to (the partner left a 1:1 room). */
  unableToSend: () => refused('DIRECT_CHAT_UNABLE_TO_SEND', TEXTS.unableToSend),
  /** The client's message id was used for another text: nothing is stored or charged. */
  sendFailed: () =>
    new AppError({ status: 409, code: 'DIRECT_CHAT_SEND_FAILED', message: TEXTS.sendFailed }),
  noPermission: () => refused('NO_PERMISSION', TEXTS.noPermission),
  notCreator: () => notFound('Not found', 'DIRECT_CHAT_NOT_CREATOR'),
  tierRequired: () => badRequest('DIRECT_CHAT_TIER_REQUIRED', TEXTS.tierRequired),
  unknownTier: () => badRequest('DIRECT_CHAT_UNKNOWN_TIER', 'Choose tiers of your own channel.'),
  coinsRequired: () =>
    badRequest('DIRECT_CHAT_COINS_REQUIRED', 'Set how many coins a message costs (at least 1).'),
  selfPartner: () => badRequest('DIRECT_CHAT_SELF', 'You cannot start a chat with yourself.'),
  selfBlock: () => badRequest('DIRECT_CHAT_SELF', 'You cannot block yourself.'),
  forbidden: () => forbidden(),
}
