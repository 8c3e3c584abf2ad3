import type { CompiledStory } from '../compiled'
import { expandMacros } from '../macros'
import { sceneCast } from './sections'
import type { TurnState } from './state'

/**
 * The opening message of a start point as the player reads it: its macros expanded the way
 * a turn's prompt expands them (`{{user}}`, `{{char}}`, `{{getvar::…}}`, `{{scene}}`), with
 * the starting state. Without this a writer's "Welcome, {{user}}" showed its braces.
 */
export function greetingText(
  compiled: CompiledStory,
  startPointId: string,
  state: Pick<TurnState, 'sceneId' | 'variables'>,
  reader: { user: string; nickname?: string },
): string {
  const start = compiled.startPoints.find((point) => point.id === startPointId)
  if (!start) return ''
  const scene = compiled.scenes.find((candidate) => candidate.id === state.sceneId)
  return expandMacros(start.greeting, {
    user: reader.user,
    char: sceneCast(compiled, scene)[0]?.name ?? '',
    ...(reader.nickname !== undefined ? { nickname: reader.nickname } : {}),
    variables: state.variables,
    scene: scene?.title ?? '',
    turn: 0,
  })
}
