/**
 * POST /mixpanel/track over HTTP: events stored in our own table (no third party), the
 * client id kept by the sampling rule for signed-in callers only, oversized properties
 * refused with nothing written, and a per-client rate limit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { movableClock } from '../../platform/accounts/testing'
import { recordsClientId } from '../../platform/analytics/rules'
import { DEFAULT_SAMPLE_SEED } from '../../platform/analytics/service'
import { seedContents } from '../../platform/content/search/testing'
import { newObjectId } from '../../platform/db'
import { grantRoles, seedAdmin, signUp } from '../support/accounts'
import { databaseFingerprint } from '../support/fuzz'
import { startTestServer, type TestServer } from '../support/test-server'

const clock = movableClock(new Date('2026-11-30T08:00:00Z'))
let server: TestServer

beforeAll(async () => {
  server = await startTestServer({ clock })
}, 120_000)
afterAll(async () => {
  await server?.close()
})

const eventsOf = (contentOid: string) =>
  server.context.database.db
    .selectFrom('analytics_events')
    .selectAll()
    .where('content_oid', '=', contentOid)
    .execute()

describe('POST /mixpanel/track', () => {
  it('stores a signed-in page load with its user, and most with the client id', async () => {
    const user = await signUp(server)
    const contentOid = newObjectId()
    const answers = []
    for (let load = 0; load < 40; load++)
      answers.push(
        await server.api('/mixpanel/track', {
          token: user.token,
          body: {
            event: 'page_view',
            properties: { path: `/play/${contentOid}`, contentOid, loadId: `load-${load}` },
            gaClientId: 'GA1.1.42.7',
          },
        }),
      )
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200))
    const rows = await eventsOf(contentOid)
    expect(rows).toHaveLength(40)
    expect(rows.every((row) => row.user_oid === user.oid && row.event === 'page_view')).toBe(true)
    // Each load's answer is the pure seeded rule's, so the kept ids are exactly those it picks.
    const expected = rows.map((row) =>
      recordsClientId({
        seed: DEFAULT_SAMPLE_SEED,
        userOid: user.oid,
        clientId: 'GA1.1.42.7',
        loadKey: row.load_id as string,
      }),
    )
    expect(rows.map((row) => row.client_id === 'GA1.1.42.7')).toEqual(expected)
    expect(answers.filter((answer) => answer.json.clientIdRecorded)).toHaveLength(
      expected.filter(Boolean).length,
    )
  })

  it('keeps a visitor’s event without any client id', async () => {
    const contentOid = newObjectId()
    const answer = await server.api('/mixpanel/track', {
      body: { event: 'page_view', properties: { contentOid }, gaClientId: 'GA1.1.1.1' },
    })
    expect(answer.json).toEqual({ recorded: true, clientIdRecorded: false })
    expect((await eventsOf(contentOid))[0]).toMatchObject({ user_oid: null, client_id: null })
  })

  it('refuses oversized or malformed events with a precise 4xx and writes nothing', async () => {
    const before = await databaseFingerprint(server.context.database)
    const cases: [unknown, number, string][] = [
      [
        { event: 'page_view', properties: { text: 'x'.repeat(5000) } },
        413,
        'Event properties are at most 4096 bytes as JSON',
      ],
      [{ event: '', properties: {} }, 400, 'Expected an event name'],
      [{ event: 'page_view', properties: 'x' }, 400, 'Expected properties to be an object'],
      [{ properties: {} }, 400, 'Missing required parameters'],
    ]
    for (const [body, status, error] of cases) {
      const response = await server.api('/mixpanel/track', { body })
      expect([response.status, response.json.error]).toEqual([status, error])
    }
    expect(await databaseFingerprint(server.context.database)).toEqual(before)
  })

  it('limits one client to 120 events a minute', async () => {
    const user = await signUp(server)
    const send = () =>
      server.api('/mixpanel/track', { token: user.token, body: { event: 'tick', properties: {} } })
    const statuses = []
    for (let i = 0; i < 121; i++) statuses.push((await send()).status)
    expect(statuses.filter((status) => status === 200)).toHaveLength(120)
    expect(statuses.at(-1)).toBe(429)
    clock.advance(60_000)
    expect((await send()).status).toBe(200)
  })
})

describe('GET /mixpanel/creator/page-views', () => {
  it('counts page loads of the creator’s own contents only, by whole UTC days', async () => {
    const admin = await seedAdmin(server)
    const creator = await signUp(server)
    const other = await signUp(server)
    await grantRoles(server, admin.token, creator.oid, ['creator'])
    await grantRoles(server, admin.token, other.oid, ['creator'])
    const db = server.context.database.db
    const [mine, second] = await seedContents(
      db,
      [{ creator_oid: creator.oid }, { creator_oid: creator.oid }],
      clock.now(),
    )
    const [theirs] = await seedContents(db, [{ creator_oid: other.oid }], clock.now())
    const view = (contentOid: string) =>
      server.api('/mixpanel/track', {
        body: { event: 'page_view', properties: { path: `/play/${contentOid}`, contentOid } },
      })
    for (const contentOid of [mine, mine, second, theirs] as string[]) await view(contentOid)
    // Another event kind naming the content is not a page view.
    await server.api('/mixpanel/track', {
      body: { event: 'click', properties: { contentOid: mine } },
    })
    const days = { startDate: '2026-11-30', endDate: '2026-11-30' }
    const figure = await server.api('/mixpanel/creator/page-views', {
      token: creator.token,
      query: days,
    })
    expect(figure.status, figure.text).toBe(200)
    expect(figure.json).toEqual({
      ...days,
      total: 3,
      contents: [
        { contentOid: mine, views: 2 },
        { contentOid: second, views: 1 },
      ],
    })
    const before = await server.api('/mixpanel/creator/page-views', {
      token: creator.token,
      query: { startDate: '2026-11-01', endDate: '2026-11-29' },
    })
    expect(before.json.total).toBe(0)
    const viewer = await signUp(server)
    expect(
      (await server.api('/mixpanel/creator/page-views', { token: viewer.token, query: days }))
        .status,
    ).toBe(403)
    const reversed = await server.api('/mixpanel/creator/page-views', {
      token: creator.token,
      query: { startDate: '2026-11-30', endDate: '2026-11-01' },
    })
    expect([reversed.status, reversed.json.error]).toEqual([
      400,
      'The first day is after the last day',
    ])
  })
})
