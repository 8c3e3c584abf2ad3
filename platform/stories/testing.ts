/** Test helpers for the stories service: users as the session sees them, a movable clock. */
import pino from 'pino'
import type { Database } from '../db'
import { newObjectId } from '../db'
import type { Clock, Role, SessionUser } from '../http'
import type { StoriesDeps } from './ports'
import { createStoriesService } from './service'

export function sessionUser(
  roles: Role[] = ['user'],
  options: { isAdult?: boolean } = {},
): SessionUser {
  const oid = newObjectId()
  return {
    oid,
    nickname: `U${oid.slice(-6)}`,
    roles: ['user', ...roles.filter((role) => role !== 'user')],
    language: 'en',
    isAdult: options.isAdult ?? false,
  }
}

export interface MovableClock extends Clock {
  advanceDays(days: number): void
}

export function movableClock(start = new Date('2026-03-10T12:00:00Z')): MovableClock {
  let current = start.getTime()
  return {
    now: () => new Date(current),
    advanceDays(days) {
      current += days * 86_400_000
    },
  }
}

export function testStoriesService(
  database: Database,
  clock: Clock = movableClock(),
  overrides: Partial<StoriesDeps> = {},
) {
  return createStoriesService({
    db: database.db,
    clock,
    logger: pino({ level: 'silent' }),
    // A busy test machine must not trip the production deadline; tests of the deadline set theirs.
    compileTimeLimitMs: 300_000,
    ...overrides,
  })
}
