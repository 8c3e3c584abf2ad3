import type { Kysely } from 'kysely'
import { type DB, newObjectId } from '../db'
import { type ChatMessage, insertMessage } from './rooms/messages'
import { insertRoom } from './rooms/rooms'

/** Test helper: a new room of a new user, on version 1 of a new story. */
export function insertTestRoom(db: Kysely<DB>, title = 'test') {
  return insertRoom(db, {
    owner: { userOid: newObjectId() },
    contentOid: newObjectId(),
    compiledVersion: 1,
    startPointId: 'start',
    title,
  })
}

/**
 * Test helper: a room of its own with one assistant message still `streaming`, the state
 * a turn's stream is written in. `requestId` makes it a turn's reply (the stream hub waits
 * for such a reply's terminal event).
 */
export async function insertStreamingMessage(
  db: Kysely<DB>,
  options: { requestId?: string } = {},
): Promise<ChatMessage> {
  const room = await insertTestRoom(db)
  return insertMessage(db, {
    roomOid: room.oid,
    parentOid: null,
    role: 'assistant',
    text: '',
    status: 'streaming',
    turnIndex: 1,
    depth: 0,
    ...(options.requestId ? { requestId: options.requestId } : {}),
  })
}
