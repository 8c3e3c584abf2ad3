/**
 * What a viewer may see of a content, read with the database: the blind tags setting, the
 * viewer's blocks, the entitlement port's answers, and the row with its access decided.
 */
import { readSetting } from '../../db'
import type { SessionUser } from '../../http'
import { type HiddenItems, NOTHING_HIDDEN } from '../hidden'
import {
  type ContentRow,
  decideCanView,
  type Entitlement,
  isVisible,
  needsEntitlement,
  toView,
} from './access'
import type { CatalogContext } from './context'
import type { CanViewReason, ContentView } from './contract'
import { CATALOG_ERRORS } from './errors'
import { findRow } from './rows'
import { settle } from './schedule'

/** The setting listing the blind tags: contents carrying one are hidden from non-admins. */
export const BLIND_TAGS_SETTING = 'content.blindTags'

export type Access = { canView: boolean; reason: CanViewReason }

export const blindTags = (context: CatalogContext) =>
  readSetting<string[]>(context.db, BLIND_TAGS_SETTING, [])

/** What the viewer has blocked (nothing for a visitor). */
export async function hiddenFor(
  context: CatalogContext,
  viewer: SessionUser | null,
): Promise<HiddenItems> {
  return viewer && context.hidden ? context.hidden.hiddenFor(viewer.oid) : NOTHING_HIDDEN
}

/** The view this viewer gets, with playback addresses signed when the store is there. */
export function viewOf(
  context: CatalogContext,
  viewer: SessionUser | null,
  row: ContentRow,
  access: Access,
): ContentView {
  return toView(viewer, row, access, context.play ? context.play(row.oid) : undefined)
}

/** The entitlement port's answers for the rows that need one, by content oid. */
export async function entitlementsFor(
  context: CatalogContext,
  viewer: SessionUser | null,
  rows: readonly ContentRow[],
): Promise<Map<string, Entitlement>> {
  const answers = new Map<string, Entitlement>()
  if (!viewer || !context.entitlements) return answers
  const asked = rows.filter((row) => needsEntitlement(viewer, row))
  if (asked.length === 0) return answers
  const found = await context.entitlements.find(
    viewer.oid,
    asked.map((row) => ({
      contentOid: row.oid,
      creatorOid: row.creator_oid,
      viewableTiers: row.viewable_tiers,
    })),
  )
  asked.forEach((row, index) => {
    answers.set(row.oid, found[index] ?? null)
  })
  return answers
}

/** A found row, settled, with its access when the viewer may see it; null when not. */
async function decideRow(context: CatalogContext, viewer: SessionUser | null, found: ContentRow) {
  const row = await settle(context, found)
  const [blind, entitlements] = await Promise.all([
    blindTags(context),
    entitlementsFor(context, viewer, [row]),
  ])
  const entitlement = entitlements.get(row.oid) ?? null
  if (!isVisible(viewer, row, blind, entitlement)) return null
  return { row, access: decideCanView(viewer, row, entitlement) }
}

/** The row as this viewer may see it, with its access decided; "Content not found" otherwise. */
export async function visibleRow(
  context: CatalogContext,
  viewer: SessionUser | null,
  contentOid: string,
): Promise<{ row: ContentRow; access: Access }> {
  const found = await findRow(context.db, contentOid)
  if (!found) throw CATALOG_ERRORS.notFound()
  const decided = await decideRow(context, viewer, found)
  if (!decided) throw CATALOG_ERRORS.notFound()
  return decided
}

/**
 * Whether a viewer may view a content's files (the uploads area's private assets): its
 * creator, and whoever may view it (bought, subscribed, free). Null: no such content.
 */
export async function viewerAccess(
  context: CatalogContext,
  viewer: SessionUser | null,
  contentOid: string,
): Promise<{ creatorOid: string; canView: boolean } | null> {
  const found = await findRow(context.db, contentOid)
  if (!found || found.status === 'deleted') return null
  const decided = await decideRow(context, viewer, found)
  if (!decided) return null
  return { creatorOid: decided.row.creator_oid, canView: decided.access.canView }
}

/** Refuses a viewer who sees the content but may not view it: adult gate, or not entitled. */
export function requireViewable(access: Access): void {
  if (access.canView) return
  throw access.reason === 'adult-gated'
    ? CATALOG_ERRORS.adultGated()
    : CATALOG_ERRORS.notEntitled({ reason: access.reason })
}

/** The row for a viewer who must be able to view it (download, subtitles). */
export async function viewableRow(
  context: CatalogContext,
  viewer: SessionUser | null,
  contentOid: string,
): Promise<ContentRow> {
  const { row, access } = await visibleRow(context, viewer, contentOid)
  requireViewable(access)
  return row
}
