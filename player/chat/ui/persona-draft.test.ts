import { describe, expect, it } from 'vitest'
import { PERSONA_PROMPT_MAX, personaProblems } from './persona-draft'

describe('personaProblems', () => {
  it('names the missing name and the too long description, each on its field', () => {
    expect(personaProblems({ name: '   ', prompt: '' })).toEqual({ name: 'missing' })
    expect(personaProblems({ name: 'Mira', prompt: 'x'.repeat(PERSONA_PROMPT_MAX + 1) })).toEqual({
      prompt: 'tooLong',
    })
    expect(personaProblems({ name: '', prompt: 'x'.repeat(PERSONA_PROMPT_MAX + 1) })).toEqual({
      name: 'missing',
      prompt: 'tooLong',
    })
  })

  it('lets a named persona with a description at the limit through', () => {
    expect(personaProblems({ name: 'Mira', prompt: 'x'.repeat(PERSONA_PROMPT_MAX) })).toEqual({})
  })
})
