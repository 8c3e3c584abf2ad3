/** Entry refusals: spec §8 'Login is required' and 'The page is locked'; the others designed (docs/live/README.md). */
import { AppError, conflict, forbidden, notFound, unauthorized } from '../../http'

export const ENTRY_ERRORS = {
  loginRequired: () => unauthorized('Login is required', 'LIVE_LOGIN_REQUIRED'),
  ticketRequired: () =>
    forbidden('A ticket is required to watch this live.', 'LIVE_TICKET_REQUIRED'),
  noTicket: () => notFound('This live sells no ticket now.', 'LIVE_TICKET_NOT_SOLD'),
  ticketingUnavailable: () =>
    forbidden('Tickets cannot be bought here now.', 'LIVE_TICKETING_UNAVAILABLE'),
  tierRequired: () =>
    forbidden('Subscribe to one of the tiers allowed in to watch this live.', 'LIVE_TIER_REQUIRED'),
  passwordRequired: () =>
    forbidden('Enter the password to watch this live.', 'LIVE_PASSWORD_REQUIRED'),
  passwordWrong: () => forbidden('The password is not correct.', 'LIVE_PASSWORD_INCORRECT'),
  passwordTries: () =>
    new AppError({
      status: 429,
      code: 'LIVE_PASSWORD_TRIES',
      message: 'Too many password tries. Wait a minute and try again.',
    }),
  /** Spec §8 'The page is locked': the FLV/HLS address without a valid entry token. */
  locked: () => forbidden('The page is locked', 'LIVE_PAGE_LOCKED'),
  unknownTier: () =>
    new AppError({
      status: 400,
      code: 'LIVE_ENTRY_TIER_UNKNOWN',
      message: 'A tier allowed in is not one of your tiers.',
    }),
  /** The ticket the buyer was shown is no longer the one sold (re-issued or ended). */
  ticketChanged: (ticket: unknown) =>
    new AppError({
      status: 409,
      code: 'LIVE_TICKET_CHANGED',
      message: 'The ticket has changed. Check the new ticket and its price, then try again.',
      details: { ticket },
    }),
  /** The price the buyer was shown is not the ticket's (content purchases' PRICE_MISMATCH). */
  priceChanged: (price: number) =>
    new AppError({
      status: 409,
      code: 'LIVE_TICKET_PRICE_CHANGED',
      message: `The ticket's price has changed: it costs ${price} coins now.`,
      details: { price },
    }),
  /** Spec §5: free tier and ticketing are mutually exclusive. */
  freeTierOn: () =>
    conflict('LIVE_TICKET_WHILE_FREE_TIER', 'Turn off the free tier before selling a live ticket.'),
}
