/**
 * The fan-out through Redis pub/sub (`REDIS_URL`): one connection publishes, a second one
 * subscribes (a subscribed Redis connection takes no other commands). After a lost
 * connection the client connects again and subscribes again by itself. Publishes wait in
 * the client's queue while it is away; envelopes others published while this instance was
 * not subscribed are not replayed (as with NOTIFY): clients read them on their next resume.
 */
import { createClient } from '@redis/client'
import type { Logger } from 'pino'
import { type Bus, decodeEnvelope, encodeEnvelope } from './bus'

const CONNECT_TIMEOUT_MS = 5_000

/** The URL without its password, for messages and logs. */
export function redactRedisUrl(url: string) {
  try {
    const parsed = new URL(url)
    if (parsed.password) parsed.password = '***'
    return parsed.toString()
  } catch {
    return 'an unreadable URL'
  }
}

export async function createRedisBus<Frame>(deps: {
  url: string
  logger: Logger
  /** Pub/sub ignores Redis's database numbers: a `taleloom:` prefix keeps the product's apart. */
  channel: string
  label: string
}): Promise<Bus<Frame>> {
  const { channel, label } = deps
  const where = redactRedisUrl(deps.url)
  let connected = false
  const options = {
    url: deps.url,
    socket: {
      connectTimeout: CONNECT_TIMEOUT_MS,
      // Before the first connection, give up (the server refuses to start); after it, retry.
      reconnectStrategy: (retries: number, cause: Error) =>
        connected ? Math.min(100 * 2 ** retries, 5_000) : cause,
    },
  }
  const publisher = createClient(options)
  const subscriber = publisher.duplicate()
  for (const client of [publisher, subscriber])
    client.on('error', (error: Error) => {
      if (connected) deps.logger.warn({ err: error }, `${label}: Redis at ${where}`)
    })
  try {
    await Promise.all([publisher.connect(), subscriber.connect()])
  } catch (error) {
    for (const client of [publisher, subscriber]) if (client.isOpen) client.destroy()
    throw new Error(
      `REDIS_URL is set but no Redis answered at ${where} (${(error as Error).message}); unset REDIS_URL to fan ${label} out through the database`,
      { cause: error },
    )
  }
  connected = true
  return {
    kind: 'redis',
    async publish(envelope) {
      await publisher.publish(channel, encodeEnvelope(envelope))
    },
    async subscribe(handler) {
      await subscriber.subscribe(channel, (payload: string) => {
        const envelope = decodeEnvelope<Frame>(payload, deps.logger, label)
        if (envelope) handler(envelope)
      })
    },
    async close() {
      connected = false
      await Promise.allSettled([subscriber.close(), publisher.close()])
    },
  }
}
