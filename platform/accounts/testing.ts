/** Test helpers for the accounts service: a recording mailer and a clock tests move. */

import type { Kysely } from 'kysely'
import pino from 'pino'
import type { DB } from '../db'
import type { Clock } from '../http'
import { createDatabaseLimitStore } from '../limits'
import type { Mailer, MailMessage } from '../mail'
import { createAccountsService } from './service'

export interface MovableClock extends Clock {
  advance(milliseconds: number): void
  set(date: Date): void
}

export function movableClock(start = new Date()): MovableClock {
  let current = start.getTime()
  return {
    now: () => new Date(current),
    advance(milliseconds) {
      current += milliseconds
    },
    set(date) {
      current = date.getTime()
    },
  }
}

export function recordingMailer(): Mailer & {
  sent: MailMessage[]
  lastTo(to: string): MailMessage | undefined
} {
  const sent: MailMessage[] = []
  return {
    transport: 'outbox',
    sent,
    async send(message) {
      sent.push(message)
      return { id: String(sent.length) }
    },
    lastTo: (to) => sent.filter((message) => message.to === to).at(-1),
  }
}

/** A service over a test database with cheap Argon2 settings (the cost is benchmarked, not tested). */
export function testAccountsService(db: Kysely<DB>, clock: Clock = movableClock()) {
  const mailer = recordingMailer()
  const service = createAccountsService({
    db,
    mailer,
    clock,
    limits: createDatabaseLimitStore({ db, clock }),
    logger: pino({ level: 'silent' }),
    settings: {
      publicUrl: 'http://taleloom.test',
      sessionDays: 30,
      guestFreeChats: 5,
      blockedEmailDomains: ['mailinator.com'],
      argon2: { memoryKiB: 1024, iterations: 1 },
    },
  })
  return { service, mailer }
}

export function codeFrom(mail: MailMessage | undefined): string {
  const code = mail?.text.match(/\b(\d{6})\b/)?.[1]
  if (!code) throw new Error('codeFrom: no 6-digit code in the mail')
  return code
}
