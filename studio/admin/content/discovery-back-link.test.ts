import { describe, expect, it } from 'vitest'
import { backLinkOf } from './discovery-back-link'

const fallback = '/studio2/admin/search-category'

describe('the setting page’s back link', () => {
  it('returns to a previous admin page, its query and language kept', () => {
    expect(backLinkOf('/studio2/admin/search-category?q=mood', fallback)).toBe(
      '/studio2/admin/search-category?q=mood',
    )
    expect(backLinkOf('/ko/studio2/admin/banner-manager', fallback)).toBe(
      '/ko/studio2/admin/banner-manager',
    )
  })

  it('falls back for anything outside the admin area or no page of it', () => {
    for (const pp of [
      null,
      '',
      'https://evil.example/studio2/admin/users',
      '//evil.example/studio2/admin/users',
      '/\\evil.example',
      'javascript:alert(1)',
      '/search?q=x',
      '/studio2/admin/no-such-page',
      '/studio2/contents',
    ])
      expect(backLinkOf(pp, fallback)).toBe(fallback)
  })
})
