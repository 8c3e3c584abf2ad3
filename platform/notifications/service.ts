/**
 * The notifications service: `notify` for other areas (through their ports), the list, the
 * read marks and the settings for the routes. A user keeps at most 100 notifications: the
 * insert trims the oldest in the same statement.
 */
import { type Kysely, sql } from 'kysely'
import type { DB } from '../db'
import { newObjectId } from '../db'
import { badRequest, type Clock } from '../http'
import type { NotificationsPage, NotificationView } from './contract'
import {
  isNotificationKind,
  NOTIFICATION_KINDS,
  type NotificationKind,
  notificationLink,
  notificationText,
} from './kinds'

/** The spec's "notifications (kept to 100)". */
export const NOTIFICATIONS_KEPT = 100

export type { NotificationView }

/** What one notification's data may weigh once serialized. */
const MAX_DATA_CHARS = 4000

export type NotificationSettings = Record<NotificationKind, boolean>

export interface NotificationsServiceDeps {
  db: Kysely<DB>
  clock: Clock
}

export function createNotificationsService(deps: NotificationsServiceDeps) {
  const { db, clock } = deps

  /**
   * Adds a notification unless the user turned its kind off; answers whether it was kept.
   * One user's notifies are serialized (a transaction lock on the user), so two at once
   * cannot both keep 99 older ones and leave 101.
   */
  async function notify(
    userOid: string,
    kind: NotificationKind,
    data: Record<string, unknown> = {},
  ): Promise<boolean> {
    if (!isNotificationKind(kind)) throw new Error(`notify: unknown kind ${kind}`)
    const json = JSON.stringify(data)
    if (json.length > MAX_DATA_CHARS) throw new Error('notify: data too large')
    const now = clock.now()
    const oid = newObjectId(now.getTime())
    return db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(hashtext(${`notifications:${userOid}`}))`.execute(trx)
      const result = await sql<{ inserted: number }>`
        with inserted as (
          insert into notifications (oid, user_oid, kind, data, created_at)
          select ${oid}, ${userOid}, ${kind}, ${json}::jsonb, ${now}
          where not exists (
            select 1 from notification_settings
            where user_oid = ${userOid} and ${kind} = any(muted_kinds))
          returning oid
        ), trimmed as (
          delete from notifications
          where exists (select 1 from inserted) and oid in (
            select oid from notifications where user_oid = ${userOid}
            order by created_at desc, oid desc offset ${NOTIFICATIONS_KEPT - 1})
          returning oid
        )
        select (select count(*) from inserted)::int as inserted,
               (select count(*) from trimmed)::int as trimmed`.execute(trx)
      return (result.rows[0]?.inserted ?? 0) > 0
    })
  }

  async function list(
    userOid: string,
    options: { count?: number; before?: string } = {},
  ): Promise<NotificationsPage> {
    const count = options.count ?? NOTIFICATIONS_KEPT
    let query = db
      .selectFrom('notifications')
      .select(['oid', 'kind', 'data', 'read_at', 'created_at'])
      .where('user_oid', '=', userOid)
      .orderBy('created_at', 'desc')
      .orderBy('oid', 'desc')
      .limit(count + 1)
    if (options.before) {
      const before = options.before
      query = query.where((eb) =>
        eb(
          eb.refTuple('created_at', 'oid'),
          '<',
          eb.tuple(
            eb
              .selectFrom('notifications')
              .select('created_at')
              .where('oid', '=', before)
              .where('user_oid', '=', userOid),
            before,
          ),
        ),
      )
    }
    const [rows, unreadCount] = await Promise.all([query.execute(), unread(userOid)])
    return {
      notifications: rows.slice(0, count).map((row) => ({
        oid: row.oid,
        kind: row.kind,
        data: row.data,
        text: notificationText(row.kind, row.data),
        link: notificationLink(row.data),
        createdAt: new Date(row.created_at).toISOString(),
        read: row.read_at !== null,
      })),
      unreadCount,
      hasMore: rows.length > count,
    }
  }

  async function unread(userOid: string): Promise<number> {
    const row = await db
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('user_oid', '=', userOid)
      .where('read_at', 'is', null)
      .executeTakeFirst()
    return Number(row?.count ?? 0)
  }

  /** Marks the given notifications of the user read (all of them when none are named). */
  async function markRead(
    userOid: string,
    notificationOids?: readonly string[],
  ): Promise<{ marked: number; unreadCount: number }> {
    let update = db
      .updateTable('notifications')
      .set({ read_at: clock.now() })
      .where('user_oid', '=', userOid)
      .where('read_at', 'is', null)
    if (notificationOids && notificationOids.length > 0) {
      update = update.where('oid', 'in', [...notificationOids])
    }
    const result = await update.executeTakeFirst()
    return { marked: Number(result.numUpdatedRows), unreadCount: await unread(userOid) }
  }

  async function getSettings(userOid: string): Promise<NotificationSettings> {
    const row = await db
      .selectFrom('notification_settings')
      .select('muted_kinds')
      .where('user_oid', '=', userOid)
      .executeTakeFirst()
    return toSettings(row?.muted_kinds ?? [])
  }

  /** Turns kinds on or off; kinds not named keep their setting. One statement, so two at once merge. */
  async function modifySettings(
    userOid: string,
    changes: Partial<Record<string, boolean>>,
  ): Promise<NotificationSettings> {
    const entries = Object.entries(changes)
    const unknown = entries.find(([kind]) => !isNotificationKind(kind))
    if (unknown) {
      throw badRequest('UNKNOWN_NOTIFICATION_KIND', `Unknown notification kind: ${unknown[0]}`)
    }
    const mute = entries.filter(([, on]) => on === false).map(([kind]) => kind)
    const unmute = entries.filter(([, on]) => on === true).map(([kind]) => kind)
    const result = await sql<{ muted_kinds: string[] }>`
      insert into notification_settings (user_oid, muted_kinds, updated_at)
      values (${userOid}, ${sql.val(mute)}::text[], ${clock.now()})
      on conflict (user_oid) do update set
        muted_kinds = array(
          select distinct kind
          from unnest(notification_settings.muted_kinds || excluded.muted_kinds) as kind
          where not (kind = any(${sql.val(unmute)}::text[]))
          order by kind),
        updated_at = excluded.updated_at
      returning muted_kinds`.execute(db)
    return toSettings(result.rows[0]?.muted_kinds ?? [])
  }

  return { notify, list, markRead, unreadCount: unread, getSettings, modifySettings }
}

function toSettings(muted: readonly string[]): NotificationSettings {
  return Object.fromEntries(
    NOTIFICATION_KINDS.map((kind) => [kind, !muted.includes(kind)]),
  ) as NotificationSettings
}

export type NotificationsService = ReturnType<typeof createNotificationsService>
