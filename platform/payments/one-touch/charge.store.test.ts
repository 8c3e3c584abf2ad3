/**
 * One-touch charges on both engines: 50 parallel confirms of one idempotency key make one
 * payment, one provider charge and one ledger transaction; a key reused for another
 * purchase is refused; a crash between the provider's charge and our record is seen by
 * reconciliation and resumed (by the client's retry or the start-up sweep) without a
 * second charge.
 */
import pino from 'pino'
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest'
import { newObjectId } from '../../db'
import { describeEachEngine, openTestDatabase, type TestDatabase } from '../../db/testing'
import { createWalletService, type WalletService } from '../../wallet'
import { addCard, saveCustomer } from '../cards'
import type { PaymentProvider } from '../providers/port'
import { createSandboxProvider } from '../providers/sandbox'
import { createStripeProvider, type StripeProvider } from '../providers/stripe'
import { reconciliationReport } from '../reconcile/service'
import { createPaymentsService, type PaymentsService } from '../service'
import { type FakeStripe, startFakeStripe } from '../testing'
import { LEASE_MS } from './plan'

let time = new Date('2026-11-30T10:00:00.000Z')
const clock = { now: () => time }
const logger = pino({ level: 'silent' })

describeEachEngine('one-touch confirm with an idempotency key', (engine) => {
  let database: TestDatabase
  let wallet: WalletService
  let stripe: FakeStripe

  beforeAll(async () => {
    stripe = await startFakeStripe({ clock: clock.now })
  })
  afterAll(async () => {
    await stripe.close()
  })
  beforeEach(async () => {
    time = new Date('2026-11-30T10:00:00.000Z')
    database = await openTestDatabase(engine)
    wallet = createWalletService({ db: database.db, clock })
  })
  afterEach(async () => {
    await database.close()
  })

  const stripeProvider = () =>
    createStripeProvider({ secretKey: 'sk_test_fake', webhookSecret: 'whsec', apiBase: stripe.url })

  function service(providers: Record<string, PaymentProvider>): PaymentsService {
    return createPaymentsService({
      db: database.db,
      clock,
      logger,
      wallet,
      providers,
      publicUrl: 'http://127.0.0.1:8787',
    })
  }

  async function purchases(userOid: string) {
    return database.db
      .selectFrom('wallet_transactions')
      .select('id')
      .where('type', '=', 'purchase')
      .where(({ ref, eb }) => eb(ref('metadata', '->>').key('userOid'), '=', userOid))
      .execute()
  }

  const paymentRows = (userOid: string) =>
    database.db
      .withTables<{ payments: { oid: string; user_oid: string; status: string } }>()
      .selectFrom('payments')
      .select(['oid', 'status'])
      .where('user_oid', '=', userOid)
      .execute()

  /** A Stripe customer with a saved card, registered as a one-touch card. */
  async function stripeCard(payments: PaymentsService, userOid: string) {
    const customer = await stripeProvider().client.customers.create({ metadata: { userOid } })
    await saveCustomer(payments.db, userOid, 'stripe', customer.id)
    const method = stripe.addCard(customer.id)
    const card = await addCard(
      payments.db,
      { userOid, provider: 'stripe', providerRef: method, label: 'VISA •••• 4242' },
      clock.now(),
    )
    return { card, customer: customer.id }
  }

  const intentsOf = (paymentOid: string) =>
    [...stripe.intents.values()].filter(
      (intent) => (intent.metadata as { paymentOid?: string }).paymentOid === paymentOid,
    )

  it('sandbox: 50 parallel confirms of one key → one payment, credited once', async () => {
    const payments = service({ sandbox: createSandboxProvider() })
    const user = newObjectId()
    const card = await addCard(
      payments.db,
      { userOid: user, provider: 'sandbox', providerRef: `sandbox_card_${user}`, label: 'Sandbox' },
      clock.now(),
    )
    const ask = {
      userOid: user,
      key: `key-${user}`,
      card: { oid: card.oid, provider: 'sandbox', providerRef: card.providerRef },
      customerRef: null,
      coins: 300,
      currency: 'USD' as const,
    }
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => payments.confirmOneTouch(ask)),
    )
    expect(new Set(answers.map((payment) => payment.oid)).size).toBe(1)
    expect(await paymentRows(user)).toHaveLength(1)
    expect(await purchases(user)).toHaveLength(1)
    expect((await wallet.balances(user)).coins).toBe(300)
    // The same key later answers the same paid payment; another key is another purchase.
    expect((await payments.confirmOneTouch(ask)).status).toBe('paid')
    await payments.confirmOneTouch({ ...ask, key: `other-${user}` })
    expect((await wallet.balances(user)).coins).toBe(600)
    // The key for another package is refused and changes nothing.
    await expect(payments.confirmOneTouch({ ...ask, coins: 500 })).rejects.toMatchObject({
      status: 409,
      code: 'IDEMPOTENCY_KEY_REUSED',
    })
    expect(await paymentRows(user)).toHaveLength(2)
  })

  it('stripe: 50 parallel confirms of one key → one PaymentIntent, one ledger transaction', async () => {
    const payments = service({ stripe: stripeProvider() })
    const user = newObjectId()
    const { card, customer } = await stripeCard(payments, user)
    const ask = {
      userOid: user,
      key: `key-${user}`,
      card: { oid: card.oid, provider: 'stripe', providerRef: card.providerRef },
      customerRef: customer,
      coins: 500,
      currency: 'USD' as const,
    }
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => payments.confirmOneTouch(ask)),
    )
    const oids = new Set(answers.map((payment) => payment.oid))
    expect(oids.size).toBe(1)
    const [oid] = [...oids] as [string]
    expect(intentsOf(oid)).toHaveLength(1)
    expect(await purchases(user)).toHaveLength(1)
    expect((await wallet.balances(user)).coins).toBe(500)
  })

  it('a crash between the charge and its record: reconciliation sees it, the sweep resumes it once', async () => {
    const real = stripeProvider()
    // The process dies once Stripe has charged: nothing after the provider call runs.
    const dying: StripeProvider = {
      ...real,
      async chargeCard(payment, card) {
        await real.chargeCard(payment, card)
        return new Promise(() => {})
      },
    }
    const crashed = service({ stripe: dying })
    const user = newObjectId()
    const { card, customer } = await stripeCard(crashed, user)
    const ask = {
      userOid: user,
      key: `key-${user}`,
      card: { oid: card.oid, provider: 'stripe', providerRef: card.providerRef },
      customerRef: customer,
      coins: 100,
      currency: 'USD' as const,
    }
    void crashed.confirmOneTouch(ask)
    await expect.poll(async () => (await paymentRows(user)).length).toBe(1)
    const [payment] = (await paymentRows(user)) as [{ oid: string; status: string }]
    await expect.poll(() => intentsOf(payment.oid).length).toBe(1)
    expect(payment.status).toBe('pending')
    expect((await wallet.balances(user)).coins).toBe(0)

    const reconcile = (providers: Record<string, PaymentProvider>) =>
      reconciliationReport(
        { db: crashed.db, clock, providers, wallet },
        { from: '2026-11-30', to: '2026-11-30', q: payment.oid },
      )
    const before = await reconcile({ stripe: real })
    expect(before.rows.map((row) => row.verdict)).toEqual(['missing_ours'])

    // The client's retry within the lease waits for the charge in flight; it starts none.
    expect((await service({ stripe: real }).confirmOneTouch(ask)).status).toBe('pending')
    expect(intentsOf(payment.oid)).toHaveLength(1)

    // Restarted after the lease: the start-up sweep asks Stripe again with the same key.
    time = new Date(time.getTime() + LEASE_MS + 1)
    const restarted = service({ stripe: real })
    await restarted.repairUnfulfilled()
    expect(intentsOf(payment.oid)).toHaveLength(1)
    expect((await wallet.balances(user)).coins).toBe(100)
    expect(await purchases(user)).toHaveLength(1)
    const after = await reconcile({ stripe: real })
    expect(after.rows.map((row) => row.verdict)).toEqual(['matched'])

    // A late retry of the same key answers the paid payment; nothing moves again.
    const retried = await restarted.confirmOneTouch(ask)
    expect(retried).toMatchObject({ oid: payment.oid, status: 'paid' })
    await restarted.repairUnfulfilled()
    expect(await purchases(user)).toHaveLength(1)
    expect(intentsOf(payment.oid)).toHaveLength(1)
  })

  it('a crash, then the client retries the same key after the lease: resumed, charged once', async () => {
    const real = stripeProvider()
    const dying: StripeProvider = {
      ...real,
      async chargeCard(payment, card) {
        await real.chargeCard(payment, card)
        return new Promise(() => {})
      },
    }
    const crashed = service({ stripe: dying })
    const user = newObjectId()
    const { card, customer } = await stripeCard(crashed, user)
    const ask = {
      userOid: user,
      key: `key-${user}`,
      card: { oid: card.oid, provider: 'stripe', providerRef: card.providerRef },
      customerRef: customer,
      coins: 300,
      currency: 'JPY' as const,
    }
    void crashed.confirmOneTouch(ask)
    await expect.poll(async () => (await paymentRows(user)).length).toBe(1)
    const [payment] = (await paymentRows(user)) as [{ oid: string; status: string }]
    await expect.poll(() => intentsOf(payment.oid).length).toBe(1)

    time = new Date(time.getTime() + LEASE_MS + 1)
    const retries = await Promise.all(
      Array.from({ length: 10 }, () => service({ stripe: real }).confirmOneTouch(ask)),
    )
    expect(retries.filter((answer) => answer.status === 'paid').length).toBeGreaterThan(0)
    expect(intentsOf(payment.oid)).toHaveLength(1)
    expect(await purchases(user)).toHaveLength(1)
    expect((await wallet.balances(user)).coins).toBe(300)
  })
})
