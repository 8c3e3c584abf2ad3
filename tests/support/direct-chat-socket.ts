/**
 * Direct chat sockets for HTTP tests: a node server carrying the hub's upgrade, and a client
 * that keeps every event and waits for the ones a test names.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { WebSocket } from 'ws'
import type { DirectChatHub } from '../../platform/direct-chat'
import type {
  DirectChatClientFrame,
  DirectChatEvent,
} from '../../platform/direct-chat/realtime-contract'

export async function directChatHost(hub: DirectChatHub) {
  const server: Server = createServer((_request, response) => response.writeHead(404).end())
  hub.attach(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `ws://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export interface DirectChatClient {
  events: DirectChatEvent[]
  /** Resolves when `count` events match (those already heard count). */
  wait(predicate: (event: DirectChatEvent) => boolean, count?: number): Promise<DirectChatEvent[]>
  send(frame: DirectChatClientFrame): void
  close(): Promise<void>
  closed: Promise<number>
}

/** Opens a socket and sends `resume` with the given check-points (none: a first connect). */
export async function connectDirectChat(
  base: string,
  token: string,
  checkPoints: { roomId: string; afterId: string }[] = [],
): Promise<DirectChatClient> {
  const socket = new WebSocket(`${base}/api/chat/socket?token=${encodeURIComponent(token)}`)
  const events: DirectChatEvent[] = []
  const waiters: (() => void)[] = []
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)))
  socket.on('message', (raw) => {
    events.push(JSON.parse(String(raw)) as DirectChatEvent)
    for (const waiter of [...waiters]) waiter()
  })
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve())
    socket.once('error', reject)
  })
  const client: DirectChatClient = {
    events,
    closed,
    wait: (predicate, count = 1) =>
      new Promise((resolve) => {
        const check = () => {
          const matched = events.filter(predicate)
          if (matched.length < count) return false
          resolve(matched)
          return true
        }
        if (check()) return
        const waiter = () => {
          if (check()) waiters.splice(waiters.indexOf(waiter), 1)
        }
        waiters.push(waiter)
      }),
    send: (frame) => socket.send(JSON.stringify(frame)),
    async close() {
      socket.close()
      await closed
    },
  }
  client.send({ type: 'resume', checkPoints })
  return client
}

export const messageIn = (roomId: string) => (event: DirectChatEvent) =>
  event.type === 'message' && event.message.roomId === roomId

export const texts = (events: DirectChatEvent[]) =>
  events.flatMap((event) => (event.type === 'message' ? [event.message.text] : []))
