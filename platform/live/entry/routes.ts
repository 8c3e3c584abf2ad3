/** Ticket and entry-rule routes, mounted under `/api/live` beside the studio calls. */
import type { Hono } from 'hono'
import { type AppEnv, readBody, readQuery, requireUser } from '../../http'
import { creatorQuery } from '../contract'
import {
  entryRequest,
  ticketingRequest,
  ticketRequest,
  ticketVerificationRequest,
} from './contract'
import { ENTRY_ERRORS } from './errors'
import type { EntryService } from './rules'
import type { TicketService } from './tickets'

/** The studio's entry condition: the creator's own, admins every one. */
export function mountEntryRoutes(routes: Hono<AppEnv>, entry: EntryService): void {
  routes.get('/entry', async (c) => {
    const { creatorOid } = readQuery(c, creatorQuery)
    return c.json(await entry.get(requireUser(c), creatorOid))
  })
  routes.post('/entry', async (c) => {
    const user = requireUser(c)
    return c.json(await entry.save(user, readBody(c, entryRequest)))
  })
}

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
    return c.json(
      await tickets.buy(user, body.creatorOid, { ticketOid: body.ticketOid, price: body.price }),
    )
  })

  // Open to everyone: a signed-out viewer learns the price, and never holds the ticket.
  routes.post('/ticketverification', async (c) => {
    const body = readBody(c, ticketVerificationRequest)
    return c.json(await tickets.verify(c.get('auth').user, body.creatorOid))
  })
}
