import type { CompiledImage } from '../../../engine/compiled'
import { isAllowedMediaUrl } from '../../../engine/media'
import type { Database } from '../../db'
import type { UrlSigner } from '../../http'
import { unlockedImageHashes } from './image-unlocks'

/**
 * Whether a player sees a picture, and where: free pictures, pictures the story unlocked
 * in the room's state, and pictures the player bought (`image_unlocks`, every room of the
 * story) are unlocked; a paid one is addressed by a signed, expiring link (the address
 * `/image/signed-url` would give) — by its stored address only without a signer (the
 * runtime called directly, as the reliability tests do).
 */
export interface ImageAccess {
  contentOid: string
  stateUnlockedIds: readonly string[]
  boughtHashes: ReadonlySet<string>
  signer: UrlSigner | null
  now: Date
}

export function imageAddress(image: CompiledImage, access: ImageAccess) {
  const unlocked =
    image.price === 0 ||
    access.stateUnlockedIds.includes(image.id) ||
    access.boughtHashes.has(image.hash)
  if (!unlocked) return { locked: true, price: image.price, url: null }
  const path = `/api/story-chat/image/file/${access.contentOid}/${image.hash}`
  // An address stored before addresses were checked is never handed to a browser.
  if (!isAllowedMediaUrl(image.url)) return { locked: false, price: image.price, url: null }
  const url =
    image.price > 0 && access.signer ? access.signer.signedPath(path, access.now) : image.url
  return { locked: false, price: image.price, url }
}

/** The pictures a user bought for a story; guests cannot buy, so none. */
export async function boughtImageHashes(
  database: Database,
  userOid: string | null,
  contentOid: string,
): Promise<ReadonlySet<string>> {
  return userOid ? unlockedImageHashes(database.db, userOid, contentOid) : new Set()
}
