/** The story chat admin tests' world: the demo story published, a reader, on the run's engine. */
import { grantRoles, type SignedIn, seedAdmin, signUp } from '../support/accounts'
import { HTTP_ENGINE } from '../support/http-engine'
import { publishDemo } from '../support/stories-world'
import { startTestServer, type TestServer } from '../support/test-server'

export interface StoryChatAdminWorld {
  server: TestServer
  admin: SignedIn
  creator: SignedIn
  reader: SignedIn
  livestreamer: SignedIn
  contentOid: string
}

export async function startStoryChatAdminWorld(): Promise<StoryChatAdminWorld> {
  const server = await startTestServer({
    engine: HTTP_ENGINE,
    env: { TALELOOM_ARGON2_MEMORY_KIB: '1024', TALELOOM_ARGON2_ITERATIONS: '1' },
  })
  const admin = await seedAdmin(server)
  const creator = await signUp(server)
  await grantRoles(server, admin.token, creator.oid, ['creator'])
  const livestreamer = await signUp(server)
  await grantRoles(server, admin.token, livestreamer.oid, ['user', 'livestreamer'])
  const reader = await signUp(server)
  const { contentOid } = await publishDemo({ server }, creator)
  // The reader plays paid turns of the demo.
  await server.context.wallet.service.grant({
    key: `story-chat-admin-credits-${reader.oid}`,
    userOid: reader.oid,
    kind: 'credits',
    amount: 1_000,
  })
  return { server, admin, creator, reader, livestreamer, contentOid }
}
