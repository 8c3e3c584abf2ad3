/** What an unlock buys and charges: pure, so the quote and the unlock cannot disagree. */
import type { CompiledImage, CompiledStory } from '../../../engine/compiled'
import { IMAGE_ERRORS } from './errors'

/** Paid, manually unlockable images not yet bought (and, in a room, part of its story state). */
export function lockedForBulk(
  compiled: CompiledStory,
  unlocked: ReadonlySet<string>,
  available: ReadonlySet<string> | null,
): CompiledImage[] {
  return compiled.images.filter(
    (image) =>
      image.price > 0 &&
      image.unlock.manual &&
      !unlocked.has(image.hash) &&
      (!available || available.has(image.id)),
  )
}

/** Percent off, rounded down. */
export function discounted(price: number, discountPercent: number): number {
  return Math.floor((price * (100 - discountPercent)) / 100)
}

/** Fewest pictures a bulk unlock needs before it is cheaper than buying them one by one. */
export const BULK_DISCOUNT_FROM = 2

/**
 * The discount a bulk unlock of `count` pictures gets: none for a single picture, so
 * "unlock all" is never offered cheaper than that picture's own unlock.
 */
export function bulkDiscountPercent(count: number, discountPercent: number): number {
  return count >= BULK_DISCOUNT_FROM ? discountPercent : 0
}

/** The sum of the images' prices with the bulk discount, rounded down once. */
export function bulkPrice(images: readonly CompiledImage[], discountPercent: number): number {
  return discounted(
    images.reduce((total, image) => total + image.price, 0),
    bulkDiscountPercent(images.length, discountPercent),
  )
}

export interface UnlockRequest {
  /** Every remaining image at once, at the bulk discount; else `imageHash` alone. */
  allImages?: boolean | undefined
  imageHash?: string | undefined
}

export interface UnlockPlan {
  chosen: CompiledImage[]
  price: number
  /** The chosen images' hashes, sorted: the purchase's identity in the ledger. */
  hashes: string[]
  /** What each image is recorded as having cost. */
  unitPrices: number[]
}

/**
 * The images an unlock buys and its price, or the spec's error for why it buys nothing:
 * `unlocked` the hashes the player owns, `available` the ids the room's state offers (null: any).
 */
export function planImageUnlock(
  compiled: CompiledStory,
  request: UnlockRequest,
  unlocked: ReadonlySet<string>,
  available: ReadonlySet<string> | null,
  discountPercent: number,
): UnlockPlan {
  let chosen: CompiledImage[]
  let price: number
  if (request.allImages) {
    if (compiled.images.length === 0) throw IMAGE_ERRORS.noImages()
    chosen = lockedForBulk(compiled, unlocked, available)
    if (chosen.length === 0) throw IMAGE_ERRORS.nothingToUnlock()
    price = bulkPrice(chosen, discountPercent)
  } else {
    const image = compiled.images.find((candidate) => candidate.hash === request.imageHash)
    if (!image) throw IMAGE_ERRORS.notFound()
    if (available && !available.has(image.id)) throw IMAGE_ERRORS.notInMetadata()
    if (image.price === 0 || unlocked.has(image.hash)) throw IMAGE_ERRORS.alreadyUnlocked()
    if (!image.unlock.manual) throw IMAGE_ERRORS.noManualUnlock()
    chosen = [image]
    price = image.price
  }
  return {
    chosen,
    price,
    hashes: chosen.map((image) => image.hash).sort(),
    unitPrices: chosen.map((image) =>
      request.allImages
        ? discounted(image.price, bulkDiscountPercent(chosen.length, discountPercent))
        : image.price,
    ),
  }
}
