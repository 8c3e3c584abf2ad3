import type { Logger } from 'pino'
import { createJobBoard, type JobBoard } from './job-board'

/**
 * A background job: a run repeated every `everyMs` (also run once at start when asked), or a
 * worker with a start and a stop of its own. A failed run is logged; the next one still runs.
 */
export type Job = { name: string } & (
  | {
      everyMs: number
      run(): Promise<unknown>
      /** Run once at start too: awaited before serving, or left to finish in the background. */
      atStart?: 'await' | 'background'
    }
  | { start(): void | Promise<void>; stop(): void | Promise<void> }
)

/** Stops what `startJobs` started: timers cleared, runs in flight awaited, workers stopped. */
export type StopJobs = () => Promise<void>

/** Starts the jobs in order; stopping them goes in the reverse order, as cleanup mirrors setup. */
export async function startJobs(
  jobs: readonly Job[],
  logger: Logger,
  board: JobBoard = createJobBoard(),
): Promise<StopJobs> {
  const stops: (() => Promise<void>)[] = []
  for (const job of jobs) {
    if ('everyMs' in job) stops.push(await startPeriodic(job, logger, board))
    else {
      const status = board.worker(job.name)
      await job.start()
      status.started()
      stops.push(async () => {
        await job.stop()
        status.stopped()
      })
    }
  }
  logger.info({ jobs: jobs.map((job) => job.name) }, 'background jobs started')
  return async function stopJobs() {
    for (const [index, stop] of [...stops.entries()].reverse()) {
      const name = jobs[index]?.name
      await stop().catch((error) => logger.error({ err: error, job: name }, 'job did not stop'))
    }
    logger.info('background jobs stopped')
  }
}

async function startPeriodic(
  job: Extract<Job, { everyMs: number }>,
  logger: Logger,
  board: JobBoard,
): Promise<() => Promise<void>> {
  const inFlight = new Set<Promise<unknown>>()
  const status = board.periodic(job.name, job.everyMs)
  const run = () => {
    status.started()
    const running = job
      .run()
      .then(
        () => status.finished(undefined),
        (error) => {
          status.finished(error ?? new Error('failed'))
          logger.error({ err: error }, `${job.name} failed`)
        },
      )
      .finally(() => inFlight.delete(running))
    inFlight.add(running)
    return running
  }
  if (job.atStart === 'await') await run()
  else if (job.atStart === 'background') void run()
  // A timer never keeps the process alive: stopping the server is what ends the jobs.
  const timer = setInterval(run, job.everyMs)
  timer.unref()
  return async () => {
    clearInterval(timer)
    await Promise.all(inFlight)
  }
}

/** A job started by a function that hands back its stop (`startMaintenance`, for one). */
export function stoppableJob(name: string, start: () => () => void | Promise<void>): Job {
  let stop: (() => void | Promise<void>) | null = null
  return {
    name,
    start() {
      stop = start()
    },
    async stop() {
      await stop?.()
      stop = null
    },
  }
}

/** An area's worker or scheduler as a job (called as methods: they may use `this`). */
export function workerJob(
  name: string,
  worker: { start(): void | Promise<void>; stop(): void | Promise<void> },
): Job {
  return { name, start: () => worker.start(), stop: () => worker.stop() }
}
