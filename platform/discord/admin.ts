/** The creator's list of linked members, and the admin's list of servers and kick. */
import type { SessionUser } from '../http'
import type { DiscordAdminCreatorsResponse, DiscordMembersResponse } from './contract'
import { DISCORD_ERRORS } from './errors'
import { requireOwner, requireSnowflake } from './guards'
import { enqueue } from './outbox'
import type { DiscordContext } from './ports'

export async function listMembers(
  context: DiscordContext,
  user: SessionUser,
  creatorOid: string,
): Promise<DiscordMembersResponse> {
  requireOwner(user, creatorOid)
  const rows = await context.db
    .selectFrom('discord_members')
    .selectAll()
    .where('creator_oid', '=', creatorOid)
    .orderBy('linked_at', 'desc')
    .limit(1000)
    .execute()
  const names =
    rows.length > 0 ? await context.users.nicknames(rows.map((row) => row.user_oid)) : new Map()
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
}

export async function adminCreators(
  context: DiscordContext,
): Promise<DiscordAdminCreatorsResponse> {
  const { db } = context
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
    context.users.nicknames(oids),
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
}

/** Admin: removes a member from the creator's server (queued; the outbox sends it). */
export async function kick(
  context: DiscordContext,
  input: { creatorOid: string; channelId: string; discordId: string },
) {
  const channelId = requireSnowflake(input.channelId, 'channelId')
  const discordId = requireSnowflake(input.discordId, 'discordId')
  const now = context.clock.now()
  const jobOid = await context.db.transaction().execute(async (trx) => {
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
  context.onQueued()
  return { queued: true as const, jobOid }
}
