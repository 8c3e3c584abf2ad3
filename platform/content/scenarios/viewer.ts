/**
 * A viewer of a published scenario: who they are (a user or a guest device), what the
 * catalog lets them see of the content, and each page as they may see it (paid and
 * tier-only pages asked of the entitlement port).
 */
import { createUrlSigner, type SessionUser } from '../../http'
import type { ContentRow } from '../catalog/access'
import type { ScenarioDocument, ScenarioPage, ScenarioPageView } from './contract'
import { SCENARIO_ERRORS } from './errors'
import type { ScenariosDeps } from './ports'
import { openOptions, type Progress } from './progress'

export interface Viewer {
  user: SessionUser | null
  guestDeviceId: string | null
}

export const viewerKeyOf = (viewer: Viewer) =>
  viewer.user ? `u:${viewer.user.oid}` : `g:${viewer.guestDeviceId ?? ''}`

/** How long a page's media address lives. */
export const MEDIA_SECONDS = 4 * 60 * 60
export const mediaPath = (contentOid: string, pageId: string) =>
  `/api/content/scenario-media/${contentOid}/${pageId}`

export interface Published {
  row: ContentRow
  /** Whether the viewer may view the content itself (bought, subscribed, free, owner). */
  canView: boolean
  document: ScenarioDocument
  version: number
}

/** The published scenario as this viewer sees it; not found for whoever may not see it. */
export async function publishedFor(
  deps: ScenariosDeps,
  viewer: Viewer,
  contentOid: string,
): Promise<Published> {
  const [row, access, stored] = await Promise.all([
    deps.catalog.findRow(contentOid),
    deps.catalog.viewerAccess(viewer.user, contentOid),
    deps.db
      .selectFrom('content_scenarios')
      .select(['published_document', 'published_version'])
      .where('content_oid', '=', contentOid)
      .executeTakeFirst(),
  ])
  if (!row || !access || row.content_type !== 'scenario') throw SCENARIO_ERRORS.notFound()
  if (!stored?.published_document || stored.published_version === null)
    throw SCENARIO_ERRORS.notPublished()
  return {
    row,
    canView: access.canView,
    document: stored.published_document,
    version: stored.published_version,
  }
}

/** Why this viewer may not open this page, or null when they may. */
export async function lockOf(
  deps: ScenariosDeps,
  viewer: Viewer,
  published: Published,
  page: ScenarioPage,
): Promise<ScenarioPageView['locked']> {
  const { row } = published
  const user = viewer.user
  if (page.access.kind === 'free') return null
  if (user && (user.oid === row.creator_oid || user.roles.includes('admin'))) return null
  if (page.access.kind === 'paid')
    return published.canView ? null : { reason: 'paid', price: row.price }
  // Tier-only: the entitlement port answers for the page's tiers (a buyer of the scenario too).
  if (user && deps.entitlements) {
    const [answer] = await deps.entitlements.find(user.oid, [
      { contentOid: row.oid, creatorOid: row.creator_oid, viewableTiers: page.access.tiers },
    ])
    if (answer) return null
  }
  return { reason: 'tier', tiers: page.access.tiers }
}

export async function pageView(
  deps: ScenariosDeps,
  viewer: Viewer,
  published: Published,
  page: ScenarioPage,
  progress: Progress,
): Promise<ScenarioPageView> {
  const locked = await lockOf(deps, viewer, published, page)
  const signer = createUrlSigner(deps.scenarioSecret ?? 'scenario', MEDIA_SECONDS)
  const media =
    !locked && page.media
      ? {
          kind: page.media.kind,
          url: signer.signedPath(mediaPath(published.row.oid, page.id), deps.clock.now()),
        }
      : null
  return {
    id: page.id,
    kind: page.kind,
    title: page.title,
    text: locked ? null : page.text,
    media,
    locked,
    options: locked
      ? []
      : openOptions(page, progress).map((option) => ({ id: option.id, label: option.label })),
  }
}
