/**
 * The one port to Discord, speaking its REST API v10: the bot's member and role calls and
 * the OAuth2 code exchange that identifies a member. Every answer is data (never thrown),
 * so the outbox decides what a 429, a 5xx or a lost connection means.
 */
import type { DiscordSettings } from './settings'

export type DiscordCallResult =
  | { ok: true; status: number }
  | {
      ok: false
      /** 0 when no answer came (connection refused, reset, timeout). */
      status: number
      /** From a 429's `retry_after` (seconds) or `Retry-After`, in milliseconds. */
      retryAfterMs?: number
      /** Discord's JSON error code (10007 Unknown Member, 50013 Missing Permissions…). */
      code?: number
      message: string
    }

export interface DiscordUser {
  id: string
  username: string
}

export interface DiscordApi {
  /** `PUT /guilds/{guild.id}/members/{user.id}/roles/{role.id}` (204). */
  addMemberRole(
    guildId: string,
    userId: string,
    roleId: string,
    reason: string,
  ): Promise<DiscordCallResult>
  /** `DELETE /guilds/{guild.id}/members/{user.id}/roles/{role.id}` (204). */
  removeMemberRole(
    guildId: string,
    userId: string,
    roleId: string,
    reason: string,
  ): Promise<DiscordCallResult>
  /** `DELETE /guilds/{guild.id}/members/{user.id}` (kick, 204). */
  removeMember(guildId: string, userId: string, reason: string): Promise<DiscordCallResult>
  /** `PUT /guilds/{guild.id}/members/{user.id}` with the member's OAuth2 token (201 joined, 204 already in). */
  addMember(
    guildId: string,
    userId: string,
    accessToken: string,
    roleIds: string[],
  ): Promise<DiscordCallResult>
  /** `POST /oauth2/token` (authorization_code), then `GET /users/@me` with the token. */
  identify(
    code: string,
    redirectUri: string,
  ): Promise<{ ok: true; user: DiscordUser; accessToken: string } | { ok: false; message: string }>
}

type Fetch = typeof fetch

const TIMEOUT_MS = 10_000

export function createDiscordRestApi(
  settings: DiscordSettings,
  fetchImpl: Fetch = fetch,
): DiscordApi {
  const bot = { Authorization: `Bot ${settings.botToken}` }

  async function call(
    method: string,
    path: string,
    init: { headers?: Record<string, string>; body?: string } = {},
  ) {
    try {
      const response = await fetchImpl(`${settings.apiBase}${path}`, {
        method,
        headers: { ...init.headers },
        ...(init.body === undefined ? {} : { body: init.body }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      })
      return await readResult(response)
    } catch (error) {
      return { ok: false as const, status: 0, message: (error as Error).message || 'no answer' }
    }
  }

  const member = (guildId: string, userId: string) =>
    `/guilds/${encodeURIComponent(guildId)}/members/${encodeURIComponent(userId)}`
  // Discord shows the reason in the guild's audit log; it must be URL-encoded.
  const audit = (reason: string) => ({ ...bot, 'X-Audit-Log-Reason': encodeURIComponent(reason) })

  return {
    addMemberRole: (guildId, userId, roleId, reason) =>
      call('PUT', `${member(guildId, userId)}/roles/${encodeURIComponent(roleId)}`, {
        headers: audit(reason),
      }),
    removeMemberRole: (guildId, userId, roleId, reason) =>
      call('DELETE', `${member(guildId, userId)}/roles/${encodeURIComponent(roleId)}`, {
        headers: audit(reason),
      }),
    removeMember: (guildId, userId, reason) =>
      call('DELETE', member(guildId, userId), { headers: audit(reason) }),
    addMember: (guildId, userId, accessToken, roleIds) =>
      call('PUT', member(guildId, userId), {
        headers: { ...bot, 'Content-Type': 'application/json' },
        body: JSON.stringify({ access_token: accessToken, roles: roleIds }),
      }),

    async identify(code, redirectUri) {
      try {
        const tokenResponse = await fetchImpl(`${settings.apiBase}/oauth2/token`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({
            grant_type: 'authorization_code',
            code,
            redirect_uri: redirectUri,
            client_id: settings.clientId,
            client_secret: settings.clientSecret,
          }).toString(),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        })
        const token = (await tokenResponse.json().catch(() => null)) as {
          access_token?: unknown
        } | null
        if (!tokenResponse.ok || typeof token?.access_token !== 'string') {
          return { ok: false, message: `token exchange answered ${tokenResponse.status}` }
        }
        const meResponse = await fetchImpl(`${settings.apiBase}/users/@me`, {
          headers: { Authorization: `Bearer ${token.access_token}` },
          signal: AbortSignal.timeout(TIMEOUT_MS),
        })
        const me = (await meResponse.json().catch(() => null)) as {
          id?: unknown
          username?: unknown
        } | null
        if (!meResponse.ok || typeof me?.id !== 'string') {
          return { ok: false, message: `users/@me answered ${meResponse.status}` }
        }
        return {
          ok: true,
          accessToken: token.access_token,
          user: { id: me.id, username: typeof me.username === 'string' ? me.username : '' },
        }
      } catch (error) {
        return { ok: false, message: (error as Error).message || 'no answer' }
      }
    },
  }
}

async function readResult(response: Response): Promise<DiscordCallResult> {
  if (response.ok) {
    await response.body?.cancel()
    return { ok: true, status: response.status }
  }
  const body = (await response.json().catch(() => null)) as {
    message?: unknown
    code?: unknown
    retry_after?: unknown
  } | null
  const header = Number(response.headers.get('retry-after'))
  const retryAfterSeconds =
    typeof body?.retry_after === 'number'
      ? body.retry_after
      : Number.isFinite(header)
        ? header
        : undefined
  return {
    ok: false,
    status: response.status,
    ...(response.status === 429 && retryAfterSeconds !== undefined
      ? { retryAfterMs: Math.ceil(retryAfterSeconds * 1000) }
      : {}),
    ...(typeof body?.code === 'number' ? { code: body.code } : {}),
    message: typeof body?.message === 'string' ? body.message : `HTTP ${response.status}`,
  }
}
