import type { Kysely } from 'kysely'
import type { CardMember } from '../../../engine/group'
import type { DB } from '../../db'
import type { StoredGroupMember } from './tables'

/** The card row, once per room and card: a retried add finds it there and writes nothing. */
export async function insertCard(
  db: Kysely<DB>,
  row: {
    roomOid: string
    card: CardMember
    portrait: Uint8Array | null
    portraitKey: string | null
  },
): Promise<void> {
  await db
    .insertInto('chat_group_cards')
    .values({
      room_oid: row.roomOid,
      member_id: row.card.id,
      name: row.card.character.name,
      card: JSON.stringify(row.card),
      portrait: row.portrait,
      portrait_key: row.portraitKey,
    })
    .onConflict((conflict) => conflict.columns(['room_oid', 'member_id']).doNothing())
    .execute()
}

/** The picture address of a room's card (the first add's: a retry keeps it). */
export async function cardPortraitKey(
  db: Kysely<DB>,
  roomOid: string,
  memberId: string,
): Promise<string | null> {
  const row = await db
    .selectFrom('chat_group_cards')
    .select('portrait_key')
    .where('room_oid', '=', roomOid)
    .where('member_id', '=', memberId)
    .executeTakeFirst()
  return row?.portrait_key ?? null
}

/** The group's members, its row locked until the transaction ends. */
export async function lockGroup(
  db: Kysely<DB>,
  roomOid: string,
): Promise<{ members: StoredGroupMember[] } | null> {
  const row = await db
    .selectFrom('chat_groups')
    .select('members')
    .where('room_oid', '=', roomOid)
    .forUpdate()
    .executeTakeFirst()
  return row ?? null
}

/** A room's card member as the turn plays it; null when the room has no such card. */
export async function findCard(
  db: Kysely<DB>,
  roomOid: string,
  memberId: string,
): Promise<CardMember | null> {
  const row = await db
    .selectFrom('chat_group_cards')
    .select('card')
    .where('room_oid', '=', roomOid)
    .where('member_id', '=', memberId)
    .executeTakeFirst()
  return row?.card ?? null
}

/** A card's picture by its address. */
export async function cardPortrait(db: Kysely<DB>, key: string): Promise<Uint8Array | null> {
  const row = await db
    .selectFrom('chat_group_cards')
    .select('portrait')
    .where('portrait_key', '=', key)
    .executeTakeFirst()
  return row?.portrait ?? null
}
