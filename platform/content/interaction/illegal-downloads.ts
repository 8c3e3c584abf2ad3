/**
 * The illegal-downloader rule (documents 2 and 3): a first detection warns, a second
 * suspends the account. Detections are recorded by admins. The content fetch asks
 * `check`: 444 while a warning is unacknowledged, 999 once suspended, else null.
 */
import { type Kysely, sql } from 'kysely'
import { type DB, newObjectId } from '../../db'
import type { Clock, SessionUser } from '../../http'
import { INTERACTION_ERRORS } from './errors'
import type { InteractionAccounts } from './ports'
import type { IllegalDownloaderStatus } from './tables'

export type IllegalDownloadCheck = null | 444 | 999

export interface IllegalDownloaderView {
  userOid: string
  detections: number
  status: IllegalDownloaderStatus
  warnedAt: string
  acknowledgedAt: string | null
  suspendedAt: string | null
}

/**
 * Records one detection. The per-user counter is moved by one statement, so two
 * detections recorded at once count two, and exactly the one that makes it two suspends.
 */
export async function recordDetection(
  db: Kysely<DB>,
  clock: Clock,
  accounts: InteractionAccounts,
  admin: SessionUser,
  input: { userOid: string; contentOid?: string; note?: string },
): Promise<IllegalDownloaderView> {
  if (!(await accounts.userExists(input.userOid))) throw INTERACTION_ERRORS.userNotFound()
  const now = clock.now()
  const state = await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('illegal_download_detections')
      .values({
        oid: newObjectId(now.getTime()),
        user_oid: input.userOid,
        recorded_by: admin.oid,
        content_oid: input.contentOid ?? null,
        note: input.note ?? '',
        created_at: now,
      })
      .execute()
    return trx
      .insertInto('illegal_downloaders')
      .values({
        user_oid: input.userOid,
        detections: 1,
        status: 'warned',
        warned_at: now,
        acknowledged_at: null,
        suspended_at: null,
        updated_at: now,
      })
      .onConflict((conflict) =>
        conflict.column('user_oid').doUpdateSet({
          detections: sql`illegal_downloaders.detections + 1`,
          status: 'suspended',
          suspended_at: sql`coalesce(illegal_downloaders.suspended_at, ${now})`,
          updated_at: now,
        }),
      )
      .returningAll()
      .executeTakeFirstOrThrow()
  })
  // Suspending is idempotent in accounts: a retry after a crash here suspends once.
  if (state.status === 'suspended') await accounts.suspendForIllegalDownload(input.userOid)
  return view(state)
}

export async function downloaderState(
  db: Kysely<DB>,
  userOid: string,
): Promise<IllegalDownloaderView | null> {
  const row = await db
    .selectFrom('illegal_downloaders')
    .selectAll()
    .where('user_oid', '=', userOid)
    .executeTakeFirst()
  return row ? view(row) : null
}

/** What the content fetch answers this user: null (go on), 444 (warned) or 999 (suspended). */
export async function checkDownloader(
  db: Kysely<DB>,
  userOid: string | null,
): Promise<IllegalDownloadCheck> {
  if (!userOid) return null
  const row = await db
    .selectFrom('illegal_downloaders')
    .select(['status', 'acknowledged_at'])
    .where('user_oid', '=', userOid)
    .executeTakeFirst()
  if (!row) return null
  if (row.status === 'suspended') return 999
  return row.acknowledged_at ? null : 444
}

/** The warned user has read the IllegalDownloader screen: contents open again. */
export async function acknowledgeWarning(
  db: Kysely<DB>,
  clock: Clock,
  userOid: string,
): Promise<IllegalDownloadCheck> {
  await db
    .updateTable('illegal_downloaders')
    .set({ acknowledged_at: clock.now(), updated_at: clock.now() })
    .where('user_oid', '=', userOid)
    .where('status', '=', 'warned')
    .where('acknowledged_at', 'is', null)
    .execute()
  return checkDownloader(db, userOid)
}

/** Admins: clears a user (a mistaken detection): the record goes and a suspension is lifted. */
export async function clearDownloader(
  db: Kysely<DB>,
  accounts: InteractionAccounts,
  userOid: string,
): Promise<void> {
  const deleted = await db
    .deleteFrom('illegal_downloaders')
    .where('user_oid', '=', userOid)
    .returning('status')
    .executeTakeFirst()
  if (!deleted) throw INTERACTION_ERRORS.notDetected()
  if (deleted.status === 'suspended') await accounts.liftSuspension(userOid)
}

function view(row: {
  user_oid: string
  detections: number
  status: IllegalDownloaderStatus
  warned_at: Date
  acknowledged_at: Date | null
  suspended_at: Date | null
}): IllegalDownloaderView {
  return {
    userOid: row.user_oid,
    detections: row.detections,
    status: row.status,
    warnedAt: row.warned_at.toISOString(),
    acknowledgedAt: row.acknowledged_at?.toISOString() ?? null,
    suspendedAt: row.suspended_at?.toISOString() ?? null,
  }
}
