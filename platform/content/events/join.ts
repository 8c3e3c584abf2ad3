/**
 * A signed-in user joins an event with one of its codes (`POST /account/qr-event`): one
 * entry per user and event, counted against the event's capacity in one transaction, then
 * the reward item is given by the wallet. A grant cut short leaves the entry without its
 * item; the user's retry finds the item the wallet already holds for that entry (its
 * details name the entry) or gives it then, so an entry never yields two items.
 */
import type { Kysely, Selectable } from 'kysely'
import { type DB, newObjectId } from '../../db'
import type { EventRewardKind, QrEventJoined } from './contract'
import { EVENT_ERRORS } from './errors'
import { type EventRow, eventState } from './events'
import type { EventsWalletPort } from './ports'
import type { ContentEventEntriesTable } from './tables'

type EntryRow = Selectable<ContentEventEntriesTable>

export async function joinEvent(
  db: Kysely<DB>,
  wallet: EventsWalletPort,
  now: Date,
  input: { userOid: string; code: string },
): Promise<QrEventJoined> {
  const code = await db
    .selectFrom('content_event_codes')
    .selectAll()
    .where('code', '=', input.code.trim().toUpperCase())
    .executeTakeFirst()
  if (!code) throw EVENT_ERRORS.codeNotFound()
  const event = await db
    .selectFrom('content_events')
    .selectAll()
    .where('oid', '=', code.event_oid)
    .executeTakeFirstOrThrow()
  const pending = await db
    .selectFrom('content_event_entries')
    .selectAll()
    .where('event_oid', '=', event.oid)
    .where('user_oid', '=', input.userOid)
    .executeTakeFirst()
  if (pending?.item_oid) throw EVENT_ERRORS.alreadyJoined()
  if (pending) return grant(db, wallet, event, pending)
  if (code.withdrawn_at) throw EVENT_ERRORS.codeWithdrawn()
  if (eventState(event, now) !== 'running') throw EVENT_ERRORS.notRunning()
  const entry = await claimEntry(db, now, event, code.code, input.userOid)
  return grant(db, wallet, event, entry)
}

/** Counts the user in, or refuses: the capacity is spent, or they joined meanwhile. */
async function claimEntry(
  db: Kysely<DB>,
  now: Date,
  event: EventRow,
  code: string,
  userOid: string,
): Promise<EntryRow> {
  return db.transaction().execute(async (trx) => {
    const entry = await trx
      .insertInto('content_event_entries')
      .values({
        oid: newObjectId(now.getTime()),
        event_oid: event.oid,
        code,
        user_oid: userOid,
        item_oid: null,
        created_at: now,
      })
      .onConflict((conflict) => conflict.columns(['event_oid', 'user_oid']).doNothing())
      .returningAll()
      .executeTakeFirst()
    if (!entry) throw EVENT_ERRORS.alreadyJoined()
    const counted = await trx
      .updateTable('content_events')
      .set((eb) => ({ entries: eb('entries', '+', 1) }))
      .where('oid', '=', event.oid)
      .whereRef('entries', '<', 'capacity')
      .returning('oid')
      .executeTakeFirst()
    if (!counted) throw EVENT_ERRORS.allIssued()
    await trx
      .updateTable('content_event_codes')
      .set((eb) => ({ redemptions: eb('redemptions', '+', 1) }))
      .where('code', '=', code)
      .execute()
    return entry
  })
}

async function grant(
  db: Kysely<DB>,
  wallet: EventsWalletPort,
  event: EventRow,
  entry: EntryRow,
): Promise<QrEventJoined> {
  const held = await wallet.listInventory(entry.user_oid)
  const itemOid =
    held.find((item) => item.details.eventEntryOid === entry.oid)?.oid ??
    (await wallet.giveItem({
      userOid: entry.user_oid,
      kind: event.reward_kind as EventRewardKind,
      source: `event:${event.oid}`,
      details: {
        eventEntryOid: entry.oid,
        eventOid: event.oid,
        eventTitle: event.title,
        ...(event.reward_coins === null ? {} : { bonusCoins: event.reward_coins }),
      },
    }))
  await db
    .updateTable('content_event_entries')
    .set({ item_oid: itemOid })
    .where('oid', '=', entry.oid)
    .execute()
  return {
    message: 'The event participation is complete.',
    eventTitle: event.title,
    rewardKind: event.reward_kind as EventRewardKind,
    itemOid,
  }
}

/** Who joined an event, newest first, 30 a page. */
export async function listEntries(
  db: Kysely<DB>,
  query: { eventOid: string; before?: string | undefined },
) {
  let select = db
    .selectFrom('content_event_entries')
    .selectAll()
    .where('event_oid', '=', query.eventOid)
  if (query.before) select = select.where('oid', '<', query.before)
  const rows = await select.orderBy('oid', 'desc').limit(31).execute()
  const page = rows.slice(0, 30)
  return { rows: page, next: rows.length > 30 ? page.at(-1)!.oid : null }
}
