/**
 * Live chat's sender tier fields and emoticons over the socket, on both engines, with real
 * subscriptions (the sandbox checkout) and real emoticon groups: the welcome carries the
 * viewer's use level, the usable groups and the full set; a message lists only the
 * emoticons its sender may use; saving groups publishes updatedEmoticonData; a new
 * subscription publishes updatedUserData and the subscriber's next message shows the tier.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { solidPng } from '../../platform/assets/testing'
import type {
  LiveChatMessage,
  LivechatArea,
  ServerFrame,
  WelcomeFrame,
} from '../../platform/live/chat'
import { grantRoles, type SignedIn, seedAdmin, signUp } from '../support/accounts'
import { describeOnEngine } from '../support/http-engine'
import { startTestServer, type TestServer } from '../support/test-server'

async function socketHost(livechat: Pick<LivechatArea, 'hub'>) {
  const server: Server = createServer((_request, response) => response.writeHead(404).end())
  livechat.hub.attach(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { server, url: `ws://127.0.0.1:${(server.address() as AddressInfo).port}` }
}

interface Client {
  welcome: WelcomeFrame
  frames: ServerFrame[]
  next(predicate: (frame: ServerFrame) => boolean): Promise<ServerFrame>
  send(content: string): void
  socket: WebSocket
}

function connect(base: string, token: string): Promise<Client> {
  const socket = new WebSocket(`${base}/api/live/chat?${new URLSearchParams({ token })}`)
  const frames: ServerFrame[] = []
  const waiters: { predicate: (f: ServerFrame) => boolean; resolve: (f: ServerFrame) => void }[] =
    []
  return new Promise((resolve) => {
    socket.on('message', (raw) => {
      const frame = JSON.parse(String(raw)) as ServerFrame
      frames.push(frame)
      for (const waiter of [...waiters]) {
        if (!waiter.predicate(frame)) continue
        waiters.splice(waiters.indexOf(waiter), 1)
        waiter.resolve(frame)
      }
      if (frame.kind === 'welcome') resolve({ ...client, welcome: frame })
    })
    const client = {
      frames,
      socket,
      next: (predicate: (frame: ServerFrame) => boolean) =>
        new Promise<ServerFrame>((done) => {
          const seen = frames.find(predicate)
          if (seen) return done(seen)
          waiters.push({ predicate, resolve: done })
        }),
      send: (content: string) => socket.send(JSON.stringify({ kind: 'send', content })),
    }
  })
}

const messageWith = (text: string) => (f: ServerFrame) => f.kind === 'message' && f.content === text
const groupNames = (groups: { name: string }[]) => groups.map((group) => group.name)

describeOnEngine('live chat sender tiers and emoticons', (engine) => {
  let server: TestServer
  let host: Awaited<ReturnType<typeof socketHost>>
  let streamer: SignedIn
  let fan: SignedIn
  let newcomer: SignedIn
  let gold = ''
  let iconUrl = ''
  let groups: Record<string, unknown>[] = []
  let now = new Date('2026-11-10T12:00:00.000Z')
  const open = async (user: SignedIn | null) => {
    const answer = await server.api('/live/chattoken', {
      query: { creatorOid: streamer.oid, key: '' },
      token: user?.token ?? null,
    })
    expect(answer.status, answer.text).toBe(200)
    return connect(host.url, answer.json.token as string)
  }
  /** A paid subscription through the sandbox checkout, as a viewer buys one. */
  const subscribe = async (user: SignedIn, tierHash: string) => {
    const started = await server.api('/payment/subscription/ready', {
      token: user.token,
      body: { creatorOid: streamer.oid, tierHash, currency: 'USD', agreeTerms: true },
    })
    expect(started.status, started.text).toBe(200)
    const approve = String(started.json.redirectUrl).replace(
      `/${started.json.paymentOid}?`,
      `/${started.json.paymentOid}/approve?`,
    )
    await fetch(`${server.url}${approve}`, { method: 'POST', redirect: 'manual' })
    const confirmed = await server.api('/payment/subscription/confirm', {
      token: user.token,
      body: { paymentOid: started.json.paymentOid },
    })
    expect(confirmed.json.status, confirmed.text).toBe('paid')
  }

  beforeAll(async () => {
    server = await startTestServer({
      engine,
      clock: { now: () => new Date(now) },
      env: { TALELOOM_SESSION_DAYS: '365' },
    })
    host = await socketHost(server.context.live.chat)
    const admin = await seedAdmin(server)
    streamer = await signUp(server)
    fan = await signUp(server)
    newcomer = await signUp(server)
    await grantRoles(server, admin.token, streamer.oid, ['livestreamer'])
    const registered = await server.api('/account/creator/register', {
      token: streamer.token,
      body: { agreeTerms: true, agreeFeeTerms: true },
    })
    expect(registered.status, registered.text).toBe(200)
    const icon = await server.api('/story-chat/asset', {
      token: admin.token,
      query: { purpose: 'image' },
      rawBody: { bytes: solidPng(64, 64, [200, 160, 40]), contentType: 'image/png' },
    })
    expect(icon.status, icon.text).toBe(201)
    iconUrl = icon.json.url
    let tiers: { tierHash: string; name: string }[] = []
    for (const tier of [
      { name: 'Gold', price: 50, price_usd: 4.99, price_jpy: 500, price_krw: 5000, icon: iconUrl },
      { name: 'Diamond', price: 100, price_usd: 9.99, price_jpy: 1000, price_krw: 10000 },
    ]) {
      const pushed = await server.api('/account/modify/subscription_tiers', {
        token: streamer.token,
        body: { mode: 'push', tier },
      })
      expect(pushed.status, pushed.text).toBe(200)
      tiers = pushed.json.tiers
    }
    gold = tiers.find((tier) => tier.name === 'Gold')?.tierHash as string
    const diamond = tiers.find((tier) => tier.name === 'Diamond')?.tierHash as string
    const upload = async (name: string, color: [number, number, number]) => {
      const saved = await server.api('/emoticon/upload', {
        token: streamer.token,
        query: { creatorOid: streamer.oid, name },
        rawBody: { bytes: solidPng(56, 56, color), contentType: 'image/png' },
      })
      expect(saved.status, saved.text).toBe(201)
      return saved.json.emoticon._id as string
    }
    groups = [
      { name: 'Everyone', type: 'free', emoticons: [{ _id: await upload('wave', [0, 200, 0]) }] },
      {
        name: 'Gold club',
        type: 'tier',
        tierHash: gold,
        emoticons: [{ _id: await upload('shine', [220, 180, 0]) }],
      },
      {
        name: 'Diamond club',
        type: 'tier',
        tierHash: diamond,
        emoticons: [{ _id: await upload('gem', [0, 120, 220]), size: 40 }],
      },
    ]
    const saved = await server.api('/emoticon/groups', {
      token: streamer.token,
      body: { creatorOid: streamer.oid, emoticonGroups: groups },
    })
    expect(saved.status, saved.text).toBe(200)
    await subscribe(fan, gold)
  }, 180_000)
  afterAll(async () => {
    host?.server.close()
    await server?.close()
  })

  it('the welcome carries the use level, the usable groups and the full set', async () => {
    const [fanChat, newcomerChat, streamerChat, guestChat] = await Promise.all([
      open(fan),
      open(newcomer),
      open(streamer),
      open(null),
    ])
    const everyGroup = ['Everyone', 'Gold club', 'Diamond club']
    expect(fanChat.welcome.useLevel).toBe(1)
    expect(groupNames(fanChat.welcome.usableEmoticonGroups)).toEqual(['Everyone', 'Gold club'])
    expect(groupNames(fanChat.welcome.emoticonGroups)).toEqual(everyGroup)
    expect(newcomerChat.welcome.useLevel).toBe(0)
    expect(groupNames(newcomerChat.welcome.usableEmoticonGroups)).toEqual(['Everyone'])
    expect(streamerChat.welcome.useLevel).toBeGreaterThan(3)
    expect(groupNames(streamerChat.welcome.usableEmoticonGroups)).toEqual(everyGroup)
    expect(guestChat.welcome.usableEmoticonGroups).toEqual([])
    expect(groupNames(guestChat.welcome.emoticonGroups)).toEqual(everyGroup)
    const gem = guestChat.welcome.emoticonGroups[2]?.emoticons[0]
    expect(gem).toMatchObject({ name: 'gem', size: 40 })
    expect(gem?.url).toMatch(/^\/api\/emoticon\/image\//)
    expect(fanChat.welcome.emoticonGroups[0]?.emoticons[0]?.size).toBe(28)
    for (const chat of [fanChat, newcomerChat, streamerChat, guestChat]) chat.socket.close()
  })

  it("a message shows the sender's tier and months, and draws only the emoticons they may use", async () => {
    const watcher = await open(null)
    const fanChat = await open(fan)
    fanChat.send(':wave: :shine: :gem: :nope: hi')
    const sent = (await watcher.next(
      messageWith(':wave: :shine: :gem: :nope: hi'),
    )) as LiveChatMessage
    expect(sent.sender).toMatchObject({
      userOid: fan.oid,
      tierHash: gold,
      tierName: 'Gold',
      tierPhoto: iconUrl,
      subscriptionMonths: 1,
      isCreator: false,
    })
    // The server decides: the Diamond emoticon stays text for a Gold subscriber.
    expect(sent.emoticons?.map((emoticon) => emoticon.name)).toEqual(['wave', 'shine'])
    const newcomerChat = await open(newcomer)
    newcomerChat.send('plain :shine:')
    const plain = (await watcher.next(messageWith('plain :shine:'))) as LiveChatMessage
    expect(plain.emoticons).toEqual([])
    expect(plain.sender).toMatchObject({ tierName: null, tierPhoto: null, subscriptionMonths: 0 })
    const streamerChat = await open(streamer)
    streamerChat.send(':gem:')
    const own = (await watcher.next(messageWith(':gem:'))) as LiveChatMessage
    expect(own.emoticons?.map((emoticon) => emoticon.name)).toEqual(['gem'])
    expect(own.sender.isCreator).toBe(true)
    // History keeps what each message could draw.
    const history = await server.api('/live/chat/history', { query: { creatorOid: streamer.oid } })
    expect(history.status, history.text).toBe(200)
    const stored = (history.json.messages as LiveChatMessage[]).find(
      (message) => message.id === sent.id,
    )
    expect(stored?.emoticons?.map((emoticon) => emoticon.name)).toEqual(['wave', 'shine'])
    for (const chat of [watcher, fanChat, newcomerChat, streamerChat]) chat.socket.close()
  })

  it('saving groups publishes updatedEmoticonData; a new subscription publishes updatedUserData and refreshes the sender', async () => {
    const watcher = await open(null)
    const newcomerChat = await open(newcomer)
    const saved = await server.api('/emoticon/groups', {
      token: streamer.token,
      body: { creatorOid: streamer.oid, emoticonGroups: groups.slice(0, 2) },
    })
    expect(saved.status, saved.text).toBe(200)
    const changed = await watcher.next(
      (frame) => frame.kind === 'event' && frame.eventName === 'updatedEmoticonData',
    )
    expect(changed).toMatchObject({ data: { creatorOid: streamer.oid } })
    const reopened = await open(null)
    expect(groupNames(reopened.welcome.emoticonGroups)).toEqual(['Everyone', 'Gold club'])

    // The same connection: its cached sender is re-read after the event.
    newcomerChat.send('before :shine:')
    const before = (await watcher.next(messageWith('before :shine:'))) as LiveChatMessage
    expect(before.sender.tierName).toBeNull()
    await subscribe(newcomer, gold)
    const updated = await watcher.next(
      (frame) => frame.kind === 'event' && frame.eventName === 'updatedUserData',
    )
    expect(updated).toMatchObject({ data: { userOid: newcomer.oid } })
    newcomerChat.send('after :shine:')
    const after = (await watcher.next(messageWith('after :shine:'))) as LiveChatMessage
    expect(after.sender).toMatchObject({ tierName: 'Gold', subscriptionMonths: 1 })
    expect(after.emoticons?.map((emoticon) => emoticon.name)).toEqual(['shine'])

    // A renewal on the 1st: a new connection counts the second month.
    now = new Date('2026-12-01T00:00:10.000Z')
    expect(await server.context.billing.scheduler.runOnce()).toMatchObject({ paid: 2 })
    now = new Date('2026-12-02T09:00:00.000Z')
    const fanChat = await open(fan)
    fanChat.send('second month')
    const second = (await watcher.next(messageWith('second month'))) as LiveChatMessage
    expect(second.sender.subscriptionMonths).toBe(2)
    for (const chat of [watcher, newcomerChat, reopened, fanChat]) chat.socket.close()
  })
})
