/**
 * Direct chat across two server instances on Redis pub/sub (`REDIS_URL`): a message sent
 * through one instance reaches a socket on the other, Redis the only path between them.
 */
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestDatabase } from '../../platform/db/testing'
import { loadConfig } from '../../server/config'
import { createServerContext, type ServerContext } from '../../server/context'
import { signUp } from '../support/accounts'
import {
  connectDirectChat,
  type DirectChatClient,
  directChatHost,
  messageIn,
  texts,
} from '../support/direct-chat-socket'
import { probeRedis, TEST_REDIS_URL as REDIS_URL, skipWithout } from '../support/environment'
import { HTTP_ENGINE } from '../support/http-engine'
import { startTestServer, type TestServer } from '../support/test-server'

const redisSkipReason = await probeRedis()

describe.skipIf(skipWithout('Redis', redisSkipReason))(
  `direct chat across two server instances on Redis [${HTTP_ENGINE}]`,
  () => {
    let server: TestServer
    let second: ServerContext
    let hosts: Awaited<ReturnType<typeof directChatHost>>[] = []
    const clients: DirectChatClient[] = []

    beforeAll(async () => {
      server = await startTestServer({ engine: HTTP_ENGINE, env: { REDIS_URL }, private: true })
      const database = server.context.database as TestDatabase
      const instance =
        HTTP_ENGINE === 'postgres'
          ? await (database.openInstance as NonNullable<TestDatabase['openInstance']>)(
              'taleloom_directchat_redis_b',
            )
          : { ...database, close: async () => {} }
      second = await createServerContext(
        loadConfig({ LOG_LEVEL: 'silent', PORT: '0', REDIS_URL }),
        { database: instance, logger: pino({ level: 'silent' }), jobs: false },
      )
      hosts = [
        await directChatHost(server.context.directChat.hub),
        await directChatHost(second.directChat.hub),
      ]
    }, 120_000)
    afterAll(async () => {
      for (const client of clients) await client.close()
      for (const host of hosts) await host.close()
      await second?.close()
      await server?.close()
    })

    it('delivers a message sent through one instance to a socket on the other', async () => {
      expect([server.context.directChat.hub.bus, second.directChat.hub.bus]).toEqual([
        'redis',
        'redis',
      ])
      const [fan, friend] = [await signUp(server), await signUp(server)]
      const opened = await server.api('/chat/rooms', {
        token: fan.token,
        body: { partnerOids: [friend.oid] },
      })
      const roomId = opened.json.room.roomId as string
      const say = (text: string) =>
        server.api(`/chat/rooms/${roomId}/messages`, {
          token: fan.token,
          body: { text, clientMessageId: `redis-${text.replaceAll(' ', '-')}-${Date.now()}` },
        })
      await say('first')
      const token = (await server.api('/chat/socket-token', { token: friend.token })).json.token
      const onB = await connectDirectChat(hosts[1]?.url as string, token, [
        { roomId, afterId: '0' },
      ])
      clients.push(onB)
      await onB.wait(messageIn(roomId))
      await say('through A')
      expect(texts(await onB.wait(messageIn(roomId), 2))).toEqual(['first', 'through A'])
    })
  },
)
