/**
 * Charge reconciliation for admins: our payments of a window of UTC days beside what each
 * provider says (a list of its charges where its API has one, else each of our payments
 * looked up), matched by `matchCharges`. A difference is settled by one ledger
 * transaction with a reason, keyed by the payment: never an edit of a balance.
 */
import { badRequest, type Clock, conflict, notFound } from '../../http'
import type { WalletService } from '../../wallet'
import { systemAccount, userAccount } from '../../wallet'
import type { PaymentProvider } from '../providers/port'
import { type Payment, type PaymentsDb, providerView, toPayment, UNKNOWN_OUTCOME } from '../store'
import type {
  ProviderMode,
  ReconciliationReport,
  ReconciliationRow,
  SettleRequest,
  SettleResult,
  Verdict,
} from './contract'
import { matchCharges, newestFirst, type OurPayment, type TheirCharge, totalsOf } from './match'

const DAY_MS = 86_400_000
/** Charges near the window's edges are read too, so a payment and its charge meet. */
const EDGE_MS = 60 * 60_000
export const RECONCILE_MAX_DAYS = 31
export const RECONCILE_MAX_PAYMENTS = 10_000
export const RECONCILE_PAGE = 50

export interface ReconcileDeps {
  db: PaymentsDb
  clock: Clock
  providers: Record<string, PaymentProvider>
  wallet: Pick<WalletService, 'post' | 'postedKeys' | 'balances'>
}

export const settlementKey = (paymentOid: string) => `reconcile:${paymentOid}`

const modeOf = (provider: PaymentProvider): ProviderMode =>
  provider.listCharges ? 'list' : provider.name === 'sandbox' ? 'none' : 'lookup'

export function window(from: string, to: string) {
  const start = new Date(`${from}T00:00:00Z`)
  const end = new Date(new Date(`${to}T00:00:00Z`).getTime() + DAY_MS)
  if (start >= end) throw badRequest('INVALID_PARAMETERS', 'from must not be after to.')
  if (end.getTime() - start.getTime() > RECONCILE_MAX_DAYS * DAY_MS)
    throw badRequest(
      'INVALID_PARAMETERS',
      `Reconcile at most ${RECONCILE_MAX_DAYS} days at a time.`,
    )
  return { start, end }
}

async function ourPayments(db: PaymentsDb, provider: string, start: Date, end: Date) {
  const rows = await db
    .selectFrom('payments')
    .selectAll()
    .where('provider', '=', provider)
    .where('created_at', '>=', new Date(start.getTime() - EDGE_MS))
    .where('created_at', '<', new Date(end.getTime() + EDGE_MS))
    .limit(RECONCILE_MAX_PAYMENTS + 1)
    .execute()
  if (rows.length > RECONCILE_MAX_PAYMENTS)
    throw badRequest(
      'INVALID_PARAMETERS',
      `More than ${RECONCILE_MAX_PAYMENTS.toLocaleString('en')} payments: reconcile fewer days.`,
    )
  return rows.map(toPayment)
}

const ours = (payment: Payment): OurPayment => ({
  oid: payment.oid,
  userOid: payment.userOid,
  provider: payment.provider,
  providerRef: payment.providerRef,
  status: payment.status,
  currency: payment.currency,
  amount: payment.amount,
  coins: payment.coins,
  createdAt: payment.createdAt.toISOString(),
})

/** A provider without a list: each of our payments that holds or may hold money, asked. */
async function lookUp(provider: PaymentProvider, payments: Payment[]): Promise<TheirCharge[]> {
  const asked = payments.filter(
    (payment) => payment.providerRef && (payment.status === 'paid' || payment.status === 'failed'),
  )
  const charges: TheirCharge[] = []
  for (const payment of asked) {
    const outcome = await provider.check(providerView(payment))
    charges.push({
      provider: provider.name,
      ref: payment.providerRef as string,
      paymentOid: payment.oid,
      status: outcome.status === 'paid' ? 'succeeded' : 'other',
      currency: outcome.status === 'paid' ? outcome.currency : payment.currency,
      amount: outcome.status === 'paid' ? outcome.amount : 0,
      createdAt: payment.createdAt.toISOString(),
    })
  }
  return charges
}

async function providerRows(
  deps: ReconcileDeps,
  provider: PaymentProvider,
  start: Date,
  end: Date,
) {
  const mode = modeOf(provider)
  if (mode === 'none') return []
  const payments = await ourPayments(deps.db, provider.name, start, end)
  const theirs = provider.listCharges
    ? await provider.listCharges({
        from: new Date(start.getTime() - EDGE_MS),
        to: new Date(end.getTime() + EDGE_MS),
      })
    : await lookUp(provider, payments)
  const inWindow = (row: ReconciliationRow) =>
    row.createdAt >= start.toISOString() && row.createdAt < end.toISOString()
  return matchCharges(payments.map(ours), theirs).filter(inWindow)
}

export interface ReportQuery {
  from: string
  to: string
  verdict?: Verdict | 'differences' | undefined
  q?: string | undefined
  before?: string | undefined
}

const cursorOf = (row: ReconciliationRow) => `${row.createdAt}|${row.id}`

export async function reconciliationReport(
  deps: ReconcileDeps,
  query: ReportQuery,
): Promise<ReconciliationReport> {
  const { start, end } = window(query.from, query.to)
  const providers = Object.values(deps.providers)
  const rows = (
    await Promise.all(providers.map((provider) => providerRows(deps, provider, start, end)))
  ).flat()
  const modes = Object.fromEntries(providers.map((provider) => [provider.name, modeOf(provider)]))
  const totals = totalsOf(rows, modes)
  for (const provider of providers)
    if (!totals.some((total) => total.provider === provider.name))
      totals.push(emptyTotal(provider.name, modes[provider.name] ?? 'none'))
  const shown = rows.filter((row) => wanted(row, query)).sort(newestFirst)
  const before = query.before
  const after = before ? shown.filter((row) => cursorOf(row) < before) : shown
  const page = after.slice(0, RECONCILE_PAGE)
  const last = page.at(-1)
  const settled = await deps.wallet.postedKeys(
    page.flatMap((row) => (row.paymentOid ? [settlementKey(row.paymentOid)] : [])),
  )
  return {
    from: query.from,
    to: query.to,
    totals,
    rows: page.map((row) => ({
      ...row,
      settledBy:
        row.paymentOid && settled.has(settlementKey(row.paymentOid))
          ? settlementKey(row.paymentOid)
          : null,
    })),
    next: after.length > RECONCILE_PAGE && last ? cursorOf(last) : null,
  }
}

const emptyTotal = (provider: string, mode: ProviderMode) => ({
  provider,
  mode,
  currency: '',
  ours: 0,
  theirs: 0,
  counts: { matched: 0, missing_ours: 0, missing_theirs: 0, amount_mismatch: 0 },
})

function wanted(row: ReconciliationRow, query: ReportQuery) {
  if (query.verdict === 'differences' && row.verdict === 'matched') return false
  if (query.verdict && query.verdict !== 'differences' && row.verdict !== query.verdict)
    return false
  if (!query.q) return true
  const words = query.q.toLowerCase()
  return [row.paymentOid, row.userOid, row.providerRef].some((value) =>
    value?.toLowerCase().includes(words),
  )
}

/**
 * Only coin purchases are settled here (their coins are the buyer's), and never a payment
 * its own path may still complete: pending, or failed for want of the provider's answer.
 */
function refuseUnsettleable(payment: {
  kind: string
  status: string
  failure_reason: string | null
}) {
  if (payment.kind !== 'coins')
    throw conflict(
      'RECONCILE_NOT_COINS',
      'Only coin purchases are settled here: refund a subscription or a gift card on its own page.',
    )
  if (payment.status === 'pending' || payment.failure_reason === UNKNOWN_OUTCOME)
    throw conflict(
      'RECONCILE_STILL_OPEN',
      'This payment may still complete on its own: ask the provider again before settling.',
    )
}

/**
 * Settles a difference of one of our payments: coins to the buyer from payment clearing
 * (the provider holds money we did not credit) or back from the buyer (we credited money
 * the provider never took), one `increase` transaction keyed by the payment. The same
 * request asked again replays; another settlement of the same payment is refused.
 */
export async function settleDifference(
  deps: ReconcileDeps,
  admin: { oid: string },
  input: SettleRequest,
): Promise<SettleResult> {
  const payment = await deps.db
    .selectFrom('payments')
    .selectAll()
    .where('oid', '=', input.paymentOid)
    .executeTakeFirst()
  if (!payment) throw notFound('Payment not found', 'PAYMENT_NOT_FOUND')
  refuseUnsettleable(payment)
  const user = userAccount(payment.user_oid, 'coins')
  const clearing = systemAccount('payment_clearing', 'coin')
  const amount = Math.abs(input.coins)
  const key = settlementKey(input.paymentOid)
  if (input.coins < 0 && !(await deps.wallet.postedKeys([key])).has(key)) {
    const balances = await deps.wallet.balances(payment.user_oid)
    if (balances.coins < amount)
      throw conflict(
        'RECONCILE_NOT_ENOUGH_COINS',
        'The buyer holds fewer coins than this takes back.',
      )
  }
  const entries =
    input.coins > 0
      ? [
          { account: clearing, amount: -amount },
          { account: user, amount },
        ]
      : [
          { account: user, amount: -amount },
          { account: clearing, amount },
        ]
  try {
    const booked = await deps.wallet.post({
      key,
      type: 'increase',
      entries,
      metadata: {
        reconciliation: input.verdict,
        paymentOid: input.paymentOid,
        provider: payment.provider,
        reason: input.reason,
        requestId: input.requestId,
        settledBy: admin.oid,
      },
    })
    return {
      paymentOid: input.paymentOid,
      transactionId: booked.id,
      coins: input.coins,
      replayed: booked.replayed,
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'IDEMPOTENCY_KEY_REUSED')
      throw conflict('RECONCILE_ALREADY_SETTLED', 'This difference was already settled.')
    throw error
  }
}
