import { describe, expect, it } from 'vitest'
import { normalizeHashtag } from '../../stories/contract'
import { normalizeTag, parseSearchQuery } from './filter'

describe('search tags', () => {
  it('are normalized as stories normalize their hashtags', () => {
    for (const raw of ['horror', '#Horror', '  ##HORROR ', '# Horror', 'Cosmic-Horror', '#'])
      expect(normalizeTag(raw), raw).toBe(normalizeHashtag(raw))
  })

  it('a tag search reads `#Horror` from the box as the tag `horror`', () => {
    const request = parseSearchQuery({ tagSearch: 'true', keywords: '#Horror # Ghost' })
    expect(request.filter.positiveTags).toEqual(['horror', 'ghost'])
    expect(
      parseSearchQuery({ tagSearch: 'true', positiveTags: '#Horror' }).filter.positiveTags,
    ).toEqual(['horror'])
  })
})
