/**
 * Reward events and their QR codes over HTTP: an admin creates an event, issues codes and
 * ends it; a user joins once with a code and finds the item in their inventory (a lucky
 * pocket's bonus coins paid when used); the spec's refusals (already joined, all codes
 * issued) change nothing; every admin change is logged once; bad input is a precise 400.
 */
import { afterAll, beforeAll, expect, it } from 'vitest'
import { type SignedIn, signUp } from '../support/accounts'
import { createMatrixWorld, type MatrixWorld } from '../support/authorization-matrix'
import { describeOnEngine } from '../support/http-engine'
import { startTestServer } from '../support/test-server'

describeOnEngine('admin reward events and QR codes', (engine) => {
  let world: MatrixWorld
  let admin: string
  let fans: SignedIn[]

  beforeAll(async () => {
    world = await createMatrixWorld(await startTestServer({ engine }))
    admin = world.users.admin.token
    fans = []
    for (const index of [1, 2, 3])
      fans.push(await signUp(world.server, { nickname: `Eventfan${index}${world.unique()}` }))
  }, 120_000)
  afterAll(async () => {
    await world?.server.close()
  })

  const hour = 3_600_000
  const newEvent = (overrides: Record<string, unknown> = {}) =>
    world.server.api('/content/admin/events', {
      token: admin,
      body: {
        title: `Launch party ${world.unique()}`,
        rewardKind: 'lucky_pocket',
        rewardCoins: 40,
        capacity: 2,
        startsAt: new Date(Date.now() - hour).toISOString(),
        endsAt: new Date(Date.now() + 24 * hour).toISOString(),
        ...overrides,
      },
    })
  const issue = (eventOid: string, code?: string) =>
    world.server.api('/content/admin/events/codes', {
      token: admin,
      body: { eventOid, label: 'Poster at the door', ...(code ? { code } : {}) },
    })
  const join = (fan: SignedIn, qrEvent: string) =>
    world.server.api('/account/qr-event', { token: fan.token, body: { qrEvent } })
  const auditOf = async (eventOid: string, action: string) =>
    (
      await world.server.api('/admin/audit-log', { token: admin, query: { target: eventOid } })
    ).json.entries.filter((entry: { action: string }) => entry.action === action)

  it('creates an event, issues a code and lets each user join once', async () => {
    const created = await newEvent()
    expect(created.status, created.text).toBe(200)
    const event = created.json.event
    expect(event).toMatchObject({ state: 'running', entries: 0, capacity: 2, rewardCoins: 40 })
    const code = (await issue(event.eventOid)).json.code
    expect(code.code).toMatch(/^[A-Z2-9]{10}$/)

    const joined = await join(fans[0]!, code.code.toLowerCase())
    expect(joined.status, joined.text).toBe(200)
    expect(joined.json).toMatchObject({
      message: 'The event participation is complete.',
      rewardKind: 'lucky_pocket',
    })
    const again = await join(fans[0]!, code.code)
    expect(again.status).toBe(403)
    expect(again.json.error).toBe('You have already joined this event.')

    const items = (await world.server.api('/account/inventory', { token: fans[0]!.token })).json
      .items
    const given = items.filter((item: { oid: string }) => item.oid === joined.json.itemOid)
    expect(given).toHaveLength(1)
    expect(
      items.filter(
        (item: { details: { eventOid?: string } }) => item.details.eventOid === event.eventOid,
      ),
    ).toHaveLength(1)
    const used = await world.server.api('/account/inventory/use', {
      token: fans[0]!.token,
      body: { itemOid: joined.json.itemOid },
    })
    expect(used.json.reward).toEqual({ kind: 'bonus_coins', amount: 40 })

    const entries = await world.server.api('/content/admin/events/entries', {
      token: admin,
      query: { eventOid: event.eventOid },
    })
    expect(entries.json.entries).toHaveLength(1)
    expect(entries.json.entries[0]).toMatchObject({
      userOid: fans[0]!.oid,
      code: code.code,
      itemOid: joined.json.itemOid,
    })
    expect(await auditOf(event.eventOid, 'event.create')).toHaveLength(1)
    expect(await auditOf(event.eventOid, 'event.code-issue')).toHaveLength(1)
  })

  it('refuses a user once every place is taken, and after the event ended', async () => {
    const event = (await newEvent({ capacity: 1, rewardKind: 'random_box', rewardCoins: null }))
      .json.event
    const code = (await issue(event.eventOid, `FULL-${world.unique()}`)).json.code
    expect((await join(fans[1]!, code.code)).status).toBe(200)
    const full = await join(fans[2]!, code.code)
    expect(full.status).toBe(400)
    expect(full.json.error).toBe('All event codes have been issued.')

    const open = (await newEvent()).json.event
    const openCode = (await issue(open.eventOid)).json.code
    const ended = await world.server.api('/content/admin/events/end', {
      token: admin,
      body: { eventOid: open.eventOid },
    })
    expect(ended.json.event.state).toBe('over')
    const endedTwice = await world.server.api('/content/admin/events/end', {
      token: admin,
      body: { eventOid: open.eventOid },
    })
    expect(endedTwice.status).toBe(409)
    const late = await join(fans[2]!, openCode.code)
    expect(late.status).toBe(400)
    expect(late.json.error).toBe('This event is not running now.')
    const log = await auditOf(open.eventOid, 'event.end')
    expect(log).toHaveLength(1)
    expect(log[0]).toMatchObject({ before: { state: 'running' }, after: { state: 'over' } })
  })

  it('withdraws a code once; a withdrawn code admits nobody', async () => {
    const event = (await newEvent()).json.event
    const code = (await issue(event.eventOid)).json.code
    const withdraw = () =>
      world.server.api('/content/admin/events/codes', {
        token: admin,
        method: 'DELETE',
        body: { codeOid: code.codeOid },
      })
    expect((await withdraw()).json.code.withdrawnAt).not.toBeNull()
    expect((await withdraw()).status).toBe(409)
    const refused = await join(fans[2]!, code.code)
    expect(refused.json.error).toBe('This event code was withdrawn.')
    const listed = await world.server.api('/content/admin/events/codes', {
      token: admin,
      query: { q: code.code, withdrawn: 'true' },
    })
    expect(listed.json.codes.map((row: { codeOid: string }) => row.codeOid)).toEqual([code.codeOid])
    const hidden = await world.server.api('/content/admin/events/codes', {
      token: admin,
      query: { q: code.code },
    })
    expect(hidden.json.codes).toEqual([])
    expect(await auditOf(event.eventOid, 'event.code-withdraw')).toHaveLength(1)
  })

  it('answers bad input with a precise 400 and a taken code with 409', async () => {
    const backwards = await newEvent({
      startsAt: new Date(Date.now() + hour).toISOString(),
      endsAt: new Date(Date.now() - hour).toISOString(),
    })
    expect(backwards.status).toBe(400)
    expect(backwards.json.error).toBe('The event must end after it starts.')
    const coinsOnBox = await newEvent({ rewardKind: 'video_coupon', rewardCoins: 5 })
    expect(coinsOnBox.status).toBe(400)
    expect(coinsOnBox.json.error).toBe(
      'Bonus coins are set for a lucky pocket or a lucky box, and only for them.',
    )
    const event = (await newEvent()).json.event
    const mine = `TAKEN-${world.unique()}`
    expect((await issue(event.eventOid, mine)).status).toBe(200)
    const taken = await issue(event.eventOid, mine)
    expect(taken.status).toBe(409)
    expect(taken.json.error).toBe('This event code is already in use.')
    const unknown = await join(fans[2]!, 'NOSUCHCODE')
    expect(unknown.status).toBe(404)
    expect(unknown.json.error).toBe('This event code does not exist.')
  })

  it('lists events newest first, searched by the start of the title, paged by id', async () => {
    const prefix = `Paged${world.unique()}`
    for (const index of [1, 2, 3]) await newEvent({ title: `${prefix} ${index}` })
    const first = await world.server.api('/content/admin/events', {
      token: admin,
      query: { q: prefix.toLowerCase(), state: 'running' },
    })
    expect(first.json.events.map((row: { title: string }) => row.title)).toEqual([
      `${prefix} 3`,
      `${prefix} 2`,
      `${prefix} 1`,
    ])
    const older = await world.server.api('/content/admin/events', {
      token: admin,
      query: { q: prefix, before: first.json.events[1].eventOid },
    })
    expect(older.json.events.map((row: { title: string }) => row.title)).toEqual([`${prefix} 1`])
  })
})
