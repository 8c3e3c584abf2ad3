/**
 * What an ad's playback means for its counters: a pure fold of the player's moments into
 * the counters to send, each at most once per showing (docs/live/ADS.md).
 */
import type { AdCounterEvent, ServedAd } from '../../../platform/live/ads/contract'

export type AdMoment =
  | { kind: 'playing' }
  | { kind: 'time'; seconds: number }
  | { kind: 'ended' }
  | { kind: 'skip' }
  | { kind: 'click' }

export interface AdProgress {
  sent: ReadonlySet<AdCounterEvent>
  watched: number
  done: boolean
}

export const startProgress = (): AdProgress => ({ sent: new Set(), watched: 0, done: false })

/** Seconds left before the viewer may skip; 0 means the skip button is live. */
export const skipCountdown = (ad: ServedAd, progress: AdProgress) =>
  Math.max(0, Math.ceil(ad.skipAfterSeconds - progress.watched))

export function foldAdMoment(
  ad: ServedAd,
  progress: AdProgress,
  moment: AdMoment,
): { progress: AdProgress; send: AdCounterEvent[] } {
  if (progress.done) return { progress, send: [] }
  const sent = new Set(progress.sent)
  const send: AdCounterEvent[] = []
  const once = (event: AdCounterEvent) => {
    if (sent.has(event)) return
    sent.add(event)
    send.push(event)
  }
  let watched = progress.watched
  let done: boolean = progress.done
  switch (moment.kind) {
    case 'playing':
      once('show')
      break
    case 'time':
      watched = Math.max(watched, moment.seconds)
      if (watched >= ad.thresholdSeconds) once('threshold-reached')
      break
    case 'ended':
      // An ad shorter than the threshold was watched whole: that reaches it too.
      once('show')
      once('threshold-reached')
      once('complete')
      done = true
      break
    case 'skip':
      if (skipCountdown(ad, { sent, watched, done }) > 0) return { progress, send: [] }
      once('skip')
      done = true
      break
    case 'click':
      once('click')
      break
  }
  return { progress: { sent, watched, done }, send }
}
