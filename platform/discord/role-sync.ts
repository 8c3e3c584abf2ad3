/** Queues the role changes a subscription asks for: one member's, or every member of a creator's. */
import { syncMember } from './member-sync'
import type { DiscordContext } from './ports'

export async function syncOne(
  context: DiscordContext,
  creatorOid: string,
  userOid: string,
  tierHash: string | null,
  reason: string,
) {
  const result = await context.db
    .transaction()
    .execute((trx) =>
      syncMember(trx, context.clock.now(), { creatorOid, userOid, tierHash, reason }),
    )
  if (result.queued.length > 0) context.onQueued()
  return result
}

/** Re-syncs every linked member of a creator (a new server or a new tier mapping). */
export async function resyncCreator(context: DiscordContext, creatorOid: string, reason: string) {
  const [members, tiers] = await Promise.all([
    context.db
      .selectFrom('discord_members')
      .select('user_oid')
      .where('creator_oid', '=', creatorOid)
      .execute(),
    context.channels.subscriberTiers(creatorOid),
  ])
  let queued = 0
  for (const member of members) {
    const result = await context.db.transaction().execute((trx) =>
      syncMember(trx, context.clock.now(), {
        creatorOid,
        userOid: member.user_oid,
        tierHash: tiers.get(member.user_oid) ?? null,
        reason,
      }),
    )
    queued += result.queued.length
  }
  if (queued > 0) context.onQueued()
}

/** Subscription events (channels area): grant, keep or remove the member's role. */
export function subscriptionListener(context: DiscordContext) {
  return {
    onSubscribed: async (event: { userOid: string; creatorOid: string; tierHash: string }) => {
      await syncOne(context, event.creatorOid, event.userOid, event.tierHash, 'Subscribed')
    },
    // A cancellation keeps access to the period's end: the role goes when access does.
    onUnsubscribed: async (event: { userOid: string; creatorOid: string }) => {
      const tierHash = await context.channels.currentTier(event.userOid, event.creatorOid)
      await syncOne(context, event.creatorOid, event.userOid, tierHash, 'Unsubscribed')
    },
    onEnded: async (event: { userOid: string; creatorOid: string }) => {
      const tierHash = await context.channels.currentTier(event.userOid, event.creatorOid)
      await syncOne(context, event.creatorOid, event.userOid, tierHash, 'Subscription ended')
    },
  }
}
