import { describe, expect, it } from 'vitest'
import { CART_LIMIT, type CartItem, cartView } from './cart'
import { cartKey, cartLines } from './cart-purchase'
import { PURCHASE_ERRORS } from './errors'
import type { ContentFacts } from './rules'

const content = (oid: string, fields: Partial<ContentFacts> = {}) =>
  ({
    oid,
    creator_oid: 'c'.repeat(24),
    content_type: 'story',
    status: 'published',
    visibility: 'public',
    price: 10,
    allow_bonus: true,
    only_purchasable_with_coins: false,
    multi_lang_title: {},
    published_at: null,
    ...fields,
  }) as ContentFacts
const item = (oid: string, fields: Partial<CartItem> = {}): CartItem => ({
  contentOid: oid,
  addedAt: new Date('2030-01-01T00:00:00Z'),
  content: content(oid),
  refusal: null,
  ...fields,
})

describe('cartView', () => {
  it('totals the available items and marks the refused ones', () => {
    const view = cartView([
      item('a'),
      item('b', { refusal: PURCHASE_ERRORS.soldOut() }),
      item('c', { content: undefined, refusal: PURCHASE_ERRORS.contentNotFound() }),
    ])
    expect(view).toMatchObject({ total: 10, count: 3, limit: CART_LIMIT })
    expect(view.items[0]).toMatchObject({ contentOid: 'a', available: true })
    expect(view.items[0]).not.toHaveProperty('code')
    expect(view.items[1]).toMatchObject({ available: false, code: 'SOLD_OUT' })
    expect(view.items[1]?.content?.contentOid).toBe('b')
    // A content gone from the catalogue shows as its id alone.
    expect(view.items[2]).toMatchObject({ content: null, code: 'CONTENT_NOT_FOUND' })
  })
})

describe('cartLines', () => {
  it('refuses an empty cart, and a cart with any refused item naming each', () => {
    expect(() => cartLines([], 'coin')).toThrow(expect.objectContaining({ code: 'CART_EMPTY' }))
    expect(() =>
      cartLines([item('a'), item('b', { refusal: PURCHASE_ERRORS.soldOut() })], 'coin'),
    ).toThrow(
      expect.objectContaining({
        code: 'CART_ITEMS_REFUSED',
        details: { items: [{ contentOid: 'b', code: 'SOLD_OUT', reason: expect.any(String) }] },
      }),
    )
  })

  it('pays bonus where allowed and coins elsewhere in a bonus-only cart', () => {
    const coinsOnly = item('b', { content: content('b', { only_purchasable_with_coins: true }) })
    const lines = cartLines([item('a'), coinsOnly], 'bonus')
    expect(lines.map((line) => line.bonusUse)).toEqual(['only', 'never'])
  })
})

describe('cartKey', () => {
  it('is the same for the same items at the same prices, in any order', () => {
    const lines = cartLines([item('a'), item('b')], 'coin')
    const key = cartKey('u', lines)
    expect(key).toMatch(/^content-cart:u:[A-Za-z0-9_-]{22}$/)
    expect(cartKey('u', [...lines].reverse())).toBe(key)
    const dearer = cartLines(
      [item('a'), item('b', { content: content('b', { price: 11 }) })],
      'coin',
    )
    expect(cartKey('u', dearer)).not.toBe(key)
  })
})
