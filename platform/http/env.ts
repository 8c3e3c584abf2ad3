import type { Logger } from 'pino'
import type { Language } from '../../engine/i18n'
import type { LimitStore } from '../limits/store'

export const ROLES = ['user', 'creator', 'livestreamer', 'channelManager', 'admin'] as const
export type Role = (typeof ROLES)[number]

/** The signed-in user as every handler sees it. */
export interface SessionUser {
  oid: string
  nickname: string
  roles: Role[]
  language: Language | null
  isAdult: boolean
}

/**
 * What a session opened by a credential other than the password may do: `live-tool`, a live
 * tool key's session, only the live studio's calls (checked by the server's auth layer).
 */
export const SESSION_SCOPES = ['live-tool'] as const
export type SessionScope = (typeof SESSION_SCOPES)[number]

export interface RequestAuth {
  user: SessionUser | null
  /** The session behind the token, for logout and 2FA flows. */
  sessionId: string | null
  /** The session's scope; null for a full sign-in (and for guests). */
  scope: SessionScope | null
  /** Guest device id (header or cookie); identifies guests and devices for check-in. */
  guestDeviceId: string | null
}

/**
 * The spec's common request fields: headers on every call, and lang, requestorOid,
 * platformType, loginType, gaClientId, checkAdmin in the query (GET) or body (others).
 * `checkAdmin` is only a hint from the client; authorization always comes from roles.
 */
export interface CommonFields {
  token: string | null
  platformType: string | null
  complianceAccount: string | null
  gaClientId: string | null
  lang: string | null
  requestorOid: string | null
  loginType: string | null
  checkAdmin: boolean
  country: string | null
  ip: string
}

export interface AppVariables {
  requestId: string
  logger: Logger
  common: CommonFields
  /** Parsed JSON body for POST/PUT/PATCH/DELETE (empty object when none, or deferred). */
  body: Record<string, unknown>
  /**
   * The route reads this request's body itself, off the server's thread (a large canvas):
   * the body middleware left it unread and `body` empty. Set by the server's body limits.
   */
  bodyDeferred?: boolean
  /** The language negotiated by the spec's order, for texts the server produces. */
  lang: Language
  auth: RequestAuth
  /** The attempt budgets every instance shares: what `rateLimit` counts in (set by the server). */
  limits: LimitStore
  /** An admin's rights were used (`requireAdmin`): a change this request makes is audited. */
  adminActed?: boolean
  /** What the route says about its admin change, for the audit log (`noteAdminChange`). */
  adminChange?: AdminChangeNote
}

/** An admin change as the route that made it describes it; unset fields come from the call. */
export interface AdminChangeNote {
  /** A name for what was done (`prompts.activate`); the call's method and path otherwise. */
  action?: string
  target?: { kind: string; oid: string }
  before?: unknown
  /** The state after; the request's body (secrets hidden) otherwise. */
  after?: unknown
  reason?: string
  /** The call changed nothing (a retry answered from its first result): nothing is logged. */
  unchanged?: boolean
}

export type AppEnv = { Variables: AppVariables }

/** A sub-app an area mounts under `/api` + prefix. Several areas may share a prefix. */
export interface AreaMount {
  prefix: string
  routes: import('hono').Hono<AppEnv>
  /**
   * Routes (paths under `prefix`) that accept larger bodies than the server's default.
   * With `deferJsonFrom`, a JSON body of at least that many bytes (by its Content-Length)
   * is left unread by the body middleware for the route to read (`bodyDeferred`).
   * Callers without a session get the server's small anonymous ceiling on every route,
   * unless the route says `anonymous` (a provider's signed webhook).
   */
  bodyLimits?: { path: string; maxSize: number; deferJsonFrom?: number; anonymous?: boolean }[]
}

/** Injected time, so services and tests agree on "now" and expiry is testable. */
export interface Clock {
  now(): Date
}

export const systemClock: Clock = { now: () => new Date() }

/**
 * A clock that starts at `start` and runs at the real pace from the moment it is made: a
 * demo or a browser test pins the calendar (the 25th for settlements, not a month's last
 * day for subscriptions) while timeouts and expiries still pass as they do.
 */
export function startingClock(start: Date, real: Clock = systemClock): Clock {
  const offset = start.getTime() - real.now().getTime()
  return { now: () => new Date(real.now().getTime() + offset) }
}
