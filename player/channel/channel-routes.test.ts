import { describe, expect, it } from 'vitest'
import { channelPath } from '../myinfo/channel-path'
import { matchPlayerRoute } from '../routes'
import { NETWORK_NAMES, socialLinkList } from './social-links'

describe('channel routes', () => {
  it('opens a channel by custom URL or by creator id, with the language prefix', () => {
    expect(matchPlayerRoute('/c/moonlit-tales')).toMatchObject({
      name: 'channel',
      params: { customUrl: 'moonlit-tales' },
    })
    expect(matchPlayerRoute('/ko/creatorhome/64b7f0c2a1b2c3d4e5f60718')).toMatchObject({
      name: 'creatorHome',
      params: { creatorOid: '64b7f0c2a1b2c3d4e5f60718' },
      languagePrefix: 'ko',
    })
    expect(matchPlayerRoute('/c').name).toBe('notFound')
  })

  it('has the spec’s subscription result pages', () => {
    expect(matchPlayerRoute('/subscribe/success').name).toBe('subscribeSuccess')
    expect(matchPlayerRoute('/jp/subscribe/fail').name).toBe('subscribeFail')
  })

  it('links a channel by its custom URL when it has one', () => {
    expect(channelPath({ creatorOid: 'a1', creatorCustomUrl: 'moon' })).toBe('/c/moon')
    expect(channelPath({ oid: 'a1', customUrl: null })).toBe('/creatorhome/a1')
  })
})

describe('social links', () => {
  it('lists https links only, in a fixed order, with brand names', () => {
    const links = socialLinkList({
      youtube: 'https://www.youtube.com/@moon',
      x: 'https://x.com/moon',
      twitch: 'javascript:alert(1)',
    })
    expect(links.map((link) => link.network)).toEqual(['x', 'youtube'])
    expect(NETWORK_NAMES.youtube).toBe('YouTube')
  })
})
