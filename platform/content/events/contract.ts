/**
 * The reward events' routes (mounted under `/api/content` for admins, `/api/account` for the
 * user's QR entry), as a type map for the typed client. Types only.
 */

/** The wallet's inventory item kinds an event may give (document 3, section 3). */
export type EventRewardKind =
  | 'video_coupon'
  | 'file_coupon'
  | 'lucky_pocket'
  | 'random_box'
  | 'lucky_box'
  | 'point_code'

export type EventState = 'upcoming' | 'running' | 'over'

export interface AdminEventView {
  eventOid: string
  title: string
  rewardKind: EventRewardKind
  rewardCoins: number | null
  capacity: number
  entries: number
  startsAt: string
  endsAt: string
  endedAt: string | null
  state: EventState
  createdAt: string
}

/** An event as readers see it (the `event` pages). */
export interface EventView {
  eventOid: string
  title: string
  rewardKind: EventRewardKind
  rewardCoins: number | null
  capacity: number
  spotsLeft: number
  startsAt: string
  /** When it ends (or ended early). */
  endsAt: string
  state: EventState
  /** Whether the signed-in reader joined; null for a visitor. */
  joined: boolean | null
}

export interface EventCodeView {
  codeOid: string
  code: string
  eventOid: string
  eventTitle: string
  label: string
  redemptions: number
  createdAt: string
  withdrawnAt: string | null
}

export interface EventEntryView {
  entryOid: string
  userOid: string
  nickname: string | null
  code: string
  /** The inventory item given; null while the grant has not finished (the user may retry). */
  itemOid: string | null
  joinedAt: string
}

export interface NewEventInput {
  title: string
  rewardKind: EventRewardKind
  rewardCoins: number | null
  capacity: number
  startsAt: string
  endsAt: string
}

/** `POST /account/qr-event`: the spec's success text and what was given. */
export interface QrEventJoined {
  message: 'The event participation is complete.'
  eventTitle: string
  rewardKind: EventRewardKind
  itemOid: string
}

export interface EventsRoutes {
  'GET /content/admin/events': {
    request: { q?: string; state?: 'all' | EventState; before?: string }
    response: { events: AdminEventView[]; next: string | null }
  }
  'POST /content/admin/events': { request: NewEventInput; response: { event: AdminEventView } }
  'POST /content/admin/events/end': {
    request: { eventOid: string }
    response: { event: AdminEventView }
  }
  'GET /content/admin/events/entries': {
    request: { eventOid: string; before?: string }
    response: { entries: EventEntryView[]; next: string | null }
  }
  'GET /content/admin/events/codes': {
    request: { q?: string; withdrawn?: 'true' | 'false'; before?: string }
    response: { codes: EventCodeView[]; next: string | null }
  }
  'POST /content/admin/events/codes': {
    request: { eventOid: string; label: string; code?: string }
    response: { code: EventCodeView }
  }
  'DELETE /content/admin/events/codes': {
    request: { codeOid: string }
    response: { code: EventCodeView }
  }
  'POST /account/qr-event': { request: { qrEvent: string }; response: QrEventJoined }
  'GET /content/events': {
    request: { page?: number }
    response: { events: EventView[]; nextPage: number | null }
  }
  'GET /content/event/recommendation': {
    request: Record<string, never>
    response: { events: EventView[] }
  }
  'GET /content/event/:eventOid': { request: { eventOid: string }; response: { event: EventView } }
}
