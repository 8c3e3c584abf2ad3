/**
 * Tool-key login (`GET`/`POST /live/toolkey`): a livestreamer issues a key, and a tool that
 * presents it is logged in as them (a session token and the user, what the studio guard
 * needs). A wrong, revoked or malformed key is 'Incorrect access' and logs nobody in.
 */
import type { Kysely } from 'kysely'
import type { DB } from '../../db'
import { type Clock, forbidden, type SessionUser, unauthorized } from '../../http'
import { hashToolKey, newToolKey, TOOL_KEY_PATTERN, toolKeyMatches } from './keys'

/** Logs a user in (accounts): the same answer as a password login, with its session token. */
export interface ToolKeySessions {
  loginAs(userOid: string): Promise<{ token: string; user: unknown }>
}

export interface ToolKeyDeps {
  db: Kysely<DB>
  clock: Clock
  sessions?: ToolKeySessions
}

export const TOOL_KEY_ERRORS = {
  incorrect: () => unauthorized('Incorrect access', 'LIVE_TOOL_KEY_INVALID'),
  notLivestreamer: () =>
    forbidden('Only livestreamers have a tool key.', 'LIVE_TOOL_KEY_NOT_LIVESTREAMER'),
}

export function createToolKeyService(deps: ToolKeyDeps) {
  const { db, clock } = deps
  return {
    /** `POST /live/toolkey/issue`: a new key, shown this once; the old one stops working. */
    async issue(
      user: SessionUser,
    ): Promise<{ toolKey: string; keyHint: string; createdAt: string }> {
      if (!user.roles.includes('livestreamer')) throw TOOL_KEY_ERRORS.notLivestreamer()
      const made = newToolKey()
      const now = clock.now()
      await db
        .insertInto('live_tool_keys')
        .values({
          creator_oid: user.oid,
          key_hash: made.hash,
          key_hint: made.hint,
          created_at: now,
        })
        .onConflict((oc) =>
          oc.column('creator_oid').doUpdateSet({
            key_hash: made.hash,
            key_hint: made.hint,
            created_at: now,
          }),
        )
        .execute()
      return { toolKey: made.key, keyHint: made.hint, createdAt: now.toISOString() }
    },

    /** Logs the key's livestreamer in; anything else is 'Incorrect access'. */
    async login(toolKey: string): Promise<{ token: string; user: unknown }> {
      if (!deps.sessions || !TOOL_KEY_PATTERN.test(toolKey)) throw TOOL_KEY_ERRORS.incorrect()
      const row = await db
        .selectFrom('live_tool_keys')
        .select(['creator_oid', 'key_hash'])
        .where('key_hash', '=', hashToolKey(toolKey))
        .executeTakeFirst()
      if (!row || !toolKeyMatches(toolKey, row.key_hash)) throw TOOL_KEY_ERRORS.incorrect()
      return deps.sessions.loginAs(row.creator_oid)
    },
  }
}

export type ToolKeyService = ReturnType<typeof createToolKeyService>
