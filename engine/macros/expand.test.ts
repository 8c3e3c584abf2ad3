import { describe, expect, it } from 'vitest'
import { expandMacros, expandNameMacros, type MacroContext } from './expand'

const context: MacroContext = {
  user: 'Ana',
  char: 'Rook',
  variables: { trust: 3, door: false, mood: 'calm' },
  scene: 'The Hall',
  turn: 7,
}

describe('expandMacros', () => {
  it('expands the core macros, case-insensitively', () => {
    expect(expandMacros('{{user}} meets {{Char}} in {{scene}} on turn {{TURN}}.', context)).toBe(
      'Ana meets Rook in The Hall on turn 7.',
    )
  })

  it('reads variables with getvar, empty when missing', () => {
    expect(
      expandMacros('trust={{getvar::trust}} door={{getvar::door}} x={{getvar::nope}}', context),
    ).toBe('trust=3 door=false x=')
  })

  it('nickname falls back to the persona name', () => {
    expect(expandMacros('{{nickname}}', context)).toBe('Ana')
    expect(expandMacros('{{nickname}}', { ...context, nickname: 'ana_99' })).toBe('ana_99')
  })

  it('leaves unknown macros and stray braces as written', () => {
    expect(expandMacros('{{random::a,b}} {{whatever}} {{ user }} {single}', context)).toBe(
      '{{random::a,b}} {{whatever}} {{ user }} {single}',
    )
  })

  it('does not expand macros produced by an expansion (no injection through names)', () => {
    expect(expandMacros('{{user}}', { ...context, user: '{{char}}' })).toBe('{{char}}')
  })
})

describe('expandNameMacros', () => {
  it('renders only the names, in any case, and leaves variables, the scene and the turn', () => {
    expect(
      expandNameMacros(
        '{{USER}} and {{Char}} ({{nickname}}) {{getvar::trust}} {{scene}} {{turn}}',
        {
          user: 'Ana',
          char: 'Rook',
        },
      ),
    ).toBe('Ana and Rook (Ana) {{getvar::trust}} {{scene}} {{turn}}')
  })
})
