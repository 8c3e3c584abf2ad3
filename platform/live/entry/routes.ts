/** Ticket routes, mounted under `/api/live` beside the studio calls. */
import type { Hono } from 'hono'
import { type AppEnv, readBody, requireUser } from '../../http'
import { ticketRequest, ticketVerificationRequest } from './contract'
import type { TicketService } from './tickets'

export function mountTicketRoutes(routes: Hono<AppEnv>, tickets: TicketService): void {
  routes.post('/ticket', async (c) => {
    const user = requireUser(c)
    const body = readBody(c, ticketRequest)
    return c.json(await tickets.issue(user, body.creatorOid, body.ticket))
  })

  // Open to everyone: a signed-out viewer learns the price, and never holds the ticket.
  routes.post('/ticketverification', async (c) => {
    const body = readBody(c, ticketVerificationRequest)
    return c.json(await tickets.verify(c.get('auth').user, body.creatorOid))
  })
}
