/**
 * The chat stream contract (`platform/chat/contract.ts`) against the real server: the
 * events of played, rerolled, resumed and failed turns all parse into the union. Every
 * other HTTP test that reads a stream checks the same through `readSse`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ChatEvent } from '../../platform/chat/contract'
import { CHAT_EVENTS } from '../../web/stream'
import { signUp } from '../support/accounts'
import { parseChatEvent } from '../support/chat-contract'
import { type FakeUpstream, startFakeUpstream } from '../support/fake-upstream'
import { readSse, type SseEvent } from '../support/sse'
import { type ChatWorld, startChatWorld } from './reliability/chat-kit'

let world: ChatWorld
let upstream: FakeUpstream

beforeAll(async () => {
  upstream = await startFakeUpstream({ kind: 'rate-limited' })
  world = await startChatWorld({
    env: { TALELOOM_OFFLINE_DELAY_MS: '0', OPENAI_COMPATIBLE_BASE_URL: upstream.openaiBaseURL },
  })
}, 120_000)

afterAll(async () => {
  await world?.server.close()
  await upstream?.close()
})

describe('the chat stream contract', () => {
  it('holds for every event of played, rerolled, resumed and failed turns', async () => {
    const player = await signUp(world.server)
    await world.server.context.wallet.service.grant({
      key: `contract-${player.oid}`,
      userOid: player.oid,
      kind: 'credits',
      amount: 1_000,
    })
    const room = await world.newRoom({ token: player.token })
    const call = (path: string, body?: unknown, headers: Record<string, string> = {}) =>
      fetch(`${world.server.url}/api/story-chat/chat-room/${room}/${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${player.token}`,
          ...headers,
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      })
    const seen: ChatEvent[] = []
    const play = async (response: Response) => {
      expect(response.status, response.status === 200 ? '' : await response.text()).toBe(200)
      const events = (await readSse(response)).map(parseChatEvent)
      seen.push(...events)
      return events
    }

    const first = await play(await call('message', { message: 'I climb to the lamp room.' }))
    const second = await play(await call('message', { message: 'I look at the photograph.' }))
    const start = first[0]
    expect(start?.type).toBe('message-start')
    const secondStart = second[0]
    if (secondStart?.type !== 'message-start') throw new Error('The turn did not start.')
    await play(await call('reroll', { messageId: secondStart.data.messageId }))
    await play(await call('stream', undefined, { 'last-event-id': start?.id ?? '' }))
    upstream.behaviour = { kind: 'rate-limited' }
    const failed = await play(await call('message', { message: 'The storm.', model: 'local' }))
    expect(failed.at(-1)?.type).toBe('error')

    const kinds = new Set(seen.map((event) => event.type))
    expect(CHAT_EVENTS.filter((name) => !kinds.has(name))).toEqual([])
  }, 60_000)

  it('refuses an event off the contract: a missing field, an undeclared one, a bad id', () => {
    const event = (data: unknown, id = `${'a'.repeat(24)}:3`): SseEvent => ({
      event: 'message-end',
      id,
      data: JSON.stringify(data),
      retry: null,
    })
    const end = { messageId: 'a'.repeat(24), text: 'Done.', creditsCharged: 4, turnIndex: 2 }
    expect(parseChatEvent(event(end))).toEqual({
      type: 'message-end',
      id: `${'a'.repeat(24)}:3`,
      data: end,
    })
    const { creditsCharged: _, ...missing } = end
    expect(() => parseChatEvent(event(missing))).toThrow(/off the contract/)
    expect(() => parseChatEvent(event({ ...end, paidWith: 'hold' }))).toThrow(/off the contract/)
    expect(() => parseChatEvent(event(end, '3'))).toThrow(/<messageOid>:<seq>/)
    expect(() => parseChatEvent({ ...event(end), event: 'text-end' })).toThrow(/Not a chat event/)
  })
})
