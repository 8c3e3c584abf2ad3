/**
 * Live chat IDOR: a manager of one creator's chat has no rights in another's, ban and
 * manager ids of another chat change nothing, and a chat token is bound to its creator.
 */
import { afterAll, beforeAll, expect, it } from 'vitest'
import { grantRoles, type SignedIn, seedAdmin, signUp } from '../support/accounts'
import { describeOnEngine } from '../support/http-engine'
import { startTestServer, type TestServer } from '../support/test-server'

describeOnEngine('live chat: no rights across creators', (engine) => {
  let server: TestServer
  let alice: SignedIn
  let bob: SignedIn
  let mallory: SignedIn
  let victim: SignedIn

  beforeAll(async () => {
    server = await startTestServer({ engine })
    const admin = await seedAdmin(server)
    ;[alice, bob, mallory, victim] = [
      await signUp(server),
      await signUp(server),
      await signUp(server),
      await signUp(server),
    ]
    for (const streamer of [alice, bob])
      await grantRoles(server, admin.token, streamer.oid, ['creator', 'livestreamer'])
    // Mallory manages Alice's chat only.
    const made = await server.api('/live/manager', {
      body: { creatorOid: alice.oid, userOid: mallory.oid },
      token: alice.token,
    })
    expect(made.status, made.text).toBe(200)
  }, 120_000)
  afterAll(async () => {
    await server?.close()
  })

  const moderation = async (creator: SignedIn) =>
    (
      await server.api('/live/chat/moderation', {
        query: { creatorOid: creator.oid },
        token: creator.token,
      })
    ).json

  it("refuses a manager of Alice's chat every moderation call on Bob's", async () => {
    const calls: [string, Record<string, unknown>][] = [
      ['/live/chatban', { creatorOid: bob.oid, userOid: victim.oid, reason: 'kick' }],
      ['/live/bannedwords', { creatorOid: bob.oid, bannedWords: ['x'] }],
      ['/live/removebanusers', { creatorOid: bob.oid, blackUserDataOids: [victim.oid] }],
      ['/live/manager', { creatorOid: bob.oid, userOid: mallory.oid }],
      ['/live/removemanagers', { creatorOid: bob.oid, managerOids: [mallory.oid] }],
      ['/live/chat/setting', { creatorOid: bob.oid, useAnonymousChat: true }],
      ['/live/chat/delete', { creatorOid: bob.oid, messageId: '1' }],
    ]
    const before = await moderation(bob)
    for (const [path, body] of calls) {
      const answer = await server.api(path, { body, token: mallory.token })
      expect(answer.status, `${path}: ${answer.text}`).toBe(403)
    }
    expect(await moderation(bob)).toEqual(before)
    // Within Alice's chat the same manager may ban.
    const ban = await server.api('/live/chatban', {
      body: { creatorOid: alice.oid, userOid: victim.oid, banTime: 5 },
      token: mallory.token,
    })
    expect(ban.status, ban.text).toBe(200)
  })

  it("does not lift Alice's ban through Bob's chat, nor remove Alice's manager", async () => {
    const aliceBans = (await moderation(alice)).bans
    expect(aliceBans).toHaveLength(1)
    const lifted = await server.api('/live/removebanusers', {
      body: { creatorOid: bob.oid, blackUserDataOids: [aliceBans[0].oid, victim.oid] },
      token: bob.token,
    })
    expect(lifted.json.removed).toEqual([])
    const removed = await server.api('/live/removemanagers', {
      body: { creatorOid: bob.oid, managerOids: [mallory.oid] },
      token: bob.token,
    })
    expect(removed.json.removed).toEqual([])
    expect(await moderation(alice)).toMatchObject({
      bans: [{ userOid: victim.oid }],
      managers: [{ userOid: mallory.oid }],
    })
  })

  it("does not delete a message of Alice's chat through Bob's", async () => {
    const row = await server.context.database.db
      .insertInto('livechat_messages')
      .values({
        creator_oid: alice.oid,
        stream_oid: null,
        user_oid: victim.oid,
        content: 'hello Alice',
        is_hidden_name: false,
        sender: JSON.stringify({ userOid: victim.oid, nickname: victim.nickname }),
        send_time: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const answer = await server.api('/live/chat/delete', {
      body: { creatorOid: bob.oid, messageId: String(row.id) },
      token: bob.token,
    })
    expect(answer.status, answer.text).toBe(404)
    expect(answer.json.code).toBe('LIVECHAT_MESSAGE_NOT_FOUND')
    const kept = await server.context.database.db
      .selectFrom('livechat_messages')
      .select(['content', 'deleted_at'])
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow()
    expect(kept).toEqual({ content: 'hello Alice', deleted_at: null })
  })

  it("binds a chat token to its creator and hides other users' e-mails", async () => {
    const answer = await server.api('/live/chattoken', {
      query: { creatorOid: alice.oid },
      token: mallory.token,
    })
    // The token's claims name the creator it was asked for.
    const body = JSON.parse(Buffer.from(answer.json.token.split('.')[0], 'base64url').toString())
    expect(body).toMatchObject({ creatorOid: alice.oid, userOid: mallory.oid })
    const listing = await server.api('/live/chat/moderation', {
      query: { creatorOid: alice.oid },
      token: mallory.token,
    })
    expect(listing.status).toBe(200)
    expect(listing.text.includes(victim.email)).toBe(false)
  })
})
