import { afterAll, beforeAll, expect, it } from 'vitest'
import { describeEachEngine, openTestDatabase, type TestDatabase } from '../../db/testing'
import { createWalletService, type WalletService } from '../../wallet/service'
import { expectLedgerInvariants, manualClock } from '../../wallet/testing'
import { drawNumber, pickPosition, secretRef } from './draw'
import type { GachaService } from './service'
import { gachaForm, gachaServiceFor, sessionUser, TEST_GACHA_SECRET } from './testing'

describeEachEngine('gacha', (engine) => {
  let database: TestDatabase
  let wallet: WalletService
  let service: GachaService
  const clock = manualClock()
  const creator = sessionUser(['user', 'creator'])

  beforeAll(async () => {
    database = await openTestDatabase(engine)
    wallet = createWalletService({ db: database.db, clock })
    service = gachaServiceFor(database, clock, wallet)
  })
  afterAll(async () => {
    await database?.close()
  })

  async function fan(coins: number) {
    const user = sessionUser()
    if (coins > 0)
      await wallet.purchaseCoins({ key: `coins-${user.oid}`, userOid: user.oid, coins })
    return user
  }
  const coinsOf = async (oid: string) => (await wallet.balances(oid)).coins
  const count = async (table: string, column: string, value: string) => {
    const [row] = await database.query<{ n: string | number }>(
      `select count(*) as n from ${table} where ${column} = $1`,
      [value],
    )
    return Number(row?.n)
  }
  const gachaTransactions = (userOid: string) =>
    database.query<{ type: string }>(
      `select type from wallet_transactions where metadata->>'userOid' = $1 and type like 'gacha%' order by type`,
      [userOid],
    )

  it('saves a gacha with a versioned item table and hides an incomplete one', async () => {
    const saved = await service.save(creator, gachaForm())
    expect(saved).toMatchObject({ state: 'on-sale', version: 1, own: true, profitRate: 50 })
    expect(saved.items.map((item) => item.chance)).toEqual([100, 900, 9000])
    const draft = await service.save(creator, {
      ...gachaForm({ items: [{ name: 'Half', rank: 'N', chance: 5000, refundRate: 0 }] }),
      gachaOid: saved.gachaOid,
    })
    expect(draft).toMatchObject({ state: 'incomplete', version: 2 })
    const other = sessionUser()
    expect(await service.get(other, saved.gachaOid)).toMatchObject({
      state: 'incomplete',
      items: [],
    })
    expect(await service.titles(other, creator.oid)).not.toContainEqual(
      expect.objectContaining({ gachaOid: saved.gachaOid }),
    )
    expect(await service.titles(creator, creator.oid)).toContainEqual(
      expect.objectContaining({ gachaOid: saved.gachaOid, state: 'incomplete' }),
    )
  })

  it('refuses a profit rate above the maximum and a non-creator making one', async () => {
    await expect(service.save(creator, gachaForm({ profitRate: 71 }))).rejects.toMatchObject({
      code: 'GACHA_PROFIT_RATE_TOO_HIGH',
    })
    await expect(service.save(sessionUser(), gachaForm())).rejects.toMatchObject({
      code: 'GACHA_NOT_CREATOR',
    })
  })

  it('charges a pull once, writes its items, refund and record together', async () => {
    const { gachaOid } = await service.save(creator, gachaForm())
    const player = await fan(1000)
    const earningsBefore = (await wallet.balances(creator.oid)).earnings ?? 0
    const { record, replayed } = await service.pull(player, gachaOid, 10, 'key-ten')
    expect(replayed).toBe(false)
    expect(record.draws).toHaveLength(10)
    expect(record.coins).toBe(300)
    const refund = record.draws.reduce((sum, draw) => sum + draw.refundCoins, 0)
    expect(record.refundCoins).toBe(refund)
    expect(await coinsOf(player.oid)).toBe(1000 - 300 + refund)
    expect(await count('wallet_inventory', 'user_oid', player.oid)).toBe(10)
    const types = (await gachaTransactions(player.oid)).map((row) => row.type)
    expect(types.filter((type) => type === 'gacha')).toHaveLength(1)
    expect(types.filter((type) => type === 'gacha-refund')).toHaveLength(refund > 0 ? 1 : 0)
    const earnings = ((await wallet.balances(creator.oid)).earnings ?? 0) - earningsBefore
    expect(earnings).toBe(Math.floor(((300 - refund) * 50) / 100))
    // A retry with the same key charges nothing and answers the same record.
    const again = await service.pull(player, gachaOid, 10, 'key-ten')
    expect(again).toEqual({ record, replayed: true })
    expect(await coinsOf(player.oid)).toBe(1000 - 300 + refund)
    expect(await count('wallet_inventory', 'user_oid', player.oid)).toBe(10)
    await expectLedgerInvariants({ database })
  })

  it('records what an audit needs to recompute every draw', async () => {
    const form = gachaForm()
    const { gachaOid } = await service.save(creator, form)
    const player = await fan(100)
    const { record } = await service.pull(player, gachaOid, 3, 'key-audit')
    expect(record.secretRef).toBe(secretRef(TEST_GACHA_SECRET))
    const chances = form.items.map((item) => item.chance)
    for (const draw of record.draws) {
      const again = drawNumber(TEST_GACHA_SECRET, record.pullOid, draw.index)
      expect(again).toEqual({ number: draw.number, attempt: draw.attempt })
      expect(pickPosition(chances, draw.number)).toBe(draw.position)
      expect(form.items[draw.position]?.name).toBe(draw.name)
    }
    const items = await wallet.listInventory(player.oid)
    expect(items.map((item) => item.oid).sort()).toEqual(
      record.draws.map((draw) => draw.itemOid).sort(),
    )
    expect(items[0]).toMatchObject({ kind: 'gacha_item', details: { gachaOid, tableVersion: 1 } })
  })

  it('refuses the own gacha, a hidden one, an incomplete one and a short balance, changing nothing', async () => {
    const { gachaOid } = await service.save(creator, gachaForm())
    await wallet.purchaseCoins({ key: `coins-${creator.oid}`, userOid: creator.oid, coins: 100 })
    await expect(service.pull(creator, gachaOid, 1, 'own')).rejects.toMatchObject({
      code: 'GACHA_OWN',
    })
    expect(await coinsOf(creator.oid)).toBe(100)
    const poor = await fan(29)
    await expect(service.pull(poor, gachaOid, 1, 'poor')).rejects.toMatchObject({
      code: 'NOT_ENOUGH_COINS',
    })
    await service.hide(creator, gachaOid, true)
    const player = await fan(100)
    await expect(service.pull(player, gachaOid, 1, 'hidden')).rejects.toMatchObject({
      code: 'GACHA_NOT_ON_SALE',
    })
    const incomplete = await service.save(creator, gachaForm({ items: [] }))
    await expect(service.pull(player, incomplete.gachaOid, 1, 'incomplete')).rejects.toMatchObject({
      code: 'GACHA_UNAVAILABLE',
    })
    expect(await coinsOf(player.oid)).toBe(100)
    expect(await coinsOf(poor.oid)).toBe(29)
    expect(await count('wallet_inventory', 'user_oid', player.oid)).toBe(0)
    expect(await count('content_gacha_pulls', 'user_oid', player.oid)).toBe(0)
  })

  it('lets no other creator edit or hide a gacha (answered as missing, unchanged)', async () => {
    const { gachaOid } = await service.save(creator, gachaForm())
    const intruder = sessionUser(['user', 'creator'])
    await expect(
      service.save(intruder, { ...gachaForm({ title: 'Mine now' }), gachaOid }),
    ).rejects.toMatchObject({ code: 'GACHA_NOT_FOUND' })
    await expect(service.hide(intruder, gachaOid, true)).rejects.toMatchObject({
      code: 'GACHA_NOT_FOUND',
    })
    expect(await service.get(creator, gachaOid)).toMatchObject({
      title: 'Star box',
      state: 'on-sale',
      version: 1,
    })
  })

  it('rolls the charge and the items back when the record cannot be written', async () => {
    const { gachaOid } = await service.save(creator, gachaForm())
    const broken = gachaServiceFor(database, clock, wallet, {
      wallet: {
        gachaPull: (input) =>
          wallet.gachaPull({
            ...input,
            alongside: async () => {
              throw new Error('the record failed')
            },
          }),
      },
    })
    const player = await fan(100)
    await expect(broken.pull(player, gachaOid, 3, 'broken')).rejects.toThrow('the record failed')
    expect(await coinsOf(player.oid)).toBe(100)
    expect(await count('wallet_inventory', 'user_oid', player.oid)).toBe(0)
    expect(await gachaTransactions(player.oid)).toEqual([])
  })

  it('lets exactly 3 of 50 parallel pulls through for coins enough for 3', async () => {
    const { gachaOid } = await service.save(
      creator,
      gachaForm({ coins: 10, items: [{ name: 'Only', rank: 'N', chance: 10_000, refundRate: 0 }] }),
    )
    const player = await fan(30)
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, index) => service.pull(player, gachaOid, 1, `burst-${index}`)),
    )
    const won = results.filter((result) => result.status === 'fulfilled')
    expect(won).toHaveLength(3)
    for (const result of results) {
      if (result.status === 'rejected')
        expect(result.reason).toMatchObject({ code: 'NOT_ENOUGH_COINS' })
    }
    expect(await gachaTransactions(player.oid)).toEqual([
      { type: 'gacha' },
      { type: 'gacha' },
      { type: 'gacha' },
    ])
    expect(await count('wallet_inventory', 'user_oid', player.oid)).toBe(3)
    expect(await count('content_gacha_pulls', 'user_oid', player.oid)).toBe(3)
    expect(await coinsOf(player.oid)).toBe(0)
    await expectLedgerInvariants({ database })
  })

  it('answers racing duplicates of one key with the first pull, charging once', async () => {
    const { gachaOid } = await service.save(creator, gachaForm({ coins: 10 }))
    const player = await fan(10)
    const results = await Promise.all(
      Array.from({ length: 5 }, () => service.pull(player, gachaOid, 1, 'same-key')),
    )
    const pullOids = new Set(results.map((result) => result.record.pullOid))
    expect(pullOids.size).toBe(1)
    expect(results.filter((result) => !result.replayed)).toHaveLength(1)
    expect(await gachaTransactions(player.oid)).toContainEqual({ type: 'gacha' })
    expect(
      (await gachaTransactions(player.oid)).filter((row) => row.type === 'gacha'),
    ).toHaveLength(1)
    expect(await count('wallet_inventory', 'user_oid', player.oid)).toBe(1)
  })

  it('pages the caller’s records and counts a creator’s usage', async () => {
    const { gachaOid } = await service.save(creator, gachaForm())
    const player = await fan(2000)
    for (let index = 0; index < 22; index++)
      await service.pull(player, gachaOid, 1, `page-${index}`)
    const first = await service.records(player, { gachaOid })
    expect(first.records).toHaveLength(20)
    expect(first.next).not.toBeNull()
    const second = await service.records(player, { gachaOid, before: first.next ?? undefined })
    expect(second.records).toHaveLength(2)
    expect(second.next).toBeNull()
    expect(await service.records(sessionUser(), { gachaOid })).toEqual({ records: [], next: null })
    const day = clock.now().toISOString().slice(0, 10)
    const usage = await service.usage(creator, { from: day, to: day })
    expect(usage).toContainEqual(
      expect.objectContaining({ gachaOid, pulls: 22, draws: 22, coins: 660, players: 1 }),
    )
  })
})
