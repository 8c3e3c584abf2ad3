/** File contents as a viewer sees them: each with the viewer's access, asked in one batch. */
import { hasRole, type SessionUser } from '../../http'
import type { FilesContext } from './context'
import type { FileContentView } from './contract'
import { accessOf } from './rules'
import { type FileRow, grantsOf } from './store'

export async function viewsOf(
  context: FilesContext,
  viewer: SessionUser | null,
  rows: readonly FileRow[],
): Promise<FileContentView[]> {
  if (rows.length === 0) return []
  const oids = rows.map((row) => row.oid)
  const [grants, subscribed] = viewer
    ? await Promise.all([
        grantsOf(context.db, viewer.oid, oids),
        subscriptions(context, viewer, rows),
      ])
    : [new Map<string, 'purchase' | 'coupon'>(), new Set<string>()]
  const who = viewer ? { oid: viewer.oid, admin: hasRole(viewer, 'admin') } : null
  return rows.map((row) =>
    viewOf(
      row,
      accessOf({
        creatorOid: row.creator_oid,
        price: row.price,
        tiers: row.tiers,
        viewer: who,
        grant: grants.get(row.oid) ?? null,
        subscriber: subscribed.has(row.oid),
      }),
    ),
  )
}

export function viewOf(row: FileRow, access: FileContentView['access']): FileContentView {
  return {
    fileOid: row.oid,
    creatorOid: row.creator_oid,
    title: row.title,
    description: row.description,
    fileName: row.file_name,
    kind: row.kind,
    byteSize: Number(row.byte_size),
    price: row.price,
    tiers: row.tiers,
    pinned: row.pinned_at !== null,
    access,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  }
}

/** The files whose chosen tiers the viewer subscribes to (only files naming tiers are asked). */
async function subscriptions(
  context: FilesContext,
  viewer: SessionUser,
  rows: readonly FileRow[],
): Promise<Set<string>> {
  const tiered = rows.filter((row) => row.tiers.length > 0 && row.creator_oid !== viewer.oid)
  if (tiered.length === 0 || !context.entitlements) return new Set()
  const answers = await context.entitlements.find(
    viewer.oid,
    tiered.map((row) => ({
      contentOid: row.oid,
      creatorOid: row.creator_oid,
      viewableTiers: row.tiers,
    })),
  )
  return new Set(tiered.filter((_, index) => answers[index] === 'subscriber').map((row) => row.oid))
}

/** One file as the viewer sees it. */
export async function viewOne(context: FilesContext, viewer: SessionUser | null, row: FileRow) {
  const [view] = await viewsOf(context, viewer, [row])
  return view as FileContentView
}
