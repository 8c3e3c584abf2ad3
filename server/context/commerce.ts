import type { AccountsArea } from '../../platform/accounts'
import { type Billing, type ChannelsArea, createBilling } from '../../platform/channels'
import type { ContentArea } from '../../platform/content'
import type { Role } from '../../platform/http'
import { liveStreamStats } from '../../platform/live'
import { createPayments, type PaymentsArea } from '../../platform/payments'
import { createRevenue, type RevenueArea } from '../../platform/revenue'
import { createWallet, type WalletArea } from '../../platform/wallet'
import type { Infrastructure } from './infrastructure'
import type { LateAreas } from './late-areas'

export interface Commerce {
  wallet: WalletArea
  revenue: RevenueArea
  payments: PaymentsArea
  /** Counts a purchase in the creator's fan ranking; the sale stands if counting fails. */
  countFan: CountFan
}

export type CountFan = (
  sourceKey: string,
  occurredAt: Date,
  fan: { creatorOid: string; userOid: string; coins: number },
) => Promise<unknown>

/** The wallet's ledger, creators' revenue and the payment providers. */
export function buildCommerce(
  infrastructure: Infrastructure,
  accounts: AccountsArea,
  late: LateAreas,
): Commerce {
  const { config, database, clock, logger, publicUrl } = infrastructure
  const wallet = createWallet({
    db: database.db,
    clock,
    logger,
    settings: { creditsPerCoin: config.wallet.creditsPerCoin },
  })
  // Creators' revenue, settlements and analytics read earnings through the wallet's service;
  // an operator's calendar feed (holidays, exchange rates) replaces the bundled table.
  const revenue = createRevenue({
    db: database.db,
    clock,
    // The payout account changes only with the caller's password or 2FA code (step-up).
    stepUp: { verify: (userOid, proof) => accounts.service.verifyStepUp(userOid, proof) },
    // Live viewers and stream time per day: the live area's streams.
    live: liveStreamStats(database.db),
    wallet: wallet.service,
    // Uploads per day: the catalog's own list of the creator's published contents.
    contents: { publishedAt: (creatorOid) => publishedDates(late.content.get(), creatorOid) },
    // Country user counts: the accounts area's geo country of each paying user.
    countries: { countries: (userOids) => accounts.service.countriesOf(userOids) },
    settings: { calendarFeedPath: config.revenueCalendarFeed },
  })
  const payments = createPayments({
    db: database.db,
    clock,
    logger,
    wallet: wallet.service,
    publicUrl,
    settings: config.payments,
  })
  const countFan: CountFan = (sourceKey, occurredAt, fan) =>
    late.channels
      .get()
      .service.recordFanEvent({ sourceKey, occurredAt, kind: 'purchase', ...fan })
      .catch((error) => logger.warn({ err: error, sourceKey }, 'fan ranking not updated'))
  return { wallet, revenue, payments, countFan }
}

/** Paid subscriptions: billing delivers their payments and renews them on the 1st. */
export function buildBilling(
  { database, clock, logger }: Infrastructure,
  { payments, wallet }: Commerce,
  channels: ChannelsArea,
): Billing {
  return createBilling({
    db: database.db,
    clock,
    logger,
    payments: payments.service,
    wallet: wallet.service,
    events: channels.service.events,
  })
}

/** When each of a creator's published contents was published, from the catalog's pages. */
async function publishedDates(content: ContentArea, creatorOid: string): Promise<Date[]> {
  const asCreator = {
    oid: creatorOid,
    nickname: '',
    roles: ['creator'] as Role[],
    language: null,
    isAdult: true,
  }
  const dates: Date[] = []
  for (let offset = 0; offset < 5_000; offset += 500) {
    const page = await content.service.catalog.projected(asCreator, {
      list: 'published',
      limit: 500,
      offset,
      creatorOid,
    })
    const items = page.lists.published ?? []
    for (const item of items) if (item.publishedAt) dates.push(new Date(item.publishedAt))
    if (items.length < 500) break
  }
  return dates
}
