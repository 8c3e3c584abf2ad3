/**
 * A channel manager acting for a channel (docs/CHANNEL-MANAGER-ACTING.md): only while the
 * session is in channel-manager mode for that channel does `actingFor` manage its comments
 * (read, reply as the team, pin, delete) and community posts; before the mode, in another
 * sign-in, for another channel, after leaving or after the channel is taken away, the manager
 * gets the same 403 as any user, and the ids of another channel's things are refused.
 */
import { afterAll, beforeAll, expect, it } from 'vitest'
import { grantRoles, logIn, type SignedIn, seedAdmin, signUp } from '../support/accounts'
import { insertPublishedContent } from '../support/contents'
import { describeOnEngine } from '../support/http-engine'
import { startTestServer, type TestServer } from '../support/test-server'

const NOT_MANAGED = { code: 'CHANNEL_NOT_MANAGED', error: 'You do not manage this channel.' }

describeOnEngine('channel managers acting for a channel over HTTP', (engine) => {
  let server: TestServer
  let admin: SignedIn
  let manager: SignedIn
  let channel: SignedIn
  let second: SignedIn
  let stranger: SignedIn
  let fan: SignedIn
  let now = new Date('2026-06-01T09:00:00Z').getTime()
  const clock = { now: () => new Date(now) }

  beforeAll(async () => {
    server = await startTestServer({ engine, clock })
    admin = await seedAdmin(server)
    manager = await signUp(server)
    channel = await signUp(server)
    second = await signUp(server)
    stranger = await signUp(server)
    fan = await signUp(server)
    await grantRoles(server, admin.token, manager.oid, ['channelManager'])
    for (const creator of [channel, second, stranger])
      await grantRoles(server, admin.token, creator.oid, ['creator'])
    for (const creator of [channel, second]) {
      const assigned = await server.api('/account/admin/channel-managers/assign', {
        token: admin.token,
        body: { managerOid: manager.oid, creatorOid: creator.oid },
      })
      expect(assigned.status, assigned.text).toBe(200)
    }
    const set = await server.api('/account/channel-manager/password', {
      token: manager.token,
      body: {
        password: 'device123',
        passwordRepeat: 'device123',
        currentPassword: manager.password,
      },
    })
    expect(set.status, set.text).toBe(200)
  }, 120_000)
  afterAll(async () => {
    await server?.close()
  })

  const call = (token: string, path: string, body: Record<string, unknown>, method = 'POST') => {
    now += 1000
    return server.api(path, { token, body, method })
  }
  const received = (token: string, actingFor?: string) =>
    server.api('/content/comment/received', {
      token,
      query: actingFor ? { actingFor } : {},
    })
  const enter = (creatorOid: string, token = manager.token) =>
    call(token, '/account/channel-manager/mode', { creatorOid, password: 'device123' })
  const post = async (user: SignedIn, text: string) => {
    const made = await call(user.token, '/content/community', {
      operation: 'submit',
      postMetaData: { text, visibility: 'everyone' },
    })
    expect(made.status, made.text).toBe(200)
    return made.json.post.postOid as string
  }
  const comment = async (contentOid: string, text: string) => {
    const made = await call(fan.token, '/content/comment', { contentOid, commentContent: text })
    expect(made.status, made.text).toBe(200)
    return made.json.comment.commentOid as string
  }
  /** Every way of acting for `creatorOid`, each expected refused with the same 403. */
  async function expectRefused(token: string, creatorOid: string, ids: Ids) {
    const answers = [
      await received(token, creatorOid),
      await call(token, '/content/comment', {
        contentOid: ids.contentOid,
        parentOid: ids.commentOid,
        commentContent: 'As the team',
        actingFor: creatorOid,
      }),
      await call(token, '/content/comment/pin', {
        contentOid: ids.contentOid,
        commentOid: ids.commentOid,
        pinned: true,
        actingFor: creatorOid,
      }),
      await call(
        token,
        '/content/comment',
        { contentOid: ids.contentOid, commentIdx: ids.commentOid, actingFor: creatorOid },
        'DELETE',
      ),
      await call(token, '/content/community', {
        operation: 'submit',
        postMetaData: { text: 'As the team', visibility: 'everyone' },
        actingFor: creatorOid,
      }),
      await call(token, '/content/community', {
        operation: 'pin',
        postOid: ids.postOid,
        actingFor: creatorOid,
      }),
      await call(
        token,
        '/content/community',
        { postOid: ids.postOid, actingFor: creatorOid },
        'DELETE',
      ),
    ]
    for (const answer of answers) {
      expect(answer.status, answer.text).toBe(403)
      expect(answer.json).toMatchObject(NOT_MANAGED)
    }
  }
  interface Ids {
    contentOid: string
    commentOid: string
    postOid: string
  }
  async function channelThings(creator: SignedIn, label: string): Promise<Ids> {
    now += 1000
    const contentOid = await insertPublishedContent(server, creator.oid, { at: new Date(now) })
    return {
      contentOid,
      commentOid: await comment(contentOid, `${label}: loved it`),
      postOid: await post(creator, `${label}: news`),
    }
  }
  const unchanged = async (ids: Ids) => {
    const thread = await server.api('/content/comment/thread', {
      query: { contentOid: ids.contentOid },
    })
    expect(thread.json.comments).toEqual([
      expect.objectContaining({ commentOid: ids.commentOid, pinned: false, replies: [] }),
    ])
  }

  it('acts for the channel only while this session is in its mode', async () => {
    const ids = await channelThings(channel, 'C')
    // Before the mode: refused like anyone, and nothing changed.
    await expectRefused(manager.token, channel.oid, ids)
    await expectRefused(fan.token, channel.oid, ids)
    await unchanged(ids)

    expect((await enter(channel.oid)).status).toBe(200)
    const list = await received(manager.token, channel.oid)
    expect(list.status, list.text).toBe(200)
    expect(list.json.comments).toEqual([
      expect.objectContaining({ commentOid: ids.commentOid, commentContent: 'C: loved it' }),
    ])
    // Without actingFor the manager is themself: their own (empty) comments.
    expect((await received(manager.token)).json.total).toBe(0)

    const replyBody = {
      contentOid: ids.contentOid,
      parentOid: ids.commentOid,
      commentContent: 'Thanks from the team',
      requestId: 'team-reply-0001',
      actingFor: channel.oid,
    }
    const reply = await call(manager.token, '/content/comment', replyBody)
    expect(reply.status, reply.text).toBe(200)
    expect(reply.json.comment).toMatchObject({ commenterOid: channel.oid, byChannelTeam: true })
    // A retry writes nothing more.
    const retry = await call(manager.token, '/content/comment', replyBody)
    expect(retry.json.comment.commentOid).toBe(reply.json.comment.commentOid)
    const pinned = await call(manager.token, '/content/comment/pin', {
      contentOid: ids.contentOid,
      commentOid: ids.commentOid,
      pinned: true,
      actingFor: channel.oid,
    })
    expect(pinned.status, pinned.text).toBe(200)

    const thread = await server.api('/content/comment/thread', {
      query: { contentOid: ids.contentOid },
    })
    expect(thread.json.comments).toEqual([
      expect.objectContaining({
        commentOid: ids.commentOid,
        pinned: true,
        replies: [
          expect.objectContaining({
            commenterOid: channel.oid,
            commentContent: 'Thanks from the team',
            byChannelTeam: true,
          }),
        ],
      }),
    ])
    // The manager is in the audit trail, never in what readers get.
    expect(thread.text).not.toContain(manager.oid)
    const audit = await server.context.database.db
      .selectFrom('story_comments')
      .select(['user_oid', 'acting_manager_oid'])
      .where('parent_oid', '=', ids.commentOid)
      .execute()
    expect(audit).toEqual([{ user_oid: channel.oid, acting_manager_oid: manager.oid }])

    // The channel's community: post, pin, delete as the channel.
    const made = await call(manager.token, '/content/community', {
      operation: 'submit',
      postMetaData: { text: 'Team news', visibility: 'everyone' },
      actingFor: channel.oid,
    })
    expect(made.status, made.text).toBe(200)
    expect(made.json.post).toMatchObject({ creatorOid: channel.oid, text: 'Team news' })
    const teamPost = made.json.post.postOid as string
    const pin = await call(manager.token, '/content/community', {
      operation: 'pin',
      postOid: teamPost,
      actingFor: channel.oid,
    })
    expect(pin.json.post).toMatchObject({ pinned: true })
    const gone = await call(
      manager.token,
      '/content/community',
      { postOid: ids.postOid, actingFor: channel.oid },
      'DELETE',
    )
    expect(gone.status, gone.text).toBe(200)
    const deleted = await call(
      manager.token,
      '/content/comment',
      { contentOid: ids.contentOid, commentIdx: ids.commentOid, actingFor: channel.oid },
      'DELETE',
    )
    expect(deleted.status, deleted.text).toBe(200)

    // A team writes replies only.
    const topLevel = await call(manager.token, '/content/comment', {
      contentOid: ids.contentOid,
      commentContent: 'As the team',
      actingFor: channel.oid,
    })
    expect(topLevel.status).toBe(400)
  })

  it('refuses another channel, another sign-in, after leaving and after the channel is taken away', async () => {
    const ids = await channelThings(channel, 'C2')
    const other = await channelThings(second, 'D')
    const foreign = await channelThings(stranger, 'X')
    expect((await enter(channel.oid)).status).toBe(200)

    // Another channel the manager manages, and one they do not: refused, nothing changed.
    await expectRefused(manager.token, second.oid, other)
    await expectRefused(manager.token, stranger.oid, foreign)
    await unchanged(other)
    await unchanged(foreign)

    // Acting for C on X's things (IDOR): each refused, nothing changed.
    const asC = { actingFor: channel.oid }
    const reply = await call(manager.token, '/content/comment', {
      contentOid: foreign.contentOid,
      parentOid: foreign.commentOid,
      commentContent: 'Wrong channel',
      ...asC,
    })
    expect(reply.status).toBe(403)
    const pin = await call(manager.token, '/content/comment/pin', {
      contentOid: foreign.contentOid,
      commentOid: foreign.commentOid,
      pinned: true,
      ...asC,
    })
    expect(pin.status).toBe(403)
    const remove = await call(
      manager.token,
      '/content/comment',
      { contentOid: foreign.contentOid, commentIdx: foreign.commentOid, ...asC },
      'DELETE',
    )
    expect(remove.status).toBe(404)
    // C's content named with X's comment: not found either.
    const mixed = await call(
      manager.token,
      '/content/comment',
      { contentOid: ids.contentOid, commentIdx: foreign.commentOid, ...asC },
      'DELETE',
    )
    expect(mixed.status).toBe(404)
    const postPin = await call(manager.token, '/content/community', {
      operation: 'pin',
      postOid: foreign.postOid,
      ...asC,
    })
    expect(postPin.status).toBe(403)
    const postDelete = await call(
      manager.token,
      '/content/community',
      { postOid: foreign.postOid, ...asC },
      'DELETE',
    )
    expect(postDelete.status).toBe(403)
    await unchanged(foreign)
    const stillThere = await server.api('/content/community', {
      query: { postOids: foreign.postOid },
    })
    expect(stillThere.json.posts ?? stillThere.json).toBeTruthy()
    expect(stillThere.text).toContain(foreign.postOid)

    // Another sign-in of the same account is not in the mode.
    const otherDevice = await logIn(server, manager.email, manager.password)
    await expectRefused(otherDevice, channel.oid, ids)

    // Leaving the mode ends it.
    await call(manager.token, '/account/channel-manager/mode', {}, 'DELETE')
    await expectRefused(manager.token, channel.oid, ids)

    // Back in the mode, then the admin takes the channel away: refused at once.
    expect((await enter(channel.oid)).status).toBe(200)
    expect((await received(manager.token, channel.oid)).status).toBe(200)
    const removed = await call(admin.token, '/account/admin/channel-managers/remove', {
      managerOid: manager.oid,
      creatorOid: channel.oid,
    })
    expect(removed.status, removed.text).toBe(200)
    await expectRefused(manager.token, channel.oid, ids)
    await unchanged(ids)
  })
})
