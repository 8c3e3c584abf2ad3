import { expect, it } from 'vitest'
import { buyerPrice, buyerPriceOfNet } from './prices'
import { coinCharge, giftCardCharge } from './start'

it('prices a coin package here, never by the client', () => {
  const request = {
    userOid: 'u',
    coins: 100,
    currency: 'KRW',
    method: 'card',
    provider: 'sandbox',
  } as const
  expect(coinCharge(request)).toEqual({
    ...request,
    kind: 'coins',
    product: 'coins-100',
    amount: buyerPrice(100, 'KRW', 'card'),
  })
})

it('charges gift-card points in yen, for no coins', () => {
  const charge = giftCardCharge({
    userOid: 'u',
    item: 'dlsite-3000',
    method: 'card',
    provider: 'sandbox',
  })
  expect(charge).toMatchObject({ kind: 'giftcard', product: 'dlsite-3000', coins: 0 })
  expect(charge.currency).toBe('JPY')
  expect(charge.amount).toBe(buyerPriceOfNet(3000, 'JPY', 'card'))
})
