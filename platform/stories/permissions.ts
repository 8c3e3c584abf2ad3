/**
 * Who may write story chats and who may manage one content. Writers are admins, creators
 * and a fixed allow-list of user ids (the spec's beta testers), stored as a run-time setting.
 */
import type { Kysely } from 'kysely'
import { type DB, readSetting } from '../db'
import type { SessionUser } from '../http'
import { STORY_ERRORS } from './errors'

export const WRITER_ALLOW_LIST_SETTING = 'stories.writerAllowList'

export function isAdmin(user: SessionUser | null): boolean {
  return !!user?.roles.includes('admin')
}

export async function isStoryChatWriter(db: Kysely<DB>, user: SessionUser): Promise<boolean> {
  if (user.roles.includes('admin') || user.roles.includes('creator')) return true
  const allowList = await readSetting<unknown>(db, WRITER_ALLOW_LIST_SETTING, [])
  return Array.isArray(allowList) && allowList.includes(user.oid)
}

export async function requireStoryChatWriter(db: Kysely<DB>, user: SessionUser): Promise<void> {
  if (!(await isStoryChatWriter(db, user))) throw STORY_ERRORS.notWriter()
}

/** The creator who owns the content, or an admin. */
export function canManage(user: SessionUser | null, content: { creator_oid: string }): boolean {
  return !!user && (isAdmin(user) || content.creator_oid === user.oid)
}
