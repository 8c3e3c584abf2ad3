import { Hono } from 'hono'
import { type AppEnv, badRequest, forbidden, readBody, readQuery, requireUser } from '../../http'
import { actorOf, roomId } from '../actor'
import type { ChatRuntime } from '../chat-runtime'
import { findMessage } from '../rooms/messages'
import { findOwnedRoom } from '../rooms/rooms'
import { ownerOf } from '../runtime'
import type { ReplyRatingsAnswer, ReplyRatingView } from './contract'
import { clearRating, putRating, ratingCounts } from './ratings'
import { replyRatingBody, replyRatingsQuery } from './requests'
import { scenesSummary } from './summary'

const cannotRate = () => badRequest('CANNOT_RATE', 'Only a finished reply can be rated.')

/**
 * `POST /chat-room/{id}/rating`: the room's owner rates a reply up or down (`rating: null`
 * clears it); one rating per reply, so a retry changes nothing. `GET /reply-ratings`: the
 * story's owner sees them by scene.
 */
export function ratingRoutes(runtime: ChatRuntime): Hono<AppEnv> {
  const { deps } = runtime
  const db = deps.database.db
  const app = new Hono<AppEnv>()

  app.post('/chat-room/:id/rating', async (c) => {
    const actor = actorOf(c)
    const room = await findOwnedRoom(db, roomId(c), ownerOf(actor))
    const body = readBody(c, replyRatingBody)
    const message = await findMessage(db, room.oid, body.messageId)
    if (message.role !== 'assistant' || message.status !== 'complete' || message.hidden)
      throw cannotRate()
    if (body.rating === null) {
      await clearRating(db, message.oid)
      return c.json({ rating: null })
    }
    const rating: ReplyRatingView = {
      rating: body.rating,
      reason: body.reason ?? null,
      note: (body.note ?? '').trim(),
    }
    const state = message.state as { sceneId?: unknown } | null
    await putRating(db, {
      messageOid: message.oid,
      roomOid: room.oid,
      contentOid: room.content_oid,
      sceneId: typeof state?.sceneId === 'string' ? state.sceneId : '',
      ...rating,
    })
    return c.json({ rating })
  })

  app.get('/reply-ratings', async (c) => {
    const user = requireUser(c)
    const { contentOid } = readQuery(c, replyRatingsQuery)
    const published = await deps.stories.getPublishedContent(contentOid)
    if (published.content.ownerOid !== user.oid)
      throw forbidden("Reply ratings are for the story's creator.", 'NOT_STORY_OWNER')
    const { compiled } = await runtime.compiledFor(contentOid, published.version)
    const answer: ReplyRatingsAnswer = {
      contentOid,
      scenes: scenesSummary(await ratingCounts(db, contentOid), compiled.scenes),
    }
    return c.json(answer)
  })

  return app
}
