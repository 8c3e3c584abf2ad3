/** Ticket calls: `POST /live/ticket` and `POST /live/ticketverification` (docs/live/README.md). */
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

/** Designed texts of the ticket buy's own fields (docs/live/README.md "Tickets"). */
export const TICKETING_TEXTS = {
  ticketOid: 'ticketOid is required: the ticket you were shown.',
  price: 'price is required: the price you were shown, in coins.',
}

/**
 * `POST /live/ticketing`: buys the creator's current ticket. The buyer names the ticket and
 * the price they were shown (`ticketOid`, `price`, from ticket verification), as content
 * purchases name their price: a ticket re-issued meanwhile is refused and nothing is
 * charged. A ticket already held is used and never paid twice, so `usePendingTicket`
 * (accepted for the spec's callers) changes nothing; `mixpanel` is analytics and ignored.
 */
export const ticketingRequest = z.object({
  creatorOid: creatorOidField,
  ticketOid: z.string(TICKETING_TEXTS.ticketOid).regex(/^[0-9a-f]{24}$/, TICKETING_TEXTS.ticketOid),
  price: z
    .number(TICKETING_TEXTS.price)
    .min(0, TICKETING_TEXTS.price)
    .refine(Number.isSafeInteger, TICKETING_TEXTS.price),
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

// ---------- entry rules (`GET`/`POST /live/entry`) ----------

export const ENTRY_MODES = ['everyone', 'signedIn', 'tiers'] as const
export type EntryMode = (typeof ENTRY_MODES)[number]

export const ENTRY_LIMITS = { passwordMin: 4, passwordMax: 64, delayMax: 1440, tiersMax: 50 }

/** Spec §5 "password and matching repeat"; the texts are designed (docs/live/README.md). */
export const ENTRY_TEXTS = {
  password: 'The password is 4 to 64 characters.',
  passwordRepeat: 'The password and its repeat do not match.',
  tiersRequired: 'Choose at least one tier allowed in.',
  delay: 'The delay is a whole number of minutes from 0 to 1,440.',
  mode: 'Choose who may enter: everyone, signed-in viewers or tiers.',
}

const passwordField = z
  .string(ENTRY_TEXTS.password)
  .min(ENTRY_LIMITS.passwordMin, ENTRY_TEXTS.password)
  .max(ENTRY_LIMITS.passwordMax, ENTRY_TEXTS.password)

/**
 * The studio's entry condition. `password` left out keeps the current one, null removes it,
 * a text sets it and must come with the same `passwordRepeat`.
 */
export const entryConditionSchema = z
  .object({
    mode: z.enum(ENTRY_MODES, ENTRY_TEXTS.mode),
    tierHashes: z
      .array(z.string().min(1).max(64), ENTRY_TEXTS.tiersRequired)
      .max(ENTRY_LIMITS.tiersMax)
      .optional(),
    password: passwordField.nullable().optional(),
    passwordRepeat: z.string(ENTRY_TEXTS.passwordRepeat).max(200).nullable().optional(),
  })
  .superRefine((value, ctx) => {
    if (value.mode === 'tiers' && (value.tierHashes ?? []).length === 0) {
      ctx.addIssue({ code: 'custom', path: ['tierHashes'], message: ENTRY_TEXTS.tiersRequired })
    }
    if (typeof value.password === 'string' && value.passwordRepeat !== value.password) {
      ctx.addIssue({
        code: 'custom',
        path: ['passwordRepeat'],
        message: ENTRY_TEXTS.passwordRepeat,
      })
    }
  })

export const entryRequest = z.object({
  creatorOid: creatorOidField,
  entry: entryConditionSchema,
  /** While live, the change applies this many minutes later (announced at once). */
  delayMinutes: z
    .number(ENTRY_TEXTS.delay)
    .min(0, ENTRY_TEXTS.delay)
    .max(ENTRY_LIMITS.delayMax, ENTRY_TEXTS.delay)
    .refine(Number.isInteger, ENTRY_TEXTS.delay)
    .optional(),
})

export type EntryRequest = z.infer<typeof entryRequest>

/** An entry condition as answered (the password never leaves the server). */
export interface EntryCondition {
  mode: EntryMode
  tierHashes: string[]
  hasPassword: boolean
}

export interface EntryResponse {
  creatorOid: string
  /** The condition in force. */
  entry: EntryCondition
  /** A change announced mid-stream, applied at `appliesAt`. */
  pending: { entry: EntryCondition; appliesAt: string } | null
  /** A ticket is sold now (entry needs it as well). */
  ticketing: boolean
}

/** Added to `GET /live/play`'s answer while the stream has any entry condition. */
export interface PlayEntry {
  /** Signed for this creator and viewer; the FLV/HLS addresses carry it, the chat token takes it as `key`. */
  entryToken: string | null
  entryTokenExpiresAt: string | null
}

/** `POST /live/entry`'s condition: `password` left out keeps the current one, null removes it. */
export interface EntryChange {
  mode: EntryMode
  tierHashes?: string[]
  password?: string | null
  passwordRepeat?: string | null
}

/** The ticket and entry routes the front ends call, relative to `/api`. */
export interface LiveEntryRoutes {
  'GET /live/entry': { request: { creatorOid: string }; response: EntryResponse }
  'POST /live/entry': {
    request: { creatorOid: string; entry: EntryChange; delayMinutes?: number }
    response: EntryResponse
  }
  /** Null ends ticketing for the next entries. */
  'POST /live/ticket': {
    request: { creatorOid: string; ticket: { price: number; allowBonus?: boolean } | null }
    response: TicketResponse
  }
  'POST /live/ticketing': {
    request: { creatorOid: string; ticketOid: string; price: number }
    response: TicketingResponse
  }
  'POST /live/ticketverification': {
    request: { creatorOid: string }
    response: TicketVerificationResponse
  }
}
