/**
 * Admins' list of illegal-download detections, newest first (keyset by detection id): each
 * with the user's standing now — warned, suspended, or cleared (no standing row left).
 */
import type { Kysely } from 'kysely'
import type { DB } from '../../db'
import type { UserDirectoryPort } from '../ports'
import type { IllegalDetectionView, IllegalStandingFilter } from './contract'

export const DETECTIONS_PAGE_SIZE = 30

export async function listDetections(
  db: Kysely<DB>,
  users: UserDirectoryPort | undefined,
  query: {
    userOid?: string | undefined
    status?: IllegalStandingFilter | undefined
    before?: string | undefined
  },
) {
  let select = db
    .selectFrom('illegal_download_detections as detection')
    .leftJoin('illegal_downloaders as standing', 'standing.user_oid', 'detection.user_oid')
    .select([
      'detection.oid',
      'detection.user_oid',
      'detection.recorded_by',
      'detection.content_oid',
      'detection.note',
      'detection.created_at',
      'standing.status',
      'standing.detections',
    ])
  if (query.userOid) select = select.where('detection.user_oid', '=', query.userOid)
  if (query.before) select = select.where('detection.oid', '<', query.before)
  if (query.status === 'cleared') select = select.where('standing.user_oid', 'is', null)
  else if (query.status && query.status !== 'all')
    select = select.where('standing.status', '=', query.status)
  const rows = await select
    .orderBy('detection.oid', 'desc')
    .limit(DETECTIONS_PAGE_SIZE + 1)
    .execute()
  const page = rows.slice(0, DETECTIONS_PAGE_SIZE)
  const oids = [...new Set(page.flatMap((row) => [row.user_oid, row.recorded_by]))]
  const found = oids.length > 0 && users ? await users.findUsers(oids) : []
  const names = new Map(found.map((user) => [user.oid, user.nickname]))
  const detections: IllegalDetectionView[] = page.map((row) => ({
    detectionOid: row.oid,
    userOid: row.user_oid,
    nickname: names.get(row.user_oid) ?? null,
    recordedBy: names.get(row.recorded_by) ?? row.recorded_by,
    contentOid: row.content_oid,
    note: row.note,
    detectedAt: row.created_at.toISOString(),
    standing: row.status ?? 'cleared',
    detections: row.detections ?? 0,
  }))
  return { detections, next: rows.length > DETECTIONS_PAGE_SIZE ? page.at(-1)!.oid : null }
}
