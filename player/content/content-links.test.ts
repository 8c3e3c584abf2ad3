import { describe, expect, it } from 'vitest'
import { contentHref, illegalDownloaderHref } from './content-links'

describe('content links', () => {
  it('uses the spec prefixes by kind', () => {
    expect(contentHref({ contentOid: 'a', category: 'realplay', media: 'video' })).toBe(
      '/realplay/a',
    )
    expect(contentHref({ contentOid: 'b', category: 'asmr', media: 'audio' })).toBe('/play/b')
    expect(contentHref({ contentOid: 'c', category: 'story-chat', media: 'none' })).toBe('/story/c')
    expect(contentHref({ contentOid: 'd', category: 'anime', media: 'video' })).toBe('/realplay/d')
  })

  it('sends only 444 and 999 to the IllegalDownloader screen', () => {
    expect(illegalDownloaderHref(444)).toBe('/illegal-downloader?errorStatus=444')
    expect(illegalDownloaderHref(999)).toBe('/illegal-downloader?errorStatus=999')
    expect(illegalDownloaderHref(404)).toBeNull()
  })
})
