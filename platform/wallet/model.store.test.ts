/**
 * Model-based test: fast-check drives random command sequences against the real store
 * and a plain map of balances; after every command the store's balances equal the model's.
 */
import fc from 'fast-check'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { newObjectId } from '../db'
import { describeEachEngine } from '../db/testing'
import type { WalletService } from './service'
import { expectLedgerInvariants, openWalletFixture, type WalletFixture } from './testing'

type Kind = 'coins' | 'bonusCoins' | 'credits' | 'bonusCredits' | 'earnings'
interface Model {
  users: string[]
  balances: Map<string, Record<Kind, number>>
  holds: Map<string, { user: string; bonus: number; paid: number; open: boolean }>
  /** Keys applied so far, with the outcome a retry must reproduce. */
  applied: Map<string, string>
  sequence: number
}
interface Real {
  wallet: WalletService
}

const zero = (): Record<Kind, number> => ({
  coins: 0,
  bonusCoins: 0,
  credits: 0,
  bonusCredits: 0,
  earnings: 0,
})
const of = (model: Model, index: number) => model.users[index % model.users.length]!
const balance = (model: Model, user: string) => {
  const record = model.balances.get(user) ?? zero()
  model.balances.set(user, record)
  return record
}

async function expectSameBalances(model: Model, real: Real) {
  for (const user of model.users) {
    const actual = await real.wallet.balances(user)
    const expected = balance(model, user)
    expect({ ...actual, heldCredits: undefined }).toEqual({ ...expected, heldCredits: undefined })
  }
}

/** Runs the real call and compares success or failure with what the model predicted. */
async function outcome(run: () => Promise<unknown>, shouldSucceed: boolean) {
  const result = await run().then(
    () => true,
    (error) => {
      if (!(error as { status?: number }).status) throw error
      return false
    },
  )
  expect(result).toBe(shouldSucceed)
}

class Purchase implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly user: number,
    readonly coins: number,
  ) {}
  check = () => true
  async run(model: Model, real: Real) {
    const user = of(model, this.user)
    const key = `buy-${user}-${model.sequence++}`
    await real.wallet.purchaseCoins({ key, userOid: user, coins: this.coins })
    balance(model, user).coins += this.coins
    model.applied.set(key, `buy:${user}:${this.coins}`)
    await expectSameBalances(model, real)
  }
  toString = () => `Purchase(${this.user}, ${this.coins})`
}

class GrantBonus implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly user: number,
    readonly kind: 'bonus_coins' | 'bonus_credits' | 'credits',
    readonly amount: number,
  ) {}
  check = () => true
  async run(model: Model, real: Real) {
    const user = of(model, this.user)
    await real.wallet.grant({
      key: `grant-${user}-${model.sequence++}`,
      userOid: user,
      kind: this.kind,
      amount: this.amount,
    })
    const field = {
      bonus_coins: 'bonusCoins',
      bonus_credits: 'bonusCredits',
      credits: 'credits',
    } as const
    balance(model, user)[field[this.kind]] += this.amount
    await expectSameBalances(model, real)
  }
  toString = () => `Grant(${this.user}, ${this.kind}, ${this.amount})`
}

class SpendCoins implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly user: number,
    readonly amount: number,
    readonly bonusFirst: boolean,
  ) {}
  check = () => true
  async run(model: Model, real: Real) {
    const user = of(model, this.user)
    const record = balance(model, user)
    const bonus = this.bonusFirst ? Math.min(this.amount, record.bonusCoins) : 0
    const ok = this.amount - bonus <= record.coins
    await outcome(
      () =>
        real.wallet.spend({
          key: `spend-${user}-${model.sequence++}`,
          userOid: user,
          unit: 'coin',
          amount: this.amount,
          type: 'consume',
          bonusUse: this.bonusFirst ? 'first' : 'never',
        }),
      ok,
    )
    if (ok) {
      record.bonusCoins -= bonus
      record.coins -= this.amount - bonus
    }
    await expectSameBalances(model, real)
  }
  toString = () => `SpendCoins(${this.user}, ${this.amount}, ${this.bonusFirst})`
}

class Convert implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly user: number,
    readonly coins: number,
  ) {}
  check = () => true
  async run(model: Model, real: Real) {
    const user = of(model, this.user)
    const record = balance(model, user)
    const ok = this.coins <= 1000 && this.coins <= record.coins
    await outcome(
      () =>
        real.wallet.convertCoinsToCredits({
          key: `convert-${user}-${model.sequence++}`,
          userOid: user,
          coins: this.coins,
        }),
      ok,
    )
    if (ok) {
      record.coins -= this.coins
      record.credits += this.coins * 10
    }
    await expectSameBalances(model, real)
  }
  toString = () => `Convert(${this.user}, ${this.coins})`
}

class Reserve implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly user: number,
    readonly amount: number,
  ) {}
  check = () => true
  async run(model: Model, real: Real) {
    const user = of(model, this.user)
    const record = balance(model, user)
    const requestId = `req-${user}-${model.sequence++}`
    const bonus = Math.min(this.amount, record.bonusCredits)
    const ok = this.amount - bonus <= record.credits
    await outcome(
      () =>
        real.wallet.holds.reserve({
          requestId,
          userOid: user,
          amount: this.amount,
          expiresAt: new Date('2100-01-01'),
        }),
      ok,
    )
    if (ok) {
      record.bonusCredits -= bonus
      record.credits -= this.amount - bonus
      model.holds.set(requestId, { user, bonus, paid: this.amount - bonus, open: true })
    }
    await expectSameBalances(model, real)
  }
  toString = () => `Reserve(${this.user}, ${this.amount})`
}

class Finish implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly pick: number,
    readonly charge: number | null,
  ) {}
  check = (model: Readonly<Model>) => model.holds.size > 0
  async run(model: Model, real: Real) {
    const ids = [...model.holds.keys()]
    const requestId = ids[this.pick % ids.length]!
    const hold = model.holds.get(requestId)!
    const result =
      this.charge === null
        ? await real.wallet.holds.void({ requestId })
        : await real.wallet.holds.settle({ requestId, amount: this.charge })
    expect(result.applied).toBe(hold.open)
    if (hold.open) {
      const charged = Math.min(this.charge ?? 0, hold.bonus + hold.paid)
      const chargedBonus = Math.min(charged, hold.bonus)
      const record = balance(model, hold.user)
      record.bonusCredits += hold.bonus - chargedBonus
      record.credits += hold.paid - (charged - chargedBonus)
      hold.open = false
    }
    await expectSameBalances(model, real)
  }
  toString = () => `Finish(${this.pick}, ${this.charge})`
}

class Donate implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly from: number,
    readonly to: number,
    readonly coins: number,
  ) {}
  check = () => true
  async run(model: Model, real: Real) {
    const from = of(model, this.from)
    const to = of(model, this.to + 1)
    const record = balance(model, from)
    const ok = from !== to && this.coins <= record.coins
    await outcome(
      () =>
        real.wallet.transfer({
          key: `donate-${from}-${model.sequence++}`,
          fromUserOid: from,
          toUserOid: to,
          coins: this.coins,
        }),
      ok,
    )
    if (ok) {
      record.coins -= this.coins
      balance(model, to).earnings += this.coins - Math.floor((this.coins * 2000) / 10_000)
    }
    await expectSameBalances(model, real)
  }
  toString = () => `Donate(${this.from}, ${this.to}, ${this.coins})`
}

class RetryPurchase implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly pick: number,
    readonly sameBody: boolean,
  ) {}
  check = (model: Readonly<Model>) => model.applied.size > 0
  async run(model: Model, real: Real) {
    const keys = [...model.applied.keys()]
    const key = keys[this.pick % keys.length]!
    const [, user, coins] = model.applied.get(key)!.split(':')
    const retry = real.wallet.purchaseCoins({
      key,
      userOid: user!,
      coins: Number(coins) + (this.sameBody ? 0 : 1),
    })
    if (this.sameBody) expect((await retry).replayed).toBe(true)
    else await expect(retry).rejects.toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' })
    await expectSameBalances(model, real)
  }
  toString = () => `RetryPurchase(${this.pick}, ${this.sameBody})`
}

const user = fc.nat(2)
const commands = [
  fc.tuple(user, fc.integer({ min: 1, max: 300 })).map(([u, c]) => new Purchase(u, c)),
  fc
    .tuple(
      user,
      fc.constantFrom('bonus_coins', 'bonus_credits', 'credits') as fc.Arbitrary<
        'bonus_coins' | 'bonus_credits' | 'credits'
      >,
      fc.integer({ min: 1, max: 200 }),
    )
    .map(([u, k, a]) => new GrantBonus(u, k, a)),
  fc
    .tuple(user, fc.integer({ min: 1, max: 200 }), fc.boolean())
    .map(([u, a, b]) => new SpendCoins(u, a, b)),
  fc.tuple(user, fc.integer({ min: 1, max: 1100 })).map(([u, c]) => new Convert(u, c)),
  fc.tuple(user, fc.integer({ min: 1, max: 400 })).map(([u, a]) => new Reserve(u, a)),
  fc.tuple(fc.nat(), fc.option(fc.integer({ min: 0, max: 500 }))).map(([p, c]) => new Finish(p, c)),
  fc
    .tuple(user, fc.nat(1), fc.integer({ min: 10, max: 200 }))
    .map(([f, t, c]) => new Donate(f, t, c)),
  fc.tuple(fc.nat(), fc.boolean()).map(([p, s]) => new RetryPurchase(p, s)),
]

describeEachEngine('wallet model', (engine) => {
  let fixture: WalletFixture
  beforeAll(async () => {
    // A daily cap out of reach: the cap has its own test; here the model stays a plain map.
    fixture = await openWalletFixture(engine, { bonusCreditDailyLimit: 1_000_000_000 })
  })
  afterAll(async () => {
    await fixture?.close()
  })

  it('matches a plain balance map over random command sequences', {
    timeout: 300_000,
  }, async () => {
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 30 }), async (sequence) => {
        const model: Model = {
          users: [newObjectId(), newObjectId(), newObjectId()],
          balances: new Map(),
          holds: new Map(),
          applied: new Map(),
          sequence: 0,
        }
        await fc.asyncModelRun(() => ({ model, real: { wallet: fixture.wallet } }), sequence)
      }),
      {
        numRuns: Number(process.env.WALLET_MODEL_RUNS ?? 25),
        seed: Number(process.env.WALLET_MODEL_SEED ?? 42),
      },
    )
    await expectLedgerInvariants(fixture)
  })
})
