/**
 * Creators as content search finds them: by nickname (the creator results of the search
 * page) and by language (the detail search's creator languages). Public fields only.
 */
import { type Kysely, sql } from 'kysely'
import type { DB } from '../db'

export interface CreatorCard {
  oid: string
  nickname: string
  customUrl: string | null
  profileImage: string | null
  language: string | null
}

/** A LIKE pattern's own characters, escaped so a nickname is matched as written. */
function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`)
}

/**
 * Creators whose nickname contains the keyword, exact and prefix matches first; accounts
 * on their way out are left out.
 */
export async function searchCreators(
  db: Kysely<DB>,
  keyword: string,
  limit: number,
): Promise<CreatorCard[]> {
  const needle = keyword.trim().toLowerCase()
  if (!needle) return []
  const rows = await db
    .selectFrom('users')
    .select(['id', 'nickname', 'custom_url', 'language'])
    .where(sql<boolean>`'creator' = any(users.roles)`)
    .where('unregister_state', 'is', null)
    .where(sql<boolean>`lower(users.nickname) like ${`%${likeEscape(needle)}%`}`)
    .orderBy(sql`lower(users.nickname) = ${needle}`, 'desc')
    .orderBy(sql`lower(users.nickname) like ${`${likeEscape(needle)}%`}`, 'desc')
    .orderBy('nickname')
    .limit(limit)
    .execute()
  return rows.map((row) => ({
    oid: row.id,
    nickname: row.nickname,
    customUrl: row.custom_url,
    profileImage: null,
    language: row.language,
  }))
}

/** Ids of the creators whose account language is one of these. */
export async function creatorOidsByLanguage(
  db: Kysely<DB>,
  languages: readonly string[],
): Promise<string[]> {
  if (languages.length === 0) return []
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where(sql<boolean>`'creator' = any(users.roles)`)
    .where('language', 'in', [...languages])
    .execute()
  return rows.map((row) => row.id)
}
