import { expect, it } from 'vitest'
import { giftCardPoints } from './points'

it('reads the points of a partner item, 0 for a name it does not know', () => {
  expect(giftCardPoints('dlsite-500')).toBe(500)
  expect(giftCardPoints('dlsite-10000')).toBe(10_000)
  expect(giftCardPoints('other')).toBe(0)
})
