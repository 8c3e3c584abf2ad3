import { describe, expect, it } from 'vitest'
import { eventCodeProblem, joinPath } from './event-code'

describe('an event code', () => {
  it('takes 4 to 32 letters, digits and dashes, spaces around ignored', () => {
    expect(eventCodeProblem('ab-9')).toBeNull()
    expect(eventCodeProblem('  SPRING-2026  ')).toBeNull()
    expect(eventCodeProblem('abc')).toBe('codeInvalid')
    expect(eventCodeProblem('a'.repeat(33))).toBe('codeInvalid')
    expect(eventCodeProblem('no spaces')).toBe('codeInvalid')
  })

  it('is entered on My Info, in capitals, with the inventory tab open', () => {
    expect(joinPath(' spring-2026 ')).toBe('/myinfo?tab=inventory&qr=SPRING-2026')
  })
})
