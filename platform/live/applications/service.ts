/**
 * Live applications: a creator applies with a short reason; an admin approves, which grants
 * the livestreamer role, or refuses with an optional note. Each step is one conditional
 * statement, so a double click or two admins at once decide an application once.
 */
import type { Kysely, Selectable } from 'kysely'
import type { DB } from '../../db'
import { type Clock, hasRole, type SessionUser } from '../../http'
import type { AdminLiveApplication, LiveApplication, LiveApplicationStatus } from './contract'
import { LIVE_APPLICATION_ERRORS } from './errors'
import type { LiveApplicationTables } from './tables'

/** What the applications need of accounts (server/context/): admins see the e-mail address. */
export interface LiveApplicationsUsersPort {
  contacts(userOids: readonly string[]): Promise<{ oid: string; nickname: string; email: string }[]>
  isLivestreamer(userOid: string): Promise<boolean>
  grant(userOid: string): Promise<unknown>
}

export interface LiveApplicationsDeps {
  db: Kysely<DB>
  clock: Clock
  users: LiveApplicationsUsersPort
}

/** The newest applications an admin's list searches; an operator's list stays far below. */
const LIST_LIMIT = 500

type Row = Selectable<LiveApplicationTables['live_applications']>

function toApplication(row: Row): LiveApplication {
  return {
    userOid: row.user_oid,
    reason: row.reason,
    status: row.status,
    note: row.note,
    createdAt: row.created_at.toISOString(),
    decidedAt: row.decided_at?.toISOString() ?? null,
  }
}

export function createLiveApplicationsService(deps: LiveApplicationsDeps) {
  const { db, clock, users } = deps

  async function find(userOid: string) {
    return db
      .selectFrom('live_applications')
      .selectAll()
      .where('user_oid', '=', userOid)
      .executeTakeFirst()
  }

  async function withContact(row: Row): Promise<AdminLiveApplication> {
    const [contact] = await users.contacts([row.user_oid])
    return { ...toApplication(row), nickname: contact?.nickname ?? '', email: contact?.email ?? '' }
  }

  /** Moves a pending application to `status`; 404 when there is none, 409 when decided. */
  async function decide(
    admin: SessionUser,
    userOid: string,
    status: Exclude<LiveApplicationStatus, 'pending'>,
    note: string | null,
  ) {
    const row = await db
      .updateTable('live_applications')
      .set({ status, note, decided_at: clock.now(), decided_by: admin.oid })
      .where('user_oid', '=', userOid)
      .where('status', '=', 'pending')
      .returningAll()
      .executeTakeFirst()
    if (row) return row
    throw (await find(userOid))
      ? LIVE_APPLICATION_ERRORS.decided()
      : LIVE_APPLICATION_ERRORS.notFound()
  }

  async function mine(user: SessionUser) {
    const [row, isLivestreamer] = await Promise.all([
      find(user.oid),
      users.isLivestreamer(user.oid),
    ])
    return { application: row ? toApplication(row) : null, isLivestreamer }
  }

  return {
    /** `GET /live/application`: the caller's application and whether they stream already. */
    mine,

    /** `POST /live/application`: a new application, or a refused one sent again. */
    async apply(user: SessionUser, reason: string) {
      if (!hasRole(user, 'creator')) throw LIVE_APPLICATION_ERRORS.notCreator()
      if (await users.isLivestreamer(user.oid)) throw LIVE_APPLICATION_ERRORS.alreadyStreamer()
      const now = clock.now()
      const fresh = { reason, status: 'pending' as const, note: null, created_at: now }
      const row = await db
        .insertInto('live_applications')
        .values({ user_oid: user.oid, ...fresh })
        .onConflict((oc) =>
          oc
            .column('user_oid')
            .doUpdateSet({ ...fresh, decided_at: null, decided_by: null })
            .where('live_applications.status', '=', 'refused'),
        )
        .returning('user_oid')
        .executeTakeFirst()
      if (!row) {
        const current = await find(user.oid)
        throw current?.status === 'approved'
          ? LIVE_APPLICATION_ERRORS.alreadyStreamer()
          : LIVE_APPLICATION_ERRORS.pending()
      }
      return mine(user)
    },

    /** `GET /live/admin/applications`: newest first, by status, searched by nickname or e-mail. */
    async list(filter: { status: LiveApplicationStatus | 'all'; q: string }) {
      let query = db
        .selectFrom('live_applications')
        .selectAll()
        .orderBy('created_at', 'desc')
        .limit(LIST_LIMIT)
      if (filter.status !== 'all') query = query.where('status', '=', filter.status)
      const rows = await query.execute()
      const contacts = new Map(
        (await users.contacts(rows.map((row) => row.user_oid))).map((user) => [user.oid, user]),
      )
      const needle = filter.q.toLowerCase()
      const applications: AdminLiveApplication[] = []
      for (const row of rows) {
        const contact = contacts.get(row.user_oid)
        if (!contact) continue
        const matches =
          !needle ||
          contact.nickname.toLowerCase().includes(needle) ||
          contact.email.toLowerCase().includes(needle)
        if (matches)
          applications.push({
            ...toApplication(row),
            nickname: contact.nickname,
            email: contact.email,
          })
      }
      return { applications }
    },

    /** `POST /live/admin/application/{userOid}/approve`: approved, and the role granted. */
    async approve(admin: SessionUser, userOid: string) {
      const row = await decide(admin, userOid, 'approved', null)
      try {
        await users.grant(userOid)
      } catch (error) {
        // The role was not granted: the application waits again rather than read approved.
        await db
          .updateTable('live_applications')
          .set({ status: 'pending', decided_at: null, decided_by: null })
          .where('user_oid', '=', userOid)
          .execute()
        throw error
      }
      return withContact(row)
    },

    /** `POST /live/admin/application/{userOid}/refuse`: refused, with the admin's note. */
    async refuse(admin: SessionUser, userOid: string, note: string | undefined) {
      return withContact(await decide(admin, userOid, 'refused', note || null))
    },
  }
}

export type LiveApplicationsService = ReturnType<typeof createLiveApplicationsService>
