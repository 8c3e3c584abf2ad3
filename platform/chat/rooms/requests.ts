/** Request schemas of the room list, pinning and the chat file routes (`contract.ts`). */
import { z } from 'zod'
import { objectIdField } from '../../http'

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
 * `POST /chat-rooms/import`: the file's text, as the browser read it. Its size and lines
 * are the reader's to judge (`sillytavern-chat.ts`), so every problem of the file is
 * answered alike (`CHAT_IMPORT_INVALID` with its reason and line).
 */
export const importChatBody = z.object({
  contentOid: oid,
  jsonl: z.string('"jsonl" must be the text of the chat file'),
  title: z.string().trim().min(1).max(100).optional(),
  startStoryOid: z.string().min(1).max(100).optional(),
})
