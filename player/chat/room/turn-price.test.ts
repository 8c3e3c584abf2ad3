import { describe, expect, it } from 'vitest'
import { nextTurnPrice, type PriceSources, runCost } from './turn-price'

const user = (quote: PriceSources['quote'], couponChats = 0): PriceSources => ({
  signedIn: true,
  quote,
  freeChats: null,
  couponChats,
})
const guest = (freeChats: number | null, couponChats = 0): PriceSources => ({
  signedIn: false,
  // A guest's quote does not matter: a free or coupon chat pays the whole turn.
  quote: { credits: 20, upTo: false },
  freeChats,
  couponChats,
})

describe('the next turn’s price', () => {
  it('is the server’s quote for a signed-in player, whatever the fee would say', () => {
    // A long reply on a 10-credit model: the quote is 20, and 20 is what is shown.
    expect(nextTurnPrice(user({ credits: 20, upTo: false }))).toEqual({
      kind: 'credits',
      credits: 20,
      upTo: false,
    })
    expect(nextTurnPrice(user({ credits: 22, upTo: true }))).toEqual({
      kind: 'credits',
      credits: 22,
      upTo: true,
    })
  })

  it('is a coupon chat before credits, and free when the quote is nothing', () => {
    expect(nextTurnPrice(user({ credits: 10, upTo: false }, 2))).toEqual({ kind: 'coupon' })
    // The server charges nothing for a free model, before it looks at coupons.
    expect(nextTurnPrice(user({ credits: 0, upTo: false }, 2))).toEqual({ kind: 'free' })
  })

  it('is unknown until the room has loaded', () => {
    expect(nextTurnPrice(user(null))).toBeNull()
    expect(nextTurnPrice(guest(null))).toBeNull()
  })

  it('is a guest’s free chat first, then a coupon chat, then nothing to pay with', () => {
    expect(nextTurnPrice(guest(3, 2))).toEqual({ kind: 'free-chat' })
    expect(nextTurnPrice(guest(0, 2))).toEqual({ kind: 'coupon' })
    expect(nextTurnPrice(guest(0, 0))).toBeNull()
  })
})

describe('a run’s cost', () => {
  it('is the quote times the turns for a player paying credits', () => {
    expect(runCost(user({ credits: 20, upTo: false }), 5)).toMatchObject({
      credits: 100,
      freeChats: 0,
      couponChats: 0,
      upTo: false,
    })
    expect(runCost(user({ credits: 22, upTo: true }), 3)).toMatchObject({ credits: 66, upTo: true })
  })

  it('spends coupon chats first, then credits', () => {
    const cost = runCost(user({ credits: 10, upTo: false }, 2), 5)
    expect(cost.turns.map((turn) => turn.kind)).toEqual([
      'coupon',
      'coupon',
      'credits',
      'credits',
      'credits',
    ])
    expect(cost).toMatchObject({ couponChats: 2, credits: 30 })
  })

  it('ends a guest’s run where the chats end', () => {
    const cost = runCost(guest(2, 1), 5)
    expect(cost.turns.map((turn) => turn.kind)).toEqual(['free-chat', 'free-chat', 'coupon'])
    expect(cost).toMatchObject({ freeChats: 2, couponChats: 1, credits: 0 })
  })
})
