/**
 * Scenarios over HTTP and the rooms' WebSocket: a creator saves and publishes through the
 * API (a stale version refused), a reader plays and resumes, and two readers in one
 * multiplay room hear every change on the room's socket and move on once by their votes; a
 * room its members left is closed by the sweep, its socket told, and its calls answer 404.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { threePageScenario } from '../../platform/content/scenarios/testing'
import { grantRoles, type SignedIn, seedAdmin, signUp } from '../support/accounts'
import { startTestServer, type TestServer } from '../support/test-server'

const THUMB = `/api/story-chat/asset/${'c'.repeat(64)}`

describe('scenarios over HTTP and the rooms’ socket', () => {
  let server: TestServer
  let creator: SignedIn
  let readers: SignedIn[]
  let host: Server
  let socketBase = ''
  let scenarioOid = ''

  beforeAll(async () => {
    server = await startTestServer()
    const admin = await seedAdmin(server)
    creator = await signUp(server)
    readers = [await signUp(server), await signUp(server)]
    await grantRoles(server, admin.token, creator.oid, ['creator'])
    host = createServer((_request, response) => response.writeHead(404).end())
    server.context.content.scenarioRooms.attach(host)
    await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve))
    socketBase = `ws://127.0.0.1:${(host.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    await new Promise<void>((resolve) => host?.close(() => resolve()))
    await server?.close()
  })

  it('saves against a version, refuses a stale one, and publishes', async () => {
    const made = await server.api('/content/scenario', {
      token: creator.token,
      body: { metaData: { title: 'The fork', thumbnail: THUMB } },
    })
    scenarioOid = made.json.contentOid
    const path = `/content/scenario/${scenarioOid}/document`
    const saved = await server.api(path, {
      token: creator.token,
      body: { document: threePageScenario(), version: 0 },
    })
    expect(saved.json).toMatchObject({ version: 1, problems: [] })
    const stale = await server.api(path, {
      token: creator.token,
      body: { document: threePageScenario(), version: 0 },
    })
    expect(stale.status).toBe(409)
    expect(stale.json).toMatchObject({
      code: 'SCENARIO_VERSION_CONFLICT',
      error: 'Scenario version conflict',
    })
    const foreign = await server.api(path, { token: readers[0]!.token })
    expect(foreign.status).toBe(404)
    const bad = await server.api(path, {
      token: creator.token,
      body: { document: { schemaVersion: 1, start: null, pages: [{ id: '../x' }] }, version: 1 },
    })
    expect(bad.status).toBe(400)
    const published = await server.api(`/content/scenario/${scenarioOid}/publish`, {
      token: creator.token,
      body: { version: 1 },
    })
    expect(published.json).toMatchObject({ status: 'published', publishedVersion: 1 })
  })

  it('plays, resumes, and steps once under a doubled click', async () => {
    const token = readers[0]!.token
    const start = await server.api(`/content/scenario/${scenarioOid}/play`, { token })
    expect(start.json.page).toMatchObject({
      id: 'start',
      options: [{ id: 'go-left' }, { id: 'go-right' }],
    })
    const body = { pageId: 'start', optionId: 'go-left' }
    const both = await Promise.all(
      [1, 2].map(() => server.api(`/content/scenario/${scenarioOid}/choose`, { token, body })),
    )
    expect(both.map((answer) => answer.status).sort()).toEqual([200, 409])
    const resumed = await server.api(`/content/scenario/${scenarioOid}/play`, { token })
    expect(resumed.json.progress).toMatchObject({ pageId: 'left', path: ['start', 'left'] })
  })

  it('tells the room’s sockets of each change and moves both members on once', async () => {
    const [a, b] = readers as [SignedIn, SignedIn]
    const room = (
      await server.api(`/content/scenario/${scenarioOid}/rooms`, { method: 'POST', token: a.token })
    ).json
    await server.api(`/content/scenario-rooms/${room.roomOid}/join`, {
      method: 'POST',
      token: b.token,
    })
    const socket = new WebSocket(
      `${socketBase}/api/content/scenario-rooms/socket?room=${room.roomOid}`,
    )
    const frames: Array<{ revision: number }> = []
    socket.on('message', (data) => frames.push(JSON.parse(String(data))))
    await new Promise((resolve) => socket.once('open', resolve))
    const vote = (token: string, optionId: string) =>
      server.api(`/content/scenario-rooms/${room.roomOid}/vote`, {
        token,
        body: { optionId, round: 1 },
      })
    expect((await vote(a.token, 'go-right')).json).toMatchObject({
      round: 1,
      tally: { 'go-right': 1 },
    })
    await expect.poll(() => frames.length).toBeGreaterThanOrEqual(1)
    const moved = await vote(b.token, 'go-right')
    expect(moved.json).toMatchObject({ round: 2, page: { id: 'right' }, path: ['start', 'right'] })
    await expect.poll(() => frames.at(-1)?.revision).toBeGreaterThan(frames[0]!.revision)
    const late = await vote(a.token, 'go-left')
    expect(late.json.code).toBe('SCENARIO_STALE_CHOICE')
    socket.close()
  })

  it('closes a room its members left: a closing frame, then 404 to every call', async () => {
    const [a, b] = readers as [SignedIn, SignedIn]
    const room = (
      await server.api(`/content/scenario/${scenarioOid}/rooms`, { method: 'POST', token: a.token })
    ).json
    const path = `/content/scenario-rooms/${room.roomOid}`
    await server.api(`${path}/join`, { method: 'POST', token: b.token })
    const socket = new WebSocket(
      `${socketBase}/api/content/scenario-rooms/socket?room=${room.roomOid}`,
    )
    const frames: Array<{ type: string }> = []
    socket.on('message', (data) => frames.push(JSON.parse(String(data))))
    const closing = new Promise<{ code: number; reason: string }>((resolve) =>
      socket.once('close', (code, reason) => resolve({ code, reason: String(reason) })),
    )
    await new Promise((resolve) => socket.once('open', resolve))
    for (const member of [a, b])
      await server.api(`${path}/leave`, { method: 'POST', token: member.token })
    await expect.poll(() => frames.length).toBe(2)
    // The sweep with no wait for empty rooms (the product's job waits 30 minutes).
    const swept = await server.context.content.service.scenarios.sweepRooms({
      emptyMs: 0,
      ageMs: 24 * 60 * 60_000,
    })
    expect(swept.closed).toContain(room.roomOid)
    expect(await closing).toEqual({ code: 4004, reason: 'roomClosed' })
    expect(frames.map((frame) => frame.type)).toEqual(['room', 'room', 'closed'])
    for (const [method, call] of [
      ['GET', ''],
      ['POST', '/join'],
      ['POST', '/leave'],
    ] as const) {
      const answer = await server.api(`${path}${call}`, { method, token: a.token })
      expect(answer.status).toBe(404)
      expect(answer.json.code).toBe('SCENARIO_ROOM_NOT_FOUND')
    }
    const vote = await server.api(`${path}/vote`, {
      token: a.token,
      body: { optionId: 'go-left', round: 1 },
    })
    expect([vote.status, vote.json.code]).toEqual([404, 'SCENARIO_ROOM_NOT_FOUND'])
  })
})
