import { describe, expect, it } from 'vitest'
import type { SessionUser } from '../../../http'
import { LIVE_TOOL_SCOPE, liveToolMayCall } from './scope'

const streamer: SessionUser = {
  oid: 'a'.repeat(24),
  nickname: 'Streamer',
  roles: ['user', 'creator', 'livestreamer', 'admin', 'channelManager'],
  language: null,
  isAdult: true,
}

describe('the live tool scope', () => {
  it('lets the live studio’s calls through, with their methods', () => {
    for (const [method, path] of [
      ['GET', '/live/studio'],
      ['POST', '/live/studio'],
      ['HEAD', '/live/studio'],
      ['GET', `/live/creator/${'b'.repeat(24)}`],
      ['GET', `/stream/${'c'.repeat(24)}/views`],
      ['DELETE', '/live/schedule'],
      ['POST', '/live/chatban'],
      ['GET', `/live/hls/${'b'.repeat(24)}/720/index.m3u8`],
      ['GET', '/account/getuser'],
    ] as const)
      expect(liveToolMayCall(method, path), `${method} ${path}`).toBe(true)
  })

  it('refuses the account, money and key calls, and near misses of studio paths', () => {
    for (const [method, path] of [
      ['POST', `/payouts/${'a'.repeat(24)}/edit`],
      ['GET', `/payouts/${'a'.repeat(24)}/show`],
      ['POST', '/account/2fa/setup'],
      ['POST', '/account/changepw/request'],
      ['POST', '/account/unregister'],
      ['POST', '/live/toolkey/issue'],
      ['POST', '/live/toolkey/revoke'],
      ['POST', '/live/donation'],
      ['POST', '/live/donation/mission'],
      ['POST', '/live/donation/mission/coin/append'],
      ['POST', '/live/ticketing'],
      ['GET', '/live/paymenthistory'],
      ['POST', '/revenue/settlement'],
      ['GET', '/live/admin'],
      ['DELETE', '/live/studio'],
      ['GET', '/live/studio/../../payouts'],
      ['GET', '/live/studiox'],
      ['GET', '/live/creator/a/b'],
    ] as const)
      expect(liveToolMayCall(method, path), `${method} ${path}`).toBe(false)
  })

  it('acts only while the user streams, and never with admin rights', () => {
    expect(LIVE_TOOL_SCOPE.allows('GET', '/live/studio', streamer)).toBe(true)
    expect(
      LIVE_TOOL_SCOPE.allows('GET', '/live/studio', { ...streamer, roles: ['user', 'creator'] }),
    ).toBe(false)
    expect(LIVE_TOOL_SCOPE.rolesOf(streamer)).toEqual(['user', 'creator', 'livestreamer'])
    expect(LIVE_TOOL_SCOPE.refusal()).toMatchObject({ status: 403, code: 'TOOL_KEY_SCOPE' })
  })
})
