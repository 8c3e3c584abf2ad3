import { describe, expect, it } from 'vitest'
import {
  validateCode,
  validateEmail,
  validateNickname,
  validatePassword,
  validatePasswordRepeat,
} from './account-rules'

describe('account rules', () => {
  it('password: at least 6 characters with letters and numbers', () => {
    expect(validatePassword('')).toBe('validation.passwordRequired')
    expect(validatePassword('abc12')).toBe('validation.passwordRule')
    expect(validatePassword('abcdef')).toBe('validation.passwordRule')
    expect(validatePassword('123456')).toBe('validation.passwordRule')
    expect(validatePassword('abc123')).toBeNull()
    expect(validatePassword('비밀번호12')).toBeNull()
  })

  it('password repeat must match', () => {
    expect(validatePasswordRepeat('abc123', 'abc124')).toBe('validation.passwordMismatch')
    expect(validatePasswordRepeat('abc123', 'abc123')).toBeNull()
  })

  it('nickname: at least 2 characters, no special characters, any script', () => {
    expect(validateNickname('')).toBe('validation.nicknameRequired')
    expect(validateNickname('a')).toBe('validation.nicknameTooShort')
    expect(validateNickname('ab!')).toBe('validation.nicknameSpecial')
    expect(validateNickname('two words')).toBe('validation.nicknameSpecial')
    expect(validateNickname('x'.repeat(21))).toBe('validation.nicknameTooLong')
    expect(validateNickname('별빛')).toBeNull()
    expect(validateNickname('ゆめ99')).toBeNull()
    expect(validateNickname('Niño')).toBeNull()
  })

  it('e-mail must look like an address', () => {
    expect(validateEmail(' ')).toBe('validation.emailRequired')
    expect(validateEmail('no-at-sign')).toBe('validation.emailInvalid')
    expect(validateEmail('reader@taleloom.local')).toBeNull()
  })

  it('codes are exactly 6 digits', () => {
    expect(validateCode('12345')).toBe('validation.codeRule')
    expect(validateCode('12345a')).toBe('validation.codeRule')
    expect(validateCode('123456')).toBeNull()
  })
})
