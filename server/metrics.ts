import { timingSafeEqual } from 'node:crypto'
import type { Context } from 'hono'
import { collectDefaultMetrics, Gauge, Registry } from 'prom-client'
import type { Machinery } from '../platform/admin'

/**
 * `/metrics` for operators who run Prometheus and Grafana: the queue monitor's figures (each
 * work queue's depth, retries, failures of the day and oldest wait; each background job's
 * runs, failures and state) and Node's own (event loop, heap, CPU). Read at each scrape;
 * behind a bearer token, and not served at all without one (docs/CONFIGURATION.md).
 */
export function createMetrics(machinery: Machinery, token: string) {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry, prefix: 'taleloom_node_' })
  const queue = (name: string, help: string, pick: (stat: QueueFigures) => number | null) =>
    new Gauge({
      name,
      help,
      labelNames: ['queue'],
      registers: [registry],
      async collect() {
        this.reset()
        for (const stat of await machinery.queues()) {
          const value = pick(stat)
          if (value !== null) this.set({ queue: stat.name }, value)
        }
      },
    })
  queue('taleloom_queue_waiting', 'Jobs waiting in the queue.', (stat) => stat.waiting)
  queue('taleloom_queue_running', 'Jobs a worker holds now.', (stat) => stat.running)
  queue(
    'taleloom_queue_retrying',
    'Waiting jobs that failed an attempt before.',
    (stat) => stat.retrying,
  )
  queue(
    'taleloom_queue_failed_last_day',
    'Jobs failed for good in the last 24 hours.',
    (stat) => stat.failedLastDay,
  )
  queue(
    'taleloom_queue_oldest_waiting_seconds',
    'How long the oldest waiting job has waited.',
    (stat) => stat.oldestWaitingSeconds,
  )
  const job = (name: string, help: string, pick: (status: JobFigures) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['job', 'kind'],
      registers: [registry],
      collect() {
        this.reset()
        for (const status of machinery.jobs())
          this.set({ job: status.name, kind: status.kind }, pick(status))
      },
    })
  job(
    'taleloom_job_runs',
    'Runs of a periodic job since the process started.',
    (status) => status.runs,
  )
  job(
    'taleloom_job_failures',
    'Failed runs of a periodic job since the process started.',
    (status) => status.failures,
  )
  job('taleloom_job_running', '1 while the job runs (a worker: while started).', (status) =>
    status.running ? 1 : 0,
  )

  const expected = Buffer.from(`Bearer ${token}`)
  return async function serveMetrics(c: Context) {
    const given = Buffer.from(c.req.header('authorization') ?? '')
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      return c.text('Unauthorized', 401, { 'www-authenticate': 'Bearer' })
    return c.text(await registry.metrics(), 200, { 'content-type': registry.contentType })
  }
}

type QueueFigures = Awaited<ReturnType<Machinery['queues']>>[number]
type JobFigures = ReturnType<Machinery['jobs']>[number]
