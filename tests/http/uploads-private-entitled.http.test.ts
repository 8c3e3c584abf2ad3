/**
 * GET /upload/privateasset for other users than the owner: a content's private file opens
 * to whoever may view the content (a buyer, a subscriber, anyone for a free one) through the
 * catalog's entitlement answer, and to nobody else — every refusal the answer of a key
 * nobody uploaded.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertContent } from '../../platform/content/purchases/testing'
import { grantRoles, type SignedIn, seedAdmin, signUp } from '../support/accounts'
import { startTestServer, type TestServer } from '../support/test-server'

let server: TestServer
let admin: SignedIn
let creator: SignedIn
let rival: SignedIn
let buyer: SignedIn
let stranger: SignedIn
let paid: string
let free: string
let gone: string

const BYTES = new TextEncoder().encode('the private episode')

async function upload(token: string, key: string, contentOid?: string) {
  const opened = await server.api('/upload/url', {
    token,
    query: {
      key,
      filetype: 'mp3',
      numParts: 1,
      access: 'private',
      context: 'content',
      ...(contentOid ? { contentOid } : {}),
    },
  })
  expect(opened.status, opened.text).toBe(200)
  const put = await fetch(new URL(opened.json.uploadUrls[0], server.url), {
    method: 'PUT',
    body: BYTES,
  })
  expect(put.status).toBe(200)
  const joined = await server.api('/upload/multipart/done', { token, body: { key } })
  expect(joined.status, joined.text).toBe(200)
}

const ask = (token: string, key: string, ownerOid: string) =>
  server.api('/upload/privateasset', { token, query: { key, ownerOid } })

beforeAll(async () => {
  server = await startTestServer()
  admin = await seedAdmin(server)
  creator = await signUp(server)
  rival = await signUp(server)
  buyer = await signUp(server)
  stranger = await signUp(server)
  await grantRoles(server, admin.token, creator.oid, ['creator'])
  await grantRoles(server, admin.token, rival.oid, ['creator'])
  const db = server.context.database.db
  // A tier chosen and a price: its subscribers and its buyers view it, nobody else.
  paid = await insertContent(db, {
    creator_oid: creator.oid,
    price: 10,
    viewable_tiers: ['000000000000000000000001'],
  })
  free = await insertContent(db, { creator_oid: creator.oid, price: 0 })
  gone = await insertContent(db, { creator_oid: creator.oid, price: 0, status: 'deleted' })
  await upload(creator.token, 'episodes/paid.mp3', paid)
  await upload(creator.token, 'episodes/free.mp3', free)
  await upload(creator.token, 'episodes/gone.mp3', gone)
  await upload(creator.token, 'episodes/loose.mp3')
  // A file another creator labels with this creator's content opens to nobody through it.
  await upload(rival.token, 'borrowed.mp3', paid)
  await server.context.wallet.service.purchaseCoins({
    key: `fund-${buyer.oid}`,
    userOid: buyer.oid,
    coins: 10,
  })
}, 60_000)
afterAll(async () => {
  await server?.close()
})

describe('private assets for entitled viewers', () => {
  it('opens a paid content’s file to its buyer once bought, and the address reads it', async () => {
    const before = await ask(buyer.token, 'episodes/paid.mp3', creator.oid)
    expect(before.status).toBe(404)
    expect(before.json.code).toBe('IMAGE_NOT_FOUND')
    const bought = await server.api('/account/purchase', {
      token: buyer.token,
      body: { contentOid: paid, coins: 10 },
    })
    expect(bought.status, bought.text).toBe(200)
    const after = await ask(buyer.token, 'episodes/paid.mp3', creator.oid)
    expect(after.status, after.text).toBe(200)
    const read = await fetch(new URL(after.json.url, server.url))
    expect(new Uint8Array(await read.arrayBuffer())).toEqual(BYTES)
    // The same buyer still reaches nothing the content does not cover.
    expect((await ask(buyer.token, 'episodes/loose.mp3', creator.oid)).status).toBe(404)
    expect((await ask(buyer.token, 'borrowed.mp3', rival.oid)).status).toBe(404)
  })

  it('opens a free content’s file to any signed-in user, never a deleted one’s', async () => {
    expect((await ask(stranger.token, 'episodes/free.mp3', creator.oid)).status).toBe(200)
    expect((await ask(stranger.token, 'episodes/gone.mp3', creator.oid)).status).toBe(404)
    const guest = await server.api('/upload/privateasset', {
      query: { key: 'episodes/free.mp3', ownerOid: creator.oid },
    })
    expect(guest.status).toBe(401)
  })

  it('answers others as if nothing were there: same status, code and text', async () => {
    const refusals = [
      await ask(stranger.token, 'episodes/paid.mp3', creator.oid),
      await ask(stranger.token, 'episodes/loose.mp3', creator.oid),
      await ask(stranger.token, 'episodes/none.mp3', creator.oid),
      await ask(rival.token, 'episodes/paid.mp3', creator.oid),
    ]
    const missing = await ask(stranger.token, 'nothing.mp3', stranger.oid)
    for (const refusal of refusals) {
      expect(refusal.status).toBe(404)
      const { requestId: _, ...answer } = refusal.json
      const { requestId: __, ...expected } = missing.json
      expect(answer).toEqual(expected)
    }
  })

  it('keeps owners and admins as before', async () => {
    expect((await ask(creator.token, 'episodes/loose.mp3', creator.oid)).status).toBe(200)
    const own = await server.api('/upload/privateasset', {
      token: creator.token,
      query: { key: 'episodes/paid.mp3' },
    })
    expect(own.status).toBe(200)
    expect((await ask(admin.token, 'episodes/loose.mp3', creator.oid)).status).toBe(200)
  })
})
