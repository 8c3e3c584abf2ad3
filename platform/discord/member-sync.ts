/**
 * Brings a linked member's role in line with their subscription: the role their tier maps to,
 * or none. Each change is queued in the outbox inside one transaction that locks the member's
 * row, so two events for one member queue their jobs in the order they decided them.
 */
import type { Transaction } from 'kysely'
import type { DB } from '../db'
import { enqueue } from './outbox'

export interface SyncResult {
  queued: string[]
}

/** The role a tier maps to in the creator's server, or null. */
export function roleForTier(
  tierRoles: readonly { tierHash: string; roleId: string }[],
  tierHash: string | null,
): string | null {
  if (!tierHash) return null
  return tierRoles.find((mapping) => mapping.tierHash === tierHash)?.roleId ?? null
}

export async function syncMember(
  trx: Transaction<DB>,
  now: Date,
  input: {
    creatorOid: string
    userOid: string
    tierHash: string | null
    reason: string
    force?: boolean
  },
): Promise<SyncResult> {
  const queued: string[] = []
  const guild = await trx
    .selectFrom('discord_guilds')
    .select(['guild_id', 'tier_roles'])
    .where('creator_oid', '=', input.creatorOid)
    .executeTakeFirst()
  const member = await trx
    .selectFrom('discord_members')
    .selectAll()
    .where('creator_oid', '=', input.creatorOid)
    .where('user_oid', '=', input.userOid)
    .forUpdate()
    .executeTakeFirst()
  if (!guild || !member) return { queued }
  const desired = roleForTier(guild.tier_roles, input.tierHash)
  const holds =
    member.role_id !== null && (member.role_state === 'pending' || member.role_state === 'granted')
  const job = (op: 'add_role' | 'remove_role', roleId: string) =>
    enqueue(trx, now, {
      creatorOid: input.creatorOid,
      userOid: input.userOid,
      op,
      guildId: guild.guild_id,
      discordId: member.discord_id,
      roleId,
      reason: input.reason,
    })
  if (holds && member.role_id !== desired)
    queued.push(await job('remove_role', member.role_id as string))
  if (desired && (input.force || !holds || member.role_id !== desired)) {
    queued.push(await job('add_role', desired))
  }
  if (queued.length > 0) {
    await trx
      .updateTable('discord_members')
      .set({
        // role_id null while only a removal is in flight: nothing is held any more.
        role_id: desired,
        role_state: 'pending',
        updated_at: now,
      })
      .where('creator_oid', '=', input.creatorOid)
      .where('user_oid', '=', input.userOid)
      .execute()
  }
  return { queued }
}
