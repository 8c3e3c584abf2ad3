/**
 * The overlay and the donor of the live-alert bench, in their own process: one WebSocket as
 * the overlay (it reacts to the `donation` event), and N sequential donation POSTs over a
 * kept-alive connection. Each alert's latency runs from the POST's send to the overlay
 * socket's receipt of the event carrying that POST's content; the POST's own response time
 * is kept beside it.
 */
import { Agent, request } from 'node:http'
import { WebSocket } from 'ws'

type Command =
  | { kind: 'connect'; url: string }
  | {
      kind: 'run'
      postUrl: string
      token: string | null
      count: number
      /** The POST body of the i-th alert; its `{content}` and `{i}` placeholders are filled. */
      body: string
      label: string
    }
  | { kind: 'close' }

const now = () => performance.now()
const send = (message: unknown) => process.send?.(message)
const agent = new Agent({ keepAlive: true, maxSockets: 1 })
let socket: WebSocket | null = null
/** The content the current alert waits for, and what it does when it arrives. */
let waiting: { content: string; arrived: (at: number) => void } | null = null

function onFrame(raw: WebSocket.RawData) {
  if (!waiting) return
  const at = now()
  const frame = JSON.parse(String(raw)) as {
    kind?: string
    eventName?: string
    data?: { content?: string }
  }
  if (frame.kind !== 'event' || frame.eventName !== 'donation') return
  if (frame.data?.content !== waiting.content) return
  waiting.arrived(at)
}

function post(url: string, token: string | null, body: string) {
  return new Promise<number>((resolve, reject) => {
    const headers: Record<string, string | number> = {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
    }
    if (token) headers.authorization = `Bearer ${token}`
    const outgoing = request(url, { method: 'POST', agent, headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => {
        if (response.statusCode !== 200)
          reject(new Error(`POST ${response.statusCode}: ${Buffer.concat(chunks)}`))
        else resolve(now())
      })
    })
    outgoing.on('error', reject)
    outgoing.end(body)
  })
}

const percentile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0
}

async function run(command: Extract<Command, { kind: 'run' }>) {
  const alerts: number[] = []
  const posts: number[] = []
  for (let i = 0; i < command.count; i++) {
    const content = `${command.label} alert ${i}`
    const body = command.body.replace('{content}', content).replace('{i}', String(i))
    const arrived = new Promise<number>((resolve) => {
      waiting = { content, arrived: resolve }
    })
    const sentAt = now()
    const [answeredAt, receivedAt] = await Promise.all([
      post(command.postUrl, command.token, body),
      arrived,
    ])
    waiting = null
    alerts.push(receivedAt - sentAt)
    posts.push(answeredAt - sentAt)
  }
  send({
    kind: 'done',
    alert: {
      p50: percentile(alerts, 0.5),
      p99: percentile(alerts, 0.99),
      max: percentile(alerts, 1),
    },
    post: { p50: percentile(posts, 0.5), p99: percentile(posts, 0.99), max: percentile(posts, 1) },
  })
}

process.on('message', (command: Command) => {
  if (command.kind === 'connect') {
    socket = new WebSocket(command.url)
    socket.on('message', onFrame)
    socket.once('message', () => send({ kind: 'ready' }))
    socket.once('error', (error) => send({ kind: 'error', message: String(error) }))
  }
  if (command.kind === 'run')
    run(command).catch((error) => send({ kind: 'error', message: String(error) }))
  if (command.kind === 'close') {
    socket?.terminate()
    socket = null
    send({ kind: 'closed' })
  }
})
send({ kind: 'started' })
