import type { Persona } from '../../../web/api/chat'

/** The server's limits on a persona (`personas/create`): checked here to say which field is wrong. */
export const PERSONA_NAME_MAX = 40
export const PERSONA_PROMPT_MAX = 4000

export type PersonaDraft = {
  personaOid: string | null
  name: string
  prompt: string
  sex: Persona['sex']
}
export const EMPTY_PERSONA: PersonaDraft = { personaOid: null, name: '', prompt: '', sex: 'other' }

export interface PersonaProblems {
  name?: 'missing'
  prompt?: 'tooLong'
}

/** What keeps a draft from being saved, per field; empty when it can be sent. */
export function personaProblems(draft: Pick<PersonaDraft, 'name' | 'prompt'>): PersonaProblems {
  const problems: PersonaProblems = {}
  if (draft.name.trim() === '') problems.name = 'missing'
  if (draft.prompt.length > PERSONA_PROMPT_MAX) problems.prompt = 'tooLong'
  return problems
}
