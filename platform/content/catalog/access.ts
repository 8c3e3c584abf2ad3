/**
 * Who sees a content and who may view it, and the view every reader gets. Pure: the
 * service hands in the row, the viewer, the blind tags and the entitlement answer.
 */
import type { Selectable } from 'kysely'
import type { SessionUser } from '../../http'
import type { CanViewReason, ContentView } from './contract'
import { encodingFailureOf } from './encoding-failure'
import type { ContentsTable } from './tables'

export type ContentRow = Selectable<ContentsTable>
export type Entitlement = 'purchased' | 'subscriber' | null

export const isAdmin = (viewer: SessionUser | null) => !!viewer?.roles.includes('admin')
export const isOwner = (viewer: SessionUser | null, row: ContentRow) =>
  !!viewer && viewer.oid === row.creator_oid
/** The creator or an admin: may edit, sees drafts and private fields. */
export const canManage = (viewer: SessionUser | null, row: ContentRow) =>
  isOwner(viewer, row) || isAdmin(viewer)
export const isCollaborator = (viewer: SessionUser | null, row: ContentRow) =>
  !!viewer && row.collaborators.some((collaborator) => collaborator.userOid === viewer.oid)

export function hasBlindTag(row: ContentRow, blindTags: readonly string[]): boolean {
  if (blindTags.length === 0) return false
  const blind = new Set(blindTags.map((tag) => tag.toLowerCase()))
  return row.hashtags.some((tag) => blind.has(tag.toLowerCase()))
}

/** Free to everyone who may see it: open to all, the free tier, or no price and no tier. */
export const isOpen = (row: ContentRow) =>
  row.viewable_without_sub || row.free_tier || (row.price === 0 && row.viewable_tiers.length === 0)

const adultGated = (viewer: SessionUser | null, row: ContentRow) =>
  row.adult && !viewer?.isAdult && !isAdmin(viewer)

/** Whether answering this viewer needs the entitlement port (a purchase or a subscription). */
export function needsEntitlement(viewer: SessionUser | null, row: ContentRow): boolean {
  if (!viewer || canManage(viewer, row) || isCollaborator(viewer, row)) return false
  if (row.visibility === 'private') return true
  if (adultGated(viewer, row)) return false
  return !isOpen(row)
}

/**
 * Whether the row exists for this viewer at all (else "Content not found"): drafts and
 * deleted contents are their makers', private ones their makers' and buyers', and the
 * blind tags hide a content from everyone but its creator and admins.
 */
export function isVisible(
  viewer: SessionUser | null,
  row: ContentRow,
  blindTags: readonly string[],
  entitlement: Entitlement,
  options: { includeDeleted?: boolean } = {},
): boolean {
  if (isAdmin(viewer)) return true
  const owner = isOwner(viewer, row)
  if (row.status === 'deleted') return owner && !!options.includeDeleted
  if (owner) return true
  if (row.status !== 'published') return false
  if (hasBlindTag(row, blindTags)) return false
  if (row.visibility === 'private')
    return isCollaborator(viewer, row) || entitlement === 'purchased'
  return true
}

export function decideCanView(
  viewer: SessionUser | null,
  row: ContentRow,
  entitlement: Entitlement,
): { canView: boolean; reason: CanViewReason } {
  if (isOwner(viewer, row)) return { canView: true, reason: 'owner' }
  if (isAdmin(viewer)) return { canView: true, reason: 'admin' }
  if (isCollaborator(viewer, row)) return { canView: true, reason: 'collaborator' }
  if (adultGated(viewer, row)) return { canView: false, reason: 'adult-gated' }
  if (isOpen(row)) return { canView: true, reason: 'free' }
  if (entitlement) return { canView: true, reason: entitlement }
  // Tiers chosen and no price: only those tiers' subscribers; it cannot be bought.
  if (row.price === 0) return { canView: false, reason: 'subscriber-only' }
  return { canView: false, reason: 'paid' }
}

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null)

export function toView(
  viewer: SessionUser | null,
  row: ContentRow,
  access: { canView: boolean; reason: CanViewReason },
  /** Turns a recorded media address into the viewer's playback address (signed, catalog/media.ts). */
  play: (address: string) => string = (address) => address,
): ContentView {
  const manager = canManage(viewer, row)
  const assets = row.media_assets
  const soldCount = row.sold_count
  const view: ContentView = {
    contentOid: row.oid,
    creatorOid: row.creator_oid,
    contentType: row.content_type,
    category: row.category,
    media: row.media,
    status: row.status,
    title: row.title,
    multiLangTitle: row.multi_lang_title,
    description: row.description,
    hashtags: row.hashtags,
    language: row.language,
    length: row.length_seconds,
    modified: new Date(row.updated_at).toISOString(),
    createdAt: new Date(row.created_at).toISOString(),
    publishedAt: iso(row.published_at),
    scheduledAt: iso(row.scheduled_at),
    isAdultContent: row.adult,
    allowedTier: row.viewable_tiers,
    viewableTiers: row.viewable_tiers,
    viewableWithoutSub: row.viewable_without_sub,
    freeTier: row.free_tier,
    price: row.price,
    isPaidContent: row.price > 0 && !row.free_tier,
    allowBonus: row.allow_bonus,
    onlyPurchasableWithCoins: row.only_purchasable_with_coins,
    saleCountLimit: row.sale_count_limit,
    soldCount,
    soldOut: row.sale_count_limit !== null && soldCount >= row.sale_count_limit,
    views: Number(row.views),
    likes: Number(row.likes),
    playCount: Number(row.play_count),
    hideContent: row.hide_content,
    videoLayout: row.video_layout,
    ratingStatus: row.rating_status,
    ratingRequired: row.rating_required,
    isScenarioItem: row.content_type === 'scenario',
    isPrivateContent: row.visibility === 'private',
    collaborators: row.collaborators,
    thumbnail: row.thumbnail,
    preview: access.reason === 'adult-gated' ? null : (assets.preview ?? null),
    canView: access.canView,
    canViewReason: access.reason,
    isMine: manager,
  }
  if (manager) {
    view.discountCodeSettings = row.discount_settings
    view.encodingError = encodingFailureOf(row.encoding_error)
  }
  if (access.canView) {
    view.mediaUrls = {
      renditions: (assets.renditions ?? []).map((rendition) => ({
        ...rendition,
        address: play(rendition.address),
      })),
      sources: (assets.sources ?? []).map(play),
      poster: assets.poster ? play(assets.poster) : null,
      subtitles: Object.fromEntries(
        Object.entries(assets.subtitles ?? {}).map(([language, address]) => [
          language,
          address ? play(address) : address,
        ]),
      ),
      downloadable: !!(assets.download ?? assets.sources?.[0]),
    }
  }
  return view
}
