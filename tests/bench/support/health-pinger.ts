/**
 * The subtitle bench's watcher, in its own process so the bench's uploads never delay it:
 * `GET /api/health` one after another (2 ms apart, one kept-alive connection) from `start`
 * until `stop`, then each request's send time (epoch ms) and latency back over IPC.
 */
import { Agent, request } from 'node:http'

type Command = { kind: 'start'; url: string } | { kind: 'stop' }

const agent = new Agent({ keepAlive: true, maxSockets: 1 })
let running = false
const samples: { at: number; ms: number }[] = []

function ping(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const at = Date.now()
    const started = performance.now()
    const outgoing = request(`${url}/api/health`, { agent }, (response) => {
      response.resume()
      response.on('end', () => {
        samples.push({ at, ms: performance.now() - started })
        if (response.statusCode === 200) resolve()
        else reject(new Error(`health answered ${response.statusCode}`))
      })
    })
    outgoing.on('error', reject)
    outgoing.end()
  })
}

async function loop(url: string) {
  while (running) {
    await ping(url)
    await new Promise((resolve) => setTimeout(resolve, 2))
  }
  process.send?.({ kind: 'samples', samples: samples.splice(0) })
}

process.on('message', (command: Command) => {
  if (command.kind === 'start') {
    running = true
    loop(command.url).catch((error) => process.send?.({ kind: 'error', message: String(error) }))
  }
  if (command.kind === 'stop') running = false
})
process.send?.({ kind: 'ready' })
