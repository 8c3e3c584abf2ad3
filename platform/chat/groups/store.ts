import { type Kysely, sql } from 'kysely'
import type { GroupStrategy } from '../../../engine/group'
import type { DB } from '../../db'
import type { StoredGroupMember } from './tables'

export interface StoredGroup {
  room_oid: string
  name: string
  strategy: GroupStrategy
  allow_self_responses: boolean
  auto_mode: boolean
  auto_cap: number
  auto_steps: number
  members: StoredGroupMember[]
  queue: string[]
  queue_head_oid: string | null
}

export async function findGroup(db: Kysely<DB>, roomOid: string): Promise<StoredGroup | null> {
  const row = await db
    .selectFrom('chat_groups')
    .select([
      'room_oid',
      'name',
      'strategy',
      'allow_self_responses',
      'auto_mode',
      'auto_cap',
      'auto_steps',
      'members',
      'queue',
      'queue_head_oid',
    ])
    .where('room_oid', '=', roomOid)
    .executeTakeFirst()
  return row ?? null
}

export async function insertGroup(
  db: Kysely<DB>,
  group: Omit<StoredGroup, 'auto_steps' | 'queue' | 'queue_head_oid'>,
): Promise<void> {
  await db
    .insertInto('chat_groups')
    .values({
      room_oid: group.room_oid,
      name: group.name,
      strategy: group.strategy,
      allow_self_responses: group.allow_self_responses,
      auto_mode: group.auto_mode,
      auto_cap: group.auto_cap,
      members: JSON.stringify(group.members),
    })
    .execute()
}

export async function updateGroupSettings(
  db: Kysely<DB>,
  roomOid: string,
  changes: Partial<
    Pick<
      StoredGroup,
      'name' | 'strategy' | 'allow_self_responses' | 'auto_mode' | 'auto_cap' | 'members'
    >
  >,
): Promise<void> {
  const { members, ...rest } = changes
  await db
    .updateTable('chat_groups')
    .set({
      ...rest,
      ...(members ? { members: JSON.stringify(members) } : {}),
      updated_at: sql`now()`,
    })
    .where('room_oid', '=', roomOid)
    .execute()
}

/**
 * After a reply was admitted: who is still to answer and from which reply, and the
 * auto-mode count (reset by the player's message, one more for an auto-mode step).
 */
export async function recordTurn(
  db: Kysely<DB>,
  turn: {
    roomOid: string
    messageOid: string
    speakerId: string
    queue: string[]
    autoSteps: 'reset' | 'add' | 'keep'
  },
): Promise<boolean> {
  const inserted = await db
    .insertInto('chat_group_speakers')
    .values({ message_oid: turn.messageOid, room_oid: turn.roomOid, member_id: turn.speakerId })
    .onConflict((conflict) => conflict.column('message_oid').doNothing())
    .returning('message_oid')
    .executeTakeFirst()
  // A retried request streams the first reply again: its plan was recorded with it.
  if (!inserted) return false
  await db
    .updateTable('chat_groups')
    .set({
      queue: JSON.stringify(turn.queue),
      queue_head_oid: turn.messageOid,
      auto_steps:
        turn.autoSteps === 'reset'
          ? 0
          : turn.autoSteps === 'add'
            ? sql<number>`auto_steps + 1`
            : sql<number>`auto_steps`,
      updated_at: sql`now()`,
    })
    .where('room_oid', '=', turn.roomOid)
    .execute()
  return true
}

/** The speakers of the room's replies, by message id. */
export async function roomSpeakers(db: Kysely<DB>, roomOid: string): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('chat_group_speakers')
    .select(['message_oid', 'member_id'])
    .where('room_oid', '=', roomOid)
    .execute()
  return new Map(rows.map((row) => [row.message_oid, row.member_id]))
}

export async function insertSpeakers(
  db: Kysely<DB>,
  roomOid: string,
  speakers: ReadonlyArray<{ messageOid: string; memberId: string }>,
): Promise<void> {
  if (speakers.length === 0) return
  await db
    .insertInto('chat_group_speakers')
    .values(
      speakers.map((speaker) => ({
        message_oid: speaker.messageOid,
        room_oid: roomOid,
        member_id: speaker.memberId,
      })),
    )
    .execute()
}

/** The member who wrote a reply of the room; undefined for a reply of no member. */
export async function speakerOf(
  db: Kysely<DB>,
  roomOid: string,
  messageOid: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('chat_group_speakers')
    .select('member_id')
    .where('message_oid', '=', messageOid)
    .where('room_oid', '=', roomOid)
    .executeTakeFirst()
  return row?.member_id
}
