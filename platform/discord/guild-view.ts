/** A creator's Discord server as a viewer sees it, with the viewer's own link. */
import type { SessionUser } from '../http'
import type { DiscordResponse } from './contract'
import type { DiscordContext } from './ports'

export async function viewGuild(
  context: DiscordContext,
  creatorOid: string,
  viewer: SessionUser | null,
): Promise<DiscordResponse> {
  const { db } = context
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
    member && viewer ? await context.channels.currentTier(viewer.oid, creatorOid) : null
  return {
    creatorOid,
    discordId: guild?.guild_id ?? null,
    tierRoles: guild?.tier_roles ?? [],
    available: context.api !== null && context.settings !== null,
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
