import type { CompiledStory, VariableValue } from '../compiled'

export type VariableSource = 'state-block' | 'trigger'

export interface VariableChange {
  name: string
  from: VariableValue | undefined
  to: VariableValue
  source: VariableSource
}

export interface InvalidUpdate {
  name: string
  value: unknown
  source: VariableSource
  reason: 'unknown-variable' | 'wrong-type' | 'not-a-number' | 'malformed-block'
}

export type UpdateCheck =
  | { ok: true; value: VariableValue }
  | { ok: false; reason: InvalidUpdate['reason'] }

/** A value is accepted only if it already has the declared type: no coercion of "3" to 3. */
export function checkVariableValue(
  compiled: CompiledStory,
  name: string,
  value: unknown,
): UpdateCheck {
  const variable = compiled.variables.find((candidate) => candidate.name === name)
  if (!variable) return { ok: false, reason: 'unknown-variable' }
  if (variable.type === 'number') {
    if (typeof value !== 'number') return { ok: false, reason: 'wrong-type' }
    if (!Number.isFinite(value)) return { ok: false, reason: 'not-a-number' }
    return { ok: true, value }
  }
  if (typeof value !== variable.type) return { ok: false, reason: 'wrong-type' }
  return { ok: true, value: value as VariableValue }
}

/** Adds to a number variable; anything else is invalid. */
export function checkVariableAddition(
  compiled: CompiledStory,
  variables: Readonly<Record<string, VariableValue>>,
  name: string,
  amount: unknown,
): UpdateCheck {
  const current = variables[name]
  if (typeof amount !== 'number' || !Number.isFinite(amount))
    return { ok: false, reason: 'not-a-number' }
  if (typeof current !== 'number') {
    return compiled.variables.some((variable) => variable.name === name)
      ? { ok: false, reason: 'wrong-type' }
      : { ok: false, reason: 'unknown-variable' }
  }
  return checkVariableValue(compiled, name, current + amount)
}
