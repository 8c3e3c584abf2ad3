/**
 * The readers' event pages over HTTP: running events (ending soonest first) then upcoming ones
 * (starting soonest), never ended ones; spots left; whether the signed-in reader joined; the
 * recommendations leave out joined and full events; one event by id, an unknown one 404.
 * The product may be shared: only this file's events (by title) are counted.
 */
import { afterAll, beforeAll, expect, it } from 'vitest'
import { type SignedIn, seedAdmin, signUp } from '../support/accounts'
import { describeOnEngine } from '../support/http-engine'
import { startTestServer, type TestServer } from '../support/test-server'

const HOUR = 3_600_000

describeOnEngine('reward events for readers', (engine) => {
  let server: TestServer
  let admin: SignedIn
  let reader: SignedIn
  const stamp = Date.now().toString(36)
  const oids: Record<string, string> = {}

  beforeAll(async () => {
    server = await startTestServer({ engine })
    admin = await seedAdmin(server)
    reader = await signUp(server)
    const at = (offset: number) => new Date(Date.now() + offset).toISOString()
    const events = {
      later: { startsAt: at(-HOUR), endsAt: at(300 * HOUR), capacity: 5 },
      sooner: { startsAt: at(-HOUR), endsAt: at(200 * HOUR), capacity: 5 },
      full: { startsAt: at(-HOUR), endsAt: at(250 * HOUR), capacity: 1 },
      upcoming: { startsAt: at(100 * HOUR), endsAt: at(400 * HOUR), capacity: 5 },
      over: { startsAt: at(-2 * HOUR), endsAt: at(-HOUR), capacity: 5 },
    }
    for (const [name, timing] of Object.entries(events)) {
      const created = await server.api('/content/admin/events', {
        token: admin.token,
        body: {
          title: `${name} ${stamp}`,
          rewardKind: 'video_coupon',
          rewardCoins: null,
          ...timing,
        },
      })
      expect(created.status, created.text).toBe(200)
      oids[name] = created.json.event.eventOid
    }
    // The reader joins "sooner"; someone else fills "full".
    for (const [name, who] of [
      ['sooner', reader],
      ['full', await signUp(server)],
    ] as const) {
      const code = await server.api('/content/admin/events/codes', {
        token: admin.token,
        body: { eventOid: oids[name], label: 'Test poster' },
      })
      const joined = await server.api('/account/qr-event', {
        token: who.token,
        body: { qrEvent: code.json.code.code },
      })
      expect(joined.status, joined.text).toBe(200)
    }
  }, 120_000)
  afterAll(async () => {
    await server?.close()
  })

  const mine = (events: { title: string }[]) =>
    events
      .filter((event) => event.title.endsWith(stamp))
      .map((event) => event.title.replace(` ${stamp}`, ''))

  async function allPages(token?: string) {
    const events: { title: string; joined: boolean | null; spotsLeft: number }[] = []
    for (let page: number | null = 0; page !== null; ) {
      const answer = await server.api('/content/events', {
        ...(token ? { token } : {}),
        query: { page },
      })
      expect(answer.status, answer.text).toBe(200)
      events.push(...answer.json.events)
      page = answer.json.nextPage
    }
    return events
  }

  it('lists running events ending soonest first, then upcoming ones, never ended ones', async () => {
    const events = await allPages()
    expect(mine(events)).toEqual(['sooner', 'full', 'later', 'upcoming'])
    const full = events.find((event) => event.title === `full ${stamp}`)
    expect(full).toMatchObject({ spotsLeft: 0, joined: null })
  })

  it('tells a signed-in reader what they joined, and recommends the rest they can join', async () => {
    const events = await allPages(reader.token)
    const joined = events.filter((event) => event.title.endsWith(stamp) && event.joined)
    expect(mine(joined)).toEqual(['sooner'])
    const recommended = await server.api('/content/event/recommendation', { token: reader.token })
    expect(recommended.status).toBe(200)
    expect(mine(recommended.json.events)).not.toContain('sooner')
    expect(mine(recommended.json.events)).not.toContain('full')
    expect(mine(recommended.json.events)).not.toContain('upcoming')
  })

  it('answers one event by id, and 404 for an unknown or malformed one', async () => {
    const one = await server.api(`/content/event/${oids.sooner}`, { token: reader.token })
    expect(one.status, one.text).toBe(200)
    expect(one.json.event).toMatchObject({
      title: `sooner ${stamp}`,
      state: 'running',
      joined: true,
      spotsLeft: 4,
    })
    const over = await server.api(`/content/event/${oids.over}`)
    expect(over.json.event).toMatchObject({ state: 'over', joined: null })
    for (const path of [`/content/event/${'f'.repeat(24)}`, '/content/event/not-an-id']) {
      const missing = await server.api(path)
      expect(missing.status).toBe(404)
      expect(missing.json).toMatchObject({ code: 'EVENT_NOT_FOUND', error: 'Event not found' })
    }
  })
})
