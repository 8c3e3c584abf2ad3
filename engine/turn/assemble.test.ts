import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { portsFixture, settingsFixture, storyFixture } from './__fixtures__/story'
import { assembleTurn } from './assemble'
import { initialState } from './state'
import { turnPricing } from './turn-pricing'
import type { HistoryMessage } from './types'

const compiled = storyFixture()
const state = initialState(compiled, 'start')

function history(count: number, text = (index: number) => `message ${index}`): HistoryMessage[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `h${index}`,
    role: index % 2 === 0 ? 'user' : 'assistant',
    content: text(index),
    turnIndex: Math.floor(index / 2) + 1,
  }))
}

describe('assembleTurn', () => {
  it('orders the prompt: system, story, cast, persona, lore before, summaries, variables, lore after, history, depth, instructions, user', () => {
    const withSummary = {
      ...state,
      summaries: [{ startTurn: 1, endTurn: 1, content: 'SUMMARY one' }],
    }
    const result = assembleTurn(
      compiled,
      withSummary,
      { userMessage: 'I greet Rook at the keep in the rain', history: history(4) },
      settingsFixture(),
      portsFixture(),
    )
    const system = result.messages[0]!.content
    const order = [
      'SYSTEM roleplay for Ana',
      '## Story',
      '## Scene: The Gate',
      '## Cast',
      '### Rook',
      '## Persona: Ana',
      'The keep is old, Ana.',
      '## Summaries',
      'SUMMARY one',
      '## Variables',
      'Rook served ten years.',
    ]
    const positions = order.map((needle) => system.indexOf(needle))
    expect(positions.every((position) => position >= 0)).toBe(true)
    expect([...positions].sort((left, right) => left - right)).toEqual(positions)
    expect(system).not.toContain('### Mira') // not in the gate scene's cast
    expect(system).toContain('- trust = 0 (How much Rook trusts you)')
    expect(system).not.toContain('gold') // not visible to the model
    const roles = result.messages.map((message) => message.role)
    // history of turn 1 is summarized, turn 2 kept; depth-0 lore after it; instructions; user
    expect(result.messages.slice(1).map((message) => message.content)).toEqual([
      'message 2',
      'message 3',
      'It is cold.',
      expect.stringContaining('LENGTH normal 360'),
      'I greet Rook at the keep in the rain',
    ])
    expect(roles).toEqual(['system', 'user', 'assistant', 'system', 'system', 'user'])
    expect(result.debug.historySummarized).toBe(2)
  })

  it('keeps the newest history within the token budget', () => {
    const long = history(2000, (index) => `message number ${index} `.repeat(5))
    const result = assembleTurn(
      compiled,
      state,
      { userMessage: 'hello', history: long },
      settingsFixture({ model: { fee: 10, contextTokens: 2000 } }),
      portsFixture(),
    )
    expect(result.debug.historyKept).toBeGreaterThan(10)
    expect(result.debug.historyKept + result.debug.historyDropped).toBe(2000)
    expect(result.messages.at(-3)?.content).toBe(long[1999]!.content)
    expect(result.debug.promptTokens).toBeLessThanOrEqual(2000 - 600)
  })

  it('keeps a prompt within its cap even when the context window is larger', () => {
    const long = history(2000, (index) => `message number ${index} `.repeat(5))
    const capped = (maxPromptTokens?: number) =>
      assembleTurn(
        compiled,
        state,
        { userMessage: 'hello', history: long },
        settingsFixture({ model: { fee: 10, contextTokens: 1_000_000, maxPromptTokens } }),
        portsFixture(),
      )
    const uncapped = capped(undefined)
    expect(uncapped.debug.historyKept).toBe(2000)
    const result = capped(3000)
    expect(result.debug.historyKept).toBeGreaterThan(10)
    expect(result.debug.historyKept).toBeLessThan(2000)
    expect(result.debug.historyKept + result.debug.historyDropped).toBe(2000)
    expect(result.debug.promptTokens).toBeLessThanOrEqual(3000)
    expect(result.debug.promptTokens).toBeGreaterThan(3000 - 40)
    expect(result.messages.at(-3)?.content).toBe(long[1999]!.content)
    // The window still bounds it when it is the smaller of the two.
    const windowed = assembleTurn(
      compiled,
      state,
      { userMessage: 'hello', history: long },
      settingsFixture({ model: { fee: 10, contextTokens: 2000, maxPromptTokens: 3000 } }),
      portsFixture(),
    )
    expect(windowed.debug.promptTokens).toBeLessThanOrEqual(2000 - 600)
  })

  it('response length sets the token limit, the instruction and the quote multiplier', () => {
    for (const [length, maxTokens, credits] of [
      ['short', 300, 8],
      ['normal', 600, 10],
      ['long', 1200, 20],
    ] as const) {
      const result = assembleTurn(
        compiled,
        state,
        { userMessage: 'hi', history: [] },
        settingsFixture({ responseLength: length }),
        portsFixture(),
      )
      expect(result.generation.maxTokens).toBe(maxTokens)
      expect(result.quote.credits).toBe(credits)
      expect(result.messages.at(-2)?.content).toContain(`LENGTH ${length}`)
    }
  })

  it('prices a turn from its settings alone, as the assembled turn does (the runtime charges first)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 200 }),
        fc.constantFrom('short', 'normal', 'long') as fc.Arbitrary<'short' | 'normal' | 'long'>,
        fc.boolean(),
        fc.constantFrom('basic', 'advanced', 'expert') as fc.Arbitrary<
          'basic' | 'advanced' | 'expert'
        >,
        fc.integer({ min: 0, max: 12 }),
        fc.string({ maxLength: 60 }),
        (fee, responseLength, enhancedInference, inferenceLevel, turns, userMessage) => {
          const settings = settingsFixture({
            responseLength,
            enhancedInference,
            inferenceLevel,
            model: { fee, contextTokens: 8000 },
          })
          const assembled = assembleTurn(
            compiled,
            state,
            { userMessage, history: history(turns) },
            settings,
            portsFixture(),
          )
          const priced = turnPricing(settings)
          expect(priced.quote).toEqual(assembled.quote)
          expect(priced.generation).toEqual(assembled.generation)
          expect(priced.billableTokens).toBe(assembled.pending.billableTokens)
        },
      ),
      { numRuns: 200 },
    )
  })

  it('detail level picks the instruction band', () => {
    const text = (detailLevel: number) =>
      assembleTurn(
        compiled,
        state,
        { userMessage: 'hi', history: [] },
        settingsFixture({ detailLevel }),
        portsFixture(),
      ).messages.at(-2)!.content
    expect(text(10)).toContain('DETAIL low 10')
    expect(text(50)).toContain('DETAIL medium 50')
    expect(text(90)).toContain('DETAIL high 90')
  })

  it('enhanced inference adds reasoning options and the surcharge at the maximum tokens', () => {
    const result = assembleTurn(
      compiled,
      state,
      { userMessage: 'hi', history: [] },
      settingsFixture({ enhancedInference: true, inferenceLevel: 'basic' }),
      portsFixture(),
    )
    expect(result.generation.reasoning).toEqual({
      enabled: true,
      level: 'basic',
      budgetTokens: 1024,
    })
    // 10 credits + 10% of 10 per 500 of (600 + 1024) tokens = 10 + 3.248
    expect(result.quote.credits).toBe(13)
  })

  it('impersonation asks for the player turn as the persona or a chosen character, with no user message', () => {
    const persona = assembleTurn(
      compiled,
      state,
      { userMessage: '', history: history(2), mode: 'impersonate' },
      settingsFixture(),
      portsFixture(),
    )
    expect(persona.messages.at(-1)).toEqual({
      role: 'system',
      content: expect.stringContaining('IMPERSONATE Ana'),
    })
    const character = assembleTurn(
      compiled,
      state,
      { userMessage: '', history: [], mode: 'impersonate' },
      settingsFixture({ impersonationCharacterId: 'lady' }),
      portsFixture(),
    )
    expect(character.messages.at(-1)!.content).toContain('IMPERSONATE Mira')
  })

  it('applies admin prompt overrides and the state-block instruction', () => {
    const result = assembleTurn(
      compiled,
      state,
      { userMessage: 'hi', history: [] },
      settingsFixture({
        promptOverrides: { roleplay: 'OVERRIDE {{char}}' },
        structuredState: true,
      }),
      portsFixture(),
    )
    expect(result.messages[0]!.content.startsWith('OVERRIDE Rook')).toBe(true)
    expect(result.messages.at(-2)!.content).toContain('STATEBLOCK\ntrust: number = 0')
  })

  it('runs user-text triggers at turn start so their instruction shapes this reply', () => {
    const result = assembleTurn(
      compiled,
      state,
      { userMessage: 'I offer a coin', history: [] },
      settingsFixture(),
      portsFixture(),
    )
    expect(result.debug.triggersFired).toEqual(['bribe'])
    expect(result.pending.startState.variables.trust).toBe(1)
    expect(result.messages.at(-2)!.content).toContain('Rook eyes the coin.')
    expect(state.variables.trust).toBe(0) // input state untouched
  })

  it('reports every lorebook entry in the debug record', () => {
    const result = assembleTurn(
      compiled,
      state,
      { userMessage: 'the keep', history: [] },
      settingsFixture(),
      portsFixture(),
    )
    expect(result.debug.lorebook.map((record) => record.entryId)).toEqual(
      compiled.lorebook.map((entry) => entry.id),
    )
    expect(result.debug.lorebook[0]).toMatchObject({ outcome: 'activated', matchedKey: 'keep' })
  })
})
