/**
 * A member links their Discord account through Discord's OAuth2 (`token`, then Discord's
 * redirect to `callback`), or unlinks it. The OAuth2 exchange is the one call to Discord
 * the member waits for; role changes go through the outbox.
 */
import { randomBytes } from 'node:crypto'
import type { Transaction } from 'kysely'
import type { DB } from '../db'
import type { SessionUser } from '../http'
import { type DiscordResponse, type DiscordTokenResponse, SNOWFLAKE } from './contract'
import { DISCORD_ERRORS } from './errors'
import { viewGuild } from './guild-view'
import { roleForTier, syncMember } from './member-sync'
import { enqueue } from './outbox'
import type { DiscordContext } from './ports'
import type { DiscordSettings } from './settings'

const LINK_STATE_MS = 10 * 60_000

/** Discord's authorize address for one link state. */
export function authorizeUrl(
  settings: DiscordSettings,
  state: string,
  redirectUri: string,
): string {
  const url = new URL(settings.authorizeUrl)
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: settings.clientId,
    scope: 'identify guilds.join',
    state,
    redirect_uri: redirectUri,
    prompt: 'consent',
  }).toString()
  return url.toString()
}

/** The page the browser is sent back to after Discord, saying how the link went. */
export function linkedPage(result: string, creatorOid?: string): string {
  return `/discord/linked?${new URLSearchParams({ result, ...(creatorOid ? { creatorOid } : {}) })}`
}

/** Starts linking: a one-time state and Discord's authorize address. */
export async function startLink(
  context: DiscordContext,
  user: SessionUser,
  creatorOid: string,
  tierHash: string,
): Promise<DiscordTokenResponse> {
  const { db, settings } = context
  if (!settings || !context.api) throw DISCORD_ERRORS.notConfigured()
  const guild = await db
    .selectFrom('discord_guilds')
    .select('guild_id')
    .where('creator_oid', '=', creatorOid)
    .executeTakeFirst()
  if (!guild) throw DISCORD_ERRORS.notLinked()
  const privileged = user.roles.includes('admin') || user.oid === creatorOid
  if (!privileged && (await context.channels.currentTier(user.oid, creatorOid)) !== tierHash) {
    throw DISCORD_ERRORS.notSubscribed()
  }
  const now = context.clock.now()
  const state = randomBytes(24).toString('base64url')
  const expiresAt = new Date(now.getTime() + LINK_STATE_MS)
  await db
    .insertInto('discord_link_states')
    .values({
      state,
      user_oid: user.oid,
      creator_oid: creatorOid,
      tier_hash: tierHash,
      expires_at: expiresAt,
    })
    .execute()
  // Old, unused states go with each new one.
  await db.deleteFrom('discord_link_states').where('expires_at', '<', now).execute()
  const url = authorizeUrl(settings, state, context.redirectUri)
  return { url, state, expiresAt: expiresAt.toISOString() }
}

/**
 * Discord's redirect back: the state names the member and creator (used once), the code
 * names the Discord account. Answers where to send the browser.
 */
export async function completeLink(
  context: DiscordContext,
  input: { code?: string; state: string; error?: string },
): Promise<string> {
  const { db, api } = context
  const now = context.clock.now()
  const link = await db
    .deleteFrom('discord_link_states')
    .where('state', '=', input.state)
    .returningAll()
    .executeTakeFirst()
  if (!link || new Date(link.expires_at) <= now) return linkedPage('expired')
  const creatorOid = link.creator_oid
  if (input.error || !input.code) return linkedPage('cancelled', creatorOid)
  if (!api) return linkedPage('failed', creatorOid)
  const identity = await api.identify(input.code, context.redirectUri)
  if (!identity.ok || !SNOWFLAKE.test(identity.user.id)) {
    context.logger.warn(
      { creatorOid, error: identity.ok ? 'bad id' : identity.message },
      'discord link failed',
    )
    return linkedPage('failed', creatorOid)
  }
  const guild = await db
    .selectFrom('discord_guilds')
    .selectAll()
    .where('creator_oid', '=', creatorOid)
    .executeTakeFirst()
  if (!guild) return linkedPage('failed', creatorOid)
  const discordId = identity.user.id
  const member = {
    creatorOid,
    userOid: link.user_oid,
    guildId: guild.guild_id,
    discordId,
    username: identity.user.username || null,
  }
  await db.transaction().execute((trx) => storeMember(trx, now, member))
  const tierHash =
    link.user_oid === creatorOid
      ? null
      : await context.channels.currentTier(link.user_oid, creatorOid)
  const roleId = roleForTier(guild.tier_roles, tierHash)
  // Joins the member to the server with the role (guilds.join); the outbox makes sure of the role.
  const joined = await api.addMember(
    guild.guild_id,
    discordId,
    identity.accessToken,
    roleId ? [roleId] : [],
  )
  if (!joined.ok)
    context.logger.warn({ status: joined.status, error: joined.message }, 'discord join failed')
  const result = await db.transaction().execute((trx) =>
    syncMember(trx, now, {
      creatorOid,
      userOid: link.user_oid,
      tierHash,
      reason: 'Subscriber linked Discord',
      force: true,
    }),
  )
  if (result.queued.length > 0) context.onQueued()
  return linkedPage('linked', creatorOid)
}

/** Records the member's Discord account; a different account than before gives its role back. */
async function storeMember(
  trx: Transaction<DB>,
  now: Date,
  member: {
    creatorOid: string
    userOid: string
    guildId: string
    discordId: string
    username: string | null
  },
) {
  const { creatorOid, userOid, discordId, username } = member
  const previous = await trx
    .selectFrom('discord_members')
    .selectAll()
    .where('creator_oid', '=', creatorOid)
    .where('user_oid', '=', userOid)
    .forUpdate()
    .executeTakeFirst()
  if (
    previous &&
    previous.discord_id !== discordId &&
    previous.role_id &&
    previous.role_state !== 'removed'
  ) {
    await enqueue(trx, now, {
      creatorOid,
      userOid,
      op: 'remove_role',
      guildId: member.guildId,
      discordId: previous.discord_id,
      roleId: previous.role_id,
      reason: 'Discord account changed',
    })
  }
  const same = previous?.discord_id === discordId
  await trx
    .insertInto('discord_members')
    .values({
      creator_oid: creatorOid,
      user_oid: userOid,
      discord_id: discordId,
      username,
      linked_at: now,
      updated_at: now,
    })
    .onConflict((conflict) =>
      conflict.columns(['creator_oid', 'user_oid']).doUpdateSet({
        discord_id: discordId,
        username,
        role_id: same ? previous.role_id : null,
        role_state: same ? previous.role_state : 'none',
        linked_at: now,
        updated_at: now,
      }),
    )
    .execute()
}

/** The caller unlinks their own Discord account: the role is taken back, the link goes. */
export async function unlink(
  context: DiscordContext,
  user: SessionUser,
  creatorOid: string,
): Promise<DiscordResponse> {
  const now = context.clock.now()
  const queued = await context.db.transaction().execute(async (trx) => {
    const member = await trx
      .deleteFrom('discord_members')
      .where('creator_oid', '=', creatorOid)
      .where('user_oid', '=', user.oid)
      .returningAll()
      .executeTakeFirst()
    const guild = await trx
      .selectFrom('discord_guilds')
      .select('guild_id')
      .where('creator_oid', '=', creatorOid)
      .executeTakeFirst()
    if (!member || !guild || !member.role_id || member.role_state === 'removed') return false
    await enqueue(trx, now, {
      creatorOid,
      userOid: null,
      op: 'remove_role',
      guildId: guild.guild_id,
      discordId: member.discord_id,
      roleId: member.role_id,
      reason: 'Subscriber unlinked Discord',
    })
    return true
  })
  if (queued) context.onQueued()
  return viewGuild(context, creatorOid, user)
}
