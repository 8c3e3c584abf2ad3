import { describe, expect, it } from 'vitest'
import { matchCreatorRoute } from './creator-paths'

describe('creator studio paths', () => {
  it('finds the sections, registration and the spec pages outside /studio2', () => {
    expect(matchCreatorRoute('/studio2/creator')).toEqual({ page: 'section', section: 'channel' })
    expect(matchCreatorRoute('/ko/studio2/creator/tiers')).toEqual({
      page: 'section',
      section: 'tiers',
    })
    expect(matchCreatorRoute('/studio2/creator/register')).toEqual({ page: 'register' })
    expect(matchCreatorRoute('/emoticon/upload/abc')).toEqual({
      page: 'emoticonUpload',
      oid: 'abc',
    })
    expect(matchCreatorRoute('/jp/payouts/abc/edit')).toEqual({
      page: 'payouts',
      creatorOid: 'abc',
      type: 'edit',
    })
    expect(matchCreatorRoute('/payouts/abc/show/')).toEqual({
      page: 'payouts',
      creatorOid: 'abc',
      type: 'show',
    })
  })

  it('answers not-found for a payouts type other than edit or show and an unknown section', () => {
    expect(matchCreatorRoute('/payouts/abc/delete')).toEqual({ page: 'notFound' })
    expect(matchCreatorRoute('/studio2/creator/bogus')).toEqual({ page: 'notFound' })
  })

  it('leaves the other studio pages alone', () => {
    expect(matchCreatorRoute('/studio2')).toBeNull()
    expect(matchCreatorRoute('/studio2/contents')).toBeNull()
    expect(matchCreatorRoute('/story/abc/canvas')).toBeNull()
  })
})
