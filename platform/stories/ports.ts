import type { Kysely } from 'kysely'
import type { Logger } from 'pino'
import type { DB } from '../db'
import type { Clock } from '../http'
import type { CanvasSaveChecker } from './canvas-save-check'
import type { CompileRunner } from './compile-deadline'
import type { ContentPaymentPort } from './purchases'

/**
 * Paid-content access beyond free and owner: purchases and subscriber tiers come from
 * the wallet and subscriptions later. Returning null means "no entitlement".
 */
export interface EntitlementPort {
  find(
    userOid: string,
    content: { contentOid: string; creatorOid: string },
  ): Promise<'purchased' | 'subscriber' | null>
}

/** Public user fields the stories area shows (creator names); given by the accounts area. */
export interface UserDirectoryPort {
  getUserById(userOid: string): Promise<{ oid: string; nickname: string } | null>
}

export interface StoriesDeps {
  db: Kysely<DB>
  clock: Clock
  logger: Logger
  /** Where whole-story compiles run: the process's compile thread by default. */
  compileRunner?: CompileRunner
  /** Where a large canvas save's body is read and checked: the compile thread by default. */
  canvasSaveChecker?: CanvasSaveChecker
  /** Time limit of one compile (publish and compile checks). */
  compileTimeLimitMs?: number
  entitlements?: EntitlementPort
  users?: UserDirectoryPort
  /** Moves coins when a player buys a paid story; without it stories cannot be bought. */
  payments?: ContentPaymentPort
}

/** What every stories function receives: the deps with defaults filled in. */
export interface StoriesContext {
  db: Kysely<DB>
  clock: Clock
  logger: Logger
  compileRunner: CompileRunner
  canvasSaveChecker: CanvasSaveChecker
  compileTimeLimitMs: number
  entitlements: EntitlementPort | null
  users: UserDirectoryPort | null
  payments: ContentPaymentPort | null
}
