/**
 * Live chat viewers in their own process (the bench's "browsers"): opens N WebSockets to a
 * URL, then counts the frames whose text carries `t=<epoch ms>` and reports delivery
 * latencies (receive time − the sender's stamp; one machine, one clock) and the span from
 * the first delivery to the last.
 */
import { WebSocket } from 'ws'

type Command =
  | { kind: 'connect'; url: string; count: number }
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
  send({
    kind: 'done',
    count: sorted.length,
    p50: pick(0.5),
    p99: pick(0.99),
    max: pick(1),
    firstAt,
    lastAt,
  })
  latencies = []
  expected = Number.POSITIVE_INFINITY
}

async function connect(url: string, count: number) {
  const batch = 100
  for (let i = 0; i < count; i += batch) {
    await Promise.all(
      Array.from({ length: Math.min(batch, count - i) }, () => {
        const socket = new WebSocket(url)
        sockets.push(socket)
        socket.on('message', onFrame)
        // Ready once the server's first frame (welcome) or the open, for a bare server.
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
  if (command.kind === 'connect') void connect(command.url, command.count)
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
