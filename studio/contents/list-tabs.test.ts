import { describe, expect, it } from 'vitest'
import { firstListWithItems } from './list-tabs'

describe('firstListWithItems', () => {
  const order = ['published', 'inprogress', 'unpublished'] as const
  it('opens on the first list that has contents', () => {
    expect(firstListWithItems(order, { published: 0, inprogress: 2, unpublished: 1 })).toBe(
      'inprogress',
    )
    expect(firstListWithItems(order, { published: 3, inprogress: 2 })).toBe('published')
  })
  it('opens on the first list when all are empty', () => {
    expect(firstListWithItems(order, {})).toBe('published')
    expect(firstListWithItems([], {})).toBeNull()
  })
})
