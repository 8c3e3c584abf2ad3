/**
 * GET /account/creatorlist's data: creators a page at a time, by nickname, with public
 * fields only; and one user's age verification, for a gift's recipient.
 */
import { type Kysely, sql } from 'kysely'
import type { DB } from '../db'

export interface CreatorListEntry {
  oid: string
  nickname: string
  customUrl: string | null
  profileImageKey: string | null
  language: string | null
}

/** Page `page` (from 1) of `count` creators; accounts on their way out are left out. */
export async function listCreators(
  db: Kysely<DB>,
  input: { page: number; count: number },
): Promise<{ creators: CreatorListEntry[]; hasMore: boolean }> {
  const rows = await db
    .selectFrom('users')
    .select(['id', 'nickname', 'custom_url', 'language'])
    .where(sql<boolean>`'creator' = any(users.roles)`)
    .where('unregister_state', 'is', null)
    .orderBy(sql`lower(users.nickname)`)
    .orderBy('id')
    .offset((input.page - 1) * input.count)
    .limit(input.count + 1)
    .execute()
  return {
    creators: rows.slice(0, input.count).map((row) => ({
      oid: row.id,
      nickname: row.nickname,
      customUrl: row.custom_url,
      profileImageKey: null,
      language: row.language,
    })),
    hasMore: rows.length > input.count,
  }
}

/** A user's nickname and whether they verified their age; null when there is no such user. */
export async function findRecipient(
  db: Kysely<DB>,
  userOid: string,
): Promise<{ oid: string; nickname: string; isAdult: boolean } | null> {
  const row = await db
    .selectFrom('users')
    .select(['id', 'nickname', 'is_adult'])
    .where('id', '=', userOid)
    .where('unregister_state', 'is', null)
    .executeTakeFirst()
  return row ? { oid: row.id, nickname: row.nickname, isAdult: row.is_adult } : null
}
