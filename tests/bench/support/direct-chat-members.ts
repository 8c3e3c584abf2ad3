/**
 * Direct chat members in their own process (the bench's "browsers"): opens one WebSocket per
 * URL (each member's own token), sends each the `resume` frame it is given, and counts the
 * frames whose text carries `t=<epoch ms>`, reporting delivery latencies (receive time − the
 * sender's stamp; one machine, one clock) and the span from the first delivery to the last.
 * A socket is ready at its first frame (the resume's replay, or a bare server's hello).
 */
import { WebSocket } from 'ws'

type Command =
  | { kind: 'connect'; urls: string[]; resume: string }
  | { kind: 'expect'; deliveries: number }
  | { kind: 'close' }

const now = () => performance.timeOrigin + performance.now()
const send = (message: unknown) => process.send?.(message)
let sockets: WebSocket[] = []
let latencies: number[] = []
let expected = Number.POSITIVE_INFINITY
let firstAt = 0

function onFrame(raw: WebSocket.RawData) {
  const text = String(raw)
  const stamp = text.indexOf('t=')
  if (stamp < 0) return
  const at = now()
  if (latencies.length === 0) firstAt = at
  latencies.push(at - Number.parseFloat(text.slice(stamp + 2)))
  if (latencies.length === expected) finish(at)
}

function finish(lastAt: number) {
  const sorted = [...latencies].sort((a, b) => a - b)
  const pick = (q: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0
  send({ kind: 'done', count: sorted.length, p50: pick(0.5), p99: pick(0.99), firstAt, lastAt })
  latencies = []
  expected = Number.POSITIVE_INFINITY
}

async function connect(urls: string[], resume: string) {
  const batch = 100
  for (let i = 0; i < urls.length; i += batch) {
    await Promise.all(
      urls.slice(i, i + batch).map((url) => {
        const socket = new WebSocket(url)
        sockets.push(socket)
        socket.on('message', onFrame)
        socket.once('open', () => socket.send(resume))
        return new Promise<void>((resolve, reject) => {
          socket.once('message', () => resolve())
          socket.once('error', reject)
        })
      }),
    )
  }
  send({ kind: 'ready', count: sockets.length })
}

process.on('message', (command: Command) => {
  if (command.kind === 'connect') void connect(command.urls, command.resume)
  if (command.kind === 'expect') {
    expected = command.deliveries
    if (latencies.length >= expected) finish(now())
  }
  if (command.kind === 'close') {
    for (const socket of sockets) socket.terminate()
    sockets = []
    send({ kind: 'closed' })
  }
})
send({ kind: 'started' })
