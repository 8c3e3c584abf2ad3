import { describe, expect, it } from 'vitest'
import { late } from './late'

describe('an area built later', () => {
  it('is read once set, and says which area was called too early', () => {
    const content = late<{ name: string }>('the content area')
    expect(() => content.get()).toThrow(
      'createServerContext: the content area was called before it was built',
    )
    content.set({ name: 'content' })
    expect(content.get()).toEqual({ name: 'content' })
    expect(() => content.set({ name: 'again' })).toThrow(/built twice/)
  })
})
