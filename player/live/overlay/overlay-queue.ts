/**
 * The overlay's alert queue: live events in, one alert on screen at a time. Pure, so the
 * ordering rules (no repeats, stop, replays) are tested without a browser.
 */
import {
  ANNOUNCED_MISSION_STATUSES,
  type AnnouncedMissionStatus,
  type LiveEventData,
} from '../../../platform/live/chat/contract'
import type { LiveDonation } from '../../../platform/live/donations/contract'

export interface OverlayAlert {
  /** The donation's oid; a mission's status is an alert of its own (`{oid}:{status}`). */
  oid: string
  kind: 'donation' | 'mission'
  /** A mission's: proposed (pending), accepted, succeeded or failed. */
  missionStatus: AnnouncedMissionStatus | null
  donationType: string
  coin: number
  content: string
  name: string | null
  optionName: string | null
  useTts: boolean
  isTest: boolean
  /** Shown again from the history: its view was counted already. */
  isReplay: boolean
}

export interface AlertQueue {
  current: OverlayAlert | null
  waiting: OverlayAlert[]
  /** Oids already queued or shown, so a resent event shows once. */
  seen: string[]
  /** donationStop with autoPlay false holds the queue until the next stop with autoPlay. */
  paused: boolean
}

export const emptyQueue: AlertQueue = { current: null, waiting: [], seen: [], paused: false }

const SEEN_KEPT = 500

/** An alert from a `donation` or `mission` event's data, or null when it is not one. */
export function alertOf(
  kind: 'donation' | 'mission',
  data: Record<string, unknown>,
): OverlayAlert | null {
  if (typeof data.oid !== 'string') return null
  const hidden = data.isHiddenName === true
  const status = String(data.status ?? 'pending') as AnnouncedMissionStatus
  // A mission shows when proposed, accepted, succeeded or failed; refusals and timeouts do not.
  if (kind === 'mission' && !ANNOUNCED_MISSION_STATUSES.includes(status)) return null
  return {
    oid: kind === 'mission' ? `${data.oid}:${status}` : data.oid,
    kind,
    missionStatus: kind === 'mission' ? status : null,
    donationType:
      typeof data.donationType === 'string'
        ? data.donationType
        : kind === 'mission'
          ? 'mission'
          : 'text',
    coin: typeof data.coin === 'number' ? data.coin : 0,
    content: typeof data.content === 'string' ? data.content : '',
    name: hidden ? null : typeof data.nickname === 'string' && data.nickname ? data.nickname : null,
    optionName: typeof data.optionName === 'string' ? data.optionName : null,
    useTts: data.useTts === true,
    isTest: data.isTest === true,
    isReplay: false,
  }
}

/**
 * The alert a `donationPlaying` event asks to play again, or null: the overlay's own view
 * count (`playedBy: 'overlay'`) is the alert it is showing, so it never plays twice.
 */
export function replayOf(
  event: LiveEventData['donationPlaying'],
  history: ReadonlyMap<string, LiveDonation>,
): OverlayAlert | null {
  if (event.playedBy === 'overlay') return null
  const donation = history.get(event.oid)
  if (!donation) return null
  const alert = alertOf('donation', { ...donation })
  return alert ? { ...alert, isReplay: true } : null
}

export function enqueue(queue: AlertQueue, alert: OverlayAlert): AlertQueue {
  if (!alert.isReplay && queue.seen.includes(alert.oid)) return queue
  const seen = [...queue.seen, alert.oid].slice(-SEEN_KEPT)
  if (!queue.current && !queue.paused) return { ...queue, current: alert, seen }
  return { ...queue, waiting: [...queue.waiting, alert], seen }
}

/** The current alert is done: the next one comes up unless the queue is held. */
export function advance(queue: AlertQueue): AlertQueue {
  if (queue.paused) return { ...queue, current: null }
  const [next, ...rest] = queue.waiting
  return { ...queue, current: next ?? null, waiting: rest }
}

/** `donationStop`: ends what plays; autoPlay false holds the rest, true lets it go on. */
export function stop(queue: AlertQueue, donationType: string, autoPlay: boolean): AlertQueue {
  const matches = (alert: OverlayAlert) =>
    donationType === 'all' || alert.donationType === donationType
  const cut = queue.current && matches(queue.current) ? null : queue.current
  const held = { ...queue, current: cut, paused: !autoPlay }
  return cut || held.paused ? held : advance(held)
}
