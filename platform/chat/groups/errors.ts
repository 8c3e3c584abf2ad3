import { AppError, badRequest, conflict, notFound } from '../../http'

/** Group chats' refusals (docs/GROUP-CHATS.md); nothing is written when one is thrown. */
export const groupNotFound = () => notFound('This chat is not a group chat.', 'GROUP_NOT_FOUND')
export const memberNotFound = (id: string) =>
  new AppError({
    status: 400,
    code: 'GROUP_MEMBER_NOT_FOUND',
    message: 'That character is not in this group.',
    details: { id },
  })
export const badMembers = (message: string) => badRequest('GROUP_MEMBERS_INVALID', message)
export const noSpeaker = () =>
  conflict('GROUP_NO_SPEAKER', 'No one in the group answers. Choose who speaks next.')
export const autoModeOff = () => conflict('GROUP_AUTO_MODE_OFF', 'Auto-mode is off for this group.')
export const autoCapReached = (cap: number) =>
  conflict(
    'GROUP_AUTO_CAP_REACHED',
    `Auto-mode has added ${cap} replies since your last message. Write a message to go on.`,
    { cap },
  )
export const notAMemberReply = () =>
  badRequest('CANNOT_REROLL', 'Only a reply on the current path can be rerolled.')
/** A card that cannot join: not a card, unreadable, unnamed or too large (`reason` says which). */
export const badCard = (reason: string, message: string) =>
  new AppError({ status: 400, code: 'GROUP_CARD_INVALID', message, details: { reason } })
export const cardNameTaken = (name: string) =>
  new AppError({
    status: 409,
    code: 'GROUP_CARD_NAME_TAKEN',
    message: `"${name}" is already in this group. Rename the card to add it.`,
    details: { name },
  })
