import { describe, expect, it } from 'vitest'
import { ADMIN_GROUPS, matchAdminRoute } from './admin-paths'

describe('admin area paths', () => {
  it('reads the live sections, in any language prefix', () => {
    expect(matchAdminRoute('/studio2/admin/live')).toEqual({ page: 'live', section: 'streams' })
    expect(matchAdminRoute('/ko/studio2/admin/live/ads')).toEqual({ page: 'live', section: 'ads' })
    expect(matchAdminRoute('/studio2/admin/live/applications')).toEqual({
      page: 'live',
      section: 'applications',
    })
    expect(matchAdminRoute('/es/studio2/admin/live/voices/')).toEqual({
      page: 'live',
      section: 'voices',
    })
    expect(matchAdminRoute('/studio2/admin/live/tts')).toEqual({ page: 'notFound' })
  })

  it('reads the other pages, opens on the first, and names an unknown page not found', () => {
    expect(matchAdminRoute('/studio2/admin')).toEqual({ page: 'system-prompts' })
    expect(matchAdminRoute('/jp/studio2/admin/audit-log')).toEqual({ page: 'audit-log' })
    expect(matchAdminRoute('/studio2/admin/system-prompts/')).toEqual({ page: 'system-prompts' })
    expect(matchAdminRoute('/ko/studio2/admin/bonuscoins')).toEqual({ page: 'bonuscoins' })
    expect(matchAdminRoute('/studio2/admin/other')).toEqual({ page: 'notFound' })
    expect(matchAdminRoute('/studio2/admin/audit-log/extra')).toEqual({ page: 'notFound' })
    expect(matchAdminRoute('/studio2/creator')).toBeNull()
    expect(matchAdminRoute('/studio2/administrator')).toBeNull()
  })

  it("opens a page by the spec's name for it", () => {
    expect(matchAdminRoute('/studio2/admin/queue-monitor')).toEqual({ page: 'queues' })
    expect(matchAdminRoute('/ko/studio2/admin/tts-voices')).toEqual({
      page: 'live',
      section: 'voices',
    })
    expect(matchAdminRoute('/studio2/admin/livead')).toEqual({ page: 'live', section: 'ads' })
    expect(matchAdminRoute('/studio2/admin/taleloom-stream')).toEqual({
      page: 'live',
      section: 'streams',
    })
    expect(matchAdminRoute('/studio2/admin/constructor')).toEqual({ page: 'notFound' })
  })

  it('lists every page it reads in the menu', () => {
    const listed = Object.values(ADMIN_GROUPS).flat()
    for (const page of listed)
      expect(matchAdminRoute(`/studio2/admin/${page}`)).not.toEqual({ page: 'notFound' })
  })

  it("opens every one of the spec's 45 sub-pages by its name", () => {
    // Document 3's list, `{product}-stream` as `taleloom-stream`, with a component id.
    const spec =
      'revenue, external-donation, credit, tts-voices, newusers, refund, adminmail, editstudio, page-curation, taleloom-stream, recommendfilecontents, resub, bonuscoins, event, creator, creatorlist, pushappnotification, servercache, live, livead, iconsample, illegal-downloader, encoding-callback-resender, creator-banner, search-category, search-category-setting/abc, manage-discord, resend-noti, unregister, banner-count, rtc-livestream, chat-management, banner-manager, calc-charge, check-settlement, playground, dlsite, qr-event, queue-monitor, ai-chat, system-prompts, custom-prompt-composer, chat-archive, chat-compile-manager, chat-coupons'.split(
        ', ',
      )
    expect(spec).toHaveLength(45)
    const missing = spec.filter(
      (page) => matchAdminRoute(`/studio2/admin/${page}`)?.page === 'notFound',
    )
    expect(missing).toEqual([])
  })
})
