import { describe, expect, it } from 'vitest'
import { matchPlayerRoute } from '../routes'
import { pageViewProperties } from '../shell/page-view'

describe('the playlist pages', () => {
  it('are My Page’s list and one playlist by id, with or without a language prefix', () => {
    const id = 'c'.repeat(24)
    expect(matchPlayerRoute('/mypage/playlists')).toMatchObject({ name: 'playlists' })
    expect(matchPlayerRoute(`/ko/mypage/playlists/${id}`)).toMatchObject({
      name: 'playlist',
      params: { playlistOid: id },
      languagePrefix: 'ko',
    })
  })
})

describe('pageViewProperties', () => {
  it('names the address, the page and the load, and the content a content page shows', () => {
    const id = 'd'.repeat(24)
    expect(pageViewProperties('play', `/play/${id}`, { contentOid: id }, 'load-1')).toEqual({
      path: `/play/${id}`,
      route: 'play',
      loadId: 'load-1',
      contentOid: id,
    })
    expect(pageViewProperties('myPage', '/mypage', {}, 'load-2')).toEqual({
      path: '/mypage',
      route: 'myPage',
      loadId: 'load-2',
    })
  })
})
