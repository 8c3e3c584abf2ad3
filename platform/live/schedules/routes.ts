/** Schedule calls, mounted under `/api/live` (docs/live/README.md "Schedules"). */
import type { Hono } from 'hono'
import { type AppEnv, parseInput, readBody, readQuery, requireUser } from '../../http'
import { scheduleDeleteRequest, scheduleQuery, scheduleRequest, schedulesQuery } from './contract'
import type { ScheduleService } from './service'

export function mountScheduleRoutes(routes: Hono<AppEnv>, schedules: ScheduleService): void {
  routes.get('/schedules', async (c) =>
    c.json(await schedules.list(readQuery(c, schedulesQuery).creatorOid)),
  )
  routes.get('/schedule', async (c) => c.json(await schedules.get(readQuery(c, scheduleQuery))))
  routes.post('/schedule', async (c) => {
    const user = requireUser(c)
    const body = readBody(c, scheduleRequest)
    return c.json(await schedules.save(user, body.creatorOid, body.info))
  })
  // The oid is read from the body, or from the query string for clients that send no body.
  routes.delete('/schedule', async (c) => {
    const user = requireUser(c)
    const input = { ...c.req.query(), ...((c.get('body') as object | undefined) ?? {}) }
    const { oid } = parseInput(scheduleDeleteRequest, input)
    return c.json(await schedules.remove(user, oid))
  })
}
