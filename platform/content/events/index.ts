/**
 * Reward events: admins create events with a period, a reward (one inventory item) and a
 * capacity, and issue codes shown as QR codes; a signed-in user joins with a code and
 * finds the item in their inventory.
 */
import type { EventsDeps } from './ports'
import { eventsAccountRoutes, eventsContentRoutes } from './routes'
import { createEventsService } from './service'

export function createEvents(deps: EventsDeps) {
  const service = createEventsService(deps)
  return {
    service,
    contentRoutes: eventsContentRoutes(service),
    accountRoutes: eventsAccountRoutes(service),
  }
}

export type EventsCapability = ReturnType<typeof createEvents>
export { eventsMigrations } from './migrations'
export type { EventsPorts, EventsWalletPort } from './ports'
export type { EventsTables } from './tables'
