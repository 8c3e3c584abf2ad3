/**
 * Resending a content's publish notification to its creator's subscribers and followers.
 * Exactly once per request id: the resend row is claimed first, and each user told is a
 * row of it, claimed before telling, so a retry (or a second tab with the same id) finds
 * the rows and tells nobody twice; an interrupted resend finishes the rest on its retry.
 * Another request id within the cool-down is refused, so two tabs cannot send two waves.
 */
import { sql } from 'kysely'
import { conflict, notFound } from '../../http'
import type { ResendNotificationAnswer } from './contract'
import type { ContentToolsDeps } from './ports'

export const RESEND_COOLDOWN_MS = 10 * 60_000
export const RESEND_TEXTS = {
  notPublished: 'Only a published content has a publish notification to resend.',
  tooSoon: "This content's notification was resent less than 10 minutes ago.",
  otherContent: 'This request id was used for another content.',
} as const

export async function resendNotification(
  deps: ContentToolsDeps,
  input: { contentOid: string; requestId: string; adminOid: string },
): Promise<ResendNotificationAnswer> {
  const content = await deps.db
    .selectFrom('contents')
    .select(['oid', 'title', 'creator_oid', 'status', 'deleted_at'])
    .where('oid', '=', input.contentOid)
    .executeTakeFirst()
  if (!content || content.deleted_at) throw notFound('CONTENT_NOT_FOUND', 'Content not found')
  if (content.status !== 'published') {
    throw conflict('CONTENT_NOT_PUBLISHED', RESEND_TEXTS.notPublished)
  }
  const claimed = await claim(deps, input)
  if (claimed.notified !== null) {
    return { contentOid: input.contentOid, notified: claimed.notified, replayed: true }
  }
  const audience = deps.tools ? await deps.tools.audience(content.creator_oid) : []
  const data = { contentOid: content.oid, title: content.title, creatorOid: content.creator_oid }
  for (const userOid of audience) {
    const inserted = await deps.db
      .insertInto('content_notification_deliveries')
      .values({ request_id: input.requestId, user_oid: userOid })
      .onConflict((on) => on.columns(['request_id', 'user_oid']).doNothing())
      .executeTakeFirst()
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) {
      await deps.tools?.notifyNewContent(userOid, data)
    }
  }
  const finished = await finish(deps, input.requestId)
  // Of two calls racing with one id, only the one that finishes it counts as the change.
  return {
    contentOid: input.contentOid,
    notified: finished.notified,
    replayed: claimed.replayed || !finished.now,
  }
}

/** Claims the request id (under a lock per content, so the cool-down holds across tabs). */
async function claim(
  deps: ContentToolsDeps,
  input: { contentOid: string; requestId: string; adminOid: string },
) {
  return deps.db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${`content-resend:${input.contentOid}`}))`.execute(
      trx,
    )
    const existing = await trx
      .selectFrom('content_notification_resends')
      .select(['content_oid', 'notified'])
      .where('request_id', '=', input.requestId)
      .executeTakeFirst()
    if (existing) {
      if (existing.content_oid !== input.contentOid) {
        throw conflict('CONTENT_RESEND_ID_REUSED', RESEND_TEXTS.otherContent)
      }
      // Unfinished (cut short): this call tells the rest and counts as the change.
      return { notified: existing.notified, replayed: existing.notified !== null }
    }
    const now = deps.clock.now()
    const recent = await trx
      .selectFrom('content_notification_resends')
      .select('request_id')
      .where('content_oid', '=', input.contentOid)
      .where('created_at', '>', new Date(now.getTime() - RESEND_COOLDOWN_MS))
      .executeTakeFirst()
    if (recent) throw conflict('RESEND_TOO_SOON', RESEND_TEXTS.tooSoon)
    await trx
      .insertInto('content_notification_resends')
      .values({
        request_id: input.requestId,
        content_oid: input.contentOid,
        admin_oid: input.adminOid,
        notified: null,
        created_at: now,
      })
      .execute()
    return { notified: null, replayed: false }
  })
}

async function finish(deps: ContentToolsDeps, requestId: string) {
  const { count } = await deps.db
    .selectFrom('content_notification_deliveries')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('request_id', '=', requestId)
    .executeTakeFirstOrThrow()
  const notified = Number(count)
  const updated = await deps.db
    .updateTable('content_notification_resends')
    .set({ notified })
    .where('request_id', '=', requestId)
    .where('notified', 'is', null)
    .executeTakeFirst()
  return { notified, now: Number(updated.numUpdatedRows) > 0 }
}
