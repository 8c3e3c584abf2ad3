import type { ChannelsDeps } from '../ports'

export interface FanEvent {
  /** The ledger transaction's id (or key): recording it twice keeps one row. */
  sourceKey: string
  creatorOid: string
  userOid: string
  kind: 'donation' | 'purchase' | 'subscription'
  coins: number
  occurredAt: Date
}

export async function recordFanEvent(deps: Pick<ChannelsDeps, 'db'>, event: FanEvent) {
  await deps.db
    .insertInto('channel_fan_events')
    .values({
      source_key: event.sourceKey,
      creator_oid: event.creatorOid,
      user_oid: event.userOid,
      kind: event.kind,
      coins: event.coins,
      occurred_at: event.occurredAt,
    })
    .onConflict((oc) => oc.column('source_key').doNothing())
    .execute()
}
