import { Hono } from 'hono'
import { z } from 'zod'
import type { CompiledImage, CompiledStory } from '../../../engine/compiled'
import type { TurnState } from '../../../engine/turn'
import {
  type AppEnv,
  AppError,
  badRequest,
  notFound,
  objectIdField,
  queryInteger,
  readBody,
  readQuery,
  requireUser,
} from '../../http'
import { actorOf } from '../actor'
import type { ChatRuntime } from '../chat-runtime'
import { activePath } from '../rooms/messages'
import { findOwnedRoom } from '../rooms/rooms'
import { type AssetReader, IMAGE_FILE_HEADERS, readImageFile } from './image-file'
import { recordImageUnlocks, unlockedImageHashes } from './image-unlocks'
import type { UrlSigner } from './signed-urls'

const oid = objectIdField()
const hash = z
  .string()
  .min(1)
  .max(128)
  .regex(/^[A-Za-z0-9_-]+$/)

/** The spec's image message keys, word for word. */
const IMAGE_ERRORS = {
  alreadyUnlocked: () =>
    new AppError({
      status: 409,
      code: 'IMAGE_ALREADY_UNLOCKED',
      message: 'Image already unlocked',
    }),
  notFound: () => notFound('Image not found', 'IMAGE_NOT_FOUND'),
  notInMetadata: () => notFound('Image not found in metadata', 'IMAGE_NOT_FOUND_IN_METADATA'),
  noManualUnlock: () => badRequest('IMAGE_NO_MANUAL_UNLOCK', 'Image does not allow manual unlock'),
  notUnlocked: () =>
    new AppError({ status: 403, code: 'IMAGE_NOT_UNLOCKED', message: 'Image not unlocked' }),
  noImages: () => notFound('No images found in content', 'NO_IMAGES_IN_CONTENT'),
  nothingToUnlock: () =>
    new AppError({
      status: 409,
      code: 'NOTHING_TO_UNLOCK',
      message: 'All images already unlocked or not available for unlock',
    }),
  insufficient: () =>
    new AppError({ status: 403, code: 'INSUFFICIENT_CREDITS', message: 'Insufficient Credits' }),
}

export interface ImageSettings {
  /** Percent off the sum when every remaining image is bought at once. */
  bulkDiscountPercent: number
}

/**
 * Paid situation images. A purchase is keyed in the ledger by user, story and image(s),
 * so a retried unlock never charges twice; the unlock row is written after the charge
 * and a retry completes it. Unlocks hold for every room of the story.
 */
/** Paid, manually unlockable images not yet bought (and, in a room, part of its story state). */
function lockedForBulk(
  compiled: CompiledStory,
  unlocked: Set<string>,
  available: Set<string> | null,
): CompiledImage[] {
  return compiled.images.filter(
    (image) =>
      image.price > 0 &&
      image.unlock.manual &&
      !unlocked.has(image.hash) &&
      (!available || available.has(image.id)),
  )
}

export function imageRoutes(
  runtime: ChatRuntime,
  signer: UrlSigner,
  settings: ImageSettings,
  readAsset: AssetReader,
) {
  const { deps } = runtime
  const db = deps.database.db
  const app = new Hono<AppEnv>()
  const bulkPrice = (images: CompiledImage[]) =>
    Math.floor(
      (images.reduce((total, image) => total + image.price, 0) *
        (100 - settings.bulkDiscountPercent)) /
        100,
    )

  async function storyFor(contentOid: string) {
    const { version } = await deps.stories.getPublishedContent(contentOid)
    const { compiled } = await runtime.compiledFor(contentOid, version)
    return { compiled, version }
  }

  /** `metadataOid` names the room whose story state the image must be part of. */
  async function availableInRoom(
    compiled: CompiledStory,
    metadataOid: string | undefined,
    userOid: string,
  ) {
    if (!metadataOid) return null
    const room = await findOwnedRoom(db, metadataOid, { userOid })
    const [head] = await activePath(db, room.head_message_oid, 1)
    const state = head?.state as TurnState | undefined
    return new Set(state?.availableImageIds ?? compiled.images.map((image) => image.id))
  }

  /** What "unlock all" would buy and charge now: the same choice and price as the unlock. */
  app.get('/image/unlock-quote', async (c) => {
    const user = requireUser(c)
    const query = readQuery(c, z.object({ contentOid: oid, metadataOid: oid.optional() }))
    const { compiled } = await storyFor(query.contentOid)
    const unlocked = await unlockedImageHashes(db, user.oid, query.contentOid)
    const available = await availableInRoom(compiled, query.metadataOid, user.oid)
    const locked = lockedForBulk(compiled, unlocked, available)
    return c.json({
      images: locked.map((image) => ({
        imageHash: image.hash,
        imageId: image.id,
        tags: image.tags,
        price: image.price,
      })),
      sum: locked.reduce((total, image) => total + image.price, 0),
      discountPercent: settings.bulkDiscountPercent,
      total: bulkPrice(locked),
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
    const { compiled } = await storyFor(body.contentOid)
    const unlocked = await unlockedImageHashes(db, user.oid, body.contentOid)
    const available = await availableInRoom(compiled, body.metadataOid, user.oid)
    let chosen: CompiledImage[]
    let price: number
    if (body.allImages) {
      if (compiled.images.length === 0) throw IMAGE_ERRORS.noImages()
      chosen = lockedForBulk(compiled, unlocked, available)
      if (chosen.length === 0) throw IMAGE_ERRORS.nothingToUnlock()
      price = bulkPrice(chosen)
    } else {
      const image = compiled.images.find((candidate) => candidate.hash === body.imageHash)
      if (!image) throw IMAGE_ERRORS.notFound()
      if (available && !available.has(image.id)) throw IMAGE_ERRORS.notInMetadata()
      if (image.price === 0 || unlocked.has(image.hash)) throw IMAGE_ERRORS.alreadyUnlocked()
      if (!image.unlock.manual) throw IMAGE_ERRORS.noManualUnlock()
      chosen = [image]
      price = image.price
    }
    const hashes = chosen.map((image) => image.hash).sort()
    const ledgerKey = `image-unlock:${user.oid}:${body.contentOid}:${hashes.join(',')}`
    try {
      await deps.wallet.spend({
        key: ledgerKey,
        userOid: user.oid,
        unit: 'credit',
        amount: price,
        type: 'image_chat',
        metadata: { contentOid: body.contentOid, imageHashes: hashes },
      })
    } catch (error) {
      if (
        AppError.isInstance(error) &&
        (error.code === 'INSUFFICIENT_CREDITS' || error.code === 'INSUFFICIENT_BALANCE')
      ) {
        throw IMAGE_ERRORS.insufficient()
      }
      throw error
    }
    await recordImageUnlocks(
      db,
      chosen.map((image) => ({
        userOid: user.oid,
        contentOid: body.contentOid,
        imageHash: image.hash,
        imageId: image.id,
        price: body.allImages
          ? Math.floor((image.price * (100 - settings.bulkDiscountPercent)) / 100)
          : image.price,
        ledgerKey,
      })),
    )
    await deps.stories.recordCreditsSpent(body.contentOid, price)
    return c.json({
      unlocked: chosen.map((image) => ({ imageHash: image.hash, imageId: image.id })),
      creditsCharged: price,
    })
  })

  /** A signed, expiring address for an image the caller may see (free, auto-unlocked in their room, or bought). */
  app.get('/image/signed-url', async (c) => {
    const actor = actorOf(c)
    const query = readQuery(
      c,
      z.object({ contentOid: oid, imageHash: hash, roomOid: oid.optional() }),
    )
    const { compiled } = await storyFor(query.contentOid)
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
    const { compiled } = await storyFor(contentOid)
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
