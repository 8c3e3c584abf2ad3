import type { ChildProcess } from 'node:child_process'
import { appendFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { spawnProduct } from '../../support/product-process'

export const ADMIN_EMAIL = 'admin@taleloom.local'
export const ADMIN_PASSWORD = 'e2e-admin-pass1'
/**
 * The calendar of tests whose screens depend on the date: inside the settlement window (from
 * the 25th), not a month's last day (subscriptions closed), midday in Korea (analytics open).
 */
export const CALENDAR_START = '2026-06-26T03:00:00Z'

const root = resolve(import.meta.dirname, '..', '..', '..')
const READY = /Taleloom is running at (\S+)/

/** Where a running product answers: plain data, handed from the run's setup to its workers. */
export interface ProductAddress {
  url: string
  dataDir: string
  /** The file the server's output goes to (inside the data directory). */
  logPath: string
  /** The embedded RTMP ingest's port, or null when the product runs without one. */
  rtmpPort: number | null
}

export interface RunningProduct extends ProductAddress {
  /** Everything the server printed so far, for failure messages. */
  output(): string
  /** Stops a product of the caller's own; a product shared by the run stays up for it. */
  stop(): Promise<void>
}

/**
 * What every browser test's product runs with besides `npm start`'s defaults: no demo audio
 * and video (their encodings would only compete with Chromium; tests/http/content-demo-media
 * covers them), and every sign-up, nickname check and guest coming from 127.0.0.1 as many
 * users behind one address would, since one product serves many test files.
 */
export const E2E_PRODUCT_ENV: Record<string, string> = {
  TALELOOM_DEMO_MEDIA: '0',
  TALELOOM_ACCOUNT_LOOKUPS_PER_IP: '100000',
  TALELOOM_GUEST_IDS_PER_IP: '100000',
}

export interface OutboxMail {
  to: string
  subject: string
  text: string
}

/**
 * Starts the product exactly as `npm start` does (`node --max-semi-space-size=64 --import tsx server/cli/start.ts`)
 * on a fresh data directory and an ephemeral port, and resolves with its URL once it
 * prints the ready line. The first start builds the front ends, hence the long wait.
 * `env` adds settings to `E2E_PRODUCT_ENV`, such as `TALELOOM_CLOCK_START` for a test that
 * needs a given date; `rtmpPort` runs the embedded ingest on that port (127.0.0.1), else none.
 * Most files use the run's shared product instead (./products.ts): a product of a file's
 * own is for a file that changes what other files see.
 */
export async function startProduct(
  options: {
    timeoutMs?: number
    env?: Record<string, string>
    rtmpPort?: number
    /** Start again on a stopped product's data (a clock moved on); kept when it stops. */
    dataDir?: string
  } = {},
): Promise<RunningProduct> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'taleloom-e2e-'))
  const logPath = join(dataDir, 'product.log')
  const rtmpPort = options.rtmpPort ?? null
  const child = spawnProduct({
    dataDir,
    cwd: root,
    baseEnv: productEnvironment(),
    env: {
      TALELOOM_ADMIN_PASSWORD: ADMIN_PASSWORD,
      ...E2E_PRODUCT_ENV,
      ...(rtmpPort
        ? { TALELOOM_RTMP_PORT: String(rtmpPort), TALELOOM_RTMP_HOST: '127.0.0.1' }
        : { TALELOOM_RTMP_PORT: 'off' }),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const record = (chunk: Buffer) => {
    output += chunk.toString()
    // Kept in a file too, for the workers of a run whose setup started the product.
    appendFileSync(logPath, chunk)
  }
  child.stdout?.on('data', record)
  child.stderr?.on('data', record)
  const stop = () =>
    stopChild(child).finally(() => {
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true })
    })

  try {
    const url = await waitForReady(child, () => output, options.timeoutMs ?? 240_000)
    return { url, dataDir, logPath, rtmpPort, output: () => output, stop }
  } catch (error) {
    await stop()
    throw error
  }
}

/** A product another process started, by its address: `stop()` leaves it running. */
export function productAt(address: ProductAddress): RunningProduct {
  return {
    ...address,
    output: () => (existsSync(address.logPath) ? readFileSync(address.logPath, 'utf8') : ''),
    stop: () => Promise.resolve(),
  }
}

/**
 * The shell's environment without what the test runner adds: vitest sets NODE_ENV=test,
 * which would make the server's Vite build bundle React's development build.
 */
function productEnvironment(): NodeJS.ProcessEnv {
  const environment = { ...process.env }
  delete environment.NODE_ENV
  // `npm start` on a fresh machine uses the embedded database, whatever the test run uses.
  delete environment.DATABASE_URL
  for (const name of Object.keys(environment)) {
    if (name.startsWith('VITEST') || name === 'TEST') delete environment[name]
  }
  return environment
}

function waitForReady(
  child: ChildProcess,
  output: () => string,
  timeoutMs: number,
): Promise<string> {
  return new Promise((resolveReady, reject) => {
    const timer = setTimeout(() => {
      cleanup()
      reject(new Error(`startProduct: no ready line after ${timeoutMs} ms. Output:\n${output()}`))
    }, timeoutMs)
    const onData = () => {
      const match = READY.exec(output())
      if (!match?.[1]) return
      cleanup()
      resolveReady(match[1])
    }
    const onExit = (code: number | null) => {
      cleanup()
      reject(
        new Error(
          `startProduct: the server exited (${code}) before it was ready. Output:\n${output()}`,
        ),
      )
    }
    const cleanup = () => {
      clearTimeout(timer)
      child.stdout?.off('data', onData)
      child.off('exit', onExit)
    }
    child.stdout?.on('data', onData)
    child.once('exit', onExit)
  })
}

/** SIGTERM, then wait for the exit; SIGKILL if it hangs past the server's own deadline. */
function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolveStopped) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 15_000)
    child.once('exit', () => {
      clearTimeout(force)
      resolveStopped()
    })
    child.kill('SIGTERM')
  })
}

/** The mails in `<data>/outbox/` for one address, oldest first (file names sort by time). */
export function mailsTo(dataDir: string, address: string): OutboxMail[] {
  const folder = join(dataDir, 'outbox')
  if (!existsSync(folder)) return []
  return readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(join(folder, name), 'utf8')) as OutboxMail)
    .filter((mail) => String(mail.to).toLowerCase() === address.toLowerCase())
}

/** Waits for the newest mail to an address that matches, and returns it. */
export async function waitForMail(
  dataDir: string,
  address: string,
  matches: (mail: OutboxMail) => boolean = () => true,
  timeoutMs = 15_000,
): Promise<OutboxMail> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const mail = mailsTo(dataDir, address).filter(matches).at(-1)
    if (mail) return mail
    await new Promise((resolveLater) => setTimeout(resolveLater, 200))
  }
  throw new Error(`waitForMail: no mail to ${address} within ${timeoutMs} ms`)
}

/** A TCP port free on 127.0.0.1 right now (for an RTMP ingest). */
export async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return typeof address === 'object' && address ? address.port : 0
}
