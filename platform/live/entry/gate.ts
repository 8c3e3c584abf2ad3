/**
 * The viewer's entry to `GET /live/play`: while a creator sells a ticket, only signed-in
 * holders of the current ticket play; the creator and admins always pass (spec §6).
 */
import type { Hono } from 'hono'
import type { AppEnv } from '../../http'
import { creatorOidField } from '../contract'
import { ENTRY_ERRORS } from './errors'
import type { TicketService } from './tickets'

export function mountEntryGate(routes: Hono<AppEnv>, tickets: TicketService): void {
  routes.use('/play', async (c, next) => {
    const parsed = creatorOidField.safeParse(c.req.query('creatorOid'))
    // A bad id goes on to play's own 'creatorOid is required'.
    if (!parsed.success) return next()
    const creatorOid = parsed.data
    const user = c.get('auth').user
    if (user && (user.oid === creatorOid || user.roles.includes('admin'))) return next()
    const ticket = await tickets.currentTicket(creatorOid)
    if (!ticket) return next()
    if (!user) throw ENTRY_ERRORS.loginRequired()
    if (!(await tickets.holds(user.oid, ticket.oid))) throw ENTRY_ERRORS.ticketRequired()
    return next()
  })
}
