import { Hono } from 'hono'
import { z } from 'zod'
import type { TurnState } from '../../../engine/turn'
import {
  type AppEnv,
  badRequest,
  objectIdField,
  queryInteger,
  readBody,
  readQuery,
  requireUser,
  type UrlSigner,
} from '../../http'
import { actorOf } from '../actor'
import type { ChatRuntime } from '../chat-runtime'
import { activePath } from '../rooms/messages'
import { findOwnedRoom } from '../rooms/rooms'
import { IMAGE_ERRORS } from './errors'
import { type AssetReader, IMAGE_FILE_HEADERS, readImageFile } from './image-file'
import { unlockedImageHashes } from './image-unlocks'
import { availableInRoom, publishedStory } from './story-images'
import { buyImages } from './unlock'
import { bulkDiscountPercent, bulkPrice, lockedForBulk, planImageUnlock } from './unlock-plan'

const oid = objectIdField()
const hash = z
  .string()
  .min(1)
  .max(128)
  .regex(/^[A-Za-z0-9_-]+$/)

export interface ImageSettings {
  /** Percent off the sum when every remaining image is bought at once. */
  bulkDiscountPercent: number
}

/** Paid situation images: the unlock quote, the unlock, and signed addresses of the files. */
export function imageRoutes(
  runtime: ChatRuntime,
  signer: UrlSigner,
  settings: ImageSettings,
  readAsset: AssetReader,
) {
  const { deps } = runtime
  const db = deps.database.db
  const app = new Hono<AppEnv>()

  /** What "unlock all" would buy and charge now: the same choice and price as the unlock. */
  app.get('/image/unlock-quote', async (c) => {
    const user = requireUser(c)
    const query = readQuery(c, z.object({ contentOid: oid, metadataOid: oid.optional() }))
    const { compiled } = await publishedStory(runtime, query.contentOid)
    const unlocked = await unlockedImageHashes(db, user.oid, query.contentOid)
    const available = await availableInRoom(runtime, compiled, query.metadataOid, user.oid)
    const locked = lockedForBulk(compiled, unlocked, available)
    return c.json({
      images: locked.map((image) => ({
        imageHash: image.hash,
        imageId: image.id,
        tags: image.tags,
        price: image.price,
      })),
      sum: locked.reduce((total, image) => total + image.price, 0),
      discountPercent: bulkDiscountPercent(locked.length, settings.bulkDiscountPercent),
      total: bulkPrice(locked, settings.bulkDiscountPercent),
    })
  })

  app.post('/image/unlock', async (c) => {
    const user = requireUser(c)
    const body = readBody(
      c,
      z.object({
        contentOid: oid,
        imageHash: hash.optional(),
        metadataOid: oid.optional(),
        allImages: z.boolean().optional(),
      }),
    )
    if (!body.allImages && !body.imageHash)
      throw badRequest('MISSING_PARAMETERS', 'Missing required parameters')
    const { compiled } = await publishedStory(runtime, body.contentOid)
    const unlocked = await unlockedImageHashes(db, user.oid, body.contentOid)
    const available = await availableInRoom(runtime, compiled, body.metadataOid, user.oid)
    const plan = planImageUnlock(compiled, body, unlocked, available, settings.bulkDiscountPercent)
    await buyImages(runtime, user.oid, body.contentOid, plan)
    return c.json({
      unlocked: plan.chosen.map((image) => ({ imageHash: image.hash, imageId: image.id })),
      creditsCharged: plan.price,
    })
  })

  /** A signed, expiring address for an image the caller may see (free, auto-unlocked in their room, or bought). */
  app.get('/image/signed-url', async (c) => {
    const actor = actorOf(c)
    const query = readQuery(
      c,
      z.object({ contentOid: oid, imageHash: hash, roomOid: oid.optional() }),
    )
    const { compiled } = await publishedStory(runtime, query.contentOid)
    const image = compiled.images.find((candidate) => candidate.hash === query.imageHash)
    if (!image) throw IMAGE_ERRORS.notFound()
    let visible = image.price === 0
    if (!visible && actor.user)
      visible = (await unlockedImageHashes(db, actor.user.oid, query.contentOid)).has(image.hash)
    if (!visible && query.roomOid) {
      const owner = actor.user
        ? { userOid: actor.user.oid }
        : { guestDeviceId: actor.guestDeviceId ?? '' }
      const room = await findOwnedRoom(db, query.roomOid, owner)
      const [head] = await activePath(db, room.head_message_oid, 1)
      visible = ((head?.state as TurnState | undefined)?.unlockedImageIds ?? []).includes(image.id)
    }
    if (!visible) throw IMAGE_ERRORS.notUnlocked()
    const path = `/api/story-chat/image/file/${query.contentOid}/${image.hash}`
    return c.json({ url: signer.signedPath(path, deps.clock.now()) })
  })

  app.get('/image/file/:contentOid/:imageHash', async (c) => {
    const contentOid = c.req.param('contentOid')
    const imageHash = c.req.param('imageHash')
    const query = readQuery(
      c,
      z.object({ expires: queryInteger(z.number().int()), signature: z.string().max(100) }),
    )
    if (!oid.safeParse(contentOid).success || !hash.safeParse(imageHash).success)
      throw IMAGE_ERRORS.notFound()
    const path = `/api/story-chat/image/file/${contentOid}/${imageHash}`
    if (!signer.verify(path, query.expires, query.signature, deps.clock.now()))
      throw IMAGE_ERRORS.notUnlocked()
    const { compiled } = await publishedStory(runtime, contentOid)
    const image = compiled.images.find((candidate) => candidate.hash === imageHash)
    if (!image) throw IMAGE_ERRORS.notFound()
    const file = await readImageFile(image.url, readAsset)
    if (!file) throw IMAGE_ERRORS.notFound()
    return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200, {
      ...IMAGE_FILE_HEADERS,
      'Content-Type': file.type,
      'Cache-Control': 'private, max-age=600',
    })
  })

  return app
}
