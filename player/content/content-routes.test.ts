import { describe, expect, it } from 'vitest'
import { matchPlayerRoute } from '../routes'

describe('content routes', () => {
  const id = 'c'.repeat(24)
  it('maps the spec prefixes of content pages and shelves', () => {
    expect(matchPlayerRoute(`/play/${id}`)).toMatchObject({
      name: 'play',
      params: { contentOid: id },
    })
    expect(matchPlayerRoute(`/ko/realplay/${id}`)).toMatchObject({
      name: 'realplay',
      params: { contentOid: id },
      languagePrefix: 'ko',
    })
    for (const shelf of ['audio-drama', 'asmr', 'realplay', 'anime', 'bl', 'draw', 'japan'])
      expect(matchPlayerRoute(`/p/${shelf}`)).toMatchObject({ name: 'shelf', params: { shelf } })
    expect(matchPlayerRoute('/p/live').name).toBe('notFound')
  })

  it('maps My Page, its lists, the IllegalDownloader screen and the footer pages', () => {
    expect(matchPlayerRoute('/mypage').name).toBe('myPage')
    expect(matchPlayerRoute('/mypage/liked').name).toBe('liked')
    expect(matchPlayerRoute('/mypage/purchases').name).toBe('purchases')
    expect(matchPlayerRoute('/jp/mypage/cart').name).toBe('cart')
    expect(matchPlayerRoute('/mypage/notifications').name).toBe('notifications')
    expect(matchPlayerRoute('/illegal-downloader').name).toBe('illegalDownloader')
    expect(matchPlayerRoute('/info/faq')).toMatchObject({ name: 'info', params: { topic: 'faq' } })
  })
})
