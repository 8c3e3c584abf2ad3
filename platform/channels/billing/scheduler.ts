/**
 * The renewal scheduler: runs the renewals at start and then every `intervalMs`, one run
 * at a time, with "now" from the injected clock. Several instances may run against one
 * database: rows are claimed with SKIP LOCKED and leased, so they share the work.
 */
import { randomBytes } from 'node:crypto'
import type { Logger } from 'pino'
import type { Clock } from '../../http'
import { type RenewalDeps, type RenewalReport, runRenewals } from './renewals'

export interface RenewalScheduler {
  /** One run now (tests and the server's start); waits for a run already going. */
  runOnce(): Promise<RenewalReport>
  start(): void
  stop(): Promise<void>
  readonly workerId: string
}

export function createRenewalScheduler(
  deps: RenewalDeps & { clock: Clock; logger: Pick<Logger, 'warn' | 'error'> },
  options: { intervalMs?: number; leaseMs?: number; workerId?: string } = {},
): RenewalScheduler {
  const workerId = options.workerId ?? `renewals-${randomBytes(6).toString('hex')}`
  let running: Promise<RenewalReport> | null = null
  let timer: NodeJS.Timeout | null = null

  function runOnce(): Promise<RenewalReport> {
    running ??= runRenewals(deps, {
      workerId,
      now: deps.clock.now(),
      ...(options.leaseMs ? { leaseMs: options.leaseMs } : {}),
    }).finally(() => {
      running = null
    })
    return running
  }

  function tick() {
    runOnce().catch((error) => deps.logger.error({ err: error }, 'renewal run failed'))
  }

  return {
    workerId,
    runOnce,
    start() {
      if (timer) return
      tick()
      timer = setInterval(tick, options.intervalMs ?? 60_000)
      timer.unref()
    },
    async stop() {
      if (timer) clearInterval(timer)
      timer = null
      await running?.catch(() => {})
    },
  }
}
