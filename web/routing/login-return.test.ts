import { describe, expect, it } from 'vitest'
import { isStudioReturnPath, loginUrl, readLoginRequest, withoutLoginRequest } from './login-return'

describe('login return', () => {
  it('builds the player address that opens the login box and reads it back', () => {
    const url = loginUrl('/ko/studio2', 'ko')
    expect(url).toBe('/ko?login=1&next=%2Fko%2Fstudio2')
    expect(readLoginRequest(url.slice(url.indexOf('?')))).toEqual({ returnTo: '/ko/studio2' })
    expect(loginUrl('/studio2', null)).toBe('/?login=1&next=%2Fstudio2')
  })

  it('accepts studio pages only as the return address', () => {
    for (const path of [
      '/studio2',
      '/jp/studio2/',
      '/story/setup/0123456789abcdef01234567',
      '/es/story/0123456789abcdef01234567/canvas',
    ])
      expect(isStudioReturnPath(path), path).toBe(true)
    for (const path of [
      'https://evil.example/studio2',
      '//evil.example/studio2',
      '/\\evil.example/studio2',
      '/studio2/../myinfo',
      '/studio2?x=1',
      '/myinfo',
      '/story/0123456789abcdef01234567',
      '',
    ])
      expect(isStudioReturnPath(path), path).toBe(false)
    expect(readLoginRequest('?login=1&next=%2F%2Fevil.example')).toEqual({ returnTo: null })
  })

  it('asks nothing without login=1, and strips only its own parameters', () => {
    expect(readLoginRequest('?next=%2Fstudio2')).toBeNull()
    expect(readLoginRequest('')).toBeNull()
    expect(withoutLoginRequest('?login=1&next=%2Fstudio2&lang=ko')).toBe('?lang=ko')
    expect(withoutLoginRequest('?login=1')).toBe('')
  })
})
