import { describe, expect, it } from 'vitest'
import { planLink, planLogin, returnAddress, safeReturnPath } from './rules'

const verified = { email: 'mina@example.com', emailVerified: true }

describe('a partner login plan', () => {
  it('logs a linked identity in, whatever its e-mail now says', () => {
    expect(planLogin('google', { email: null, emailVerified: false }, 'u1', null)).toEqual({
      kind: 'login',
      userId: 'u1',
    })
  })

  it('signs a new verified e-mail up and refuses an unverified one', () => {
    expect(planLogin('apple', verified, null, null)).toEqual({
      kind: 'signUp',
      email: verified.email,
    })
    expect(planLogin('google', { ...verified, emailVerified: false }, null, null)).toEqual({
      kind: 'refuse',
      refusal: 'emailUnverified',
    })
  })

  it('sends each e-mail already held to the way it was registered', () => {
    const held = (joinedBy: 'email' | 'guest' | 'google' | 'apple' | null) => ({
      oid: 'u2',
      joinedBy,
    })
    expect(planLogin('google', verified, null, held('email'))).toMatchObject({
      refusal: 'mustUseEmail',
    })
    expect(planLogin('google', verified, null, held('guest'))).toMatchObject({
      refusal: 'mustUseEmail',
    })
    expect(planLogin('google', verified, null, held(null))).toMatchObject({
      refusal: 'mustUseEmail',
    })
    expect(planLogin('google', verified, null, held('apple'))).toMatchObject({
      refusal: 'mustUseApple',
    })
    expect(planLogin('apple', verified, null, held('google'))).toMatchObject({
      refusal: 'mustUseGoogle',
    })
    // Another provider account of the same partner with this e-mail: not this account.
    expect(planLogin('google', verified, null, held('google'))).toMatchObject({
      refusal: 'loginFailed',
    })
  })
})

describe('a link plan', () => {
  it('links once per provider account and per provider', () => {
    expect(planLink('u1', null, false)).toEqual({ kind: 'link' })
    expect(planLink('u1', 'u1', true)).toEqual({ kind: 'alreadyLinked' })
    expect(planLink('u1', 'u2', false)).toEqual({ kind: 'refuse', refusal: 'linkedElsewhere' })
    expect(planLink('u1', null, true)).toEqual({ kind: 'refuse', refusal: 'alreadyLinkedOther' })
  })
})

describe('the return path', () => {
  it('keeps a path of this site and sends anything else home', () => {
    expect(safeReturnPath('/story/abc?tab=1#x')).toBe('/story/abc?tab=1')
    for (const hostile of [
      undefined,
      '',
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      '/api/account/logout',
    ]) {
      expect(safeReturnPath(hostile), String(hostile)).toBe('/')
    }
    expect(returnAddress('/ko/?a=1', 'apple')).toBe('/ko/?a=1&signIn=apple')
  })
})
