import pino from 'pino'
import { describe, expect, it } from 'vitest'
import type { DiscordOutbox } from './outbox'
import { createOutboxWorker } from './worker'

function countingOutbox() {
  const calls: string[] = []
  const outbox = {
    drain: async () => ({ claimed: 0, done: 0, failed: 0, retrying: 0 }),
    drainAll: async () => {
      calls.push('drain')
      return { claimed: 0, done: 0, failed: 0, retrying: 0 }
    },
    prune: async () => {
      calls.push('prune')
      return 0
    },
  } satisfies DiscordOutbox
  return { outbox, calls }
}

describe('the outbox worker', () => {
  const logger = pino({ level: 'silent' })

  it('sends soon after a nudge once started, and prunes at most hourly', async () => {
    const { outbox, calls } = countingOutbox()
    const worker = createOutboxWorker(outbox, { intervalMs: 60 * 60_000, logger })
    worker.start()
    worker.nudge()
    await new Promise((resolve) => setImmediate(resolve))
    await worker.stop()
    worker.start()
    worker.nudge()
    await new Promise((resolve) => setImmediate(resolve))
    await worker.stop()
    expect(calls).toEqual(['drain', 'prune', 'drain'])
  })

  it('does nothing on a nudge when its timer is off (interval 0: tests drain by hand)', async () => {
    const { outbox, calls } = countingOutbox()
    const worker = createOutboxWorker(outbox, { intervalMs: 0, logger })
    worker.start()
    worker.nudge()
    await new Promise((resolve) => setImmediate(resolve))
    await worker.stop()
    expect(calls).toEqual([])
  })
})
