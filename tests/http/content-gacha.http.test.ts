/**
 * Gacha over HTTP: a creator makes a gacha, a fan pulls it (charged once per key, items in
 * the inventory), the creator's own pull and another creator's edits are refused and change
 * nothing, and 50 parallel pulls with coins for 3 book exactly 3.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signUp } from '../support/accounts'
import { createMatrixWorld, type MatrixWorld } from '../support/authorization-matrix'
import { startTestServer } from '../support/test-server'

const form = {
  title: 'Star box',
  coins: 10,
  profitRate: 50,
  items: [
    { name: 'Gold star', rank: 'SSR', chance: 150, refundRate: 0 },
    { name: 'Pebble', rank: 'N', chance: 9850, refundRate: 20 },
  ],
}

describe('gacha over HTTP', () => {
  let world: MatrixWorld
  let gachaOid: string
  beforeAll(async () => {
    world = await createMatrixWorld(await startTestServer())
    const made = await world.server.api('/content/gacha', {
      token: world.users.creator.token,
      body: form,
    })
    expect(made.status, made.text).toBe(200)
    gachaOid = made.json.gacha.gachaOid
  }, 120_000)
  afterAll(async () => {
    await world?.server.close()
  })

  const wallet = () => world.server.context.wallet.service
  const coinsOf = async (oid: string) => (await wallet().balances(oid)).coins
  const inventoryOf = async (oid: string) => (await wallet().listInventory(oid)).length

  it('shows the gacha with its chances to anyone', async () => {
    const read = await world.server.api(`/content/gacha/${gachaOid}`)
    expect(read.status).toBe(200)
    expect(read.json.gacha).toMatchObject({ state: 'on-sale', coins: 10, own: false })
    expect(read.json.gacha.items.map((item: { chance: number }) => item.chance)).toEqual([
      150, 9850,
    ])
    expect(read.json.gacha.profitRate).toBeNull()
    const short = await world.server.api('/content/gacha/abc')
    expect(short.status).toBe(400)
    expect(short.json.error).toBe('gachaOid must be exactly 24 characters')
  })

  it('charges a ten-pull once per key and puts the items in the inventory once', async () => {
    const fan = await signUp(world.server)
    await wallet().purchaseCoins({ key: `gacha-http-${fan.oid}`, userOid: fan.oid, coins: 500 })
    const pull = () =>
      world.server.api(`/content/gacha/${gachaOid}/pull`, {
        token: fan.token,
        body: { count: 10, idempotencyKey: 'ten-pull-0001' },
      })
    const first = await pull()
    expect(first.status, first.text).toBe(200)
    const { record } = first.json
    expect(record.draws).toHaveLength(10)
    const paid = 100 - record.refundCoins
    expect(await coinsOf(fan.oid)).toBe(500 - paid)
    const again = await pull()
    expect(again.json).toEqual({ record, replayed: true })
    expect(await coinsOf(fan.oid)).toBe(500 - paid)
    expect(await inventoryOf(fan.oid)).toBe(10)
    const records = await world.server.api('/content/gacha-record', { token: fan.token })
    expect(records.json.records.map((entry: { pullOid: string }) => entry.pullOid)).toEqual([
      record.pullOid,
    ])
    const other = await world.server.api('/content/gacha-record', {
      token: world.users.userB.token,
      query: { gachaOid },
    })
    expect(other.json.records).toEqual([])
  })

  it('refuses the creator’s own pull with the spec’s text, charging nothing', async () => {
    const { creator } = world.users
    await wallet().purchaseCoins({
      key: `gacha-own-${creator.oid}`,
      userOid: creator.oid,
      coins: 50,
    })
    const before = await coinsOf(creator.oid)
    const own = await world.server.api(`/content/gacha/${gachaOid}/pull`, {
      token: creator.token,
      body: { count: 1 },
    })
    expect(own.status).toBe(403)
    expect(own.json.code).toBe('GACHA_OWN')
    expect(await coinsOf(creator.oid)).toBe(before)
    expect(await inventoryOf(creator.oid)).toBe(0)
  })

  it('lets no other creator edit or hide the gacha (IDOR)', async () => {
    const { admin } = world.users
    const intruder = await signUp(world.server)
    await world.server.api('/account/admin/roles', {
      token: admin.token,
      body: { userOid: intruder.oid, roles: ['user', 'creator'] },
    })
    const edit = await world.server.api('/content/gacha', {
      token: intruder.token,
      body: { ...form, title: 'Mine', gachaOid },
    })
    expect(edit.status).toBe(404)
    const hide = await world.server.api(`/content/gacha/${gachaOid}/hide`, {
      token: intruder.token,
      body: { hidden: true },
    })
    expect(hide.status).toBe(404)
    const read = await world.server.api(`/content/gacha/${gachaOid}`)
    expect(read.json.gacha).toMatchObject({ title: 'Star box', state: 'on-sale', version: 1 })
  })

  it('books exactly 3 of 50 parallel pulls for coins enough for 3', async () => {
    const fan = await signUp(world.server)
    await wallet().purchaseCoins({ key: `gacha-burst-${fan.oid}`, userOid: fan.oid, coins: 30 })
    const cheap = await world.server.api('/content/gacha', {
      token: world.users.creator.token,
      body: { ...form, items: [{ name: 'Only', rank: 'N', chance: 10_000, refundRate: 0 }] },
    })
    const oid = cheap.json.gacha.gachaOid
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        world.server.api(`/content/gacha/${oid}/pull`, { token: fan.token, body: { count: 1 } }),
      ),
    )
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((status) => status === 200)).toHaveLength(3)
    expect(statuses.filter((status) => status === 403)).toHaveLength(47)
    expect(await coinsOf(fan.oid)).toBe(0)
    expect(await inventoryOf(fan.oid)).toBe(3)
    const records = await world.server.api('/content/gacha-record', { token: fan.token })
    expect(records.json.records).toHaveLength(3)
  })
})
