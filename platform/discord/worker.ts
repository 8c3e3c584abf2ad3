/**
 * Sends the outbox's jobs: a pass every `intervalMs`, and one soon after jobs are queued.
 * One pass at a time in this process; other instances share the work through the leases.
 */
import type { Logger } from 'pino'
import type { DiscordOutbox } from './outbox'

const PRUNE_EVERY_MS = 60 * 60_000

export function createOutboxWorker(
  outbox: DiscordOutbox,
  options: { intervalMs: number; logger: Logger },
) {
  let timer: NodeJS.Timeout | null = null
  let running: Promise<void> | null = null
  let again = false
  let lastPrune = 0

  function pass(): Promise<void> {
    if (running) {
      again = true
      return running
    }
    running = (async () => {
      do {
        again = false
        await outbox
          .drainAll()
          .catch((error) => options.logger.error({ err: error }, 'discord outbox pass failed'))
      } while (again)
      if (Date.now() - lastPrune > PRUNE_EVERY_MS) {
        lastPrune = Date.now()
        await outbox
          .prune()
          .catch((error) => options.logger.error({ err: error }, 'discord outbox prune failed'))
      }
    })().finally(() => {
      running = null
    })
    return running
  }

  return {
    start() {
      if (timer || options.intervalMs <= 0) return
      timer = setInterval(() => void pass(), options.intervalMs)
      timer.unref()
    },
    /** Jobs were queued: send them without waiting for the next tick (when started). */
    nudge() {
      if (timer) setImmediate(() => void pass())
    },
    async stop() {
      if (timer) clearInterval(timer)
      timer = null
      await running
    },
  }
}
