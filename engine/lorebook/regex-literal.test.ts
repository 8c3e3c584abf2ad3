import { describe, expect, it } from 'vitest'
import { requiredLiteral } from './regex-literal'

describe('requiredLiteral', () => {
  it.each([
    [/dragon(s|es)?/i, { text: 'dragon', lowercase: true }],
    [/Sir (Rook|Mira) the brave/, { text: ' the brave', lowercase: false }],
    [/colou?r/, { text: 'colo', lowercase: false }],
    [/ab+cde/, { text: 'cde', lowercase: false }],
    [/^Hello$/m, { text: 'Hello', lowercase: false }],
    [/\x41bcd/, { text: 'bcd', lowercase: false }],
    [/[xyz]abc\d/, { text: 'abc', lowercase: false }],
    [/용사/u, { text: '용사', lowercase: false }],
    [/xa{2}yz/, { text: 'yz', lowercase: false }],
  ])('%s requires %j', (regex, expected) => {
    expect(requiredLiteral(regex)).toEqual(expected)
  })

  it.each([/cat|dog/, /a/, /ca?t/i, /sun/iu, /[abc]+/, /.*/, /용사/i])(
    '%s has no usable literal',
    (regex) => {
      expect(requiredLiteral(regex)).toBeNull()
    },
  )

  it('every match of the regex contains the literal', () => {
    const cases: [RegExp, string][] = [
      [/dragon(s|es)?/i, 'Two DRAGONES flew'],
      [/colou?r/, 'the color red'],
      [/ab+cde/, 'xabbbcde'],
      [/\x41bcd/, 'Abcd'],
    ]
    for (const [regex, text] of cases) {
      const match = regex.exec(text)!
      const literal = requiredLiteral(regex)!
      const haystack = literal.lowercase ? match[0].toLowerCase() : match[0]
      expect(haystack).toContain(literal.text)
    }
  })
})
