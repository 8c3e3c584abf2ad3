/**
 * `getuser`'s floor: bare `node:http` running the SQL that `GET /api/account/getuser`
 * runs, through the same accounts functions, Kysely dialect and database thread as the
 * product: the token's session look-up, then the signed-in user's view. No framework, no
 * middleware, no validation, no request log. Whatever this process answers is what the
 * database allows any server doing that route's work.
 *
 * Runs with the server's node flags, on a database of its own (PGlite cannot be shared
 * between processes): FLOOR_DATABASE_URL and FLOOR_SCHEMA for PostgreSQL, otherwise PGlite
 * in FLOOR_DATA_DIR on FLOOR_PGLITE_THREAD ('worker', the product's default, or 'inline').
 * Signs one user up and sends `{ url, token }` over IPC once listening.
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { codeFrom, testAccountsService } from '../../../platform/accounts/testing'
import { migrateToLatest, openDatabase } from '../../../platform/db'
import { systemClock } from '../../../platform/http'
import { allMigrations } from '../../../platform/migrations'

const database = await openDatabase(
  process.env.FLOOR_DATABASE_URL
    ? { url: process.env.FLOOR_DATABASE_URL, schema: process.env.FLOOR_SCHEMA }
    : {
        dataDir: process.env.FLOOR_DATA_DIR,
        pgliteThread: process.env.FLOOR_PGLITE_THREAD === 'inline' ? 'inline' : 'worker',
      },
)
await migrateToLatest(database.db, allMigrations)
const { service, mailer } = testAccountsService(database.db, systemClock)
const email = 'floor@example.com'
await service.register(
  {
    email,
    password: 'floor-pass-1',
    passwordRepeat: 'floor-pass-1',
    nickname: 'FloorUser',
    birthDate: '1990-01-01',
    agreePersonalData: true,
  },
  'en',
)
const { token } = await service.confirmRegistration(email, codeFrom(mailer.lastTo(email)))

const server = createServer(async (request, response) => {
  const header = request.headers.authorization ?? ''
  const session = await service.resolveSession(header.slice('Bearer '.length))
  const body = session
    ? JSON.stringify(await service.getUser(session.user, {}))
    : '{"error":"Unauthorized"}'
  response.writeHead(session ? 200 : 401, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(body),
  })
  response.end(body)
})

// The bench is done with it: nothing here is worth keeping, and requests it cut off mid-way
// must not meet a closed database.
process.on('disconnect', () => process.exit(0))

server.listen({ port: 0, host: '127.0.0.1' }, () => {
  const { port } = server.address() as AddressInfo
  process.send?.({ url: `http://127.0.0.1:${port}`, token })
})
