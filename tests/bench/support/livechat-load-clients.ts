/**
 * The load bench's browsers in their own process (live-chat-load.bench.ts): N viewers and
 * M chatters on WebSockets. On `run`, every chatter sends one message a second (the
 * chatters spread over the second) for S seconds, each stamped `t=<epoch ms>`; every
 * viewer counts the stamped frames it receives and their delivery latency (one machine,
 * one clock). `done` reports the count against what was sent, the fewest a viewer got,
 * latency p50 / p99 / max and the error frames the chatters got back.
 */
import { WebSocket } from 'ws'

type Command =
  | { kind: 'connect'; viewerUrl: string; viewers: number; chatterUrls: string[] }
  | { kind: 'run'; seconds: number; drainMs: number }
  | { kind: 'close' }

const now = () => performance.timeOrigin + performance.now()
const send = (message: unknown) => process.send?.(message)

let viewers: WebSocket[] = []
let chatters: WebSocket[] = []
let perViewer: Uint32Array = new Uint32Array(0)
let latencies: Float64Array = new Float64Array(0)
let count = 0
let errors: Record<string, number> = {}

function open(url: string, onFrame: (raw: WebSocket.RawData) => void) {
  const socket = new WebSocket(url)
  socket.on('message', onFrame)
  // Ready once the server's first frame (welcome) arrives.
  const ready = new Promise<void>((resolve, reject) => {
    socket.once('message', () => resolve())
    socket.once('error', reject)
  })
  return { socket, ready }
}

function viewerFrame(index: number) {
  return (raw: WebSocket.RawData) => {
    const text = String(raw)
    const stamp = text.indexOf('t=')
    if (stamp < 0) return
    const at = now()
    perViewer[index] = (perViewer[index] ?? 0) + 1
    if (count < latencies.length) latencies[count] = at - Number.parseFloat(text.slice(stamp + 2))
    count += 1
  }
}

function chatterFrame(raw: WebSocket.RawData) {
  const text = String(raw)
  if (!text.startsWith('{"kind":"error"')) return
  const code = (JSON.parse(text) as { code?: string }).code ?? 'unknown'
  errors[code] = (errors[code] ?? 0) + 1
}

async function connect(command: Extract<Command, { kind: 'connect' }>) {
  const batch = 100
  for (let i = 0; i < command.viewers; i += batch) {
    const opened = Array.from({ length: Math.min(batch, command.viewers - i) }, (_, k) =>
      open(command.viewerUrl, viewerFrame(i + k)),
    )
    viewers.push(...opened.map((o) => o.socket))
    await Promise.all(opened.map((o) => o.ready))
  }
  const opened = command.chatterUrls.map((url) => open(url, chatterFrame))
  chatters = opened.map((o) => o.socket)
  await Promise.all(opened.map((o) => o.ready))
  send({ kind: 'ready', viewers: viewers.length, chatters: chatters.length })
}

async function run(seconds: number, drainMs: number) {
  const expected = viewers.length * chatters.length * seconds
  perViewer = new Uint32Array(viewers.length)
  latencies = new Float64Array(expected)
  count = 0
  errors = {}
  const startedAt = now()
  let sent = 0
  // Chatter i sends at i/M of every second: a steady 1 message/s each, M a second in all.
  const timers: NodeJS.Timeout[] = []
  chatters.forEach((socket, i) => {
    const offset = (i / chatters.length) * 1000
    let n = 0
    const tick = () => {
      socket.send(JSON.stringify({ kind: 'send', content: `load c${i} n${n} t=${now()}` }))
      sent += 1
      n += 1
      if (n < seconds) timers[i] = setTimeout(tick, startedAt + offset + n * 1000 - now())
    }
    timers[i] = setTimeout(tick, offset)
  })
  const sendEnd = startedAt + seconds * 1000 + 1000
  await new Promise((resolve) => setTimeout(resolve, sendEnd - now()))
  // Deliveries still on their way: wait while they keep coming, at most drainMs.
  let last = -1
  const drainEnd = now() + drainMs
  while (count < expected && count !== last && now() < drainEnd) {
    last = count
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
  for (const timer of timers) clearTimeout(timer)
  const got = latencies.subarray(0, Math.min(count, expected)).sort()
  const pick = (q: number) => got[Math.min(got.length - 1, Math.floor(q * got.length))] ?? 0
  send({
    kind: 'done',
    sent,
    expected,
    count,
    fewest: perViewer.length ? Math.min(...perViewer) : 0,
    p50: pick(0.5),
    p99: pick(0.99),
    max: pick(1),
    errors,
    spanMs: now() - startedAt,
  })
}

process.on('message', (command: Command) => {
  if (command.kind === 'connect') void connect(command)
  if (command.kind === 'run') void run(command.seconds, command.drainMs)
  if (command.kind === 'close') {
    for (const socket of [...viewers, ...chatters]) socket.terminate()
    viewers = []
    chatters = []
    send({ kind: 'closed' })
  }
})
send({ kind: 'started' })
