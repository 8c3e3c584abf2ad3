import { describe, expect, it } from 'vitest'
import type { Condition } from '../../engine/conditions'
import { conditionFromModel, modelFromCondition, newRow } from './condition-rows'

describe('condition builder model', () => {
  it('round-trips flat conditions through rows', () => {
    const condition: Condition = {
      op: 'and',
      conditions: [
        {
          op: '>=',
          left: { kind: 'variable', name: 'trust' },
          right: { kind: 'literal', value: 3 },
        },
        { op: 'not', condition: { op: 'contains', source: 'user-text', text: 'key' } },
        { op: '==', left: { kind: 'scene' }, right: { kind: 'literal', value: 'scene-1' } },
      ],
    }
    const model = modelFromCondition(condition)
    expect(model.mode).toBe('all')
    expect(model.rows.map((row) => row.kind)).toEqual(['variable', 'contains', 'scene'])
    expect(model.rows[1]?.negate).toBe(true)
    expect(conditionFromModel(model)).toEqual(condition)
  })

  it('keeps nested groups it cannot show as rows', () => {
    const nested: Condition = {
      op: 'or',
      conditions: [{ op: 'always' }, { op: 'and', conditions: [] }],
    }
    const condition: Condition = { op: 'and', conditions: [nested, { op: 'always' }] }
    expect(conditionFromModel(modelFromCondition(condition))).toEqual(condition)
  })

  it('builds always, a single row, or a group', () => {
    expect(conditionFromModel({ mode: 'always', rows: [newRow('turn')] })).toEqual({ op: 'always' })
    expect(conditionFromModel({ mode: 'any', rows: [newRow('turn')] })).toEqual({
      op: '>=',
      left: { kind: 'turn' },
      right: { kind: 'literal', value: 1 },
    })
  })
})
