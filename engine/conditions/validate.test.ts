import { describe, expect, it } from 'vitest'
import { validateCondition } from './validate'

const variables = [
  { name: 'trust', type: 'number' as const },
  { name: 'mood', type: 'string' as const },
  { name: 'hasKey', type: 'boolean' as const },
]

describe('validateCondition', () => {
  it('accepts a sound nested condition', () => {
    const condition = {
      op: 'or',
      conditions: [
        {
          op: '>=',
          left: { kind: 'variable', name: 'trust' },
          right: { kind: 'literal', value: 2 },
        },
        {
          op: 'not',
          condition: {
            op: '==',
            left: { kind: 'variable', name: 'hasKey' },
            right: { kind: 'literal', value: true },
          },
        },
        { op: 'matches', source: 'user-text', pattern: 'key', flags: 'i' },
      ],
    }
    expect(validateCondition(condition, variables)).toEqual([])
  })

  it('reports an unknown variable with its path, as data', () => {
    const issues = validateCondition(
      {
        op: 'and',
        conditions: [
          {
            op: '==',
            left: { kind: 'variable', name: 'trsut' },
            right: { kind: 'literal', value: 1 },
          },
        ],
      },
      variables,
    )
    expect(issues).toEqual([
      {
        key: 'UNKNOWN_VARIABLE',
        message:
          'Unknown variable "trsut". Add a variable node with this name or fix the spelling.',
        path: 'conditions.0.left.name',
      },
    ])
  })

  it('reports type mismatches and ordering on booleans', () => {
    const mismatch = validateCondition(
      {
        op: '==',
        left: { kind: 'variable', name: 'trust' },
        right: { kind: 'literal', value: 'high' },
      },
      variables,
    )
    expect(mismatch.map((issue) => issue.key)).toEqual(['CONDITION_TYPE_MISMATCH'])
    expect(mismatch[0]?.message).toBe('Cannot compare a number with a string using "==".')
    const ordering = validateCondition(
      {
        op: '<',
        left: { kind: 'variable', name: 'hasKey' },
        right: { kind: 'literal', value: true },
      },
      variables,
    )
    expect(ordering[0]?.message).toBe('Booleans can only be compared with "==" or "!=", not "<".')
  })

  it('reports malformed shapes and bad regexes', () => {
    expect(validateCondition({ op: 'xor' }, variables)[0]?.key).toBe('INVALID_CONDITION')
    expect(validateCondition(null, variables)[0]?.key).toBe('INVALID_CONDITION')
    const regex = validateCondition({ op: 'matches', source: 'ai-text', pattern: '[' }, variables)
    expect(regex[0]).toMatchObject({ key: 'INVALID_CONDITION_REGEX', path: 'pattern' })
    const flags = validateCondition(
      { op: 'matches', source: 'ai-text', pattern: 'a', flags: 'g' },
      variables,
    )
    expect(flags[0]?.message).toBe('Unsupported regex flags "g" (allowed: i, m, s, u).')
  })

  it('checks scene literals against known scenes when given', () => {
    const condition = {
      op: '==',
      left: { kind: 'scene' },
      right: { kind: 'literal', value: 'nowhere' },
    }
    expect(validateCondition(condition, variables)).toEqual([])
    expect(validateCondition(condition, variables, { sceneIds: ['cave'] })).toEqual([
      {
        key: 'UNKNOWN_SCENE',
        message: 'Unknown scene "nowhere" in condition.',
        path: 'right.value',
      },
    ])
  })
})
