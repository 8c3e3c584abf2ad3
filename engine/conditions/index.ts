export type {
  ComparisonOperator,
  Condition,
  ConditionEnvironment,
  ConditionOperand,
  TextSource,
  VariableValue,
} from './ast'
export { COMPARISON_OPERATORS, TEXT_SOURCES } from './ast'
export { evaluateCondition } from './evaluate'
export { cachedRegex, parseSlashRegex, regexError } from './regex'
export { conditionOperandSchema, conditionSchema, variableValueSchema } from './schema'
export type {
  ConditionIssue,
  ConditionValidationOptions,
  ConditionVariables,
} from './validate'
export { validateCondition } from './validate'
