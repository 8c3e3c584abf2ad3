/**
 * The payment service on both engines: the state machine, exactly-once crediting under
 * racing webhooks and confirms (Stripe's real client against a local fake), declines,
 * cancels, amount mismatches, gift cards, and repair after a crash between paid and credit.
 */
import pino from 'pino'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { newObjectId } from '../db'
import { describeEachEngine, openTestDatabase, type TestDatabase } from '../db/testing'
import type { Clock } from '../http'
import { createWalletService, type WalletService } from '../wallet'
import type { PaymentProvider } from './providers/port'
import { createSandboxProvider } from './providers/sandbox'
import { createStripeProvider, sessionOutcome } from './providers/stripe'
import { createPaymentsService, type PaymentsService } from './service'
import { finishPayment } from './store'
import { type FakeStripe, startFakeStripe } from './testing'

const clock: Clock = { now: () => new Date() }

describeEachEngine('payments service', (engine) => {
  let database: TestDatabase
  let wallet: WalletService
  let payments: PaymentsService
  let stripe: FakeStripe

  beforeAll(async () => {
    stripe = await startFakeStripe()
  })
  afterAll(async () => {
    await stripe.close()
  })
  beforeEach(async () => {
    database = await openTestDatabase(engine)
    wallet = createWalletService({ db: database.db, clock })
    payments = createPaymentsService({
      db: database.db,
      clock,
      logger: pino({ level: 'silent' }),
      wallet,
      providers: {
        sandbox: createSandboxProvider(),
        stripe: createStripeProvider({
          secretKey: 'sk_test_fake',
          webhookSecret: 'whsec_fake',
          apiBase: stripe.url,
        }),
      },
      publicUrl: 'http://127.0.0.1:8787',
    })
  })
  afterEach(async () => {
    await database.close()
  })

  async function purchases(userOid: string) {
    return database.db
      .selectFrom('wallet_transactions')
      .select(['id', 'idempotency_key'])
      .where('type', '=', 'purchase')
      .where('idempotency_key', 'like', 'payment:%')
      .where(({ ref, eb }) => eb(ref('metadata', '->>').key('userOid'), '=', userOid))
      .execute()
  }

  it('sandbox: pending until approved, then paid and credited once', async () => {
    const user = newObjectId()
    const started = await payments.charge({
      userOid: user,
      coins: 500,
      currency: 'USD',
      method: 'sandbox',
      provider: 'sandbox',
    })
    expect(started.payment.status).toBe('pending')
    expect(started.payment.amount).toBe(5500)
    expect(started.redirectUrl).toContain(`/api/payment/sandbox/checkout/${started.payment.oid}`)
    expect((await wallet.balances(user)).coins).toBe(0)

    const outcome = { status: 'paid', amount: 5500, currency: 'USD' } as const
    const paid = await payments.settle(started.payment.oid, outcome, 'sandbox')
    expect(paid.status).toBe('paid')
    expect(paid.creditedTransactionId).not.toBeNull()
    await payments.settle(started.payment.oid, outcome, 'sandbox')
    await payments.settle(started.payment.oid, { status: 'failed', reason: 'late' }, 'sandbox')
    expect((await wallet.balances(user)).coins).toBe(500)
    expect(await purchases(user)).toHaveLength(1)
    expect((await payments.status(started.payment.oid, user)).status).toBe('paid')
  })

  it('webhook and confirm racing 20× in parallel credit exactly once', async () => {
    const user = newObjectId()
    for (let round = 0; round < 3; round += 1) {
      const started = await payments.charge({
        userOid: user,
        coins: 100,
        currency: 'JPY',
        method: 'card',
        provider: 'stripe',
      })
      expect(started.redirectUrl).toContain(stripe.url)
      const session = stripe.paySession(started.payment.providerRef as string)
      const results = await Promise.all(
        Array.from({ length: 40 }, (_, index) =>
          index % 2 === 0
            ? payments.settle(started.payment.oid, sessionOutcome(session as never), 'webhook')
            : payments.confirm(started.payment.oid, user),
        ),
      )
      expect(results.every((payment) => payment.status === 'paid')).toBe(true)
    }
    expect((await wallet.balances(user)).coins).toBe(300)
    expect(await purchases(user)).toHaveLength(3)
    const audit = await wallet.auditLedger()
    expect(audit.totals).toEqual({ coin: 0, credit: 0 })
    expect(audit.mismatched).toEqual([])
  })

  it('a declined payment credits nothing, even if an approval arrives later', async () => {
    const user = newObjectId()
    const started = await payments.charge({
      userOid: user,
      coins: 100,
      currency: 'KRW',
      method: 'sandbox',
      provider: 'sandbox',
    })
    const failed = await payments.settle(
      started.payment.oid,
      { status: 'failed', reason: 'declined' },
      'sandbox',
    )
    expect(failed.status).toBe('failed')
    const late = await payments.settle(
      started.payment.oid,
      { status: 'paid', amount: started.payment.amount, currency: 'KRW' },
      'webhook',
    )
    expect(late.status).toBe('failed')
    expect((await wallet.balances(user)).coins).toBe(0)
  })

  it('a provider that charged but whose answer was lost at start still credits from the webhook', async () => {
    const user = newObjectId()
    // The off-session charge went through at the provider, then the connection dropped.
    await expect(
      payments.chargeWith(
        { userOid: user, coins: 300, currency: 'USD', method: 'card', provider: 'stripe' },
        async () => {
          throw new Error('socket hang up')
        },
      ),
    ).rejects.toMatchObject({ code: 'PROVIDER_ERROR' })
    const [payment] = await payments.db
      .selectFrom('payments')
      .select(['oid', 'amount', 'status'])
      .where('user_oid', '=', user)
      .execute()
    expect(payment?.status).toBe('failed')
    const outcome = { status: 'paid', amount: Number(payment?.amount), currency: 'USD' } as const
    const results = await Promise.all(
      Array.from({ length: 10 }, () => payments.settle(payment?.oid as string, outcome, 'webhook')),
    )
    expect(results.every((result) => result.status === 'paid')).toBe(true)
    expect((await wallet.balances(user)).coins).toBe(300)
    expect(await purchases(user)).toHaveLength(1)
  })

  it('cancels only pending payments; others answer the spec text', async () => {
    const user = newObjectId()
    const started = await payments.charge({
      userOid: user,
      coins: 100,
      currency: 'USD',
      method: 'card',
      provider: 'stripe',
    })
    const cancelled = await payments.cancel(started.payment.oid, user)
    expect(cancelled.status).toBe('cancelled')
    expect(stripe.sessions.get(started.payment.providerRef as string)?.status).toBe('expired')
    await expect(payments.cancel(started.payment.oid, user)).rejects.toMatchObject({
      message: 'Failed to cancel. Please try again.',
    })
    await expect(payments.cancel(started.payment.oid, newObjectId())).rejects.toMatchObject({
      code: 'PAYMENT_NOT_FOUND',
    })
  })

  it('refuses a provider amount that differs from ours and credits nothing', async () => {
    const user = newObjectId()
    const started = await payments.charge({
      userOid: user,
      coins: 100,
      currency: 'USD',
      method: 'sandbox',
      provider: 'sandbox',
    })
    await expect(
      payments.settle(started.payment.oid, { status: 'paid', amount: 1, currency: 'USD' }, 'x'),
    ).rejects.toMatchObject({ code: 'PAYMENT_MISMATCH' })
    expect((await payments.status(started.payment.oid, user)).status).toBe('pending')
    expect((await wallet.balances(user)).coins).toBe(0)
  })

  it('delivers what a crash left paid but uncredited, once', async () => {
    const user = newObjectId()
    const started = await payments.charge({
      userOid: user,
      coins: 300,
      currency: 'USD',
      method: 'sandbox',
      provider: 'sandbox',
    })
    // The process died after the status moved and before the wallet call.
    await finishPayment(payments.db, started.payment.oid, 'paid', { paidBy: 'sandbox' }, new Date())
    expect((await wallet.balances(user)).coins).toBe(0)
    const [repaired] = await Promise.all([
      payments.repairUnfulfilled(),
      payments.status(started.payment.oid, user),
    ])
    expect(repaired).toBeLessThanOrEqual(1)
    expect(await payments.repairUnfulfilled()).toBe(0)
    expect((await wallet.balances(user)).coins).toBe(300)
    expect(await purchases(user)).toHaveLength(1)
  })

  it('issues one gift card per paid gift-card payment', async () => {
    const user = newObjectId()
    const started = await payments.buyGiftCard({
      userOid: user,
      item: 'dlsite-3000',
      method: 'sandbox',
      provider: 'sandbox',
    })
    expect(started.payment.currency).toBe('JPY')
    expect(started.payment.amount).toBe(3300)
    const outcome = { status: 'paid', amount: 3300, currency: 'JPY' } as const
    await Promise.all(
      Array.from({ length: 10 }, () => payments.settle(started.payment.oid, outcome, 'sandbox')),
    )
    const cards = await payments.db
      .selectFrom('payment_gift_cards')
      .selectAll()
      .where('user_oid', '=', user)
      .execute()
    expect(cards).toHaveLength(1)
    expect(cards[0]?.points).toBe(3000)
    expect((await wallet.balances(user)).coins).toBe(0)
  })

  it('refuses a method that cannot pay the currency', async () => {
    await expect(
      payments.charge({
        userOid: newObjectId(),
        coins: 100,
        currency: 'USD',
        method: 'kakaopay',
        provider: 'sandbox',
      }),
    ).rejects.toMatchObject({ code: 'METHOD_CURRENCY' })
  })
})

describe('payments service with an unreachable provider', () => {
  it('answers 502 PROVIDER_ERROR when asking the provider fails, and the payment stays pending', async () => {
    const database = await openTestDatabase('pglite')
    try {
      // The provider's API is down: every call fails as a network error would.
      const down: PaymentProvider = {
        name: 'down',
        async start(payment) {
          return { providerRef: `down_${payment.oid}`, redirectUrl: 'https://down.example/pay' }
        },
        async check() {
          throw new TypeError('fetch failed')
        },
        async cancel() {
          throw new TypeError('fetch failed')
        },
      }
      const wallet = createWalletService({ db: database.db, clock })
      const payments = createPaymentsService({
        db: database.db,
        clock,
        logger: pino({ level: 'silent' }),
        wallet,
        providers: { down },
        publicUrl: 'http://127.0.0.1',
      })
      const user = newObjectId()
      const started = await payments.charge({
        userOid: user,
        coins: 100,
        currency: 'USD',
        method: 'card',
        provider: 'down',
      })
      await expect(payments.confirm(started.payment.oid, user)).rejects.toMatchObject({
        status: 502,
        code: 'PROVIDER_ERROR',
      })
      await expect(payments.cancel(started.payment.oid, user)).rejects.toMatchObject({
        message: 'Failed to cancel. Please try again.',
      })
      expect((await payments.status(started.payment.oid, user)).status).toBe('pending')
      expect((await wallet.balances(user)).coins).toBe(0)
    } finally {
      await database.close()
    }
  })
})

describe('payments service without a provider', () => {
  it('answers 503 for an unconfigured provider', async () => {
    const database = await openTestDatabase('pglite')
    try {
      const payments = createPaymentsService({
        db: database.db,
        clock,
        logger: pino({ level: 'silent' }),
        wallet: createWalletService({ db: database.db, clock }),
        providers: {},
        publicUrl: 'http://127.0.0.1',
      })
      await expect(
        payments.charge({
          userOid: newObjectId(),
          coins: 100,
          currency: 'USD',
          method: 'card',
          provider: 'stripe',
        }),
      ).rejects.toMatchObject({ status: 503, code: 'PROVIDER_UNAVAILABLE' })
    } finally {
      await database.close()
    }
  })
})
