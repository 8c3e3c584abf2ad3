/**
 * The readers' view of reward events (the spec's `event`, `event/recommendation`,
 * `event/{_id}` pages): running and upcoming events, spots left, and whether the reader
 * joined. Joining stays with a code (a QR code's value): events admit by their codes.
 */
import type { Kysely } from 'kysely'
import type { DB } from '../../db'
import type { EventView } from './contract'
import { type EventRow, eventState, findEvent } from './events'

export const PUBLIC_EVENTS_PAGE = 20
export const RECOMMENDED_EVENTS = 6

export function publicEventView(row: EventRow, now: Date, joined: boolean | null): EventView {
  return {
    eventOid: row.oid,
    title: row.title,
    rewardKind: row.reward_kind as EventView['rewardKind'],
    rewardCoins: row.reward_coins,
    capacity: row.capacity,
    spotsLeft: Math.max(0, row.capacity - row.entries),
    startsAt: row.starts_at.toISOString(),
    endsAt: (row.ended_at ?? row.ends_at).toISOString(),
    state: eventState(row, now),
    joined,
  }
}

/** The events among `eventOids` that `userOid` joined (none for a visitor). */
async function joinedOf(db: Kysely<DB>, userOid: string | null, eventOids: string[]) {
  if (!userOid || eventOids.length === 0) return new Set<string>()
  const rows = await db
    .selectFrom('content_event_entries')
    .select('event_oid')
    .where('user_oid', '=', userOid)
    .where('event_oid', 'in', eventOids)
    .execute()
  return new Set(rows.map((row) => row.event_oid))
}

function views(rows: EventRow[], now: Date, userOid: string | null, joined: Set<string>) {
  return rows.map((row) => publicEventView(row, now, userOid ? joined.has(row.oid) : null))
}

/** Running events first (ending soonest), then upcoming ones (starting soonest); over ones never. */
export async function publicEvents(
  db: Kysely<DB>,
  now: Date,
  query: { userOid: string | null; page: number },
) {
  const rows = await db
    .selectFrom('content_events')
    .selectAll()
    .where('ended_at', 'is', null)
    .where('ends_at', '>', now)
    .orderBy((eb) => eb.case().when('starts_at', '<=', now).then(0).else(1).end())
    .orderBy((eb) =>
      eb
        .case()
        .when('starts_at', '<=', now)
        .then(eb.ref('ends_at'))
        .else(eb.ref('starts_at'))
        .end(),
    )
    .orderBy('oid')
    .offset(query.page * PUBLIC_EVENTS_PAGE)
    .limit(PUBLIC_EVENTS_PAGE + 1)
    .execute()
  const shown = rows.slice(0, PUBLIC_EVENTS_PAGE)
  const joined = await joinedOf(
    db,
    query.userOid,
    shown.map((row) => row.oid),
  )
  return {
    events: views(shown, now, query.userOid, joined),
    nextPage: rows.length > PUBLIC_EVENTS_PAGE ? query.page + 1 : null,
  }
}

/** For the reader: running events with spots left they have not joined, ending soonest first. */
export async function recommendedEvents(db: Kysely<DB>, now: Date, userOid: string | null) {
  let select = db
    .selectFrom('content_events')
    .selectAll()
    .where('ended_at', 'is', null)
    .where('starts_at', '<=', now)
    .where('ends_at', '>', now)
    .whereRef('entries', '<', 'capacity')
  if (userOid)
    select = select.where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('content_event_entries')
            .select('content_event_entries.oid')
            .whereRef('content_event_entries.event_oid', '=', 'content_events.oid')
            .where('content_event_entries.user_oid', '=', userOid),
        ),
      ),
    )
  const rows = await select.orderBy('ends_at').orderBy('oid').limit(RECOMMENDED_EVENTS).execute()
  return { events: views(rows, now, userOid, new Set()) }
}

/** One event as a reader sees it; an unknown one is not found. */
export async function publicEvent(
  db: Kysely<DB>,
  now: Date,
  eventOid: string,
  userOid: string | null,
) {
  const row = await findEvent(db, eventOid)
  const joined = await joinedOf(db, userOid, [row.oid])
  return { event: publicEventView(row, now, userOid ? joined.has(row.oid) : null) }
}
