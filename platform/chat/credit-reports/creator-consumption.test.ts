import { describe, expect, it } from 'vitest'
import { consumptionByCreator, type StoryOwnership } from './creator-consumption'

const rows = [
  { contentOid: 's1', credits: 10, chats: 2 },
  { contentOid: 's2', credits: 30, chats: 3 },
  { contentOid: 's3', credits: 25, chats: 9 },
  { contentOid: 'gone', credits: 99, chats: 99 },
]
const owners = new Map<string, StoryOwnership>([
  ['s1', { ownerOid: 'alice', title: 'One' }],
  ['s2', { ownerOid: 'alice', title: 'Two' }],
  ['s3', { ownerOid: 'bob', title: 'Three' }],
  ['gone', null],
])

describe('consumptionByCreator', () => {
  it('sums each creator’s stories, the stories and creators by credits, leaving out stories without a maker', () => {
    expect(consumptionByCreator(rows, owners, { limit: 10 })).toEqual([
      {
        creatorOid: 'alice',
        credits: 40,
        chats: 5,
        contents: [
          { contentOid: 's2', title: 'Two', credits: 30, chats: 3 },
          { contentOid: 's1', title: 'One', credits: 10, chats: 2 },
        ],
      },
      {
        creatorOid: 'bob',
        credits: 25,
        chats: 9,
        contents: [{ contentOid: 's3', title: 'Three', credits: 25, chats: 9 }],
      },
    ])
  })

  it('keeps one creator when asked, and the first `limit` creators', () => {
    expect(consumptionByCreator(rows, owners, { creatorOid: 'bob', limit: 10 })).toHaveLength(1)
    expect(
      consumptionByCreator(rows, owners, { limit: 1 }).map((entry) => entry.creatorOid),
    ).toEqual(['alice'])
  })

  it('orders creators of equal credits by chats', () => {
    const even = [
      { contentOid: 's1', credits: 5, chats: 1 },
      { contentOid: 's3', credits: 5, chats: 4 },
    ]
    expect(
      consumptionByCreator(even, owners, { limit: 10 }).map((entry) => entry.creatorOid),
    ).toEqual(['bob', 'alice'])
  })
})
