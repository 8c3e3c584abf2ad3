/** Request schemas of the room list, pinning and the chat file routes (`contract.ts`). */
import { z } from 'zod'
import { objectIdField } from '../../http'
import { CHAT_IMPORT_LIMITS } from './contract'

const oid = objectIdField()

/** `GET /chat-rooms`: the spec's `roomOids`, and one story's rooms for its page. */
export const roomListQuery = z.object({
  roomOids: z
    .string()
    .max(24 * 150 + 149)
    .optional(),
  contentOid: oid.optional(),
})

/** `POST /chat-room/{id}/pin`. */
export const pinRoomBody = z.object({
  pinned: z.boolean('"pinned" must be true or false'),
})

/**
 * `POST /chat-rooms/import`: the file's text, read by the browser. Its size is checked in
 * characters here (a UTF-8 byte is at least one) and in bytes by the reader, each with its
 * own words.
 */
export const importChatBody = z.object({
  contentOid: oid,
  jsonl: z
    .string('"jsonl" must be the text of the chat file')
    .max(
      CHAT_IMPORT_LIMITS.maxBytes,
      `The file is larger than ${CHAT_IMPORT_LIMITS.maxBytes / 1024} KB.`,
    ),
  title: z.string().trim().min(1).max(100).optional(),
  startStoryOid: z.string().min(1).max(100).optional(),
})
