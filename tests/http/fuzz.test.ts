import { afterAll, beforeAll, describe, it } from 'vitest'
import { seedAdmin, signUp } from '../support/accounts'
import { type FuzzCaller, type FuzzRoute, fuzzRoute } from '../support/fuzz'
import { startTestServer, type TestServer } from '../support/test-server'
import { accountsFuzz } from './tables/accounts-fuzz'
import { chatFuzz } from './tables/chat-fuzz'
import { storiesFuzz } from './tables/stories-fuzz'
import { walletFuzz } from './tables/wallet-fuzz'

/** Every area's fuzzed routes; later areas append their tables here. */
const routes: FuzzRoute[] = [...accountsFuzz, ...storiesFuzz, ...walletFuzz, ...chatFuzz]
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 15)

describe('fuzzed input: never a 5xx, and a rejection changes nothing', () => {
  let server: TestServer
  let credentials: Record<FuzzCaller, { token?: string; guestDeviceId?: string }>

  beforeAll(async () => {
    server = await startTestServer()
    const admin = await seedAdmin(server)
    const user = await signUp(server)
    const guest = await server.api('/account/guest', { body: {} })
    credentials = {
      none: {},
      guest: { guestDeviceId: guest.json.guestDeviceId },
      user: { token: user.token },
      admin: { token: admin.token },
    }
  })
  afterAll(async () => {
    await server?.close()
  })

  for (const route of routes) {
    it(`${route.method} ${route.path} as ${route.caller}`, async () => {
      await fuzzRoute(server, route, credentials, RUNS_PER_ROUTE)
    }, 120_000)
  }
})
