/**
 * The account's names over HTTP: a change of the unique nickname costs 500 coins once (a
 * retry, a race of 50 requests, a taken name or a refusal never charges twice or for
 * nothing) and is non-refundable; display nicknames per language never copy another
 * account's unique nickname. Counts are the user's own: the product may be shared.
 */
import { afterAll, beforeAll, expect, it } from 'vitest'
import { grantRoles, type SignedIn, seedAdmin, signUp } from '../support/accounts'
import { describeOnEngine } from '../support/http-engine'
import { startTestServer, type TestServer } from '../support/test-server'

const PRICE = 500

describeOnEngine('nickname changes', (engine) => {
  let server: TestServer
  let admin: SignedIn
  beforeAll(async () => {
    server = await startTestServer({ engine })
    admin = await seedAdmin(server)
  }, 120_000)
  afterAll(async () => {
    await server?.close()
  })

  let funded = 0
  async function userWith(coins: number): Promise<SignedIn> {
    const user = await signUp(server)
    funded += 1
    if (coins > 0)
      await server.context.wallet.service.purchaseCoins({
        key: `nickname-test-${user.oid}-${funded}`,
        userOid: user.oid,
        coins,
      })
    return user
  }
  const coinsOf = async (user: SignedIn) =>
    (await server.context.wallet.service.balances(user.oid)).coins
  const change = (user: SignedIn, nickname: string, key: string) =>
    server.api('/account/nickname/change', { token: user.token, body: { nickname, key } })
  const names = (user: SignedIn) => server.api('/account/nicknames', { token: user.token })
  const changes = (user: SignedIn) =>
    server.context.database.db
      .selectFrom('nickname_changes')
      .selectAll()
      .where('user_id', '=', user.oid)
      .orderBy('changed_at')
      .execute()
  const ledger = (user: SignedIn) =>
    server.context.database.db
      .selectFrom('wallet_transactions')
      .select('id')
      .where('type', '=', 'change_nick')
      .where((eb) => eb(eb.ref('metadata', '->>').key('userOid'), '=', user.oid))
      .execute()

  it('charges 500 coins once for a change, and a retry with its key changes nothing more', async () => {
    const user = await userWith(PRICE * 2)
    const wanted = `Renamed${user.oid.slice(-8)}`
    const first = await change(user, wanted, 'first-change-key')
    expect(first.status, first.text).toBe(200)
    expect(first.json).toMatchObject({ nickname: wanted, coins: PRICE, replayed: false })
    const again = await change(user, wanted, 'first-change-key')
    expect(again.status, again.text).toBe(200)
    expect(again.json).toMatchObject({
      nickname: wanted,
      transactionId: first.json.transactionId,
      replayed: true,
    })
    expect(await coinsOf(user)).toBe(PRICE)
    expect((await names(user)).json).toMatchObject({ nickname: wanted, changeCoins: PRICE })
    expect(await changes(user)).toHaveLength(1)
    expect(await ledger(user)).toHaveLength(1)
  })

  it('lets 3 of 50 parallel changes through for coins enough for 3', async () => {
    const user = await userWith(PRICE * 3)
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        change(user, `Race${user.oid.slice(-6)}n${index}`, `race-key-${index}-abcdef`),
      ),
    )
    const statuses = answers.map((answer) => answer.status).sort()
    expect(statuses.filter((status) => status === 200)).toHaveLength(3)
    for (const refused of answers.filter((answer) => answer.status !== 200))
      expect(refused.json).toMatchObject({ code: 'NOT_ENOUGH_COINS' })
    expect(await coinsOf(user)).toBe(0)
    const rows = await changes(user)
    expect(rows).toHaveLength(3)
    expect(await ledger(user)).toHaveLength(3)
    // Each change started from the name the one before it left.
    for (let index = 1; index < rows.length; index++)
      expect(rows[index]?.old_nickname).toBe(rows[index - 1]?.new_nickname)
    expect((await names(user)).json.nickname).toBe(rows.at(-1)?.new_nickname)
  })

  it('refuses a taken name, the same name and too few coins without charging', async () => {
    const other = await userWith(0)
    const user = await userWith(PRICE)
    const taken = await change(user, other.nickname.toUpperCase(), 'taken-name-key')
    expect(taken.status).toBe(409)
    expect(taken.json).toMatchObject({
      code: 'NICKNAME_TAKEN',
      error: 'Ouch, somebody already took this nickname.',
    })
    const same = await change(user, user.nickname, 'same-name-key')
    expect(same.status).toBe(400)
    expect(same.json).toMatchObject({
      code: 'NICKNAME_UNCHANGED',
      error: 'This is already your nickname.',
    })
    const poor = await userWith(PRICE - 1)
    const short = await change(poor, `Poor${poor.oid.slice(-8)}`, 'too-few-coins-key')
    expect(short.status).toBe(403)
    expect(short.json).toMatchObject({ code: 'NOT_ENOUGH_COINS' })
    expect(await coinsOf(user)).toBe(PRICE)
    expect(await coinsOf(poor)).toBe(PRICE - 1)
    expect((await names(poor)).json.nickname).toBe(poor.nickname)
    expect(await changes(user)).toHaveLength(0)
  })

  it('answers bad input with the spec texts and refuses a key reused for another name', async () => {
    const user = await userWith(PRICE * 2)
    const empty = await change(user, '', 'empty-name-key')
    expect(empty.status).toBe(400)
    expect(empty.text).toContain('Enter a nickname.')
    const special = await change(user, 'Bad!Name', 'special-name-key')
    expect(special.status).toBe(400)
    expect(special.text).toContain('The nickname cannot contain special characters.')
    const badKey = await change(user, 'GoodName', 'k')
    expect(badKey.status).toBe(400)
    expect(badKey.text).toContain('The request key must be 8–64 letters, digits, - or _.')
    const first = await change(user, `Keyed${user.oid.slice(-8)}`, 'reused-key-1234')
    expect(first.status, first.text).toBe(200)
    const reused = await change(user, `Other${user.oid.slice(-8)}`, 'reused-key-1234')
    expect(reused.status).toBe(409)
    expect(reused.json).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' })
    expect(await coinsOf(user)).toBe(PRICE)
  })

  it("keeps a creator's nickname fixed and refuses a refund of a change", async () => {
    const creator = await userWith(PRICE)
    await grantRoles(server, admin.token, creator.oid, ['user', 'creator'])
    const refused = await change(creator, `Creator${creator.oid.slice(-8)}`, 'creator-key-1234')
    expect(refused.status).toBe(403)
    expect(refused.json).toMatchObject({
      code: 'CREATOR_NICKNAME_FIXED',
      error: "A creator's nickname cannot be changed once set.",
    })
    expect((await names(creator)).json).toMatchObject({ changeable: false })
    expect(await coinsOf(creator)).toBe(PRICE)

    const user = await userWith(PRICE)
    const changed = await change(user, `Paid${user.oid.slice(-8)}`, 'refund-try-1234')
    expect(changed.status, changed.text).toBe(200)
    await expect(
      server.context.wallet.service.refund({
        key: `refund-${changed.json.transactionId}`,
        transactionId: changed.json.transactionId,
      }),
    ).rejects.toMatchObject({ code: 'NOT_REFUNDABLE' })
    expect(await coinsOf(user)).toBe(0)
  })

  it("sets display nicknames per language, never another account's unique nickname", async () => {
    const other = await userWith(0)
    const user = await userWith(0)
    const set = (language: string, nickname: string) =>
      server.api('/account/nickname/global', { token: user.token, body: { language, nickname } })
    const korean = await set('ko', `Ko${user.oid.slice(-8)}`)
    expect(korean.status, korean.text).toBe(200)
    expect(korean.json.globalNicknames).toEqual({ ko: `Ko${user.oid.slice(-8)}` })
    expect((await set('jp', user.nickname)).status).toBe(200)
    const copied = await set('es', other.nickname.toLowerCase())
    expect(copied.status).toBe(409)
    expect(copied.json).toMatchObject({
      code: 'GLOBAL_NICKNAME_TAKEN',
      error: "This nickname is another account's unique nickname.",
    })
    const removed = await set('ko', '')
    expect(removed.json.globalNicknames).toEqual({ jp: user.nickname })
    expect((await set('xx', 'Anything')).status).toBe(400)
  })
})
