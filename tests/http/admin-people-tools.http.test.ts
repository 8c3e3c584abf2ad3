/**
 * The admin's push, resend, channel-manager and edit-studio calls over HTTP: a push reaches
 * each account once however often (and however concurrently) it is sent, and is listed with
 * its counts; a notification is resent once per notification; a channel manager gets and
 * loses a creator's channel, seen in their user info's creator tags; a creator's channel is
 * edited by the creator's own rules. Every change is logged once; bad input and other callers
 * change nothing.
 */
import { afterAll, beforeAll, expect, it } from 'vitest'
import { manualClock } from '../../platform/wallet/testing'
import { grantRoles, type SignedIn, signUp } from '../support/accounts'
import { createMatrixWorld, type MatrixWorld } from '../support/authorization-matrix'
import { describeOnEngine } from '../support/http-engine'
import { startTestServer } from '../support/test-server'

const PREFIX = `pt${process.pid % 10_000}t${Date.now() % 100_000}`

describeOnEngine('admin people tools', (engine) => {
  const clock = manualClock('2026-11-20T12:00:00Z')
  let world: MatrixWorld
  let admin: string
  let reader: SignedIn
  let creator: SignedIn
  let manager: SignedIn

  beforeAll(async () => {
    world = await createMatrixWorld(await startTestServer({ engine, clock }))
    admin = world.users.admin.token
    reader = await signUp(world.server, { nickname: `${PREFIX}r` })
    creator = await signUp(world.server, { nickname: `${PREFIX}c` })
    manager = await signUp(world.server, { nickname: `${PREFIX}m` })
    const registered = await world.server.api('/account/creator/register', {
      token: creator.token,
      body: { agreeTerms: true, agreeFeeTerms: true, customUrl: `${PREFIX}c` },
    })
    expect(registered.status, registered.text).toBe(200)
  }, 120_000)
  afterAll(async () => {
    await world?.server.close()
  })

  const get = (path: string, query: Record<string, string> = {}, token = admin) =>
    world.server.api(path, { token, query })
  const post = (path: string, body: Record<string, unknown>, token = admin) =>
    world.server.api(path, { token, body })
  const logged = async (oid: string) =>
    (await get('/admin/audit-log', { target: oid })).json.entries.map(
      (entry: { action: string }) => entry.action,
    )
  /** The user's notifications that came from this push. */
  const fromPush = async (user: SignedIn, pushOid: string) =>
    (await get('/account/notifications', {}, user.token)).json.notifications.filter(
      (n: { data: { pushOid?: string } }) => n.data.pushOid === pushOid,
    )

  it('pushes to a user once, however often the call is sent', async () => {
    const body = {
      requestId: `${PREFIX}-push-1`,
      segment: 'user',
      userOid: reader.oid,
      title: 'Maintenance',
      body: 'We are down at 3 UTC.',
      link: '/mypage/notifications',
    }
    const noUser = await post('/account/admin/push', { ...body, userOid: undefined })
    expect(noUser.status).toBe(400)
    expect(noUser.json.error).toBe('Choose the user to notify.')
    const badLink = await post('/account/admin/push', { ...body, link: 'https://x.example' })
    expect(badLink.json.error).toBe('The link is a path on this site, starting with /.')
    const long = await post('/account/admin/push', { ...body, title: 'x'.repeat(101) })
    expect(long.json.error).toBe('The title is at most 100 characters.')
    const audience = await get('/account/admin/push/audience', {
      segment: 'user',
      userOid: reader.oid,
    })
    expect(audience.json).toEqual({ recipients: 1 })

    const first = await post('/account/admin/push', body)
    expect(first.status, first.text).toBe(200)
    expect(first.json).toMatchObject({ recipients: 1, sent: 1, delivered: 1, done: true })
    const again = await post('/account/admin/push', body)
    expect(again.json).toMatchObject({ oid: first.json.oid, sent: 1, delivered: 1 })
    expect((await post('/account/admin/push', { ...body, body: 'Other' })).status).toBe(409)
    const got = await fromPush(reader, first.json.oid)
    expect(got).toHaveLength(1)
    expect(got[0]).toMatchObject({
      kind: 'notice',
      text: 'Maintenance: We are down at 3 UTC.',
      link: '/mypage/notifications',
      read: false,
    })
    expect(
      (await logged(reader.oid)).filter((a: string) => a === 'notification.push'),
    ).toHaveLength(1)
    const refused = await post(
      '/account/admin/push',
      { ...body, requestId: 'x-1234567' },
      reader.token,
    )
    expect(refused.status).toBe(403)
  })

  it('pushes to a segment once per account when two tabs send it at once', async () => {
    const body = {
      requestId: `${PREFIX}-push-2`,
      segment: 'creators',
      title: `${PREFIX} payouts`,
      body: 'Payouts move to Friday.',
    }
    const [one, two] = await Promise.all([
      post('/account/admin/push', body),
      post('/account/admin/push', body),
    ])
    expect([one.status, two.status]).toEqual([200, 200])
    let progress = one.json
    while (!progress.done) progress = (await post('/account/admin/push', body)).json
    expect(progress.sent).toBe(progress.recipients)
    expect(await fromPush(creator, progress.oid)).toHaveLength(1)
    expect(await fromPush(reader, progress.oid)).toHaveLength(0)

    const listed = await get('/account/admin/pushes', { q: `${PREFIX} PAYOUTS` })
    expect(listed.json.pushes).toEqual([
      expect.objectContaining({ oid: progress.oid, segment: 'creators', sent: progress.sent }),
    ])
    const all = await get('/account/admin/pushes', { q: PREFIX })
    expect(all.json.pushes.map((p: { title: string }) => p.title)).toEqual([`${PREFIX} payouts`])
  })

  it('resends a notification once, by user or by id', async () => {
    const list = await get('/account/admin/notifications', { userOid: reader.oid })
    expect(list.status, list.text).toBe(200)
    const source = list.json.notifications[0]
    expect(source).toMatchObject({ userOid: reader.oid, kind: 'notice', resent: null })
    const byId = await get('/account/admin/notification', { oid: source.oid })
    expect(byId.json.notification.oid).toBe(source.oid)

    const body = { requestId: `${PREFIX}-resend-1`, notificationOid: source.oid }
    const first = await post('/account/admin/notification/resend', body)
    expect(first.status, first.text).toBe(200)
    expect(first.json).toMatchObject({ userOid: reader.oid, repeated: false })
    const retry = await post('/account/admin/notification/resend', body)
    expect(retry.json).toEqual({ ...first.json, repeated: true })
    const second = await post('/account/admin/notification/resend', {
      ...body,
      requestId: `${PREFIX}-resend-2`,
    })
    expect(second.status).toBe(409)
    expect(second.json.error).toBe('This notification was already resent.')
    const mine = (await get('/account/notifications', {}, reader.token)).json.notifications
    expect(mine.filter((n: { text: string }) => n.text === source.text)).toHaveLength(2)
    expect(mine[0].oid).toBe(first.json.resentOid)
    expect((await logged(source.oid)).filter((a: string) => a === 'notification.resend')).toEqual([
      'notification.resend',
    ])
    const after = await get('/account/admin/notification', { oid: source.oid })
    expect(after.json.notification.resent.oid).toBe(first.json.resentOid)
  })

  it('assigns a creator channel to a channel manager and removes it, logged each once', async () => {
    const pair = { managerOid: manager.oid, creatorOid: creator.oid }
    const notManager = await post('/account/admin/channel-managers/assign', pair)
    expect(notManager.status).toBe(409)
    await grantRoles(world.server, admin, manager.oid, ['channelManager'])
    const notCreator = await post('/account/admin/channel-managers/assign', {
      ...pair,
      creatorOid: reader.oid,
    })
    expect(notCreator.json.error).toBe('This account is not a creator.')

    const assigned = await post('/account/admin/channel-managers/assign', pair)
    expect(assigned.status, assigned.text).toBe(200)
    expect(assigned.json.manager.channels).toEqual([
      expect.objectContaining({ creatorOid: creator.oid, customUrl: `${PREFIX}c` }),
    ])
    expect((await post('/account/admin/channel-managers/assign', pair)).status).toBe(200)
    const me = await get('/account/getuser', {}, manager.token)
    expect(me.json.user.creatorTags).toEqual([`managed-channel:${creator.oid}`])
    const listed = await get('/account/admin/channel-managers', { q: `${PREFIX}m` })
    expect(listed.json.managers).toEqual([
      expect.objectContaining({ oid: manager.oid, channels: [expect.anything()] }),
    ])

    expect(
      (await post('/account/admin/channel-managers/remove', pair)).json.manager.channels,
    ).toEqual([])
    expect((await post('/account/admin/channel-managers/remove', pair)).status).toBe(404)
    expect((await get('/account/getuser', {}, manager.token)).json.user.creatorTags).toEqual([])
    const actions = (await logged(manager.oid)).filter((a: string) => a !== 'account.roles')
    expect(actions.sort()).toEqual([
      'account.channel-manager-assign',
      'account.channel-manager-remove',
    ])
  })

  it("edits a creator's channel by the creator's own rules, logged with before and after", async () => {
    const loaded = await get('/account/admin/channel/settings', { creatorOid: creator.oid })
    expect(loaded.status, loaded.text).toBe(200)
    const badLink = await post('/account/admin/channel/settings', {
      creatorOid: creator.oid,
      socialLinks: { x: 'https://evil.example/me' },
    })
    expect(badLink.status).toBe(400)
    const notCreator = await post('/account/admin/channel/settings', {
      creatorOid: reader.oid,
      intro: 'Hello',
    })
    expect(notCreator.status).toBe(404)

    const saved = await post('/account/admin/channel/settings', {
      creatorOid: creator.oid,
      intro: 'Edited by the team.',
    })
    expect(saved.status, saved.text).toBe(200)
    expect(saved.json.intro).toBe('Edited by the team.')
    const channel = await world.server.api('/content/channel', { query: { oid: creator.oid } })
    expect(channel.json.intro).toBe('Edited by the team.')
    const entries = (await get('/admin/audit-log', { target: creator.oid })).json.entries.filter(
      (entry: { action: string }) => entry.action === 'channel.studio-edit',
    )
    expect(entries).toHaveLength(1)
    expect(entries[0].before.intro).toBe('')
    expect(entries[0].after.intro).toBe('Edited by the team.')
    const refused = await post(
      '/account/admin/channel/settings',
      { creatorOid: creator.oid, intro: 'Mine now' },
      creator.token,
    )
    expect(refused.status).toBe(403)
  })
})
