/** The stream hub's settings and the context its parts share, built once by `createStreamHub`. */
import type { Logger } from 'pino'
import type { LiveStream } from './live-stream'
import type { StreamStore } from './stream-store'

export interface StreamHubSettings {
  logger: Logger
  /**
   * Batch window for writing events to the database: each live stream's events of a window
   * are one row, and every stream's rows one insert. The window widens with the number of
   * live streams, so the rows written stay near `flushRowsPerSecond`.
   */
  flushIntervalMs?: number
  flushRowsPerSecond?: number
  /** The widest window: how far behind the database a live stream may be. */
  maxFlushIntervalMs?: number
  /** How long a finished stream stays in memory for fast resumes. */
  retainMs?: number
  /** Fallback poll while waiting on another instance's stream, should a NOTIFY be missed. */
  pollMs?: number
  /**
   * How long after a turn's reply was stored a remote reader still waits for its terminal
   * event. The generation stores the reply before its last events, and nothing bounds how
   * far the database is behind; past this (the credit hold's life, after which the sweeper
   * takes a process for stopped) the process that stored it stopped before its end.
   */
  abandonedAfterMs?: number
}

export type HubTimings = Required<Omit<StreamHubSettings, 'logger'>>

/** The settings with their defaults; the widest flush window is never below the base one. */
export function hubTimings(settings: Omit<StreamHubSettings, 'logger'>): HubTimings {
  const flushIntervalMs = settings.flushIntervalMs ?? 40
  return {
    flushIntervalMs,
    flushRowsPerSecond: settings.flushRowsPerSecond ?? 5000,
    maxFlushIntervalMs: Math.max(flushIntervalMs, settings.maxFlushIntervalMs ?? 1000),
    retainMs: settings.retainMs ?? 60_000,
    pollMs: settings.pollMs ?? 1000,
    abandonedAfterMs: settings.abandonedAfterMs ?? 5 * 60_000,
  }
}

export interface HubContext {
  store: StreamStore
  logger: Logger
  timings: HubTimings
  /** This instance's streams by message, kept `retainMs` after they finish. */
  live: Map<string, LiveStream>
}
