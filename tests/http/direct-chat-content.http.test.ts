/**
 * Paid message contents over HTTP: a creator's post reaches a fan locked, a stranger can
 * neither read, buy nor fetch its files, fifty purchases at once by a fan with coins for
 * three buy exactly three posts once each (the ledger agreeing with the balances), a retry
 * charges nothing, and deleting keeps the post for its buyers only. Counts are deltas.
 */
import { afterAll, beforeAll, expect, it } from 'vitest'
import { type SignedIn, signUp } from '../support/accounts'
import { createMatrixWorld, type MatrixWorld } from '../support/authorization-matrix'
import { describeOnEngine } from '../support/http-engine'
import { startTestServer } from '../support/test-server'

describeOnEngine('paid message contents', (engine) => {
  let world: MatrixWorld
  let creator: SignedIn
  let fan: SignedIn
  let stranger: SignedIn

  beforeAll(async () => {
    world = await createMatrixWorld(await startTestServer({ engine }))
    creator = world.users.creator
    fan = await signUp(world.server)
    stranger = await signUp(world.server)
  }, 120_000)
  afterAll(async () => {
    await world?.server.close()
  })

  const api = (
    path: string,
    token: string,
    init: { body?: unknown; query?: Record<string, string | number> } = {},
  ) => world.server.api(`/chat${path}`, { token, ...init })
  const wallet = () => world.server.context.wallet.service
  const give = (user: SignedIn, coins: number) =>
    wallet().purchaseCoins({
      key: `content-test:${user.oid}:${world.unique()}`,
      userOid: user.oid,
      coins,
    })
  const write = async (text: string, price: number, targetUserOids: string[]) => {
    const answer = await api('/message-content/write', creator.token, {
      body: { postMetaData: { text, price }, targetUserOids },
    })
    expect(answer.status, answer.text).toBe(200)
    return answer.json.content.contentOid as string
  }
  const buy = (user: SignedIn, contentOid: string) =>
    api('/message-content/purchase', user.token, { body: { creatorOid: creator.oid, contentOid } })
  const db = () => world.server.context.database.db

  it('shows the post locked to its recipient and nothing of it to anyone else', async () => {
    await give(stranger, 20)
    const contentOid = await write('Studio diary', 6, [fan.oid])
    const between = await api('/message-content/encoding', fan.token, {
      query: { userOid: creator.oid, partnerUserOid: fan.oid },
    })
    expect(between.json.contents).toEqual([
      expect.objectContaining({ contentOid, locked: true, text: null, price: 6 }),
    ])
    const refusals = await Promise.all([
      api('/message-content', stranger.token, { query: { contentId: contentOid } }),
      buy(stranger, contentOid),
      api('/message-content/media', stranger.token, { query: { contentOid, key: 'any.png' } }),
      api('/message-content/encoding/status', stranger.token, { query: { contentOid } }),
      api('/message-content/delete', stranger.token, { body: { contentOid } }),
      api('/message-content/encoding', stranger.token, {
        query: { userOid: creator.oid, partnerUserOid: fan.oid },
      }),
    ])
    expect(refusals.map((r) => r.status)).toEqual([404, 404, 404, 404, 404, 403])
    expect((await wallet().balances(stranger.oid)).coins).toBe(20)
    const still = await api('/message-content', fan.token, { query: { contentId: contentOid } })
    expect(still.json.content).toMatchObject({ locked: true, deleted: false })
  })

  it('buys exactly three of five posts once each from fifty purchases at once', async () => {
    const buyer = await signUp(world.server)
    const posts = await Promise.all([1, 2, 3, 4, 5].map((n) => write(`Post ${n}`, 5, [buyer.oid])))
    await give(buyer, 15)
    const earningsBefore = (await wallet().balances(creator.oid)).earnings
    // Every post is asked for ten times: repeats of one post race each other too.
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, n) => buy(buyer, posts[n % posts.length] as string)),
    )
    const statuses = answers.map((a) => a.status)
    expect(statuses.filter((s) => s !== 200 && s !== 403)).toEqual([])
    const fresh = answers.filter((a) => a.status === 200 && a.json.replayed === false)
    expect(fresh).toHaveLength(3)
    const bought = new Set(fresh.map((a) => a.json.content.contentOid))
    expect(bought.size).toBe(3)
    for (const answer of answers.filter((a) => a.status === 200))
      expect(bought.has(answer.json.content.contentOid)).toBe(true)
    for (const answer of answers.filter((a) => a.status === 403))
      expect(answer.json).toMatchObject({ code: 'NOT_ENOUGH_COINS' })

    const keys = posts.map((oid) => `direct-chat-content:${buyer.oid}:${oid}`)
    const ledger = await db()
      .selectFrom('wallet_transactions')
      .select(['id', 'type'])
      .where('idempotency_key', 'in', keys)
      .execute()
    expect(ledger).toHaveLength(3)
    expect(ledger.every((row) => row.type === 'chat_content')).toBe(true)
    const entries = await db()
      .selectFrom('wallet_entries as e')
      .innerJoin('wallet_accounts as a', 'a.id', 'e.account_id')
      .select(['a.owner_oid', 'a.kind', 'e.amount'])
      .where(
        'e.transaction_id',
        'in',
        ledger.map((row) => row.id),
      )
      .execute()
    const sum = (owner: string, kind: string) =>
      entries
        .filter((e) => e.owner_oid === owner && e.kind === kind)
        .reduce((total, e) => total + Number(e.amount), 0)
    expect(sum(buyer.oid, 'coins')).toBe(-15)
    expect((await wallet().balances(buyer.oid)).coins).toBe(0)
    const earned = (await wallet().balances(creator.oid)).earnings - earningsBefore
    expect(earned).toBe(sum(creator.oid, 'earnings'))
    expect(earned).toBeGreaterThan(0)
    const purchases = await db()
      .selectFrom('direct_chat_content_purchases')
      .select('content_oid')
      .where('buyer_oid', '=', buyer.oid)
      .execute()
    expect(new Set(purchases.map((p) => p.content_oid))).toEqual(bought)

    // A retry of a bought post answers the purchase again and charges nothing.
    const first = fresh[0]?.json
    const retry = await buy(buyer, first.content.contentOid)
    expect(retry.json).toMatchObject({ replayed: true, transactionOid: first.transactionOid })
    const unlocked = await api('/message-content', buyer.token, {
      query: { contentId: first.content.contentOid },
    })
    expect(unlocked.json.content).toMatchObject({ locked: false, purchased: true })
    expect((await wallet().balances(buyer.oid)).coins).toBe(0)
  })

  it('keeps a deleted post for its buyer and hides it from the recipient who did not buy', async () => {
    const other = await signUp(world.server)
    await give(fan, 4)
    const contentOid = await write('Limited', 4, [fan.oid, other.oid])
    expect((await buy(fan, contentOid)).status).toBe(200)
    const deleted = await api('/message-content/delete', creator.token, { body: { contentOid } })
    expect(deleted.json).toEqual({ deleted: true })
    const kept = await api('/message-content', fan.token, { query: { contentId: contentOid } })
    expect(kept.json.content).toMatchObject({ deleted: true, text: 'Limited' })
    const gone = await api('/message-content', other.token, { query: { contentId: contentOid } })
    expect(gone.status).toBe(404)
    await give(other, 4)
    expect((await buy(other, contentOid)).status).toBe(404)
    expect((await wallet().balances(other.oid)).coins).toBe(4)
  })

  it('refuses bad posts with a clear 400, a non-creator with 404, and stores nothing', async () => {
    const count = async () =>
      Number(
        (
          await db()
            .selectFrom('direct_chat_contents')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .where('creator_oid', '=', creator.oid)
            .executeTakeFirstOrThrow()
        ).n,
      )
    const before = await count()
    const bad = [
      { postMetaData: { text: 'x', price: 0 }, targetUserOids: [fan.oid] },
      { postMetaData: { text: '', price: 3 }, targetUserOids: [fan.oid] },
      { postMetaData: { text: 'x', price: 3 } },
      {
        postMetaData: {
          text: 'x',
          price: 3,
          media: [
            { key: 'a.png', filetype: 'png' },
            { key: 'b.mp4', filetype: 'mp4' },
          ],
        },
        targetUserOids: [fan.oid],
      },
      { postMetaData: { text: 'x', price: 3, media: [{ key: 'a.gif', filetype: 'gif' }] } },
    ]
    for (const body of bad) {
      const answer = await api('/message-content/write', creator.token, { body })
      expect(answer.status, answer.text).toBe(400)
      expect(answer.json.error).toEqual(expect.any(String))
    }
    const byFan = await api('/message-content/write', fan.token, {
      body: { postMetaData: { text: 'x', price: 3 }, targetUserOids: [creator.oid] },
    })
    expect(byFan.status).toBe(404)
    expect(await count()).toBe(before)
  })
})
