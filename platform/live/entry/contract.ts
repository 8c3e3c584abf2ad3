/** Ticket calls: `POST /live/ticket` and `POST /live/ticketverification` (docs/LIVE.md). */
import { z } from 'zod'
import { creatorOidField } from '../contract'

export const TICKET_LIMITS = { priceMin: 1, priceMax: 100_000 }
export const TICKET_PRICE_TEXT = 'The ticket price is a whole number of coins from 1 to 100,000.'

const priceField = z
  .number(TICKET_PRICE_TEXT)
  .min(TICKET_LIMITS.priceMin, TICKET_PRICE_TEXT)
  .max(TICKET_LIMITS.priceMax, TICKET_PRICE_TEXT)
  // A refine, not .int(): zod reports .int() as a type error, read as a missing field.
  .refine(Number.isInteger, TICKET_PRICE_TEXT)

/**
 * `ticket` is `{ price, allowBonus? }` (or the bare price); null ends ticketing for the next
 * entries. `allowBonus`: bonus coins may pay for it (the studio's "bonus coins allowed").
 */
export const ticketRequest = z.object({
  creatorOid: creatorOidField,
  ticket: z.preprocess(
    (value) => (typeof value === 'number' ? { price: value } : value),
    z
      .object({ price: priceField, allowBonus: z.boolean().optional() }, TICKET_PRICE_TEXT)
      .nullable(),
  ),
})

/**
 * `POST /live/ticketing`: buys the creator's current ticket. A ticket already held is used
 * and never paid twice, so `usePendingTicket` (accepted for the spec's callers) changes
 * nothing; `mixpanel` is analytics and ignored.
 */
export const ticketingRequest = z.object({
  creatorOid: creatorOidField,
  usePendingTicket: z.boolean().optional(),
  mixpanel: z.unknown().optional(),
})

export interface TicketingResponse {
  /** The caller holds the current ticket now. */
  ok: true
  ticket: LiveTicket
  /** It was held already (nothing charged by this call). */
  isPurchasedBefore: boolean
  /** The ledger transaction that paid it, when this call (or its retry) paid. */
  transactionOid: string | null
}

export const ticketVerificationRequest = z.object({ creatorOid: creatorOidField })

export interface LiveTicket {
  ticketOid: string
  price: number
  allowBonus: boolean
  createdAt: string
}

export interface TicketResponse {
  creatorOid: string
  /** The current ticket, or null when entry needs none. */
  ticket: LiveTicket | null
  /** How many earlier tickets this call expired. */
  expired: number
}

export interface TicketVerificationResponse {
  /** The creator sells a ticket now. */
  isValid: boolean
  /** The caller holds the current ticket (no second charge). */
  isPurchasedBefore: boolean
  ticket: LiveTicket | null
}
