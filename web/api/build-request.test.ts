import { describe, expect, it } from 'vitest'
import { buildRequest, type RequestContext } from './build-request'

const anonymous: RequestContext = {
  token: null,
  language: 'ko',
  userOid: null,
  loginType: null,
  guestDeviceId: null,
  gaClientId: null,
}
const signedIn: RequestContext = {
  token: 'secret-token',
  language: 'jp',
  userOid: '0123456789abcdef01234567',
  loginType: 'email',
  guestDeviceId: 'device_1234567890abcdef',
  gaClientId: 'GA1.1.123.456',
}

describe('buildRequest', () => {
  it('puts the common fields in the query for GET', () => {
    const { url, init } = buildRequest(
      'GET',
      '/api/account/nickname/check',
      { query: { nickname: '별빛' } },
      signedIn,
    )
    const query = new URL(url, 'http://x').searchParams
    expect(query.get('nickname')).toBe('별빛')
    expect(query.get('lang')).toBe('jp')
    expect(query.get('platformType')).toBe('web')
    expect(query.get('requestorOid')).toBe(signedIn.userOid)
    expect(query.get('loginType')).toBe('email')
    expect(query.get('gaClientId')).toBe('GA1.1.123.456')
    expect(query.has('checkAdmin')).toBe(false)
    expect(init.body).toBeUndefined()
  })

  it('puts the common fields in the JSON body for POST', () => {
    const { url, init } = buildRequest(
      'POST',
      '/api/account/login',
      { body: { email: 'a@b.co' } },
      signedIn,
    )
    expect(url).toBe('/api/account/login')
    expect(JSON.parse(init.body ?? '')).toEqual({
      email: 'a@b.co',
      lang: 'jp',
      platformType: 'web',
      requestorOid: signedIn.userOid,
      loginType: 'email',
      gaClientId: 'GA1.1.123.456',
    })
    expect(init.headers['content-type']).toBe('application/json')
  })

  it('adds the auth, platform and guest headers when known', () => {
    const { init } = buildRequest('POST', '/api/x', {}, signedIn)
    expect(init.headers.authorization).toBe('Bearer secret-token')
    expect(init.headers['platform-type']).toBe('web')
    expect(init.headers['guest-device-id']).toBe('device_1234567890abcdef')
  })

  it('leaves unknown values out instead of sending them empty', () => {
    const { url, init } = buildRequest('GET', '/api/account/getuser', {}, anonymous)
    expect(url).toBe('/api/account/getuser?lang=ko&platformType=web')
    expect(init.headers.authorization).toBeUndefined()
    expect(init.headers['guest-device-id']).toBeUndefined()
    const post = buildRequest('POST', '/api/x', {}, anonymous)
    expect(JSON.parse(post.init.body ?? '')).toEqual({ lang: 'ko', platformType: 'web' })
  })
})
