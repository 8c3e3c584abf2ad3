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

/** The co-host's line an alert shows (the `cohostLine` event, docs/live/COHOST.md). */
export interface CohostShown {
  messageId: string
  characterName: string
  voice: string | null
  /** The alert the line answers, shown with it; null for a line of its own. */
  answers: OverlayAlert | null
}

export interface OverlayAlert {
  /**
   * The donation's oid; a mission's status is an alert of its own (`{oid}:{status}`), a
   * co-host line is `cohost:{messageId}`.
   */
  oid: string
  kind: 'donation' | 'mission' | 'cohost'
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
  /** Set on a co-host line's alert only. */
  cohost?: CohostShown
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

/** Whether `alert` is the one a co-host line answering `donationOid` is about. */
const answersTo = (alert: OverlayAlert, donationOid: string) =>
  alert.kind !== 'cohost' && (alert.oid === donationOid || alert.oid.startsWith(`${donationOid}:`))

/**
 * The alert a `cohostLine` event shows: the line with the alert it answers, found on screen,
 * waiting, or (already shown) in the history; alone when it answers no donation.
 */
export function cohostAlertOf(
  line: LiveEventData['cohostLine'],
  queue: AlertQueue,
  history: ReadonlyMap<string, LiveDonation>,
  isTest = false,
): OverlayAlert {
  const { donationOid } = line
  const inQueue = donationOid
    ? ([...queue.waiting].reverse().find((alert) => answersTo(alert, donationOid)) ??
      (queue.current && answersTo(queue.current, donationOid) ? queue.current : null))
    : null
  const past = donationOid && !inQueue ? history.get(donationOid) : undefined
  const answers = inQueue ?? (past ? alertOf('donation', { ...past }) : null)
  return {
    oid: `cohost:${line.messageId}`,
    kind: 'cohost',
    missionStatus: null,
    // A donationStop for the answered kind stops its answer too.
    donationType: answers?.donationType ?? 'cohost',
    coin: answers?.coin ?? 0,
    content: line.content,
    name: line.characterName,
    optionName: null,
    useTts: line.voice !== null,
    isTest,
    isReplay: false,
    cohost: {
      messageId: line.messageId,
      characterName: line.characterName,
      voice: line.voice,
      answers: answers ? { ...answers, cohost: undefined } : null,
    },
  }
}

export function enqueue(queue: AlertQueue, alert: OverlayAlert): AlertQueue {
  if (!alert.isReplay && queue.seen.includes(alert.oid)) return queue
  const seen = [...queue.seen, alert.oid].slice(-SEEN_KEPT)
  if (!queue.current && !queue.paused) return { ...queue, current: alert, seen }
  // A co-host line comes right after the alert it answers (or what else answers it already).
  const answered = alert.cohost?.answers?.oid
  if (answered) {
    const after = queue.waiting.findLastIndex(
      (other) => other.oid === answered || other.cohost?.answers?.oid === answered,
    )
    const onScreen =
      queue.current?.oid === answered || queue.current?.cohost?.answers?.oid === answered
    if (after !== -1 || onScreen) {
      const at = after + 1
      return {
        ...queue,
        waiting: [...queue.waiting.slice(0, at), alert, ...queue.waiting.slice(at)],
        seen,
      }
    }
  }
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
