/**
 * `notify`: adds a notification, or gathers it into the unread one of the same group
 * ("3 new comments on …"), and e-mails a new one when the user wants that kind by mail.
 * One user's notifies are serialized (a transaction lock on the user), so two at once
 * cannot both keep 99 older ones and leave 101, nor both open a group.
 */
import { type Kysely, sql, type Transaction } from 'kysely'
import type { Logger } from 'pino'
import type { Language } from '../../engine/i18n/languages'
import type { DB } from '../db'
import { newObjectId } from '../db'
import type { Clock } from '../http'
import type { MailMessage } from '../mail'
import {
  EMAILED_BY_DEFAULT,
  isNotificationKind,
  type NotificationKind,
  notificationLink,
} from './kinds'
import { notificationMail } from './texts'

/** The spec's "notifications (kept to 100)". */
export const NOTIFICATIONS_KEPT = 100

/** What one notification's data may weigh once serialized. */
const MAX_DATA_CHARS = 4000

export interface NotifyOptions {
  /**
   * Events of one group (comments on one content, donations of one stream) gather in one
   * notification while it is unread: its count grows and it moves to the top.
   */
  group?: string
  /** A numeric field of the data whose sum the gathered notification keeps as `total`. */
  sum?: string
}

/** Where a notification's e-mail goes: the account's address and language. */
export interface NotificationMailPort {
  recipient(userOid: string): Promise<{ email: string; language: Language } | null>
  send(message: MailMessage): Promise<unknown>
  /** The site's address, for the mail's link. */
  publicUrl: string
}

export interface NotifyDeps {
  db: Kysely<DB>
  clock: Clock
  logger?: Logger
  mail?: NotificationMailPort
}

type Outcome = 'added' | 'gathered' | 'muted'

export function createNotify(deps: NotifyDeps) {
  const { db, clock } = deps

  /** Answers whether the notification was kept (false: the user turned its kind off). */
  return async function notify(
    userOid: string,
    kind: NotificationKind,
    data: Record<string, unknown> = {},
    options: NotifyOptions = {},
  ): Promise<boolean> {
    if (!isNotificationKind(kind)) throw new Error(`notify: unknown kind ${kind}`)
    if (JSON.stringify(data).length > MAX_DATA_CHARS) throw new Error('notify: data too large')
    const outcome = await db.transaction().execute(async (trx) => {
      await lockUser(trx, userOid)
      if (await isMuted(trx, userOid, kind)) return 'muted' as Outcome
      if (options.group && (await gather(trx, userOid, data, options))) return 'gathered'
      await addNotification(
        trx,
        clock,
        userOid,
        kind,
        withTotal(data, options),
        options.group ?? null,
      )
      return 'added'
    })
    if (outcome === 'added') await mailNotification(deps, userOid, kind, data)
    return outcome !== 'muted'
  }

  /** Adds to the unread notification of the group, if there is one. */
  async function gather(
    trx: Transaction<DB>,
    userOid: string,
    data: Record<string, unknown>,
    options: NotifyOptions,
  ): Promise<boolean> {
    const open = await trx
      .selectFrom('notifications')
      .select(['oid', 'data'])
      .where('user_oid', '=', userOid)
      .where('group_key', '=', options.group ?? '')
      .where('read_at', 'is', null)
      .executeTakeFirst()
    if (!open) return false
    const merged = options.sum
      ? { ...data, total: numberOr(open.data.total, 0) + numberOr(data[options.sum], 0) }
      : data
    await trx
      .updateTable('notifications')
      .set((eb) => ({
        data: JSON.stringify(merged),
        count: eb('count', '+', 1),
        created_at: clock.now(),
      }))
      .where('oid', '=', open.oid)
      .execute()
    return true
  }
}

/** One user's notifications are written one at a time: a lock held to the transaction's end. */
export async function lockUser(trx: Transaction<DB>, userOid: string) {
  await sql`select pg_advisory_xact_lock(hashtext(${`notifications:${userOid}`}))`.execute(trx)
}

/** Whether the user turned this kind off (then it is neither kept nor mailed). */
export async function isMuted(trx: Transaction<DB>, userOid: string, kind: string) {
  const row = await trx
    .selectFrom('notification_settings')
    .select('user_oid')
    .where('user_oid', '=', userOid)
    .where(sql<boolean>`${kind} = any(muted_kinds)`)
    .executeTakeFirst()
  return row !== undefined
}

/** Inserts, and trims the user's oldest past the 100th in the same statement; answers its id. */
export async function addNotification(
  trx: Transaction<DB>,
  clock: Clock,
  userOid: string,
  kind: string,
  data: Record<string, unknown>,
  group: string | null,
): Promise<string> {
  const now = clock.now()
  const oid = newObjectId(now.getTime())
  await sql`
    with inserted as (
      insert into notifications (oid, user_oid, kind, data, group_key, created_at)
      values (${oid}, ${userOid}, ${kind}, ${JSON.stringify(data)}::jsonb, ${group}, ${now})
      returning oid
    )
    delete from notifications
    where exists (select 1 from inserted) and oid in (
      select oid from notifications where user_oid = ${userOid}
      order by created_at desc, oid desc offset ${NOTIFICATIONS_KEPT - 1})`.execute(trx)
  return oid
}

/** A new notification by mail, when the user wants its kind so; a failure is only logged. */
export async function mailNotification(
  deps: NotifyDeps,
  userOid: string,
  kind: NotificationKind,
  data: Record<string, unknown>,
) {
  if (!deps.mail) return
  try {
    if (!(await emailed(deps.db, userOid, kind))) return
    const recipient = await deps.mail.recipient(userOid)
    if (!recipient) return
    const path = notificationLink(data)
    const link = path ? `${deps.mail.publicUrl}${path}` : null
    const message = notificationMail({ kind, data, count: 1 }, recipient.language, link)
    await deps.mail.send({ to: recipient.email, ...message })
  } catch (error) {
    deps.logger?.warn({ err: error, userOid, kind }, 'notification mail failed')
  }
}

async function emailed(db: Kysely<DB>, userOid: string, kind: NotificationKind): Promise<boolean> {
  const row = await db
    .selectFrom('notification_settings')
    .select('emailed_kinds')
    .where('user_oid', '=', userOid)
    .executeTakeFirst()
  return (row?.emailed_kinds ?? EMAILED_BY_DEFAULT).includes(kind)
}

function withTotal(data: Record<string, unknown>, options: NotifyOptions) {
  return options.sum ? { ...data, total: numberOr(data[options.sum], 0) } : data
}

function numberOr(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback
}
