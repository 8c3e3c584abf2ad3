/**
 * Tool keys (`/live/toolkey…`): a livestreamer issues a key, and a tool that presents it gets
 * a session (a token and the user, what the studio guard needs) scoped to the live studio's
 * calls (./scope.ts): it is not a login to the account. A wrong, revoked or malformed key,
 * or one whose owner no longer streams, is 'Incorrect access' and logs nobody in.
 *
 * A key and its sessions end together: a new key, the owner's revoke, a password reset, a
 * change of two-factor sign-in and the loss of the livestreamer role (told by accounts).
 */
import type { Kysely } from 'kysely'
import type { DB } from '../../../db'
import { type Clock, forbidden, type SessionUser, unauthorized } from '../../../http'
import type { IssuedToolKey, ToolKeyStatus } from '../../contract'
import { hashToolKey, newToolKey, TOOL_KEY_PATTERN, toolKeyMatches } from './keys'

/** Accounts' sessions as tool keys use them (wired in server/context/). */
export interface ToolKeySessions {
  /** The same answer as a password login, its session scoped to the live studio. */
  loginAs(userOid: string, scope: 'live-tool'): Promise<{ token: string; user: unknown }>
  /** Signs out every tool-key session of the user (their other sessions stay). */
  revoke(userOid: string): Promise<void>
  /** Whether the user holds the livestreamer role now. */
  streams(userOid: string): Promise<boolean>
}

export interface ToolKeyDeps {
  db: Kysely<DB>
  clock: Clock
  sessions?: ToolKeySessions
}

/** What accounts tell of a change to what proves an account (platform/accounts/security-events.ts). */
export type AccountSecurityChange = 'password-reset' | 'two-factor' | 'roles'

export type { ToolKeyStatus }

export const TOOL_KEY_ERRORS = {
  incorrect: () => unauthorized('Incorrect access', 'LIVE_TOOL_KEY_INVALID'),
  notLivestreamer: () =>
    forbidden('Only livestreamers have a tool key.', 'LIVE_TOOL_KEY_NOT_LIVESTREAMER'),
}

export function createToolKeyService(deps: ToolKeyDeps) {
  const { db, clock } = deps

  /** Deletes the user's key and signs out its sessions; whether there was a key. */
  async function revokeFor(userOid: string): Promise<boolean> {
    const removed = await db
      .deleteFrom('live_tool_keys')
      .where('creator_oid', '=', userOid)
      .executeTakeFirst()
    await deps.sessions?.revoke(userOid)
    return Number(removed.numDeletedRows ?? 0) > 0
  }

  return {
    /**
     * `POST /live/toolkey/issue`: a new key, shown this once; the old key and every session
     * it opened stop working.
     */
    async issue(user: SessionUser): Promise<IssuedToolKey> {
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
      await deps.sessions?.revoke(user.oid)
      return { toolKey: made.key, keyHint: made.hint, createdAt: now.toISOString() }
    },

    /**
     * `POST /live/toolkey/revoke`: the owner ends their key and its sessions. Any signed-in
     * owner may, the livestreamer role or not: losing the role must not leave a key alive.
     */
    async revoke(user: SessionUser): Promise<{ revoked: boolean }> {
      return { revoked: await revokeFor(user.oid) }
    },

    /** `GET /live/toolkey/status`: whether the caller has a key, and its last characters. */
    async status(user: SessionUser): Promise<ToolKeyStatus> {
      const row = await db
        .selectFrom('live_tool_keys')
        .select(['key_hint', 'created_at'])
        .where('creator_oid', '=', user.oid)
        .executeTakeFirst()
      return {
        hasKey: !!row,
        keyHint: row?.key_hint ?? null,
        createdAt: row?.created_at.toISOString() ?? null,
      }
    },

    /** Logs the key's livestreamer in, to the studio only; anything else is 'Incorrect access'. */
    async login(toolKey: string): Promise<{ token: string; user: unknown }> {
      if (!deps.sessions || !TOOL_KEY_PATTERN.test(toolKey)) throw TOOL_KEY_ERRORS.incorrect()
      const row = await db
        .selectFrom('live_tool_keys')
        .select(['creator_oid', 'key_hash'])
        .where('key_hash', '=', hashToolKey(toolKey))
        .executeTakeFirst()
      if (!row || !toolKeyMatches(toolKey, row.key_hash)) throw TOOL_KEY_ERRORS.incorrect()
      // The role's removal revokes the key too; this holds should that telling have failed.
      if (!(await deps.sessions.streams(row.creator_oid))) throw TOOL_KEY_ERRORS.incorrect()
      return deps.sessions.loginAs(row.creator_oid, 'live-tool')
    },

    /**
     * Accounts' security changes: a password reset or a two-factor change revokes the key
     * (it was issued under the old proof), a role change does when the user no longer streams.
     */
    async securityChanged(userOid: string, change: AccountSecurityChange): Promise<void> {
      if (change === 'roles' && (await deps.sessions?.streams(userOid)) !== false) return
      await revokeFor(userOid)
    },
  }
}

export type ToolKeyService = ReturnType<typeof createToolKeyService>
