import { Hono } from 'hono'
import { type AppEnv, badRequest, rateLimit, readBody, readQuery, requireUser } from '../../http'
import type { ChatRuntime } from '../chat-runtime'
import { findOwnedRoom } from '../rooms/rooms'
import { resolveTurnModel } from '../turns/turn-model'
import { isTester, testModeForbidden } from './access'
import { allowanceView } from './allowance'
import type { TestAllowanceView } from './contract'
import { allowanceQuery, testRoomRequest } from './requests'
import { testTurnsUsed } from './spending'
import { openDraftRoom } from './test-room'

/** Each test room compiles the draft: as many a minute as the studio's compile checks. */
const testRoomLimit = rateLimit({ name: 'chat.test-room', limit: 30, windowMs: 60_000 })

/**
 * `GET /test-allowance?contentOid=[&roomOid=]`: the caller's test turns this month on the
 * story's model (the test room's, when given: a draft's model too), for the studio's
 * test-chat dock. The story's owner and admins; 403 for anyone else, 404 for a story not
 * published (without a test room). `POST /test-room`: "test from here" (test-room.ts).
 */
export function testAllowanceRoutes(runtime: ChatRuntime) {
  const { deps } = runtime
  const app = new Hono<AppEnv>()
  app.get('/test-allowance', async (c) => {
    const user = requireUser(c)
    const { contentOid, roomOid } = readQuery(c, allowanceQuery)
    const { ownerOid, version } = roomOid
      ? await testRoomStory(runtime, user.oid, roomOid, contentOid)
      : await deps.stories
          .getPublishedContent(contentOid)
          .then(({ content, version }) => ({ ownerOid: content.ownerOid, version }))
    if (!isTester({ user, guestDeviceId: null }, ownerOid)) throw testModeForbidden()
    const { compiled } = await runtime.compiledFor(contentOid, version)
    const { offline } = resolveTurnModel(deps, compiled.model)
    const now = deps.clock.now()
    const view: TestAllowanceView = allowanceView({
      model: compiled.model,
      offline,
      limit: deps.limits.creatorTestTurnsPerMonth,
      used: await testTurnsUsed(deps.database.db, user.oid, now),
      now,
    })
    return c.json(view)
  })

  app.post('/test-room', testRoomLimit, async (c) => {
    const user = requireUser(c)
    const input = readBody(c, testRoomRequest)
    return c.json(await openDraftRoom(runtime, user, input))
  })
  return app
}

/** The story a caller's room plays (its owner, the version it is on), on the story named. */
async function testRoomStory(
  runtime: ChatRuntime,
  userOid: string,
  roomOid: string,
  contentOid: string,
) {
  const room = await findOwnedRoom(runtime.deps.database.db, roomOid, { userOid })
  if (room.content_oid !== contentOid)
    throw badRequest('ROOM_NOT_OF_STORY', 'This chat room plays another story.')
  const ownerOid =
    room.story_owner_oid ??
    (await runtime.deps.stories.getPublishedContent(contentOid)).content.ownerOid
  return { ownerOid, version: room.compiled_version }
}
