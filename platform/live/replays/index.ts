/**
 * Live replays (spec §7 `/live/replays`, `/live/record`, `/live/record/upload`): the
 * recorder of the embedded ingest, replay states, publication as content and the 7-day
 * sweep (docs/live/README.md "Replays").
 */
import type { Logger } from 'pino'
import type { ReplayService } from './service'

export { type ReplayContentPort, replayContentPort } from './content-port'
export type { LiveReplay, ManualReplay, ReplayState, ReplaysResponse } from './contract'
export { REPLAY_KEEP_DAYS, REPLAY_STATES } from './contract'
export { liveReplayMigrations } from './migrations'
export { createRecorder, type IngestRecorder } from './recorder'
export { mountReplayRoutes } from './routes'
export { createReplayService, type ReplayDeps, type ReplayService } from './service'
export type { LiveReplayTables } from './tables'

/** Runs the sweep now and every `everyMs` (the due dates are stored: restarts lose nothing). */
export function startReplaySweeper(
  replays: ReplayService,
  logger: Logger,
  everyMs = 10 * 60_000,
): { stop(): void } {
  const sweep = () =>
    replays.sweep().catch((error) => logger.error({ err: error }, 'replay sweep failed'))
  void sweep()
  const timer = setInterval(sweep, everyMs)
  timer.unref()
  return { stop: () => clearInterval(timer) }
}
