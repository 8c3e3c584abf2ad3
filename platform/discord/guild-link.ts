/** `modify`: a creator links, changes or unlinks their server and maps tiers to roles. */
import type { Transaction } from 'kysely'
import type { DB } from '../db'
import type { SessionUser } from '../http'
import type { DiscordResponse, DiscordTierRole } from './contract'
import { DISCORD_ERRORS } from './errors'
import { requireOwner, requireSnowflake } from './guards'
import { viewGuild } from './guild-view'
import { enqueue } from './outbox'
import type { DiscordContext } from './ports'
import { resyncCreator } from './role-sync'

export interface GuildChange {
  creatorOid: string
  discordId: string | null
  tierRoles?: DiscordTierRole[]
}

/** The server id and role mapping a change asks for, its ids checked (null: unlink). */
export function readGuildChange(input: GuildChange): {
  guildId: string | null
  tierRoles: DiscordTierRole[] | undefined
} {
  const guildId = input.discordId === null ? null : requireSnowflake(input.discordId, 'discordId')
  const tierRoles = input.tierRoles?.map((mapping) => ({
    tierHash: mapping.tierHash,
    roleId: requireSnowflake(mapping.roleId, 'roleId'),
  }))
  return { guildId, tierRoles }
}

export async function modifyGuild(
  context: DiscordContext,
  user: SessionUser,
  input: GuildChange,
): Promise<DiscordResponse> {
  requireOwner(user, input.creatorOid)
  const { guildId, tierRoles } = readGuildChange(input)
  if (tierRoles && tierRoles.length > 0) {
    const known = await context.channels.tierHashes(input.creatorOid)
    const unknown = tierRoles.find((mapping) => !known.has(mapping.tierHash))
    if (unknown) throw DISCORD_ERRORS.tierUnknown(unknown.tierHash)
  }
  const now = context.clock.now()
  await context.db
    .transaction()
    .execute((trx) => storeGuild(trx, now, input.creatorOid, guildId, tierRoles))
  if (guildId !== null) await resyncCreator(context, input.creatorOid, 'Tier roles updated')
  else context.onQueued()
  return viewGuild(context, input.creatorOid, user)
}

async function storeGuild(
  trx: Transaction<DB>,
  now: Date,
  creatorOid: string,
  guildId: string | null,
  tierRoles: DiscordTierRole[] | undefined,
) {
  const current = await trx
    .selectFrom('discord_guilds')
    .selectAll()
    .where('creator_oid', '=', creatorOid)
    .forUpdate()
    .executeTakeFirst()
  if (current && current.guild_id !== guildId) {
    await takeRolesBack(trx, now, creatorOid, current.guild_id)
  }
  if (guildId === null) {
    await trx.deleteFrom('discord_guilds').where('creator_oid', '=', creatorOid).execute()
    return
  }
  const roles = JSON.stringify(tierRoles ?? current?.tier_roles ?? [])
  await trx
    .insertInto('discord_guilds')
    .values({
      creator_oid: creatorOid,
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
}

/** Leaving a server: roles given there are taken back before the link goes. */
async function takeRolesBack(trx: Transaction<DB>, now: Date, creatorOid: string, guildId: string) {
  const holders = await trx
    .selectFrom('discord_members')
    .select(['user_oid', 'discord_id', 'role_id'])
    .where('creator_oid', '=', creatorOid)
    .where('role_id', 'is not', null)
    .where('role_state', 'in', ['pending', 'granted'])
    .execute()
  for (const holder of holders) {
    await enqueue(trx, now, {
      creatorOid,
      userOid: holder.user_oid,
      op: 'remove_role',
      guildId,
      discordId: holder.discord_id,
      roleId: holder.role_id,
      reason: 'Discord server unlinked',
    })
  }
  await trx
    .updateTable('discord_members')
    .set({ role_id: null, role_state: 'none', updated_at: now })
    .where('creator_oid', '=', creatorOid)
    .execute()
}
