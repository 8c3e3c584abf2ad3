import { describe, expect, it } from 'vitest'
import { matchPlayerRoute } from '../routes'

describe('livestream page route', () => {
  it('takes a custom URL or an oid, with or without a language prefix', () => {
    expect(matchPlayerRoute('/live/night-painter')).toMatchObject({
      name: 'live',
      params: { creator: 'night-painter' },
    })
    expect(matchPlayerRoute(`/ko/live/${'a'.repeat(24)}`)).toMatchObject({
      name: 'live',
      params: { creator: 'a'.repeat(24) },
      languagePrefix: 'ko',
    })
    expect(matchPlayerRoute('/live').name).toBe('notFound')
  })
})
