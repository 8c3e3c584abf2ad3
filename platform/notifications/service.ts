/**
 * The notifications service: `notify` for other areas (through their ports; notify.ts),
 * the list in the reader's language, the read marks and the settings (which kinds show,
 * which are also e-mailed) for the routes.
 */
import { type Kysely, sql } from 'kysely'
import type { Logger } from 'pino'
import type { Language } from '../../engine/i18n/languages'
import type { DB } from '../db'
import { badRequest, type Clock } from '../http'
import type { NotificationsPage, NotificationView } from './contract'
import {
  EMAILED_BY_DEFAULT,
  isNotificationKind,
  NOTIFICATION_KINDS,
  type NotificationKind,
  notificationLink,
} from './kinds'
import { createNotify, NOTIFICATIONS_KEPT, type NotificationMailPort } from './notify'
import { notificationText } from './texts'

export type { NotificationView }
export { NOTIFICATIONS_KEPT }

export type NotificationSettings = Record<NotificationKind, boolean>

export interface NotificationsServiceDeps {
  db: Kysely<DB>
  clock: Clock
  logger?: Logger
  mail?: NotificationMailPort
}

export function createNotificationsService(deps: NotificationsServiceDeps) {
  const { db, clock } = deps
  const notify = createNotify(deps)

  async function list(
    userOid: string,
    options: { count?: number; before?: string; language?: Language } = {},
  ): Promise<NotificationsPage> {
    const count = options.count ?? NOTIFICATIONS_KEPT
    let query = db
      .selectFrom('notifications')
      .select(['oid', 'kind', 'data', 'count', 'read_at', 'created_at'])
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
        count: row.count,
        text: notificationText(row, options.language ?? 'en'),
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
    const { on: unmute, off: mute } = switchesOf(changes)
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

  /** Which kinds are also e-mailed; until the user chooses, the money ones (`EMAILED_BY_DEFAULT`). */
  async function getEmailSettings(userOid: string): Promise<NotificationSettings> {
    const row = await db
      .selectFrom('notification_settings')
      .select('emailed_kinds')
      .where('user_oid', '=', userOid)
      .executeTakeFirst()
    return toEmailSettings(row?.emailed_kinds ?? EMAILED_BY_DEFAULT)
  }

  /** Turns e-mail on or off per kind; kinds not named keep theirs. One statement, as above. */
  async function modifyEmailSettings(
    userOid: string,
    changes: Partial<Record<string, boolean>>,
  ): Promise<NotificationSettings> {
    const { on, off } = switchesOf(changes)
    const defaults = sql.val([...EMAILED_BY_DEFAULT])
    const result = await sql<{ emailed_kinds: string[] }>`
      insert into notification_settings (user_oid, muted_kinds, emailed_kinds, updated_at)
      values (${userOid}, '{}', array(
        select distinct kind from unnest(${defaults}::text[] || ${sql.val(on)}::text[]) as kind
        where not (kind = any(${sql.val(off)}::text[])) order by kind), ${clock.now()})
      on conflict (user_oid) do update set
        emailed_kinds = array(
          select distinct kind
          from unnest(coalesce(notification_settings.emailed_kinds, ${defaults}::text[])
                      || ${sql.val(on)}::text[]) as kind
          where not (kind = any(${sql.val(off)}::text[]))
          order by kind),
        updated_at = excluded.updated_at
      returning emailed_kinds`.execute(db)
    return toEmailSettings(result.rows[0]?.emailed_kinds ?? [])
  }

  return {
    notify,
    list,
    markRead,
    unreadCount: unread,
    getSettings,
    modifySettings,
    getEmailSettings,
    modifyEmailSettings,
  }
}

/** The kinds a settings change turns on and off; 400 for a kind the server does not know. */
function switchesOf(changes: Partial<Record<string, boolean>>): { on: string[]; off: string[] } {
  const entries = Object.entries(changes)
  const unknown = entries.find(([kind]) => !isNotificationKind(kind))
  if (unknown) {
    throw badRequest('UNKNOWN_NOTIFICATION_KIND', `Unknown notification kind: ${unknown[0]}`)
  }
  return {
    on: entries.filter(([, value]) => value === true).map(([kind]) => kind),
    off: entries.filter(([, value]) => value === false).map(([kind]) => kind),
  }
}

function toEmailSettings(emailed: readonly string[]): NotificationSettings {
  return Object.fromEntries(
    NOTIFICATION_KINDS.map((kind) => [kind, emailed.includes(kind)]),
  ) as NotificationSettings
}

function toSettings(muted: readonly string[]): NotificationSettings {
  return Object.fromEntries(
    NOTIFICATION_KINDS.map((kind) => [kind, !muted.includes(kind)]),
  ) as NotificationSettings
}

export type NotificationsService = ReturnType<typeof createNotificationsService>
