/**
 * An admin's resend of one stored notification: a copy at the top of the user's list,
 * unread (and mailed if the user wants that kind by mail). Keyed by the page's request id
 * (a retry answers the first resend) and each notification resent at most once; both are
 * checked under the user's notification lock, in the transaction that writes the copy.
 */
import type { Language } from '../../engine/i18n/languages'
import { notFound } from '../http'
import { conflict, newPageCursor } from './admin-paging'
import type { AdminNotificationView } from './contract'
import { isNotificationKind, notificationLink } from './kinds'
import { addNotification, isMuted, lockUser, mailNotification, type NotifyDeps } from './notify'
import { notificationText } from './texts'

export const RESEND_PAGE = 30

type NotificationRow = {
  oid: string
  user_oid: string
  kind: string
  data: Record<string, unknown>
  count: number
  read_at: Date | null
  created_at: Date
}

const COLUMNS = ['oid', 'user_oid', 'kind', 'data', 'count', 'read_at', 'created_at'] as const

async function resendsOf(deps: NotifyDeps, oids: string[]) {
  if (oids.length === 0) return new Map<string, { oid: string; at: string }>()
  const rows = await deps.db
    .selectFrom('notification_resends')
    .select(['source_oid', 'resent_oid', 'created_at'])
    .where('source_oid', 'in', oids)
    .execute()
  return new Map(
    rows.map((row) => [
      row.source_oid,
      { oid: row.resent_oid, at: new Date(row.created_at).toISOString() },
    ]),
  )
}

function view(
  row: NotificationRow,
  language: Language,
  resent: AdminNotificationView['resent'],
): AdminNotificationView {
  return {
    oid: row.oid,
    userOid: row.user_oid,
    kind: row.kind,
    data: row.data,
    count: row.count,
    text: notificationText(row, language),
    link: notificationLink(row.data),
    createdAt: new Date(row.created_at).toISOString(),
    read: row.read_at !== null,
    resent,
  }
}

/** One user's stored notifications, newest first, 30 a page, each with its resend if any. */
export async function userNotifications(
  deps: NotifyDeps,
  input: { userOid: string; before?: string | undefined },
  language: Language,
) {
  let query = deps.db
    .selectFrom('notifications')
    .select([...COLUMNS])
    .where('user_oid', '=', input.userOid)
  const before = input.before
  if (before) {
    query = query.where((eb) =>
      eb(
        eb.refTuple('created_at', 'oid'),
        '<',
        eb.tuple(
          eb
            .selectFrom('notifications')
            .select('created_at')
            .where('oid', '=', before)
            .where('user_oid', '=', input.userOid),
          before,
        ),
      ),
    )
  }
  const rows = await query
    .orderBy('created_at', 'desc')
    .orderBy('oid', 'desc')
    .limit(RESEND_PAGE + 1)
    .execute()
  const page = rows.slice(0, RESEND_PAGE)
  const resends = await resendsOf(
    deps,
    page.map((row) => row.oid),
  )
  return {
    notifications: page.map((row) => view(row, language, resends.get(row.oid) ?? null)),
    next: newPageCursor(rows, RESEND_PAGE),
  }
}

function findNotification(deps: NotifyDeps, oid: string) {
  return deps.db
    .selectFrom('notifications')
    .select([...COLUMNS])
    .where('oid', '=', oid)
    .executeTakeFirst()
}

const NO_NOTIFICATION = () => notFound('No notification has this id.', 'NOTIFICATION_NOT_FOUND')

/** One notification by its id, with its resend if it had one. */
export async function adminNotification(deps: NotifyDeps, oid: string, language: Language) {
  const row = await findNotification(deps, oid)
  if (!row) throw NO_NOTIFICATION()
  const resends = await resendsOf(deps, [oid])
  return view(row, language, resends.get(oid) ?? null)
}

export interface ResendOutcome {
  resentOid: string
  userOid: string
  kind: string
  /** True when this request id had already resent it: nothing new was written. */
  repeated: boolean
}

/** Resends a notification once; the same request id answers the first resend again. */
export async function resendNotification(
  deps: NotifyDeps,
  adminOid: string,
  input: { requestId: string; notificationOid: string },
): Promise<ResendOutcome> {
  const source = await findNotification(deps, input.notificationOid)
  const earlier = await deps.db
    .selectFrom('notification_resends')
    .selectAll()
    .where('request_id', '=', input.requestId)
    .executeTakeFirst()
  if (earlier) return repeatOf(earlier, input.notificationOid, source?.kind ?? '')
  if (!source) throw NO_NOTIFICATION()
  const outcome = await deps.db.transaction().execute(async (trx) => {
    await lockUser(trx, source.user_oid)
    const again = await trx
      .selectFrom('notification_resends')
      .selectAll()
      .where((eb) =>
        eb.or([eb('request_id', '=', input.requestId), eb('source_oid', '=', source.oid)]),
      )
      .executeTakeFirst()
    if (again?.request_id === input.requestId)
      return repeatOf(again, input.notificationOid, source.kind)
    if (again) throw conflict('ALREADY_RESENT', 'This notification was already resent.')
    if (await isMuted(trx, source.user_oid, source.kind)) {
      throw conflict(
        'NOTIFICATION_KIND_OFF',
        'The user turned this kind of notification off; nothing was resent.',
      )
    }
    const resentOid = await addNotification(
      trx,
      deps.clock,
      source.user_oid,
      source.kind,
      source.data,
      null,
    )
    // A gathered notification ("3 new comments") is resent as it reads.
    if (source.count > 1) {
      await trx
        .updateTable('notifications')
        .set({ count: source.count })
        .where('oid', '=', resentOid)
        .execute()
    }
    await trx
      .insertInto('notification_resends')
      .values({
        request_id: input.requestId,
        source_oid: source.oid,
        user_oid: source.user_oid,
        resent_oid: resentOid,
        admin_oid: adminOid,
        created_at: deps.clock.now(),
      })
      .execute()
    return { resentOid, userOid: source.user_oid, kind: source.kind, repeated: false }
  })
  if (!outcome.repeated && isNotificationKind(source.kind)) {
    await mailNotification(deps, source.user_oid, source.kind, source.data)
  }
  return outcome
}

function repeatOf(
  earlier: { source_oid: string; resent_oid: string; user_oid: string },
  notificationOid: string,
  kind: string,
): ResendOutcome {
  if (earlier.source_oid !== notificationOid) {
    throw conflict('RESEND_REQUEST_REUSED', 'This request id belongs to another resend.')
  }
  return { resentOid: earlier.resent_oid, userOid: earlier.user_oid, kind, repeated: true }
}
