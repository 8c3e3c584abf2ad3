import { describe, expect, it } from 'vitest'
import { emptySection, inputOf, moved, withContent } from './curation-draft'

describe('the curated page editor', () => {
  it('moves an item one place, never out of the list', () => {
    expect(moved(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b'])
    expect(moved(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c'])
    expect(moved(['a', 'b'], 0, -1)).toEqual(['a', 'b'])
    expect(moved(['a', 'b'], 1, 1)).toEqual(['a', 'b'])
  })

  it('adds a content once', () => {
    const section = withContent(withContent(emptySection(), 'x'), 'y')
    expect(withContent(section, 'x').contentOids).toEqual(['x', 'y'])
  })

  it('sends a new page without an id and keeps section ids it has', () => {
    const section = { ...emptySection(), sectionOid: 's'.repeat(24) }
    const input = inputOf({
      pageOid: null,
      pageUrl: ' home ',
      country: 'ALL',
      title: ' Home ',
      sections: [section, emptySection()],
    })
    expect(input).not.toHaveProperty('pageOid')
    expect(input.pageUrl).toBe('home')
    expect(input.title).toBe('Home')
    expect(input.sections.map((one) => one.sectionOid)).toEqual(['s'.repeat(24), undefined])
  })
})
