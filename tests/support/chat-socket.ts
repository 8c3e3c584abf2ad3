/**
 * Live chat sockets for HTTP tests: a node server carrying a hub's upgrade, and a client
 * that keeps every frame and waits for the one a test names.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { WebSocket } from 'ws'
import type { ChatHub, ServerFrame } from '../../platform/live/chat'

/** A socket listener for a hub: the hub only needs upgrade events of some node server. */
export async function socketHost(livechat: { hub: ChatHub }) {
  const server: Server = createServer((_request, response) => response.writeHead(404).end())
  livechat.hub.attach(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `ws://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export interface ChatClient {
  frames: ServerFrame[]
  next(predicate: (frame: ServerFrame) => boolean): Promise<ServerFrame>
  send(content: string, isHiddenName?: boolean): void
  closed: Promise<number>
  socket: WebSocket
}

/** Opens a chat socket; resolves at its first welcome or disconnect frame. */
export function connectChat(base: string, token: string, lastId?: string): Promise<ChatClient> {
  const query = new URLSearchParams({ token, ...(lastId ? { lastId } : {}) })
  const socket = new WebSocket(`${base}/api/live/chat?${query}`)
  const frames: ServerFrame[] = []
  const waiters: { predicate: (f: ServerFrame) => boolean; resolve: (f: ServerFrame) => void }[] =
    []
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)))
  return new Promise((resolve) => {
    const client: ChatClient = {
      frames,
      socket,
      closed,
      next: (predicate) =>
        new Promise((done) => {
          const seen = frames.find(predicate)
          if (seen) return done(seen)
          waiters.push({ predicate, resolve: done })
        }),
      send: (content, isHiddenName) =>
        socket.send(JSON.stringify({ kind: 'send', content, isHiddenName })),
    }
    socket.on('message', (raw) => {
      const frame = JSON.parse(String(raw)) as ServerFrame
      frames.push(frame)
      for (const waiter of [...waiters]) {
        if (!waiter.predicate(frame)) continue
        waiters.splice(waiters.indexOf(waiter), 1)
        waiter.resolve(frame)
      }
      if (frame.kind === 'welcome' || frame.kind === 'disconnect') resolve(client)
    })
  })
}

export const messageWith = (text: string) => (frame: ServerFrame) =>
  frame.kind === 'message' && frame.content === text
