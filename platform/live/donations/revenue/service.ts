/**
 * Live revenue: a creator's live tickets and donations, the platform's totals, the creators a
 * viewer sponsored, the external donation an admin records, and the 30-day deletion of
 * donation history. The figures are the ledger's, so they agree with the channel revenue
 * and settlement (platform/revenue reads the same earnings rows).
 */
import type { Kysely } from 'kysely'
import type { DB } from '../../../db'
import { badRequest, type Clock, type SessionUser } from '../../../http'
import {
  type CreatorDailyRow,
  type Entry,
  systemAccount,
  type TransactionType,
  type TypeTotal,
  userAccount,
} from '../../../wallet'
import { LIVEDONATION_LIMITS } from '../contract'
import { LIVEDONATION_ERRORS } from '../errors'
import type { LivedonationsUsersPort } from '../ports'
import type {
  CreatorLiveRevenue,
  ExternalDonation,
  ExternalDonationPage,
  LiveRevenueTotal,
  SponsoredCreator,
} from './contract'
import { externalDonationView } from './external-list'

const DAY_MS = 86_400_000
/** The longest window a revenue call reads (a year and a little). */
const MAX_WINDOW_DAYS = 400
/** External donations listed per page. */
const EXTERNAL_PAGE = 30

export interface LiveRevenueWalletPort {
  /** The creator's earnings per UTC day and type (the wallet's kept rows, as revenue reads them). */
  earningsDaily(range: {
    creatorOid: string
    fromDay?: string
    toDay?: string
  }): Promise<CreatorDailyRow[]>
  post(input: {
    key: string
    type: TransactionType
    entries: Entry[]
    metadata?: Record<string, unknown>
  }): Promise<{ createdAt: Date; replayed: boolean }>
  /** Every creator's earnings and the platform's fee per transaction type, in [start, end). */
  typeTotals(input: { types: TransactionType[]; start: Date; end: Date }): Promise<TypeTotal[]>
  /** External donations, newest first, a keyset page at a time (all, or one creator's). */
  externalDonations(input: { creatorOid?: string; before?: string; limit: number }): Promise<{
    transactions: {
      id: string
      key: string
      createdAt: Date
      metadata: Record<string, unknown>
      entries: { account: string; amount: number }[]
    }[]
    next: string | null
  }>
  donationFeeBasisPoints: number
}

export interface LiveRevenueDeps {
  db: Kysely<DB>
  clock: Clock
  wallet: LiveRevenueWalletPort
  users: LivedonationsUsersPort
}

const utcDay = (date: Date) => date.toISOString().slice(0, 10)

export function createLiveRevenueService(deps: LiveRevenueDeps) {
  const { db, clock } = deps

  /** Whole UTC days, the end day included: the same days the channel revenue counts. */
  function window(startDate?: string, endDate?: string) {
    const end = endDate ? new Date(endDate) : clock.now()
    const start = startDate
      ? new Date(startDate)
      : new Date(end.getTime() - LIVEDONATION_LIMITS.windowDays * DAY_MS)
    if (start > end) throw badRequest('INVALID_PARAMETERS', 'startDate must not be after endDate.')
    if (end.getTime() - start.getTime() > MAX_WINDOW_DAYS * DAY_MS)
      throw badRequest('INVALID_PARAMETERS', `A window spans at most ${MAX_WINDOW_DAYS} days.`)
    const fromDay = utcDay(start)
    const toDay = utcDay(new Date(new Date(`${utcDay(end)}T00:00:00Z`).getTime() + DAY_MS))
    return { fromDay, toDay }
  }

  async function creatorRevenue(
    user: SessionUser,
    types: readonly string[],
    input: { creatorOid: string; startDate?: string | undefined; endDate?: string | undefined },
  ): Promise<CreatorLiveRevenue> {
    if (input.creatorOid !== user.oid && !user.roles.includes('admin'))
      throw LIVEDONATION_ERRORS.notOwner()
    const { fromDay, toDay } = window(input.startDate, input.endDate)
    const rows = (
      await deps.wallet.earningsDaily({ creatorOid: input.creatorOid, fromDay, toDay })
    ).filter((row) => types.includes(row.type))
    const byType: Record<string, number> = Object.fromEntries(types.map((type) => [type, 0]))
    const daily = new Map<string, { coin: number; count: number }>()
    for (const row of rows) {
      byType[row.type] = (byType[row.type] ?? 0) + row.coins
      const day = daily.get(row.day) ?? { coin: 0, count: 0 }
      day.coin += row.coins
      day.count += row.count
      daily.set(row.day, day)
    }
    return {
      creatorOid: input.creatorOid,
      startDate: fromDay,
      endDate: utcDay(new Date(new Date(`${toDay}T00:00:00Z`).getTime() - DAY_MS)),
      coin: rows.reduce((sum, row) => sum + row.coins, 0),
      count: rows.reduce((sum, row) => sum + row.count, 0),
      byType,
      daily: [...daily].map(([day, value]) => ({ day, ...value })),
    }
  }

  /**
   * Every creator's live revenue of some types, from the ledger: what reached creators'
   * earnings and what went to the platform fee, per transaction type.
   */
  async function totals(
    types: readonly string[],
    startDate?: string,
    endDate?: string,
  ): Promise<LiveRevenueTotal> {
    const { fromDay, toDay } = window(startDate, endDate)
    const rows = await deps.wallet.typeTotals({
      types: [...types] as TransactionType[],
      start: new Date(`${fromDay}T00:00:00Z`),
      end: new Date(`${toDay}T00:00:00Z`),
    })
    const byType: LiveRevenueTotal['byType'] = Object.fromEntries(
      types.map((type) => [type, { coin: 0, creatorCoin: 0, platformFee: 0, count: 0 }]),
    )
    for (const row of rows) {
      byType[row.type] = {
        coin: row.creatorCoins + row.platformFee,
        creatorCoin: row.creatorCoins,
        platformFee: row.platformFee,
        count: row.count,
      }
    }
    const values = Object.values(byType)
    const sum = (pick: (value: (typeof values)[number]) => number) =>
      values.reduce((total, value) => total + pick(value), 0)
    return {
      startDate: fromDay,
      endDate: utcDay(new Date(new Date(`${toDay}T00:00:00Z`).getTime() - DAY_MS)),
      coin: sum((value) => value.coin),
      creatorCoin: sum((value) => value.creatorCoin),
      platformFee: sum((value) => value.platformFee),
      count: sum((value) => value.count),
      byType,
    }
  }

  return {
    creatorRevenue,
    totals,

    /** Kept apart from the donation rows, which go after 30 days. */
    async recordSponsor(input: { userOid: string; creatorOid: string; coin: number }) {
      const now = clock.now()
      await db
        .insertInto('livedonation_sponsors')
        .values({
          user_oid: input.userOid,
          creator_oid: input.creatorOid,
          coin: input.coin,
          count: 1,
          last_time: now,
        })
        .onConflict((oc) =>
          oc.columns(['user_oid', 'creator_oid']).doUpdateSet((eb) => ({
            coin: eb('livedonation_sponsors.coin', '+', input.coin),
            count: eb('livedonation_sponsors.count', '+', 1),
            last_time: now,
          })),
        )
        .execute()
    },

    /** The creators a viewer gave coins to, most first; the viewer or an admin reads them. */
    async sponsoredCreators(
      user: SessionUser,
      userOid = user.oid,
    ): Promise<{ userOid: string; creators: SponsoredCreator[] }> {
      if (userOid !== user.oid && !user.roles.includes('admin'))
        throw LIVEDONATION_ERRORS.notOwner()
      const rows = await db
        .selectFrom('livedonation_sponsors')
        .selectAll()
        .where('user_oid', '=', userOid)
        .orderBy('coin', 'desc')
        .orderBy('creator_oid')
        .limit(500)
        .execute()
      return {
        userOid,
        creators: rows.map((row) => ({
          creatorOid: row.creator_oid.trim(),
          coin: Number(row.coin),
          count: row.count,
          lastTime: row.last_time.toISOString(),
        })),
      }
    },

    /**
     * A donation made outside the product (another platform, a bank transfer), recorded by
     * an admin: its coins enter through payment clearing into the creator's earnings, less
     * the platform fee, as one `external_live_donation` transaction per key.
     */
    async recordExternal(
      admin: SessionUser,
      input: { creatorOid: string; coin: number; key: string; source: string; content: string },
    ): Promise<ExternalDonation> {
      if (!(await deps.users.isStreamer(input.creatorOid)))
        throw LIVEDONATION_ERRORS.creatorNotFound()
      const platformFee = Math.floor((input.coin * deps.wallet.donationFeeBasisPoints) / 10_000)
      const creatorShare = input.coin - platformFee
      const transaction = await deps.wallet.post({
        key: `livedonation:external:${input.key}`,
        type: 'external_live_donation',
        entries: [
          { account: systemAccount('payment_clearing', 'coin'), amount: -input.coin },
          { account: userAccount(input.creatorOid, 'earnings'), amount: creatorShare },
          { account: systemAccount('platform_fee', 'coin'), amount: platformFee },
        ],
        metadata: {
          creatorOid: input.creatorOid,
          source: input.source,
          content: input.content,
          recordedBy: admin.oid,
        },
      })
      return {
        key: input.key,
        creatorOid: input.creatorOid,
        coin: input.coin,
        creatorShare,
        platformFee,
        createTime: transaction.createdAt.toISOString(),
        replayed: transaction.replayed,
      }
    },

    /** The external donations booked, newest first, 30 a page; all or one creator's. */
    async externalDonations(input: {
      creatorOid?: string | undefined
      before?: string | undefined
    }): Promise<ExternalDonationPage> {
      const page = await deps.wallet.externalDonations({
        limit: EXTERNAL_PAGE,
        ...(input.creatorOid ? { creatorOid: input.creatorOid } : {}),
        ...(input.before ? { before: input.before } : {}),
      })
      return { donations: page.transactions.map(externalDonationView), next: page.next }
    },

    /** Spec §9: donation history is deleted after 30 days (ended missions with it). */
    async deleteOldHistory(): Promise<{ donations: number; missions: number }> {
      const cutoff = new Date(clock.now().getTime() - LIVEDONATION_LIMITS.windowDays * DAY_MS)
      const donations = await db
        .deleteFrom('livedonation_donations')
        .where('create_time', '<', cutoff)
        .executeTakeFirst()
      const missions = await db
        .deleteFrom('livedonation_missions')
        .where('settled_time', 'is not', null)
        .where('end_time', '<', cutoff)
        .executeTakeFirst()
      return {
        donations: Number(donations.numDeletedRows),
        missions: Number(missions.numDeletedRows),
      }
    },
  }
}

export type LiveRevenueService = ReturnType<typeof createLiveRevenueService>
