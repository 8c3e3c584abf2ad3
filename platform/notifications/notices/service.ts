import { type Kysely, sql } from 'kysely'
import type { Language } from '../../../engine/i18n/languages'
import type { DB } from '../../db'
import { newObjectId } from '../../db/ids'
import { type Clock, notFound } from '../../http'
import { NOTICES_PAGE, type NoticePage, type NoticeRequest, type SiteNoticeView } from './contract'

export interface NoticesDeps {
  db: Kysely<DB>
  clock: Clock
}

function toView(row: {
  oid: string
  title: string
  body: string
  language: string | null
  popup: boolean
  starts_at: Date
  ends_at: Date | null
  created_at: Date
}): SiteNoticeView {
  return {
    oid: row.oid,
    title: row.title,
    body: row.body,
    language: row.language as Language | null,
    popup: row.popup,
    startsAt: new Date(row.starts_at).toISOString(),
    endsAt: row.ends_at ? new Date(row.ends_at).toISOString() : null,
    createdAt: new Date(row.created_at).toISOString(),
  }
}

const COLUMNS = [
  'oid',
  'title',
  'body',
  'language',
  'popup',
  'starts_at',
  'ends_at',
  'created_at',
] as const

/** `%`, `_` and `\\` taken literally in a `like` pattern. */
function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`)
}

export function createNoticesService(deps: NoticesDeps) {
  const { db, clock } = deps

  /** Live notices for a reader of `language`: started, not ended, theirs or for everyone. */
  function live(language: Language) {
    const now = clock.now()
    return db
      .selectFrom('site_notices')
      .select(COLUMNS)
      .where('deleted_at', 'is', null)
      .where('starts_at', '<=', now)
      .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
      .where((eb) => eb.or([eb('language', 'is', null), eb('language', '=', language)]))
  }

  async function page(
    query: ReturnType<typeof live>,
    cursor: string | undefined,
  ): Promise<NoticePage> {
    const rows = await (cursor ? query.where('oid', '<', cursor) : query)
      .orderBy('oid', 'desc')
      .limit(NOTICES_PAGE + 1)
      .execute()
    const shown = rows.slice(0, NOTICES_PAGE)
    return {
      notices: shown.map(toView),
      cursor: rows.length > NOTICES_PAGE ? (shown.at(-1)?.oid ?? null) : null,
    }
  }

  async function find(oid: string): Promise<SiteNoticeView | null> {
    const row = await db
      .selectFrom('site_notices')
      .select(COLUMNS)
      .where('oid', '=', oid)
      .where('deleted_at', 'is', null)
      .executeTakeFirst()
    return row ? toView(row) : null
  }

  return {
    find,
    list: (language: Language, cursor?: string) => page(live(language), cursor),
    /** The popups a reader may see now, newest first (the screen hides those hidden today). */
    async popups(language: Language): Promise<SiteNoticeView[]> {
      const rows = await live(language)
        .where('popup', '=', true)
        .orderBy('oid', 'desc')
        .limit(5)
        .execute()
      return rows.map(toView)
    },
    /** Every notice not deleted, scheduled and ended ones included, for the admins' page. */
    adminList(q?: string, cursor?: string): Promise<NoticePage> {
      let query = db.selectFrom('site_notices').select(COLUMNS).where('deleted_at', 'is', null)
      if (q)
        query = query.where(sql<string>`lower(title)`, 'like', `%${likeLiteral(q.toLowerCase())}%`)
      return page(query, cursor)
    },
    /** Writes a new notice or edits one; answers what it holds now. */
    async save(adminOid: string, request: NoticeRequest): Promise<SiteNoticeView> {
      const now = clock.now()
      const values = {
        title: request.title,
        body: request.body,
        language: request.language,
        popup: request.popup,
        starts_at: new Date(request.startsAt),
        ends_at: request.endsAt ? new Date(request.endsAt) : null,
        updated_at: now,
      }
      const oid = request.oid ?? newObjectId(now.getTime())
      if (request.oid) {
        const updated = await db
          .updateTable('site_notices')
          .set(values)
          .where('oid', '=', oid)
          .where('deleted_at', 'is', null)
          .executeTakeFirst()
        if (Number(updated.numUpdatedRows) === 0)
          throw notFound('Notice not found', 'NOTICE_NOT_FOUND')
      } else {
        await db
          .insertInto('site_notices')
          .values({ oid, ...values, created_by: adminOid, created_at: now, deleted_at: null })
          .execute()
      }
      const saved = await find(oid)
      if (!saved) throw notFound('Notice not found', 'NOTICE_NOT_FOUND')
      return saved
    },
    /** Hides a notice everywhere; a second delete finds nothing. */
    async remove(oid: string): Promise<SiteNoticeView> {
      const before = await find(oid)
      if (!before) throw notFound('Notice not found', 'NOTICE_NOT_FOUND')
      await db
        .updateTable('site_notices')
        .set({ deleted_at: clock.now() })
        .where('oid', '=', oid)
        .where('deleted_at', 'is', null)
        .execute()
      return before
    },
  }
}

export type NoticesService = ReturnType<typeof createNoticesService>
