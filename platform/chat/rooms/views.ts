/** The wire shapes of a room and of a message, as every room route answers them. */
import type { ReplyRatingView } from '../ratings/contract'
import type { ChatMessage } from './messages'
import type { ChatRoom } from './rooms'

/**
 * A message, with its place among its alternatives when `siblings` are given, and the
 * player's rating of a reply when `rating` is given (null: not rated).
 */
export function messageView(
  message: ChatMessage,
  siblings?: ChatMessage[],
  rating?: ReplyRatingView | null,
) {
  const index = siblings ? siblings.findIndex((sibling) => sibling.oid === message.oid) : 0
  return {
    messageId: message.oid,
    parentId: message.parent_oid,
    role: message.role,
    text: message.text,
    status: message.status,
    turnIndex: message.turn_index,
    creditsCharged: message.credits_charged,
    error: message.error,
    createdAt: message.created_at,
    alternatives: siblings
      ? { index: index + 1, total: siblings.length, ids: siblings.map((sibling) => sibling.oid) }
      : undefined,
    ...(rating === undefined ? {} : { rating }),
  }
}

export function roomView(room: ChatRoom) {
  return {
    roomOid: room.oid,
    contentOid: room.content_oid,
    /** The story's owner: the player shows creator tools (the debug panel) to them only. */
    creatorOid: room.story_owner_oid,
    title: room.title,
    compiledVersion: room.compiled_version,
    startStoryOid: room.start_point_id,
    headMessageId: room.head_message_oid,
    userSettings: room.user_settings,
    adminSettings: room.admin_settings,
    theme: room.theme,
    options: room.options,
    /** When the player pinned the room (My chats lists it first); null when not pinned. */
    pinnedAt: room.pinned_at,
    createdAt: room.created_at,
    updatedAt: room.updated_at,
  }
}
