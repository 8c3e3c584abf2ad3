/**
 * The durable queue of calls to Discord. A job is written in the same transaction as the
 * change that wants it, claimed under a lease (a crashed worker's job is taken again when
 * the lease runs out), and ends only when Discord confirms it or answers that no retry can
 * help. Jobs of one member run in the order they were queued: only the oldest pending job
 * of a (guild, member) can be claimed, so a grant never overtakes the removal queued after it.
 */
import { type Kysely, sql, type Transaction } from 'kysely'
import type { Logger } from 'pino'
import type { DB } from '../db'
import { newObjectId } from '../db/ids'
import type { Clock } from '../http'
import type { DiscordApi } from './api'
import { planAfterAnswer } from './retry-policy'
import type { OutboxOp } from './tables'

export type DiscordDb = Kysely<DB> | Transaction<DB>

export interface OutboxJobInput {
  creatorOid: string
  userOid: string | null
  op: OutboxOp
  guildId: string
  discordId: string
  roleId: string | null
  reason: string
}

const LEASE_MS = 60_000

export async function enqueue(db: DiscordDb, now: Date, job: OutboxJobInput): Promise<string> {
  const oid = newObjectId(now.getTime())
  await db
    .insertInto('discord_outbox')
    .values({
      oid,
      creator_oid: job.creatorOid,
      user_oid: job.userOid,
      op: job.op,
      guild_id: job.guildId,
      discord_id: job.discordId,
      role_id: job.roleId,
      reason: job.reason.slice(0, 400),
      next_attempt_at: now,
      created_at: now,
    })
    .execute()
  return oid
}

export interface DrainReport {
  claimed: number
  done: number
  failed: number
  retrying: number
}

export function createOutbox(deps: {
  db: Kysely<DB>
  clock: Clock
  logger: Logger
  api: DiscordApi | null
}) {
  const db = deps.db

  /** Claims due jobs (each member's oldest only) under a lease. */
  async function claim(limit: number) {
    const now = deps.clock.now()
    const leaseUntil = new Date(now.getTime() + LEASE_MS)
    const result = await sql<{
      oid: string
      op: OutboxOp
      guild_id: string
      discord_id: string
      role_id: string | null
      reason: string
      attempts: number
      creator_oid: string
      user_oid: string | null
    }>`
      update discord_outbox set lease_until = ${leaseUntil}, attempts = attempts + 1
      where oid in (
        select o.oid from discord_outbox o
        where o.state = 'pending' and o.next_attempt_at <= ${now}
          and (o.lease_until is null or o.lease_until < ${now})
          and not exists (
            select 1 from discord_outbox p
            where p.state = 'pending' and p.guild_id = o.guild_id
              and p.discord_id = o.discord_id and p.oid < o.oid)
        order by o.oid
        limit ${limit}
        for update skip locked)
      returning oid, op, guild_id, discord_id, role_id, reason, attempts, creator_oid, user_oid`.execute(
      db,
    )
    return [...result.rows].sort((a, b) => (a.oid < b.oid ? -1 : 1))
  }

  type Claimed = Awaited<ReturnType<typeof claim>>[number]

  async function send(api: DiscordApi, job: Claimed) {
    switch (job.op) {
      case 'add_role':
        return api.addMemberRole(job.guild_id, job.discord_id, job.role_id as string, job.reason)
      case 'remove_role':
        return api.removeMemberRole(job.guild_id, job.discord_id, job.role_id as string, job.reason)
      case 'kick':
        return api.removeMember(job.guild_id, job.discord_id, job.reason)
    }
  }

  async function settle(job: Claimed, outcome: ReturnType<typeof planAfterAnswer>) {
    const now = deps.clock.now()
    await db.transaction().execute(async (trx) => {
      if (outcome.state === 'pending') {
        await trx
          .updateTable('discord_outbox')
          .set({
            next_attempt_at: outcome.nextAttemptAt,
            lease_until: null,
            last_error: outcome.error,
          })
          .where('oid', '=', job.oid)
          .execute()
        return
      }
      await trx
        .updateTable('discord_outbox')
        .set({
          state: outcome.state,
          lease_until: null,
          done_at: now,
          last_error: outcome.state === 'failed' ? outcome.error : null,
        })
        .where('oid', '=', job.oid)
        .execute()
      if (outcome.state === 'done' && job.user_oid && job.role_id) {
        // The member's state follows the role they are meant to hold, not an older job's:
        // a grant confirms that role; a removal confirms holding none.
        await trx
          .updateTable('discord_members')
          .set({ role_state: job.op === 'add_role' ? 'granted' : 'removed', updated_at: now })
          .where('creator_oid', '=', job.creator_oid)
          .where('user_oid', '=', job.user_oid)
          .where('discord_id', '=', job.discord_id)
          .where('role_state', '=', 'pending')
          .where((eb) =>
            job.op === 'add_role' ? eb('role_id', '=', job.role_id) : eb('role_id', 'is', null),
          )
          .execute()
      }
    })
  }

  /** One pass: claims due jobs and sends each; returns what became of them. */
  async function drain(limit = 50): Promise<DrainReport> {
    const report: DrainReport = { claimed: 0, done: 0, failed: 0, retrying: 0 }
    const api = deps.api
    if (!api) return report
    const jobs = await claim(limit)
    report.claimed = jobs.length
    for (const job of jobs) {
      const result = await send(api, job)
      const outcome = planAfterAnswer(job.op, result, job.attempts, deps.clock.now())
      await settle(job, outcome)
      if (outcome.state === 'done') report.done++
      else if (outcome.state === 'failed') {
        report.failed++
        deps.logger.warn({ job: job.oid, op: job.op, error: outcome.error }, 'discord job failed')
      } else report.retrying++
    }
    return report
  }

  /** Drains until nothing is due (tests and the worker's tick). */
  async function drainAll(limit = 50): Promise<DrainReport> {
    const total: DrainReport = { claimed: 0, done: 0, failed: 0, retrying: 0 }
    for (;;) {
      const pass = await drain(limit)
      total.claimed += pass.claimed
      total.done += pass.done
      total.failed += pass.failed
      total.retrying += pass.retrying
      if (pass.claimed === 0 || pass.done + pass.failed === 0) return total
    }
  }

  /** Deletes jobs Discord confirmed more than `keepMs` ago; failed ones stay for the admin. */
  async function prune(keepMs = 30 * 24 * 60 * 60_000): Promise<number> {
    const before = new Date(deps.clock.now().getTime() - keepMs)
    const deleted = await db
      .deleteFrom('discord_outbox')
      .where('state', '=', 'done')
      .where('done_at', '<', before)
      .executeTakeFirst()
    return Number(deleted.numDeletedRows)
  }

  return { drain, drainAll, prune }
}

export type DiscordOutbox = ReturnType<typeof createOutbox>
