import { afterAll, beforeAll, expect, it } from 'vitest'
import { newObjectId } from '../db'
import { describeEachEngine } from '../db/testing'
import { systemAccount, userAccount } from './accounts'
import { expectLedgerInvariants, openWalletFixture, type WalletFixture } from './testing'

describeEachEngine('wallet ledger', (engine) => {
  let fixture: WalletFixture
  beforeAll(async () => {
    fixture = await openWalletFixture(engine)
  })
  afterAll(async () => {
    await fixture?.close()
  })

  it('posts balanced entries once per key and refuses the key with another body', async () => {
    const { wallet } = fixture
    const user = newObjectId()
    const entries = [
      { account: userAccount(user, 'coins'), amount: 100 },
      { account: systemAccount('payment_clearing', 'coin'), amount: -100 },
    ]
    const first = await wallet.post({ key: `k-${user}`, type: 'increase', entries })
    const again = await wallet.post({ key: `k-${user}`, type: 'increase', entries })
    expect(first.replayed).toBe(false)
    expect(again.replayed).toBe(true)
    expect(again.id).toBe(first.id)
    expect((await wallet.balances(user)).coins).toBe(100)
    await expect(
      wallet.post({
        key: `k-${user}`,
        type: 'increase',
        entries: [entries[0]!, { ...entries[1]!, amount: -100 }].map((entry) => ({
          ...entry,
          amount: entry.amount * 2,
        })),
      }),
    ).rejects.toMatchObject({ status: 409, code: 'IDEMPOTENCY_KEY_REUSED' })
    expect((await wallet.balances(user)).coins).toBe(100)
    await expectLedgerInvariants(fixture)
  })

  it('refuses unbalanced entries and negative user balances', async () => {
    const { wallet, database } = fixture
    const user = newObjectId()
    await expect(
      wallet.post({
        key: `u-${user}`,
        type: 'increase',
        entries: [{ account: userAccount(user, 'coins'), amount: 5 }],
      }),
    ).rejects.toMatchObject({ code: 'UNBALANCED_TRANSACTION' })
    await expect(
      wallet.post({
        key: `n-${user}`,
        type: 'consume',
        entries: [
          { account: userAccount(user, 'coins'), amount: -5 },
          { account: systemAccount('sales', 'coin'), amount: 5 },
        ],
      }),
    ).rejects.toMatchObject({ status: 403, code: 'INSUFFICIENT_BALANCE' })
    // The database itself refuses both, whatever the code does.
    await database
      .query(
        `insert into wallet_accounts (id, owner_oid, kind, unit, is_system) values ($1, $2, 'coins', 'coin', false)`,
        [userAccount(user, 'coins'), user],
      )
      .catch(() => {})
    await expect(
      database.query('update wallet_accounts set balance = -1 where id = $1', [
        userAccount(user, 'coins'),
      ]),
    ).rejects.toThrow(/check/i)
    await expect(
      database.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('wallet_transactions')
          .values({
            id: newObjectId(),
            idempotency_key: `raw-${user}`,
            fingerprint: 'x',
            type: 'increase',
            metadata: '{}',
            result: 'null',
            created_at: new Date(),
          })
          .execute()
        const [transaction] = await trx
          .selectFrom('wallet_transactions')
          .select('id')
          .where('idempotency_key', '=', `raw-${user}`)
          .execute()
        await trx
          .insertInto('wallet_entries')
          .values({
            transaction_id: transaction!.id,
            account_id: userAccount(user, 'coins'),
            amount: 7,
          })
          .execute()
      }),
    ).rejects.toThrow(/does not balance/)
    expect((await wallet.balances(user)).coins).toBe(0)
    // Balanced but naming an account or a transaction that doesn't exist: refused too.
    const transactionId = newObjectId()
    await database.query(
      `insert into wallet_transactions (id, idempotency_key, fingerprint, type, created_at)
       values ($1, $2, 'x', 'increase', now())`,
      [transactionId, `raw-known-${user}`],
    )
    await expect(
      database.query(
        `insert into wallet_entries (transaction_id, account_id, amount)
         values ($1, $2, 5), ($1, 'system/promotions/coin', -5)`,
        [transactionId, `user/${user}/no-such-account`],
      ),
    ).rejects.toThrow(/unknown account or transaction/)
    await expect(
      database.query(
        `insert into wallet_entries (transaction_id, account_id, amount)
         values ($1, $2, 5), ($1, 'system/promotions/coin', -5)`,
        [newObjectId(), userAccount(user, 'coins')],
      ),
    ).rejects.toThrow(/unknown account or transaction/)
    // Each statement's entries must balance on their own: a transaction whose entries came
    // in balanced can take more only if those balance too.
    await expect(
      database.query(
        `insert into wallet_entries (transaction_id, account_id, amount)
         values ($1, 'system/promotions/coin', -3)`,
        [transactionId],
      ),
    ).rejects.toThrow(/does not balance/)
    await database.query(
      `insert into wallet_entries (transaction_id, account_id, amount)
       values ($1, 'system/promotions/coin', -4), ($1, 'system/sales/coin', 4)`,
      [transactionId],
    )
    const [sum] = await database.query<{ total: string | number }>(
      'select sum(amount) as total from wallet_entries where transaction_id = $1',
      [transactionId],
    )
    expect(Number(sum?.total)).toBe(0)
    // The ledger is append-only.
    await expect(database.query('update wallet_entries set amount = amount')).rejects.toThrow(
      /append-only/,
    )
    await expect(database.query('delete from wallet_entries')).rejects.toThrow(/append-only/)
    await expect(
      database.query('delete from wallet_transactions where id = $1', [transactionId]),
    ).rejects.toThrow(/append-only/)
    await expect(
      database.query('delete from wallet_accounts where id = $1', [userAccount(user, 'coins')]),
    ).rejects.toThrow(/append-only/)
    await expectLedgerInvariants(fixture)
  })

  it('spends bonus coins only where allowed, and says which balance is short', async () => {
    const { wallet } = fixture
    const user = newObjectId()
    await wallet.purchaseCoins({ key: `p-${user}`, userOid: user, coins: 30 })
    await wallet.grant({ key: `b-${user}`, userOid: user, kind: 'bonus_coins', amount: 20 })
    const first = await wallet.spend({
      key: `s1-${user}`,
      userOid: user,
      unit: 'coin',
      amount: 25,
      type: 'consume',
      bonusUse: 'first',
    })
    expect(first.result).toEqual({ bonus: 20, paid: 5 })
    const paidOnly = await wallet.spend({
      key: `s2-${user}`,
      userOid: user,
      unit: 'coin',
      amount: 10,
      type: 'consume',
    })
    expect(paidOnly.result).toEqual({ bonus: 0, paid: 10 })
    await expect(
      wallet.spend({
        key: `s3-${user}`,
        userOid: user,
        unit: 'coin',
        amount: 1,
        type: 'consume',
        bonusUse: 'only',
      }),
    ).rejects.toMatchObject({ message: 'Not enough Bonus coins' })
    await expect(
      wallet.spend({ key: `s4-${user}`, userOid: user, unit: 'coin', amount: 16, type: 'consume' }),
    ).rejects.toMatchObject({ message: 'Not enough coins' })
    expect(await wallet.balances(user)).toMatchObject({ coins: 15, bonusCoins: 0 })
  })

  it('caps bonus credits per UTC day', async () => {
    const small = await openWalletFixture(engine, { bonusCreditDailyLimit: 100 })
    try {
      const { wallet, clock } = small
      const user = newObjectId()
      await wallet.grant({ key: `b-${user}`, userOid: user, kind: 'bonus_credits', amount: 500 })
      await wallet.spend({
        key: `c1-${user}`,
        userOid: user,
        unit: 'credit',
        amount: 80,
        type: 'story_chat',
      })
      await expect(
        wallet.spend({
          key: `c2-${user}`,
          userOid: user,
          unit: 'credit',
          amount: 30,
          type: 'story_chat',
        }),
      ).rejects.toMatchObject({
        message: 'The daily usage limit for bonus credits has been exceeded.',
      })
      // Paid credits cover what the cap leaves out.
      await wallet.grant({ key: `p-${user}`, userOid: user, kind: 'credits', amount: 10 })
      const mixed = await wallet.spend({
        key: `c3-${user}`,
        userOid: user,
        unit: 'credit',
        amount: 30,
        type: 'story_chat',
      })
      expect(mixed.result).toEqual({ bonus: 20, paid: 10 })
      clock.advance(24 * 3600_000)
      const nextDay = await wallet.spend({
        key: `c4-${user}`,
        userOid: user,
        unit: 'credit',
        amount: 100,
        type: 'story_chat',
      })
      expect(nextDay.result).toEqual({ bonus: 100, paid: 0 })
      await expectLedgerInvariants(small)
    } finally {
      await small.close()
    }
  })

  it('splits a donation into creator earnings and platform fee, and refunds once', async () => {
    const { wallet } = fixture
    const fan = newObjectId()
    const creator = newObjectId()
    await wallet.purchaseCoins({ key: `p-${fan}`, userOid: fan, coins: 100 })
    await expect(
      wallet.transfer({ key: `d0-${fan}`, fromUserOid: fan, toUserOid: creator, coins: 9 }),
    ).rejects.toMatchObject({ code: 'DONATION_TOO_SMALL' })
    const donation = await wallet.transfer({
      key: `d1-${fan}`,
      fromUserOid: fan,
      toUserOid: creator,
      coins: 55,
    })
    expect(donation.result).toEqual({ creatorShare: 44, platformFee: 11 })
    expect((await wallet.balances(creator)).earnings).toBe(44)
    const spent = await wallet.spend({
      key: `s-${fan}`,
      userOid: fan,
      unit: 'coin',
      amount: 45,
      type: 'consume',
    })
    await wallet.refund({ key: `r1-${fan}`, transactionId: spent.id })
    await expect(
      wallet.refund({ key: `r2-${fan}`, transactionId: spent.id }),
    ).rejects.toMatchObject({
      code: 'ALREADY_REFUNDED',
    })
    expect((await wallet.balances(fan)).coins).toBe(45)
    // A nickname change is non-refundable (spec): the ledger refuses to reverse it.
    const renamed = await wallet.spend({
      key: `n-${fan}`,
      userOid: fan,
      unit: 'coin',
      amount: 5,
      type: 'change_nick',
    })
    await expect(
      wallet.refund({ key: `r3-${fan}`, transactionId: renamed.id }),
    ).rejects.toMatchObject({ code: 'NOT_REFUNDABLE' })
    expect((await wallet.balances(fan)).coins).toBe(40)
    await expectLedgerInvariants(fixture)
  })
})
