/**
 * Settlement requests: one a creator a month, in the window, above the minimum, with a
 * payout account. The earnings move to the wallet's payouts account first (key per creator
 * and month, so a retry, a race or a crash moves them once), then the request row is
 * written from that movement; an admin completes it later.
 */
import type { Kysely, Selectable } from 'kysely'
import type { DB } from '../../db'
import { newObjectId } from '../../db'
import type { Clock } from '../../http'
import { addMonths, type BusinessCalendar, monthOf } from '../calendar'
import type {
  CalendarCountry,
  MonthlyRevenue,
  PayoutAccount,
  PayoutAccountBody,
  PayoutCurrency,
  RevenueSummaryResponse,
  Settlement,
  SettlementDetailResponse,
  SettlementStatus,
} from '../contract'
import { revenueErrors } from '../errors'
import { categoryTotals, monthlyRevenue } from '../events/service'
import { COIN_PRICE, CURRENCY_COUNTRY, valueCoins } from '../money'
import type { RevenueWallet } from '../ports'
import type { RevenueSettings } from '../settings'
import type { RevenueSettlementsTable } from '../tables'
import { eligibility, monthRate, payoutDate, settlementWindow } from './rules'

export interface SettlementDeps {
  db: Kysely<DB>
  clock: Clock
  wallet: RevenueWallet
  calendar: BusinessCalendar
  settings: RevenueSettings
}

type Row = Selectable<RevenueSettlementsTable>

export const settlementKey = (creatorOid: string, month: string) =>
  `settlement:${creatorOid}:${month}`

function toSettlement(row: Row): Settlement {
  return {
    oid: row.oid,
    creatorOid: row.creator_oid,
    month: row.month,
    status: row.status,
    coins: Number(row.coins),
    currency: row.currency,
    exchangeRate: Number(row.exchange_rate),
    exchangeRateDate: row.exchange_rate_date,
    amount: {
      currency: row.currency,
      coins: Number(row.coins),
      gross: Number(row.gross),
      fee: Number(row.fee),
      net: Number(row.net),
    },
    payoutDate: row.payout_date,
    requestedAt: new Date(row.requested_at).toISOString(),
    completedAt: row.completed_at ? new Date(row.completed_at).toISOString() : null,
  }
}

/** The account number shown on the show screen: only its last four characters. */
export function maskAccountNumber(value: string): string {
  return value.length <= 4
    ? '****'
    : `${'*'.repeat(Math.min(8, value.length - 4))}${value.slice(-4)}`
}

export function createSettlements(deps: SettlementDeps) {
  const { db, clock, wallet, calendar, settings } = deps

  async function payoutAccount(creatorOid: string): Promise<PayoutAccount | null> {
    const row = await db
      .selectFrom('revenue_payout_accounts')
      .selectAll()
      .where('creator_oid', '=', creatorOid)
      .executeTakeFirst()
    if (!row) return null
    return {
      currency: row.currency,
      country: row.country,
      holderName: row.holder_name,
      bankName: row.bank_name,
      accountNumber: row.account_number,
      updatedAt: new Date(row.updated_at).toISOString(),
    }
  }

  async function savePayoutAccount(creatorOid: string, body: PayoutAccountBody) {
    const values = {
      currency: body.currency,
      country: body.country,
      holder_name: body.holderName,
      bank_name: body.bankName,
      account_number: body.accountNumber,
      updated_at: clock.now(),
    }
    await db
      .insertInto('revenue_payout_accounts')
      .values({ creator_oid: creatorOid, ...values })
      .onConflict((conflict) => conflict.column('creator_oid').doUpdateSet(values))
      .execute()
    return payoutAccount(creatorOid)
  }

  async function findMonth(creatorOid: string, month: string) {
    return (await db
      .selectFrom('revenue_settlements')
      .selectAll()
      .where('creator_oid', '=', creatorOid)
      .where('month', '=', month)
      .executeTakeFirst()) as Row | undefined
  }

  /** Amounts, rate and payout date of a month's settlement of `coins`. */
  function price(coins: number, month: string, currency: PayoutCurrency, country: CalendarCountry) {
    const rate = monthRate(calendar, currency, month)
    if (!Number.isFinite(rate.perUsd)) throw revenueErrors.rateMissing()
    const amount = valueCoins({
      coins,
      currency,
      perUsd: rate.perUsd,
      feeBasisPoints: settings.feeBasisPoints,
    })
    return {
      exchange_rate: rate.perUsd,
      exchange_rate_date: rate.date,
      gross: amount.gross,
      fee: amount.fee,
      net: amount.net,
      payout_date: payoutDate(calendar, country, month, settings.payoutDay),
    }
  }

  async function request(creatorOid: string): Promise<Settlement> {
    const now = clock.now()
    const window = settlementWindow(now, settings.windowStartDay)
    if (!window.open) throw revenueErrors.outsideWindow()
    const month = window.month
    if (await findMonth(creatorOid, month)) throw revenueErrors.alreadyRequested()
    const account = await payoutAccount(creatorOid)
    if (!account) throw revenueErrors.payoutAccountRequired()
    const key = settlementKey(creatorOid, month)
    // Priced before any money moves: a missing rate refuses with nothing moved.
    price(1, month, account.currency, account.country)
    // A request interrupted after its movement finds it here and only writes its row.
    let moved = await wallet.creatorEarnings.findPayout(key)
    if (!moved) {
      // The minimum is checked under the account's lock only: a balance read here could
      // already be a racing request's zero, and that request's movement is this one's answer.
      try {
        const transaction = await wallet.creatorEarnings.payout({
          key,
          creatorOid,
          minimumCoins: settings.minimumSettlementCoins,
          metadata: { month },
        })
        moved = {
          id: transaction.id,
          coins: transaction.result.coins,
          createdAt: transaction.createdAt,
        }
      } catch (error) {
        if ((error as { code?: string }).code === 'INSUFFICIENT_BALANCE') {
          throw revenueErrors.belowMinimum(settings.minimumSettlementCoins)
        }
        throw error
      }
    }
    await db
      .insertInto('revenue_settlements')
      .values({
        oid: newObjectId(now.getTime()),
        creator_oid: creatorOid,
        month,
        status: 'processing',
        coins: moved.coins,
        currency: account.currency,
        country: account.country,
        ...price(moved.coins, month, account.currency, account.country),
        ledger_transaction: moved.id,
        requested_at: now,
        completed_at: null,
        completed_by: null,
      })
      .onConflict((conflict) => conflict.columns(['creator_oid', 'month']).doNothing())
      .execute()
    const row = await findMonth(creatorOid, month)
    if (!row) throw new Error('settlement row missing after insert')
    return toSettlement(row)
  }

  async function list(creatorOid: string): Promise<Settlement[]> {
    const rows = (await db
      .selectFrom('revenue_settlements')
      .selectAll()
      .where('creator_oid', '=', creatorOid)
      .orderBy('month', 'desc')
      .execute()) as Row[]
    return rows.map(toSettlement)
  }

  async function find(oid: string): Promise<Settlement | null> {
    const row = (await db
      .selectFrom('revenue_settlements')
      .selectAll()
      .where('oid', '=', oid)
      .executeTakeFirst()) as Row | undefined
    return row ? toSettlement(row) : null
  }

  /** The settlement with the months it paid: after the previous settlement's month, to its own. */
  async function detail(settlement: Settlement): Promise<SettlementDetailResponse> {
    const previous = await db
      .selectFrom('revenue_settlements')
      .select('month')
      .where('creator_oid', '=', settlement.creatorOid)
      .where('month', '<', settlement.month)
      .orderBy('month', 'desc')
      .executeTakeFirst()
    const rows = await wallet.creatorEarnings.daily({
      creatorOid: settlement.creatorOid,
      ...(previous ? { fromDay: `${addMonths(previous.month, 1)}-01` } : {}),
      toDay: `${addMonths(settlement.month, 1)}-01`,
      grain: 'month',
    })
    const first = previous
      ? addMonths(previous.month, 1)
      : (rows[0]?.day.slice(0, 7) ?? settlement.month)
    const months: string[] = []
    for (let month = first; month <= settlement.month; month = addMonths(month, 1))
      months.push(month)
    const monthly: MonthlyRevenue[] = monthlyRevenue(rows, months.slice(-120))
    return { settlement, categories: categoryTotals(rows), months: monthly }
  }

  async function adminList(status?: SettlementStatus): Promise<Settlement[]> {
    let query = db.selectFrom('revenue_settlements').selectAll()
    if (status) query = query.where('status', '=', status)
    const rows = (await query.orderBy('requested_at', 'desc').limit(500).execute()) as Row[]
    return rows.map(toSettlement)
  }

  /** Processing → complete, once; the month's rate is read again (its last business day has passed). */
  async function complete(oid: string, adminOid: string): Promise<Settlement> {
    const current = await find(oid)
    if (!current) throw revenueErrors.settlementNotFound()
    if (current.status === 'complete') throw revenueErrors.alreadyComplete()
    const country = (
      await db
        .selectFrom('revenue_settlements')
        .select('country')
        .where('oid', '=', oid)
        .executeTakeFirstOrThrow()
    ).country
    const updated = await db
      .updateTable('revenue_settlements')
      .set({
        status: 'complete',
        completed_at: clock.now(),
        completed_by: adminOid,
        ...price(current.coins, current.month, current.currency, country),
      })
      .where('oid', '=', oid)
      .where('status', '=', 'processing')
      .executeTakeFirst()
    if (Number(updated.numUpdatedRows) === 0) throw revenueErrors.alreadyComplete()
    return (await find(oid)) as Settlement
  }

  async function summary(creatorOid: string): Promise<RevenueSummaryResponse> {
    const now = clock.now()
    const month = monthOf(now)
    const [{ earnings }, rows, account, requested] = await Promise.all([
      wallet.balances(creatorOid),
      wallet.creatorEarnings.daily({
        creatorOid,
        fromDay: `${month}-01`,
        toDay: `${addMonths(month, 1)}-01`,
      }),
      payoutAccount(creatorOid),
      findMonth(creatorOid, month),
    ])
    const currency = account?.currency ?? 'USD'
    const rate = calendar.exchangeRate(currency, now.toISOString().slice(0, 10))
    return {
      creatorOid,
      availableCoins: earnings,
      thisMonth: monthlyRevenue(rows, [month])[0] as MonthlyRevenue,
      eligibility: eligibility({
        now,
        startDay: settings.windowStartDay,
        minimumCoins: settings.minimumSettlementCoins,
        availableCoins: earnings,
        requestedThisMonth: Boolean(requested),
        hasPayoutAccount: Boolean(account),
      }),
      value: valueCoins({
        coins: Math.max(0, earnings),
        currency,
        perUsd: rate?.perUsd ?? COIN_PRICE[currency].price,
        feeBasisPoints: settings.feeBasisPoints,
      }),
      coinPrice: COIN_PRICE,
    }
  }

  async function monthly(creatorOid: string, year: number) {
    const rows = await wallet.creatorEarnings.daily({
      creatorOid,
      fromDay: `${year}-01-01`,
      toDay: `${year + 1}-01-01`,
      grain: 'month',
    })
    const months = Array.from(
      { length: 12 },
      (_, index) => `${year}-${String(index + 1).padStart(2, '0')}`,
    )
    return monthlyRevenue(rows, months)
  }

  return {
    request,
    list,
    find,
    detail,
    adminList,
    complete,
    summary,
    monthly,
    payoutAccount,
    savePayoutAccount,
    currencyCountry: CURRENCY_COUNTRY,
  }
}

export type Settlements = ReturnType<typeof createSettlements>
