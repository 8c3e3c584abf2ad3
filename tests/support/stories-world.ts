/** Shared setup of the stories HTTP tests: a server, the cast of users, and story helpers. */
import { expect } from 'vitest'
import { demoCanvas, demoMetadata } from '../../platform/stories/demo-stories/demo'
import { grantRoles, type SignedIn, seedAdmin, signUp } from './accounts'
import { startTestServer, type TestServer } from './test-server'

export interface StoriesWorld {
  server: TestServer
  admin: SignedIn
  creatorA: SignedIn
  creatorB: SignedIn
  reader: SignedIn
  adultReader: SignedIn
  guestDeviceId: string
}

/** Cheap password hashing: the cost is benchmarked elsewhere, not here. */
const FAST_ARGON2 = { TALELOOM_ARGON2_MEMORY_KIB: '1024', TALELOOM_ARGON2_ITERATIONS: '1' }

export async function startStoriesWorld(): Promise<StoriesWorld> {
  const server = await startTestServer({ env: FAST_ARGON2 })
  const admin = await seedAdmin(server)
  const creatorA = await signUp(server)
  const creatorB = await signUp(server)
  await grantRoles(server, admin.token, creatorA.oid, ['creator'])
  await grantRoles(server, admin.token, creatorB.oid, ['creator'])
  const reader = await signUp(server)
  const adultReader = await signUp(server)
  const certified = await server.api('/account/certified', {
    token: adultReader.token,
    body: { birthDate: '19900501' },
  })
  expect(certified.status, certified.text).toBe(200)
  const guest = await server.api('/account/guest', { body: {} })
  return {
    server,
    admin,
    creatorA,
    creatorB,
    reader,
    adultReader,
    guestDeviceId: guest.json.guestDeviceId,
  }
}

/** Creates a draft through the route and returns its id. */
export async function createDraft(
  world: Pick<StoriesWorld, 'server'>,
  owner: SignedIn,
  metadata: Record<string, unknown> = {},
): Promise<string> {
  const created = await world.server.api('/story-chat/chat-content', {
    token: owner.token,
    body: { requestType: 'create', metadata },
  })
  expect(created.status, created.text).toBe(200)
  return created.json.contentOid
}

/** The demo story, created, saved and published through the routes. */
export async function publishDemo(
  world: Pick<StoriesWorld, 'server'>,
  owner: SignedIn,
  metadata: Record<string, unknown> = {},
): Promise<{ contentOid: string; hash: string }> {
  const contentOid = await createDraft(world, owner, { ...demoMetadata, ...metadata })
  const saved = await world.server.api('/story-chat/chat-canvas', {
    token: owner.token,
    body: { contentOid, canvas: demoCanvas, version: 0 },
  })
  expect(saved.status, saved.text).toBe(200)
  const published = await world.server.api('/story-chat/chat-content', {
    token: owner.token,
    body: { requestType: 'upload', contentOid },
  })
  expect(published.status, published.text).toBe(200)
  return { contentOid, hash: published.json.hash }
}

/**
 * A world where the demo story is published and the reader holds `credits` credits: the
 * start of every chat test that plays the demo as a paying reader.
 */
export async function startDemoChatWorld(
  credits: number,
): Promise<{ world: StoriesWorld; contentOid: string }> {
  const world = await startStoriesWorld()
  const { contentOid } = await publishDemo(world, world.creatorA)
  await world.server.context.wallet.service.grant({
    key: `demo-chat-credits-${world.reader.oid}`,
    userOid: world.reader.oid,
    kind: 'credits',
    amount: credits,
  })
  return { world, contentOid }
}
