import type { Selectable } from 'kysely'
import type { SubscriptionView } from '../contract'
import type { ChannelUser } from '../ports'
import type { ChannelSubscriptionsTable, ChannelTiersTable } from '../tables'

export type SubscriptionRow = Selectable<ChannelSubscriptionsTable>

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null)

export function subscriptionView(
  row: SubscriptionRow,
  tier:
    | (Pick<Selectable<ChannelTiersTable>, 'name' | 'position' | 'price'> &
        Partial<Pick<Selectable<ChannelTiersTable>, 'translations'>>)
    | undefined,
  creator: ChannelUser | undefined,
): SubscriptionView {
  return {
    subscriptionOid: row.oid,
    creatorOid: row.creator_oid,
    creatorNickname: creator?.nickname ?? '',
    creatorCustomUrl: creator?.customUrl ?? null,
    tierHash: row.tier_hash,
    tierName: tier?.name ?? '',
    tierTranslations: tier?.translations ?? {},
    tierPosition: tier?.position ?? 0,
    kind: row.kind,
    state: row.state,
    startedAt: new Date(row.started_at).toISOString(),
    periodStart: new Date(row.period_start).toISOString(),
    periodEnd: new Date(row.period_end).toISOString(),
    cancelRequestedAt: iso(row.cancel_requested_at),
    cancelledAt: iso(row.cancelled_at),
    price: tier?.price ?? 0,
    currency: row.currency,
    amount: row.amount === null ? null : Number(row.amount),
  }
}
