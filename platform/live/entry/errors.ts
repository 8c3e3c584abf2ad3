/** Entry refusals: spec §8 'Login is required'; the ticket text designed (docs/LIVE.md). */
import { forbidden, notFound, unauthorized } from '../../http'

export const ENTRY_ERRORS = {
  loginRequired: () => unauthorized('Login is required', 'LIVE_LOGIN_REQUIRED'),
  ticketRequired: () =>
    forbidden('A ticket is required to watch this live.', 'LIVE_TICKET_REQUIRED'),
  noTicket: () => notFound('This live sells no ticket now.', 'LIVE_TICKET_NOT_SOLD'),
  ticketingUnavailable: () =>
    forbidden('Tickets cannot be bought here now.', 'LIVE_TICKETING_UNAVAILABLE'),
}
