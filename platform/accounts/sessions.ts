import { newObjectId } from '../db'
import type { SessionScope, SessionUser } from '../http'
import type { AccountsContext } from './ports'
import { hashSecret, newSecretToken } from './tokens'
import { toSessionUser } from './users'

const DAY_MS = 24 * 60 * 60 * 1000

export async function createSession(
  context: AccountsContext,
  userId: string,
  scope: SessionScope | null = null,
): Promise<{ token: string; expiresAt: Date; sessionId: string }> {
  const now = context.clock.now()
  const token = newSecretToken()
  const expiresAt = new Date(now.getTime() + context.settings.sessionDays * DAY_MS)
  const sessionId = newObjectId(now.getTime())
  await context.db
    .insertInto('sessions')
    .values({
      id: sessionId,
      user_id: userId,
      token_hash: hashSecret(token),
      created_at: now,
      expires_at: expiresAt,
      revoked_at: null,
      scope,
    })
    .execute()
  return { token, expiresAt, sessionId }
}

/**
 * Token → user in one indexed query (unique token_hash); expired or revoked → null. It runs
 * before every signed-in request: only the columns a session user holds are read.
 */
export async function resolveSession(
  context: AccountsContext,
  token: string,
): Promise<{ user: SessionUser; sessionId: string; scope: SessionScope | null } | null> {
  if (token.length < 16 || token.length > 128) return null
  const row = await context.db
    .selectFrom('users')
    .innerJoin('sessions', 'sessions.user_id', 'users.id')
    .select([
      'users.id',
      'users.nickname',
      'users.roles',
      'users.language',
      'users.is_adult',
      'sessions.id as session_id',
      'sessions.scope',
    ])
    .where('sessions.token_hash', '=', hashSecret(token))
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', context.clock.now())
    .executeTakeFirst()
  return row ? { user: toSessionUser(row), sessionId: row.session_id, scope: row.scope } : null
}

export async function revokeSession(context: AccountsContext, sessionId: string): Promise<void> {
  await context.db
    .updateTable('sessions')
    .set({ revoked_at: context.clock.now() })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute()
}

export async function revokeAllSessions(context: AccountsContext, userId: string): Promise<void> {
  await context.db
    .updateTable('sessions')
    .set({ revoked_at: context.clock.now() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute()
}

/** Signs out the user's sessions of one scope (a tool key's), leaving their full sign-ins. */
export async function revokeScopedSessions(
  context: AccountsContext,
  userId: string,
  scope: SessionScope,
): Promise<void> {
  await context.db
    .updateTable('sessions')
    .set({ revoked_at: context.clock.now() })
    .where('user_id', '=', userId)
    .where('scope', '=', scope)
    .where('revoked_at', 'is', null)
    .execute()
}
