import type { LorebookEntryNode } from '../canvas/nodes/lorebook-entry'
import type { ValidationContext } from './context'
import { error, type ValidationError, warning } from './issue'

/**
 * SillyTavern's regex-key form: `/pattern/flags` with no unescaped slash inside. Keys of
 * that form that do not compile are errors here, because SillyTavern would silently treat
 * them as plain text and the writer would never know.
 */
const REGEX_KEY = /^\/([\w\W]+?)\/([gimsuy]*)$/

export function regexKeyProblem(key: string): string | null {
  const literal = REGEX_KEY.exec(key)
  if (!literal) return null
  const pattern = literal[1] ?? ''
  if (/(^|[^\\])\//.test(pattern)) return null
  try {
    new RegExp(pattern, (literal[2] ?? '').replace(/[gy]/g, ''))
    return null
  } catch (cause) {
    return `Key ${key} is not a valid regular expression: ${(cause as Error).message}`
  }
}

export function validateLorebookEntry(
  node: LorebookEntryNode,
  _context: ValidationContext,
): ValidationError[] {
  const errors: ValidationError[] = []
  const { data } = node
  for (const [field, keys] of [
    ['keys', data.keys],
    ['secondaryKeys', data.secondaryKeys],
  ] as const) {
    keys.forEach((key, index) => {
      const problem = regexKeyProblem(key)
      if (problem) {
        errors.push(
          error('INVALID_REGEX_KEY', problem, { nodeId: node.id, field: `${field}.${index}` }),
        )
      }
    })
  }
  if (!data.constant && data.keys.every((key) => key.trim() === '') && data.enabled) {
    errors.push(
      warning(
        'LOREBOOK_ENTRY_NEVER_ACTIVATES',
        'This entry has no keys and is not constant, so it never activates.',
        { nodeId: node.id, field: 'keys' },
      ),
    )
  }
  if (data.content.trim() === '') {
    errors.push(
      warning('EMPTY_LOREBOOK_CONTENT', 'This entry has no text.', {
        nodeId: node.id,
        field: 'content',
      }),
    )
  }
  if (data.budgetExempt && !data.constant) {
    errors.push(
      warning(
        'BUDGET_EXEMPT_NOT_CONSTANT',
        'Only constant entries can be exempt from the budget.',
        {
          nodeId: node.id,
          field: 'budgetExempt',
        },
      ),
    )
  }
  return errors
}
