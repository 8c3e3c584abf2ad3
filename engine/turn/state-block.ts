import type { CompiledStory, VariableValue } from '../compiled'
import {
  checkVariableAddition,
  checkVariableValue,
  type InvalidUpdate,
  type VariableChange,
} from './variable-updates'

export interface StateBlockResult {
  /** The response without any state block. */
  visibleText: string
  variables: Record<string, VariableValue>
  changes: VariableChange[]
  invalid: InvalidUpdate[]
}

// Closed blocks anywhere, and an unterminated one at the end (a response cut by max tokens).
const CLOSED_BLOCK = /<state>([\s\S]*?)<\/state>/gi
const OPEN_TAIL = /<state>[\s\S]*$/i

/**
 * Parses `<state>{"set":{"name":value},"add":{"name":number}}</state>` blocks appended by the
 * model, applies the updates that match the variable schema and strips every block from
 * the visible text. Invalid updates are reported, never applied.
 */
export function applyStateBlock(
  compiled: CompiledStory,
  variables: Readonly<Record<string, VariableValue>>,
  responseText: string,
): StateBlockResult {
  const next: Record<string, VariableValue> = { ...variables }
  const changes: VariableChange[] = []
  const invalid: InvalidUpdate[] = []
  const bodies: string[] = []
  let visibleText = responseText.replace(CLOSED_BLOCK, (_, body: string) => {
    bodies.push(body)
    return ''
  })
  visibleText = visibleText.replace(OPEN_TAIL, '').trim()

  for (const body of bodies) {
    let parsed: unknown
    try {
      parsed = JSON.parse(body.trim())
    } catch {
      invalid.push({ name: '', value: body, source: 'state-block', reason: 'malformed-block' })
      continue
    }
    if (!isRecord(parsed)) {
      invalid.push({ name: '', value: parsed, source: 'state-block', reason: 'malformed-block' })
      continue
    }
    const setUpdates = isRecord(parsed.set) ? parsed.set : {}
    const addUpdates = isRecord(parsed.add) ? parsed.add : {}
    for (const [name, value] of Object.entries(setUpdates)) {
      record(name, value, checkVariableValue(compiled, name, value))
    }
    for (const [name, amount] of Object.entries(addUpdates)) {
      record(name, amount, checkVariableAddition(compiled, next, name, amount))
    }
  }
  return { visibleText, variables: next, changes, invalid }

  function record(name: string, value: unknown, check: ReturnType<typeof checkVariableValue>) {
    if (!check.ok) {
      invalid.push({ name, value, source: 'state-block', reason: check.reason })
      return
    }
    if (next[name] !== check.value) {
      changes.push({ name, from: next[name], to: check.value, source: 'state-block' })
      next[name] = check.value
    }
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
