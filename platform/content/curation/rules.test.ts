import { describe, expect, it } from 'vitest'
import type { CuratedSection } from './contract'
import {
  contentOidsOf,
  countriesToTry,
  hasUnpublishedChanges,
  pageInput,
  sectionTitleIn,
} from './rules'

const section = (contentOids: string[]): CuratedSection => ({
  sectionOid: 'a'.repeat(24),
  titles: { en: 'New', ko: '신작', jp: '', es: 'Nuevo' },
  contentOids,
})

describe('curation rules', () => {
  it("reads the reader's country first, then the page for all", () => {
    expect(countriesToTry('kr')).toEqual(['KR', 'ALL'])
    expect(countriesToTry(null)).toEqual(['ALL'])
    expect(countriesToTry('XX1')).toEqual(['ALL'])
  })

  it('names each content once and tells a changed draft', () => {
    expect(contentOidsOf([section(['1', '2']), section(['2', '3'])])).toEqual(['1', '2', '3'])
    expect(hasUnpublishedChanges([section(['1'])], null)).toBe(true)
    expect(hasUnpublishedChanges([section(['1'])], [section(['1'])])).toBe(false)
    expect(hasUnpublishedChanges([section(['1', '2'])], [section(['1'])])).toBe(true)
  })

  it('falls back to the English title when a language has none', () => {
    expect(sectionTitleIn(section([]), 'ko')).toBe('신작')
    expect(sectionTitleIn(section([]), 'jp')).toBe('New')
  })

  it('refuses a bad address, country or a content listed twice', () => {
    const base = { pageUrl: 'Home', country: 'kr', title: 'Home', sections: [] }
    expect(pageInput.parse(base)).toMatchObject({ pageUrl: 'home', country: 'KR' })
    expect(pageInput.safeParse({ ...base, pageUrl: 'a b' }).success).toBe(false)
    expect(pageInput.safeParse({ ...base, country: 'KOR' }).success).toBe(false)
    const twice = {
      titles: { en: 'a', ko: 'a', jp: 'a', es: 'a' },
      contentOids: ['b'.repeat(24), 'b'.repeat(24)],
    }
    expect(pageInput.safeParse({ ...base, sections: [twice] }).error?.issues[0]?.message).toBe(
      'A content is listed twice in a section',
    )
  })
})
