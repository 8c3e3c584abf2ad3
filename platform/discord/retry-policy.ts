/**
 * What an outbox job becomes after Discord's answer. Pure: the answer, the attempt and the
 * time in; the next state out. Nothing is dropped while Discord is away or busy: 429s wait
 * the `retry_after` Discord asked for, outages and missing permissions back off (an
 * operator can fix a role's permissions), only answers no retry can change end a job.
 */
import type { DiscordCallResult } from './api'
import type { OutboxOp } from './tables'

export type JobOutcome =
  | { state: 'done' }
  | { state: 'failed'; error: string }
  | { state: 'pending'; nextAttemptAt: Date; error: string }

const BASE_DELAY_MS = 5_000
const MAX_DELAY_MS = 60 * 60_000
/** Discord's JSON codes for a member or role that does not exist. */
const UNKNOWN_MEMBER = 10007
const UNKNOWN_ROLE = 10011
const UNKNOWN_USER = 10013

/** 5 s, 10 s, 20 s … capped at an hour. */
export function backoffMs(attempts: number): number {
  return Math.min(BASE_DELAY_MS * 2 ** Math.max(attempts - 1, 0), MAX_DELAY_MS)
}

export function planAfterAnswer(
  op: OutboxOp,
  result: DiscordCallResult,
  attempts: number,
  now: Date,
): JobOutcome {
  if (result.ok) return { state: 'done' }
  const error = `${result.status}${result.code ? ` ${result.code}` : ''}: ${result.message}`.slice(
    0,
    500,
  )
  const later = (ms: number) => ({
    state: 'pending' as const,
    nextAttemptAt: new Date(now.getTime() + ms),
    error,
  })
  if (result.status === 429) return later(result.retryAfterMs ?? backoffMs(attempts))
  if (result.status === 0 || result.status >= 500) return later(backoffMs(attempts))
  if (result.status === 401 || result.status === 403) return later(backoffMs(attempts))
  // Removing what is not there is done: the member left, or the role was deleted.
  const gone =
    result.code === UNKNOWN_MEMBER || result.code === UNKNOWN_ROLE || result.code === UNKNOWN_USER
  if (result.status === 404 && gone && op !== 'add_role') return { state: 'done' }
  return { state: 'failed', error }
}
