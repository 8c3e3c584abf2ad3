/** Ticket routes, mounted under `/api/live` beside the studio calls. */
import type { Hono } from 'hono'
import { type AppEnv, readBody, requireUser } from '../../http'
import { ticketingRequest, ticketRequest, ticketVerificationRequest } from './contract'
import { ENTRY_ERRORS } from './errors'
import type { TicketService } from './tickets'

export function mountTicketRoutes(routes: Hono<AppEnv>, tickets: TicketService): void {
  routes.post('/ticket', async (c) => {
    const user = requireUser(c)
    const body = readBody(c, ticketRequest)
    return c.json(await tickets.issue(user, body.creatorOid, body.ticket))
  })

  // Signed out: 'Login is required' (spec §7: the client reads any failure as false).
  routes.post('/ticketing', async (c) => {
    const user = c.get('auth').user
    if (!user) throw ENTRY_ERRORS.loginRequired()
    const body = readBody(c, ticketingRequest)
    return c.json(await tickets.buy(user, body.creatorOid))
  })

  // Open to everyone: a signed-out viewer learns the price, and never holds the ticket.
  routes.post('/ticketverification', async (c) => {
    const body = readBody(c, ticketVerificationRequest)
    return c.json(await tickets.verify(c.get('auth').user, body.creatorOid))
  })
}
