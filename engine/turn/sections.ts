import type { CompiledCharacter, CompiledScene, CompiledStory, VariableValue } from '../compiled'
import type { ActivatedEntry } from '../lorebook'
import type { Summary } from './state'
import { fillTemplate, type PromptTemplates } from './templates'
import type { Persona, TurnSettings } from './types'

/** The characters on stage: the scene's list, or the whole cast when it names none. */
export function sceneCast(
  compiled: CompiledStory,
  scene: CompiledScene | undefined,
): CompiledCharacter[] {
  const ids = scene?.scope.characterIds ?? []
  if (ids.length === 0) return compiled.cast
  return compiled.cast.filter((character) => ids.includes(character.id))
}

function block(heading: string, lines: readonly (string | undefined)[]): string {
  const body = lines.filter((line): line is string => !!line && line.trim().length > 0).join('\n')
  return body ? `## ${heading}\n${body}` : ''
}

export function storySection(
  compiled: CompiledStory,
  scene: CompiledScene | undefined,
  labels: PromptTemplates['labels'],
): string {
  const story = block(labels.story, [compiled.title, compiled.description])
  if (!scene) return story
  const sceneBlock = block(`${labels.scene}: ${scene.title}`, [
    scene.situation,
    scene.goals ? `${labels.goals}: ${scene.goals}` : undefined,
    scene.instructions ? `${labels.instructions}: ${scene.instructions}` : undefined,
  ])
  return [story, sceneBlock].filter(Boolean).join('\n\n')
}

export function castSection(
  cast: readonly CompiledCharacter[],
  labels: PromptTemplates['labels'],
): string {
  const people = cast.map((character) =>
    [
      `### ${character.name}`,
      character.description,
      character.personality ? `${labels.personality}: ${character.personality}` : '',
      character.speechStyle ? `${labels.speechStyle}: ${character.speechStyle}` : '',
      character.exampleDialogue ? `${labels.exampleDialogue}:\n${character.exampleDialogue}` : '',
    ]
      .filter(Boolean)
      .join('\n'),
  )
  return people.length ? `## ${labels.cast}\n${people.join('\n\n')}` : ''
}

/**
 * The cast with example blocks from the lorebook around the first character's own
 * examples (SillyTavern's example messages belong to the character being played).
 */
export function withExampleBlocks(
  cast: readonly CompiledCharacter[],
  top: readonly string[],
  bottom: readonly string[],
): readonly CompiledCharacter[] {
  const [first, ...rest] = cast
  if (!first || (top.length === 0 && bottom.length === 0)) return cast
  const own = first.exampleDialogue.trim()
  const exampleDialogue = [...top, ...(own ? [own] : []), ...bottom].join('\n')
  return [{ ...first, exampleDialogue }, ...rest]
}

export function personaSection(persona: Persona, labels: PromptTemplates['labels']): string {
  return block(`${labels.persona}: ${persona.name}`, [persona.prompt])
}

export function loreSection(
  entries: readonly ActivatedEntry[],
  labels: PromptTemplates['labels'],
): string {
  return block(
    labels.lore,
    entries.map((item) => item.content),
  )
}

export function summariesSection(
  summaries: readonly Summary[],
  labels: PromptTemplates['labels'],
): string {
  const ordered = [...summaries].sort((left, right) => left.startTurn - right.startTurn)
  return block(
    labels.summaries,
    ordered.map((summary) => summary.content),
  )
}

export function variablesSection(
  compiled: CompiledStory,
  variables: Readonly<Record<string, VariableValue>>,
  labels: PromptTemplates['labels'],
): string {
  const lines = compiled.variables
    .filter((variable) => variable.visibleToModel)
    .map(
      (variable) =>
        `- ${variable.name} = ${JSON.stringify(variables[variable.name] ?? variable.initial)}${variable.description ? ` (${variable.description})` : ''}`,
    )
  return block(labels.variables, lines)
}

/** Response instructions: length, detail, injected trigger instructions, state block. */
export function responseInstructions(
  compiled: CompiledStory,
  variables: Readonly<Record<string, VariableValue>>,
  settings: TurnSettings,
  injected: readonly string[],
): string {
  const { templates } = settings
  const words = String(Math.round(settings.maxTokens[settings.responseLength] * 0.6))
  const detail = Math.min(100, Math.max(0, Math.round(settings.detailLevel)))
  const band = detail <= 33 ? 'low' : detail <= 66 ? 'medium' : 'high'
  const parts = [
    fillTemplate(templates.responseLength[settings.responseLength], { words }),
    fillTemplate(templates.detailLevel[band], { detail: String(detail) }),
  ]
  if (injected.length) parts.push(block(templates.labels.activeInstructions, injected))
  if (settings.structuredState && compiled.variables.length > 0) {
    const list = compiled.variables
      .map(
        (variable) =>
          `${variable.name}: ${variable.type} = ${JSON.stringify(variables[variable.name] ?? variable.initial)}`,
      )
      .join('\n')
    parts.push(fillTemplate(templates.stateBlock, { variables: list }))
  }
  return parts.join('\n\n')
}
