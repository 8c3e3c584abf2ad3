/**
 * Live chat flood control: each sender has a budget of 5 messages at once, then one a
 * second (a token bucket, counted before the message is stored). A message over it is
 * refused to its sender alone with an error frame; nothing is stored or published. Exact
 * counts on the product's clock, moved by hand.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { movableClock } from '../../platform/accounts/testing'
import type { ServerFrame } from '../../platform/live/chat'
import { type SignedIn, seedAdmin, signUp } from '../support/accounts'
import { type ChatClient, connectChat, socketHost } from '../support/chat-socket'
import { signUpLivestreamer } from '../support/live-streamer'
import { startTestServer, type TestServer } from '../support/test-server'

const clock = movableClock(new Date('2026-07-02T20:00:00Z'))
let server: TestServer
let host: Awaited<ReturnType<typeof socketHost>>
let streamer: SignedIn
let viewer: SignedIn
const clients: ChatClient[] = []

beforeAll(async () => {
  server = await startTestServer({ clock })
  host = await socketHost(server.context.live.chat)
  const admin = await seedAdmin(server)
  streamer = await signUpLivestreamer(server, admin.token)
  viewer = await signUp(server)
})
afterAll(async () => {
  for (const client of clients) client.socket.terminate()
  await host?.close()
  await server?.close()
})

async function chatAs(user: SignedIn): Promise<ChatClient> {
  const answer = await server.api('/live/chattoken', {
    token: user.token,
    query: { creatorOid: streamer.oid, key: '' },
  })
  expect(answer.status, answer.text).toBe(200)
  const client = await connectChat(host.url, answer.json.token)
  clients.push(client)
  return client
}

const stored = async (user: SignedIn) =>
  (
    await server.context.database.db
      .selectFrom('livechat_messages')
      .select('id')
      .where('creator_oid', '=', streamer.oid)
      .where('user_oid', '=', user.oid)
      .execute()
  ).length

/**
 * Sends `count` messages at once, then a ping: one sender's frames are handled in order, so
 * by the pong every message has been stored or refused. Answers the refusals.
 */
async function burst(client: ChatClient, count: number, label: string) {
  const start = client.frames.length
  for (let index = 0; index < count; index += 1) client.send(`${label} ${index}`)
  client.socket.send(JSON.stringify({ kind: 'ping' }))
  await client.next(
    (frame) => (frame as { kind: string }).kind === 'pong' && client.frames.indexOf(frame) >= start,
  )
  return client.frames
    .slice(start)
    .filter((frame): frame is Extract<ServerFrame, { kind: 'error' }> => frame.kind === 'error')
}

describe('live chat flood control', () => {
  it('stores a burst of 5, then one message a second; the rest are refused to the sender', async () => {
    const client = await chatAs(viewer)

    const first = await burst(client, 20, 'first')
    expect(await stored(viewer)).toBe(5)
    expect(first).toHaveLength(15)
    expect(first[0]).toEqual({
      kind: 'error',
      code: 'LIVECHAT_TOO_FAST',
      message: 'You are sending messages too fast. Wait a moment and try again.',
      until: new Date(clock.now().getTime() + 1_000).toISOString(),
    })

    clock.advance(1_000)
    expect(await burst(client, 3, 'second')).toHaveLength(2)
    expect(await stored(viewer)).toBe(6)

    clock.advance(10_000)
    expect(await burst(client, 8, 'third')).toHaveLength(3)
    expect(await stored(viewer)).toBe(11)
  })

  it('keeps one budget per sender: another viewer chats meanwhile', async () => {
    const flooder = await chatAs(await signUp(server))
    const other = await signUp(server)
    const calm = await chatAs(other)
    expect(await burst(flooder, 10, 'flood')).toHaveLength(5)
    expect(await burst(calm, 2, 'calm')).toEqual([])
    expect(await stored(other)).toBe(2)
  })
})
