import { expect, it } from 'vitest'
import { returnUrlsFor } from './return-urls'

it('sends a subscription back to the subscribe pages and every other payment to the charge pages', () => {
  const urlsFor = returnUrlsFor('https://taleloom.example')
  expect(urlsFor('coins').success('p1')).toBe('/charge/success?paymentOid=p1')
  expect(urlsFor('giftcard').fail('p1', 'a b')).toBe('/charge/fail?paymentOid=p1&reason=a%20b')
  expect(urlsFor('subscription').success('p1')).toBe('/subscribe/success?paymentOid=p1')
  expect(urlsFor('subscription').publicUrl).toBe('https://taleloom.example')
  // One object per kind, built once.
  expect(urlsFor('coins')).toBe(urlsFor('giftcard'))
})
