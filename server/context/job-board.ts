import type { JobStatus } from '../../platform/admin'

/**
 * What each background job did last, for the admin's queue monitor: runs, failures, the
 * last start, finish and error. Kept in memory per process: a restart starts it afresh.
 */
export function createJobBoard(now: () => Date = () => new Date()) {
  const board = new Map<string, JobStatus>()
  const entry = (name: string, kind: JobStatus['kind'], everyMs: number | null) => {
    const status: JobStatus = {
      name,
      kind,
      everyMs,
      runs: 0,
      failures: 0,
      running: false,
      lastStartedAt: null,
      lastFinishedAt: null,
      lastError: null,
    }
    board.set(name, status)
    return status
  }
  return {
    /** A periodic job's run: call `started`, then `finished` with its error if it failed. */
    periodic(name: string, everyMs: number) {
      const status = entry(name, 'periodic', everyMs)
      return {
        started() {
          status.running = true
          status.runs += 1
          status.lastStartedAt = now().toISOString()
        },
        finished(error: unknown) {
          status.running = false
          status.lastFinishedAt = now().toISOString()
          if (error !== undefined) {
            status.failures += 1
            status.lastError = error instanceof Error ? error.message : String(error)
          }
        },
      }
    },
    /** A worker with a loop of its own: running from its start to its stop. */
    worker(name: string) {
      const status = entry(name, 'worker', null)
      return {
        started() {
          status.running = true
          status.lastStartedAt = now().toISOString()
        },
        stopped() {
          status.running = false
          status.lastFinishedAt = now().toISOString()
        },
      }
    },
    list: (): JobStatus[] => [...board.values()].map((status) => ({ ...status })),
  }
}

export type JobBoard = ReturnType<typeof createJobBoard>
