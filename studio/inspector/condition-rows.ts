import type {
  ComparisonOperator,
  Condition,
  TextSource,
  VariableValue,
} from '../../engine/conditions'

/**
 * The visual condition builder's model: "all of" / "any of" a list of simple rows, each
 * optionally negated. Conditions built elsewhere (deeper nesting) stay as `raw` rows, so
 * editing never loses them.
 */
export type ConditionRow =
  | {
      kind: 'variable'
      negate: boolean
      name: string
      op: ComparisonOperator
      value: VariableValue
    }
  | { kind: 'turn'; negate: boolean; op: ComparisonOperator; value: number }
  | { kind: 'scene'; negate: boolean; sceneId: string }
  | { kind: 'contains'; negate: boolean; source: TextSource; text: string }
  | { kind: 'matches'; negate: boolean; source: TextSource; pattern: string; flags: string }
  | { kind: 'raw'; negate: boolean; condition: Condition }

export type RowKind = ConditionRow['kind']

export interface ConditionModel {
  mode: 'always' | 'all' | 'any'
  rows: ConditionRow[]
}

export function rowFromCondition(condition: Condition, negate = false): ConditionRow {
  switch (condition.op) {
    case 'not':
      return rowFromCondition(condition.condition, !negate)
    case 'contains':
      return { kind: 'contains', negate, source: condition.source, text: condition.text }
    case 'matches':
      return {
        kind: 'matches',
        negate,
        source: condition.source,
        pattern: condition.pattern,
        flags: condition.flags ?? '',
      }
    case 'and':
    case 'or':
    case 'always':
      return { kind: 'raw', negate, condition }
    default: {
      const { left, right } = condition
      if (left.kind === 'variable' && right.kind === 'literal') {
        return { kind: 'variable', negate, name: left.name, op: condition.op, value: right.value }
      }
      if (left.kind === 'turn' && right.kind === 'literal' && typeof right.value === 'number') {
        return { kind: 'turn', negate, op: condition.op, value: right.value }
      }
      if (
        left.kind === 'scene' &&
        right.kind === 'literal' &&
        typeof right.value === 'string' &&
        (condition.op === '==' || condition.op === '!=')
      ) {
        return {
          kind: 'scene',
          negate: condition.op === '!=' ? !negate : negate,
          sceneId: right.value,
        }
      }
      return { kind: 'raw', negate, condition }
    }
  }
}

export function modelFromCondition(condition: Condition): ConditionModel {
  if (condition.op === 'always') return { mode: 'always', rows: [] }
  if (condition.op === 'and')
    return { mode: 'all', rows: condition.conditions.map((entry) => rowFromCondition(entry)) }
  if (condition.op === 'or')
    return { mode: 'any', rows: condition.conditions.map((entry) => rowFromCondition(entry)) }
  return { mode: 'all', rows: [rowFromCondition(condition)] }
}

function conditionFromRow(row: ConditionRow): Condition {
  const positive = ((): Condition => {
    switch (row.kind) {
      case 'variable':
        return {
          op: row.op,
          left: { kind: 'variable', name: row.name },
          right: { kind: 'literal', value: row.value },
        }
      case 'turn':
        return { op: row.op, left: { kind: 'turn' }, right: { kind: 'literal', value: row.value } }
      case 'scene':
        return { op: '==', left: { kind: 'scene' }, right: { kind: 'literal', value: row.sceneId } }
      case 'contains':
        return { op: 'contains', source: row.source, text: row.text }
      case 'matches':
        return row.flags
          ? { op: 'matches', source: row.source, pattern: row.pattern, flags: row.flags }
          : { op: 'matches', source: row.source, pattern: row.pattern }
      case 'raw':
        return row.condition
    }
  })()
  return row.negate ? { op: 'not', condition: positive } : positive
}

export function conditionFromModel(model: ConditionModel): Condition {
  if (model.mode === 'always' || model.rows.length === 0) return { op: 'always' }
  const conditions = model.rows.map(conditionFromRow)
  if (conditions.length === 1) return conditions[0] as Condition
  return model.mode === 'all' ? { op: 'and', conditions } : { op: 'or', conditions }
}

/** A fresh row of a kind, with sensible defaults (the first variable, ≥ for turns). */
export function newRow(
  kind: Exclude<RowKind, 'raw'>,
  firstVariable = '',
  firstScene = '',
): ConditionRow {
  switch (kind) {
    case 'variable':
      return { kind, negate: false, name: firstVariable, op: '==', value: 0 }
    case 'turn':
      return { kind, negate: false, op: '>=', value: 1 }
    case 'scene':
      return { kind, negate: false, sceneId: firstScene }
    case 'contains':
      return { kind, negate: false, source: 'user-text', text: '' }
    case 'matches':
      return { kind, negate: false, source: 'any-text', pattern: '', flags: 'i' }
  }
}
