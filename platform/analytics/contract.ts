/**
 * Analytics events (document 1 §7 "Analytics": POST /mixpanel/track with event and
 * properties), kept in the product's own events table; no third party is called. Wire types
 * and limits only; the front ends import this file as types.
 */

export interface TrackRequest {
  event: string
  properties?: Record<string, unknown>
  /** The common field; the player sends its own analytics client id here. */
  gaClientId?: string
}

/** `recorded`: stored; `clientIdRecorded`: the sampling rule kept the caller's client id. */
export interface TrackAnswer {
  recorded: true
  clientIdRecorded: boolean
}

/** The page-load event the player shell sends once per navigation. */
export type PageViewEvent = 'page_view'
export const PAGE_VIEW_EVENT: PageViewEvent = 'page_view'

/** GET /mixpanel/creator/page-views: page loads of the caller's contents in a day range. */
export interface CreatorPageViews {
  startDate: string
  endDate: string
  total: number
  /** The most viewed contents first, at most 10. */
  contents: { contentOid: string; views: number }[]
}

/** The analytics calls, relative to /api. */
export interface AnalyticsRoutes {
  'POST /mixpanel/track': { request: TrackRequest; response: TrackAnswer }
  'GET /mixpanel/creator/page-views': {
    request: { startDate: string; endDate: string }
    response: CreatorPageViews
  }
}
