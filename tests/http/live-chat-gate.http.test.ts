/**
 * A gated live's chat history answers only those who may enter: `GET /live/chat/history`
 * runs the same entry decision as `/live/play` and `/live/chattoken` (password, ticket,
 * tier, signed-in), and admits with play's entry token (as `key` or play's cookie).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { grantRoles, type SignedIn, signUp } from '../support/accounts'
import { createMatrixWorld, type MatrixWorld } from '../support/authorization-matrix'
import { startTestServer } from '../support/test-server'

describe('live chat history behind the entry gate', () => {
  let world: MatrixWorld
  let streamer: SignedIn
  let viewer: SignedIn
  let tierHash = ''

  beforeAll(async () => {
    world = await createMatrixWorld(await startTestServer())
    streamer = await signUp(world.server)
    viewer = await signUp(world.server)
    await grantRoles(world.server, world.users.admin.token, streamer.oid, [
      'creator',
      'livestreamer',
    ])
    const registered = await world.server.api('/account/creator/register', {
      token: streamer.token,
      body: { agreeTerms: true, agreeFeeTerms: true, customUrl: `chatgate${world.unique()}` },
    })
    expect(registered.status, registered.text).toBe(200)
    const tier = await world.server.api('/account/modify/subscription_tiers', {
      token: streamer.token,
      body: { mode: 'push', tier: { name: 'Gate supporter', price: 50 } },
    })
    expect(tier.status, tier.text).toBe(200)
    tierHash = tier.json.tiers[0].tierHash
    await world.server.context.database.db
      .insertInto('livechat_messages')
      .values({
        creator_oid: streamer.oid,
        stream_oid: null,
        user_oid: streamer.oid,
        content: 'for those inside only',
        is_hidden_name: false,
        sender: JSON.stringify({ userOid: streamer.oid, nickname: streamer.nickname }),
        send_time: new Date(),
      })
      .execute()
  }, 120_000)
  afterAll(async () => {
    await world?.server.close()
  })
  beforeEach(async () => {
    const db = world.server.context.database.db
    await db.deleteFrom('live_entry_rules').where('creator_oid', '=', streamer.oid).execute()
    await db
      .updateTable('live_tickets')
      .set({ expired_at: new Date() })
      .where('creator_oid', '=', streamer.oid)
      .where('expired_at', 'is', null)
      .execute()
  })

  const setEntry = async (entry: Record<string, unknown>) => {
    const answer = await world.server.api('/live/entry', {
      token: streamer.token,
      body: { creatorOid: streamer.oid, entry },
    })
    expect(answer.status, answer.text).toBe(200)
  }
  const history = (token?: string, key?: string, cookie?: string) =>
    world.server.api('/live/chat/history', {
      ...(token ? { token } : {}),
      ...(cookie ? { headers: { cookie } } : {}),
      query: { creatorOid: streamer.oid, ...(key ? { key } : {}) },
    })
  const contents = (answer: { json: { messages?: { content: string }[] } }) =>
    (answer.json.messages ?? []).map((message) => message.content)

  it('answers an open live to everyone', async () => {
    const open = await history()
    expect(open.status, open.text).toBe(200)
    expect(contents(open)).toEqual(['for those inside only'])
  })

  it('refuses a password-gated live without the entry token, and admits with it', async () => {
    await setEntry({ mode: 'everyone', password: 'chatgate', passwordRepeat: 'chatgate' })
    for (const token of [undefined, viewer.token]) {
      const refused = await history(token)
      expect(refused.status, refused.text).toBe(403)
      expect(refused.json.code).toBe('LIVE_PASSWORD_REQUIRED')
      expect(refused.text).not.toContain('for those inside only')
    }
    const played = await world.server.api('/live/play', {
      token: viewer.token,
      query: { creatorOid: streamer.oid, key: 'chatgate' },
    })
    expect(played.status, played.text).toBe(200)
    const entryToken = played.json.entryToken as string
    expect(contents(await history(viewer.token, entryToken))).toEqual(['for those inside only'])
    const cookie = (played.headers.get('set-cookie') ?? '').split(';')[0] as string
    expect((await history(viewer.token, undefined, cookie)).status).toBe(200)
    // The token is its viewer's: a guest holding it is still refused.
    expect((await history(undefined, entryToken)).status).toBe(403)
    expect((await history(streamer.token)).status).toBe(200)
  })

  it('refuses a signed-in, tier- or ticket-gated live to those it keeps out', async () => {
    await setEntry({ mode: 'signedIn' })
    expect((await history()).json.code).toBe('LIVE_LOGIN_REQUIRED')
    expect((await history(viewer.token)).status).toBe(200)

    await setEntry({ mode: 'tiers', tierHashes: [tierHash] })
    const tier = await history(viewer.token)
    expect(tier.status).toBe(403)
    expect(tier.json.code).toBe('LIVE_TIER_REQUIRED')

    await setEntry({ mode: 'everyone' })
    const sold = await world.server.api('/live/ticket', {
      token: streamer.token,
      body: { creatorOid: streamer.oid, ticket: { price: 10 } },
    })
    expect(sold.status, sold.text).toBe(200)
    const ticket = await history(viewer.token)
    expect(ticket.status).toBe(403)
    expect(ticket.json.code).toBe('LIVE_TICKET_REQUIRED')
    expect(ticket.text).not.toContain('for those inside only')
    expect((await history(world.users.admin.token)).status).toBe(200)
  })
})
