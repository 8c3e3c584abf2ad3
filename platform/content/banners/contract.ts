/**
 * Banners (the admin's `banner-manager`, `creator-banner` and `banner-count`): pictures with a
 * link shown at a placement of the player, each live between its start and end once
 * published, and their daily impressions and clicks. Wire types and the route map only; the
 * front ends import this file as types.
 */

/** Where the player shows a banner: the home's top, the search screen, the live pages. */
export type BannerPlacement = 'home-top' | 'search' | 'live'
/** A platform banner, or one promoting a creator's channel (its link is their channel). */
export type BannerKind = 'platform' | 'creator'
export type BannerStatus = 'draft' | 'published'

/** A banner as the admin's lists and editor show it. */
export interface BannerSummary {
  bannerOid: string
  kind: BannerKind
  creatorOid: string | null
  creatorNickname: string | null
  title: string
  imageUrl: string
  linkUrl: string
  placement: BannerPlacement
  /** Languages (en, ko, jp, es) it shows in; empty: every language. */
  languages: string[]
  /** Two-letter countries it shows in; empty: every country. */
  countries: string[]
  startsAt: string
  endsAt: string
  /** Lower first among the banners of one placement. */
  order: number
  status: BannerStatus
  publishedAt: string | null
  updatedAt: string
  updatedBy: string
}

/** A live banner as the player shows it. */
export interface BannerView {
  bannerOid: string
  kind: BannerKind
  title: string
  imageUrl: string
  linkUrl: string
}

/** What saving a banner takes; a creator banner's link is the creator's channel. */
export interface BannerInput {
  bannerOid?: string
  kind: BannerKind
  creatorOid?: string
  title: string
  imageUrl: string
  linkUrl?: string
  placement: BannerPlacement
  languages: string[]
  countries: string[]
  startsAt: string
  endsAt: string
  order: number
}

/** One day's impressions and clicks of the banners asked about. */
export interface BannerCountDay {
  day: string
  impressions: number
  clicks: number
}

/** One banner's impressions and clicks over the range. */
export interface BannerCountRow {
  bannerOid: string
  title: string
  kind: BannerKind
  placement: BannerPlacement
  impressions: number
  clicks: number
}

export interface BannerCounts {
  from: string
  to: string
  days: BannerCountDay[]
  banners: BannerCountRow[]
  totals: { impressions: number; clicks: number }
}

export interface BannerRoutes {
  'GET /content/admin/banners': {
    request: { kind: BannerKind; q?: string; creatorOid?: string; before?: string }
    response: { banners: BannerSummary[]; next: string | null }
  }
  'POST /content/admin/banner': {
    request: BannerInput
    response: { banner: BannerSummary }
  }
  'POST /content/admin/banner/publish': {
    request: { bannerOid: string; published: boolean }
    response: { banner: BannerSummary }
  }
  'DELETE /content/admin/banner': {
    request: { bannerOid: string }
    response: { ok: true }
  }
  'GET /content/admin/banner-counts': {
    request: { from: string; to: string; bannerOid?: string }
    response: BannerCounts
  }
  'GET /content/banners': {
    request: { placement: BannerPlacement; language?: string; country?: string }
    response: { banners: BannerView[] }
  }
  'POST /content/banners/impression': {
    request: { bannerOids: string[] }
    response: { counted: number }
  }
  'POST /content/banners/click': {
    request: { bannerOid: string }
    response: { counted: boolean }
  }
}
