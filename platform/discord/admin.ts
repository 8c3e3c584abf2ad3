/** The creator's list of linked members, and the admin's kick. */
import type { SessionUser } from '../http'
import type { DiscordMembersResponse } from './contract'
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

/** Admin: removes a member from the creator's server (queued; the outbox sends it). */
export interface KickOutcome {
  response: { queued: true; jobOid: string }
  /** The linked member as it was, for the admin's audit log (null: not linked here). */
  before: { userOid: string; roleState: string } | null
}

export async function kick(
  context: DiscordContext,
  input: { creatorOid: string; channelId: string; discordId: string },
): Promise<KickOutcome> {
  const channelId = requireSnowflake(input.channelId, 'channelId')
  const discordId = requireSnowflake(input.discordId, 'discordId')
  const now = context.clock.now()
  let before: KickOutcome['before'] = null
  const jobOid = await context.db.transaction().execute(async (trx) => {
    const guild = await trx
      .selectFrom('discord_guilds')
      .select('guild_id')
      .where('creator_oid', '=', input.creatorOid)
      .executeTakeFirst()
    if (!guild) throw DISCORD_ERRORS.notLinked()
    if (guild.guild_id !== channelId) throw DISCORD_ERRORS.channelMismatch()
    const member = await trx
      .selectFrom('discord_members')
      .select(['user_oid', 'role_state'])
      .where('creator_oid', '=', input.creatorOid)
      .where('discord_id', '=', discordId)
      .executeTakeFirst()
    before = member ? { userOid: member.user_oid, roleState: member.role_state } : null
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
  return { response: { queued: true, jobOid }, before: before as KickOutcome['before'] }
}
