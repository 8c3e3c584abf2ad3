/** The live chat area's refusals: spec §8 texts where it has them, designed ones otherwise. */
import { AppError, forbidden, notFound, unauthorized } from '../../http'
import { LIVECHAT_TEXTS } from './contract'

export const LIVECHAT_ERRORS = {
  loginRequired: () => unauthorized(LIVECHAT_TEXTS.loginRequired, 'LIVECHAT_LOGIN_REQUIRED'),
  notModerator: () =>
    forbidden(
      'Only the creator and their managers can moderate this chat.',
      'LIVECHAT_NOT_MODERATOR',
    ),
  notOwner: () => forbidden('Only the creator can change this chat setting.', 'LIVECHAT_NOT_OWNER'),
  creatorNotFound: () => notFound('This creator does not stream live.', 'LIVECHAT_NOT_FOUND'),
  emptyMessage: () =>
    new AppError({ status: 400, code: 'LIVECHAT_EMPTY', message: 'Write a message first.' }),
  userNotFound: () => notFound('The user was not found.', 'LIVECHAT_USER_NOT_FOUND'),
  messageNotFound: () =>
    notFound('The message was not found in this chat.', 'LIVECHAT_MESSAGE_NOT_FOUND'),
  restricted: (until: Date) =>
    new AppError({
      status: 403,
      code: 'LIVECHAT_RESTRICTED',
      message: LIVECHAT_TEXTS.chatRestricted,
      details: { until: until.toISOString() },
    }),
  /** Over the sender's flood budget (LIVECHAT_LIMITS): `until` the next message is taken. */
  tooFast: (until: Date) =>
    new AppError({
      status: 429,
      code: 'LIVECHAT_TOO_FAST',
      message: LIVECHAT_TEXTS.tooFast,
      details: { until: until.toISOString() },
    }),
  banned: () =>
    new AppError({
      status: 403,
      code: 'LIVECHAT_BANNED',
      message: 'You cannot chat here right now.',
    }),
  creatorMessage: () =>
    new AppError({
      status: 409,
      code: 'LIVECHAT_CREATOR_MESSAGE',
      message: "Only the creator can delete the creator's messages.",
    }),
  moderatorImmune: () =>
    new AppError({
      status: 409,
      code: 'LIVECHAT_CANNOT_BAN',
      message: 'The creator and admins cannot be banned from the chat.',
    }),
}
