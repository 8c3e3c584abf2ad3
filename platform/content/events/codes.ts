/** The codes (shown as QR codes) that admit users to an event; issued and withdrawn by admins. */
import { randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import { type DB, newObjectId } from '../../db'
import type { EventCodeView } from './contract'
import { EVENT_ERRORS } from './errors'
import { EVENTS_PAGE_SIZE, escapeLike, findEvent } from './events'

/** Capitals and digits without look-alikes (0/O, 1/I), easy to type from a poster. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

export function generateEventCode(): string {
  const bytes = randomBytes(10)
  return Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('')
}

const codeColumns = [
  'content_event_codes.oid',
  'content_event_codes.code',
  'content_event_codes.event_oid',
  'content_event_codes.label',
  'content_event_codes.redemptions',
  'content_event_codes.created_at',
  'content_event_codes.withdrawn_at',
  'content_events.title',
] as const

type CodeRow = {
  oid: string
  code: string
  event_oid: string
  label: string
  redemptions: number
  created_at: Date
  withdrawn_at: Date | null
  title: string
}

function codeView(row: CodeRow): EventCodeView {
  return {
    codeOid: row.oid,
    code: row.code,
    eventOid: row.event_oid,
    eventTitle: row.title,
    label: row.label,
    redemptions: row.redemptions,
    createdAt: row.created_at.toISOString(),
    withdrawnAt: row.withdrawn_at?.toISOString() ?? null,
  }
}

function selectCodes(db: Kysely<DB>) {
  return db
    .selectFrom('content_event_codes')
    .innerJoin('content_events', 'content_events.oid', 'content_event_codes.event_oid')
    .select(codeColumns)
}

export async function issueCode(
  db: Kysely<DB>,
  now: Date,
  adminOid: string,
  input: { eventOid: string; label: string; code?: string | undefined },
): Promise<EventCodeView> {
  await findEvent(db, input.eventOid)
  const oid = newObjectId(now.getTime())
  const inserted = await db
    .insertInto('content_event_codes')
    .values({
      oid,
      code: input.code ?? generateEventCode(),
      event_oid: input.eventOid,
      label: input.label,
      redemptions: 0,
      created_by: adminOid,
      created_at: now,
      withdrawn_at: null,
    })
    .onConflict((conflict) => conflict.column('code').doNothing())
    .returning('oid')
    .executeTakeFirst()
  if (!inserted) throw EVENT_ERRORS.codeTaken()
  return codeView(
    await selectCodes(db).where('content_event_codes.oid', '=', oid).executeTakeFirstOrThrow(),
  )
}

export async function listCodes(
  db: Kysely<DB>,
  query: { q?: string | undefined; withdrawn?: boolean; before?: string | undefined },
) {
  let select = selectCodes(db)
  if (!query.withdrawn) select = select.where('content_event_codes.withdrawn_at', 'is', null)
  if (query.before) select = select.where('content_event_codes.oid', '<', query.before)
  if (query.q) {
    const start = `${escapeLike(query.q.toLowerCase())}%`
    select = select.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['content_event_codes.code']), 'like', start),
        eb(eb.fn('lower', ['content_events.title']), 'like', start),
        eb(eb.fn('lower', ['content_event_codes.label']), 'like', start),
      ]),
    )
  }
  const rows = await select
    .orderBy('content_event_codes.oid', 'desc')
    .limit(EVENTS_PAGE_SIZE + 1)
    .execute()
  const page = rows.slice(0, EVENTS_PAGE_SIZE)
  return {
    codes: page.map(codeView),
    next: rows.length > EVENTS_PAGE_SIZE ? page.at(-1)!.oid : null,
  }
}

/** Withdraws a code: it admits no one more; those who joined keep their items. */
export async function withdrawCode(db: Kysely<DB>, now: Date, codeOid: string) {
  const found = await selectCodes(db)
    .where('content_event_codes.oid', '=', codeOid)
    .executeTakeFirst()
  if (!found) throw EVENT_ERRORS.codeNotFound()
  if (found.withdrawn_at) throw EVENT_ERRORS.alreadyWithdrawn()
  const updated = await db
    .updateTable('content_event_codes')
    .set({ withdrawn_at: now })
    .where('oid', '=', codeOid)
    .where('withdrawn_at', 'is', null)
    .returning('oid')
    .executeTakeFirst()
  if (!updated) throw EVENT_ERRORS.alreadyWithdrawn()
  return { before: codeView(found), after: codeView({ ...found, withdrawn_at: now }) }
}
