import { describe, expect, it } from 'vitest'
import type { CompiledImage, CompiledStory } from '../../../engine/compiled'
import { bulkDiscountPercent, bulkPrice, lockedForBulk, planImageUnlock } from './unlock-plan'

function image(id: string, price: number, manual = true): CompiledImage {
  return {
    id,
    hash: `h-${id}`,
    url: `/${id}.png`,
    tags: [],
    categoryId: null,
    price,
    unlock: { manual },
  }
}

const images = [image('free', 0), image('a', 15), image('b', 25), image('auto', 30, false)]
const story = (list: CompiledImage[]) => ({ images: list }) as unknown as CompiledStory
const compiled = story(images)
const none = new Set<string>()
const code = (value: string) => expect.objectContaining({ code: value })

describe('lockedForBulk', () => {
  it('keeps paid, manually unlockable images not yet bought and offered by the room', () => {
    expect(lockedForBulk(compiled, none, null).map((entry) => entry.id)).toEqual(['a', 'b'])
    expect(lockedForBulk(compiled, new Set(['h-a']), null).map((entry) => entry.id)).toEqual(['b'])
    expect(lockedForBulk(compiled, none, new Set(['a'])).map((entry) => entry.id)).toEqual(['a'])
  })
})

describe('bulkPrice', () => {
  it('takes the discount off the sum, rounded down once', () => {
    expect(bulkPrice([image('a', 15), image('b', 25)], 15)).toBe(34)
    expect(bulkPrice([], 15)).toBe(0)
  })
})

describe('bulkDiscountPercent', () => {
  it('takes the discount off only from two pictures', () => {
    expect([0, 1, 2, 3].map((count) => bulkDiscountPercent(count, 15))).toEqual([0, 0, 15, 15])
  })

  it('never offers a last picture cheaper in bulk than on its own', () => {
    const last = [image('b', 25)]
    expect(bulkPrice(last, 15)).toBe(25)
    const plan = planImageUnlock(compiled, { allImages: true }, new Set(['h-a']), null, 15)
    expect(plan).toMatchObject({ price: 25, unitPrices: [25] })
    const single = planImageUnlock(compiled, { imageHash: 'h-b' }, new Set(['h-a']), null, 15)
    expect(plan.price).toBe(single.price)
  })
})

describe('planImageUnlock', () => {
  it('buys every remaining image at the bulk price, each recorded at its discounted price', () => {
    const plan = planImageUnlock(compiled, { allImages: true }, none, null, 15)
    expect(plan.chosen.map((entry) => entry.id)).toEqual(['a', 'b'])
    expect(plan.price).toBe(34)
    expect(plan.hashes).toEqual(['h-a', 'h-b'])
    expect(plan.unitPrices).toEqual([12, 21])
  })

  it('buys one image at its own price', () => {
    const plan = planImageUnlock(compiled, { imageHash: 'h-b' }, none, null, 15)
    expect(plan).toMatchObject({ price: 25, hashes: ['h-b'], unitPrices: [25] })
  })

  it('answers the spec’s error for an unlock that buys nothing', () => {
    expect(() => planImageUnlock(story([]), { allImages: true }, none, null, 0)).toThrow(
      code('NO_IMAGES_IN_CONTENT'),
    )
    expect(() =>
      planImageUnlock(compiled, { allImages: true }, new Set(['h-a', 'h-b']), null, 0),
    ).toThrow(code('NOTHING_TO_UNLOCK'))
    expect(() => planImageUnlock(compiled, { imageHash: 'h-x' }, none, null, 0)).toThrow(
      code('IMAGE_NOT_FOUND'),
    )
    expect(() => planImageUnlock(compiled, { imageHash: 'h-a' }, none, new Set(['b']), 0)).toThrow(
      code('IMAGE_NOT_FOUND_IN_METADATA'),
    )
    expect(() => planImageUnlock(compiled, { imageHash: 'h-free' }, none, null, 0)).toThrow(
      code('IMAGE_ALREADY_UNLOCKED'),
    )
    expect(() =>
      planImageUnlock(compiled, { imageHash: 'h-a' }, new Set(['h-a']), null, 0),
    ).toThrow(code('IMAGE_ALREADY_UNLOCKED'))
    expect(() => planImageUnlock(compiled, { imageHash: 'h-auto' }, none, null, 0)).toThrow(
      code('IMAGE_NO_MANUAL_UNLOCK'),
    )
  })
})
