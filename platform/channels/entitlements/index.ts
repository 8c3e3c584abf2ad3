/**
 * Subscriber entitlements for content and story chat. The rule itself is pure (rule.ts);
 * this reads the viewer's live subscriptions to the creators asked about, in one query.
 */
import type { ChannelsDeps, EntitlementQuery } from '../ports'
import { liveSubscriptions } from '../subscriptions/reads'
import { type LiveTier, subscriberMayView } from './rule'

export async function findEntitlements(
  deps: Pick<ChannelsDeps, 'db' | 'clock' | 'contentDates'>,
  userOid: string,
  contents: readonly EntitlementQuery[],
): Promise<Array<'subscriber' | null>> {
  if (contents.length === 0) return []
  const creators = [...new Set(contents.map((content) => content.creatorOid))]
  const [subscriptions, tiers] = await Promise.all([
    liveSubscriptions(deps)
      .innerJoin('channel_tiers as t', 't.tier_hash', 's.tier_hash')
      .select([
        's.creator_oid',
        's.tier_hash',
        's.started_at',
        't.position',
        't.streak',
        't.is_free',
      ])
      .where('s.user_oid', '=', userOid)
      .where('s.creator_oid', 'in', creators)
      .execute(),
    deps.db
      .selectFrom('channel_tiers')
      .select(['tier_hash', 'creator_oid', 'position'])
      .where('creator_oid', 'in', creators)
      .where('deleted_at', 'is', null)
      .execute(),
  ])
  const live = new Map<string, LiveTier>()
  for (const row of subscriptions) {
    live.set(row.creator_oid, {
      tierHash: row.tier_hash,
      position: row.position,
      streak: row.streak,
      free: row.is_free,
      startedAt: new Date(row.started_at),
    })
  }
  const positions = new Map(tiers.map((tier) => [tier.tier_hash, tier]))
  // Streak tiers need the contents' publication dates unless the caller gave them.
  const undated = contents
    .filter((content) => live.get(content.creatorOid)?.streak && content.uploadedAt === undefined)
    .map((content) => content.contentOid)
  const dates =
    undated.length > 0 && deps.contentDates
      ? await deps.contentDates.publishedAt(undated)
      : new Map<string, Date | null>()
  return contents.map((content) => {
    const tier = live.get(content.creatorOid)
    if (!tier) return null
    const allowed = (content.viewableTiers ?? [])
      .map((hash) => positions.get(hash))
      .filter((found) => found && found.creator_oid === content.creatorOid)
      .map((found) => ({ tierHash: found?.tier_hash ?? '', position: found?.position ?? 0 }))
    const uploadedAt = content.uploadedAt ?? dates.get(content.contentOid) ?? null
    return subscriberMayView(tier, { uploadedAt }, allowed) ? 'subscriber' : null
  })
}
