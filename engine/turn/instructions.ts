import type { CompiledStory, VariableValue } from '../compiled'
import { responseInstructions } from './sections'
import type { InjectedInstruction } from './state'
import { fillTemplate } from './templates'
import type { TurnMode, TurnSettings } from './types'

/**
 * The instructions closing a turn's prompt, macros not yet expanded: the response
 * instructions, then what the mode asks (speak as a character, or carry on alone).
 */
export function turnInstructions(
  compiled: CompiledStory,
  variables: Readonly<Record<string, VariableValue>>,
  injected: readonly InjectedInstruction[],
  settings: TurnSettings,
  mode: TurnMode,
): string {
  const parts = [
    responseInstructions(
      compiled,
      variables,
      settings,
      injected.map((item) => item.text),
    ),
  ]
  if (mode === 'impersonate') {
    const target = compiled.cast.find(
      (character) => character.id === settings.impersonationCharacterId,
    )
    parts.push(
      fillTemplate(settings.templates.impersonation, {
        target: target?.name ?? settings.persona.name,
      }),
    )
  } else if (mode === 'auto-chat') {
    parts.push(settings.templates.autoChat)
  }
  return parts.join('\n\n')
}
