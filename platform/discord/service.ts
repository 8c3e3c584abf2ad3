/**
 * The Discord service: a creator's server and tier roles, a member's account linking through
 * Discord's OAuth2, role sync on subscription events, and the admin's list and kick. Every
 * call to Discord goes through the outbox, except the OAuth2 exchange the member waits for.
 */
import { randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Logger } from 'pino'
import type { DB } from '../db'
import { type Clock, forbidden, type SessionUser } from '../http'
import type { DiscordApi } from './api'
import {
  type DiscordAdminCreatorsResponse,
  type DiscordMembersResponse,
  type DiscordResponse,
  type DiscordTierRole,
  type DiscordTokenResponse,
  SNOWFLAKE,
} from './contract'
import { DISCORD_ERRORS } from './errors'
import { roleForTier, syncMember } from './member-sync'
import { createOutbox, enqueue } from './outbox'
import type { DiscordChannelsPort, DiscordUsersPort } from './ports'
import type { DiscordSettings } from './settings'

export interface DiscordDeps {
  db: Kysely<DB>
  clock: Clock
  logger: Logger
  settings: DiscordSettings | null
  /** The port to Discord; null when not configured (jobs wait in the outbox). */
  api: DiscordApi | null
  channels: DiscordChannelsPort
  users: DiscordUsersPort
  /** The server's public address; Discord sends the member back to `/api/discord/callback` on it. */
  publicUrl: string
}

const LINK_STATE_MS = 10 * 60_000

function requireSnowflake(value: string, field: string): string {
  if (!SNOWFLAKE.test(value)) throw DISCORD_ERRORS.invalidId(field)
  return value
}

function requireOwner(user: SessionUser, creatorOid: string) {
  if (user.roles.includes('admin')) return
  if (user.oid !== creatorOid || !user.roles.includes('creator')) throw forbidden()
}

export function createDiscordService(deps: DiscordDeps) {
  const db = deps.db
  const outbox = createOutbox({
    db: deps.db,
    clock: deps.clock,
    logger: deps.logger,
    api: deps.api,
  })
  const redirectUri = `${deps.publicUrl.replace(/\/+$/, '')}/api/discord/callback`
  let onQueued: () => void = () => {}

  async function view(creatorOid: string, viewer: SessionUser | null): Promise<DiscordResponse> {
    const [guild, member] = await Promise.all([
      db
        .selectFrom('discord_guilds')
        .selectAll()
        .where('creator_oid', '=', creatorOid)
        .executeTakeFirst(),
      viewer
        ? db
            .selectFrom('discord_members')
            .selectAll()
            .where('creator_oid', '=', creatorOid)
            .where('user_oid', '=', viewer.oid)
            .executeTakeFirst()
        : Promise.resolve(undefined),
    ])
    const tierHash =
      member && viewer ? await deps.channels.currentTier(viewer.oid, creatorOid) : null
    return {
      creatorOid,
      discordId: guild?.guild_id ?? null,
      tierRoles: guild?.tier_roles ?? [],
      available: deps.api !== null && deps.settings !== null,
      member: member
        ? {
            discordId: member.discord_id,
            username: member.username,
            tierHash,
            roleState: member.role_state,
            linkedAt: new Date(member.linked_at).toISOString(),
          }
        : null,
    }
  }

  /** Re-syncs every linked member of a creator (a new server or a new tier mapping). */
  async function resyncCreator(creatorOid: string, reason: string) {
    const [members, tiers] = await Promise.all([
      db
        .selectFrom('discord_members')
        .select('user_oid')
        .where('creator_oid', '=', creatorOid)
        .execute(),
      deps.channels.subscriberTiers(creatorOid),
    ])
    let queued = 0
    for (const member of members) {
      const result = await db.transaction().execute((trx) =>
        syncMember(trx, deps.clock.now(), {
          creatorOid,
          userOid: member.user_oid,
          tierHash: tiers.get(member.user_oid) ?? null,
          reason,
        }),
      )
      queued += result.queued.length
    }
    if (queued > 0) onQueued()
  }

  async function sync(
    creatorOid: string,
    userOid: string,
    tierHash: string | null,
    reason: string,
  ) {
    const result = await db
      .transaction()
      .execute((trx) =>
        syncMember(trx, deps.clock.now(), { creatorOid, userOid, tierHash, reason }),
      )
    if (result.queued.length > 0) onQueued()
    return result
  }

  return {
    outbox,
    /** The worker's hook: called after jobs are queued, to send them soon. */
    setOnQueued(callback: () => void) {
      onQueued = callback
    },

    get: (creatorOid: string, viewer: SessionUser | null) => view(creatorOid, viewer),

    async modify(
      user: SessionUser,
      input: { creatorOid: string; discordId: string | null; tierRoles?: DiscordTierRole[] },
    ): Promise<DiscordResponse> {
      requireOwner(user, input.creatorOid)
      const guildId =
        input.discordId === null ? null : requireSnowflake(input.discordId, 'discordId')
      const tierRoles = input.tierRoles?.map((mapping) => ({
        tierHash: mapping.tierHash,
        roleId: requireSnowflake(mapping.roleId, 'roleId'),
      }))
      if (tierRoles && tierRoles.length > 0) {
        const known = await deps.channels.tierHashes(input.creatorOid)
        const unknown = tierRoles.find((mapping) => !known.has(mapping.tierHash))
        if (unknown) throw DISCORD_ERRORS.tierUnknown(unknown.tierHash)
      }
      const now = deps.clock.now()
      await db.transaction().execute(async (trx) => {
        const current = await trx
          .selectFrom('discord_guilds')
          .selectAll()
          .where('creator_oid', '=', input.creatorOid)
          .forUpdate()
          .executeTakeFirst()
        if (current && current.guild_id !== guildId) {
          // Leaving a server: roles given there are taken back before the link goes.
          const holders = await trx
            .selectFrom('discord_members')
            .select(['user_oid', 'discord_id', 'role_id'])
            .where('creator_oid', '=', input.creatorOid)
            .where('role_id', 'is not', null)
            .where('role_state', 'in', ['pending', 'granted'])
            .execute()
          for (const holder of holders) {
            await enqueue(trx, now, {
              creatorOid: input.creatorOid,
              userOid: holder.user_oid,
              op: 'remove_role',
              guildId: current.guild_id,
              discordId: holder.discord_id,
              roleId: holder.role_id,
              reason: 'Discord server unlinked',
            })
          }
          await trx
            .updateTable('discord_members')
            .set({ role_id: null, role_state: 'none', updated_at: now })
            .where('creator_oid', '=', input.creatorOid)
            .execute()
        }
        if (guildId === null) {
          await trx
            .deleteFrom('discord_guilds')
            .where('creator_oid', '=', input.creatorOid)
            .execute()
          return
        }
        const roles = JSON.stringify(tierRoles ?? current?.tier_roles ?? [])
        await trx
          .insertInto('discord_guilds')
          .values({
            creator_oid: input.creatorOid,
            guild_id: guildId,
            tier_roles: roles,
            linked_at: now,
            updated_at: now,
          })
          .onConflict((conflict) =>
            conflict
              .column('creator_oid')
              .doUpdateSet({ guild_id: guildId, tier_roles: roles, updated_at: now }),
          )
          .execute()
      })
      if (guildId !== null) await resyncCreator(input.creatorOid, 'Tier roles updated')
      else onQueued()
      return view(input.creatorOid, user)
    },

    /** Starts linking: a one-time state and Discord's authorize address. */
    async token(
      user: SessionUser,
      creatorOid: string,
      tierHash: string,
    ): Promise<DiscordTokenResponse> {
      if (!deps.settings || !deps.api) throw DISCORD_ERRORS.notConfigured()
      const guild = await db
        .selectFrom('discord_guilds')
        .select('guild_id')
        .where('creator_oid', '=', creatorOid)
        .executeTakeFirst()
      if (!guild) throw DISCORD_ERRORS.notLinked()
      const privileged = user.roles.includes('admin') || user.oid === creatorOid
      if (!privileged && (await deps.channels.currentTier(user.oid, creatorOid)) !== tierHash) {
        throw DISCORD_ERRORS.notSubscribed()
      }
      const now = deps.clock.now()
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
      const url = new URL(deps.settings.authorizeUrl)
      url.search = new URLSearchParams({
        response_type: 'code',
        client_id: deps.settings.clientId,
        scope: 'identify guilds.join',
        state,
        redirect_uri: redirectUri,
        prompt: 'consent',
      }).toString()
      return { url: url.toString(), state, expiresAt: expiresAt.toISOString() }
    },

    /**
     * Discord's redirect back: the state names the member and creator (used once), the code
     * names the Discord account. Answers where to send the browser.
     */
    async callback(input: { code?: string; state: string; error?: string }): Promise<string> {
      const now = deps.clock.now()
      const link = await db
        .deleteFrom('discord_link_states')
        .where('state', '=', input.state)
        .returningAll()
        .executeTakeFirst()
      const back = (result: string, creatorOid?: string) =>
        `/discord/linked?${new URLSearchParams({ result, ...(creatorOid ? { creatorOid } : {}) })}`
      if (!link || new Date(link.expires_at) <= now) return back('expired')
      if (input.error || !input.code) return back('cancelled', link.creator_oid)
      if (!deps.api) return back('failed', link.creator_oid)
      const identity = await deps.api.identify(input.code, redirectUri)
      if (!identity.ok || !SNOWFLAKE.test(identity.user.id)) {
        deps.logger.warn(
          { creatorOid: link.creator_oid, error: identity.ok ? 'bad id' : identity.message },
          'discord link failed',
        )
        return back('failed', link.creator_oid)
      }
      const guild = await db
        .selectFrom('discord_guilds')
        .selectAll()
        .where('creator_oid', '=', link.creator_oid)
        .executeTakeFirst()
      if (!guild) return back('failed', link.creator_oid)
      const discordId = identity.user.id
      await db.transaction().execute(async (trx) => {
        const previous = await trx
          .selectFrom('discord_members')
          .selectAll()
          .where('creator_oid', '=', link.creator_oid)
          .where('user_oid', '=', link.user_oid)
          .forUpdate()
          .executeTakeFirst()
        if (
          previous &&
          previous.discord_id !== discordId &&
          previous.role_id &&
          previous.role_state !== 'removed'
        ) {
          // Another Discord account linked: the old one gives its role back.
          await enqueue(trx, now, {
            creatorOid: link.creator_oid,
            userOid: link.user_oid,
            op: 'remove_role',
            guildId: guild.guild_id,
            discordId: previous.discord_id,
            roleId: previous.role_id,
            reason: 'Discord account changed',
          })
        }
        await trx
          .insertInto('discord_members')
          .values({
            creator_oid: link.creator_oid,
            user_oid: link.user_oid,
            discord_id: discordId,
            username: identity.user.username || null,
            linked_at: now,
            updated_at: now,
          })
          .onConflict((conflict) =>
            conflict.columns(['creator_oid', 'user_oid']).doUpdateSet({
              discord_id: discordId,
              username: identity.user.username || null,
              role_id: previous?.discord_id === discordId ? previous.role_id : null,
              role_state: previous?.discord_id === discordId ? previous.role_state : 'none',
              linked_at: now,
              updated_at: now,
            }),
          )
          .execute()
      })
      const tierHash =
        link.user_oid === link.creator_oid
          ? null
          : await deps.channels.currentTier(link.user_oid, link.creator_oid)
      const roleId = roleForTier(guild.tier_roles, tierHash)
      // Joins the member to the server with the role (guilds.join); the outbox makes sure of the role.
      const joined = await deps.api.addMember(
        guild.guild_id,
        discordId,
        identity.accessToken,
        roleId ? [roleId] : [],
      )
      if (!joined.ok)
        deps.logger.warn({ status: joined.status, error: joined.message }, 'discord join failed')
      const result = await db.transaction().execute((trx) =>
        syncMember(trx, now, {
          creatorOid: link.creator_oid,
          userOid: link.user_oid,
          tierHash,
          reason: 'Subscriber linked Discord',
          force: true,
        }),
      )
      if (result.queued.length > 0) onQueued()
      return back('linked', link.creator_oid)
    },

    /** Subscription events (channels area): grant, keep or remove the member's role. */
    subscriptionListener: {
      onSubscribed: async (event: { userOid: string; creatorOid: string; tierHash: string }) => {
        await sync(event.creatorOid, event.userOid, event.tierHash, 'Subscribed')
      },
      // A cancellation keeps access to the period's end: the role goes when access does.
      onUnsubscribed: async (event: { userOid: string; creatorOid: string }) => {
        const tierHash = await deps.channels.currentTier(event.userOid, event.creatorOid)
        await sync(event.creatorOid, event.userOid, tierHash, 'Unsubscribed')
      },
      onEnded: async (event: { userOid: string; creatorOid: string }) => {
        const tierHash = await deps.channels.currentTier(event.userOid, event.creatorOid)
        await sync(event.creatorOid, event.userOid, tierHash, 'Subscription ended')
      },
    },

    /** The caller unlinks their own Discord account: the role is taken back, the link goes. */
    async unlink(user: SessionUser, creatorOid: string): Promise<DiscordResponse> {
      const now = deps.clock.now()
      const queued = await db.transaction().execute(async (trx) => {
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
      if (queued) onQueued()
      return view(creatorOid, user)
    },

    async members(user: SessionUser, creatorOid: string): Promise<DiscordMembersResponse> {
      requireOwner(user, creatorOid)
      const rows = await db
        .selectFrom('discord_members')
        .selectAll()
        .where('creator_oid', '=', creatorOid)
        .orderBy('linked_at', 'desc')
        .limit(1000)
        .execute()
      const names =
        rows.length > 0 ? await deps.users.nicknames(rows.map((row) => row.user_oid)) : new Map()
      return {
        members: rows.map((row) => ({
          userOid: row.user_oid,
          nickname: names.get(row.user_oid) ?? null,
          discordId: row.discord_id,
          username: row.username,
          roleState: row.role_state,
          linkedAt: new Date(row.linked_at).toISOString(),
        })),
      }
    },

    async adminCreators(): Promise<DiscordAdminCreatorsResponse> {
      const guilds = await db
        .selectFrom('discord_guilds')
        .selectAll()
        .orderBy('linked_at', 'desc')
        .execute()
      const oids = guilds.map((guild) => guild.creator_oid)
      if (oids.length === 0) return { creators: [] }
      const [members, jobs, names] = await Promise.all([
        db
          .selectFrom('discord_members')
          .select(['creator_oid', (eb) => eb.fn.countAll<string>().as('count')])
          .where('creator_oid', 'in', oids)
          .groupBy('creator_oid')
          .execute(),
        db
          .selectFrom('discord_outbox')
          .select(['creator_oid', (eb) => eb.fn.countAll<string>().as('count')])
          .where('creator_oid', 'in', oids)
          .where('state', '=', 'pending')
          .groupBy('creator_oid')
          .execute(),
        deps.users.nicknames(oids),
      ])
      const memberCounts = new Map(members.map((row) => [row.creator_oid, Number(row.count)]))
      const jobCounts = new Map(jobs.map((row) => [row.creator_oid, Number(row.count)]))
      return {
        creators: guilds.map((guild) => ({
          creatorOid: guild.creator_oid,
          nickname: names.get(guild.creator_oid) ?? null,
          discordId: guild.guild_id,
          tierRoles: guild.tier_roles,
          members: memberCounts.get(guild.creator_oid) ?? 0,
          pendingJobs: jobCounts.get(guild.creator_oid) ?? 0,
          linkedAt: new Date(guild.linked_at).toISOString(),
        })),
      }
    },

    /** Admin: removes a member from the creator's server (queued; the outbox sends it). */
    async kick(input: { creatorOid: string; channelId: string; discordId: string }) {
      const channelId = requireSnowflake(input.channelId, 'channelId')
      const discordId = requireSnowflake(input.discordId, 'discordId')
      const now = deps.clock.now()
      const jobOid = await db.transaction().execute(async (trx) => {
        const guild = await trx
          .selectFrom('discord_guilds')
          .select('guild_id')
          .where('creator_oid', '=', input.creatorOid)
          .executeTakeFirst()
        if (!guild) throw DISCORD_ERRORS.notLinked()
        if (guild.guild_id !== channelId) throw DISCORD_ERRORS.channelMismatch()
        await trx
          .updateTable('discord_members')
          .set({ role_state: 'removed', updated_at: now })
          .where('creator_oid', '=', input.creatorOid)
          .where('discord_id', '=', discordId)
          .execute()
        return enqueue(trx, now, {
          creatorOid: input.creatorOid,
          userOid: null,
          op: 'kick',
          guildId: channelId,
          discordId,
          roleId: null,
          reason: 'Removed by an administrator',
        })
      })
      onQueued()
      return { queued: true as const, jobOid }
    },
  }
}

export type DiscordService = ReturnType<typeof createDiscordService>
