/**
 * What the viewer page does with a live chat event (platform/live/chat/contract.ts): the
 * entry rules or the stream's state changed, so play is asked again (the gate or the
 * picture, and a fresh entry token); a scheduled change is told with its time first.
 */
import type { LiveEvent } from '../../platform/live/chat/contract'

export type LivePageEffect =
  | { kind: 'reload' }
  | { kind: 'notice'; changeAt: string }
  | { kind: 'missions' }
  | null

export function liveEventEffect(event: LiveEvent): LivePageEffect {
  switch (event.eventName) {
    case 'liveOn':
    case 'liveOff':
    case 'streamPermissionChanged':
      return { kind: 'reload' }
    case 'streamPermissionNotification':
      // A date the browser cannot read tells nothing: the change event still reloads.
      return Number.isNaN(Date.parse(event.data.scheduleDate))
        ? null
        : { kind: 'notice', changeAt: event.data.scheduleDate }
    // A mission was staked, accepted, topped up or ended: the viewer's panel reads them again.
    case 'mission':
      return { kind: 'missions' }
    default:
      return null
  }
}
