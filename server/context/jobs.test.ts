import pino from 'pino'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createJobBoard } from './job-board'
import { type Job, startJobs, stoppableJob, workerJob } from './jobs'

const logger = pino({ level: 'silent' })

describe('the job registry', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('starts in order and stops in the reverse order', async () => {
    const events: string[] = []
    const worker = (name: string) =>
      workerJob(name, {
        start: () => {
          events.push(`start ${name}`)
        },
        stop: async () => {
          events.push(`stop ${name}`)
        },
      })
    const stop = await startJobs([worker('a'), worker('b'), worker('c')], logger)
    await stop()
    expect(events).toEqual(['start a', 'start b', 'start c', 'stop c', 'stop b', 'stop a'])
  })

  it('runs a periodic job at start when asked, then on its timer, until stopped', async () => {
    vi.useFakeTimers()
    let runs = 0
    const job: Job = {
      name: 'sweep',
      everyMs: 1_000,
      run: async () => {
        runs += 1
      },
      atStart: 'await',
    }
    const stop = await startJobs([job], logger)
    expect(runs).toBe(1)
    await vi.advanceTimersByTimeAsync(2_500)
    expect(runs).toBe(3)
    await stop()
    await vi.advanceTimersByTimeAsync(5_000)
    expect(runs).toBe(3)
  })

  it('logs a failed run under the job name and keeps the job running', async () => {
    vi.useFakeTimers()
    const errors: string[] = []
    const listening = pino(
      { level: 'error' },
      { write: (line: string) => errors.push(JSON.parse(line).msg) },
    )
    let runs = 0
    const stop = await startJobs(
      [
        {
          name: 'limit budget sweep',
          everyMs: 1_000,
          run: async () => {
            runs += 1
            throw new Error('no database')
          },
        },
      ],
      listening,
    )
    await vi.advanceTimersByTimeAsync(2_000)
    await stop()
    expect(runs).toBe(2)
    expect(errors).toEqual(['limit budget sweep failed', 'limit budget sweep failed'])
  })

  it('waits for a run in flight before it says the jobs stopped', async () => {
    let finish = () => {}
    let finished = false
    const job: Job = {
      name: 'slow',
      everyMs: 60_000,
      atStart: 'background',
      run: () =>
        new Promise<void>((resolve) => {
          finish = () => {
            finished = true
            resolve()
          }
        }),
    }
    const stop = await startJobs([job], logger)
    const stopping = stop()
    finish()
    await stopping
    expect(finished).toBe(true)
  })

  it('stops the others when one stop fails, and stops what a start handed back', async () => {
    const stopped: string[] = []
    const failing = workerJob('failing', {
      start: () => {},
      stop: () => Promise.reject(new Error('stuck')),
    })
    const handed = stoppableJob('maintenance', () => () => {
      stopped.push('maintenance')
    })
    const stop = await startJobs([handed, failing], logger)
    await stop()
    expect(stopped).toEqual(['maintenance'])
  })
})

describe('the job board', () => {
  // Unit files share a worker: fake timers left on would stop the next file's clocks.
  afterEach(() => {
    vi.useRealTimers()
  })

  it('counts a periodic job’s runs and failures with its last error, and a worker’s running state', async () => {
    vi.useFakeTimers()
    const board = createJobBoard(() => new Date(Date.now()))
    let fail = false
    const job: Job = {
      name: 'sweep',
      everyMs: 1_000,
      run: async () => {
        if (fail) throw new Error('database closed')
      },
      atStart: 'await',
    }
    const worker = workerJob('encoding', { start: () => {}, stop: () => {} })
    const stop = await startJobs([job, worker], logger, board)
    fail = true
    await vi.advanceTimersByTimeAsync(1_000)
    const [sweep, encoding] = board.list()
    expect(sweep).toMatchObject({
      name: 'sweep',
      kind: 'periodic',
      everyMs: 1_000,
      runs: 2,
      failures: 1,
      running: false,
      lastError: 'database closed',
    })
    expect(encoding).toMatchObject({ name: 'encoding', kind: 'worker', running: true })
    await stop()
    expect(board.list()[1]?.running).toBe(false)
  })
})
