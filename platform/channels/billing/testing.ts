/**
 * Test fixture: billing over a fresh database (PGlite or PostgreSQL) with the real wallet
 * and payments (sandbox cards), a manual clock, and helpers to make creators' tiers,
 * cards and paid subscriptions. `failCharges` makes a card's next charges fail.
 */
import pino from 'pino'
import { type DatabaseEngine, newObjectId } from '../../db'
import { openTestDatabase, type TestDatabase } from '../../db/testing'
import { createPaymentsService, type PaymentsService } from '../../payments'
import { addCard } from '../../payments/cards'
import { createSandboxProvider } from '../../payments/providers/sandbox'
import { paymentsDb } from '../../payments/store'
import type { CardCharger } from '../../payments/subscriptions'
import { createWalletService, type WalletService } from '../../wallet'
import { type ManualClock, manualClock } from '../../wallet/testing'
import { createBilling } from '.'

export interface BillingFixture {
  database: TestDatabase
  clock: ManualClock
  wallet: WalletService
  payments: PaymentsService
  billing: ReturnType<typeof createBilling>
  /** Provider charges actually made, per card (one per payment, as an idempotent provider). */
  charges: Map<string, number>
  /** The next `count` charges of `cardRef` fail (declined). */
  failCharges(cardRef: string, count: number): void
  /** When set, called before each provider charge (a test's kill switch). */
  beforeCharge: { hook: ((cardRef: string) => Promise<void>) | null }
  /** When set, called after the provider took the money, before we hear of it. */
  afterCharge: { hook: ((cardRef: string) => Promise<void>) | null }
  createTier(creatorOid: string, price?: number): Promise<string>
  createCard(userOid: string): Promise<{ oid: string; providerRef: string }>
  /** The user's first registered card. */
  cardOf(userOid: string): Promise<{ oid: string; provider_ref: string }>
  /** Every payment row (the payments area's table). */
  paymentRows(): Promise<{ oid: string; product: string; status: string }[]>
  subscribe(userOid: string, creatorOid: string, tierHash: string): Promise<string>
  close(): Promise<void>
}

export async function openBillingFixture(
  engine: DatabaseEngine,
  start = '2026-11-10T12:00:00Z',
): Promise<BillingFixture> {
  const database = await openTestDatabase(engine)
  const clock = manualClock(start)
  const logger = pino({ level: 'silent' })
  const wallet = createWalletService({ db: database.db, clock })
  const charges = new Map<string, number>()
  const failing = new Map<string, number>()
  const charged = new Set<string>()
  const beforeCharge: BillingFixture['beforeCharge'] = { hook: null }
  const afterCharge: BillingFixture['afterCharge'] = { hook: null }
  const cardCharger: CardCharger = async (card, payment) => {
    await beforeCharge.hook?.(card.providerRef)
    const left = failing.get(card.providerRef) ?? 0
    if (left > 0) {
      failing.set(card.providerRef, left - 1)
      return { status: 'failed', reason: 'declined' }
    }
    // As Stripe's idempotency key `intent:<paymentOid>`: asking again for one payment
    // answers its first charge and takes no more money.
    if (!charged.has(payment.oid)) {
      charged.add(payment.oid)
      charges.set(card.providerRef, (charges.get(card.providerRef) ?? 0) + 1)
    }
    await afterCharge.hook?.(card.providerRef)
    return { status: 'paid', amount: payment.amount, currency: payment.currency }
  }
  const payments = createPaymentsService({
    db: database.db,
    clock,
    logger,
    wallet,
    providers: { sandbox: createSandboxProvider() },
    publicUrl: 'http://127.0.0.1:8787',
    cardCharger,
  })
  const billing = createBilling({ db: database.db, clock, logger, payments, wallet })
  const pdb = paymentsDb(database.db)
  async function createCard(userOid: string) {
    const card = await addCard(
      pdb,
      { userOid, provider: 'sandbox', providerRef: `card_${newObjectId()}`, label: 'test' },
      clock.now(),
    )
    return { oid: card.oid, providerRef: card.providerRef }
  }
  return {
    database,
    clock,
    wallet,
    payments,
    billing,
    charges,
    beforeCharge,
    afterCharge,
    failCharges: (cardRef, count) => failing.set(cardRef, count),
    async createTier(creatorOid, price = 50) {
      const tierHash = `tier_${newObjectId()}`
      const now = clock.now()
      await database.db
        .insertInto('channel_tiers')
        .values({
          tier_hash: tierHash,
          creator_oid: creatorOid,
          position: 0,
          name: 'Supporter',
          details: '',
          price,
          price_usd: (price / 10).toFixed(2),
          price_jpy: price * 10,
          price_krw: price * 100,
          icon_url: null,
          streak: false,
          is_free: false,
          created_at: now,
          updated_at: now,
          deleted_at: null,
        })
        .execute()
      return tierHash
    },
    createCard,
    cardOf: (userOid) =>
      pdb
        .selectFrom('payment_cards')
        .select(['oid', 'provider_ref'])
        .where('user_oid', '=', userOid)
        .orderBy('created_at')
        .executeTakeFirstOrThrow(),
    paymentRows: () => pdb.selectFrom('payments').select(['oid', 'product', 'status']).execute(),
    async subscribe(userOid, creatorOid, tierHash) {
      const card = await createCard(userOid)
      const answer = await billing.checkout.ready({
        userOid,
        creatorOid,
        tierHash,
        currency: 'USD',
        cardOid: card.oid,
        agreeTerms: true,
      })
      return answer.subscriptionOid
    },
    close: () => database.close(),
  }
}
