/** What the queue monitor reads: the product's background jobs and its work queues. */

/** One background job as the server runs it (server/context/jobs.ts keeps these). */
export interface JobStatus {
  name: string
  /** `periodic`: runs every `everyMs`; `worker`: a loop of its own, started with the server. */
  kind: 'periodic' | 'worker'
  everyMs: number | null
  runs: number
  failures: number
  running: boolean
  lastStartedAt: string | null
  lastFinishedAt: string | null
  lastError: string | null
}

/** One work queue, as its area counts it. */
export interface QueueStat {
  name: string
  waiting: number
  running: number
  /** Jobs that failed for good (no attempt left), in the last 24 hours. */
  failedLastDay: number
  /** How long the oldest waiting job has waited, in seconds; null when none waits. */
  oldestWaitingSeconds: number | null
  /** Waiting jobs that have failed at least once and wait for their next attempt. */
  retrying: number
}

/** The server's jobs and the areas' queues, handed to the admin area by the server. */
export interface Machinery {
  jobs(): JobStatus[]
  queues(): Promise<QueueStat[]>
}
