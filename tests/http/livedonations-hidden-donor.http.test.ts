/**
 * A donor who hides their name stays unnamed wherever viewers or the overlay see the
 * donation: the `donation` and `mission` live chat events (over a real WebSocket, with the
 * overlay's own chat token), the overlay's replay list, the ranking and the mission read
 * carry no nickname, user id or identity; the history is the streamer's alone. On both engines.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import type { LivechatArea, ServerFrame } from '../../platform/live/chat'
import { manualClock } from '../../platform/wallet/testing'
import { grantRoles, type SignedIn, seedAdmin, signUp } from '../support/accounts'
import { describeOnEngine } from '../support/http-engine'
import { startTestServer, type TestServer } from '../support/test-server'

/** A socket listener for the live chat hub, as the product's HTTP server attaches it. */
async function socketHost(livechat: Pick<LivechatArea, 'hub'>) {
  const server: Server = createServer((_request, response) => response.writeHead(404).end())
  livechat.hub.attach(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { server, url: `ws://127.0.0.1:${(server.address() as AddressInfo).port}` }
}

type EventFrame = Extract<ServerFrame, { kind: 'event' }>

/** A chat socket collecting its event frames; `next` waits for one matching. */
function watch(base: string, token: string) {
  const socket = new WebSocket(`${base}/api/live/chat?${new URLSearchParams({ token })}`)
  const events: EventFrame[] = []
  const waiters: { test: (frame: EventFrame) => boolean; done: (frame: EventFrame) => void }[] = []
  const ready = new Promise<void>((resolve) => {
    socket.on('message', (raw) => {
      const frame = JSON.parse(String(raw)) as ServerFrame
      if (frame.kind === 'welcome') resolve()
      if (frame.kind !== 'event') return
      events.push(frame)
      for (const waiter of [...waiters])
        if (waiter.test(frame)) {
          waiters.splice(waiters.indexOf(waiter), 1)
          waiter.done(frame)
        }
    })
  })
  const next = (test: (frame: EventFrame) => boolean) =>
    new Promise<EventFrame>((done) => {
      const seen = events.find(test)
      if (seen) return done(seen)
      waiters.push({ test, done })
    })
  return { socket, ready, next }
}

describeOnEngine('a hidden donor', (engine) => {
  let server: TestServer
  let host: Awaited<ReturnType<typeof socketHost>>
  let streamer: SignedIn
  let donor: SignedIn
  let other: SignedIn
  const clock = manualClock('2026-11-26T10:00:00Z')

  beforeAll(async () => {
    server = await startTestServer({ engine, clock })
    host = await socketHost(server.context.live.chat)
    const admin = await seedAdmin(server)
    ;[streamer, donor, other] = [await signUp(server), await signUp(server), await signUp(server)]
    await grantRoles(server, admin.token, streamer.oid, ['creator', 'livestreamer'])
    await server.context.wallet.service.grant({
      key: `hidden-donor-coins-${donor.oid}`,
      userOid: donor.oid,
      kind: 'coins',
      amount: 1000,
    })
    const options = await server.api('/live/donation/options', {
      token: streamer.token,
      body: { creatorOid: streamer.oid, donationOptions: { useMissionDonation: true } },
    })
    expect(options.status, options.text).toBe(200)
  }, 120_000)
  afterAll(async () => {
    host?.server.close()
    await server?.close()
  })

  /** Nothing in a value names the donor: neither their id nor their nickname. */
  const expectUnnamed = (value: unknown) => {
    const text = JSON.stringify(value)
    expect(text).not.toContain(donor.oid)
    expect(text).not.toContain(donor.nickname)
  }

  const overlaySession = async () => {
    const url = await server.api('/live/overlay/url', {
      token: streamer.token,
      body: { creatorOid: streamer.oid },
    })
    expect(url.status, url.text).toBe(200)
    const query = new URL(url.json.url, 'http://overlay.test').searchParams
    const session = await server.api('/live/overlay/session', {
      query: { creatorOid: streamer.oid, sig: query.get('sig') ?? '', exp: query.get('exp') ?? '' },
    })
    expect(session.status, session.text).toBe(200)
    return session.json
  }

  const donate = (key: string, coin: number, isHiddenName: boolean) =>
    server.api('/live/donation', {
      token: donor.token,
      body: {
        creatorOid: streamer.oid,
        donationData: { coin, content: `from ${key}`, donationType: 'text' },
        key,
        isHiddenName,
      },
    })

  it('names nobody in the donation event, the overlay replays, the ranking or the history', async () => {
    const overlay = watch(host.url, (await overlaySession()).chatToken.token)
    await overlay.ready
    const hidden = await donate('hidden-1', 30, true)
    expect(hidden.status, hidden.text).toBe(200)
    const shown = await donate('shown-1', 20, false)
    expect(shown.status, shown.text).toBe(200)

    const hiddenEvent = await overlay.next(
      (frame) => frame.eventName === 'donation' && frame.data.oid === hidden.json.oid,
    )
    expect(hiddenEvent.data).toMatchObject({ isHiddenName: true, nickname: null, userOid: '' })
    expectUnnamed(hiddenEvent)
    // The same donor unhidden is named, so the hidden one was hidden on purpose.
    const shownEvent = await overlay.next(
      (frame) => frame.eventName === 'donation' && frame.data.oid === shown.json.oid,
    )
    expect(shownEvent.data).toMatchObject({ nickname: donor.nickname, userOid: donor.oid })
    overlay.socket.close()

    const replays = (await overlaySession()).donations as Record<string, unknown>[]
    const hiddenReplay = replays.find((donation) => donation.oid === hidden.json.oid)
    expect(hiddenReplay).toMatchObject({ isHiddenName: true, userOid: '' })
    expect(hiddenReplay?.nickname ?? null).toBeNull()
    expectUnnamed(hiddenReplay)

    for (const token of [null, other.token, donor.token]) {
      const ranking = await server.api('/live/donation/ranking', {
        token,
        query: { creatorOid: streamer.oid },
      })
      expect(ranking.status, ranking.text).toBe(200)
      const unnamed = (ranking.json.ranking as Record<string, unknown>[]).filter(
        (row) => row.isHiddenName,
      )
      expect(unnamed).toEqual([{ rank: 1, userOid: '', isHiddenName: true, coin: 30 }])
      expect(unnamed[0]?.nickname ?? null).toBeNull()
      expectUnnamed(unnamed)
    }

    // The history is the streamer's: anyone else is refused, the donor included.
    for (const token of [other.token, donor.token]) {
      const list = await server.api('/live/donations', {
        token,
        query: { creatorOid: streamer.oid },
      })
      expect(list.status, list.text).toBe(403)
      expectUnnamed(list.json)
    }
    const own = await server.api('/live/donations', {
      token: streamer.token,
      query: { creatorOid: streamer.oid },
    })
    expect(own.status, own.text).toBe(200)
    const ownHidden = (own.json.donations as Record<string, unknown>[]).find(
      (donation) => donation.oid === hidden.json.oid,
    )
    expect(ownHidden).toMatchObject({ isHiddenName: true, userOid: '', coin: 30 })
    expectUnnamed(ownHidden)
  })

  it('names nobody in a hidden mission, its event or its reads', async () => {
    const overlay = watch(host.url, (await overlaySession()).chatToken.token)
    await overlay.ready
    const mission = await server.api('/live/donation/mission', {
      token: donor.token,
      body: {
        creatorOid: streamer.oid,
        missionData: { task: 'Sing', timeLimit: 600, coin: 100 },
        key: 'hidden-mission',
        isHiddenName: true,
      },
    })
    expect(mission.status, mission.text).toBe(200)
    const event = await overlay.next(
      (frame) => frame.eventName === 'mission' && frame.data.oid === mission.json.oid,
    )
    expect(event.data).toMatchObject({ isHiddenName: true, userId: '' })
    expectUnnamed(event)
    overlay.socket.close()
    const read = await server.api('/live/donation/mission', {
      token: other.token,
      query: { missionOid: mission.json.oid },
    })
    expect(read.status, read.text).toBe(200)
    expectUnnamed(read.json)
    const active = await server.api('/live/donation/missions/active', {
      token: other.token,
      query: { creatorOid: streamer.oid },
    })
    expect(active.status, active.text).toBe(200)
    expectUnnamed(active.json)
  })
})
