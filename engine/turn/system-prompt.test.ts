import { describe, expect, it } from 'vitest'
import { approximateTokenizer } from '../tokenizer'
import { settingsFixture, storyFixture } from './__fixtures__/story'
import type { LorePlacement } from './placement'
import { type SystemSection, systemContent, systemSections, systemTokens } from './system-prompt'

const compiled = storyFixture()
const settings = settingsFixture()
const lore = (placement: LorePlacement['placement']): LorePlacement => ({
  placement,
  before: [],
  after: [],
  examplesTop: [],
  examplesBottom: [],
  injections: [],
  injectedTokens: 0,
})
const input = (placement: LorePlacement['placement']) => ({
  compiled,
  scene: undefined,
  cast: compiled.cast,
  persona: settings.persona,
  systemPrompt: 'SYSTEM',
  lore: lore(placement),
  summaries: [],
  variables: {},
  labels: settings.templates.labels,
  expand: (text: string) => text,
})
const names = (sections: SystemSection[]) => sections.map(([name]) => name)

describe('systemSections', () => {
  it('puts the lore before the definitions in SillyTavern placement, after them otherwise', () => {
    expect(names(systemSections(input('studio')))).toEqual([
      'system',
      'story',
      'cast',
      'persona',
      'lorebook-before',
      'summaries',
      'variables',
      'lorebook-after',
    ])
    expect(names(systemSections(input('sillytavern'))).slice(0, 3)).toEqual([
      'system',
      'lorebook-before',
      'story',
    ])
  })
})

describe('systemContent', () => {
  it('joins the non-empty sections with a blank line', () => {
    expect(
      systemContent([
        ['system', 'A'],
        ['story', ''],
        ['cast', 'B'],
      ]),
    ).toBe('A\n\nB')
  })
})

describe('systemTokens', () => {
  it('counts each non-empty section and a token per join', () => {
    const tokenizer = approximateTokenizer
    const sections: SystemSection[] = [
      ['system', 'one two three'],
      ['story', ''],
      ['lorebook-before', ''],
    ]
    const counted = systemTokens(sections, lore('studio'), 'Lore', tokenizer)
    const system = tokenizer.count('one two three')
    expect(counted).toEqual({ sectionTokens: [system, 0, 0], total: system + 1 })
  })
})
