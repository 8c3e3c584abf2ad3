/**
 * Linking a platform account: `auth` writes a one-time state with its PKCE verifier and
 * answers the provider's consent address; the provider sends the browser to `set`, which
 * takes the state once, exchanges the code, reads the account and its followers, stores the
 * link (one platform account, one user) and, for X, pays the follower reward once.
 */
import type { SessionUser } from '../http'
import type { PlatformProfile } from './apis/port'
import {
  type LinkPlatform,
  type LinkResult,
  type LinkStartAnswer,
  X_MIN_FOLLOWERS,
} from './contract'
import { LINK_ERRORS } from './errors'
import type { LinksDeps } from './ports'
import { payXReward } from './rewards'

const STATE_MS = 10 * 60_000
const DEFAULT_RETURN = '/myinfo'

export const redirectUriOf = (publicUrl: string, platform: LinkPlatform) =>
  `${publicUrl}/api/platform/${platform}/set`

/** Where the browser goes after the provider: the return path with the result in its query. */
export function resultPath(
  returnTo: string,
  platform: LinkPlatform,
  result: LinkResult,
  coins = 0,
): string {
  const query = new URLSearchParams({ platformLink: result, platform })
  if (coins > 0) query.set('reward', String(coins))
  return `${returnTo}?${query}`
}

const isStreamer = (user: SessionUser) =>
  user.roles.some((role) => role === 'creator' || role === 'livestreamer' || role === 'admin')

export async function startLink(
  deps: LinksDeps,
  user: SessionUser,
  platform: LinkPlatform,
  returnTo: string | undefined,
): Promise<LinkStartAnswer> {
  const client = deps.oauth[platform]
  if (!client || !deps.apis[platform]) throw LINK_ERRORS.notConfigured()
  if (platform !== 'twitter' && !isStreamer(user)) throw LINK_ERRORS.creatorsOnly()
  const now = deps.clock.now()
  const started = await client.start(redirectUriOf(deps.publicUrl, platform))
  const expiresAt = new Date(now.getTime() + STATE_MS)
  await deps.db
    .insertInto('platform_link_states')
    .values({
      state: started.state,
      user_oid: user.oid,
      platform,
      code_verifier: started.codeVerifier,
      return_to: returnTo ?? DEFAULT_RETURN,
      expires_at: expiresAt,
    })
    .execute()
  // Old, unused states go with each new one.
  await deps.db.deleteFrom('platform_link_states').where('expires_at', '<', now).execute()
  return { url: started.url, expiresAt: expiresAt.toISOString() }
}

const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505'

/** Stores the link; 'taken' when the platform account is another user's. */
async function storeLink(
  deps: LinksDeps,
  userOid: string,
  platform: LinkPlatform,
  profile: PlatformProfile,
  tokens: { accessToken: string; refreshToken: string | null; expiresIn: number | null },
): Promise<'stored' | 'taken'> {
  const now = deps.clock.now()
  const owner = await deps.db
    .selectFrom('platform_links')
    .select('user_oid')
    .where('platform', '=', platform)
    .where('external_id', '=', profile.externalId)
    .executeTakeFirst()
  if (owner && owner.user_oid.trim() !== userOid) return 'taken'
  const values = {
    external_id: profile.externalId,
    handle: profile.handle,
    display_name: profile.displayName,
    followers: profile.followers,
    // Sealed at rest (token-cipher.ts): a database read alone does not give the tokens away.
    access_token: deps.tokens.seal(tokens.accessToken),
    refresh_token: tokens.refreshToken === null ? null : deps.tokens.seal(tokens.refreshToken),
    token_expires_at: tokens.expiresIn ? new Date(now.getTime() + tokens.expiresIn * 1000) : null,
    updated_at: now,
  }
  try {
    await deps.db
      .insertInto('platform_links')
      .values({ user_oid: userOid, platform, linked_at: now, ...values })
      .onConflict((oc) => oc.columns(['user_oid', 'platform']).doUpdateSet(values))
      .execute()
    return 'stored'
  } catch (error) {
    // Another user linked the same account at the same moment: the unique index decides.
    if (isUniqueViolation(error)) return 'taken'
    throw error
  }
}

export async function completeLink(
  deps: LinksDeps,
  platform: LinkPlatform,
  input: { state: string; code?: string; error?: string },
  callbackUrl: URL,
): Promise<string> {
  const now = deps.clock.now()
  const link = await deps.db
    .deleteFrom('platform_link_states')
    .where('state', '=', input.state)
    .where('platform', '=', platform)
    .returningAll()
    .executeTakeFirst()
  if (!link || new Date(link.expires_at) <= now)
    return resultPath(DEFAULT_RETURN, platform, 'expired')
  const back = (result: LinkResult, coins = 0) =>
    resultPath(link.return_to, platform, result, coins)
  if (input.error || !input.code) return back('cancelled')
  const client = deps.oauth[platform]
  const api = deps.apis[platform]
  if (!client || !api) return back('failed')
  let tokens: Awaited<ReturnType<typeof client.finish>>
  try {
    tokens = await client.finish(callbackUrl, {
      state: link.state,
      codeVerifier: link.code_verifier,
    })
  } catch (error) {
    deps.logger.warn({ err: error, platform }, 'platform code exchange refused')
    return back('failed')
  }
  const profile = await api.profile(tokens.accessToken)
  if (!profile.ok) {
    deps.logger.warn({ platform, answer: profile }, 'platform profile read failed')
    return back('failed')
  }
  const userOid = link.user_oid.trim()
  if (platform === 'twitter' && profile.value.followers < X_MIN_FOLLOWERS)
    return back('too_few_followers')
  if ((await storeLink(deps, userOid, platform, profile.value, tokens)) === 'taken')
    return back('taken')
  const coins =
    platform === 'twitter'
      ? await payXReward(deps, {
          userOid,
          xUserId: profile.value.externalId,
          followers: profile.value.followers,
        })
      : 0
  return back('linked', coins)
}

export async function unlink(deps: LinksDeps, user: SessionUser, platform: LinkPlatform) {
  const removed = await deps.db
    .deleteFrom('platform_links')
    .where('user_oid', '=', user.oid)
    .where('platform', '=', platform)
    .returning('platform')
    .executeTakeFirst()
  if (!removed) throw LINK_ERRORS.notLinked()
  return { platform, linked: false as const }
}
