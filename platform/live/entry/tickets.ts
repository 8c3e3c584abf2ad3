/**
 * Live tickets: a creator issues a ticket with a price (a new one expires the old ones, so
 * buyers of an earlier ticket buy again), and a viewer asks whether one is sold and held.
 */
import type { Kysely, Selectable } from 'kysely'
import type { DB } from '../../db'
import { newObjectId } from '../../db/ids'
import { type Clock, forbidden, type SessionUser } from '../../http'
import { LIVE_ERRORS } from '../errors'
import type { LiveUsersPort } from '../ports'
import type {
  LiveTicket,
  TicketingResponse,
  TicketResponse,
  TicketVerificationResponse,
} from './contract'
import { ENTRY_ERRORS } from './errors'
import type { LiveTicketsTable } from './tables'

/** Pays a ticket: one `live_ticketing` ledger transaction, the same one for the same key. */
export interface LiveTicketWallet {
  payTicket(input: {
    key: string
    fromUserOid: string
    toUserOid: string
    coins: number
    bonusUse: 'never' | 'first'
  }): Promise<{ transactionOid: string }>
}

export interface TicketDeps {
  db: Kysely<DB>
  clock: Clock
  users: LiveUsersPort
  /** Without it tickets cannot be bought (`LIVE_TICKETING_UNAVAILABLE`). */
  wallet?: LiveTicketWallet | undefined
  /** Whether the creator offers a free tier (channels); spec §5: exclusive with ticketing. */
  hasFreeTier?: ((creatorOid: string) => Promise<boolean>) | undefined
}

const toTicket = (row: Selectable<LiveTicketsTable>): LiveTicket => ({
  ticketOid: row.oid,
  price: row.price,
  allowBonus: row.allow_bonus,
  createdAt: row.created_at.toISOString(),
})

export function createTicketService(deps: TicketDeps) {
  const { db, clock } = deps

  const currentTicket = (creatorOid: string) =>
    db
      .selectFrom('live_tickets')
      .selectAll()
      .where('creator_oid', '=', creatorOid)
      .where('expired_at', 'is', null)
      .executeTakeFirst()

  async function requireStudio(user: SessionUser, creatorOid: string) {
    const admin = user.roles.includes('admin')
    if (!admin && !user.roles.includes('livestreamer')) throw LIVE_ERRORS.notLivestreamer()
    if (!admin && user.oid !== creatorOid) throw forbidden()
    const [creator] = await deps.users.findUsers([creatorOid])
    if (!creator?.isLivestreamer) throw LIVE_ERRORS.creatorNotFound()
  }

  const holds = async (userOid: string, ticketOid: string) =>
    !!(await db
      .selectFrom('live_ticket_purchases')
      .select('ticket_oid')
      .where('ticket_oid', '=', ticketOid)
      .where('user_oid', '=', userOid)
      .executeTakeFirst())

  return {
    currentTicket,
    holds,
    /** Whether the creator sells a ticket now (channels refuse a free tier meanwhile). */
    selling: async (creatorOid: string) => !!(await currentTicket(creatorOid)),

    /** `POST /live/ticket`: the creator's new ticket; every earlier one expires with it. */
    async issue(
      user: SessionUser,
      creatorOid: string,
      ticket: { price: number; allowBonus?: boolean | undefined } | null,
    ): Promise<TicketResponse> {
      await requireStudio(user, creatorOid)
      if (ticket && (await deps.hasFreeTier?.(creatorOid))) throw ENTRY_ERRORS.freeTierOn()
      const now = clock.now()
      return db.transaction().execute(async (trx) => {
        // The channel row serialises two issues at once, so one ticket stays current.
        await trx
          .insertInto('live_channels')
          .values({ creator_oid: creatorOid, updated_at: now })
          .onConflict((oc) => oc.column('creator_oid').doNothing())
          .execute()
        await trx
          .selectFrom('live_channels')
          .select('creator_oid')
          .where('creator_oid', '=', creatorOid)
          .forUpdate()
          .executeTakeFirst()
        const expired = await trx
          .updateTable('live_tickets')
          .set({ expired_at: now })
          .where('creator_oid', '=', creatorOid)
          .where('expired_at', 'is', null)
          .executeTakeFirst()
        const count = Number(expired.numUpdatedRows ?? 0)
        if (!ticket) return { creatorOid, ticket: null, expired: count }
        const row = {
          oid: newObjectId(now.getTime()),
          creator_oid: creatorOid,
          price: ticket.price,
          allow_bonus: ticket.allowBonus ?? false,
          created_at: now,
          expired_at: null,
        }
        await trx.insertInto('live_tickets').values(row).execute()
        return { creatorOid, ticket: toTicket(row), expired: count }
      })
    },

    /**
     * `POST /live/ticketing`: the caller buys the current ticket, the one and the price they
     * name (anything else is refused before paying). The payment's key is the
     * ticket and the buyer, so a retry, a double click or a crash between paying and
     * recording meets the same ledger transaction and the purchase row is written once.
     */
    async buy(
      user: SessionUser,
      creatorOid: string,
      expected: { ticketOid: string; price: number },
    ): Promise<TicketingResponse> {
      const row = await currentTicket(creatorOid)
      if (!row) throw ENTRY_ERRORS.noTicket()
      const ticket = toTicket(row)
      // A ticket's price never changes (a new price is a new ticket), so the ticket named is
      // the price charged; both are checked so the answer says which changed.
      if (row.oid !== expected.ticketOid) throw ENTRY_ERRORS.ticketChanged(ticket)
      if (row.price !== expected.price) throw ENTRY_ERRORS.priceChanged(row.price)
      if (user.oid === creatorOid || (await holds(user.oid, row.oid))) {
        return { ok: true, ticket, isPurchasedBefore: true, transactionOid: null }
      }
      if (!deps.wallet) throw ENTRY_ERRORS.ticketingUnavailable()
      const paid = await deps.wallet.payTicket({
        key: `live-ticket:${row.oid}:${user.oid}`,
        fromUserOid: user.oid,
        toUserOid: creatorOid,
        coins: row.price,
        bonusUse: row.allow_bonus ? 'first' : 'never',
      })
      await db
        .insertInto('live_ticket_purchases')
        .values({
          ticket_oid: row.oid,
          user_oid: user.oid,
          creator_oid: creatorOid,
          price: row.price,
          purchased_at: clock.now(),
        })
        .onConflict((oc) => oc.columns(['ticket_oid', 'user_oid']).doNothing())
        .execute()
      return { ok: true, ticket, isPurchasedBefore: false, transactionOid: paid.transactionOid }
    },

    /**
     * `POST /live/ticketverification`: whether a ticket is sold now and the caller holds
     * it. Any failure reads as invalid (spec §7), never as an error.
     */
    async verify(
      user: SessionUser | null,
      creatorOid: string,
    ): Promise<TicketVerificationResponse> {
      const invalid = { isValid: false, isPurchasedBefore: false, ticket: null }
      try {
        const row = await currentTicket(creatorOid)
        if (!row) return invalid
        const held = !!user && (await holds(user.oid, row.oid))
        return { isValid: true, isPurchasedBefore: held, ticket: toTicket(row) }
      } catch {
        return invalid
      }
    },
  }
}

export type TicketService = ReturnType<typeof createTicketService>
