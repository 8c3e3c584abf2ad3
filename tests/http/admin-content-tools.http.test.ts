/**
 * The content tools over HTTP: content data (search and one content's full record), resending
 * a publish notification once per request id (a retry and a concurrent second tab notify
 * nobody twice; another id within the cool-down is refused), refreshing the hashtag index
 * (idempotent, logged once), and the gift-card stock of partner codes: posting (a repeated
 * code refused with its line), issuance taking each code once (20 parallel issues of one
 * item with 3 codes hand out 3 distinct codes), a stocked item off sale when empty, waiting
 * payments served once codes arrive. Other callers are refused (the matrix).
 */
import { afterAll, beforeAll, expect, it } from 'vitest'
import { newObjectId } from '../../platform/db'
import { issueGiftCard } from '../../platform/payments/gift-cards'
import { paymentsDb } from '../../platform/payments/store'
import { type SignedIn, signUp } from '../support/accounts'
import { createMatrixWorld, type MatrixWorld } from '../support/authorization-matrix'
import { insertPublishedContent } from '../support/contents'
import { describeOnEngine } from '../support/http-engine'
import { startTestServer } from '../support/test-server'

describeOnEngine('admin content tools', (engine) => {
  let world: MatrixWorld
  let admin: string
  let creator: SignedIn
  let contentOid: string
  const fans: SignedIn[] = []
  const tag = `tools${Date.now().toString(36)}`

  beforeAll(async () => {
    // A product of its own: the gift-card stock and availability are the site's.
    world = await createMatrixWorld(await startTestServer({ engine, private: true }))
    admin = world.users.admin.token
    creator = world.users.creator
    contentOid = await insertPublishedContent(world.server, creator.oid, {
      title: 'Lantern song',
      extra: { hashtags: [`#${tag}`, ` ${tag} `, `${tag}b`], price: 30 },
    })
    for (let index = 0; index < 3; index++) fans.push(await signUp(world.server))
    const db = world.server.context.database.db
    const now = new Date()
    // Two followers, one of them also a subscriber: three people in all, each told once.
    await db
      .insertInto('channel_follows')
      .values(
        fans
          .slice(0, 2)
          .map((fan) => ({ creator_oid: creator.oid, user_oid: fan.oid, created_at: now })),
      )
      .execute()
    await db
      .insertInto('channel_subscriptions')
      .values(
        [fans[1], fans[2]].map((fan) => ({
          oid: newObjectId(),
          user_oid: fan?.oid ?? '',
          creator_oid: creator.oid,
          tier_hash: 'free',
          kind: 'free',
          state: 'subscribed',
          started_at: now,
          period_start: now,
          period_end: new Date(now.getTime() + 30 * 86_400_000),
          created_at: now,
          updated_at: now,
        })) as never,
      )
      .execute()
  }, 120_000)
  afterAll(async () => {
    await world?.server.close()
  })

  const api = (path: string, options: Parameters<MatrixWorld['server']['api']>[1] = {}) =>
    world.server.api(path, { token: admin, ...options })
  const audit = async (action: string) =>
    (await api('/admin/audit-log', { query: { q: action } })).json.entries.filter(
      (entry: { action: string }) => entry.action === action,
    )
  const newContentNotices = async (fan: SignedIn) =>
    (await api('/account/notifications', { token: fan.token })).json.notifications.filter(
      (notice: { kind: string }) => notice.kind === 'new-content',
    )

  it('finds contents by id, creator and title words, and reads one in full', async () => {
    const byTitle = await api('/content/admin/content-data', { query: { q: 'lantern' } })
    expect(byTitle.status, byTitle.text).toBe(200)
    expect(byTitle.json.contents.map((row: { oid: string }) => row.oid)).toContain(contentOid)
    const byCreator = await api('/content/admin/content-data', { query: { q: creator.oid } })
    expect(byCreator.json.contents[0]).toMatchObject({ oid: contentOid, creatorOid: creator.oid })
    const full = await api('/content/admin/content-data', { query: { contentOid } })
    expect(full.status, full.text).toBe(200)
    expect(full.json).toMatchObject({
      content: { oid: contentOid, price: 30, visibility: 'public', creatorOid: creator.oid },
      purchases: 0,
    })
    expect(full.json.content.creatorNickname).not.toBe('')
    expect(full.json.files).toEqual([])
    const missing = await api('/content/admin/content-data', {
      query: { contentOid: 'c'.repeat(24) },
    })
    expect(missing.status).toBe(404)
    const creatorRead = await api('/content/admin/content-data', {
      token: creator.token,
      query: { contentOid },
    })
    expect(creatorRead.status).toBe(403)
  })

  it('resends the publish notification once per request id, to each subscriber or follower once', async () => {
    const body = { contentOid, requestId: `resend-${tag}` }
    const [first, secondTab] = await Promise.all([
      api('/content/admin/resend-notification', { body }),
      api('/content/admin/resend-notification', { body }),
    ])
    expect(first.status, first.text).toBe(200)
    expect(secondTab.status, secondTab.text).toBe(200)
    expect(first.json.notified).toBe(3)
    const retry = await api('/content/admin/resend-notification', { body })
    expect(retry.json).toEqual({ contentOid, notified: 3, replayed: true })
    for (const fan of fans) expect(await newContentNotices(fan)).toHaveLength(1)
    expect(await newContentNotices(world.users.userA)).toHaveLength(0)
    expect(await audit('content.resend-notification')).toHaveLength(1)
    const soon = await api('/content/admin/resend-notification', {
      body: { contentOid, requestId: `again-${tag}` },
    })
    expect(soon.status).toBe(409)
    expect(soon.json.error).toBe("This content's notification was resent less than 10 minutes ago.")
    for (const fan of fans) expect(await newContentNotices(fan)).toHaveLength(1)
  })

  it('refreshes the hashtag index: stored tags cleaned, counts before and after, idempotent', async () => {
    const first = await api('/content/admin/hashtags/refresh', { body: {} })
    expect(first.status, first.text).toBe(200)
    expect(first.json.contentsFixed).toBeGreaterThanOrEqual(1)
    const stored = await api('/content/admin/content-data', { query: { contentOid } })
    expect(stored.json.content.hashtags).toEqual([tag, `${tag}b`])
    const listed = await api('/content/admin/hashtags', { query: { q: `#${tag}` } })
    expect(listed.json.tags).toEqual([
      { tag, contents: 1 },
      { tag: `${tag}b`, contents: 1 },
    ])
    const second = await api('/content/admin/hashtags/refresh', { body: {} })
    expect(second.json.contentsFixed).toBe(0)
    expect(second.json.before).toEqual(second.json.after)
    expect(await audit('content.refresh-hashtags')).toHaveLength(1)
    const badCursor = await api('/content/admin/hashtags', { query: { after: 'nope' } })
    expect(badCursor.status).toBe(400)
  })

  it('posts partner codes into an item’s stock, refusing a repeated code with its line', async () => {
    const post = (codes: string, itemName = 'dlsite-3000') =>
      api('/content/dl-giftcard/admin/codes', { body: { itemName, codes } })
    const repeated = await post('AAAA-1111\nBBBB-2222\n\nAAAA-1111')
    expect(repeated.status).toBe(400)
    expect(repeated.json.error).toBe('Line 4 repeats the code AAAA-1111 of line 1.')
    const bad = await post('AAAA-1111\nnot a code')
    expect(bad.json.error).toBe('Line 2: a code has 4 to 64 letters, digits and dashes.')
    const posted = await post('STOCK-0001\nSTOCK-0002\nSTOCK-0003\n')
    expect(posted.status, posted.text).toBe(200)
    expect(posted.json.posted).toBe(3)
    const again = await post('STOCK-0004\nSTOCK-0002')
    expect(again.status).toBe(409)
    expect(again.json.error).toBe('The code STOCK-0002 (line 2) was already posted.')
    const stock = await api('/content/dl-giftcard/admin/stock')
    expect(stock.json.items).toContainEqual({ itemName: 'dlsite-3000', inStock: 3, taken: 0 })
    expect(await audit('payments.gift-card-codes')).toHaveLength(1)
  })

  it('hands out 3 distinct codes to 20 parallel issues, then serves the waiting ones', async () => {
    const db = paymentsDb(world.server.context.database.db)
    const now = new Date()
    const payments = Array.from({ length: 20 }, () => ({
      oid: newObjectId(),
      userOid: fans[0]?.oid ?? '',
      product: 'dlsite-3000',
    }))
    await db
      .insertInto('payments')
      .values(
        payments.map((payment) => ({
          oid: payment.oid,
          user_oid: payment.userOid,
          kind: 'giftcard',
          product: 'dlsite-3000',
          coins: 0,
          currency: 'JPY',
          amount: 3000,
          method: 'sandbox',
          provider: 'sandbox',
          status: 'paid',
          checkout_token: payment.oid,
          paid_by: 'test',
          created_at: now,
          updated_at: now,
          paid_at: now,
        })) as never,
      )
      .execute()
    const outcomes = await Promise.all(payments.map((payment) => issueGiftCard(db, payment, now)))
    expect(outcomes.filter(Boolean)).toHaveLength(3)
    const cards = await db
      .selectFrom('payment_gift_cards')
      .select('code')
      .where(
        'payment_oid',
        'in',
        payments.map((payment) => payment.oid),
      )
      .execute()
    expect(cards.map((card) => card.code).sort()).toEqual([
      'STOCK-0001',
      'STOCK-0002',
      'STOCK-0003',
    ])
    // Out of codes: off sale for buyers until more are posted.
    const shop = await api('/content/dl-giftcard')
    expect(shop.json).toContainEqual({ itemName: 'dlsite-3000', amount: 3000, available: false })
    const more = Array.from({ length: 18 }, (_, index) => `MORE-${String(index).padStart(4, '0')}`)
    const posted = await api('/content/dl-giftcard/admin/codes', {
      body: { itemName: 'dlsite-3000', codes: more.join('\n') },
    })
    expect(posted.status, posted.text).toBe(200)
    const served = await db
      .selectFrom('payment_gift_cards')
      .select('code')
      .where(
        'payment_oid',
        'in',
        payments.map((payment) => payment.oid),
      )
      .execute()
    expect(new Set(served.map((card) => card.code)).size).toBe(20)
    expect(posted.json.items).toContainEqual({ itemName: 'dlsite-3000', inStock: 1, taken: 20 })
    expect((await api('/content/dl-giftcard')).json).toContainEqual({
      itemName: 'dlsite-3000',
      amount: 3000,
      available: true,
    })
  })
})
