/**
 * An admin's push: a `notice` notification to one user or a segment (every creator, every
 * livestreamer, everyone), keyed by the page's request id. Accounts are walked by id in
 * batches of 50, at most 4 batches a call, the page calling again until done. A batch is
 * claimed (a conditional move of the cursor) and its notifications written in one
 * transaction, so a retry, a second tab or a crash part-way never notifies anyone twice
 * and never skips anyone.
 */
import { type Selectable, sql } from 'kysely'
import { newObjectId } from '../db'
import { badRequest } from '../http'
import { conflict, newPageCursor } from './admin-paging'
import type { PushInput } from './admin-requests'
import type { AdminPushProgress, AdminPushSegment, AdminPushView } from './contract'
import { addNotification, isMuted, lockUser, mailNotification, type NotifyDeps } from './notify'
import type { AdminPushesTable } from './tables'

type PushRow = Selectable<AdminPushesTable>

export const PUSH_BATCH = 50
export const PUSH_BATCHES_PER_CALL = 4
export const PUSH_PAGE = 30

export interface PushAudience {
  segment: AdminPushSegment
  userOid?: string | undefined
}

/** The accounts a push reaches, from the accounts area (accounts waiting for deletion get none). */
export interface PushAudiencePort {
  count(audience: PushAudience): Promise<number>
  /** Up to `limit` account ids after `after`, in id order. */
  page(audience: PushAudience, after: string | null, limit: number): Promise<string[]>
}

export interface AdminPushDeps extends NotifyDeps {
  audience?: PushAudiencePort
}

function port(deps: AdminPushDeps): PushAudiencePort {
  if (!deps.audience) throw new Error('admin push: no audience port')
  return deps.audience
}

export const pushProgress = (row: PushRow): AdminPushProgress => ({
  oid: row.oid,
  requestId: row.request_id,
  recipients: row.recipients,
  sent: row.sent,
  delivered: row.delivered,
  done: row.done_at !== null,
})

export const pushView = (row: PushRow): AdminPushView => ({
  ...pushProgress(row),
  adminOid: row.admin_oid,
  segment: row.segment as AdminPushSegment,
  userOid: row.user_oid,
  title: row.title,
  body: row.body,
  link: row.link,
  createdAt: new Date(row.created_at).toISOString(),
})

function findPush(deps: AdminPushDeps, requestId: string) {
  return deps.db
    .selectFrom('admin_pushes')
    .selectAll()
    .where('request_id', '=', requestId)
    .executeTakeFirst()
}

/** The push of this request id, made on its first call; refused if the id named another push. */
async function openPush(deps: AdminPushDeps, adminOid: string, input: PushInput) {
  const existing = await findPush(deps, input.requestId)
  if (!existing) {
    const recipients = await port(deps).count(input)
    if (recipients === 0) throw badRequest('NO_PUSH_RECIPIENTS', 'Nobody would receive this push.')
    const now = deps.clock.now()
    await deps.db
      .insertInto('admin_pushes')
      .values({
        oid: newObjectId(now.getTime()),
        request_id: input.requestId,
        admin_oid: adminOid,
        segment: input.segment,
        user_oid: input.userOid ?? null,
        title: input.title,
        body: input.body,
        link: input.link || null,
        recipients,
        cursor: null,
        done_at: null,
        created_at: now,
      })
      .onConflict((oc) => oc.column('request_id').doNothing())
      .execute()
  }
  const row = await findPush(deps, input.requestId)
  const same =
    row &&
    row.segment === input.segment &&
    row.user_oid === (input.userOid ?? null) &&
    row.title === input.title &&
    row.body === input.body &&
    row.link === (input.link || null)
  if (!same) throw conflict('PUSH_REQUEST_REUSED', 'This request id belongs to another push.')
  return row
}

/** Sends the next batches of a push; `before` is how many accounts were walked before this call. */
export async function sendAdminPush(
  deps: AdminPushDeps,
  adminOid: string,
  input: PushInput,
): Promise<AdminPushProgress & { before: number; beforeDelivered: number }> {
  const push = await openPush(deps, adminOid, input)
  for (let batch = 0; batch < PUSH_BATCHES_PER_CALL; batch += 1) {
    const row = await findPush(deps, input.requestId)
    if (!row || row.done_at) break
    if (!(await sendBatch(deps, row))) break
  }
  const row = (await findPush(deps, input.requestId)) ?? push
  return { ...pushProgress(row), before: push.sent, beforeDelivered: push.delivered }
}

/** Claims one batch and writes its notifications in one transaction; false once done or taken. */
async function sendBatch(deps: AdminPushDeps, row: PushRow) {
  const target = { segment: row.segment as AdminPushSegment, userOid: row.user_oid ?? undefined }
  const accounts = await port(deps).page(target, row.cursor, PUSH_BATCH)
  const data = {
    title: row.title,
    text: row.body,
    pushOid: row.oid,
    ...(row.link ? { link: row.link } : {}),
  }
  const kept = await deps.db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('admin_pushes')
      .set({
        cursor: accounts.at(-1) ?? row.cursor,
        sent: row.sent + accounts.length,
        done_at: accounts.length < PUSH_BATCH ? deps.clock.now() : null,
      })
      .where('oid', '=', row.oid)
      .where(sql<boolean>`cursor is not distinct from ${row.cursor}`)
      .where('done_at', 'is', null)
      .executeTakeFirst()
    if (claimed.numUpdatedRows === 0n) return null
    const notified: string[] = []
    // Locks are taken in id order, the order every batch walks, so two batches never deadlock.
    for (const userOid of accounts) {
      await lockUser(trx, userOid)
      if (await isMuted(trx, userOid, 'notice')) continue
      await addNotification(trx, deps.clock, userOid, 'notice', data, null)
      notified.push(userOid)
    }
    await trx
      .updateTable('admin_pushes')
      .set((eb) => ({ delivered: eb('delivered', '+', notified.length) }))
      .where('oid', '=', row.oid)
      .execute()
    return notified
  })
  if (!kept) return false
  for (const userOid of kept) await mailNotification(deps, userOid, 'notice', data)
  return accounts.length === PUSH_BATCH
}

/** Sent pushes, newest first, 30 a page (keyset by time and id), searched by words of the title. */
export async function listPushes(
  deps: AdminPushDeps,
  input: { q?: string | undefined; cursor?: string | undefined },
) {
  let query = deps.db.selectFrom('admin_pushes').selectAll()
  for (const word of (input.q ?? '').split(/\s+/).filter(Boolean).slice(0, 5)) {
    const escaped = word.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)
    query = query.where(sql<boolean>`lower(title) like ${`%${escaped}%`}`)
  }
  const cursor = input.cursor
  if (cursor) {
    query = query.where((eb) =>
      eb(
        eb.refTuple('created_at', 'oid'),
        '<',
        eb.tuple(
          eb.selectFrom('admin_pushes').select('created_at').where('oid', '=', cursor),
          cursor,
        ),
      ),
    )
  }
  const rows = await query
    .orderBy('created_at', 'desc')
    .orderBy('oid', 'desc')
    .limit(PUSH_PAGE + 1)
    .execute()
  return { pushes: rows.slice(0, PUSH_PAGE).map(pushView), next: newPageCursor(rows, PUSH_PAGE) }
}
