/** Entry refusals: spec §8 'Login is required'; the ticket text designed (docs/LIVE.md). */
import { forbidden, unauthorized } from '../../http'

export const ENTRY_ERRORS = {
  loginRequired: () => unauthorized('Login is required', 'LIVE_LOGIN_REQUIRED'),
  ticketRequired: () =>
    forbidden('A ticket is required to watch this live.', 'LIVE_TICKET_REQUIRED'),
}
