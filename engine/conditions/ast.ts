/**
 * The condition language: a small JSON AST. Conditions are data, never code, so they
 * serialize into a compiled story and evaluate in the browser and on the server alike.
 *
 * @example
 * const condition: Condition = {
 *   op: 'and',
 *   conditions: [
 *     { op: '>=', left: { kind: 'variable', name: 'trust' }, right: { kind: 'literal', value: 3 } },
 *     { op: 'contains', source: 'user-text', text: 'key' },
 *   ],
 * }
 */

/** A value a condition may read. */
export type VariableValue = string | number | boolean

/** What a comparison compares. */
export type ConditionOperand =
  /** The current value of a story variable, by name. */
  | { kind: 'variable'; name: string }
  /** A constant. */
  | { kind: 'literal'; value: VariableValue }
  /** The turn index (0 before the first player message). */
  | { kind: 'turn' }
  /** The id of the current scene. */
  | { kind: 'scene' }

export const COMPARISON_OPERATORS = ['==', '!=', '<', '<=', '>', '>='] as const
export type ComparisonOperator = (typeof COMPARISON_OPERATORS)[number]

/** Which message text a text test reads. */
export const TEXT_SOURCES = ['user-text', 'ai-text', 'any-text'] as const
export type TextSource = (typeof TEXT_SOURCES)[number]

export type Condition =
  | { op: 'and'; conditions: Condition[] }
  | { op: 'or'; conditions: Condition[] }
  | { op: 'not'; condition: Condition }
  /** Constant truth, useful as a placeholder in the studio. */
  | { op: 'always' }
  | { op: ComparisonOperator; left: ConditionOperand; right: ConditionOperand }
  /** Substring test on the latest message text; case-insensitive unless `caseSensitive`. */
  | { op: 'contains'; source: TextSource; text: string; caseSensitive?: boolean }
  /** Regular-expression test on the latest message text (`flags` as in JavaScript, no `g`/`y`). */
  | { op: 'matches'; source: TextSource; pattern: string; flags?: string }

/** Everything a condition can observe at evaluation time. */
export interface ConditionEnvironment {
  variables: Readonly<Record<string, VariableValue>>
  turnIndex: number
  sceneId: string
  /** The latest player message, if any. */
  userText?: string
  /** The latest AI message, if any. */
  aiText?: string
}
