/** Admins' reward events: create, list (newest first, searched by title), end early. */
import type { Kysely, Selectable } from 'kysely'
import { type DB, newObjectId } from '../../db'
import type { AdminEventView, EventRewardKind, EventState, NewEventInput } from './contract'
import { EVENT_ERRORS } from './errors'
import type { ContentEventsTable } from './tables'

export const EVENTS_PAGE_SIZE = 30

export type EventRow = Selectable<ContentEventsTable>

/** Where an event stands at `now`: ended early or past its end is over. */
export function eventState(row: EventRow, now: Date): EventState {
  if (row.ended_at || row.ends_at <= now) return 'over'
  return row.starts_at > now ? 'upcoming' : 'running'
}

export function eventView(row: EventRow, now: Date): AdminEventView {
  return {
    eventOid: row.oid,
    title: row.title,
    rewardKind: row.reward_kind as EventRewardKind,
    rewardCoins: row.reward_coins,
    capacity: row.capacity,
    entries: row.entries,
    startsAt: row.starts_at.toISOString(),
    endsAt: row.ends_at.toISOString(),
    endedAt: row.ended_at?.toISOString() ?? null,
    state: eventState(row, now),
    createdAt: row.created_at.toISOString(),
  }
}

export async function createEvent(
  db: Kysely<DB>,
  now: Date,
  adminOid: string,
  input: NewEventInput,
): Promise<EventRow> {
  return db
    .insertInto('content_events')
    .values({
      oid: newObjectId(now.getTime()),
      title: input.title,
      reward_kind: input.rewardKind,
      reward_coins: input.rewardCoins,
      capacity: input.capacity,
      entries: 0,
      starts_at: new Date(input.startsAt),
      ends_at: new Date(input.endsAt),
      ended_at: null,
      created_by: adminOid,
      created_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow()
}

export async function findEvent(db: Kysely<DB>, eventOid: string): Promise<EventRow> {
  const row = await db
    .selectFrom('content_events')
    .selectAll()
    .where('oid', '=', eventOid)
    .executeTakeFirst()
  if (!row) throw EVENT_ERRORS.eventNotFound()
  return row
}

export async function listEvents(
  db: Kysely<DB>,
  now: Date,
  query: {
    q?: string | undefined
    state?: 'all' | EventState | undefined
    before?: string | undefined
  },
) {
  let select = db.selectFrom('content_events').selectAll()
  if (query.q)
    select = select.where((eb) =>
      eb(eb.fn('lower', ['title']), 'like', `${escapeLike(query.q!.toLowerCase())}%`),
    )
  if (query.before) select = select.where('oid', '<', query.before)
  if (query.state === 'over')
    select = select.where((eb) => eb.or([eb('ended_at', 'is not', null), eb('ends_at', '<=', now)]))
  if (query.state === 'running' || query.state === 'upcoming')
    select = select
      .where('ended_at', 'is', null)
      .where('ends_at', '>', now)
      .where('starts_at', query.state === 'running' ? '<=' : '>', now)
  const rows = await select
    .orderBy('oid', 'desc')
    .limit(EVENTS_PAGE_SIZE + 1)
    .execute()
  const page = rows.slice(0, EVENTS_PAGE_SIZE)
  return {
    events: page.map((row) => eventView(row, now)),
    next: rows.length > EVENTS_PAGE_SIZE ? page.at(-1)!.oid : null,
  }
}

/** Ends a running or upcoming event now; its codes stop admitting. Returns before and after. */
export async function endEvent(db: Kysely<DB>, now: Date, eventOid: string) {
  const before = await findEvent(db, eventOid)
  if (eventState(before, now) === 'over') throw EVENT_ERRORS.alreadyEnded()
  const after = await db
    .updateTable('content_events')
    .set({ ended_at: now })
    .where('oid', '=', eventOid)
    .where('ended_at', 'is', null)
    .returningAll()
    .executeTakeFirst()
  if (!after) throw EVENT_ERRORS.alreadyEnded()
  return { before, after }
}

/** `%`, `_` and `\` typed in a search match themselves. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`)
}
