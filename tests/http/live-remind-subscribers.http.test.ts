/**
 * "Remind subscribers" over HTTP: the studio setting round-trips through GET/POST
 * /live/studio; with it on, each current subscriber gets one `live` notification per
 * stream (a repeated liveOn or a fresh reminder service never adds a second), a new stream
 * reminds again; with it off nobody is told, and a non-subscriber never is. A failing
 * port never fails the liveOn listener.
 */
import pino from 'pino'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { startingClock } from '../../platform/http'
import { createReminderService } from '../../platform/live/reminders'
import { grantRoles, type SignedIn, signUp } from '../support/accounts'
import { createMatrixWorld, type MatrixWorld } from '../support/authorization-matrix'
import { describeOnEngine } from '../support/http-engine'
import { startTestServer } from '../support/test-server'

describeOnEngine('live: remind subscribers', (engine) => {
  let world: MatrixWorld
  let streamer: SignedIn
  let fan: SignedIn
  let stranger: SignedIn
  let key: string
  const customUrl = `remind${process.pid}${engine === 'pglite' ? 'a' : 'b'}`
  const studioInfo = {
    title: 'Morning sketches',
    thumbnail: 'https://cdn.example.com/remind.png',
    date: '2026-11-27T09:00:00.000Z',
  }

  beforeAll(async () => {
    // Not the last day of a month, when subscriptions are closed: the fan subscribes first.
    world = await createMatrixWorld(
      await startTestServer({ engine, clock: startingClock(new Date('2026-11-28T12:00:00Z')) }),
    )
    streamer = await signUp(world.server)
    fan = await signUp(world.server)
    stranger = await signUp(world.server)
    await grantRoles(world.server, world.users.admin.token, streamer.oid, [
      'creator',
      'livestreamer',
    ])
    const registered = await world.server.api('/account/creator/register', {
      token: streamer.token,
      body: { agreeTerms: true, agreeFeeTerms: true, customUrl },
    })
    expect(registered.status, registered.text).toBe(200)
    const free = await world.server.api('/account/modify/subscription_tiers', {
      token: streamer.token,
      body: { mode: 'push', tier: { name: 'Follower', isFree: true } },
    })
    expect(free.status, free.text).toBe(200)
    const subscribed = await world.server.api('/account/subscribefree', {
      token: fan.token,
      body: { creatorOid: streamer.oid, tierHash: free.json.tiers[0].tierHash },
    })
    expect(subscribed.status, subscribed.text).toBe(200)
    key = (await world.server.api('/live/key2', { token: streamer.token })).json.key
  }, 120_000)
  afterAll(async () => {
    await world?.server.close()
  })

  const studio = () =>
    world.server.api('/live/studio', { token: streamer.token, query: { creatorOid: streamer.oid } })
  const save = (info: Record<string, unknown>) =>
    world.server.api('/live/studio', {
      token: streamer.token,
      body: { creatorOid: streamer.oid, info: { ...studioInfo, ...info } },
    })
  const verify = async (call: 'publish' | 'publish_done') => {
    const answer = await world.server.api('/live/keyverification', {
      body: { creatorOid: streamer.oid, key, call },
    })
    expect(answer.status, answer.text).toBe(200)
    // Reminders run beside the publish answer; wait for them before reading notifications.
    await world.server.context.live.reminders.idle()
    return answer.json as { isValid: boolean; streamOid: string | null }
  }
  const reminders = async (user: SignedIn) => {
    const list = await world.server.api('/account/notifications', { token: user.token })
    expect(list.status, list.text).toBe(200)
    return (
      list.json.notifications as {
        kind: string
        text: string
        link: string | null
        data: Record<string, unknown>
      }[]
    ).filter((notification) => notification.kind === 'live')
  }

  it('keeps the setting: off by default, saved on and off, kept when absent, refused when not a boolean', async () => {
    expect((await studio()).json.info.remindSubscribers).toBe(false)
    const on = await save({ remindSubscribers: true })
    expect(on.status, on.text).toBe(200)
    expect(on.json.info.remindSubscribers).toBe(true)
    expect((await studio()).json.info.remindSubscribers).toBe(true)
    // A save that does not name it keeps the saved choice.
    expect((await save({ title: 'Renamed' })).json.info).toMatchObject({
      title: 'Renamed',
      remindSubscribers: true,
    })
    const refused = await save({ title: 'Not saved', remindSubscribers: 'yes' })
    expect(refused.status).toBe(400)
    expect((await studio()).json.info).toMatchObject({ title: 'Renamed', remindSubscribers: true })
    const off = await save({ remindSubscribers: false })
    expect(off.json.info.remindSubscribers).toBe(false)
    expect((await studio()).json.info.remindSubscribers).toBe(false)
  })

  it('tells nobody when the setting is off', async () => {
    await save({ remindSubscribers: false })
    const live = await verify('publish')
    expect(live.streamOid).toMatch(/^[0-9a-f]{24}$/)
    expect(await reminders(fan)).toEqual([])
    expect(await reminders(stranger)).toEqual([])
    await verify('publish_done')
  })

  it('reminds each subscriber once per stream, and again for a new stream', async () => {
    await save({ title: 'Morning sketches', remindSubscribers: true })
    const first = (await verify('publish')).streamOid as string
    const once = await reminders(fan)
    expect(once).toHaveLength(1)
    expect(once[0]).toMatchObject({
      text: `${streamer.nickname} is live now.`,
      link: `/live/${customUrl}`,
      data: {
        creatorOid: streamer.oid,
        streamOid: first,
        title: 'Morning sketches',
        link: `/live/${customUrl}`,
      },
    })
    expect(await reminders(stranger)).toEqual([])
    expect(await reminders(streamer)).toEqual([])

    // A repeated liveOn event, a key check and a fresh service (a restart) add nothing.
    const { context } = world.server
    await context.live.reminders.stateChanged(streamer.oid, 'liveOn')
    await context.live.reminders.idle()
    const check = await world.server.api('/live/keyverification', {
      body: { creatorOid: streamer.oid, key, call: 'check' },
    })
    expect(check.json.streamOid).toBe(first)
    const restarted = createReminderService({
      db: context.database.db,
      clock: { now: () => new Date() },
      logger: pino({ level: 'silent' }),
      users: {
        findUsers: async () => [
          { oid: streamer.oid, nickname: streamer.nickname, customUrl, isLivestreamer: true },
        ],
        findByCustomUrl: async () => null,
      },
      reminders: {
        subscribers: async () => [fan.oid],
        notify: async () => {
          throw new Error('a second reminder for the same stream')
        },
      },
    })
    expect(await restarted.remind(streamer.oid)).toBe(0)
    expect(await reminders(fan)).toHaveLength(1)

    // The next stream is a new live: reminded again.
    await verify('publish_done')
    const second = (await verify('publish')).streamOid as string
    expect(second).not.toBe(first)
    const twice = await reminders(fan)
    expect(twice).toHaveLength(2)
    expect(twice.map((notification) => notification.data.streamOid).sort()).toEqual(
      [first, second].sort(),
    )
    expect(await reminders(stranger)).toEqual([])
    await verify('publish_done')
  })

  it('a failing reminder never fails the liveOn listener', async () => {
    await save({ remindSubscribers: true })
    const live = await verify('publish')
    const failing = createReminderService({
      db: world.server.context.database.db,
      clock: { now: () => new Date() },
      logger: pino({ level: 'silent' }),
      users: {
        findUsers: async () => [
          { oid: streamer.oid, nickname: streamer.nickname, customUrl, isLivestreamer: true },
        ],
        findByCustomUrl: async () => null,
      },
      reminders: {
        subscribers: async () => {
          throw new Error('channels unavailable')
        },
        notify: async () => true,
      },
    })
    await expect(failing.stateChanged(streamer.oid, 'liveOn')).resolves.toBeUndefined()
    await expect(failing.idle()).resolves.toBeUndefined()
    const played = await world.server.api('/live/play', { query: { creatorOid: streamer.oid } })
    expect(played.json).toMatchObject({ state: 'liveOn', stream: { streamOid: live.streamOid } })
    await verify('publish_done')
  })
})
