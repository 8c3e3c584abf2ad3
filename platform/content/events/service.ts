/** The reward events' use cases, over the area's tables and the wallet's inventory. */

import { issueCode, listCodes, withdrawCode } from './codes'
import type { NewEventInput } from './contract'
import { createEvent, endEvent, eventView, findEvent, listEvents } from './events'
import { joinEvent, listEntries } from './join'
import type { EventsDeps } from './ports'
import { publicEvent, publicEvents, recommendedEvents } from './public'

export function createEventsService(deps: EventsDeps) {
  const { db, clock } = deps
  return {
    list: (query: Parameters<typeof listEvents>[2]) => listEvents(db, clock.now(), query),
    create: async (adminOid: string, input: NewEventInput) =>
      eventView(await createEvent(db, clock.now(), adminOid, input), clock.now()),
    find: async (eventOid: string) => eventView(await findEvent(db, eventOid), clock.now()),
    end: async (eventOid: string) => {
      const now = clock.now()
      const { before, after } = await endEvent(db, now, eventOid)
      return { before: eventView(before, now), after: eventView(after, now) }
    },
    entries: async (query: { eventOid: string; before?: string | undefined }) => {
      await findEvent(db, query.eventOid)
      const { rows, next } = await listEntries(db, query)
      const users =
        rows.length > 0 && deps.users
          ? await deps.users.findUsers(rows.map((row) => row.user_oid))
          : []
      const names = new Map(users.map((user) => [user.oid, user.nickname]))
      return {
        entries: rows.map((row) => ({
          entryOid: row.oid,
          userOid: row.user_oid,
          nickname: names.get(row.user_oid) ?? null,
          code: row.code,
          itemOid: row.item_oid,
          joinedAt: row.created_at.toISOString(),
        })),
        next,
      }
    },
    publicList: (userOid: string | null, page: number) =>
      publicEvents(db, clock.now(), { userOid, page }),
    recommended: (userOid: string | null) => recommendedEvents(db, clock.now(), userOid),
    publicOne: (eventOid: string, userOid: string | null) =>
      publicEvent(db, clock.now(), eventOid, userOid),
    codes: (query: Parameters<typeof listCodes>[1]) => listCodes(db, query),
    issueCode: (adminOid: string, input: Parameters<typeof issueCode>[3]) =>
      issueCode(db, clock.now(), adminOid, input),
    withdrawCode: (codeOid: string) => withdrawCode(db, clock.now(), codeOid),
    join: (userOid: string, code: string) => {
      if (!deps.events) throw new Error('events: no wallet port to give rewards with')
      return joinEvent(db, deps.events.wallet, clock.now(), { userOid, code })
    },
  }
}

export type EventsService = ReturnType<typeof createEventsService>
