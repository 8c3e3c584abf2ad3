import { describe, expect, it } from 'vitest'
import { matchAdminRoute } from './admin-paths'

describe('admin tool paths', () => {
  it('reads the live sections, in any language prefix', () => {
    expect(matchAdminRoute('/studio2/admin')).toEqual({ page: 'live', section: 'streams' })
    expect(matchAdminRoute('/studio2/admin/live')).toEqual({ page: 'live', section: 'streams' })
    expect(matchAdminRoute('/ko/studio2/admin/live/ads')).toEqual({ page: 'live', section: 'ads' })
    expect(matchAdminRoute('/studio2/admin/live/applications')).toEqual({
      page: 'live',
      section: 'applications',
    })
    expect(matchAdminRoute('/studio2/admin/live/voices/')).toEqual({
      page: 'live',
      section: 'voices',
    })
    expect(matchAdminRoute('/es/studio2/admin/live/voices')).toEqual({
      page: 'live',
      section: 'voices',
    })
    expect(matchAdminRoute('/studio2/admin/live/tts')).toEqual({ page: 'notFound' })
    expect(matchAdminRoute('/studio2/admin/other')).toEqual({ page: 'notFound' })
    expect(matchAdminRoute('/studio2/creator')).toBeNull()
    expect(matchAdminRoute('/studio2/administrator')).toBeNull()
  })
})
