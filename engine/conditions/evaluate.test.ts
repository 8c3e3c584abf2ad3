import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { Condition, ConditionEnvironment } from './ast'
import { evaluateCondition } from './evaluate'

const environment: ConditionEnvironment = {
  variables: { trust: 3, name: 'Wren', hasKey: true },
  turnIndex: 5,
  sceneId: 'cave',
  userText: 'I open the Logbook',
  aiText: 'Wren smiles.',
}
const variable = (name: string) => ({ kind: 'variable' as const, name })
const literal = (value: string | number | boolean) => ({ kind: 'literal' as const, value })

describe('evaluateCondition', () => {
  it.each([
    [{ op: '==', left: variable('trust'), right: literal(3) }, true],
    [{ op: '!=', left: variable('trust'), right: literal(3) }, false],
    [{ op: '<', left: variable('trust'), right: literal(4) }, true],
    [{ op: '<=', left: variable('trust'), right: literal(3) }, true],
    [{ op: '>', left: variable('trust'), right: literal(3) }, false],
    [{ op: '>=', left: { kind: 'turn' }, right: literal(5) }, true],
    [{ op: '==', left: { kind: 'scene' }, right: literal('cave') }, true],
    [{ op: '==', left: variable('hasKey'), right: literal(true) }, true],
    [{ op: '<', left: variable('name'), right: literal('Zed') }, true],
  ] as [Condition, boolean][])('compares %j → %s', (condition, expected) => {
    expect(evaluateCondition(condition, environment)).toBe(expected)
  })

  it('does not coerce between types', () => {
    expect(
      evaluateCondition({ op: '==', left: variable('trust'), right: literal('3') }, environment),
    ).toBe(false)
    expect(
      evaluateCondition({ op: '<', left: variable('trust'), right: literal('4') }, environment),
    ).toBe(false)
    expect(
      evaluateCondition({ op: '>', left: variable('hasKey'), right: literal(false) }, environment),
    ).toBe(false)
  })

  it('treats an unknown variable as false for every comparison, including !=', () => {
    expect(
      evaluateCondition({ op: '!=', left: variable('missing'), right: literal(1) }, environment),
    ).toBe(false)
    expect(
      evaluateCondition({ op: '==', left: variable('toString'), right: literal(1) }, environment),
    ).toBe(false)
  })

  it('combines with and/or/not, with the identities of empty groups', () => {
    const yes: Condition = { op: 'always' }
    const no: Condition = { op: 'not', condition: yes }
    expect(evaluateCondition({ op: 'and', conditions: [yes, no] }, environment)).toBe(false)
    expect(evaluateCondition({ op: 'or', conditions: [no, yes] }, environment)).toBe(true)
    expect(evaluateCondition({ op: 'and', conditions: [] }, environment)).toBe(true)
    expect(evaluateCondition({ op: 'or', conditions: [] }, environment)).toBe(false)
  })

  it('tests message text with contains (case-insensitive by default) and matches', () => {
    expect(
      evaluateCondition({ op: 'contains', source: 'user-text', text: 'logbook' }, environment),
    ).toBe(true)
    expect(
      evaluateCondition(
        { op: 'contains', source: 'user-text', text: 'logbook', caseSensitive: true },
        environment,
      ),
    ).toBe(false)
    expect(
      evaluateCondition({ op: 'contains', source: 'ai-text', text: 'logbook' }, environment),
    ).toBe(false)
    expect(
      evaluateCondition({ op: 'contains', source: 'any-text', text: 'smiles' }, environment),
    ).toBe(true)
    expect(
      evaluateCondition(
        { op: 'matches', source: 'user-text', pattern: '\\blog ?book\\b', flags: 'i' },
        environment,
      ),
    ).toBe(true)
    expect(
      evaluateCondition({ op: 'matches', source: 'ai-text', pattern: '^Wren' }, environment),
    ).toBe(true)
  })

  it('never matches an invalid regex instead of throwing', () => {
    expect(
      evaluateCondition({ op: 'matches', source: 'user-text', pattern: '(' }, environment),
    ).toBe(false)
    expect(
      evaluateCondition(
        { op: 'matches', source: 'user-text', pattern: 'o', flags: 'g' },
        environment,
      ),
    ).toBe(false)
  })

  it('reads missing message text as empty', () => {
    const quiet = { variables: {}, turnIndex: 0, sceneId: 'x' }
    expect(evaluateCondition({ op: 'contains', source: 'user-text', text: '' }, quiet)).toBe(true)
    expect(evaluateCondition({ op: 'matches', source: 'ai-text', pattern: '.' }, quiet)).toBe(false)
  })

  it('obeys De Morgan for any pair of comparisons (property)', () => {
    const operand = fc.oneof(
      fc.constantFrom(variable('trust'), variable('name'), { kind: 'turn' as const }),
      fc.oneof(fc.integer({ min: -2, max: 8 }), fc.constantFrom('Wren', 'cave')).map(literal),
    )
    const comparison = fc.record({
      op: fc.constantFrom('==', '!=', '<', '<=', '>', '>=' as const),
      left: operand,
      right: operand,
    }) as fc.Arbitrary<Condition>
    fc.assert(
      fc.property(comparison, comparison, (first, second) => {
        const notAnd = evaluateCondition(
          { op: 'not', condition: { op: 'and', conditions: [first, second] } },
          environment,
        )
        const orNots = evaluateCondition(
          {
            op: 'or',
            conditions: [
              { op: 'not', condition: first },
              { op: 'not', condition: second },
            ],
          },
          environment,
        )
        expect(notAnd).toBe(orNots)
      }),
    )
  })
})
