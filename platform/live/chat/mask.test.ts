import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { maskBannedWords } from './mask'

const KOREAN = Array.from('가나다라마바사아자차카타파하욕설바보')
const JAPANESE = Array.from('あいうえおかきくけこばかアホ死ね漢字')
const LATIN = Array.from('abcdefgXYZ')
const letter = fc.constantFrom(...KOREAN, ...JAPANESE, ...LATIN)
const word = fc.array(letter, { minLength: 1, maxLength: 5 }).map((l) => l.join(''))
const spaces = fc.constantFrom('', ' ', '  ', '\t', '\u3000')

/** Spreads whitespace between the letters and flips case, as a user dodging the filter would. */
const disguise = (text: string, gaps: string[], upper: boolean[]) =>
  Array.from(text)
    .map((char, i) => (upper[i] ? char.toUpperCase() : char) + (gaps[i] ?? ''))
    .join('')

describe('maskBannedWords', () => {
  it('masks a banned word with asterisks, whatever the case and the spaces between letters', () => {
    expect(maskBannedWords('you are a B a D guy', ['bad'])).toEqual({
      content: 'you are a * * * guy',
      mentions: 1,
    })
    expect(maskBannedWords('바 보야', ['바보'])).toEqual({ content: '* *야', mentions: 1 })
    expect(maskBannedWords('ばかばか', ['ばか'])).toEqual({ content: '****', mentions: 2 })
    expect(maskBannedWords('fine', ['bad'])).toEqual({ content: 'fine', mentions: 0 })
  })

  it('property: a disguised banned word (Korean, Japanese, Latin) is always fully masked', () => {
    fc.assert(
      fc.property(
        word,
        fc.string({ maxLength: 6 }),
        fc.string({ maxLength: 6 }),
        fc.array(spaces, { maxLength: 6 }),
        fc.array(fc.boolean(), { maxLength: 6 }),
        (banned, before, after, gaps, upper) => {
          const said = disguise(banned, gaps.slice(0, Array.from(banned).length - 1), upper)
          const { content, mentions } = maskBannedWords(`${before} ${said} ${after}`, [banned])
          expect(mentions).toBeGreaterThanOrEqual(1)
          // Every letter of the banned word is gone from what others read.
          const left = content.replace(/\s/gu, '').toLowerCase()
          expect(left.includes(banned.toLowerCase())).toBe(false)
        },
      ),
    )
  })

  it('property: masking keeps the length and every whitespace, and changes only to asterisks', () => {
    let untouched = 0
    fc.assert(
      fc.property(
        fc.string({ maxLength: 30 }),
        fc.array(word, { maxLength: 3 }),
        (text, banned) => {
          const { content, mentions } = maskBannedWords(text, banned)
          const before = Array.from(text)
          const after = Array.from(content)
          expect(after.length).toBe(before.length)
          after.forEach((char, i) => {
            const was = before[i] as string
            // Whitespace stays as it was; anything else stays or becomes an asterisk.
            expect(/\s/u.test(was) ? [was] : [was, '*']).toContain(char)
          })
          if (mentions === 0) {
            untouched += 1
            expect(content).toBe(text)
          }
        },
      ),
    )
    expect(untouched).toBeGreaterThan(0)
  })

  it('property: text without any banned letter is left as it is', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...LATIN, ' '), { maxLength: 20 }), (chars) => {
        const text = chars.join('')
        expect(maskBannedWords(text, ['바보', 'ばか'])).toEqual({ content: text, mentions: 0 })
      }),
    )
  })
})
