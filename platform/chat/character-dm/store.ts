/** The character-dm tables: settings, rooms, the fans' opt-ins and memories. */
import type { Kysely } from 'kysely'
import { type DB, newObjectId } from '../../db'
import type { DmTerms } from './rules'

export interface DmSetting extends DmTerms {
  contentOid: string
  characterId: string
}

export async function findDmSetting(db: Kysely<DB>, contentOid: string): Promise<DmSetting | null> {
  const row = await db
    .selectFrom('chat_character_dm_settings')
    .selectAll()
    .where('content_oid', '=', contentOid)
    .executeTakeFirst()
  if (!row) return null
  return {
    contentOid: row.content_oid,
    enabled: row.enabled,
    characterId: row.character_id,
    priceCredits: row.price_credits,
    freeTierHashes: row.free_tier_hashes,
  }
}

export async function saveDmSetting(db: Kysely<DB>, setting: DmSetting, now: Date) {
  const values = {
    enabled: setting.enabled,
    character_id: setting.characterId,
    price_credits: setting.priceCredits,
    free_tier_hashes: JSON.stringify(setting.freeTierHashes),
    updated_at: now,
  }
  await db
    .insertInto('chat_character_dm_settings')
    .values({ content_oid: setting.contentOid, ...values })
    .onConflict((conflict) => conflict.column('content_oid').doUpdateSet(values))
    .execute()
}

export interface CharacterRoomRow {
  roomOid: string
  userOid: string
  contentOid: string
  characterId: string
  createdAt: Date
}

const roomRow = (row: {
  room_oid: string
  user_oid: string
  content_oid: string
  character_id: string
  created_at: Date
}): CharacterRoomRow => ({
  roomOid: row.room_oid,
  userOid: row.user_oid,
  contentOid: row.content_oid,
  characterId: row.character_id,
  createdAt: row.created_at,
})

export async function insertCharacterRoom(
  db: Kysely<DB>,
  room: Omit<CharacterRoomRow, 'createdAt'>,
  now: Date,
) {
  await db
    .insertInto('chat_character_rooms')
    .values({
      room_oid: room.roomOid,
      user_oid: room.userOid,
      content_oid: room.contentOid,
      character_id: room.characterId,
      created_at: now,
    })
    .execute()
}

export async function findCharacterRoom(db: Kysely<DB>, roomOid: string) {
  const row = await db
    .selectFrom('chat_character_rooms')
    .selectAll()
    .where('room_oid', '=', roomOid)
    .executeTakeFirst()
  return row ? roomRow(row) : null
}

/** The fan's live character rooms, newest first. */
export async function userCharacterRooms(
  db: Kysely<DB>,
  userOid: string,
  character?: { contentOid: string; characterId: string },
) {
  let query = db
    .selectFrom('chat_character_rooms as c')
    .innerJoin('chat_rooms as r', 'r.oid', 'c.room_oid')
    .selectAll('c')
    .where('c.user_oid', '=', userOid)
    .where('r.deleted_at', 'is', null)
  if (character)
    query = query
      .where('c.content_oid', '=', character.contentOid)
      .where('c.character_id', '=', character.characterId)
  const rows = await query.orderBy('c.created_at', 'desc').limit(200).execute()
  return rows.map(roomRow)
}

export interface FanCharacter {
  userOid: string
  contentOid: string
  characterId: string
}

export async function memoryEnabled(db: Kysely<DB>, key: FanCharacter): Promise<boolean> {
  const row = await db
    .selectFrom('chat_character_memory_settings')
    .select('enabled')
    .where('user_oid', '=', key.userOid)
    .where('content_oid', '=', key.contentOid)
    .where('character_id', '=', key.characterId)
    .executeTakeFirst()
  return row?.enabled ?? false
}

export async function setMemoryEnabled(
  db: Kysely<DB>,
  key: FanCharacter,
  enabled: boolean,
  now: Date,
) {
  await db
    .insertInto('chat_character_memory_settings')
    .values({
      user_oid: key.userOid,
      content_oid: key.contentOid,
      character_id: key.characterId,
      enabled,
      updated_at: now,
    })
    .onConflict((conflict) =>
      conflict
        .columns(['user_oid', 'content_oid', 'character_id'])
        .doUpdateSet({ enabled, updated_at: now }),
    )
    .execute()
}

/** One fan's memories of one character: never another fan's (the key holds the fan). */
export async function fanMemories(db: Kysely<DB>, key: FanCharacter) {
  return db
    .selectFrom('chat_character_memories')
    .selectAll()
    .where('user_oid', '=', key.userOid)
    .where('content_oid', '=', key.contentOid)
    .where('character_id', '=', key.characterId)
    .orderBy('created_at', 'asc')
    .execute()
}

/** Rooms remembered already, or whose memory the fan deleted: neither is summarized again. */
export async function rememberedRooms(db: Kysely<DB>, roomOids: readonly string[]) {
  if (roomOids.length === 0) return new Set<string>()
  const rows = await db
    .selectFrom('chat_character_memories')
    .select('source_room_oid')
    .where('source_room_oid', 'in', roomOids)
    .unionAll(
      db
        .selectFrom('chat_character_forgotten_rooms')
        .select('source_room_oid')
        .where('source_room_oid', 'in', roomOids),
    )
    .execute()
  return new Set(rows.map((row) => row.source_room_oid))
}

/** Written once per room: a second writer of the same room's memory changes nothing. */
export async function insertMemory(
  db: Kysely<DB>,
  key: FanCharacter,
  roomOid: string,
  content: string,
  now: Date,
) {
  await db
    .insertInto('chat_character_memories')
    .values({
      oid: newObjectId(),
      user_oid: key.userOid,
      content_oid: key.contentOid,
      character_id: key.characterId,
      source_room_oid: roomOid,
      content,
      created_at: now,
    })
    .onConflict((conflict) => conflict.column('source_room_oid').doNothing())
    .execute()
}

/**
 * Deletes a memory of this fan's and keeps its room as forgotten, so the next room does not
 * write it again; false when the fan has no such memory.
 */
export async function deleteMemory(db: Kysely<DB>, userOid: string, memoryOid: string) {
  return db.transaction().execute(async (trx) => {
    const deleted = await trx
      .deleteFrom('chat_character_memories')
      .where('oid', '=', memoryOid)
      .where('user_oid', '=', userOid)
      .returning('source_room_oid')
      .executeTakeFirst()
    if (!deleted) return false
    await trx
      .insertInto('chat_character_forgotten_rooms')
      .values({ source_room_oid: deleted.source_room_oid, user_oid: userOid })
      .onConflict((conflict) => conflict.column('source_room_oid').doNothing())
      .execute()
    return true
  })
}

/** Everything the fan's memory holds, for the account's export. */
export async function allFanMemories(db: Kysely<DB>, userOid: string) {
  return db
    .selectFrom('chat_character_memories')
    .selectAll()
    .where('user_oid', '=', userOid)
    .orderBy('created_at', 'asc')
    .execute()
}

/** A deleted account's memories and opt-ins go with it. */
export async function forgetUsers(db: Kysely<DB>, userOids: readonly string[]) {
  if (userOids.length === 0) return
  await db.deleteFrom('chat_character_memories').where('user_oid', 'in', userOids).execute()
  await db.deleteFrom('chat_character_memory_settings').where('user_oid', 'in', userOids).execute()
  await db.deleteFrom('chat_character_forgotten_rooms').where('user_oid', 'in', userOids).execute()
}
