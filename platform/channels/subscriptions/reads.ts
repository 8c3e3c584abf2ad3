/** Read-side answers about live subscriptions, for other areas (emoticons, Discord, revenue). */
import type { ChannelsDeps } from '../ports'

type Deps = Pick<ChannelsDeps, 'db' | 'clock'>

/**
 * Live subscriptions: not cancelled, and the period paid or granted still running. A free
 * subscription that is not being cancelled stays live from month to month without a renewal.
 */
export function liveSubscriptions(deps: Deps) {
  const now = deps.clock.now()
  return deps.db
    .selectFrom('channel_subscriptions as s')
    .where('s.state', '<>', 'cancelled')
    .where((eb) =>
      eb.or([
        eb('s.period_end', '>', now),
        eb.and([eb('s.kind', '=', 'free'), eb('s.state', '=', 'subscribed')]),
      ]),
    )
}

export async function tierPosition(
  deps: Deps,
  userOid: string,
  creatorOid: string,
): Promise<number | null> {
  const row = await liveSubscriptions(deps)
    .innerJoin('channel_tiers as t', 't.tier_hash', 's.tier_hash')
    .select('t.position')
    .where('s.user_oid', '=', userOid)
    .where('s.creator_oid', '=', creatorOid)
    .orderBy('t.position', 'desc')
    .executeTakeFirst()
  return row ? row.position : null
}

export async function isSubscriber(deps: Deps, userOid: string, creatorOid: string) {
  return (await tierPosition(deps, userOid, creatorOid)) !== null
}

export async function listSubscribers(deps: Deps, creatorOid: string) {
  const rows = await liveSubscriptions(deps)
    .select([
      's.oid',
      's.user_oid',
      's.tier_hash',
      's.kind',
      's.state',
      's.started_at',
      's.period_end',
    ])
    .where('s.creator_oid', '=', creatorOid)
    .orderBy('s.started_at', 'asc')
    .orderBy('s.oid', 'asc')
    .execute()
  return rows.map((row) => ({
    subscriptionOid: row.oid,
    userOid: row.user_oid,
    tierHash: row.tier_hash,
    kind: row.kind,
    state: row.state,
    since: new Date(row.started_at),
    periodEnd: new Date(row.period_end),
  }))
}
