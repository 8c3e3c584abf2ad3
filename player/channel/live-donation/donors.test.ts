import { expect, it } from 'vitest'
import { donorRows } from './donors'

it('shows donors by rank, hidden names as nobody, coins only when the creator shows them', () => {
  const ranking = [
    { rank: 1, userOid: 'a', isHiddenName: false, coin: 500 },
    { rank: 2, userOid: 'b', isHiddenName: true, coin: 300 },
    { rank: 3, userOid: 'c', isHiddenName: false, coin: 100 },
  ]
  const names = new Map([
    ['a', 'Ada'],
    ['b', 'Bea'],
  ])
  expect(donorRows(ranking, names, false)).toEqual([
    { rank: 1, name: 'Ada', coins: 500 },
    { rank: 2, name: null, coins: 300 },
    { rank: 3, name: null, coins: 100 },
  ])
  expect(donorRows(ranking, names, true).map((row) => row.coins)).toEqual([null, null, null])
})
