/**
 * Live chat viewers in their own process for the co-host bench: opens N WebSockets to a URL
 * and, for each trial, times on every socket the mention (an ordinary message whose text
 * carries `t=<epoch ms>`: the fan-out floor) and the co-host reply's first delta after it,
 * both from the sender's stamp (one machine, one clock).
 */
import { WebSocket } from 'ws'

type Command =
  | { kind: 'connect'; url: string; count: number }
  | { kind: 'expect' }
  | { kind: 'close' }

interface Viewer {
  socket: WebSocket
  stamp: number | null
  message: number | null
  delta: number | null
}

const now = () => performance.timeOrigin + performance.now()
const send = (message: unknown) => process.send?.(message)
let viewers: Viewer[] = []
let waiting = false
let done = 0

function onFrame(viewer: Viewer, raw: WebSocket.RawData) {
  if (!waiting) return
  const frame = JSON.parse(String(raw)) as { kind: string; phase?: string; content?: string }
  const at = now()
  if (frame.kind === 'message' && viewer.message === null) {
    const stamp = frame.content?.indexOf('t=') ?? -1
    if (stamp < 0) return
    viewer.stamp = Number.parseFloat((frame.content as string).slice(stamp + 2))
    viewer.message = at - viewer.stamp
  } else if (frame.kind === 'cohost' && frame.phase === 'delta' && viewer.delta === null) {
    if (viewer.stamp === null) return
    viewer.delta = at - viewer.stamp
    done += 1
    if (done === viewers.length) finish()
  }
}

function finish() {
  waiting = false
  const stats = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b)
    const pick = (q: number) =>
      sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0
    return { p50: pick(0.5), p99: pick(0.99), max: pick(1) }
  }
  send({
    kind: 'done',
    message: stats(viewers.map((viewer) => viewer.message ?? 0)),
    delta: stats(viewers.map((viewer) => viewer.delta ?? 0)),
  })
}

async function connect(url: string, count: number) {
  const batch = 100
  for (let i = 0; i < count; i += batch) {
    await Promise.all(
      Array.from({ length: Math.min(batch, count - i) }, () => {
        const viewer: Viewer = {
          socket: new WebSocket(url),
          stamp: null,
          message: null,
          delta: null,
        }
        viewers.push(viewer)
        viewer.socket.on('message', (raw) => onFrame(viewer, raw))
        return new Promise<void>((resolve, reject) => {
          viewer.socket.once('message', () => resolve())
          viewer.socket.once('error', reject)
        })
      }),
    )
  }
  send({ kind: 'ready', count: viewers.length })
}

process.on('message', (command: Command) => {
  if (command.kind === 'connect') void connect(command.url, command.count)
  if (command.kind === 'expect') {
    for (const viewer of viewers) Object.assign(viewer, { stamp: null, message: null, delta: null })
    done = 0
    waiting = true
    send({ kind: 'expecting' })
  }
  if (command.kind === 'close') {
    for (const viewer of viewers) viewer.socket.terminate()
    viewers = []
    send({ kind: 'closed' })
  }
})
send({ kind: 'started' })
