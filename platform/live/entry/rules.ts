/**
 * Entry rules: who may watch a creator's live (everyone, signed-in viewers, or subscribers
 * of chosen tiers), an optional password, and the ticket (./tickets.ts). Changed while live
 * with a delay, a change is announced at once (streamPermissionNotification) and applied by
 * the sweep from its stored row (streamPermissionChanged), so a restart loses nothing.
 */
import { randomBytes } from 'node:crypto'
import type { Kysely, Selectable } from 'kysely'
import type { Logger } from 'pino'
import type { DB } from '../../db'
import { newObjectId } from '../../db/ids'
import { type Clock, forbidden, type SessionUser } from '../../http'
import type { LimitStore, WindowPolicy } from '../../limits'
import { LIVE_ERRORS } from '../errors'
import type { LiveUsersPort } from '../ports'
import type { EntryCondition, EntryMode, EntryRequest, EntryResponse, PlayEntry } from './contract'
import { ENTRY_ERRORS } from './errors'
import { entryPasswordMatches, hashEntryPassword } from './password'
import type { LiveEntryChangesTable } from './tables'
import type { TicketService } from './tickets'
import { ENTRY_TOKEN_TTL_MS, readEntryToken, signEntryToken } from './token'

/** What entry rules need of other areas, handed in by server/context/. */
export interface LiveEntryPorts {
  /** Signs entry tokens; every instance must share it (a random one serves a single process). */
  secret?: string | undefined
  /** The channels area's tiers and subscriptions. Without it a tier condition lets nobody in. */
  tiers?: LiveEntryTiersPort | undefined
  /** The live chat's events. Without it changes apply unannounced. */
  events?: LiveEntryEventsPort | undefined
}

export interface LiveEntryTiersPort {
  /** Whether the viewer's live subscription to the creator is one of the tiers (the content rule). */
  mayEnter(userOid: string, creatorOid: string, tierHashes: readonly string[]): Promise<boolean>
  /** The creator's tiers (deleted ones left out). */
  tierHashes(creatorOid: string): Promise<string[]>
  /** Whether the creator offers a free tier now (spec §5: exclusive with ticketing). */
  hasFreeTier(creatorOid: string): Promise<boolean>
}

export interface LiveEntryEventsPort {
  permissionNotice(
    creatorOid: string,
    data: { newInvitationRules: EntryCondition; scheduleDate: string },
  ): Promise<void>
  permissionChanged(creatorOid: string): Promise<void>
}

export interface EntryDeps {
  db: Kysely<DB>
  clock: Clock
  /** The password's tries, counted where every instance sees them. */
  limits: LimitStore
  logger: Logger
  users: LiveUsersPort
  tickets: TicketService
  ports: LiveEntryPorts
}

/** Wrong passwords a viewer may send per creator and minute (designed: docs/live/README.md). */
export const PASSWORD_TRIES_PER_MINUTE = 10
const PASSWORD_TRIES: WindowPolicy = {
  kind: 'window',
  limit: PASSWORD_TRIES_PER_MINUTE,
  windowMs: 60_000,
}

interface Rules {
  mode: EntryMode
  tierHashes: string[]
  passwordHash: string | null
  updatedAt: Date | null
}

/** The entry state of a stream: its rules, its ticket, and whether anything gates it. */
export interface EntryState {
  rules: Rules
  ticketOid: string | null
  /** Signed into entry tokens; changes with the rules or the ticket. */
  version: string
  gated: boolean
}

const OPEN: Rules = { mode: 'everyone', tierHashes: [], passwordHash: null, updatedAt: null }
const isAdmin = (user: SessionUser) => user.roles.includes('admin')
const conditionOf = (rules: {
  mode: EntryMode
  tierHashes: string[]
  passwordHash: string | null
}): EntryCondition => ({
  mode: rules.mode,
  tierHashes: rules.tierHashes,
  hasPassword: !!rules.passwordHash,
})

export function createEntryService(deps: EntryDeps) {
  const { db, clock, tickets, ports } = deps
  const secret = ports.secret ?? randomBytes(32).toString('base64url')

  async function rulesOf(creatorOid: string): Promise<Rules> {
    const row = await db
      .selectFrom('live_entry_rules')
      .selectAll()
      .where('creator_oid', '=', creatorOid)
      .executeTakeFirst()
    if (!row) return OPEN
    return {
      mode: row.mode,
      tierHashes: row.tier_hashes,
      passwordHash: row.password_hash,
      updatedAt: row.updated_at,
    }
  }

  async function stateOf(creatorOid: string): Promise<EntryState> {
    const [rules, ticket] = await Promise.all([
      rulesOf(creatorOid),
      tickets.currentTicket(creatorOid),
    ])
    return {
      rules,
      ticketOid: ticket?.oid ?? null,
      version: `${rules.updatedAt?.getTime() ?? 0}:${ticket?.oid ?? '-'}`,
      gated: rules.mode !== 'everyone' || !!rules.passwordHash || !!ticket,
    }
  }

  const passes = (user: SessionUser | null, creatorOid: string) =>
    !!user && (user.oid === creatorOid || isAdmin(user))

  /**
   * Decides a viewer's entry, refusing with the gate they meet first: login, tier, password
   * (before the ticket, so nobody pays and is then refused), ticket. `key` is the password;
   * undefined asks without one (the chat token's check). `caller` keys the password limit.
   */
  async function decide(
    user: SessionUser | null,
    creatorOid: string,
    key: string | undefined,
    caller: string,
  ): Promise<EntryState> {
    const state = await stateOf(creatorOid)
    if (!state.gated || passes(user, creatorOid)) return state
    const { rules } = state
    const needsLogin = rules.mode !== 'everyone' || !!state.ticketOid
    if (needsLogin && !user) throw ENTRY_ERRORS.loginRequired()
    if (rules.mode === 'tiers') {
      const allowed =
        !!user &&
        !!ports.tiers &&
        (await ports.tiers.mayEnter(user.oid, creatorOid, rules.tierHashes))
      if (!allowed) throw ENTRY_ERRORS.tierRequired()
    }
    if (rules.passwordHash) {
      if (!key) throw ENTRY_ERRORS.passwordRequired()
      // The try is counted before the scrypt, so concurrent guesses cannot all be checked;
      // the right password gives its try back. Past the limit the viewer waits out the minute.
      const budget = `live-password:${caller}:${creatorOid}`
      if (!(await deps.limits.reserve(budget, PASSWORD_TRIES)).granted)
        throw ENTRY_ERRORS.passwordTries()
      if (!(await entryPasswordMatches(rules.passwordHash, key))) throw ENTRY_ERRORS.passwordWrong()
      await deps.limits.release(budget, PASSWORD_TRIES)
    }
    if (state.ticketOid) {
      if (!user || !(await tickets.holds(user.oid, state.ticketOid))) {
        throw ENTRY_ERRORS.ticketRequired()
      }
    }
    return state
  }

  /** `always`: a token even for an ungated stream (its source rendition is for signed-in viewers). */
  function tokenFor(
    state: EntryState,
    creatorOid: string,
    user: SessionUser | null,
    always = false,
  ): PlayEntry {
    if (!state.gated && !always) return { entryToken: null, entryTokenExpiresAt: null }
    const expires = clock.now().getTime() + ENTRY_TOKEN_TTL_MS
    return {
      entryToken: signEntryToken(secret, {
        creatorOid,
        userOid: user?.oid ?? null,
        version: state.version,
        expires,
      }),
      entryTokenExpiresAt: new Date(expires).toISOString(),
    }
  }

  /** Whether a token admits to this creator's stream now (signature, creator, expiry, rules). */
  function tokenAdmits(state: EntryState, creatorOid: string, token: string | undefined) {
    if (!token) return null
    const claims = readEntryToken(secret, token)
    if (!claims || claims.creatorOid !== creatorOid) return null
    if (claims.expires <= clock.now().getTime() || claims.version !== state.version) return null
    return claims
  }

  async function requireStudio(user: SessionUser, creatorOid: string) {
    const admin = isAdmin(user)
    if (!admin && !user.roles.includes('livestreamer')) throw LIVE_ERRORS.notLivestreamer()
    if (!admin && user.oid !== creatorOid) throw forbidden()
    const [creator] = await deps.users.findUsers([creatorOid])
    if (!creator?.isLivestreamer) throw LIVE_ERRORS.creatorNotFound()
  }

  const pendingOf = (creatorOid: string) =>
    db
      .selectFrom('live_entry_changes')
      .selectAll()
      .where('creator_oid', '=', creatorOid)
      .where('applied_at', 'is', null)
      .where('cancelled_at', 'is', null)
      .executeTakeFirst()

  async function answer(creatorOid: string): Promise<EntryResponse> {
    const [state, pending] = await Promise.all([stateOf(creatorOid), pendingOf(creatorOid)])
    return {
      creatorOid,
      entry: conditionOf(state.rules),
      pending: pending
        ? {
            entry: conditionOf({
              mode: pending.mode,
              tierHashes: pending.tier_hashes,
              passwordHash: pending.password_hash,
            }),
            appliesAt: pending.apply_at.toISOString(),
          }
        : null,
      ticketing: !!state.ticketOid,
    }
  }

  /** Listeners' failures are logged: a change stands without its announcement. */
  async function tell(creatorOid: string, what: () => Promise<void> | undefined) {
    try {
      await what()
      return true
    } catch (error) {
      deps.logger.warn({ err: error, creatorOid }, 'live entry event failed')
      return false
    }
  }

  const upsertRules = (
    trx: Kysely<DB>,
    creatorOid: string,
    next: { mode: EntryMode; tierHashes: string[]; passwordHash: string | null },
    now: Date,
  ) =>
    trx
      .insertInto('live_entry_rules')
      .values({
        creator_oid: creatorOid,
        mode: next.mode,
        tier_hashes: JSON.stringify(next.tierHashes),
        password_hash: next.passwordHash,
        updated_at: now,
      })
      .onConflict((oc) =>
        oc.column('creator_oid').doUpdateSet({
          mode: next.mode,
          tier_hashes: JSON.stringify(next.tierHashes),
          password_hash: next.passwordHash,
          updated_at: now,
        }),
      )
      .execute()

  async function isLive(creatorOid: string) {
    const channel = await db
      .selectFrom('live_channels')
      .select('state')
      .where('creator_oid', '=', creatorOid)
      .executeTakeFirst()
    return channel?.state === 'liveOn'
  }

  /** Applies one due change (once, whichever instance sweeps first), then announces it. */
  async function applyDue(row: Selectable<LiveEntryChangesTable>, now: Date) {
    if (!row.applied_at) {
      const applied = await db.transaction().execute(async (trx) => {
        const claimed = await trx
          .updateTable('live_entry_changes')
          .set({ applied_at: now })
          .where('oid', '=', row.oid)
          .where('applied_at', 'is', null)
          .where('cancelled_at', 'is', null)
          .executeTakeFirst()
        if (Number(claimed.numUpdatedRows ?? 0) === 0) return false
        await upsertRules(
          trx,
          row.creator_oid,
          { mode: row.mode, tierHashes: row.tier_hashes, passwordHash: row.password_hash },
          now,
        )
        return true
      })
      if (!applied) return false
    }
    if (!(await tell(row.creator_oid, () => ports.events?.permissionChanged(row.creator_oid)))) {
      return false
    }
    await db
      .updateTable('live_entry_changes')
      .set({ announced_at: now })
      .where('oid', '=', row.oid)
      .execute()
    return true
  }

  let timer: ReturnType<typeof setInterval> | null = null
  let running: Promise<number> | null = null

  const service = {
    stateOf,
    decide,
    tokenFor,
    tokenAdmits,

    /**
     * Whether the viewer may enter without a password: the chat token's check. A stream with
     * a password admits only through the entry token play gave (or the creator and admins).
     */
    async canEnter(creatorOid: string, viewer: SessionUser | null): Promise<boolean> {
      try {
        await decide(viewer, creatorOid, undefined, 'none')
        return true
      } catch {
        return false
      }
    },

    /** `GET /live/entry`: the studio's entry condition and any change waiting. */
    async get(user: SessionUser, creatorOid: string): Promise<EntryResponse> {
      await requireStudio(user, creatorOid)
      return answer(creatorOid)
    },

    /**
     * `POST /live/entry`. Off air, or with no delay, the condition applies now; live with a
     * delay, it is announced now and applied at `now + delay` (a newer change replaces it).
     */
    async save(user: SessionUser, request: EntryRequest): Promise<EntryResponse> {
      const { creatorOid, entry } = request
      await requireStudio(user, creatorOid)
      const tierHashes = entry.mode === 'tiers' ? [...new Set(entry.tierHashes ?? [])] : []
      if (tierHashes.length > 0) {
        const own = new Set(ports.tiers ? await ports.tiers.tierHashes(creatorOid) : [])
        if (tierHashes.some((hash) => !own.has(hash))) throw ENTRY_ERRORS.unknownTier()
      }
      const current = await rulesOf(creatorOid)
      const passwordHash =
        entry.password === undefined
          ? current.passwordHash
          : entry.password === null
            ? null
            : await hashEntryPassword(entry.password)
      const next = { mode: entry.mode, tierHashes, passwordHash }
      const live = await isLive(creatorOid)
      const delay = live ? (request.delayMinutes ?? 0) : 0
      const now = clock.now()
      const appliesAt = new Date(now.getTime() + delay * 60_000)
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('live_entry_changes')
          .set({ cancelled_at: now })
          .where('creator_oid', '=', creatorOid)
          .where('applied_at', 'is', null)
          .where('cancelled_at', 'is', null)
          .execute()
        if (delay === 0) return upsertRules(trx, creatorOid, next, now)
        await trx
          .insertInto('live_entry_changes')
          .values({
            oid: newObjectId(now.getTime()),
            creator_oid: creatorOid,
            mode: next.mode,
            tier_hashes: JSON.stringify(tierHashes),
            password_hash: passwordHash,
            created_at: now,
            apply_at: appliesAt,
          })
          .execute()
      })
      if (delay > 0) {
        await tell(creatorOid, () =>
          ports.events?.permissionNotice(creatorOid, {
            newInvitationRules: conditionOf(next),
            scheduleDate: appliesAt.toISOString(),
          }),
        )
      } else if (live) {
        await tell(creatorOid, () => ports.events?.permissionChanged(creatorOid))
      }
      return answer(creatorOid)
    },

    /** Applies and announces the changes due by now; answers how many. One run at a time. */
    sweep(): Promise<number> {
      running ??= (async () => {
        const now = clock.now()
        const due = await db
          .selectFrom('live_entry_changes')
          .selectAll()
          .where('announced_at', 'is', null)
          .where('cancelled_at', 'is', null)
          .where('apply_at', '<=', now)
          .orderBy('apply_at')
          .limit(200)
          .execute()
        let done = 0
        for (const row of due) if (await applyDue(row, now)) done += 1
        return done
      })().finally(() => {
        running = null
      })
      return running
    },

    /** Sweeps every `intervalMs` (unref'd) until `stop`. */
    scheduler: {
      start(intervalMs = 15_000) {
        if (timer) return
        const run = () =>
          service
            .sweep()
            .catch((error) => deps.logger.error({ err: error }, 'live entry sweep failed'))
        void run()
        timer = setInterval(run, intervalMs)
        timer.unref()
      },
      async stop() {
        if (timer) clearInterval(timer)
        timer = null
        await running?.catch(() => {})
      },
    },
  }
  return service
}

export type EntryService = ReturnType<typeof createEntryService>
