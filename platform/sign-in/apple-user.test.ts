import { describe, expect, it } from 'vitest'
import { APPLE_USER_MAX_LENGTH, appleUserName } from './apple-user'
import { nicknameSuggestion } from './finish'

describe("Apple's first-login user field", () => {
  it('reads the first and last name', () => {
    const raw = JSON.stringify({ name: { firstName: 'Mina', lastName: 'Park' }, email: 'x@y' })
    expect(appleUserName(raw)).toBe('Mina Park')
    expect(appleUserName(JSON.stringify({ name: { firstName: ' Jo ' } }))).toBe('Jo')
  })

  it('drops what is absent, malformed, mistyped or too long', () => {
    for (const raw of [
      null,
      '',
      'not json',
      '[]',
      '{"name":"Mina"}',
      '{"name":{"firstName":3}}',
      JSON.stringify({ name: { firstName: 'a'.repeat(101) } }),
      JSON.stringify({ name: { firstName: 'Mina', lastName: 'b'.repeat(APPLE_USER_MAX_LENGTH) } }),
      '{"name":{"firstName":"  ","lastName":""}}',
    ])
      expect(appleUserName(raw)).toBeNull()
  })

  it('becomes a nickname suggestion of letters and digits, at most 20', () => {
    const name = appleUserName(
      JSON.stringify({ name: { firstName: '<b>민아</b>', lastName: 'Park"; drop' } }),
    )
    expect(nicknameSuggestion(name)).toBe('b민아bParkdrop')
    expect(nicknameSuggestion('x'.repeat(50))).toHaveLength(20)
  })
})
