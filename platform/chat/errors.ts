import { AppError, badRequest, notFound } from '../http'

/** The spec's story-chat texts, word for word. */
export const CHAT_MESSAGES = {
  respondFailed: 'Failed to respond to the message.',
  deleteFailed: 'Failed to delete messages. Please try again.',
  compressionFailed: 'Unable to perform compression.',
  insufficientCredits: 'Insufficient credits.',
  noFreeChats: 'You have no more free chats. Please log in to continue.',
  loginRequired: 'Login required',
  editTooLong: 'Edited message is too long.',
  titleFailed: 'Failed to update title.',
  missingParameters: 'Missing required parameters',
} as const

/** A test room whose draft is no longer kept (stories keep a story's newest few). */
export const testDraftGone = () =>
  new AppError({
    status: 410,
    code: 'TEST_DRAFT_GONE',
    message: 'This test chat played an earlier draft that is no longer kept. Start the test again.',
  })
export const roomNotFound = () => notFound('Chat room not found', 'CHAT_ROOM_NOT_FOUND')
export const messageNotFound = () => notFound('Message not found', 'MESSAGE_NOT_FOUND')
export const personaNotFound = () => notFound('Persona not found', 'PERSONA_NOT_FOUND')
export const editTooLong = () => badRequest('EDITED_MESSAGE_TOO_LONG', CHAT_MESSAGES.editTooLong)
export const deleteFailed = (reason: string) =>
  new AppError({
    status: 409,
    code: 'DELETE_FAILED',
    message: CHAT_MESSAGES.deleteFailed,
    details: { reason },
  })
