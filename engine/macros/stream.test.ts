import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { expandNameMacros, type MacroNames } from './expand'
import { createNameMacroStream, macroTailLength } from './stream'

const names: MacroNames = { user: 'Ana', char: 'Rook' }

/** Runs `deltas` through a stream renderer and joins what it gives back, as a reader sees it. */
function streamed(deltas: readonly string[], who: MacroNames = names): string {
  const stream = createNameMacroStream(who)
  return deltas.map((delta) => stream.push(delta)).join('') + stream.flush()
}

/** Cuts `text` at the given positions (any order, repeats allowed). */
function cut(text: string, positions: readonly number[]): string[] {
  const points = [...new Set(positions.map((position) => position % (text.length + 1)))].sort(
    (a, b) => a - b,
  )
  const pieces: string[] = []
  let from = 0
  for (const point of points) {
    pieces.push(text.slice(from, point))
    from = point
  }
  pieces.push(text.slice(from))
  return pieces
}

// Macro pieces, near misses and braces, so that macros and their prefixes meet every cut.
const fragment = fc.constantFrom(
  '{{user}}',
  '{{USER}}',
  '{{Char}}',
  '{{char}}',
  '{{nickname}}',
  '{{getvar::trust}}',
  '{{scene}}',
  '{{user::x}}',
  '{{ user }}',
  '{{us',
  'er}}',
  '{{',
  '}}',
  '{',
  '}',
  ':',
  'user',
  'char',
  'u',
  ' ',
  '\n',
  'Hello',
  '용',
  '😀',
)
const text = fc.array(fragment, { maxLength: 16 }).map((parts) => parts.join(''))

describe('createNameMacroStream', () => {
  it('renders any split of a text into deltas as it renders the whole text', () => {
    fc.assert(
      fc.property(text, fc.array(fc.nat(), { maxLength: 8 }), (whole, positions) => {
        expect(streamed(cut(whole, positions))).toBe(expandNameMacros(whole, names))
      }),
      { numRuns: 2000 },
    )
  })

  it('renders a text sent one character at a time as the whole', () => {
    fc.assert(
      fc.property(text, (whole) => {
        expect(streamed([...whole])).toBe(expandNameMacros(whole, names))
      }),
      { numRuns: 500 },
    )
  })

  it('holds back a delta ending in a split macro until the next delta completes it', () => {
    const stream = createNameMacroStream(names)
    expect(stream.push('Hello, {{us')).toBe('Hello, ')
    expect(stream.push('er}}! I am {{CH')).toBe('Ana! I am ')
    expect(stream.push('AR}}.')).toBe('Rook.')
    expect(stream.flush()).toBe('')
  })

  it('releases a held tail that turns out not to be a macro, at once or at the end', () => {
    const stream = createNameMacroStream(names)
    expect(stream.push('a {{u')).toBe('a ')
    expect(stream.push('x')).toBe('{{ux')
    expect(stream.push(' {')).toBe(' ')
    expect(stream.flush()).toBe('{')
  })

  it('never renders a variable or the scene the model names', () => {
    expect(streamed(['{{getvar::secret}} {{scene}} {{user}}'])).toBe(
      '{{getvar::secret}} {{scene}} Ana',
    )
  })

  it('does not render macros that a name brings in', () => {
    expect(streamed(['{{us', 'er}}'], { user: '{{char}}', char: 'Rook' })).toBe('{{char}}')
  })
})

describe('macroTailLength', () => {
  it('is the longest suffix that may still become a name macro, in any case', () => {
    expect(macroTailLength('hi {{NICKNAM')).toBe('{{NICKNAM'.length)
    expect(macroTailLength('hi {')).toBe(1)
    expect(macroTailLength('hi {{user}}')).toBe(0)
    expect(macroTailLength('hi {{use r')).toBe(0)
    expect(macroTailLength('plain text')).toBe(0)
  })
})
