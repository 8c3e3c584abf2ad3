/**
 * The co-host's turns and budget in the store: a trigger claimed (the planner run under a
 * lock on the creator's settings row, so concurrent triggers see each other's holds), the
 * credits held before generating, settled once after, and turns cut by a restart swept.
 */
import { sql } from 'kysely'
import { newObjectId } from '../../db/ids'
import { COHOST_LIMITS, type CohostBudget, type CohostSettings } from './contract'
import {
  type CohostPlan,
  type CohostTrigger,
  keyOf,
  planCohostTurn,
  type TurnContext,
} from './planner'
import type { CohostDeps } from './ports'
import { toSettings } from './settings'

/** A claimed turn: its row, hold and what it answers. */
export interface ClaimedTurn {
  oid: string
  creatorOid: string
  streamOid: string
  price: number
  settings: CohostSettings
  context: TurnContext
}

export type ClaimResult = { plan: CohostPlan; turn: ClaimedTurn | null }

/** The wallet hold's request id: one per turn, so a retried reserve or settle moves nothing. */
export const holdIdOf = (turnOid: string) => `cohost:${turnOid}`

const monthStart = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1))

// Settled turns count what they cost; open ones their whole hold; failed ones nothing.
const spent = sql<string>`coalesce(sum(case
  when status = 'settled' then charged
  when status in ('reserved', 'streaming') then price
  else 0 end), 0)`

export function createCohostTurns(deps: CohostDeps) {
  const { db, clock } = deps

  async function sums(executor: typeof db, creatorOid: string, streamOid: string | null) {
    const now = clock.now()
    const [month, stream] = await Promise.all([
      executor
        .selectFrom('live_cohost_turns')
        .select(spent.as('spent'))
        .where('creator_oid', '=', creatorOid)
        .where('started_at', '>=', monthStart(now))
        .executeTakeFirst(),
      executor
        .selectFrom('live_cohost_turns')
        .select([
          spent.as('spent'),
          sql<string>`count(*) filter (where status in ('reserved', 'streaming'))`.as('open'),
          sql<Date | null>`max(started_at)`.as('last'),
        ])
        .where('creator_oid', '=', creatorOid)
        .where('stream_oid', '=', streamOid ?? '')
        .executeTakeFirst(),
    ])
    return {
      spentMonth: Number(month?.spent ?? 0),
      spentStream: Number(stream?.spent ?? 0),
      open: Number(stream?.open ?? 0),
      last: stream?.last ? new Date(stream.last).getTime() : null,
    }
  }

  /** Plans the trigger under the creator's lock and, to respond, stores the turn and holds its price. */
  async function claim(
    creatorOid: string,
    trigger: CohostTrigger,
    price: number,
  ): Promise<ClaimResult> {
    const streamOid = await deps.currentStream(creatorOid)
    const claimed = await db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('live_cohost_settings')
        .selectAll()
        .where('creator_oid', '=', creatorOid)
        .forUpdate()
        .executeTakeFirst()
      if (!row) return { plan: { action: 'skip', reason: 'notConfigured' } as const, turn: null }
      const settings = toSettings(row)
      // A trigger delivered again (a retry, another instance) is a duplicate, not "busy".
      const seen = await trx
        .selectFrom('live_cohost_turns')
        .select('oid')
        .where('creator_oid', '=', creatorOid)
        .where('trigger_key', '=', keyOf(trigger))
        .executeTakeFirst()
      if (seen) return { plan: { action: 'skip', reason: 'duplicate' } as const, turn: null }
      const state = await sums(trx, creatorOid, streamOid)
      const now = clock.now()
      const plan = planCohostTurn({
        trigger,
        settings,
        budget: state,
        rate: { busy: state.open > 0, lastStartedAt: state.last },
        streamOid,
        price,
        now: now.getTime(),
      })
      if (plan.action === 'skip' || !streamOid) return { plan, turn: null }
      const oid = newObjectId(now.getTime())
      const inserted = await trx
        .insertInto('live_cohost_turns')
        .values({
          oid,
          creator_oid: creatorOid,
          stream_oid: streamOid,
          trigger_key: plan.key,
          status: 'reserved',
          price,
          started_at: now,
        })
        .onConflict((oc) => oc.columns(['creator_oid', 'trigger_key']).doNothing())
        .returning('oid')
        .executeTakeFirst()
      if (!inserted) return { plan: { action: 'skip', reason: 'duplicate' } as const, turn: null }
      const turn: ClaimedTurn = {
        oid,
        creatorOid,
        streamOid,
        price,
        settings,
        context: plan.context,
      }
      return { plan, turn }
    })
    if (!claimed.turn) return claimed
    try {
      await deps.wallet.reserve({
        requestId: holdIdOf(claimed.turn.oid),
        userOid: creatorOid,
        amount: price,
        expiresAt: new Date(clock.now().getTime() + 2 * COHOST_LIMITS.staleMs),
        chargeType: 'chat',
      })
    } catch (error) {
      await markFailed(claimed.turn.oid)
      if ((error as { code?: string }).code === 'INSUFFICIENT_CREDITS') {
        return { plan: { action: 'skip', reason: 'noCredits' }, turn: null }
      }
      throw error
    }
    return claimed
  }

  /** Marks an open turn failed; false when it was already finished (by another sweeper). */
  async function markFailed(oid: string) {
    const result = await db
      .updateTable('live_cohost_turns')
      .set({ status: 'failed', charged: 0, finished_at: clock.now() })
      .where('oid', '=', oid)
      .where('status', 'in', ['reserved', 'streaming'])
      .executeTakeFirst()
    return Number(result.numUpdatedRows) > 0
  }

  /** The reply is out: the hold settles at the turn's price (at most the hold), once. */
  async function settle(oid: string, amount: number, messageId: string | null) {
    const turn = await db
      .selectFrom('live_cohost_turns')
      .select(['price', 'status'])
      .where('oid', '=', oid)
      .executeTakeFirst()
    if (!turn || turn.status === 'settled' || turn.status === 'failed') return turn?.status ?? null
    const result = await deps.wallet.settle({
      requestId: holdIdOf(oid),
      amount: Math.min(Math.max(0, Math.round(amount)), turn.price),
    })
    const settled = result.status === 'settled'
    await db
      .updateTable('live_cohost_turns')
      .set({
        status: settled ? 'settled' : 'failed',
        charged: settled ? result.charged : 0,
        message_id: messageId,
        finished_at: clock.now(),
      })
      .where('oid', '=', oid)
      .where('status', 'in', ['reserved', 'streaming'])
      .execute()
    return settled ? 'settled' : 'failed'
  }

  /** Generation failed: the hold goes back; a hold that did settle first is kept as settled. */
  async function fail(oid: string) {
    await deps.wallet.voidHold({ requestId: holdIdOf(oid) })
    const hold = await deps.wallet.readHold(holdIdOf(oid))
    if (hold?.status === 'settled') {
      await db
        .updateTable('live_cohost_turns')
        .set({ status: 'settled', charged: hold.charged ?? 0, finished_at: clock.now() })
        .where('oid', '=', oid)
        .where('status', 'in', ['reserved', 'streaming'])
        .execute()
      return 'settled' as const
    }
    return (await markFailed(oid)) ? ('failed' as const) : ('failedBefore' as const)
  }

  /** Turns a restart cut (still open after `staleMs`): each finished as its hold says, once. */
  async function sweep(): Promise<
    Array<{ oid: string; creatorOid: string; status: string; messageId: string | null }>
  > {
    const stale = await db
      .selectFrom('live_cohost_turns')
      .select(['oid', 'creator_oid', 'message_id'])
      .where('status', 'in', ['reserved', 'streaming'])
      .where('started_at', '<', new Date(clock.now().getTime() - COHOST_LIMITS.staleMs))
      .limit(200)
      .execute()
    const swept = []
    for (const turn of stale) {
      // Each turn is reported by the one sweeper that finished it (withdrawn once).
      const status = await fail(turn.oid)
      if (status === 'failedBefore') continue
      swept.push({
        oid: turn.oid,
        creatorOid: turn.creator_oid,
        status,
        messageId: turn.message_id === null ? null : String(turn.message_id),
      })
    }
    return swept
  }

  async function markStreaming(oid: string, messageId: string) {
    await db
      .updateTable('live_cohost_turns')
      .set({ status: 'streaming', message_id: messageId })
      .where('oid', '=', oid)
      .where('status', '=', 'reserved')
      .execute()
  }

  async function budget(creatorOid: string): Promise<CohostBudget> {
    const [streamOid, row] = await Promise.all([
      deps.currentStream(creatorOid),
      db
        .selectFrom('live_cohost_settings')
        .select(['monthly_allowance', 'stream_cap', 'muted'])
        .where('creator_oid', '=', creatorOid)
        .executeTakeFirst(),
    ])
    const state = await sums(db, creatorOid, streamOid)
    return {
      creatorOid,
      streamOid,
      spentStream: state.spentStream,
      spentMonth: state.spentMonth,
      streamCap: row?.stream_cap ?? 0,
      monthlyAllowance: row?.monthly_allowance ?? 0,
      inProgress: state.open,
      muted: row?.muted ?? false,
    }
  }

  return { claim, markStreaming, settle, fail, sweep, budget }
}

export type CohostTurns = ReturnType<typeof createCohostTurns>
